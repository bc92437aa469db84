// What mlir-opt converts and Terrace does not yet is an error, not a
// function left behind with another calling convention.
// RUN: terrace-opt --split-input-file --verify-diagnostics --convert-func-to-llvm %s

// expected-error @+1 {{convert-func-to-llvm does not support C interface wrappers (llvm.emit_c_interface) or unranked memref results yet}}
func.func @wrapped() attributes {llvm.emit_c_interface} {
  return
}

// -----

// expected-error @+1 {{convert-func-to-llvm does not support C interface wrappers (llvm.emit_c_interface) or unranked memref results yet}}
func.func @unranked(%u: memref<*xf32>) -> memref<*xf32> {
  return %u : memref<*xf32>
}

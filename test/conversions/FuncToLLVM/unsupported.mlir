// What mlir-opt converts and Terrace does not yet is an error, not a
// function left behind with another calling convention.
// RUN: terrace-opt --split-input-file --verify-diagnostics --convert-func-to-llvm %s

// expected-error @+1 {{convert-func-to-llvm does not support argument and result attributes with a C interface wrapper (llvm.emit_c_interface), yet}}
func.func @wrapped_with_attrs(%a: i32 {llvm.noundef}) attributes {llvm.emit_c_interface} {
  return
}


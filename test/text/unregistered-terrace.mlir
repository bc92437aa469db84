// Dialects mlir-opt has and Terrace does not: the op names its dialect as
// not found and the note lists Terrace's dialects. (mlir-opt registers
// `test` and `vector`, so it accepts or parses these.)
// RUN: terrace-opt --split-input-file --verify-diagnostics %s

// expected-error@+1 {{operation being parsed with an unregistered dialect}}
"test.op"() : () -> ()

// -----

func.func @f(%m: i32) {
  // expected-error@+2 {{Dialect `vector' not found for custom op 'vector.print'}}
  // expected-note@+1 {{Available dialects: affine, arith, bufferization, builtin, cf, complex, func, index, linalg, llvm, math, memref, onnx, scf, tensor, ub ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management}}
  vector.print %m : i32
  return
}

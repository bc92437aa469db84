// Dialects mlir-opt has and Terrace does not: the op names its dialect as
// not found and the note lists Terrace's dialects. (mlir-opt registers
// `test` and `memref`, so it accepts or parses these.)
// RUN: terrace-opt --split-input-file --verify-diagnostics %s

// expected-error@+1 {{operation being parsed with an unregistered dialect}}
"test.op"() : () -> ()

// -----

func.func @f(%m: i32) {
  // expected-error@+2 {{Dialect `memref' not found for custom op 'memref.load'}}
  // expected-note@+1 {{Available dialects: affine, arith, builtin, cf, complex, func, linalg, llvm, math, scf, tensor, ub ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management}}
  %0 = memref.load %m[] : memref<f32>
  return
}

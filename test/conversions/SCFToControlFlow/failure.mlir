// A conversion that cannot legalize an op fails the pass: scf.forall with shared_outs has no lowering to scf.parallel, so convert-scf-to-cf reports the op and the tool writes no output.
// RUN: terrace-opt --convert-scf-to-cf --verify-diagnostics %s
// RUN: %mlir-opt --convert-scf-to-cf --verify-diagnostics %s
// RUN: rm -f %t.out
// RUN: not terrace-opt --convert-scf-to-cf %s -o %t.out
// RUN: not test -e %t.out

func.func @shared(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
  }
  return %r : tensor<8xf32>
}

// math verifier and parser errors in Terrace's wording, where mlir-opt 22's message differs; each case notes mlir-opt 22's diagnostic.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// mlir-opt 22: custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%a: f32) {
  // expected-error@+1 {{expected #arith.fastmath to be one of: none, fast, reassoc, nnan, ninf, nsz, arcp, contract, afn}}
  %0 = math.sqrt %a fastmath<bogus> : f32
  return
}

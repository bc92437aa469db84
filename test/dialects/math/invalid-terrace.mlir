// math verifier and parser errors in Terrace's wording, where mlir-opt 22's message differs; each case notes mlir-opt 22's diagnostic.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// The same first error as mlir-opt 22, which adds a second one ("failed to
// parse ... parameter"): Terrace reports the first error of a parse only.
func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  %0 = math.sqrt %a fastmath<bogus> : f32
  return
}

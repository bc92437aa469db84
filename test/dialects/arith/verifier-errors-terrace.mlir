// arith verifier and parser errors in Terrace's wording, where mlir-opt 22's message (or the line it reports) differs; each case notes mlir-opt 22's diagnostic.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// mlir-opt 22 crashes (segmentation fault) on this input.
func.func @f(%c: vector<4xi1>, %a: i32) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, i32, i32) -> i32
  return
}

// -----

// mlir-opt 22: 'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar
func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that overflow is i1 of the shape of the operands}}
  %0:2 = "arith.addui_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
  return
}

// -----

// mlir-opt 22: 'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type
func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that overflow is i1 of the shape of the operands}}
  %0:2 = "arith.addui_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<8xi1>)
  return
}

// -----

// mlir-opt 22: 'arith.addui_extended' op if a result is non-scalar, then at least one operand must be non-scalar
func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that overflow is i1 of the shape of the operands}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, vector<2xi1>)
  return
}

// -----

// The same first error as mlir-opt 22, which adds a second one ("failed to
// parse ... parameter"): Terrace reports the first error of a parse only.
func.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  %0 = arith.addi %a, %a overflow<bogus> : i32
  return
}

// -----

// The same first error as mlir-opt 22, which adds a second one ("failed to
// parse ... parameter"): Terrace reports the first error of a parse only.
func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  %0 = arith.addf %a, %a fastmath<bogus> : f32
  return
}

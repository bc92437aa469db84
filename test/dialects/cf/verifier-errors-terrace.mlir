// cf errors where mlir-opt 22 crashes (a switch with case destinations and no case values) or reports a second error after the first (a bad branch weight: mlir-opt adds "expected ']'"; terrace-opt reports the first error of a parse only).
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// A case destination without case values (mlir-opt crashes in SwitchOp::verify).
func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (0) should match number of case destinations (1)}}
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{custom op 'cf.cond_br' expected integer value}}
  cf.cond_br %c weights([1.0, 2.0]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{custom op 'cf.cond_br' expected integer value}}
  cf.cond_br %c weights([1, "a"]), ^bb1, ^bb1
^bb1:
  return
}

// -----

// Fewer case operand segments than case destinations: mlir-opt reads past the
// segments (this message, a garbage "branch has N operands", or a crash).
// Fewer case operand segments than case destinations (mlir-opt reads past the
// segments: this message with the counts, a garbage "branch has N operands", or a crash).
func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%c)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

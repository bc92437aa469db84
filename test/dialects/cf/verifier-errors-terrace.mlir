// cf errors in Terrace's wording where mlir-opt 22's differs (or where mlir-opt crashes): cf.switch case counts and a missing flag, cf.cond_br branch weights, switch case values, and a missing ']' reported on a later line.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// mlir-opt: "number of case values (1) should match number of case destinations (2)".
func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values should match number of case destinations}}
  "cf.switch"(%c)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// Fewer case operand segments than case destinations (mlir-opt reads past the
// segments: this message with the counts, a garbage "branch has N operands", or a crash).
func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values should match number of case destinations}}
  "cf.switch"(%c)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// A case destination without case values (mlir-opt crashes in SwitchOp::verify).
func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values should match number of case destinations}}
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// A case value without a case destination (mlir-opt: "... (1) should match number of case destinations (0)").
func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values should match number of case destinations}}
  "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// No flag; mlir-opt: "expected 1 or more operands, but found 0".
func.func @f() {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer}}
  "cf.switch"()[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  return
}

// -----

// mlir-opt: "expected '['" at the weight.
func.func @f(%c: i1) {
  // expected-error@+1 {{expected branch weights as [a, b]}}
  cf.cond_br %c weights(1), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{expected branch weights as [a, b]}}
  cf.cond_br %c weights(array<i32: 1, 2>), ^bb1, ^bb1
^bb1:
  return
}

// -----

// mlir-opt: "expected integer value" at the weight.
func.func @f(%c: i1) {
  // expected-error@+1 {{branch weights must be integers}}
  cf.cond_br %c weights([1.0, 2.0]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{branch weights must be integers}}
  cf.cond_br %c weights([1, "a"]), ^bb1, ^bb1
^bb1:
  return
}

// -----

// mlir-opt: "expected integer value".
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    // expected-error@+1 {{expected integer case value}}
    "a": ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    // expected-error@+1 {{expected integer case value}}
    unit: ^bb1
  ]
^bb1:
  return
}

// -----

// mlir-opt reports the missing ']' at the end of the previous line.
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1
    // expected-error@+1 {{expected ']'}}
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    1: ^bb1
// expected-error@+1 {{expected ']'}}
^bb1:
  return
}

// cf errors not covered by invalid.mlir: successor counts of cf.br and cf.cond_br, cf.switch's flag type (generic and custom form) and its closing bracket.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @f() {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @f() {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 0}}
  "cf.cond_br"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 3}}
  "cf.cond_br"(%c)[^bb1, ^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

// mlir-opt adds ", but got 'f32'".
func.func @f(%c: f32) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer}}
  "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: index) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer}}
  "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  return
}

// -----

// mlir-opt adds " ('i64')".
func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type}}
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i8) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i8') should match case value type}}
  "cf.switch"(%c)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: f32) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %c : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%c: index) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %c : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// A missing comma between the default and a case.
func.func @f(%c: i32) {
  // expected-error@+1 {{expected ']'}}
  cf.switch %c : i32, [default: ^bb1 1: ^bb1]
^bb1:
  return
}

// -----

// A missing comma between two cases.
func.func @f(%c: i32) {
  // expected-error@+1 {{expected ']'}}
  cf.switch %c : i32, [default: ^bb1, 1: ^bb1 2: ^bb1]
^bb1:
  return
}

// -----

// mlir-opt: "number of case values (1) should match number of case destinations (2)".
func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%c)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// A case value without a case destination (mlir-opt: "... (1) should match number of case destinations (0)").
func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (1) should match number of case destinations (0)}}
  "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// No flag; mlir-opt: "expected 1 or more operands, but found 0".
func.func @f() {
  // expected-error@+1 {{'cf.switch' op expected 1 or more operands, but found 0}}
  "cf.switch"()[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  return
}

// -----

// mlir-opt: "expected '['" at the weight.
func.func @f(%c: i1) {
  // expected-error@+1 {{expected '['}}
  cf.cond_br %c weights(1), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{expected '['}}
  cf.cond_br %c weights(array<i32: 1, 2>), ^bb1, ^bb1
^bb1:
  return
}

// -----

// mlir-opt: "expected integer value".
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    "a": ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    unit: ^bb1
  ]
^bb1:
  return
}

// -----

// mlir-opt reports the missing ']' at the end of the previous line.
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    // expected-error@+1 {{expected ']'}}
    default: ^bb1
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    // expected-error@+1 {{expected ']'}}
    1: ^bb1
^bb1:
  return
}

// Malformed operand segments of cf ops in generic form: a wrong number of
// sizes fails while the properties are parsed; negative sizes or sizes that
// do not add up to the operands fail in the verifier, before any group is
// read. Messages are mlir-opt's.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

func.func @f(%c: i1) {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1>} for op cf.cond_br: size mismatch in attribute conversion: 1 vs 3}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{'cf.cond_br' op 'operandSegmentSizes' attribute cannot have negative elements}}
  "cf.cond_br"(%c, %a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 3, -2>}> : (i1, i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1, i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%s: i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (2) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%s)[^bb1, ^bb1] <{case_operand_segments = array<i32: 2>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%s: i32, %a: i32) {
  // expected-error@+1 {{'cf.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "cf.switch"(%s, %a)[^bb1, ^bb1] <{case_operand_segments = array<i32: -1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{expected ']'}}
  cf.cond_br %c weights([1 2]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{custom op 'cf.cond_br' integer value too large}}
  cf.cond_br %c weights([99999999999]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @f(%s: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%s) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// Malformed operand segments of cf ops in generic form are diagnosed before anything reads them (Terrace's wording; mlir-opt rejects the same inputs while parsing their properties).
// RUN: terrace-opt --split-input-file --verify-diagnostics %s

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires attribute 'operandSegmentSizes' to be 3 sizes}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{'cf.cond_br' op requires attribute 'operandSegmentSizes' to be 3 sizes}}
  "cf.cond_br"(%c, %a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 3, -2>}> : (i1, i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%s: i32) {
  // expected-error@+1 {{'cf.switch' op requires operand segments matching the default and case destinations}}
  "cf.switch"(%s)[^bb1, ^bb1] <{case_operand_segments = array<i32>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op expects number of region weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

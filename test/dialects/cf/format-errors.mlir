// cf.switch and cf.cond_br are printed and parsed by their declarative
// formats (a custom SwitchOpCases directive, a dense-array property): their
// parse errors, and the generic parser's checks of successor lists, segment
// properties and result names, as mlir-opt reports them.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

func.func @f(%s: f32) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %s : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%s: i32) {
  // expected-error@+3 {{expected ':'}}
  cf.switch %s : i32, [
    default: ^bb1,
    1 ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%s: i32) {
  // expected-error@+2 {{custom op 'cf.switch' expected 'default'}}
  cf.switch %s : i32, [
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%s: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (1) should match number of case destinations (0)}}
  "cf.switch"(%s) [^bb1] <{case_operand_segments = array<i32>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%s: i32) {
  // expected-error@+1 {{'cf.switch' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.switch"(%s) [^bb1] : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%s: i32) {
  // expected-error@+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%s) [^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%s: i32) {
  // expected-error@+1 {{expected list element}}
  "cf.switch"(%s) [] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected ',' or ']'}}
  "cf.br"() [^bb1 ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %r = "cf.br"() [^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c) [^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%c: i32) {
  // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}

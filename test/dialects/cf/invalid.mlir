// cf verifier errors: successor operand counts and types, the condition's type, the number of switch cases.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

func.func @f(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  "cf.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i64):
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// func dialect errors in Terrace's wording where mlir-opt 22's differs: func.call_indirect's checks (mlir-opt: "expected 1 or more operands", "failed to verify that callee input/result types match ..."), and func.func signature parse errors.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @f() {
  // expected-error@+1 {{'func.call_indirect' op expected a callee operand}}
  "func.call_indirect"() : () -> ()
  return
}

// -----

func.func @f(%a: (i32) -> ()) {
  // expected-error@+1 {{'func.call_indirect' op incorrect number of operands for callee}}
  "func.call_indirect"(%a) : ((i32) -> ()) -> ()
  return
}

// -----

func.func @f(%a: () -> (), %b: i32) {
  // expected-error@+1 {{'func.call_indirect' op incorrect number of operands for callee}}
  "func.call_indirect"(%a, %b) : (() -> (), i32) -> ()
  return
}

// -----

func.func @f(%a: (i32, i32) -> (), %b: i32, %c: i64) {
  // expected-error@+1 {{'func.call_indirect' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 1}}
  "func.call_indirect"(%a, %b, %c) : ((i32, i32) -> (), i32, i64) -> ()
  return
}

// -----

func.func @f(%a: () -> i32) {
  // expected-error@+1 {{'func.call_indirect' op incorrect number of results for callee}}
  "func.call_indirect"(%a) : (() -> i32) -> ()
  return
}

// -----

func.func @f(%a: () -> (i32, i64)) {
  // expected-error@+1 {{'func.call_indirect' op result type mismatch at index 1}}
  %r:2 = "func.call_indirect"(%a) : (() -> (i32, i64)) -> (i32, i32)
  return
}

// -----

// A bare type (a declaration), then a named argument.
// expected-error@+1 {{expected a type, not a named argument}}
func.func private @f(i32, %a: i32)

// -----

// A body needs named arguments.
// expected-error@+1 {{expected named arguments for a function with a body}}
func.func @f(i32) {
  return
}

// func.call_indirect by its declarative format: the arguments' and
// results' types come from the callee's type (MLIR's TypesMatchWith), which
// must be a function type; errors as mlir-opt reports them.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

func.func @f(%f: (i32) -> (), %a: i32) {
  // expected-error@+1 {{custom op 'func.call_indirect' number of operands and types do not match: got 2 operands and 1 types}}
  func.call_indirect %f(%a, %a) : (i32) -> ()
  return
}

// -----

func.func @f(%f: (i32) -> (), %a: i32) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.function, but found 'i32'}}
  func.call_indirect %f(%a) : i32
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%f: (i32) -> (), %a: i32) {
  // expected-error@+1 {{use of value '%f' expects different type than prior uses: '(i32) -> i32' vs '(i32) -> ()'}}
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%f: (i32) -> (), %a: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%f: (i32) -> (), %a: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r = "func.call_indirect"(%f, %a) : ((i32) -> (), i32) -> i32
  return
}

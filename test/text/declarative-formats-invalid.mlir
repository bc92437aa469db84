// Errors of ops parsed with a declarative format, as mlir-opt reports them.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

func.func @f(%a: i32) -> i32 {
  // expected-error@+1 {{custom op 'func.return' number of operands and types do not match: got 1 operands and 2 types}}
  func.return %a : i32, i64
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'cf.br' number of operands and types do not match: got 2 operands and 1 types}}
  cf.br ^bb1(%a, %a : i32)
^bb1(%x: i32):
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.br ^bb1()
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = builtin.unrealized_conversion_cast %a : i32, i64 to i64
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.constant' op requires attribute 'value'}}
  %0 = "func.constant"() : () -> (() -> ())
  return
}

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @g()

// -----

func.func private @g(i32) -> (i32, f32)
func.func @f(%a: i32) {
  // Written without its dialect, the op is named in full.
  // expected-error@+1 {{custom op 'func.call' number of operands and types do not match: got 2 operands and 1 types}}
  %0:2 = call @g(%a, %a) : (i32) -> (i32, f32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{invalid properties {callee = @g::@h} for op func.call: Invalid attribute `callee` in property conversion: @g::@h}}
  "func.call"(%a) <{callee = @g::@h}> : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  "func.call"(%a) <{callee = @g, arg_attrs = [1]}> : (i32) -> ()
  return
}

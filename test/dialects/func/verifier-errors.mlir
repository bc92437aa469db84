// func dialect errors not covered by invalid.mlir: func.func region count and public declarations, func.constant, func.call_indirect's callee type, and func.func signature parse errors.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({}, {}) : () -> ()

// -----

// A declaration is public unless it says otherwise.
// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @f()

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func public @f(i32) -> i32

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "public"}> ({
}) : () -> ()

// -----

func.func private @g()
func.func @f() {
  // expected-error@+1 {{'func.constant' op requires one result}}
  %a, %b = "func.constant"() <{value = @g}> : () -> (() -> (), () -> ())
  return
}

// -----

func.func private @g()
func.func @f() {
  // expected-error@+1 {{'func.constant' op requires one result}}
  "func.constant"() <{value = @g}> : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.constant' op requires attribute 'value'}}
  %a = "func.constant"() : () -> (() -> ())
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'missing'}}
  %a = func.constant @missing : () -> ()
  return
}

// -----

// A symbol that is not a function.
"foo.x"() {sym_name = "x"} : () -> ()
func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'x'}}
  %a = func.constant @x : () -> ()
  return
}

// -----

// Lookup is in the nearest symbol table only.
func.func private @g()
module @m {
  func.func @f() {
    // expected-error@+1 {{'func.constant' op reference to undefined function 'g'}}
    %a = func.constant @g : () -> ()
    return
  }
}

// -----

func.func private @g(i32)
func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %a = func.constant @g : () -> ()
  return
}

// -----

func.func private @g() -> i32
func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %a = func.constant @g : () -> i64
  return
}

// -----

func.func private @g()
func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %a = func.constant @g : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %r = "func.call_indirect"(%a, %b) : (i32, i32) -> i32
  return
}

// -----

// Named arguments (a definition), then a bare type.
// expected-error@+1 {{expected SSA identifier}}
func.func @f(%a: i32, i32) {
  return
}

// -----

// expected-error@+1 {{expected non-empty function body}}
func.func @f() {
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  "func.call_indirect"() : () -> ()
  return
}

// -----

func.func @f(%a: (i32) -> ()) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  "func.call_indirect"(%a) : ((i32) -> ()) -> ()
  return
}

// -----

func.func @f(%a: () -> (), %b: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  "func.call_indirect"(%a, %b) : (() -> (), i32) -> ()
  return
}

// -----

func.func @f(%a: (i32, i32) -> (), %b: i32, %c: i64) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  "func.call_indirect"(%a, %b, %c) : ((i32, i32) -> (), i32, i64) -> ()
  return
}

// -----

func.func @f(%a: () -> i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  "func.call_indirect"(%a) : (() -> i32) -> ()
  return
}

// -----

func.func @f(%a: () -> (i32, i64)) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r:2 = "func.call_indirect"(%a) : (() -> (i32, i64)) -> (i32, i32)
  return
}

// -----

// A bare type (a declaration), then a named argument.
// expected-error@+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func private @f(i32, %a: i32)

// -----

// A body needs named arguments.
// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
  return
}

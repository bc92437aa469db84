// func dialect verifier errors: return count/types, calls to missing functions and operand/result mismatches, entry block vs signature, duplicate symbols, misplaced returns.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Messages are the text both tools print at the same place (mlir-opt quotes type names, Terrace does not, so those are left out).

func.func @f() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 0}}
  return %a : i32
}

// -----

func.func @f(%a: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0}}
  return %a : i64
}

// -----

func.func @f(%a: i32, %b: i64) -> (i32, i32) {
  // expected-error@+1 {{type of return operand 1}}
  return %a, %b : i32, i64
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}

// -----

// A symbol that is not a function.
"foo.x"() {sym_name = "x"} : () -> ()
func.func @f() {
  // expected-error@+1 {{'func.call' op 'x' does not reference a valid function}}
  call @x() : () -> ()
  return
}

// -----

// Lookup is in the nearest symbol table only.
func.func private @g()
module @m {
  func.func @f() {
    // expected-error@+1 {{'func.call' op 'g' does not reference a valid function}}
    call @g() : () -> ()
    return
  }
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type}}
  %r = call @g(%a) : (i64) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  call @g(%a) : (i32) -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %r = call @g() : () -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types:}}
  // expected-note@+1 {{function result types:}}
  %r = call @g(%a) : (i32) -> i64
  return
}

// -----

func.func private @g()
func.func @f() {
  // expected-error@+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
}) : () -> ()

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func private @a()
// expected-error@+1 {{redefinition of symbol named 'a'}}
func.func private @a()

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func @a() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'a'}}
func.func @a() {
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
module @b {}
// expected-error@+1 {{redefinition of symbol named 'b'}}
func.func private @b()

// -----

func.func @f() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  return
  "foo.x"() : () -> ()
}

// -----

// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

func.func @f() {
  "foo.r"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

// expected-note@+1 {{previously}}
func.func @f(%a: i32, %a: i32) { // expected-error {{'%a'}}
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  call @f(%a) : (i32) -> ()
  return
}


// -----

// Argument and result attributes must belong to a dialect (a '.' in the
// name), as MLIR's FunctionOpInterface requires.
// expected-error@below {{'func.func' op arguments may only have dialect attributes}}
func.func @argument_attribute_of_no_dialect(%x: i32 {s = 1}) -> i32 {
  return %x : i32
}

// -----

// expected-error@below {{'func.func' op results may only have dialect attributes}}
func.func @result_attribute_of_no_dialect(%x: i32) -> (i32 {t = 2}) {
  return %x : i32
}

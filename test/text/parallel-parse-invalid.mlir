// Diagnostics do not depend on function bodies being parsed last: a body
// sees only the aliases defined above it, the first error of the file is the
// one reported, and a generic body that can see names around it is read in
// place. A failed parallel attempt leaves no identified struct bodies behind
// for the one pass that reports the error (found by the fuzzer).
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics --mlir-disable-threading %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @f() {
  // expected-error@+1 {{undefined symbol alias id 'late'}}
  "foo.op"() {a = #late} : () -> ()
  return
}
#late = 1 : i32

// -----

func.func @ok() {
  return
}
func.func @bad() {
  %0 = "foo.op"() : () -> i32
  // expected-note@-1 {{previously defined here}}
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = "foo.op"() : () -> i32
  return
}
// Only the first error of a file is reported: not this one.
#x = = 

// -----

%v = "foo.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  // expected-error@+1 {{using value defined outside the region}}
  "foo.use"(%v) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-note@+1 {{required by region isolation constraints}}
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  // expected-error@+1 {{using value defined outside the region}}
  "foo.use"(%later) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
%later = "foo.def"() : () -> i32

// -----

func.func @f() {
  // expected-error@+1 {{operation location alias was never defined}}
  return loc(#nowhere)
}
func.func @g() {
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected '"' in string literal}}
  "foo.op"() {s = "no end} : () -> ()
  return
}
func.func @g() {
  return
}

// -----

// With bodies last, @b's header would set "foo" first; the one pass must
// see @a's body first, as mlir-opt does.
func.func @a() {
  %0 = "foo.make"() : () -> !llvm.struct<"foo", (i64)>
  return
}
// expected-error@+1 {{identified type already used with a different body}}
func.func @b() attributes {t = !llvm.struct<"foo", (i32)>} {
  return
}

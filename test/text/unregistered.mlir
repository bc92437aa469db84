// Without --allow-unregistered-dialect, ops, attributes and types of unknown dialects are located errors; builtin and func never accept unknown ops.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: not terrace-opt %s 2>&1 | FileCheck %s --check-prefix=EXIT
// (mlir-opt rejects the same chunks, with other wording and columns.)

// EXIT: unregistered.mlir:[[@LINE+2]]:1: error: operation 'foo.a' of an unregistered dialect
// expected-error@+1 {{operation 'foo.a' of an unregistered dialect (use --allow-unregistered-dialect to accept it)}}
"foo.a"() : () -> ()

// -----

// expected-error@+1 {{attribute of unregistered dialect 'foo' (use --allow-unregistered-dialect to accept it)}}
"func.return"() {a = #foo.x} : () -> ()

// -----

// expected-error@+1 {{type of unregistered dialect 'foo' (use --allow-unregistered-dialect to accept it)}}
"func.return"() {a = !foo.x} : () -> ()

// -----

// expected-error@+1 {{attribute of unregistered dialect 'foo'}}
"builtin.module"() ({}) {a = #foo<"x">} : () -> ()

// -----

// `test` is registered in mlir-opt, not in Terrace.
// expected-error@+1 {{operation 'test.op' of an unregistered dialect}}
"test.op"() : () -> ()

// -----

// expected-error@+1 {{custom op 'foo.bar' is unknown}}
foo.bar

// -----

// expected-error@+1 {{unregistered operation 'builtin.unknown' found in dialect ('builtin') that does not allow unknown operations}}
"builtin.unknown"() : () -> ()

// -----

// expected-error@+1 {{unregistered operation 'func.unknown' found in dialect ('func') that does not allow unknown operations}}
"func.unknown"() : () -> ()

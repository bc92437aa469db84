// Without --allow-unregistered-dialect, ops, attributes and types of unknown
// dialects are located errors, in mlir-opt's words and places; builtin and
// func never accept unknown ops (their verifier says so, after parsing).
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s
// RUN: not terrace-opt %s 2>&1 | FileCheck %s --check-prefix=EXIT

// The op's dialect is unknown: said at the token after its name.
// EXIT: unregistered.mlir:[[@LINE+2]]:8: error: operation being parsed with an unregistered dialect
// expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
"foo.a"() : () -> ()

// -----

// A pretty attribute or type: at its mnemonic, with its body.
// expected-error@+1 {{#"foo"<"x"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
"func.return"() {a = #foo.x} : () -> ()

// -----

// expected-error@+1 {{`!"foo"<"x<1>">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
"func.return"() {a = !foo.x<1>} : () -> ()

// -----

// The verbose form: at the `#`; a trailing type is read first and named.
// expected-error@+1 {{#"foo"<""x""> : 'i32' attribute created with unregistered dialect}}
"builtin.module"() ({}) {a = #foo<"x"> : i32} : () -> ()

// -----

// An unknown dialect in the custom form: the dialects there are in a note.
// expected-error@+2 {{Dialect `foo' not found for custom op 'foo.bar'}}
// expected-note@+1 {{Available dialects: }}
foo.bar

// -----

// Inside a region of a custom op with no default dialect, a bare name
// tries the empty dialect.
func.func @f() {
  scf.execute_region {
    // expected-error@+2 {{Dialect `' not found for custom op 'yield'  (tried '.yield' as well)}}
    // expected-note@+1 {{Available dialects: }}
    yield
  }
  return
}

// -----

// The generic form keeps the default dialect around it: `return` is
// func.return here (and must be in a func.func).
func.func @g() {
  // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
  "scf.execute_region"() ({ return }) : () -> ()
  return
}

// -----

// expected-error@+1 {{unregistered operation 'builtin.unknown' found in dialect ('builtin') that does not allow unknown operations}}
"builtin.unknown"() : () -> ()

// -----

// expected-error@+1 {{unregistered operation 'func.unknown' found in dialect ('func') that does not allow unknown operations}}
"func.unknown"() : () -> ()

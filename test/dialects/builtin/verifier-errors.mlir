// builtin verifier and parser errors: the module's body region, its attribute names and symbol table, and the unrealized_conversion_cast parser.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Both tools report each error on the same line; the checked text is what both messages contain.

// A top-level generic module whose body region has no block.
// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

module {
  // expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "builtin.module"() ({
  }) : () -> ()
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
  "builtin.module"() ({
  ^bb0:
    "foo.a"() : () -> ()
  ^bb1:
    "foo.b"() : () -> ()
  }) : () -> ()
}

// -----

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo = 1} {
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'baz'}}
  module attributes {foo.bar = 1, baz} {
  }
}

// -----

module {
  // expected-note@+1 {{see existing symbol definition here}}
  module @a {
  }
  // expected-error@+1 {{redefinition of symbol named 'a'}}
  module @a {
  }
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected 'to'}}
  %0 = builtin.unrealized_conversion_cast %a : i32 i64
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected 'to'}}
  %0 = builtin.unrealized_conversion_cast i64
  return
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op requires zero results}}
  %0 = "builtin.module"() ({
  ^bb0:
  }) : () -> i32
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'builtin.module' op requires zero operands}}
  "builtin.module"(%a) ({
  ^bb0:
  }) : (i32) -> ()
  return
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op region should have no arguments}}
  "builtin.module"() ({
  ^bb0(%x: i32):
  }) : () -> ()
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op requires one region}}
  "builtin.module"() ({
  ^bb0:
  }, {
  ^bb1:
  }) : () -> ()
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = builtin.unrealized_conversion_cast %a : i32, i64 to i64
  return
}

// -----

module {
  // expected-error@+1 {{invalid properties {sym_name = 1 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 1 : i32}}
  "builtin.module"() <{sym_name = 1 : i32}> ({
  ^bb0:
  }) : () -> ()
}

// -----

module {
  // expected-error@+1 {{invalid properties {sym_visibility = 1 : i32} for op builtin.module: Invalid attribute `sym_visibility` in property conversion: 1 : i32}}
  "builtin.module"() <{sym_visibility = 1 : i32}> ({
  ^bb0:
  }) : () -> ()
}

// -----

module {
  "builtin.module"() ({
    %0 = "foo.op"() : () -> i32
    // expected-note@+1 {{required by region isolation constraints}}
    "builtin.module"() ({
      // expected-error@+1 {{'foo.use' op using value defined outside the region}}
      "foo.use"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
  "builtin.module"() ({
  ^bb0:
  ^bb1:
  }) : () -> ()
}

// Symbol visibility is checked on every registered symbol op (builtin.module,
// func.func), as MLIR's Symbol interface does; an unregistered op's
// sym_visibility is not interpreted.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
module @m attributes {sym_visibility = "bogus"} {
}

// -----

module {
  // expected-error@+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
  "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "bogus"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}

// -----

// No diagnostic: not a registered symbol.
"foo.s"() {sym_name = "x", sym_visibility = "bogus"} : () -> ()

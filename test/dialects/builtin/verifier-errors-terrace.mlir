// builtin verifier and parser errors in Terrace's wording, where mlir-opt 22's message (or the line it reports) differs; each case notes mlir-opt 22's diagnostic.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

module {
  // mlir-opt 22 parses this and reports on the op's line: 'builtin.module' op expects region #0 to have 0 or 1 blocks
  "builtin.module"() ({
  ^bb0:
  // expected-error@+1 {{empty block: expect at least a terminator}}
  ^bb1:
  }) : () -> ()
}

// -----

module {
  "builtin.module"() ({
    %0 = "foo.op"() : () -> i32
    "builtin.module"() ({
      // mlir-opt 22 (column 7): 'foo.use' op using value defined outside the region
      // expected-error@+1 {{use of undeclared SSA value name}}
      "foo.use"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}

// A parse that fails after a forward-referenced value was defined inside a
// nested region must tear everything down cleanly (the fuzzer found a
// use-after-free here; this file is also a seed of the fuzz smoke test,
// which runs under AddressSanitizer).
// RUN: terrace-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.use"(%x) : (i32) -> ()
"foo.def"() ({
^bb0(%x: i32):
  // expected-error@+1 {{expected ':' followed by operation type}}
  "foo.bad"(%x)
}) : () -> ()

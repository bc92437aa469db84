// Malformed sparse<indices, values> literals get one located error each.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{expected sparse indices of shape [N, 2]}}
"foo.a"() {v = sparse<[0, 1], [1, 2]> : tensor<4x4xi32>} : () -> ()

// -----

// expected-error@+1 {{sparse index 5 is out of bounds for dimension 0 of size 4}}
"foo.a"() {v = sparse<[[5, 0]], [1]> : tensor<4x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected sparse indices of shape [N, 1]}}
"foo.a"() {v = sparse<[[[0]]], [1]> : tensor<4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected 2 sparse values, one per index}}
"foo.a"() {v = sparse<[[0, 0], [1, 1]], [1, 2, 3]> : tensor<4x4xi32>} : () -> ()

// -----

// expected-error@+1 {{sparse index 7 is out of bounds for dimension 0 of size 4}}
"foo.a"() {v = sparse<7, 1> : tensor<4xi32>} : () -> ()

// Malformed sparse<indices, values> literals get one located error each,
// mlir-opt's, at the `sparse` keyword.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{expected shape ([4, 4]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])}}
"foo.a"() {v = sparse<[0, 1], [1, 2]> : tensor<4x4xi32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[5, 0], and type='tensor<4x4xi32>'}}
"foo.a"() {v = sparse<[[5, 0]], [1]> : tensor<4x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([4]); inferred shape of indices literal ([1, 1, 1]); inferred shape of values literal ([1])}}
"foo.a"() {v = sparse<[[[0]]], [1]> : tensor<4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([4, 4]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([3])}}
"foo.a"() {v = sparse<[[0, 0], [1, 1]], [1, 2, 3]> : tensor<4x4xi32>} : () -> ()

// -----

// A negative index is a huge unsigned one.
// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[18446744073709551615], and type='tensor<4xi32>'}}
"foo.a"() {v = sparse<[[-1]], [1]> : tensor<4xi32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[7], and type='tensor<4xi32>'}}
"foo.a"() {v = sparse<7, 1> : tensor<4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected 1-d tensor for sparse element values}}
"foo.a"() {v = sparse<[[1]], [[1]]> : tensor<4xi32>} : () -> ()

// -----

// expected-error@+1 {{Expected '<' after 'sparse'}}
"foo.a"() {v = sparse 1} : () -> ()

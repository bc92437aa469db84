// A sparse literal whose indices are all the same prints with a splat index in both tools; terrace-opt also reads that form back (the same index for each value), where mlir-opt 22 rejects its own output.
// RUN: terrace-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect %s | terrace-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: "foo.k"() {e = sparse<1, [1.000000e+00, 2.000000e+00]> : tensor<4xf32>, f = sparse<0, [3, 4, 5]> : tensor<2x2xi8>} : () -> ()
"foo.k"() {e = sparse<[[1], [1]], [1.0, 2.0]> : tensor<4xf32>, f = sparse<[[0, 0], [0, 0], [0, 0]], [3, 4, 5]> : tensor<2x2xi8>} : () -> ()

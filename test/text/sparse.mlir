// sparse<indices, values> attributes, checked against mlir-opt: splats,
// lists, the empty form, strings, complex values, and hex for large values
// (never for indices).
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK-LABEL: "foo.lists"()
// CHECK-SAME: a = sparse<{{\[}}[0, 0], [1, 1]], [1, 5]> : tensor<2x2xi32>
// CHECK-SAME: b = sparse<> : tensor<2x2xf32>
// CHECK-SAME: c = sparse<{{\[}}[0, 1]], 2.000000e+00> : tensor<2x2xf32>
// CHECK-SAME: d = sparse<0, -1> : tensor<4xi8>
"foo.lists"() {a = sparse<[[0, 0], [1, 1]], [1, 5]> : tensor<2x2xi32>, b = sparse<> : tensor<2x2xf32>, c = sparse<[[0, 1]], 2.0> : tensor<2x2xf32>, d = sparse<0, -1> : tensor<4xi8>} : () -> ()

// CHECK-LABEL: "foo.kinds"()
// CHECK-SAME: e = sparse<{{\[}}[1], [3]], ["a", "b"]> : tensor<4x!foo.s>
// CHECK-SAME: f = sparse<{{\[}}[0, 1], [1, 0]], [(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2x2xcomplex<f32>>
"foo.kinds"() {e = sparse<[[1], [3]], ["a", "b"]> : tensor<4x!foo.s>, f = sparse<[[0, 1], [1, 0]], [(1.0, 2.0), (3.0, 4.0)]> : tensor<2x2xcomplex<f32>>} : () -> ()

// 101 values print as hex; their indices never do.
// CHECK-LABEL: "foo.big"()
// CHECK-SAME: v = sparse<{{\[}}[0], [1], [2],
// CHECK-SAME: [100]], "0x0000000001000000
"foo.big"() {v = sparse<[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15], [16], [17], [18], [19], [20], [21], [22], [23], [24], [25], [26], [27], [28], [29], [30], [31], [32], [33], [34], [35], [36], [37], [38], [39], [40], [41], [42], [43], [44], [45], [46], [47], [48], [49], [50], [51], [52], [53], [54], [55], [56], [57], [58], [59], [60], [61], [62], [63], [64], [65], [66], [67], [68], [69], [70], [71], [72], [73], [74], [75], [76], [77], [78], [79], [80], [81], [82], [83], [84], [85], [86], [87], [88], [89], [90], [91], [92], [93], [94], [95], [96], [97], [98], [99], [100]], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<200xi32>} : () -> ()

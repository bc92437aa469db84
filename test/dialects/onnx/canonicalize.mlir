// Graph-level folds of the onnx dialect under canonicalize: Identity, a
// Cast to its own type and an inference Dropout without mask go away;
// Shape and Size of statically shaped tensors become onnx.Constant;
// constant weights fold through Transpose, Cast and reshapes.
// RUN: terrace-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @passthrough
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[R:.*]] = "onnx.Relu"(%[[X]])
// CHECK-NEXT: return %[[R]]
func.func @passthrough(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "onnx.Identity"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "onnx.Cast"(%0) {to = 1 : si64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "onnx.Dropout"(%1) {operandSegmentSizes = array<i32: 1, 0, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "onnx.Relu"(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// A Cast that changes the type, a Dropout whose mask is used, and one in
// training mode stay.
// CHECK-LABEL: func.func @kept
// CHECK: "onnx.Cast"
// CHECK: "onnx.Dropout"
// CHECK: "onnx.Dropout"
func.func @kept(%x: tensor<2xf32>, %t: tensor<i1>) -> (tensor<2xf64>, tensor<2xi1>, tensor<2xf32>) {
  %0 = "onnx.Cast"(%x) {to = 11 : si64} : (tensor<2xf32>) -> tensor<2xf64>
  %1, %mask = "onnx.Dropout"(%x) {operandSegmentSizes = array<i32: 1, 0, 0>} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi1>)
  %2 = "onnx.Dropout"(%x, %t) {operandSegmentSizes = array<i32: 1, 0, 1>} : (tensor<2xf32>, tensor<i1>) -> tensor<2xf32>
  return %0, %mask, %2 : tensor<2xf64>, tensor<2xi1>, tensor<2xf32>
}

// CHECK-LABEL: func.func @shapes
// CHECK-DAG: "onnx.Constant"() <{value = dense<[2, 3, 4]> : tensor<3xi64>}>
// CHECK-DAG: "onnx.Constant"() <{value = dense<[3, 4]> : tensor<2xi64>}>
// CHECK-DAG: "onnx.Constant"() <{value = dense<24> : tensor<i64>}>
// CHECK-NOT: "onnx.Shape"(%arg0)
// CHECK-NOT: "onnx.Size"
// A dynamic dimension keeps its Shape.
// CHECK: "onnx.Shape"(%arg1)
func.func @shapes(%x: tensor<2x3x4xf32>, %y: tensor<?x4xf32>) -> (tensor<3xi64>, tensor<2xi64>, tensor<i64>, tensor<2xi64>) {
  %0 = "onnx.Shape"(%x) : (tensor<2x3x4xf32>) -> tensor<3xi64>
  %1 = "onnx.Shape"(%x) {start = 1 : si64} : (tensor<2x3x4xf32>) -> tensor<2xi64>
  %2 = "onnx.Size"(%x) : (tensor<2x3x4xf32>) -> tensor<i64>
  %3 = "onnx.Shape"(%y) : (tensor<?x4xf32>) -> tensor<2xi64>
  return %0, %1, %2, %3 : tensor<3xi64>, tensor<2xi64>, tensor<i64>, tensor<2xi64>
}

// The shape subgraph PyTorch's exporter writes before a Reshape collapses
// into one constant: Shape [2, 3, 4], Gather of entry 0 (2), Unsqueeze
// ([2]), Concat with [-1] ([2, -1]).
// CHECK-LABEL: func.func @pytorch_shape_chain
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[S:.*]] = "onnx.Constant"() <{value = dense<[2, -1]> : tensor<2xi64>}>
// CHECK-NEXT: %[[R:.*]] = "onnx.Reshape"(%[[X]], %[[S]])
// CHECK-NEXT: return %[[R]]
func.func @pytorch_shape_chain(%x: tensor<2x3x4xf32>) -> tensor<2x12xf32> {
  %shape = "onnx.Shape"(%x) : (tensor<2x3x4xf32>) -> tensor<3xi64>
  %zero = "onnx.Constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %batch = "onnx.Gather"(%shape, %zero) {axis = 0 : si64} : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
  %axes = "onnx.Constant"() {value = dense<[0]> : tensor<1xi64>} : () -> tensor<1xi64>
  %batch1 = "onnx.Unsqueeze"(%batch, %axes) : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
  %rest = "onnx.Constant"() {value = dense<[-1]> : tensor<1xi64>} : () -> tensor<1xi64>
  %target = "onnx.Concat"(%batch1, %rest) {axis = 0 : si64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %y = "onnx.Reshape"(%x, %target) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x12xf32>
  return %y : tensor<2x12xf32>
}

// Gather with negative and several indices; Squeeze and Reshape of
// constants; an index out of range is left for the interpreter to report.
// CHECK-LABEL: func.func @constant_shapes
// CHECK-DAG: "onnx.Constant"() <{value = dense<[4, 2]> : tensor<2xi64>}>
// CHECK-DAG: "onnx.Constant"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi32>}>
// CHECK-DAG: "onnx.Constant"() <{value = dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>}>
// CHECK: "onnx.Gather"
// CHECK-NOT: "onnx.Squeeze"
// CHECK-NOT: "onnx.Reshape"
func.func @constant_shapes() -> (tensor<2xi64>, tensor<4xi32>, tensor<2x2xf32>, tensor<i64>) {
  %dims = "onnx.Constant"() {value = dense<[2, 3, 4]> : tensor<3xi64>} : () -> tensor<3xi64>
  %idx = "onnx.Constant"() {value = dense<[-1, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %0 = "onnx.Gather"(%dims, %idx) {axis = 0 : si64} : (tensor<3xi64>, tensor<2xi64>) -> tensor<2xi64>
  %c = "onnx.Constant"() {value = dense<[[1, 2, 3, 4]]> : tensor<1x4xi32>} : () -> tensor<1x4xi32>
  %1 = "onnx.Squeeze"(%c) : (tensor<1x4xi32>) -> tensor<4xi32>
  %f = "onnx.Constant"() {value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %s = "onnx.Constant"() {value = dense<[2, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %2 = "onnx.Reshape"(%f, %s) : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
  %bad = "onnx.Constant"() {value = dense<7> : tensor<i64>} : () -> tensor<i64>
  %3 = "onnx.Gather"(%dims, %bad) {axis = 0 : si64} : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
  return %0, %1, %2, %3 : tensor<2xi64>, tensor<4xi32>, tensor<2x2xf32>, tensor<i64>
}

// Weights fold. Transpose of a constant: [[0, 1, 2], [3, 4, 5]] read
// column by column; the 2x3x4 iota with perm [1, 2, 0] puts element
// (i, j, k) at (j, k, i), whose value is 12 i + 4 j + k.
// CHECK-LABEL: func.func @transpose_constants
// CHECK-DAG: "onnx.Constant"() <{value = dense<{{\[}}[0.000000e+00, 3.000000e+00], [1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00]]> : tensor<3x2xf32>}>
// CHECK-DAG: "onnx.Constant"() <{value = dense<{{\[}}{{\[}}[0, 12], [1, 13], [2, 14], [3, 15]], {{\[}}[4, 16], [5, 17], [6, 18], [7, 19]], {{\[}}[8, 20], [9, 21], [10, 22], [11, 23]]]> : tensor<3x4x2xi64>}>
// CHECK-DAG: "onnx.Constant"() <{value = dense<7> : tensor<5x3xi32>}>
// CHECK-NOT: onnx.Transpose
func.func @transpose_constants() -> (tensor<3x2xf32>, tensor<3x4x2xi64>, tensor<5x3xi32>) {
  %a = "onnx.Constant"() <{value = dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %at = "onnx.Transpose"(%a) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %b = "onnx.Constant"() <{value = dense<[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]]> : tensor<2x3x4xi64>}> : () -> tensor<2x3x4xi64>
  %bt = "onnx.Transpose"(%b) <{perm = [1, 2, 0]}> : (tensor<2x3x4xi64>) -> tensor<3x4x2xi64>
  %c = "onnx.Constant"() <{value = dense<7> : tensor<3x5xi32>}> : () -> tensor<3x5xi32>
  %ct = "onnx.Transpose"(%c) : (tensor<3x5xi32>) -> tensor<5x3xi32>
  return %at, %bt, %ct : tensor<3x2xf32>, tensor<3x4x2xi64>, tensor<5x3xi32>
}

// A blob too: [1.5, -2, 3, 4.25, 5, 6] as 2x3, transposed.
// CHECK-LABEL: func.func @transpose_blob
// CHECK: dense<{{\[}}[1.500000e+00, 4.250000e+00], [-2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]> : tensor<3x2xf32>
func.func @transpose_blob() -> tensor<3x2xf32> {
  %w = "onnx.Constant"() <{value = dense_resource<w6> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %t = "onnx.Transpose"(%w) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %t : tensor<3x2xf32>
}

// Weights kept in half precision and cast up are cast once; down, they
// round to nearest (0.1 is 0.0999755859375 in f16, 1/3 0.333251953125).
// A Cast to bfloat16 truncates in ONNX's reference and is left to run.
// CHECK-LABEL: func.func @cast_constants
// CHECK-DAG: "onnx.Constant"() <{value = dense<[1.000000e+00, 5.000000e-01, -2.500000e-01]> : tensor<3xf32>}>
// CHECK-DAG: "onnx.Constant"() <{value = dense<[9.997550e-02, 3.332520e-01]> : tensor<2xf16>}>
// CHECK-DAG: "onnx.Constant"() <{value = dense<1.500000e+00> : tensor<1000xf64>}>
// CHECK: "onnx.Cast"(%{{.*}}) <{to = 16 : si64}> : (tensor<2xf32>) -> tensor<2xbf16>
// CHECK-NOT: onnx.Cast
func.func @cast_constants() -> (tensor<3xf32>, tensor<2xf16>, tensor<1000xf64>, tensor<2xbf16>) {
  %h = "onnx.Constant"() <{value = dense<[1.0, 0.5, -0.25]> : tensor<3xf16>}> : () -> tensor<3xf16>
  %up = "onnx.Cast"(%h) <{to = 1 : si64}> : (tensor<3xf16>) -> tensor<3xf32>
  %f = "onnx.Constant"() <{value = dense<[0.1, 0.333333343]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %down = "onnx.Cast"(%f) <{to = 10 : si64}> : (tensor<2xf32>) -> tensor<2xf16>
  %s = "onnx.Constant"() <{value = dense<1.5> : tensor<1000xf32>}> : () -> tensor<1000xf32>
  %wide = "onnx.Cast"(%s) <{to = 11 : si64}> : (tensor<1000xf32>) -> tensor<1000xf64>
  %b = "onnx.Cast"(%f) <{to = 16 : si64}> : (tensor<2xf32>) -> tensor<2xbf16>
  return %up, %down, %wide, %b : tensor<3xf32>, tensor<2xf16>, tensor<1000xf64>, tensor<2xbf16>
}

// A Reshape of a blob shares it under the new shape (no copy, the same
// key); a splat stays a splat at any size.
// CHECK-LABEL: func.func @reshape_weights
// CHECK-DAG: "onnx.Constant"() <{value = dense_resource<w6> : tensor<3x2xf32>}>
// CHECK-DAG: "onnx.Constant"() <{value = dense<2> : tensor<40x50xi8>}>
func.func @reshape_weights() -> (tensor<3x2xf32>, tensor<40x50xi8>) {
  %w = "onnx.Constant"() <{value = dense_resource<w6> : tensor<6xf32>}> : () -> tensor<6xf32>
  %shape = "onnx.Constant"() <{value = dense<[3, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %r = "onnx.Reshape"(%w, %shape) : (tensor<6xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %s = "onnx.Constant"() <{value = dense<2> : tensor<2000xi8>}> : () -> tensor<2000xi8>
  %shape2 = "onnx.Constant"() <{value = dense<[40, 50]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %r2 = "onnx.Reshape"(%s, %shape2) : (tensor<2000xi8>, tensor<2xi64>) -> tensor<40x50xi8>
  return %r, %r2 : tensor<3x2xf32>, tensor<40x50xi8>
}

{-#
  dialect_resources: {
    builtin: {
      w6: "0x040000000000C03F000000C000004040000088400000A0400000C040"
    }
  }
#-}

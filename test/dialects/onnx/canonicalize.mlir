// Graph-level folds of the onnx dialect under canonicalize: Identity, a
// Cast to its own type and an inference Dropout without mask go away;
// Shape and Size of statically shaped tensors become onnx.Constant.
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

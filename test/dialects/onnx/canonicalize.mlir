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

// convert-onnx-to-linalg on elementwise ops: one linalg.generic over the
// result, operands read through ONNX's broadcasting (a size-1 dimension
// at 0, missing leading dimensions not read), the body the op on elements.
// What the lowering prints is also valid MLIR for mlir-opt 22.
// RUN: terrace-opt --split-input-file --convert-onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt --split-input-file > /dev/null

// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[ROW:.+]] = affine_map<(d0, d1, d2) -> (0, d1, d2)>
// CHECK-DAG: #[[COL:.+]] = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
// CHECK-DAG: #[[LAST:.+]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-LABEL: func.func @add_broadcast(
// CHECK-SAME: %[[A:.+]]: tensor<1x4x5xf32>, %[[B:.+]]: tensor<3x1x5xf32>, %[[C:.+]]: tensor<5xf32>
// CHECK: %[[E:.+]] = tensor.empty() : tensor<3x4x5xf32>
// CHECK: %[[AB:.+]] = linalg.generic {indexing_maps = [#[[ROW]], #[[COL]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<1x4x5xf32>, tensor<3x1x5xf32>) outs(%[[E]] : tensor<3x4x5xf32>)
// CHECK: ^bb0(%[[X:.+]]: f32, %[[Y:.+]]: f32, %{{.+}}: f32):
// CHECK:   %[[S:.+]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK:   linalg.yield %[[S]] : f32
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[LAST]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[AB]], %[[C]] : tensor<3x4x5xf32>, tensor<5xf32>)
func.func @add_broadcast(%a: tensor<1x4x5xf32>, %b: tensor<3x1x5xf32>, %c: tensor<5xf32>) -> tensor<3x4x5xf32> {
  %0 = "onnx.Add"(%a, %b) : (tensor<1x4x5xf32>, tensor<3x1x5xf32>) -> tensor<3x4x5xf32>
  %1 = "onnx.Add"(%0, %c) : (tensor<3x4x5xf32>, tensor<5xf32>) -> tensor<3x4x5xf32>
  return %1 : tensor<3x4x5xf32>
}

// -----

// Integer division truncates (divsi); comparisons give i1 with ordered
// float predicates; Where selects.
// CHECK-LABEL: func.func @integers_and_compare(
// CHECK: arith.divsi %{{.+}}, %{{.+}} : i64
// CHECK: arith.cmpf olt, %{{.+}}, %{{.+}} : f32
// CHECK: linalg.generic
// CHECK: arith.select %{{.+}}, %{{.+}}, %{{.+}} : f32
func.func @integers_and_compare(%a: tensor<4xi64>, %b: tensor<4xi64>, %x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xi64>, tensor<4xf32>) {
  %0 = "onnx.Div"(%a, %b) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %1 = "onnx.Less"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = "onnx.Where"(%1, %x, %y) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %2 : tensor<4xi64>, tensor<4xf32>
}

// -----

// Activations with attributes: LeakyRelu selects alpha * x below zero;
// Relu is max(x, 0) with NaN kept (maximumf); Clip's bounds are scalar
// operands read through maps to no dimension.
// CHECK-DAG: #[[SCALAR:.+]] = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @activations(
// CHECK: %[[ALPHA:.+]] = arith.constant 2.000000e-01 : f32
// CHECK: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[NEG:.+]] = arith.cmpf olt, %[[IN:.+]], %[[ZERO]] : f32
// CHECK: %[[SCALED:.+]] = arith.mulf %[[ALPHA]], %[[IN]] : f32
// CHECK: arith.select %[[NEG]], %[[SCALED]], %[[IN]] : f32
// CHECK: arith.maximumf %{{.+}}, %{{.+}} : f32
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #[[SCALAR]], #[[SCALAR]], #{{.+}}]
// CHECK: arith.maximumf
// CHECK: arith.minimumf
func.func @activations(%x: tensor<8xf32>, %lo: tensor<f32>, %hi: tensor<f32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = "onnx.LeakyRelu"(%x) <{alpha = 2.000000e-01 : f32}> : (tensor<8xf32>) -> tensor<8xf32>
  %1 = "onnx.Relu"(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %2 = "onnx.Clip"(%x, %lo, %hi) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<8xf32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
  return %0, %1, %2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// A dynamic dimension's size comes from the operand that has it.
// CHECK-LABEL: func.func @dynamic_batch(
// CHECK-SAME: %[[A:.+]]: tensor<?x4xf32>
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[N:.+]] = tensor.dim %[[A]], %[[C0]] : tensor<?x4xf32>
// CHECK: tensor.empty(%[[N]]) : tensor<?x4xf32>
// CHECK: math.exp
func.func @dynamic_batch(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = "onnx.Exp"(%a) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// Constants and Identity fold away: onnx.Constant becomes arith.constant.
// CHECK-LABEL: func.func @constant_identity(
// CHECK: %[[C:.+]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: linalg.generic {{.+}} ins(%arg0, %[[C]] : tensor<2xf32>, tensor<2xf32>)
// CHECK: arith.mulf
// CHECK-NOT: onnx.
func.func @constant_identity(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = "onnx.Constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %i = "onnx.Identity"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %0 = "onnx.Mul"(%i, %c) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

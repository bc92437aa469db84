// convert-onnx-to-linalg on reductions, softmax and data movement:
// reductions are reducing linalg.generics (keepdims gives the reduced
// dimensions back by tensor.expand_shape), Reshape-like ops one collapse
// or expansion, Transpose linalg.transpose, Concat tensor.concat, Slice
// tensor.extract_slice. mlir-opt 22 accepts what the lowering prints.
// RUN: terrace-opt --split-input-file --convert-onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt --split-input-file > /dev/null

// ReduceMean over axis 1 with keepdims: a sum into 2x4, divided by 3,
// expanded to 2x1x4.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @reduce_mean(
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%{{.+}} : tensor<2x4xf32>)
// CHECK: arith.addf
// CHECK: %[[THREE:.+]] = arith.constant 3.000000e+00 : f32
// CHECK: %[[MEAN:.+]] = linalg.generic {{.+}} ins(%[[SUM]] : tensor<2x4xf32>)
// CHECK: arith.divf %{{.+}}, %[[THREE]] : f32
// CHECK: tensor.expand_shape %[[MEAN]] {{\[}}[0, 1], [2]] output_shape [2, 1, 4] : tensor<2x4xf32> into tensor<2x1x4xf32>
func.func @reduce_mean(%x: tensor<2x3x4xf32>) -> tensor<2x1x4xf32> {
  %0 = "onnx.ReduceMean"(%x) <{axes = [1]}> : (tensor<2x3x4xf32>) -> tensor<2x1x4xf32>
  return %0 : tensor<2x1x4xf32>
}

// -----

// Softmax: the maximum subtracted, exponentials summed, each divided.
// CHECK-LABEL: func.func @softmax(
// CHECK: arith.maximumf
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: arith.addf
// CHECK: math.exp
// CHECK: arith.divf
func.func @softmax(%x: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %0 = "onnx.Softmax"(%x) : (tensor<2x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// Reshape to a constant shape, Flatten, Transpose, Concat and Slice.
// CHECK-LABEL: func.func @data_movement(
// CHECK: tensor.expand_shape %arg0 {{\[}}[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
// CHECK: linalg.transpose ins(%arg0 : tensor<6x4xf32>) outs(%{{.+}} : tensor<4x6xf32>) permutation = [1, 0]
// CHECK: tensor.concat dim(0) %arg0, %arg0 : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<12x4xf32>
// CHECK: tensor.extract_slice %arg0[1, 0] [2, 4] [2, 1] : tensor<6x4xf32> to tensor<2x4xf32>
func.func @data_movement(%x: tensor<6x4xf32>) -> (tensor<2x3x4xf32>, tensor<24xf32>, tensor<4x6xf32>, tensor<12x4xf32>, tensor<2x4xf32>) {
  %shape = "onnx.Constant"() <{value = dense<[2, 3, 4]> : tensor<3xi64>}> : () -> tensor<3xi64>
  %0 = "onnx.Reshape"(%x, %shape) : (tensor<6x4xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
  %flat = "onnx.Constant"() <{value = dense<[-1]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %1 = "onnx.Reshape"(%x, %flat) : (tensor<6x4xf32>, tensor<1xi64>) -> tensor<24xf32>
  %2 = "onnx.Transpose"(%x) : (tensor<6x4xf32>) -> tensor<4x6xf32>
  %3 = "onnx.Concat"(%x, %x) <{axis = 0 : si64}> : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<12x4xf32>
  %starts = "onnx.Constant"() <{value = dense<[1]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %ends = "onnx.Constant"() <{value = dense<[5]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %axes = "onnx.Constant"() <{value = dense<[0]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %steps = "onnx.Constant"() <{value = dense<[2]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %4 = "onnx.Slice"(%x, %starts, %ends, %axes, %steps) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<6x4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x4xf32>
  return %0, %1, %2, %3, %4 : tensor<2x3x4xf32>, tensor<24xf32>, tensor<4x6xf32>, tensor<12x4xf32>, tensor<2x4xf32>
}

// -----

// A result type less static than what the lowering makes (ONNX's shape
// inference left it unknown): the lowered value is cast to it.
// CHECK-LABEL: func.func @less_static_result(
// CHECK: %[[SUMS:.+]] = linalg.generic
// CHECK: tensor.cast %[[SUMS]] : tensor<4xf64> to tensor<?xf64>
func.func @less_static_result(%x: tensor<4xf64>) -> tensor<?xf64> {
  %axis = "onnx.Constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  %0 = "onnx.CumSum"(%x, %axis) : (tensor<4xf64>, tensor<i64>) -> tensor<?xf64>
  return %0 : tensor<?xf64>
}

// -----

// DepthToSpace (DCR) with a dynamic batch: 8 channels are 2 x 2 blocks of
// 2; the batch stays a dimension of its own through both reshapes. The
// declared unranked result gets its shape from the op's shape rule.
// CHECK-LABEL: func.func @depth_to_space(
// CHECK: %[[E:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2, 3], [4], [5]] output_shape [%{{.+}}, 2, 2, 2, 3, 5] : tensor<?x8x3x5xf32> into tensor<?x2x2x2x3x5xf32>
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[E]] : tensor<?x2x2x2x3x5xf32>) outs(%{{.+}} : tensor<?x2x3x2x5x2xf32>) permutation = [0, 3, 4, 1, 5, 2]
// CHECK: tensor.collapse_shape %[[T]] {{\[}}[0], [1], [2, 3], [4, 5]] : tensor<?x2x3x2x5x2xf32> into tensor<?x2x6x10xf32>
func.func @depth_to_space(%x: tensor<?x8x3x5xf32>) -> tensor<*xf32> {
  %0 = "onnx.DepthToSpace"(%x) <{blocksize = 2 : si64}> : (tensor<?x8x3x5xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

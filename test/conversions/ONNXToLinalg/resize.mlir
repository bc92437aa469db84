// convert-onnx-to-linalg on Resize with constant scales: the taps of each
// resized axis are tables worked out at compile time. Nearest, half_pixel,
// round_prefer_floor, scale 2 on 2 elements: output o reads input
// (o + 0.5) / 2 - 0.5 = -0.25, 0.25, 0.75, 1.25, rounded (halves down) to
// -0 -> 0, 0, 1, 1 (clamped), each with weight 1. The batch and channel
// axes (scale 1) are read as they are; the generic reads its table rows
// through its maps and extracts the input element.
// RUN: terrace-opt --convert-onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --convert-onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt > /dev/null

// CHECK-DAG: #[[ROW:.+]] = affine_map<(d0, d1, d2, d3) -> (d2, 0)>
// CHECK-DAG: #[[COL:.+]] = affine_map<(d0, d1, d2, d3) -> (d3, 0)>
// CHECK-LABEL: func.func @nearest(
// CHECK: %[[POS:.+]] = arith.constant dense<{{\[}}[0], [0], [1], [1]]> : tensor<4x1xi64>
// CHECK: %[[W:.+]] = arith.constant dense<1.000000e+00> : tensor<4x1xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ROW]], #[[ROW]], #[[COL]], #[[COL]], #{{.+}}]
// CHECK: ^bb0(%[[P2:.+]]: i64, %[[W2:.+]]: f32, %[[P3:.+]]: i64, %[[W3:.+]]: f32, %{{.+}}: f32):
// CHECK-DAG: %[[I2:.+]] = arith.index_cast %[[P2]] : i64 to index
// CHECK-DAG: %[[I3:.+]] = arith.index_cast %[[P3]] : i64 to index
// CHECK: tensor.extract %arg0[%{{.+}}, %{{.+}}, %[[I2]], %[[I3]]] : tensor<1x1x2x2xf32>
func.func @nearest(%x: tensor<1x1x2x2xf32>) -> tensor<1x1x4x4xf32> {
  %roi = "onnx.Constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
  %scales = "onnx.Constant"() <{value = dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = "onnx.Resize"(%x, %roi, %scales) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<1x1x2x2xf32>, tensor<0xf32>, tensor<4xf32>) -> tensor<1x1x4x4xf32>
  return %0 : tensor<1x1x4x4xf32>
}

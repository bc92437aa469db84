// convert-onnx-to-linalg on MatMul, Gemm, Conv and pooling: linalg's named
// ops where one fits (matmul, batch_matmul, conv_2d_nchw_fchw, the
// grouped and depthwise forms, pooling_nchw_max/sum), inputs padded by
// tensor.pad, results starting from the bias. mlir-opt 22 accepts what
// the lowering prints.
// RUN: terrace-opt --split-input-file --convert-onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt --split-input-file > /dev/null

// CHECK-LABEL: func.func @matmuls(
// CHECK-SAME: %[[A:.+]]: tensor<3x4xf32>, %[[B:.+]]: tensor<4x5xf32>, %[[P:.+]]: tensor<2x3x4xf32>, %[[Q:.+]]: tensor<2x4x5xf32>, %[[V:.+]]: tensor<4xf32>
// CHECK: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[I:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.+}} : tensor<3x5xf32>)
// CHECK: linalg.matmul ins(%[[A]], %[[B]] : tensor<3x4xf32>, tensor<4x5xf32>) outs(%[[I]] : tensor<3x5xf32>)
// CHECK: linalg.batch_matmul ins(%[[P]], %[[Q]] : tensor<2x3x4xf32>, tensor<2x4x5xf32>)
// A vector times a matrix: a generic contraction, k the reduction.
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}], iterator_types = ["parallel", "reduction"]} ins(%[[V]], %[[B]] : tensor<4xf32>, tensor<4x5xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @matmuls(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %p: tensor<2x3x4xf32>, %q: tensor<2x4x5xf32>, %v: tensor<4xf32>) -> (tensor<3x5xf32>, tensor<2x3x5xf32>, tensor<5xf32>) {
  %0 = "onnx.MatMul"(%a, %b) : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %1 = "onnx.MatMul"(%p, %q) : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %2 = "onnx.MatMul"(%v, %b) : (tensor<4xf32>, tensor<4x5xf32>) -> tensor<5xf32>
  return %0, %1, %2 : tensor<3x5xf32>, tensor<2x3x5xf32>, tensor<5xf32>
}

// -----

// Gemm with transB and alpha 1: the matmul accumulates into beta * C
// broadcast, B read transposed through the maps.
// CHECK-DAG: #[[MK:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[NK:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[MN:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @gemm(
// CHECK: %[[INIT:.+]] = linalg.generic {{.+}} ins(%arg2 : tensor<5xf32>) outs(%{{.+}} : tensor<3x5xf32>)
// CHECK: %[[BETA:.+]] = arith.constant 5.000000e-01 : f32
// CHECK: arith.mulf %[[BETA]], %{{.+}} : f32
// CHECK: linalg.matmul indexing_maps = [#[[MK]], #[[NK]], #[[MN]]] ins(%arg0, %arg1 : tensor<3x4xf32>, tensor<5x4xf32>) outs(%[[INIT]] : tensor<3x5xf32>)
func.func @gemm(%a: tensor<3x4xf32>, %b: tensor<5x4xf32>, %c: tensor<5xf32>) -> tensor<3x5xf32> {
  %0 = "onnx.Gemm"(%a, %b, %c) <{beta = 5.000000e-01 : f32, transB = 1 : si64}> : (tensor<3x4xf32>, tensor<5x4xf32>, tensor<5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// Conv with pads, strides and a bias: the input padded with zeros (at the
// end only as far as the last window reaches: (4 - 1) * 2 + 3 = 9 of the
// 10 the pads declare), the result starting from the bias along the
// filters (dimension 1).
// CHECK-DAG: #[[FILTER:.+]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @conv(
// CHECK: %[[PADDED:.+]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 0, 0]
// CHECK: tensor<1x3x8x8xf32> to tensor<1x3x9x9xf32>
// CHECK: %[[BIAS:.+]] = linalg.generic {indexing_maps = [#[[FILTER]], #{{.+}}], {{.+}} ins(%arg2 : tensor<4xf32>) outs(%{{.+}} : tensor<1x4x4x4xf32>)
// CHECK: linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[PADDED]], %arg1 : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%[[BIAS]] : tensor<1x4x4x4xf32>)
func.func @conv(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = "onnx.Conv"(%x, %w, %b) <{kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

// Grouped and depthwise convolutions; a dynamic batch comes along.
// CHECK-LABEL: func.func @grouped(
// CHECK: tensor.expand_shape %arg0 {{\[}}[0], [1, 2], [3], [4]] output_shape [%{{.+}}, 2, 2, 6, 6] : tensor<?x4x6x6xf32> into tensor<?x2x2x6x6xf32>
// CHECK: tensor.expand_shape %arg1 {{\[}}[0, 1], [2], [3], [4]] output_shape [2, 3, 2, 3, 3] : tensor<6x2x3x3xf32> into tensor<2x3x2x3x3xf32>
// CHECK: linalg.conv_2d_ngchw_gfchw
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0], [1, 2], [3], [4]] : tensor<?x2x3x4x4xf32> into tensor<?x6x4x4xf32>
// CHECK: tensor.collapse_shape %arg2 {{\[}}[0, 1], [2], [3]] : tensor<4x1x3x3xf32> into tensor<4x3x3xf32>
// CHECK: linalg.depthwise_conv_2d_nchw_chw
func.func @grouped(%x: tensor<?x4x6x6xf32>, %w: tensor<6x2x3x3xf32>, %d: tensor<4x1x3x3xf32>) -> (tensor<?x6x4x4xf32>, tensor<?x4x4x4xf32>) {
  %0 = "onnx.Conv"(%x, %w) <{group = 2 : si64}> : (tensor<?x4x6x6xf32>, tensor<6x2x3x3xf32>) -> tensor<?x6x4x4xf32>
  %1 = "onnx.Conv"(%x, %d) <{group = 4 : si64}> : (tensor<?x4x6x6xf32>, tensor<4x1x3x3xf32>) -> tensor<?x4x4x4xf32>
  return %0, %1 : tensor<?x6x4x4xf32>, tensor<?x4x4x4xf32>
}

// -----

// MaxPool pads with -inf and starts from -inf; AveragePool with padding
// not counted divides each window's sum by the count of real elements,
// pooled from ones. The last window, (2 - 1) * 2 + 3 = 5, needs no end
// padding of the declared 1.
// CHECK-LABEL: func.func @pools(
// CHECK: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK: tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 0, 0]
// CHECK: tensor.yield %[[NINF]] : f32
// CHECK: linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
// CHECK: %[[SUMS:.+]] = linalg.pooling_nchw_sum
// CHECK: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[ONES:.+]] = linalg.fill ins(%[[ONE]] : f32) outs(%{{.+}} : tensor<1x1x4x4xf32>)
// CHECK: tensor.pad %[[ONES]] low[0, 0, 1, 1] high[0, 0, 0, 0]
// CHECK: %[[COUNTS:.+]] = linalg.pooling_nchw_sum {{.+}} outs(%{{.+}} : tensor<1x1x2x2xf32>)
// CHECK: linalg.generic {{.+}} ins(%[[SUMS]], %[[COUNTS]] : tensor<1x2x2x2xf32>, tensor<1x1x2x2xf32>)
// CHECK: arith.divf
func.func @pools(%x: tensor<1x2x4x4xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %0 = "onnx.MaxPool"(%x) <{kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]}> : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %1 = "onnx.AveragePool"(%x) <{kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]}> : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  return %0, %1 : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

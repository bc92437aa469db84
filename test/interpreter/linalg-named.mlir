// The named structured ops run through their implicit bodies; values
// worked out by hand.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// CHECK: output_0: tensor<2x2xf32> = {{\[\[}}3.5, 3.5], [3.5, 3.5]]
// i8 -1 times 2 plus 1: 511 when the cast is unsigned (255 * 2 + 1), -1 when
// signed.
// CHECK-NEXT: output_1: tensor<1x1xi32> = {{\[\[}}511]]
// CHECK-NEXT: output_2: tensor<1x1xi32> = {{\[\[}}-1]]
// [[1, 2], [3, 4]] times [1, 1].
// CHECK-NEXT: output_3: tensor<2xf32> = [3, 7]
// [1, 2, 3] . [4, 5, 6] = 32.
// CHECK-NEXT: output_4: tensor<f32> = 32
// Two batches of 1x1: 2 * 4 and 3 * 5.
// CHECK-NEXT: output_5: tensor<2x1x1xf32> = {{\[\[\[}}8]], {{\[\[}}15]]]
// f32 to f16 (copy's cast): 3.0000001 rounds to 3.
// CHECK-NEXT: output_6: tensor<2xf16> = [1.5, 3]
func.func @main() -> (tensor<2x2xf32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<2xf32>, tensor<f32>, tensor<2x1x1xf32>, tensor<2xf16>) {
  %x = arith.constant 3.5 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %fill = linalg.fill ins(%x : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>

  %a = arith.constant dense<-1> : tensor<1x1xi8>
  %b = arith.constant dense<2> : tensor<1x1xi8>
  %c = arith.constant dense<1> : tensor<1x1xi32>
  %u = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<1x1xi8>, tensor<1x1xi8>) outs(%c : tensor<1x1xi32>) -> tensor<1x1xi32>
  %s = linalg.matmul ins(%a, %b : tensor<1x1xi8>, tensor<1x1xi8>) outs(%c : tensor<1x1xi32>) -> tensor<1x1xi32>

  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %v = arith.constant dense<1.0> : tensor<2xf32>
  %z2 = arith.constant dense<0.0> : tensor<2xf32>
  %mv = linalg.matvec ins(%m, %v : tensor<2x2xf32>, tensor<2xf32>) outs(%z2 : tensor<2xf32>) -> tensor<2xf32>

  %p = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %q = arith.constant dense<[4.0, 5.0, 6.0]> : tensor<3xf32>
  %z0 = arith.constant dense<0.0> : tensor<f32>
  %dot = linalg.dot ins(%p, %q : tensor<3xf32>, tensor<3xf32>) outs(%z0 : tensor<f32>) -> tensor<f32>

  %ba = arith.constant dense<[[[2.0]], [[3.0]]]> : tensor<2x1x1xf32>
  %bb = arith.constant dense<[[[4.0]], [[5.0]]]> : tensor<2x1x1xf32>
  %bz = arith.constant dense<0.0> : tensor<2x1x1xf32>
  %bmm = linalg.batch_matmul ins(%ba, %bb : tensor<2x1x1xf32>, tensor<2x1x1xf32>) outs(%bz : tensor<2x1x1xf32>) -> tensor<2x1x1xf32>

  %w = arith.constant dense<[1.5, 3.0000001]> : tensor<2xf32>
  %h = tensor.empty() : tensor<2xf16>
  %copy = linalg.copy ins(%w : tensor<2xf32>) outs(%h : tensor<2xf16>) -> tensor<2xf16>
  return %fill, %u, %s, %mv, %dot, %bmm, %copy : tensor<2x2xf32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<2xf32>, tensor<f32>, tensor<2x1x1xf32>, tensor<2xf16>
}

// RUN: terrace-run --interpret %s --entry windows --print --print-format=compact | FileCheck %s --check-prefix=WINDOWS
// [[1,2,3],[4,5,6],[7,8,9]] convolved with [[1,0],[0,1]]: each output is
// the element plus its lower-right neighbour.
// WINDOWS: output_0: tensor<2x2xf32> = {{\[\[}}6, 8], [12, 14]]
// 0..15 as a 4x4 NHWC image, 2x2 max pool with stride 2.
// WINDOWS-NEXT: output_1: tensor<1x2x2x1xi32> = {{\[\[\[\[}}5], [7]], {{\[\[}}13], [15]]]]
// A 2x2 NCHW sum pool of 0, 1, 2, 3 onto 10.
// WINDOWS-NEXT: output_2: tensor<1x1x1x1xi32> = {{\[\[\[\[}}16]]]]
// Dilation 2 on a 1-D NWC image 0..4 with kernel [1, 1]: x[i] + x[i + 2].
// WINDOWS-NEXT: output_3: tensor<1x3x1xi32> = {{\[\[\[}}2], [4], [6]]]
func.func @windows() -> (tensor<2x2xf32>, tensor<1x2x2x1xi32>, tensor<1x1x1x1xi32>, tensor<1x3x1xi32>) {
  %img = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %k = arith.constant dense<[[1.0, 0.0], [0.0, 1.0]]> : tensor<2x2xf32>
  %z = arith.constant dense<0.0> : tensor<2x2xf32>
  %conv = linalg.conv_2d ins(%img, %k : tensor<3x3xf32>, tensor<2x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>

  %p = arith.constant dense<[[[[0], [1], [2], [3]], [[4], [5], [6], [7]], [[8], [9], [10], [11]], [[12], [13], [14], [15]]]]> : tensor<1x4x4x1xi32>
  %w = tensor.empty() : tensor<2x2xi32>
  %min = arith.constant dense<-2147483648> : tensor<1x2x2x1xi32>
  %max = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<1x4x4x1xi32>, tensor<2x2xi32>) outs(%min : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>

  %q = arith.constant dense<[[[[0, 1], [2, 3]]]]> : tensor<1x1x2x2xi32>
  %ten = arith.constant dense<10> : tensor<1x1x1x1xi32>
  %sum = linalg.pooling_nchw_sum ins(%q, %w : tensor<1x1x2x2xi32>, tensor<2x2xi32>) outs(%ten : tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32>

  %x = arith.constant dense<[[[0], [1], [2], [3], [4]]]> : tensor<1x5x1xi32>
  %kk = arith.constant dense<[[[1]], [[1]]]> : tensor<2x1x1xi32>
  %zz = arith.constant dense<0> : tensor<1x3x1xi32>
  %dil = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%x, %kk : tensor<1x5x1xi32>, tensor<2x1x1xi32>) outs(%zz : tensor<1x3x1xi32>) -> tensor<1x3x1xi32>
  return %conv, %max, %sum, %dil : tensor<2x2xf32>, tensor<1x2x2x1xi32>, tensor<1x1x1x1xi32>, tensor<1x3x1xi32>
}

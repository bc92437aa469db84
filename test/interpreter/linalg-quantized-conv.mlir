// A quantized convolution in the interpreter, worked out by hand: each
// output is (in[h][w] - 1) * 1 + (in[h+1][w+1] - 1) * 1 for the diagonal
// 2x2 filter and an input zero point of 1.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// CHECK: output_0: tensor<1x2x2x1xi32> = {{\[\[\[\[}}4], [6]], {{\[\[}}10], [12]]]]
func.func @main() -> tensor<1x2x2x1xi32> {
  %i = arith.constant dense<[[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]]]]> : tensor<1x3x3x1xi8>
  %f = arith.constant dense<[[[[1]], [[0]]], [[[0]], [[1]]]]> : tensor<2x2x1x1xi8>
  %izp = arith.constant 1 : i32
  %fzp = arith.constant 0 : i32
  %o = arith.constant dense<0> : tensor<1x2x2x1xi32>
  %r = linalg.conv_2d_nhwc_hwcf_q ins(%i, %f, %izp, %fzp : tensor<1x3x3x1xi8>, tensor<2x2x1x1xi8>, i32, i32) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}

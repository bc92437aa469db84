// linalg.mmt4d, batch_mmt4d, quantized_matmul and quantized_batch_matmul,
// interpreted and compiled, worked out by hand: mmt4d multiplies each tile
// by the transposed tile of its right-hand side ([[1, 2], [3, 4]] times
// [[5, 6], [7, 8]] transposed: [[17, 23], [39, 53]]); the quantized
// matmul subtracts the zero points (1 and 2) first ([[0, 1], [2, 3]] times
// [[3, 4], [5, 6]]: [[5, 6], [21, 26]]) and adds the init of 10.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: terrace-run %s --print --print-format=compact | FileCheck %s
// CHECK: output_0: tensor<1x1x2x2xi32> = {{\[\[\[\[}}17, 23], [39, 53]]]]
// CHECK: output_1: tensor<1x1x1x2x2xf32> = {{\[\[\[\[\[}}17, 23], [39, 53]]]]]
// CHECK: output_2: tensor<2x2xi32> = {{\[\[}}15, 16], [31, 36]]
// CHECK: output_3: tensor<1x2x2xi32> = {{\[\[\[}}5, 6], [21, 26]]]
func.func @main() -> (tensor<1x1x2x2xi32>, tensor<1x1x1x2x2xf32>, tensor<2x2xi32>, tensor<1x2x2xi32>) {
  %lhs = arith.constant dense<[[[[1, 2], [3, 4]]]]> : tensor<1x1x2x2xi8>
  %rhs = arith.constant dense<[[[[5, 6], [7, 8]]]]> : tensor<1x1x2x2xi8>
  %acc = arith.constant dense<0> : tensor<1x1x2x2xi32>
  %t = linalg.mmt4d ins(%lhs, %rhs : tensor<1x1x2x2xi8>, tensor<1x1x2x2xi8>) outs(%acc : tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32>
  %blhs = arith.constant dense<[[[[[1.0, 2.0], [3.0, 4.0]]]]]> : tensor<1x1x1x2x2xf32>
  %brhs = arith.constant dense<[[[[[5.0, 6.0], [7.0, 8.0]]]]]> : tensor<1x1x1x2x2xf32>
  %bacc = arith.constant dense<0.0> : tensor<1x1x1x2x2xf32>
  %bt = linalg.batch_mmt4d ins(%blhs, %brhs : tensor<1x1x1x2x2xf32>, tensor<1x1x1x2x2xf32>) outs(%bacc : tensor<1x1x1x2x2xf32>) -> tensor<1x1x1x2x2xf32>
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>
  %b = arith.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi8>
  %az = arith.constant 1 : i32
  %bz = arith.constant 2 : i32
  %c = arith.constant dense<10> : tensor<2x2xi32>
  %q = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<2x2xi8>, tensor<2x2xi8>, i32, i32) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  %ba = arith.constant dense<[[[1, 2], [3, 4]]]> : tensor<1x2x2xi8>
  %bb = arith.constant dense<[[[5, 6], [7, 8]]]> : tensor<1x2x2xi8>
  %bc = arith.constant dense<0> : tensor<1x2x2xi32>
  %bq = linalg.quantized_batch_matmul ins(%ba, %bb, %az, %bz : tensor<1x2x2xi8>, tensor<1x2x2xi8>, i32, i32) outs(%bc : tensor<1x2x2xi32>) -> tensor<1x2x2xi32>
  return %t, %bt, %q, %bq : tensor<1x1x2x2xi32>, tensor<1x1x1x2x2xf32>, tensor<2x2xi32>, tensor<1x2x2xi32>
}

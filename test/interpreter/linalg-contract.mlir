// linalg.contract in the interpreter, worked out by hand: A^T * B plus an
// init of ones ([[1, 3], [2, 4]] * [[5, 6], [7, 8]] + 1), and one i8
// product widened to i32 under each cast (255 unsigned, -1 signed, times 2).
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// CHECK: output_0: tensor<2x2xf32> = {{\[\[}}27, 31], [39, 45]]
// CHECK: output_1: tensor<1x1xi32> = {{\[\[}}510]]
// CHECK: output_2: tensor<1x1xi32> = {{\[\[}}-2]]
func.func @main() -> (tensor<2x2xf32>, tensor<1x1xi32>, tensor<1x1xi32>) {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
  %c = arith.constant dense<1.0> : tensor<2x2xf32>
  %r = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  %x = arith.constant dense<-1> : tensor<1x1xi8>
  %y = arith.constant dense<2> : tensor<1x1xi8>
  %z = arith.constant dense<0> : tensor<1x1xi32>
  %u = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] {cast = #linalg.type_fn<cast_unsigned>} ins(%x, %y : tensor<1x1xi8>, tensor<1x1xi8>) outs(%z : tensor<1x1xi32>) -> tensor<1x1xi32>
  %s = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%x, %y : tensor<1x1xi8>, tensor<1x1xi8>) outs(%z : tensor<1x1xi32>) -> tensor<1x1xi32>
  return %r, %u, %s : tensor<2x2xf32>, tensor<1x1xi32>, tensor<1x1xi32>
}

// MLIR 22's other elementwise named ops, interpreted and compiled, worked
// out by hand on a = [-1.5, 2.25, 4, 0.5] and b = [2, 4, 0.5, 8]: round
// takes halves away from zero; div_unsigned reads -1 as 2^32 - 1.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: terrace-run %s --print --print-format=compact | FileCheck %s
// CHECK: output_0: tensor<4xf32> = [1.5, 2.25, 4, 0.5]
// CHECK: output_1: tensor<4xf32> = [-1, 3, 4, 1]
// CHECK: output_2: tensor<4xf32> = [-2, 2, 4, 0]
// CHECK: output_3: tensor<4xf32> = [1.5, -2.25, -4, -0.5]
// CHECK: output_4: tensor<4xf32> = [0.5, 0.25, 2, 0.125]
// CHECK: output_5: tensor<4xf32> = [-2, 2, 4, 1]
// CHECK: output_6: tensor<4xf32> = [2, 4, 0.5, 8]
// CHECK: output_7: tensor<4xf32> = [2.25, 5.0625, 16, 0.25]
// CHECK: output_8: tensor<4xf32> = [2, 4, 4, 8]
// CHECK: output_9: tensor<4xf32> = [-1.5, 2.25, 0.5, 0.5]
// CHECK: output_10: tensor<4xf32> = [4, 2, 0.25, 8]
// CHECK: output_11: tensor<2xi32> = [2147483647, 3]
// CHECK: output_12: tensor<2xi32> = [1, 4]
func.func @main() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xi32>, tensor<2xi32>) {
  %a = arith.constant dense<[-1.5, 2.25, 4.0, 0.5]> : tensor<4xf32>
  %b = arith.constant dense<[2.0, 4.0, 0.5, 8.0]> : tensor<4xf32>
  %sq = arith.constant dense<[4.0, 16.0, 0.25, 64.0]> : tensor<4xf32>
  %e = arith.constant dense<[2.0, 0.5, 2.0, 1.0]> : tensor<4xf32>
  %o = tensor.empty() : tensor<4xf32>
  %abs = linalg.abs ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %ceil = linalg.ceil ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %floor = linalg.floor ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %neg = linalg.negf ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %rcp = linalg.reciprocal ins(%b : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %round = linalg.round ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %sqrt = linalg.sqrt ins(%sq : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %square = linalg.square ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.max ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %min = linalg.min ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %pow = linalg.powf ins(%b, %e : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %i = arith.constant dense<[-1, 7]> : tensor<2xi32>
  %j = arith.constant dense<[2, 2]> : tensor<2xi32>
  %k = arith.constant dense<[3, 4]> : tensor<2xi32>
  %c = arith.constant dense<[true, false]> : tensor<2xi1>
  %oi = tensor.empty() : tensor<2xi32>
  %div = linalg.div_unsigned ins(%i, %j : tensor<2xi32>, tensor<2xi32>) outs(%oi : tensor<2xi32>) -> tensor<2xi32>
  %one = arith.constant dense<1> : tensor<2xi32>
  %sel = linalg.select ins(%c, %one, %k : tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) outs(%oi : tensor<2xi32>) -> tensor<2xi32>
  return %abs, %ceil, %floor, %neg, %rcp, %round, %sqrt, %square, %max, %min, %pow, %div, %sel : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xi32>, tensor<2xi32>
}

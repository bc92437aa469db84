// linalg.elementwise runs the body its kind gives; values worked out by
// hand.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// [1, -2, 3] - [10, 20, 30].
// CHECK: output_0: tensor<3xf32> = [-9, -22, -27]
// 1 / [2, -4, 0.5].
// CHECK-NEXT: output_1: tensor<3xf32> = [0.5, -0.25, 2]
// Unsigned maximum of [-1, 2, 3] and [1, 5, 2]: -1 is the largest unsigned.
// CHECK-NEXT: output_2: tensor<3xi32> = [-1, 5, 3]
// select([true, false, true], [1, 2, 3], [10, 20, 30]).
// CHECK-NEXT: output_3: tensor<3xi32> = [1, 20, 3]
// [[1, 2], [3, 4]] plus the transpose of itself through the maps.
// CHECK-NEXT: output_4: tensor<2x2xi32> = {{\[\[}}2, 5], [5, 8]]
func.func @main() -> (tensor<3xf32>, tensor<3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<2x2xi32>) {
  %a = arith.constant dense<[1.0, -2.0, 3.0]> : tensor<3xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %sub = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %c = arith.constant dense<[2.0, -4.0, 0.5]> : tensor<3xf32>
  %rcp = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%c : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %i = arith.constant dense<[-1, 2, 3]> : tensor<3xi32>
  %j = arith.constant dense<[1, 5, 2]> : tensor<3xi32>
  %ei = tensor.empty() : tensor<3xi32>
  %max = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%i, %j : tensor<3xi32>, tensor<3xi32>) outs(%ei : tensor<3xi32>) -> tensor<3xi32>
  %cond = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %p = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %q = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
  %sel = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%cond, %p, %q : tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) outs(%ei : tensor<3xi32>) -> tensor<3xi32>
  %m = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %em = tensor.empty() : tensor<2x2xi32>
  %t = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%m, %m : tensor<2x2xi32>, tensor<2x2xi32>) outs(%em : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %sub, %rcp, %max, %sel, %t : tensor<3xf32>, tensor<3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<2x2xi32>
}

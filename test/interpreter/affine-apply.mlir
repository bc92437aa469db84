// affine.apply in the interpreter, worked out by hand with MLIR's rounding
// (floordiv towards minus infinity, ceildiv towards plus infinity, mod
// never negative): -7 floordiv 3 = -3, -7 ceildiv 3 = -2, -7 mod 3 = 2,
// and -7 * 2 + (-7 floordiv 3) = -17 from four operands (two dimensions,
// two symbols); inside a linalg.generic body, (i * 4 + j) mod 3 over a
// 2x4 iteration space.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// CHECK: output_0: tensor<4xindex> = [-3, -2, 2, -17]
// CHECK: output_1: tensor<2x4xi32> = {{\[\[}}0, 1, 2, 0], [1, 2, 0, 1]]
// RUN: not terrace-run --interpret %s --entry by_zero 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: 'affine.apply' op divides by zero or takes a remainder by less than 1
func.func @main() -> (tensor<4xindex>, tensor<2x4xi32>) {
  %m7 = arith.constant -7 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %f = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%m7)[%c3]
  %c = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%m7)[%c3]
  %r = affine.apply affine_map<(d0) -> (d0 mod 3)>(%m7)
  %s = affine.apply affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 floordiv s1)>(%m7, %m7)[%c2, %c3]
  %t = tensor.from_elements %f, %c, %r, %s : tensor<4xindex>
  %e = tensor.empty() : tensor<2x4xi32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<2x4xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %v = affine.apply affine_map<(d0, d1) -> ((d0 * 4 + d1) mod 3)>(%i, %j)
    %w = arith.index_cast %v : index to i32
    linalg.yield %w : i32
  } -> tensor<2x4xi32>
  return %t, %g : tensor<4xindex>, tensor<2x4xi32>
}
func.func @by_zero() -> index {
  %n = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %v = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%n)[%c0]
  return %v : index
}

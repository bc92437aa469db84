// Indices that linalg-fuse-elementwise-ops rebuilds with affine.apply
// compute what the unfused program computes: the program runs before and
// after the pass, against values worked out by hand.
// - An index r of the collapsed loop (6 = 2 x 3) added to an input of
//   zeros but a 100 first: r; fused, it is the inner piece plus the outer
//   one times 3.
// - An index of a loop of 10 expanded to (2, 1, 5), added to the same
//   kind of input: out[p, 0, q] = 5p + q.
// - p = [1, 1, 1, 2] times its index, [0, 1, 2, 6], read at i + j, plus
//   j: [[0, 2, 4], [1, 3, 8]].
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: terrace-opt --linalg-fuse-elementwise-ops %s | FileCheck %s --check-prefix=FUSED
// RUN: terrace-opt --linalg-fuse-elementwise-ops %s | terrace-run --interpret --print --print-format=compact - | FileCheck %s
// CHECK: output_0: tensor<6x4xi32> = {{\[\[}}100, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3], [4, 4, 4, 4], [5, 5, 5, 5]]
// CHECK: output_1: tensor<2x1x5xi64> = {{\[\[\[}}100, 1, 2, 3, 4]], {{\[\[}}5, 6, 7, 8, 9]]]
// CHECK: output_2: tensor<2x3xi32> = {{\[\[}}0, 2, 4], [1, 3, 8]]
// The pass did rebuild the indices (three applies, no unfused producer).
// FUSED-COUNT-3: affine.apply
// FUSED-NOT: affine.apply
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
func.func @main() -> (tensor<6x4xi32>, tensor<2x1x5xi64>, tensor<2x3xi32>) {
  %input = arith.constant dense<[[[100, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]]> : tensor<2x3x4xi32>
  %r0 = func.call @split(%input) : (tensor<2x3x4xi32>) -> tensor<6x4xi32>

  %z10 = arith.constant dense<[100, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<10xi64>
  %d = tensor.cast %z10 : tensor<10xi64> to tensor<?xi64>
  %c2 = arith.constant 2 : index
  %e10 = tensor.empty() : tensor<10xi64>
  %de = tensor.cast %e10 : tensor<10xi64> to tensor<?xi64>
  %r1d = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%d : tensor<?xi64>) outs(%de : tensor<?xi64>) {
  ^bb0(%x: i64, %o: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %s = arith.addi %x, %ii : i64
    linalg.yield %s : i64
  } -> tensor<?xi64>
  %r1x = tensor.expand_shape %r1d [[0, 1, 2]] output_shape [%c2, 1, 5] : tensor<?xi64> into tensor<?x1x5xi64>
  %r1 = tensor.cast %r1x : tensor<?x1x5xi64> to tensor<2x1x5xi64>

  %ones = arith.constant dense<[1, 1, 1, 2]> : tensor<4xi32>
  %e4 = tensor.empty() : tensor<4xi32>
  %p = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%ones : tensor<4xi32>) outs(%e4 : tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.muli %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %e23 = tensor.empty() : tensor<2x3xi32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, #id2], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<4xi32>) outs(%e23 : tensor<2x3xi32>) {
  ^bb0(%x: i32, %o: i32):
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i32
    %s = arith.addi %x, %jj : i32
    linalg.yield %s : i32
  } -> tensor<2x3xi32>
  return %r0, %r1, %r2 : tensor<6x4xi32>, tensor<2x1x5xi64>, tensor<2x3xi32>
}

// The collapse reads an argument: with a constant it would fold first.
func.func @split(%input: tensor<2x3x4xi32>) -> tensor<6x4xi32> {
  %c = tensor.collapse_shape %input [[0, 1], [2]] : tensor<2x3x4xi32> into tensor<6x4xi32>
  %e = tensor.empty() : tensor<6x4xi32>
  %r0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<6x4xi32>) outs(%e : tensor<6x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<6x4xi32>
  return %r0 : tensor<6x4xi32>
}

// linalg.pack and linalg.unpack in the interpreter. A 5x7 tensor of
// 10 * i + j packed with tiles of 3 (dimension 1) and 2 (dimension 0),
// outer dimensions swapped, padded with -1: packed[o1][o0][t1][t0] is
// source[2 * o0 + t0][3 * o1 + t1]. Unpacked into 5x7 it is the source
// again; into 6x9 the padding shows. Upstream MLIR's lowering
// (transform.structured.lower_pack/lower_unpack, run by mlir-runner)
// prints the same three tensors. Then the undefined behaviour the
// interpreter reports: a pack reading past its source without a padding
// value, and a packed size that does not follow from the dynamic sizes.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: not terrace-run --interpret %s --entry unpadded --seed 1 2>&1 | FileCheck %s --check-prefix=UNPADDED
// RUN: not terrace-run --interpret %s --entry wrong_outer --seed 1 2>&1 | FileCheck %s --check-prefix=OUTER
// CHECK: output_0: tensor<3x3x3x2xf32> = {{\[\[\[\[}}0, 10], [1, 11], [2, 12]], {{\[\[}}20, 30], [21, 31], [22, 32]], {{\[\[}}40, -1], [41, -1], [42, -1]]], {{\[\[\[}}3, 13], [4, 14], [5, 15]], {{\[\[}}23, 33], [24, 34], [25, 35]], {{\[\[}}43, -1], [44, -1], [45, -1]]], {{\[\[\[}}6, 16], [-1, -1], [-1, -1]], {{\[\[}}26, 36], [-1, -1], [-1, -1]], {{\[\[}}46, -1], [-1, -1], [-1, -1]]]]
// CHECK: output_1: tensor<5x7xf32> = {{\[\[}}0, 1, 2, 3, 4, 5, 6], [10, 11, 12, 13, 14, 15, 16], [20, 21, 22, 23, 24, 25, 26], [30, 31, 32, 33, 34, 35, 36], [40, 41, 42, 43, 44, 45, 46]]
// CHECK: output_2: tensor<6x9xf32> = {{\[\[}}0, 1, 2, 3, 4, 5, 6, -1, -1], [10, 11, 12, 13, 14, 15, 16, -1, -1], [20, 21, 22, 23, 24, 25, 26, -1, -1], [30, 31, 32, 33, 34, 35, 36, -1, -1], [40, 41, 42, 43, 44, 45, 46, -1, -1], [-1, -1, -1, -1, -1, -1, -1, -1, -1]]
func.func @main() -> (tensor<3x3x3x2xf32>, tensor<5x7xf32>, tensor<6x9xf32>) {
  %src = arith.constant dense<[[ 0.,  1.,  2.,  3.,  4.,  5.,  6.],
                               [10., 11., 12., 13., 14., 15., 16.],
                               [20., 21., 22., 23., 24., 25., 26.],
                               [30., 31., 32., 33., 34., 35., 36.],
                               [40., 41., 42., 43., 44., 45., 46.]]> : tensor<5x7xf32>
  %pad = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<3x3x3x2xf32>
  %p = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %e : tensor<5x7xf32> -> tensor<3x3x3x2xf32>
  %e2 = tensor.empty() : tensor<5x7xf32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %e2 : tensor<3x3x3x2xf32> -> tensor<5x7xf32>
  %e3 = tensor.empty() : tensor<6x9xf32>
  %u3 = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %e3 : tensor<3x3x3x2xf32> -> tensor<6x9xf32>
  return %p, %u, %u3 : tensor<3x3x3x2xf32>, tensor<5x7xf32>, tensor<6x9xf32>
}

// UNPADDED: linalg-pack-unpack.mlir:[[@LINE+5]]:8: error: 'linalg.pack' op reads past the end of its source dimension 0 without a padding value (the tile does not divide it)
func.func @unpadded(%s: tensor<5xf32>) -> tensor<?x2xf32> {
  %dyn = tensor.cast %s : tensor<5xf32> to tensor<?xf32>
  %c3 = arith.constant 3 : index
  %e = tensor.empty(%c3) : tensor<?x2xf32>
  %p = linalg.pack %dyn inner_dims_pos = [0] inner_tiles = [2] into %e : tensor<?xf32> -> tensor<?x2xf32>
  return %p : tensor<?x2xf32>
}

// OUTER: linalg-pack-unpack.mlir:[[@LINE+5]]:8: error: 'linalg.unpack' op has a packed dimension 0 of size 4 where its shapes and tiles make 3
func.func @wrong_outer(%s: tensor<4x2xf32>) -> tensor<?xf32> {
  %c6 = arith.constant 6 : index
  %e = tensor.empty(%c6) : tensor<?xf32>
  %dyn = tensor.cast %s : tensor<4x2xf32> to tensor<?x2xf32>
  %u = linalg.unpack %dyn inner_dims_pos = [0] inner_tiles = [2] into %e : tensor<?x2xf32> -> tensor<?xf32>
  return %u : tensor<?xf32>
}

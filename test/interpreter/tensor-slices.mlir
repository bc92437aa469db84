// tensor slices, reshapes and concatenation in terrace-run; values worked
// out by hand.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: terrace-run --interpret %s --entry index --output-dir %t.dir
// RUN: not terrace-run --interpret %s --entry out_of_bounds --input %t.dir/output_0.npy 2>&1 | FileCheck %s --check-prefix=OOB

// The 3x4 tensor 0..11; its rows 1..2, columns 1 and 3 (stride 2).
// CHECK: output_0: tensor<2x2xi32> = {{\[\[}}5, 7], [9, 11]]
// Row 2 as a rank-reduced slice.
// CHECK-NEXT: output_1: tensor<4xi32> = [8, 9, 10, 11]
// [100, 101] written over row 0, columns 2..3.
// CHECK-NEXT: output_2: tensor<3x4xi32> = {{\[\[}}0, 1, 100, 101], [4, 5, 6, 7], [8, 9, 10, 11]]
// Collapsed to 12, expanded to 2x6.
// CHECK-NEXT: output_3: tensor<2x6xi32> = {{\[\[}}0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]
// Concatenated with itself along dimension 1.
// CHECK-NEXT: output_4: tensor<3x8xi32> = {{\[\[}}0, 1, 2, 3, 0, 1, 2, 3], [4, 5, 6, 7, 4, 5, 6, 7], [8, 9, 10, 11, 8, 9, 10, 11]]
func.func @main() -> (tensor<2x2xi32>, tensor<4xi32>, tensor<3x4xi32>, tensor<2x6xi32>, tensor<3x8xi32>) {
  %t = arith.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[%c1, 1] [2, 2] [1, 2] : tensor<3x4xi32> to tensor<2x2xi32>
  %r = tensor.extract_slice %t[2, 0] [1, 4] [1, 1] : tensor<3x4xi32> to tensor<4xi32>
  %u = arith.constant dense<[[100, 101]]> : tensor<1x2xi32>
  %i = tensor.insert_slice %u into %t[0, 2] [1, 2] [1, 1] : tensor<1x2xi32> into tensor<3x4xi32>
  %f = tensor.collapse_shape %t [[0, 1]] : tensor<3x4xi32> into tensor<12xi32>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [2, 6] : tensor<12xi32> into tensor<2x6xi32>
  %c = tensor.concat dim(1) %t, %t : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x8xi32>
  return %s, %r, %i, %e, %c : tensor<2x2xi32>, tensor<4xi32>, tensor<3x4xi32>, tensor<2x6xi32>, tensor<3x8xi32>
}

func.func @index() -> index {
  %c3 = arith.constant 3 : index
  return %c3 : index
}

// OOB: error: 'tensor.extract_slice' op slice runs out of bounds in dimension 0: positions 3 to 4 of a dimension of size 4
func.func @out_of_bounds(%o: index) -> tensor<2xi32> {
  %t = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %s = tensor.extract_slice %t[%o] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}

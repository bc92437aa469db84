// tensor.gather and tensor.scatter in the interpreter; values worked out by
// hand (upstream MLIR 22 cannot bufferize either op), and their run-time
// errors: a coordinate out of bounds (an i8 -1 is -1, not 255) and a
// repeated coordinate where the op says `unique`.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: not terrace-run --interpret %s --entry out_of_bounds 2>&1 | FileCheck %s --check-prefix=BOUNDS
// RUN: not terrace-run --interpret %s --entry repeated 2>&1 | FileCheck %s --check-prefix=REPEATED
// Rows 2 and 0 of [[1, 2, 3], [4, 5, 6], [7, 8, 9]], each a 1x3 slice.
// CHECK: output_0: tensor<2x1x3xi32> = {{\[\[\[}}7, 8, 9]], {{\[\[}}1, 2, 3]]]
// Columns 1 and 2 (i8 coordinates), the unit dimension dropped.
// CHECK-NEXT: output_1: tensor<2x3xi32> = {{\[\[}}2, 5, 8], [3, 6, 9]]
// Row 1 overwritten by [-1, -2, -3].
// CHECK-NEXT: output_2: tensor<3x3xi32> = {{\[\[}}1, 2, 3], [-1, -2, -3], [7, 8, 9]]
// Single elements at (1, 1), (0, 1), (1, 0) of [[0.5, 1.5], [2.5, 3.5]].
// CHECK-NEXT: output_3: tensor<3xf32> = [3.5, 1.5, 2.5]
// 9 and 8 written on the diagonal.
// CHECK-NEXT: output_4: tensor<2x2xf32> = {{\[\[}}9, 1.5], [2.5, 8]]
// BOUNDS: error: 'tensor.gather' op coordinate -1 is out of bounds for dimension 0 of size 3
// REPEATED: error: 'tensor.scatter' op is marked unique but two coordinate tuples are equal
func.func @main() -> (tensor<2x1x3xi32>, tensor<2x3xi32>, tensor<3x3xi32>, tensor<3xf32>, tensor<2x2xf32>) {
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %rows = arith.constant dense<[[2], [0]]> : tensor<2x1xindex>
  %g = tensor.gather %m[%rows] gather_dims([0]) : (tensor<3x3xi32>, tensor<2x1xindex>) -> tensor<2x1x3xi32>
  %cols = arith.constant dense<[[1], [2]]> : tensor<2x1xi8>
  %h = tensor.gather %m[%cols] gather_dims([1]) unique : (tensor<3x3xi32>, tensor<2x1xi8>) -> tensor<2x3xi32>
  %src = arith.constant dense<[[[-1, -2, -3]]]> : tensor<1x1x3xi32>
  %at = arith.constant dense<[[1]]> : tensor<1x1xindex>
  %s = tensor.scatter %src into %m[%at] scatter_dims([0]) unique : (tensor<1x1x3xi32>, tensor<3x3xi32>, tensor<1x1xindex>) -> tensor<3x3xi32>
  %f = arith.constant dense<[[0.5, 1.5], [2.5, 3.5]]> : tensor<2x2xf32>
  %pts = arith.constant dense<[[1, 1], [0, 1], [1, 0]]> : tensor<3x2xi64>
  %e = tensor.gather %f[%pts] gather_dims([0, 1]) : (tensor<2x2xf32>, tensor<3x2xi64>) -> tensor<3xf32>
  %vals = arith.constant dense<[9.0, 8.0]> : tensor<2xf32>
  %two = arith.constant dense<[[0, 0], [1, 1]]> : tensor<2x2xindex>
  %t = tensor.scatter %vals into %f[%two] scatter_dims([0, 1]) unique : (tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xindex>) -> tensor<2x2xf32>
  return %g, %h, %s, %e, %t : tensor<2x1x3xi32>, tensor<2x3xi32>, tensor<3x3xi32>, tensor<3xf32>, tensor<2x2xf32>
}

func.func @out_of_bounds() -> tensor<1x3xi32> {
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %rows = arith.constant dense<[[-1]]> : tensor<1x1xi8>
  %g = tensor.gather %m[%rows] gather_dims([0]) unique : (tensor<3x3xi32>, tensor<1x1xi8>) -> tensor<1x3xi32>
  return %g : tensor<1x3xi32>
}

func.func @repeated() -> tensor<3xi32> {
  %d = arith.constant dense<0> : tensor<3xi32>
  %v = arith.constant dense<[1, 2]> : tensor<2xi32>
  %at = arith.constant dense<[[2], [2]]> : tensor<2x1xindex>
  %s = tensor.scatter %v into %d[%at] scatter_dims([0]) unique : (tensor<2xi32>, tensor<3xi32>, tensor<2x1xindex>) -> tensor<3xi32>
  return %s : tensor<3xi32>
}

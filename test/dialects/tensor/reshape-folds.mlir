// tensor.reshape's folds, as MLIR 22's: a reshape of a splat constant
// (integer, float or complex elements) is a splat of the result type, a
// dense constant that is not a splat stays; a reshape to the source's own
// type whose shape is a from_elements of the source's sizes (constants,
// or tensor.dim of the source at its own index) is the source.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @splat() -> (tensor<2x3xf32>, tensor<6xcomplex<f64>>) {
  %cst = arith.constant dense<1.5> : tensor<3x2xf32>
  %s = arith.constant dense<[2, 3]> : tensor<2xindex>
  %0 = tensor.reshape %cst(%s) : (tensor<3x2xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  %c = arith.constant dense<(1.0, -1.0)> : tensor<2x3xcomplex<f64>>
  %s6 = arith.constant dense<6> : tensor<1xi32>
  %1 = tensor.reshape %c(%s6) : (tensor<2x3xcomplex<f64>>, tensor<1xi32>) -> tensor<6xcomplex<f64>>
  return %0, %1 : tensor<2x3xf32>, tensor<6xcomplex<f64>>
}
func.func @dense_stays(%x: tensor<2xindex>) -> tensor<2x3xi32> {
  %cst = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %0 = tensor.reshape %cst(%x) : (tensor<3x2xi32>, tensor<2xindex>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
func.func @same_sizes(%t: tensor<?x4xf32>, %u: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c0 : tensor<?x4xf32>
  %s = tensor.from_elements %d, %c4 : tensor<2xindex>
  %0 = tensor.reshape %t(%s) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  %du = tensor.dim %u, %c0 : tensor<?x4xf32>
  %s2 = tensor.from_elements %du, %c4 : tensor<2xindex>
  %1 = tensor.reshape %t(%s2) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x4xf32>
  %s3 = tensor.from_elements %d, %d1 : tensor<2xindex>
  %2 = tensor.reshape %t(%s3) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  return %0, %1, %2 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
}
// CHECK-LABEL: func.func @splat() -> (tensor<2x3xf32>, tensor<6xcomplex<f64>>) {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : tensor<2x3xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<(1.000000e+00,-1.000000e+00)> : tensor<6xcomplex<f64>>
// CHECK-NEXT: return %cst, %cst_0 : tensor<2x3xf32>, tensor<6xcomplex<f64>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dense_stays(%arg0: tensor<2xindex>) -> tensor<2x3xi32> {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
// CHECK-NEXT: %reshape = tensor.reshape %cst(%arg0) : (tensor<3x2xi32>, tensor<2xindex>) -> tensor<2x3xi32>
// CHECK-NEXT: return %reshape : tensor<2x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_sizes(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x4xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %dim, %c4 : tensor<2xindex>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%from_elements) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
// CHECK-NEXT: return %arg0, %reshape, %arg0 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
// CHECK-NEXT: }

// tensor folds under --canonicalize: static and known dynamic dims, rank,
// extract from constants and from_elements (not from splat, as in MLIR 22),
// constant from_elements and splat, identity casts.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @dims(%t: tensor<4x?xf32>, %n: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %d1 = tensor.dim %e, %c0 : tensor<?x4xf32>
  %u = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %r = tensor.rank %t : tensor<4x?xf32>
  %g = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    tensor.yield %a : index
  } : tensor<3x?xindex>
  %d2 = tensor.dim %g, %c1 : tensor<3x?xindex>
  return %d0, %d1, %r, %d2 : index, index, index, index
}
func.func @extracts(%v: f32, %w: f32) -> (f32, f32, i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = tensor.from_elements %v, %w : tensor<2xf32>
  %x = tensor.extract %f[%c1] : tensor<2xf32>
  %s = tensor.splat %v : tensor<3xf32>
  %y = tensor.extract %s[%c1] : tensor<3xf32>
  %k = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %z = tensor.extract %k[%c1, %c0] : tensor<2x2xi32>
  %cf = arith.constant 2.5 : f32
  %s2 = tensor.splat %cf : tensor<2x2xf32>
  %q = tensor.extract %s2[%c0, %c0] : tensor<2x2xf32>
  return %x, %y, %z, %q : f32, f32, i32, f32
}
func.func @consts() -> (tensor<3xi32>, tensor<2x2xf32>, tensor<4xf32>) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %f = tensor.from_elements %a, %b, %a : tensor<3xi32>
  %cf = arith.constant 2.5 : f32
  %s = tensor.splat %cf : tensor<2x2xf32>
  %t = arith.constant dense<1.0> : tensor<4xf32>
  %c = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  return %f, %s, %c : tensor<3xi32>, tensor<2x2xf32>, tensor<4xf32>
}
// CHECK-LABEL: func.func @dims(%arg0: tensor<4x?xf32>, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: return %c4, %arg1, %c2, %arg1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extracts(%arg0: f32, %arg1: f32) -> (f32, f32, i32, f32) {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<3xf32>
// CHECK-NEXT: %extracted = tensor.extract %splat[%c1] : tensor<3xf32>
// CHECK-NEXT: return %arg1, %extracted, %c3_i32, %cst : f32, f32, i32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @consts() -> (tensor<3xi32>, tensor<2x2xf32>, tensor<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2, 1]> : tensor<3xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<2.500000e+00> : tensor<2x2xf32>
// CHECK-NEXT: return %cst_0, %cst_1, %cst : tensor<3xi32>, tensor<2x2xf32>, tensor<4xf32>
// CHECK-NEXT: }
// 

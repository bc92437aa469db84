// complex ops under --canonicalize, and the tensor folds that make
// complex.constant (an element of a complex constant) or take it (an
// insert of a splat's own value, from_elements of constants).
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt --canonicalize | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

// Parts of a constant and of a create; a create of both parts of one
// value is that value.
func.func @parts(%a: f32, %b: f32, %c: complex<f64>) -> (f32, f32, f64, f64, complex<f64>) {
  %0 = complex.create %a, %b : complex<f32>
  %1 = complex.re %0 : complex<f32>
  %2 = complex.im %0 : complex<f32>
  %k = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %3 = complex.re %k : complex<f64>
  %4 = complex.im %k : complex<f64>
  %r = complex.re %c : complex<f64>
  %i = complex.im %c : complex<f64>
  %5 = complex.create %r, %i : complex<f64>
  return %1, %2, %3, %4, %5 : f32, f32, f64, f64, complex<f64>
}
// Parts taken apart from different values stay.
func.func @mixed(%c: complex<f32>, %d: complex<f32>) -> complex<f32> {
  %r = complex.re %c : complex<f32>
  %i = complex.im %d : complex<f32>
  %0 = complex.create %r, %i : complex<f32>
  return %0 : complex<f32>
}
// Elements of complex constants (dense and splat) are complex.constant;
// inserting a splat's own value changes nothing; from_elements of
// constants is a dense constant (a splat where all are equal).
func.func @tensor_folds(%i: index) -> (complex<f32>, complex<f32>, complex<f64>, tensor<2xcomplex<f64>>, tensor<2x2xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2xcomplex<f32>>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[[(1.0, 2.0), (3.0, -4.0)], [(5.0, 0.5), (-1.0, -1.0)]]> : tensor<2x2xcomplex<f32>>
  %x = tensor.extract %a[%c1, %c0] : tensor<2x2xcomplex<f32>>
  %y = tensor.extract %a[%c1, %i] : tensor<2x2xcomplex<f32>>
  %s = arith.constant dense<(0.25, -8.0)> : tensor<2xcomplex<f64>>
  %z = tensor.extract %s[%i] : tensor<2xcomplex<f64>>
  %w = tensor.insert %z into %s[%i] : tensor<2xcomplex<f64>>
  %v = tensor.insert %x into %a[%c0, %c0] : tensor<2x2xcomplex<f32>>
  %k = complex.constant [7.0 : f32, 0.0 : f32] : complex<f32>
  %f = tensor.from_elements %x, %k, %x : tensor<3xcomplex<f32>>
  %g = tensor.from_elements %k, %k : tensor<2xcomplex<f32>>
  %re = complex.re %x : complex<f32>
  return %x, %y, %z, %w, %v, %f, %g, %re : complex<f32>, complex<f32>, complex<f64>, tensor<2xcomplex<f64>>, tensor<2x2xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2xcomplex<f32>>, f32
}
// CHECK-LABEL: func.func @parts(%arg0: f32, %arg1: f32, %arg2: complex<f64>) -> (f32, f32, f64, f64, complex<f64>) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : f64
// CHECK-NEXT: return %arg0, %arg1, %cst, %cst_0, %arg2 : f32, f32, f64, f64, complex<f64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mixed(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %2 = complex.create %0, %1 : complex<f32>
// CHECK-NEXT: return %2 : complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tensor_folds(%arg0: index) -> (complex<f32>, complex<f32>, complex<f64>, tensor<2xcomplex<f64>>, tensor<2x2xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2xcomplex<f32>>, f32) {
// CHECK-NEXT: %cst = arith.constant 5.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<(7.000000e+00,0.000000e+00)> : tensor<2xcomplex<f32>>
// CHECK-NEXT: %cst_1 = arith.constant dense<[(5.000000e+00,5.000000e-01), (7.000000e+00,0.000000e+00), (5.000000e+00,5.000000e-01)]> : tensor<3xcomplex<f32>>
// CHECK-NEXT: %cst_2 = arith.constant dense<(2.500000e-01,-8.000000e+00)> : tensor<2xcomplex<f64>>
// CHECK-NEXT: %cst_3 = complex.constant [2.500000e-01, -8.000000e+00] : complex<f64>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst_4 = arith.constant dense<{{\[\[}}(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)], [(5.000000e+00,5.000000e-01), (-1.000000e+00,-1.000000e+00)]]> : tensor<2x2xcomplex<f32>>
// CHECK-NEXT: %cst_5 = complex.constant [5.000000e+00 : f32, 5.000000e-01 : f32] : complex<f32>
// CHECK-NEXT: %extracted = tensor.extract %cst_4[%c1, %arg0] : tensor<2x2xcomplex<f32>>
// CHECK-NEXT: %inserted = tensor.insert %cst_5 into %cst_4[%c0, %c0] : tensor<2x2xcomplex<f32>>
// CHECK-NEXT: return %cst_5, %extracted, %cst_3, %cst_2, %inserted, %cst_1, %cst_0, %cst : complex<f32>, complex<f32>, complex<f64>, tensor<2xcomplex<f64>>, tensor<2x2xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2xcomplex<f32>>, f32
// CHECK-NEXT: }

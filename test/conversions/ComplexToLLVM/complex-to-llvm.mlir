// convert-complex-to-llvm as mlir-opt 22 does it, for the complex ops
// Terrace has: a complex number is a struct of its parts. The CHECK lines
// are mlir-opt's output; both tools must print the same bytes.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-complex-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-complex-to-llvm %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-complex-to-llvm %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-complex-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-complex-to-llvm --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-complex-to-llvm --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @c(%a: complex<f32>, %r: f32, %i: f32) -> (f32, f32, complex<f32>, complex<f32>, complex<f64>) {
  %re = complex.re %a : complex<f32>
  %im = complex.im %a fastmath<fast> : complex<f32>
  %c = complex.create %r, %i : complex<f32>
  %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %k2 = complex.constant [1.0, 2.0] : complex<f64>
  return %re, %im, %c, %k, %k2 : f32, f32, complex<f32>, complex<f32>, complex<f64>
}
// CHECK: module {
// CHECK-NEXT: func.func @c(%arg0: complex<f32>, %arg1: f32, %arg2: f32) -> (f32, f32, complex<f32>, complex<f32>, complex<f64>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg1, %3[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg2, %4[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: %7 = llvm.mlir.constant([1.000000e+00 : f32, 2.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: %9 = llvm.mlir.constant([1.000000e+00, 2.000000e+00]) : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(f64, f64)> to complex<f64>
// CHECK-NEXT: return %1, %2, %6, %8, %10 : f32, f32, complex<f32>, complex<f32>, complex<f64>
// CHECK-NEXT: }
// CHECK-NEXT: }

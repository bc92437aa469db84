// complex.constant, create, re and im: custom and generic forms as
// mlir-opt prints them (constants of float and integer parts, fastmath
// flags, discardable attributes).
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
func.func @parts(%a: f32, %b: f32, %c: complex<f64>, %h: complex<f16>) -> (complex<f32>, f32, f64, complex<f64>, f16, complex<bf16>) {
  %0 = complex.create %a, %b : complex<f32>
  %1 = complex.re %0 : complex<f32>
  %2 = complex.im %c fastmath<nnan,ninf> : complex<f64>
  %3 = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %4 = complex.re %h {tag = 1 : i32} : complex<f16>
  %5 = complex.constant [0x7FC0 : bf16, 1.0e+30 : bf16] : complex<bf16>
  return %0, %1, %2, %3, %4, %5 : complex<f32>, f32, f64, complex<f64>, f16, complex<bf16>
}
func.func @integers() -> complex<i32> {
  %0 = complex.constant [1 : i32, -2 : i32] : complex<i32>
  return %0 : complex<i32>
}
// CHECK-LABEL: func.func @parts(%arg0: f32, %arg1: f32, %arg2: complex<f64>, %arg3: complex<f16>) -> (complex<f32>, f32, f64, complex<f64>, f16, complex<bf16>) {
// CHECK-NEXT: %0 = complex.create %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %1 = complex.re %0 : complex<f32>
// CHECK-NEXT: %2 = complex.im %arg2 fastmath<nnan,ninf> : complex<f64>
// CHECK-NEXT: %cst = complex.constant [1.500000e+00, -2.000000e+00] : complex<f64>
// CHECK-NEXT: %3 = complex.re %arg3 {tag = 1 : i32} : complex<f16>
// CHECK-NEXT: %cst_0 = complex.constant [0x7FC0 : bf16, 1.000260e+30 : bf16] : complex<bf16>
// CHECK-NEXT: return %0, %1, %2, %cst, %3, %cst_0 : complex<f32>, f32, f64, complex<f64>, f16, complex<bf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @integers() -> complex<i32> {
// CHECK-NEXT: %cst = complex.constant [1 : i32, -2 : i32] : complex<i32>
// CHECK-NEXT: return %cst : complex<i32>
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = (f32, f32, complex<f64>, complex<f16>) -> (complex<f32>, f32, f64, complex<f64>, f16, complex<bf16>), sym_name = "parts"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: f32, %arg2: complex<f64>, %arg3: complex<f16>):
// GENERIC-NEXT: %1 = "complex.create"(%arg0, %arg1) : (f32, f32) -> complex<f32>
// GENERIC-NEXT: %2 = "complex.re"(%1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT: %3 = "complex.im"(%arg2) <{fastmath = #arith.fastmath<nnan,ninf>}> : (complex<f64>) -> f64
// GENERIC-NEXT: %4 = "complex.constant"() <{value = [1.500000e+00, -2.000000e+00]}> : () -> complex<f64>
// GENERIC-NEXT: %5 = "complex.re"(%arg3) <{fastmath = #arith.fastmath<none>}> {tag = 1 : i32} : (complex<f16>) -> f16
// GENERIC-NEXT: %6 = "complex.constant"() <{value = [0x7FC0 : bf16, 1.000260e+30 : bf16]}> : () -> complex<bf16>
// GENERIC-NEXT: "func.return"(%1, %2, %3, %4, %5, %6) : (complex<f32>, f32, f64, complex<f64>, f16, complex<bf16>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = () -> complex<i32>, sym_name = "integers"}> ({
// GENERIC-NEXT: %0 = "complex.constant"() <{value = [1 : i32, -2 : i32]}> : () -> complex<i32>
// GENERIC-NEXT: "func.return"(%0) : (complex<i32>) -> ()
// GENERIC-NEXT: }) : () -> ()

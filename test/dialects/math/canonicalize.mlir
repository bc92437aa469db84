// math folds under canonicalize.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

// Constants fold through the host's libm in f32 and f64; rounding ops are
// exact in every float type; log of a negative number is left alone.
func.func @float_folds() -> (f32, f64, f32, f16, f32, f32) {
  %four = arith.constant 4.0 : f32
  %e = arith.constant 1.0 : f64
  %neg = arith.constant -2.5 : f32
  %h = arith.constant 2.5 : f16
  %0 = math.sqrt %four : f32
  %1 = math.exp %e : f64
  %2 = math.floor %neg : f32
  %3 = math.roundeven %h : f16
  %4 = math.log %neg : f32
  %5 = math.copysign %four, %neg : f32
  return %0, %1, %2, %3, %4, %5 : f32, f64, f32, f16, f32, f32
}
// CHECK-LABEL: func.func @float_folds() -> (f32, f64, f32, f16, f32, f32) {
// CHECK-NEXT: %cst = arith.constant -4.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 2.7182818284590451 : f64
// CHECK-NEXT: %cst_3 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT: %0 = math.log %cst_0 : f32
// CHECK-NEXT: return %cst_1, %cst_2, %cst_3, %cst_4, %0, %cst : f32, f64, f32, f16, f32, f32

// Bit counting and integer powers.
func.func @int_folds() -> (i32, i32, i32, i8, i32) {
  %c = arith.constant 12 : i32
  %m = arith.constant -128 : i8
  %three = arith.constant 3 : i32
  %0 = math.ctlz %c : i32
  %1 = math.cttz %c : i32
  %2 = math.ctpop %c : i32
  %3 = math.absi %m : i8
  %4 = math.ipowi %three, %three : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i8, i32
}
// CHECK-LABEL: func.func @int_folds() -> (i32, i32, i32, i8, i32) {
// CHECK-NEXT: %c28_i32 = arith.constant 28 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c27_i32 = arith.constant 27 : i32
// CHECK-NEXT: return %c28_i32, %c2_i32, %c2_i32, %c-128_i8, %c27_i32 : i32, i32, i32, i8, i32

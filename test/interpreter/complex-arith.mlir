// The complex arithmetic in the interpreter, on scalars and in a
// structured op's body. Each value is worked out by hand from the
// constants (a = 3+4j, b = 1-2j): a+b = 4+2j, a-b = 2+6j,
// a*b = (3+8) + (-6+4)j, a/b = (3+4j)(1+2j)/5 = -1+2j, |a| = 5,
// arg(-1) = pi, sqrt(a) = 2+1j as (2+1j)² = a, rsqrt(-4) = 1/(2j) = -0.5j,
// sign(a) = a/5, sin(j) = j sinh 1, cos(j) = cosh 1, tan(j) = j tanh 1,
// log(-1) = pi j, atan2(1, 0) = pi/2, (1+j)² = 2j, a¹ = a.
// expm1 and log1p of 1e-20 keep it (exp(z) - 1 would give 0), and the
// bitcast of (1, -2) : complex<f32> is 0xC0000000_3F800000.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// CHECK: output_0: complex<f64> = (4+2j)
// CHECK-NEXT: output_1: complex<f64> = (2+6j)
// CHECK-NEXT: output_2: complex<f64> = (11-2j)
// CHECK-NEXT: output_3: complex<f64> = (-1+2j)
// CHECK-NEXT: output_4: f64 = 5
// CHECK-NEXT: output_5: f64 = 3.141592653589793
// CHECK-NEXT: output_6: complex<f64> = (3-4j)
// CHECK-NEXT: output_7: complex<f64> = (-3-4j)
// CHECK-NEXT: output_8: i1 = true
// CHECK-NEXT: output_9: i1 = false
// CHECK-NEXT: output_10: i1 = true
// CHECK-NEXT: output_11: complex<f64> = (2+1j)
// CHECK-NEXT: output_12: complex<f64> = (0-0.5j)
// CHECK-NEXT: output_13: complex<f64> = (0.6+0.8j)
// CHECK-NEXT: output_14: complex<f64> = (0+1.1752011936438014j)
// CHECK-NEXT: output_15: complex<f64> = (1.5430806348152437-0j)
// CHECK-NEXT: output_16: complex<f64> = (0+0.7615941559557649j)
// CHECK-NEXT: output_17: complex<f64> = (0.7615941559557649+0j)
// CHECK-NEXT: output_18: complex<f64> = (2.718281828459045+0j)
// CHECK-NEXT: output_19: complex<f64> = (0+3.141592653589793j)
// CHECK-NEXT: output_20: complex<f64> = (1e-20+0j)
// CHECK-NEXT: output_21: complex<f64> = (1e-20+0j)
// CHECK-NEXT: output_22: complex<f64> = (1.5707963267948966-0j)
// CHECK-NEXT: output_23: complex<f64> = (0+2j)
// CHECK-NEXT: output_24: complex<f64> = (3+4j)
// CHECK-NEXT: output_25: complex<f32> = (1-0j)
// CHECK-NEXT: output_26: i64 = -4611686017362034688
func.func @main() -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64, f64, complex<f64>, complex<f64>, i1, i1, i1, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f32>, i64) {
  %a = complex.constant [3.0 : f64, 4.0 : f64] : complex<f64>
  %b = complex.constant [1.0 : f64, -2.0 : f64] : complex<f64>
  %0 = complex.add %a, %b : complex<f64>
  %1 = complex.sub %a, %b : complex<f64>
  %2 = complex.mul %a, %b : complex<f64>
  %3 = complex.div %a, %b : complex<f64>
  %4 = complex.abs %a : complex<f64>
  %m1 = complex.constant [-1.0 : f64, 0.0 : f64] : complex<f64>
  %5 = complex.angle %m1 : complex<f64>
  %6 = complex.conj %a : complex<f64>
  %7 = complex.neg %a : complex<f64>
  %8 = complex.eq %a, %a : complex<f64>
  %9 = complex.eq %a, %b : complex<f64>
  %10 = complex.neq %a, %b : complex<f64>
  %11 = complex.sqrt %a : complex<f64>
  %m4 = complex.constant [-4.0 : f64, 0.0 : f64] : complex<f64>
  %12 = complex.rsqrt %m4 : complex<f64>
  %13 = complex.sign %a : complex<f64>
  %j = complex.constant [0.0 : f64, 1.0 : f64] : complex<f64>
  %14 = complex.sin %j : complex<f64>
  %15 = complex.cos %j : complex<f64>
  %16 = complex.tan %j : complex<f64>
  %one = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %17 = complex.tanh %one : complex<f64>
  %18 = complex.exp %one : complex<f64>
  %19 = complex.log %m1 : complex<f64>
  %tiny = complex.constant [1.0e-20 : f64, 0.0 : f64] : complex<f64>
  %20 = complex.expm1 %tiny : complex<f64>
  %21 = complex.log1p %tiny : complex<f64>
  %j0 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %22 = complex.atan2 %one, %j0 : complex<f64>
  %two = arith.constant 2 : i32
  %oj = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %23 = complex.powi %oj, %two : complex<f64>, i32
  %24 = complex.pow %a, %one : complex<f64>
  %f = complex.constant [1.0 : f32, -2.0 : f32] : complex<f32>
  %25 = complex.div %f, %f : complex<f32>
  %26 = complex.bitcast %f : complex<f32> to i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64, f64, complex<f64>, complex<f64>, i1, i1, i1, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f32>, i64
}

// math folds on dense vectors: classification ops (isnan, isinf, ...) fold
// scalars and splats only; rsqrt, cbrt, fpowi and fma do not fold in MLIR 22;
// libm folds only f32 and f64 (exp of f16 stays), exact ones (absf,
// roundeven) any float type. The expected text is mlir-opt's; both tools run.
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f() -> (vector<2xi1>, i1, vector<2xf32>, f32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf64>) {
// CHECK-NEXT:  %cst = arith.constant dense<[1.000000e+00, 4.000000e+00]> : vector<2xf64>
// CHECK-NEXT:  %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT:  %cst_1 = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT:  %cst_2 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %cst_3 = arith.constant dense<[1.000000e+00, 4.000000e+00]> : vector<2xf32>
// CHECK-NEXT:  %cst_4 = arith.constant dense<[2, 3]> : vector<2xi32>
// CHECK-NEXT:  %cst_5 = arith.constant dense<[1.000000e+00, 4.000000e+00]> : vector<2xf16>
// CHECK-NEXT:  %cst_6 = arith.constant dense<false> : vector<2xi1>
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %0 = math.rsqrt %cst_1 : vector<2xf32>
// CHECK-NEXT:  %1 = math.cbrt %cst_2 : f32
// CHECK-NEXT:  %2 = math.fpowi %cst_3, %cst_4 : vector<2xf32>, vector<2xi32>
// CHECK-NEXT:  %3 = math.exp %cst_5 : vector<2xf16>
// CHECK-NEXT:  "test.use"(%3, %cst_5, %cst_5) : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> ()
// CHECK-NEXT:  return %cst_6, %false, %0, %1, %2, %cst_0, %cst_0, %cst : vector<2xi1>, i1, vector<2xf32>, f32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf64>
// CHECK-NEXT:  }

func.func @f() -> (vector<2xi1>, i1, vector<2xf32>, f32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf64>) {
  %v = arith.constant dense<1.0> : vector<2xf32>
  %s = arith.constant 2.0 : f32
  %n = arith.constant dense<[1.0, 4.0]> : vector<2xf32>
  %i = arith.constant dense<[2, 3]> : vector<2xi32>
  %h = arith.constant dense<[1.0, 4.0]> : vector<2xf16>
  %0 = math.isnan %v : vector<2xf32>
  %1 = math.isinf %s : f32
  %2 = math.rsqrt %v : vector<2xf32>
  %3 = math.cbrt %s : f32
  %4 = math.fpowi %n, %i : vector<2xf32>, vector<2xi32>
  %5 = math.sqrt %n : vector<2xf32>
  %6 = math.exp %h : vector<2xf16>
  %7 = arith.extf %h : vector<2xf16> to vector<2xf64>
  %8 = math.absf %h : vector<2xf16>
  %9 = math.roundeven %h : vector<2xf16>
  "test.use"(%6, %8, %9) : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> ()
  return %0, %1, %2, %3, %4, %5, %5, %7 : vector<2xi1>, i1, vector<2xf32>, f32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf64>
}

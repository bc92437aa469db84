// The complex dialect's arithmetic ops in custom and generic form, as
// mlir-opt 22 prints them: default fast-math flags left out (powi's are
// optional and absent from its generic form), eq and neq giving i1, the
// bitcast both ways.
// RUN: terrace-opt %s > %t.terrace
// RUN: %mlir-opt %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt > %t.terrace
// RUN: terrace-opt %s | diff - %t.terrace
// RUN: terrace-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @unary
// CHECK: %0 = complex.abs %arg0 : complex<f32>
// CHECK: %1 = complex.angle %arg0 fastmath<nnan> : complex<f32>
// CHECK: %14 = complex.tanh %arg0 fastmath<fast> : complex<f32>
// GENERIC: "complex.abs"(%arg{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC: "complex.tanh"(%arg{{[0-9]+}}) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>) -> complex<f32>
func.func @unary(%a: complex<f32>) -> (f32, f32) {
  %0 = complex.abs %a : complex<f32>
  %1 = complex.angle %a fastmath<nnan> : complex<f32>
  %2 = complex.conj %a : complex<f32>
  %3 = complex.cos %a : complex<f32>
  %4 = complex.exp %a : complex<f32>
  %5 = complex.expm1 %a : complex<f32>
  %6 = complex.log %a : complex<f32>
  %7 = complex.log1p %a : complex<f32>
  %8 = complex.neg %a : complex<f32>
  %9 = complex.rsqrt %a : complex<f32>
  %10 = complex.sign %a : complex<f32>
  %11 = complex.sin %a : complex<f32>
  %12 = complex.sqrt %a : complex<f32>
  %13 = complex.tan %a {tag} : complex<f32>
  %14 = complex.tanh %a fastmath<fast> : complex<f32>
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @binary
// CHECK: %0 = complex.add %arg0, %arg1 fastmath<nnan,contract> : complex<f64>
// CHECK: %6 = complex.eq %arg0, %arg1 : complex<f64>
// CHECK: %8 = complex.powi %arg0, %arg2 fastmath<afn> : complex<f64>, i16
// CHECK: %9 = complex.powi %arg0, %arg2 : complex<f64>, i16
// GENERIC: "complex.eq"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (complex<f64>, complex<f64>) -> i1
// GENERIC: "complex.powi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<afn>}> : (complex<f64>, i16) -> complex<f64>
// GENERIC: "complex.powi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (complex<f64>, i16) -> complex<f64>
func.func @binary(%a: complex<f64>, %b: complex<f64>, %n: i16) -> (i1, i1) {
  %0 = complex.add %a, %b fastmath<nnan,contract> : complex<f64>
  %1 = complex.atan2 %a, %b : complex<f64>
  %2 = complex.div %a, %b : complex<f64>
  %3 = complex.mul %a, %b : complex<f64>
  %4 = complex.pow %a, %b : complex<f64>
  %5 = complex.sub %a, %b : complex<f64>
  %6 = complex.eq %a, %b : complex<f64>
  %7 = complex.neq %a, %b : complex<f64>
  %8 = complex.powi %a, %n fastmath<afn> : complex<f64>, i16
  %9 = complex.powi %a, %n : complex<f64>, i16
  return %6, %7 : i1, i1
}

// CHECK-LABEL: func.func @bitcast
// CHECK: %0 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK: %1 = complex.bitcast %arg1 : f64 to complex<f32>
// CHECK: %2 = complex.bitcast %arg0 : complex<f32> to complex<f32>
func.func @bitcast(%a: complex<f32>, %f: f64, %h: complex<bf16>) -> (i64, complex<f32>, complex<f32>, f32) {
  %0 = complex.bitcast %a : complex<f32> to i64
  %1 = complex.bitcast %f : f64 to complex<f32>
  %2 = complex.bitcast %a : complex<f32> to complex<f32>
  %3 = complex.bitcast %h : complex<bf16> to f32
  return %0, %1, %2, %3 : i64, complex<f32>, complex<f32>, f32
}

// The complex arithmetic ops' folds and canonicalization patterns under
// --canonicalize, as mlir-opt 22 applies them: add and sub undo each
// other, adding or subtracting a zero constant (-0 too), multiplying or
// dividing by the constant 1 (mul only with it on the right), neg, conj
// and exp/log pairs; re and im of a negated create become arith.negf of
// the part; chains of complex and arith bitcasts collapse to one (an
// integer-to-integer round trip to nothing). Arithmetic on constants is
// not folded, as in MLIR.
// RUN: terrace-opt --canonicalize %s > %t.terrace
// RUN: %mlir-opt --canonicalize %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt --canonicalize | diff - %t.mlir
// RUN: FileCheck %s < %t.terrace
// The CHECK lines are mlir-opt 22's output.
// CHECK-LABEL: func.func @add_sub
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0
// CHECK-LABEL: func.func @sub_add
// CHECK-NEXT: %0 = complex.add %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %1 = complex.sub %0, %arg0 : complex<f32>
// CHECK-NEXT: return %arg0, %1, %arg0
// CHECK-LABEL: func.func @involutions
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0
// CHECK-LABEL: func.func @by_one
// CHECK: %0 = complex.mul %cst_0, %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.div %arg0, %cst : complex<f32>
// CHECK-NEXT: return %arg0, %arg0, %0, %1
// CHECK-LABEL: func.func @neg_parts
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.negf %arg1 : f32
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-LABEL: func.func @bitcasts
// CHECK-NEXT: %0 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: %1 = complex.bitcast %arg0 : complex<f32> to f64
// CHECK-NEXT: %2 = complex.bitcast %arg2 : f64 to complex<f32>
// CHECK-NEXT: %3 = complex.bitcast %arg1 : i64 to complex<f32>
// CHECK-NEXT: return %arg0, %0, %1, %2, %3, %arg1
// CHECK-LABEL: func.func @consts
// CHECK: %0 = complex.add %cst, %cst_0 : complex<f32>
// CHECK-NEXT: %1 = complex.abs %cst_0 : complex<f32>
// CHECK-NEXT: %2 = complex.eq %cst, %cst_0 : complex<f32>
func.func @add_sub(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %s = complex.sub %a, %b : complex<f32>
  %0 = complex.add %s, %b : complex<f32>
  %1 = complex.add %b, %s : complex<f32>
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %2 = complex.add %a, %z : complex<f32>
  %nz = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %3 = complex.add %a, %nz : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
func.func @sub_add(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %s = complex.add %a, %b : complex<f32>
  %0 = complex.sub %s, %b : complex<f32>
  %1 = complex.sub %s, %a : complex<f32>
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %2 = complex.sub %a, %z : complex<f32>
  return %0, %1, %2 : complex<f32>, complex<f32>, complex<f32>
}
func.func @involutions(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %n = complex.neg %a : complex<f32>
  %0 = complex.neg %n : complex<f32>
  %e = complex.exp %a : complex<f32>
  %1 = complex.log %e : complex<f32>
  %l = complex.log %a : complex<f32>
  %2 = complex.exp %l : complex<f32>
  %c = complex.conj %a : complex<f32>
  %3 = complex.conj %c : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
func.func @by_one(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %0 = complex.mul %a, %one : complex<f32>
  %1 = complex.div %a, %one : complex<f32>
  %2 = complex.mul %one, %a : complex<f32>
  %i = complex.constant [1.0 : f32, 1.0 : f32] : complex<f32>
  %3 = complex.div %a, %i : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
func.func @neg_parts(%x: f32, %y: f32) -> (f32, f32) {
  %c = complex.create %x, %y : complex<f32>
  %n = complex.neg %c : complex<f32>
  %0 = complex.re %n : complex<f32>
  %1 = complex.im %n : complex<f32>
  return %0, %1 : f32, f32
}
func.func @bitcasts(%a: complex<f32>, %i: i64, %f: f64) -> (complex<f32>, i64, f64, complex<f32>, complex<f32>, i64) {
  %0 = complex.bitcast %a : complex<f32> to complex<f32>
  %b = complex.bitcast %a : complex<f32> to i64
  %1 = arith.bitcast %b : i64 to f64
  %2 = arith.bitcast %b : i64 to f64
  %c = arith.bitcast %f : f64 to i64
  %3 = complex.bitcast %c : i64 to complex<f32>
  %d = complex.bitcast %i : i64 to complex<f32>
  %e = complex.bitcast %d : complex<f32> to f64
  %4 = complex.bitcast %e : f64 to complex<f32>
  %5 = complex.bitcast %d : complex<f32> to i64
  return %0, %b, %1, %3, %4, %5 : complex<f32>, i64, f64, complex<f32>, complex<f32>, i64
}
func.func @consts() -> (complex<f32>, f32, i1) {
  %a = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %b = complex.constant [3.0 : f32, 4.0 : f32] : complex<f32>
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.abs %b : complex<f32>
  %2 = complex.eq %a, %b : complex<f32>
  return %0, %1, %2 : complex<f32>, f32, i1
}

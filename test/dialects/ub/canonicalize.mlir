// ub.poison: its syntax (generic and custom) and how folders propagate it.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The CHECK lines are mlir-opt 22's output.

// Poison propagates through arith's folders (addi, casts, float ops), a
// select picks the other side, a shift of poison stays.
func.func @poison(%x: i32, %c: i1, %f: f32) -> (i32, i32, i64, f32, i32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %two = arith.constant 2 : i32
  %0 = arith.addi %x, %p : i32
  %1 = arith.select %c, %p, %x : i32
  %2 = arith.extsi %p : i32 to i64
  %3 = arith.mulf %f, %pf : f32
  %4 = arith.shrsi %p, %two : i32
  return %0, %1, %2, %3, %4 : i32, i32, i64, f32, i32
}
// CHECK-LABEL: func.func @poison(%arg0: i32, %arg1: i1, %arg2: f32) -> (i32, i32, i64, f32, i32) {
// CHECK-NEXT:   %0 = ub.poison : i32
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %1 = ub.poison : i64
// CHECK-NEXT:   %2 = ub.poison : f32
// CHECK-NEXT:   %3 = arith.shrsi %0, %c2_i32 : i32
// CHECK-NEXT:   return %0, %arg0, %1, %2, %3 : i32, i32, i64, f32, i32
// CHECK-NEXT: }
// GENERIC: %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32

// loop-invariant-code-motion hoists what may run speculatively, as MLIR 22: pure ops (remui, remsi, floordivsi included), divui/ceildivui by a non-zero constant, divsi/ceildivsi by a constant that is neither 0 nor -1, scf.if and scf.for with step 1 whose ops all may; not a division by an unknown divisor, a for with another step, execute_region or index_switch.
// RUN: terrace-opt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @f(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %c: i1) {
  %c7 = arith.constant 7 : i32
  %cm1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %c1i = arith.constant 1 : index
  %c2i = arith.constant 2 : index
  scf.for %i = %lb to %ub step %s {
    %1 = arith.divui %a, %c7 : i32
    %2 = arith.divui %a, %b : i32
    %3 = arith.divsi %a, %c7 : i32
    %4 = arith.divsi %a, %cm1 : i32
    %5 = arith.ceildivui %a, %c7 : i32
    %6 = arith.ceildivsi %a, %c7 : i32
    %7 = arith.floordivsi %a, %c7 : i32
    %8 = arith.remui %a, %c7 : i32
    %9 = arith.remsi %a, %c7 : i32
    %10 = arith.remui %a, %b : i32
    %11 = arith.remsi %a, %b : i32
    %12 = arith.divui %a, %c0 : i32
    %13 = arith.ceildivsi %a, %cm1 : i32
    %14 = arith.floordivsi %a, %b : i32
    %15 = scf.if %c -> (i32) {
      %x = arith.addi %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %16 = scf.if %c -> (i32) {
      %x = arith.divui %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %17 = scf.for %j = %lb to %ub step %c1i iter_args(%x = %a) -> (i32) {
      %y = arith.addi %x, %b : i32
      scf.yield %y : i32
    }
    %18 = scf.for %j = %lb to %ub step %c2i iter_args(%x = %a) -> (i32) {
      %y = arith.addi %x, %b : i32
      scf.yield %y : i32
    }
    %19 = scf.execute_region -> i32 {
      %y = arith.addi %a, %b : i32
      scf.yield %y : i32
    }
    %20 = scf.index_switch %s -> i32
    default {
      scf.yield %a : i32
    }
    "test.use"(%1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i1) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.divui %arg3, %c7_i32 : i32
// CHECK-NEXT: %1 = arith.divsi %arg3, %c7_i32 : i32
// CHECK-NEXT: %2 = arith.ceildivui %arg3, %c7_i32 : i32
// CHECK-NEXT: %3 = arith.ceildivsi %arg3, %c7_i32 : i32
// CHECK-NEXT: %4 = arith.floordivsi %arg3, %c7_i32 : i32
// CHECK-NEXT: %5 = arith.remui %arg3, %c7_i32 : i32
// CHECK-NEXT: %6 = arith.remsi %arg3, %c7_i32 : i32
// CHECK-NEXT: %7 = arith.remui %arg3, %arg4 : i32
// CHECK-NEXT: %8 = arith.remsi %arg3, %arg4 : i32
// CHECK-NEXT: %9 = arith.floordivsi %arg3, %arg4 : i32
// CHECK-NEXT: %10 = scf.if %arg5 -> (i32) {
// CHECK-NEXT: %12 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: scf.yield %12 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %11 = scf.for %arg6 = %arg0 to %arg1 step %c1 iter_args(%arg7 = %arg3) -> (i32) {
// CHECK-NEXT: %12 = arith.addi %arg7, %arg4 : i32
// CHECK-NEXT: scf.yield %12 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %12 = arith.divui %arg3, %arg4 : i32
// CHECK-NEXT: %13 = arith.divsi %arg3, %c-1_i32 : i32
// CHECK-NEXT: %14 = arith.divui %arg3, %c0_i32 : i32
// CHECK-NEXT: %15 = arith.ceildivsi %arg3, %c-1_i32 : i32
// CHECK-NEXT: %16 = scf.if %arg5 -> (i32) {
// CHECK-NEXT: %20 = arith.divui %arg3, %arg4 : i32
// CHECK-NEXT: scf.yield %20 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %17 = scf.for %arg7 = %arg0 to %arg1 step %c2 iter_args(%arg8 = %arg3) -> (i32) {
// CHECK-NEXT: %20 = arith.addi %arg8, %arg4 : i32
// CHECK-NEXT: scf.yield %20 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %18 = scf.execute_region -> i32 {
// CHECK-NEXT: %20 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: scf.yield %20 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %19 = scf.index_switch %arg2 -> i32
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%0, %12, %1, %13, %2, %3, %4, %5, %6, %7, %8, %14, %15, %9, %10, %16, %11, %17, %18, %19) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

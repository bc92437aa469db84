// loop-invariant-code-motion: pure ops whose operands come from outside move in front of the loop, inner loops first, chains of them in order; a division (not speculatable) and an op with unknown effects stay.
// RUN: terrace-opt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @licm(%lb: index, %ub: index, %st: index, %x: i32, %y: i32) -> i32 {
  %init = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (i32) {
    %a = arith.addi %x, %y : i32
    %b = arith.muli %a, %a : i32
    %c = arith.addi %acc, %b : i32
    %d = arith.divsi %x, %y : i32
    %e = arith.addi %c, %d : i32
    %inner = scf.for %j = %lb to %ub step %st iter_args(%acc2 = %e) -> (i32) {
      %k = arith.constant 7 : i32
      %m = arith.muli %x, %k : i32
      %n = arith.addi %acc2, %m : i32
      scf.yield %n : i32
    }
    "test.effect"(%a) : (i32) -> ()
    scf.yield %inner : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @licm(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %2 = arith.muli %arg3, %c7_i32 : i32
// CHECK-NEXT:   %3 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %c0_i32) -> (i32) {
// CHECK-NEXT:     %4 = arith.addi %arg6, %1 : i32
// CHECK-NEXT:     %5 = arith.divsi %arg3, %arg4 : i32
// CHECK-NEXT:     %6 = arith.addi %4, %5 : i32
// CHECK-NEXT:     %7 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %6) -> (i32) {
// CHECK-NEXT:       %8 = arith.addi %arg8, %2 : i32
// CHECK-NEXT:       scf.yield %8 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.effect"(%0) : (i32) -> ()
// CHECK-NEXT:     scf.yield %7 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %3 : i32
// CHECK-NEXT: }

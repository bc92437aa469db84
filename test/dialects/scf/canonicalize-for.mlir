// scf.for canonicalization: loops with a constant trip count of 0 or 1 (signed, unsigned, narrow types, overflowing bounds, steps read as negative), empty loops yielding outside values, and the generic region-branch patterns on iter_args (forwarded, duplicate, dead).
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @trip(%a: i32, %n: index) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %r0 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %x, %ii : i32
    scf.yield %s : i32
  }
  %r1 = scf.for %i = %c4 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  %e = arith.addi %a, %a : i32
  %r2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %e : i32
  }
  %n4 = arith.addi %n, %c4 : index
  %r3 = scf.for %i = %n to %n4 step %c10 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @trip(%arg0: i32, %arg1: index) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %arg1, %c4 : index
// CHECK-NEXT: %2 = scf.for %arg2 = %arg1 to %1 step %c10 iter_args(%arg3 = %arg0) -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %arg0, %0, %2 : i32, i32, i32, i32
// CHECK-NEXT: }

func.func @same_bounds(%a: i32, %n: index, %s: index) -> i32 {
  %r = scf.for %i = %n to %n step %s iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @same_bounds(%arg0: i32, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

func.func @zero_trip_dynamic_step(%a: i32, %s: index) -> i32 {
  %lb = arith.constant 5 : index
  %ub = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @zero_trip_dynamic_step(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

func.func @i8_bounds(%a: i32) -> (i32, i32, i32, i32, i32) {
  %m100 = arith.constant -100 : i8
  %c20 = arith.constant 20 : i8
  %c100 = arith.constant 100 : i8
  %c7 = arith.constant 7 : i8
  %c120 = arith.constant 120 : i8
  %cm56 = arith.constant -56 : i8
  %r0 = scf.for %i = %m100 to %c20 step %c120 iter_args(%x = %a) -> (i32) : i8 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %r1 = scf.for %i = %m100 to %c100 step %c7 iter_args(%x = %a) -> (i32) : i8 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %r2 = scf.for %i = %m100 to %c20 step %c7 iter_args(%x = %a) -> (i32) : i8 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %r3 = scf.for unsigned %i = %c20 to %c100 step %cm56 iter_args(%x = %a) -> (i32) : i8 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %r4 = scf.for unsigned %i = %c100 to %m100 step %c120 iter_args(%x = %a) -> (i32) : i8 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %r0, %r1, %r2, %r3, %r4 : i32, i32, i32, i32, i32
}
// CHECK-LABEL: func.func @i8_bounds(%arg0: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c-100_i8 = arith.constant -100 : i8
// CHECK-NEXT: %c20_i8 = arith.constant 20 : i8
// CHECK-NEXT: %c7_i8 = arith.constant 7 : i8
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = scf.for %arg1 = %c-100_i8 to %c20_i8 step %c7_i8 iter_args(%arg2 = %arg0) -> (i32)  : i8 {
// CHECK-NEXT: %3 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0, %arg0, %1, %arg0, %2 : i32, i32, i32, i32, i32
// CHECK-NEXT: }

func.func @unsigned_wrap(%a: i32) -> (i32, i32) {
  %cm1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %r0 = scf.for unsigned %i = %c1 to %cm1 step %c5 iter_args(%x = %a) -> (i32) : i32 {
    %s = arith.addi %x, %i : i32
    scf.yield %s : i32
  }
  %r1 = scf.for unsigned %i = %cm1 to %c1 step %c5 iter_args(%x = %a) -> (i32) : i32 {
    %s = arith.addi %x, %i : i32
    scf.yield %s : i32
  }
  return %r0, %r1 : i32, i32
}
// CHECK-LABEL: func.func @unsigned_wrap(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = scf.for unsigned %arg1 = %c1_i32 to %c-1_i32 step %c5_i32 iter_args(%arg2 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %1 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg0 : i32, i32
// CHECK-NEXT: }

func.func @iter_args(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r0, %r1, %r2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %a) -> (i32, i32, i32) {
    %s = arith.addi %y, %y : i32
    scf.yield %x, %s, %z : i32, i32, i32
  }
  return %r0, %r1, %r2 : i32, i32, i32
}
// CHECK-LABEL: func.func @iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0, %arg3 : i32, i32, i32
// CHECK-NEXT: }

func.func @dead_iter_arg(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> i32 {
  %r0, %r1 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %s = arith.addi %y, %y : i32
    %t = "test.op"(%x) : (i32) -> i32
    scf.yield %t, %s : i32, i32
  }
  return %r1 : i32
}
// CHECK-LABEL: func.func @dead_iter_arg(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.addi %arg7, %arg7 : i32
// CHECK-NEXT: %2 = "test.op"(%arg6) : (i32) -> i32
// CHECK-NEXT: scf.yield %2, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : i32
// CHECK-NEXT: }

func.func @unused_iter_arg(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> i32 {
  %r0, %r1 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %s = arith.addi %y, %y : i32
    %t = "test.op"() : () -> i32
    scf.yield %t, %s : i32, i32
  }
  return %r1 : i32
}
// CHECK-LABEL: func.func @unused_iter_arg(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: %2 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @duplicate_iter_args(%lb: index, %ub: index, %st: index, %a: i32) -> (i32, i32) {
  %r0, %r1 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %s = arith.addi %x, %y : i32
    scf.yield %s, %s : i32, i32
  }
  return %r0, %r1 : i32, i32
}
// CHECK-LABEL: func.func @duplicate_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }

func.func @empty_loops(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
  }
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}
// CHECK-LABEL: func.func @empty_loops(%arg0: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }

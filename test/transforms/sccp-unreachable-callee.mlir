// sccp: a callee that can leave through a terminator other than a return (ub.unreachable) gives its calls results nothing is known of, as MLIR 22's analysis counts any terminator without successors as a way out; regions behind such results run (their ops fold). A callee that never leaves (an endless loop) gives no results, and what only they reach stays unvisited.
// RUN: terrace-opt --sccp --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --sccp --split-input-file %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func private @c0(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %k = arith.constant 7 : i32
  return %k : i32
^bb2:
  ub.unreachable
}
// CHECK-LABEL: func.func private @c0(%arg0: i1) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %c7_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: }
func.func @c1(%c: i1) -> i32 {
  %r = func.call @c0(%c) : (i1) -> i32
  return %r : i32
}
// CHECK-LABEL: func.func @c1(%arg0: i1) -> i32 {
// CHECK-NEXT: %0 = call @c0(%arg0) : (i1) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func private @d0(%a0: f32) -> (i32, f32) {
  ub.unreachable
}
// CHECK-LABEL: func.func private @d0(%arg0: f32) -> (i32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: }
func.func @d1(%a0: f32, %a1: i1) -> i1 {
  %v3 = arith.constant 1 : i32
  %v20 = arith.constant 0.000000e+00 : f32
  %v21:2 = func.call @d0(%v20) : (f32) -> (i32, f32)
  %v22 = arith.constant 2 : i32
  %v23 = arith.constant 0 : i32
  %v25 = arith.constant 64 : index
  %v31:2 = scf.for %v26 = %v22 to %v21#0 step %v22 iter_args(%v27 = %a0, %v28 = %v25) -> (f32, index) : i32 {
    %v30 = arith.minsi %v3, %v23 : i32
    scf.yield %a0, %v28 : f32, index
  }
  %b = arith.cmpi eq, %v21#0, %v23 : i32
  %i = scf.if %b -> i32 {
    %q = arith.minsi %v3, %v23 : i32
    scf.yield %q : i32
  } else {
    scf.yield %v3 : i32
  }
  return %a1 : i1
}
// CHECK-LABEL: func.func @d1(%arg0: f32, %arg1: i1) -> i1 {
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = call @d0(%cst) : (f32) -> (i32, f32)
// CHECK-NEXT: %1:2 = scf.for %arg2 = %c2_i32 to %0#0 step %c2_i32 iter_args(%arg3 = %arg0, %arg4 = %c64) -> (f32, index)  : i32 {
// CHECK-NEXT: scf.yield %arg0, %c64 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.cmpi eq, %0#0, %c0_i32 : i32
// CHECK-NEXT: %3 = scf.if %2 -> (i32) {
// CHECK-NEXT: scf.yield %c0_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : i1
// CHECK-NEXT: }

// -----

func.func private @e0(%a0: f32) -> (i32, f32) {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}
// CHECK-LABEL: func.func private @e0(%arg0: f32) -> (i32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
func.func @e1(%a0: f32, %a1: i1) -> i1 {
  %v3 = arith.constant 1 : i32
  %v20 = arith.constant 0.000000e+00 : f32
  %v21:2 = func.call @e0(%v20) : (f32) -> (i32, f32)
  %v22 = arith.constant 2 : i32
  %v23 = arith.constant 0 : i32
  %v25 = arith.constant 64 : index
  %v31:2 = scf.for %v26 = %v22 to %v21#0 step %v22 iter_args(%v27 = %a0, %v28 = %v25) -> (f32, index) : i32 {
    %v30 = arith.minsi %v3, %v23 : i32
    scf.yield %a0, %v28 : f32, index
  }
  %b = arith.cmpi eq, %v21#0, %v23 : i32
  %i = scf.if %b -> i32 {
    %q = arith.minsi %v3, %v23 : i32
    scf.yield %q : i32
  } else {
    scf.yield %v3 : i32
  }
  return %a1 : i1
}
// CHECK-LABEL: func.func @e1(%arg0: f32, %arg1: i1) -> i1 {
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = call @e0(%cst) : (f32) -> (i32, f32)
// CHECK-NEXT: %1:2 = scf.for %arg2 = %c2_i32 to %0#0 step %c2_i32 iter_args(%arg3 = %arg0, %arg4 = %c64) -> (f32, index)  : i32 {
// CHECK-NEXT: %4 = arith.minsi %c1_i32, %c0_i32 : i32
// CHECK-NEXT: scf.yield %arg0, %arg4 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.cmpi eq, %0#0, %c0_i32 : i32
// CHECK-NEXT: %3 = scf.if %2 -> (i32) {
// CHECK-NEXT: %4 = arith.minsi %c1_i32, %c0_i32 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : i1
// CHECK-NEXT: }

// inline through recursion, as MLIR 22: a function that calls itself, or that calls back its caller (a -> b -> a), is not inlined; longer cycles are inlined until a call that came from inlining a function would inline it again (the inline history).
// RUN: terrace-opt --inline --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --inline --split-input-file %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @a(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %p = arith.cmpi sgt, %x, %c : i32
  %r = scf.if %p -> i32 {
    %y = func.call @b(%x) : (i32) -> i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @a(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = scf.if %0 -> (i32) {
// CHECK-NEXT: %2 = func.call @b(%arg0) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @b(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %s = arith.subi %x, %one : i32
  %r = func.call @a(%s) : (i32) -> i32
  return %r : i32
}
// CHECK-LABEL: func.func @b(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = call @a(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @self(%x: i32) -> i32 {
  %r = func.call @self(%x) : (i32) -> i32
  return %r : i32
}
// CHECK-LABEL: func.func @self(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @self(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func @a3(%x: i32) -> i32 {
  %r = func.call @b3(%x) : (i32) -> i32
  return %r : i32
}
// CHECK-LABEL: func.func @a3(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %0, %c0_i32 : i32
// CHECK-NEXT: %2 = scf.if %1 -> (i32) {
// CHECK-NEXT: %3 = arith.subi %arg0, %c2_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %3, %c0_i32 : i32
// CHECK-NEXT: %5 = scf.if %4 -> (i32) {
// CHECK-NEXT: %6 = arith.subi %arg0, %c3_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sgt, %6, %c0_i32 : i32
// CHECK-NEXT: %8 = scf.if %7 -> (i32) {
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT: %9 = arith.subi %6, %c1_i32_1 : i32
// CHECK-NEXT: %10 = arith.cmpi sgt, %9, %c0_i32_0 : i32
// CHECK-NEXT: %11 = scf.if %10 -> (i32) {
// CHECK-NEXT: %12 = func.call @b3(%9) : (i32) -> i32
// CHECK-NEXT: scf.yield %12 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %9 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %11 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %8 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @b3(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %s = arith.subi %x, %one : i32
  %r = func.call @c3(%s) : (i32) -> i32
  return %r : i32
}
// CHECK-LABEL: func.func @b3(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %0, %c0_i32 : i32
// CHECK-NEXT: %2 = scf.if %1 -> (i32) {
// CHECK-NEXT: %3 = func.call @b3(%0) : (i32) -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @c3(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %p = arith.cmpi sgt, %x, %c : i32
  %r = scf.if %p -> i32 {
    %y = func.call @a3(%x) : (i32) -> i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @c3(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = scf.if %0 -> (i32) {
// CHECK-NEXT: %2 = func.call @b3(%arg0) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

// -----

func.func private @p(%x: i32) -> i32 {
  %r = func.call @q(%x) : (i32) -> i32
  return %r : i32
}
func.func private @q(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %s = arith.subi %x, %one : i32
  %r = func.call @r(%s) : (i32) -> i32
  return %r : i32
}
// CHECK-LABEL: func.func private @q(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: %2 = call @q(%1) : (i32) -> i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func private @r(%x: i32) -> i32 {
  %t = func.call @s(%x) : (i32) -> i32
  %u = func.call @p(%t) : (i32) -> i32
  return %u : i32
}
func.func private @s(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}
func.func @entry(%x: i32) -> i32 {
  %r = func.call @p(%x) : (i32) -> i32
  return %r : i32
}
// CHECK-LABEL: func.func @entry(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: %2 = arith.subi %1, %c1_i32 : i32
// CHECK-NEXT: %3 = arith.muli %2, %2 : i32
// CHECK-NEXT: %4 = arith.subi %3, %c1_i32 : i32
// CHECK-NEXT: %5 = arith.muli %4, %4 : i32
// CHECK-NEXT: %6 = arith.subi %5, %c1_i32 : i32
// CHECK-NEXT: %7 = arith.muli %6, %6 : i32
// CHECK-NEXT: %8 = arith.subi %7, %c1_i32 : i32
// CHECK-NEXT: %9 = arith.muli %8, %8 : i32
// CHECK-NEXT: %10 = arith.subi %9, %c1_i32 : i32
// CHECK-NEXT: %11 = arith.muli %10, %10 : i32
// CHECK-NEXT: %12 = arith.subi %11, %c1_i32 : i32
// CHECK-NEXT: %13 = arith.muli %12, %12 : i32
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: %14 = arith.subi %13, %c1_i32_0 : i32
// CHECK-NEXT: %15 = arith.muli %14, %14 : i32
// CHECK-NEXT: %16 = call @q(%15) : (i32) -> i32
// CHECK-NEXT: return %16 : i32
// CHECK-NEXT: }

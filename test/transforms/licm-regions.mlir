// loop-invariant-code-motion hoists from every region of a loop (scf.while's before and after regions in turn) and out of scf.parallel; only values defined outside the whole loop count as invariant.
// RUN: terrace-opt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @while_after(%x: i32, %c: i1) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %k = arith.addi %x, %x : i32
    scf.condition(%c) %k : i32
  } do {
  ^bb0(%b: i32):
    %m = arith.muli %x, %x : i32
    %n = arith.addi %m, %b : i32
    %p = arith.subi %m, %x : i32
    scf.yield %p : i32
  }
  return %r : i32
}
func.func @parallel(%lb: index, %ub: index, %x: i32) {
  scf.parallel (%i) = (%lb) to (%ub) step (%lb) {
    %m = arith.muli %x, %x : i32
    "test.use"(%m, %i) : (i32, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @while_after(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.subi %1, %arg0 : i32
// CHECK-NEXT: %3 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%arg1) %0 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %4 = arith.addi %1, %arg2 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel(%arg0: index, %arg1: index, %arg2: i32) {
// CHECK-NEXT: %0 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT: scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg0) {
// CHECK-NEXT: "test.use"(%0, %arg3) : (i32, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// scf.while canonicalization: the condition is true in the after region, cmpi re-evaluated there folds, condition operands realign with the before arguments, an scf.if on the condition moves into the after region, and the generic region-branch patterns drop invariant, duplicate and unused values.
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @truth(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%y: i32, %b: i1):
    %n = "test.next"(%y, %b) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}
// CHECK-LABEL: func.func @truth(%arg0: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1, %true) : (i32, i1) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @cmp(%a: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %c2 = arith.cmpi slt, %y, %n : i32
    %c3 = arith.cmpi sge, %y, %n : i32
    %c4 = arith.cmpi sgt, %y, %n : i32
    %v = "test.next"(%y, %c2, %c3, %c4) : (i32, i1, i1, i1) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @cmp(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = "test.next"(%arg2, %true, %false, %1) : (i32, i1, i1, i1) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @align(%a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %n:2 = "test.next"(%q, %p) : (i32, f32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  }
  return %r#1, %r#0 : i32, f32
}
// CHECK-LABEL: func.func @align(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg3) : (i32, f32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT: %1:2 = "test.next"(%arg2, %arg3) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: scf.yield %1#0, %1#1 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, f32
// CHECK-NEXT: }

func.func @invariant(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// CHECK-LABEL: func.func @invariant(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }

func.func @duplicate(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}
// CHECK-LABEL: func.func @duplicate(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }

func.func @unused(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p) : (i32) -> i32
    %m = arith.addi %q, %q : i32
    scf.yield %n, %m : i32, i32
  }
  return %r#0 : i32
}
// CHECK-LABEL: func.func @unused(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: %2 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }

func.func @move_if_down(%a: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    %k = arith.addi %x, %n : i32
    %v = scf.if %c -> (i32) {
      %s = arith.muli %k, %x : i32
      %t = "test.op"(%s, %k) : (i32, i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%y: i32):
    %n2 = "test.next"(%y) : (i32) -> i32
    scf.yield %n2 : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @move_if_down(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0) : (i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2, %2 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = arith.muli %arg3, %arg2 : i32
// CHECK-NEXT: %2 = "test.op"(%1, %arg3) : (i32, i32) -> i32
// CHECK-NEXT: %3 = "test.next"(%2) : (i32) -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
func.func @move_if_down_noresult(%a: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.if %c {
      "test.op"(%x) : (i32) -> ()
    }
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n2 = "test.next"(%y) : (i32) -> i32
    scf.yield %n2 : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @move_if_down_noresult(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: "test.op"(%arg2) : (i32) -> ()
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

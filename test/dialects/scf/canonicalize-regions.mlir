// scf.execute_region and scf.index_switch canonicalization: single- and multi-block execute_regions are inlined (not when no_inline, not a multi-block one outside a function), a constant index picks its case, unused results go.
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @single(%a: i32) -> i32 {
  "test.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    %s = "test.val"(%a) : (i32) -> i32
    scf.yield %s : i32
  }
  "test.after"(%r) : (i32) -> ()
  return %r : i32
}
// CHECK-LABEL: func.func @single(%arg0: i32) -> i32 {
// CHECK-NEXT: "test.before"() : () -> ()
// CHECK-NEXT: %0 = "test.val"(%arg0) : (i32) -> i32
// CHECK-NEXT: "test.after"(%0) : (i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @no_inline(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %s = "test.val"(%a) : (i32) -> i32
    scf.yield %s : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @no_inline(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %1 = "test.val"(%arg0) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @multi(%c: i1) -> i64 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i64
    cf.br ^bb3(%x : i64)
  ^bb2:
    %y = "test.val2"() : () -> i64
    cf.br ^bb3(%y : i64)
  ^bb3(%z: i64):
    scf.yield %z : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return %v : i64
}
// CHECK-LABEL: func.func @multi(%arg0: i1) -> i64 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.val1"() : () -> i64
// CHECK-NEXT: cf.br ^bb3(%0 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.val2"() : () -> i64
// CHECK-NEXT: cf.br ^bb3(%1 : i64)
// CHECK-NEXT: ^bb3(%2: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.bar"(%2) : (i64) -> ()
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: }

func.func @multi_nested(%c: i1, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %v = scf.execute_region -> i64 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %x = "test.val1"() : () -> i64
      scf.yield %x : i64
    ^bb2:
      %y = "test.val2"() : () -> i64
      scf.yield %y : i64
    }
    "test.bar"(%v) : (i64) -> ()
  }
  return
}
// CHECK-LABEL: func.func @multi_nested(%arg0: i1, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %0 = scf.execute_region -> i64 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.val1"() : () -> i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = "test.val2"() : () -> i64
// CHECK-NEXT: scf.yield %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: "test.bar"(%0) : (i64) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @switch_const(%a: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c2 -> i32
  case 2 {
    %s = "test.two"(%a) : (i32) -> i32
    scf.yield %s : i32
  }
  default {
    scf.yield %a : i32
  }
  %q = scf.index_switch %c7 -> i32
  case 2 {
    %s = "test.two"(%a) : (i32) -> i32
    scf.yield %s : i32
  }
  default {
    %s = "test.other"(%a) : (i32) -> i32
    scf.yield %s : i32
  }
  return %r, %q : i32, i32
}
// CHECK-LABEL: func.func @switch_const(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = "test.two"(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = "test.other"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }

func.func @switch_results(%i: index, %a: i32, %b: i32) -> (i32, i32) {
  %r0, %r1, %r2 = scf.index_switch %i -> i32, i32, i32
  case 2 {
    %s = "test.two"(%a, %b) : (i32, i32) -> i32
    scf.yield %s, %a, %s : i32, i32, i32
  }
  default {
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %r0, %r1 : i32, i32
}
// CHECK-LABEL: func.func @switch_results(%arg0: index, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: %1 = "test.two"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }

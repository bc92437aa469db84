// cf canonicalization: constant conditions, pass-through blocks collapse (with weights kept), identical successors (with selects for differing operands), a cond_br after a cond_br on the same condition, the condition known in its successors, unreachable successors dropped, and the switch patterns.
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c weights([30, 70]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb2:
  "test.y"() : () -> ()
  cf.br ^bb3(%b, %a : i32, i32)
^bb3(%p: i32, %q: i32):
  "test.z"(%p, %q) : (i32, i32) -> ()
  return %p : i32
}
// CHECK-LABEL: func.func @pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0 weights([30, 70]), ^bb2(%arg1, %arg2 : i32, i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: cf.br ^bb2(%arg2, %arg1 : i32, i32)
// CHECK-NEXT: ^bb2(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.z"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @br_pass_through(%a: i32) -> i32 {
  "test.x"() : () -> ()
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  "test.y"() : () -> ()
  cf.br ^bb2(%x : i32)
}
// CHECK-LABEL: func.func @br_pass_through(%arg0: i32) -> i32 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }

func.func @identical_select(%c: i1, %a: i32, %b: i32) -> i32 {
  "test.x"() : () -> ()
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "test.y"(%x, %y) : (i32, i32) -> ()
  return %x : i32
}
// CHECK-LABEL: func.func @identical_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: "test.y"(%0, %arg1) : (i32, i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @same_condition(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "test.b"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
}
// CHECK-LABEL: func.func @same_condition(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: "test.d"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"(%c) : (i1) -> ()
  return
^bb2:
  "test.b"(%c) : (i1) -> ()
  return
}
// CHECK-LABEL: func.func @truth(%arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"(%true) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.b"(%false) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @unreachable(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "test.x"() : () -> ()
  return %x : i32
^bb2:
  ub.unreachable
}
// CHECK-LABEL: func.func @unreachable(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }

func.func @both_unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  ub.unreachable
}
// CHECK-LABEL: func.func @both_unreachable(%arg0: i1) {
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: }

func.func @switch_default_only(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
// CHECK-LABEL: func.func @switch_default_only(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }

func.func @switch_drop_cases(%f: i32, %a: i32, %b: i32) {
  "test.x"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2,
    44: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  "test.y"(%x) : (i32) -> ()
  return
^bb2:
  "test.z"() : () -> ()
  return
}
// CHECK-LABEL: func.func @switch_drop_cases(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 43: ^bb2,
// CHECK-NEXT: 44: ^bb1(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "test.y"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.z"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @switch_const(%a: i32) {
  %c = arith.constant 43 : i32
  "test.x"() : () -> ()
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
}
// CHECK-LABEL: func.func @switch_const(%arg0: i32) {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @switch_pass_through(%f: i32, %a: i32) {
  "test.x"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2(%a : i32)
  ]
^bb1:
  cf.br ^bb3(%a : i32)
^bb2(%x: i32):
  cf.br ^bb4(%x : i32)
^bb3(%y: i32):
  "test.a"(%y) : (i32) -> ()
  return
^bb4(%z: i32):
  "test.b"(%z) : (i32) -> ()
  return
}
// CHECK-LABEL: func.func @switch_pass_through(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 42: ^bb2(%arg1 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "test.a"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: "test.b"(%1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @switch_same_flag(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.d"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  "test.e"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  "test.a"() : () -> ()
  return
^bb4:
  "test.b"() : () -> ()
  return
^bb5:
  "test.c"() : () -> ()
  return
}
// CHECK-LABEL: func.func @switch_same_flag(%arg0: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 42: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.d"() : () -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 43: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.e"() : () -> ()
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

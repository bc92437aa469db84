// canonicalize's region simplification (MLIR's eraseUnreachableBlocks and runRegionDCE): a block argument only fed back to itself through a loop is dead, and so are the ops computing only it; blocks unreachable from the entry go even when they form a cycle.
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @loop_carried(%a: i32) {
  "test.x"() : () -> ()
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  "test.y"() : () -> ()
  %n = arith.addi %x, %x : i32
  cf.br ^bb2(%n : i32)
}
// CHECK-LABEL: func.func @loop_carried(%arg0: i32) {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }

func.func @loop_used(%a: i32) {
  "test.x"() : () -> ()
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  "test.y"(%x) : (i32) -> ()
  cf.br ^bb2(%x : i32)
}
// CHECK-LABEL: func.func @loop_used(%arg0: i32) {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.y"(%0) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb1(%0 : i32)
// CHECK-NEXT: }

func.func @dead_cycle(%c: i1) -> index {
  %t = arith.constant true
  cf.cond_br %t, ^bb3, ^bb2(%c : i1)
^bb1:
  %n = arith.xori %c, %t : i1
  cf.cond_br %n, ^bb3, ^bb2(%n : i1)
^bb2(%b: i1):
  %f = arith.constant false
  cf.cond_br %f, ^bb3, ^bb1
^bb3:
  %r = arith.constant 4 : index
  return %r : index
}
// CHECK-LABEL: func.func @dead_cycle(%arg0: i1) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
// CHECK-NEXT: }

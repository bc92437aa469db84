// cse: identical side-effect-free ops merge into the first (commutative operands compared as a set), dead ops go, unknown ops are left alone, blocks see only what dominates them.
// RUN: terrace-opt --allow-unregistered-dialect --cse %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --cse %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

// Identical pure ops merge into the first; commutative operands compare as a set.
func.func @simple(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %x, %y : i32
  %1 = arith.addi %x, %y : i32
  %2 = arith.muli %x, %y : i32
  %3 = arith.muli %y, %x : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @simple(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %0, %1, %1 : i32, i32, i32, i32

// Different attributes or flags keep ops apart; constants merge.
func.func @attributes(%x: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %x, %c1b overflow<nsw> : i32
  %2 = arith.addi %x, %c1b : i32
  %3 = arith.addi %x, %c1 {tag} : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @attributes(%arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c1_i32 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %c1_i32 {tag} : i32
// CHECK-NEXT: return %0, %1, %0, %2 : i32, i32, i32, i32

// Unknown ops may have side effects: never merged nor removed.
func.func @side_effects(%x: i32) -> (i32, i32) {
  %0 = "test.op"(%x) : (i32) -> i32
  %1 = "test.op"(%x) : (i32) -> i32
  "test.sink"() : () -> ()
  return %0, %1 : i32, i32
}
// CHECK-LABEL: func.func @side_effects(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT: "test.sink"() : () -> ()
// CHECK-NEXT: return %0, %1 : i32, i32

// Dead pure ops go.
func.func @dead(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = arith.addi %x, %x : i32
  return %1 : i32
}
// CHECK-LABEL: func.func @dead(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32

// An unknown op might be isolated from above: ops in its region do not
// merge with ops outside it.
func.func @nested(%x: i32) -> (i32, i32) {
  %0 = arith.addi %x, %x : i32
  %r = "test.region"() ({
    %1 = arith.addi %x, %x : i32
    %2 = arith.addi %x, %x : i32
    "test.yield"(%2) : (i32) -> ()
  }) : () -> i32
  return %0, %r : i32, i32
}
// CHECK-LABEL: func.func @nested(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = "test.region"() ({
// CHECK-NEXT:   %2 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   "test.yield"(%2) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: return %0, %1 : i32, i32

// Across blocks: a dominating block's op replaces later ones; siblings do not merge.
func.func @blocks(%x: i32, %c: i1) -> i32 {
  %0 = arith.addi %x, %x : i32
  "test.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %x, %x : i32
  "test.br"(%2)[^bb3] : (i32) -> ()
^bb2:
  %3 = arith.muli %x, %x : i32
  "test.br"(%3)[^bb3] : (i32) -> ()
^bb3(%a: i32):
  %4 = arith.addi %x, %x : i32
  %5 = arith.addi %a, %4 : i32
  return %5 : i32
}
// CHECK-LABEL: func.func @blocks(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: "test.cond_br"(%arg1)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: "test.br"(%0)[^bb3] : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: "test.br"(%1)[^bb3] : (i32) -> ()
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %3 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: return %4 : i32

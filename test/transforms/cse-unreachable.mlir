// cse walks the dominator tree from the entry block: a block no path reaches is left as it is (its duplicates and dead ops too), as MLIR 22 does.
// RUN: terrace-opt --cse %s | FileCheck %s
// RUN: %mlir-opt --cse %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @unreachable_block(%a: i32, %c: i1) -> (i32, i32) {
  %x = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = arith.addi %a, %a : i32
  return %x, %y : i32, i32
^bb2:
  return %x, %x : i32, i32
^bb3:
  %z = arith.addi %a, %a : i32
  %w = arith.addi %a, %a : i32
  %dead = arith.muli %a, %a : i32
  return %z, %w : i32, i32
}
// CHECK-LABEL: func.func @unreachable_block(%arg0: i32, %arg1: i1) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: ^bb3:  // no predecessors
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %3 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %1, %2 : i32, i32
// CHECK-NEXT: }

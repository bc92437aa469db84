// remove-dead-values decides a block's arguments by the first branch to it, as MLIR 22 does; when another predecessor still passes a live value the IR is invalid, and the verifier says so (no output is written).
// RUN: not terrace-opt --remove-dead-values %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt --remove-dead-values %s 2>&1 | FileCheck %s

// CHECK: remove-dead-values-invalid.mlir:10:3: error: branch has 1 operands for successor #0, but target block has 0
func.func @mismatch(%cond: i1, %x: i32, %y: i32) -> i32 {
  %d = arith.addi %x, %y : i32
  cf.cond_br %cond, ^bb1(%d : i32), ^bb2
^bb2:
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  return %x : i32
}

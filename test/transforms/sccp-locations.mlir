// sccp's constants have unknown locations and come out in reverse order of creation (each goes to the front of the entry block); the ops that stay keep theirs.
// RUN: terrace-opt --sccp --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: %mlir-opt --sccp --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

// CHECK-LABEL: func.func @locations
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32 loc(unknown)
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32 loc(unknown)
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32 loc(unknown)
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32 loc("use")
// CHECK-NEXT: return %0 : i32 loc("ret")
func.func @locations(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("one")
  %c2 = arith.constant 2 : i32 loc("two")
  %a = arith.addi %c1, %c2 : i32 loc("sum")
  %b = arith.addi %x, %a : i32 loc("use")
  return %b : i32 loc("ret")
}

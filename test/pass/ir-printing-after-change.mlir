// --mlir-print-ir-after-change: an after-pass dump only when the pass changed
// the op it ran on. CSE changes @f (the duplicate add goes) and leaves @g
// alone; canonicalize then changes nothing anywhere. Same text as mlir-opt.
// RUN: terrace-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s
// RUN: %mlir-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s

// CHECK:      // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-NOT:  IR Dump

func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

func.func @g(%x: i32) -> i32 {
  return %x : i32
}

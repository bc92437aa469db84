// --mlir-print-ir-before/after(-all|-failure): the op a pass ran on, before or after it, on stderr; the same text as mlir-opt.
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(cse),canonicalize)' --mlir-print-ir-before=cse --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: %mlir-opt %s --pass-pipeline='builtin.module(func.func(cse),canonicalize)' --mlir-print-ir-before=cse --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s

// CHECK:      // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:   %1 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:   %2 = arith.muli %0, %1 : i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: module {
// CHECK:      {{^}}}
// CHECK-EMPTY:
// CHECK-EMPTY:

func.func @f(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %x, %c : i32
  %1 = arith.addi %x, %c : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}


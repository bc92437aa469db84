// lower-affine as mlir-opt 22 does it for affine.apply: each result written
// out with arith ops (products nsw; mod, floordiv and ceildiv rounding
// toward negative infinity). The CHECK lines are mlir-opt's output; both
// tools must print the same bytes.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --lower-affine %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --lower-affine %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --lower-affine %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --lower-affine %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --lower-affine --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --lower-affine --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @a(%i: index, %j: index, %k: index) -> (index, index, index, index, index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (-d0 + 3)>(%i)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%i, %j)
  %2 = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s1 * s2)>()[%i, %j, %k]
  %3 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
  %4 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
  %5 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
  %6 = affine.apply affine_map<(d0) -> (-d0)>(%i)
  %7 = affine.apply affine_map<(d0)[s0] -> (d0 - s0 * 5 + 7)>(%i)[%j]
  %c3 = arith.constant 3 : index
  %8 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%c3, %j)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @a(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c-1 overflow<nsw> : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %1 = arith.addi %0, %c3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.muli %arg0, %c2 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %2, %arg1 : index
// CHECK-NEXT: %4 = arith.muli %arg1, %arg2 overflow<nsw> : index
// CHECK-NEXT: %5 = arith.addi %arg0, %4 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %6 = arith.remsi %arg0, %c4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %c0 : index
// CHECK-NEXT: %8 = arith.addi %6, %c4 : index
// CHECK-NEXT: %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c-1_2 = arith.constant -1 : index
// CHECK-NEXT: %10 = arith.cmpi slt, %arg0, %c0_1 : index
// CHECK-NEXT: %11 = arith.subi %c-1_2, %arg0 : index
// CHECK-NEXT: %12 = arith.select %10, %11, %arg0 : index
// CHECK-NEXT: %13 = arith.divsi %12, %c4_0 : index
// CHECK-NEXT: %14 = arith.subi %c-1_2, %13 : index
// CHECK-NEXT: %15 = arith.select %10, %14, %13 : index
// CHECK-NEXT: %c4_3 = arith.constant 4 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %16 = arith.cmpi sle, %arg0, %c0_4 : index
// CHECK-NEXT: %17 = arith.subi %c0_4, %arg0 : index
// CHECK-NEXT: %18 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %19 = arith.select %16, %17, %18 : index
// CHECK-NEXT: %20 = arith.divsi %19, %c4_3 : index
// CHECK-NEXT: %21 = arith.subi %c0_4, %20 : index
// CHECK-NEXT: %22 = arith.addi %20, %c1 : index
// CHECK-NEXT: %23 = arith.select %16, %21, %22 : index
// CHECK-NEXT: %c-1_5 = arith.constant -1 : index
// CHECK-NEXT: %24 = arith.muli %arg0, %c-1_5 overflow<nsw> : index
// CHECK-NEXT: %c-5 = arith.constant -5 : index
// CHECK-NEXT: %25 = arith.muli %arg1, %c-5 overflow<nsw> : index
// CHECK-NEXT: %26 = arith.addi %arg0, %25 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %27 = arith.addi %26, %c7 : index
// CHECK-NEXT: %c3_6 = arith.constant 3 : index
// CHECK-NEXT: %c2_7 = arith.constant 2 : index
// CHECK-NEXT: %28 = arith.muli %c3_6, %c2_7 overflow<nsw> : index
// CHECK-NEXT: %29 = arith.addi %28, %arg1 : index
// CHECK-NEXT: return %1, %3, %5, %9, %15, %23, %24, %27, %29 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

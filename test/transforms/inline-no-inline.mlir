// inline: `no_inline` on a call keeps that call; private functions without uses are erased (never called ones too), declarations still called stay.
// RUN: terrace-opt --inline %s | FileCheck %s
// RUN: %mlir-opt --inline %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func private @never_called(%a: i32) -> i32 {
  return %a : i32
}
func.func private @decl(i32) -> i32
func.func private @called(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func private @kept_noinline(%a: i32) -> i32 {
  %r = arith.muli %a, %a : i32
  return %r : i32
}
func.func @caller(%x: i32) -> (i32, i32, i32) {
  %a = call @called(%x) : (i32) -> i32
  %b = call @kept_noinline(%x) {no_inline} : (i32) -> i32
  %c = call @decl(%x) : (i32) -> i32
  return %a, %b, %c : i32, i32, i32
}

// CHECK: func.func private @decl(i32) -> i32
// CHECK-NEXT: func.func private @kept_noinline(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = call @kept_noinline(%arg0) {no_inline} : (i32) -> i32
// CHECK-NEXT: %2 = call @decl(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }

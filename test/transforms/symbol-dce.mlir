// symbol-dce: private and nested-visibility symbols that no live op refers to (directly, through a call, or from an attribute) are erased, in nested symbol tables too; public symbols stay.
// RUN: terrace-opt --allow-unregistered-dialect --symbol-dce %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --symbol-dce %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

// CHECK:      module {
// CHECK-NEXT:   func.func private @live() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main() -> i32 {
// CHECK-NEXT:     %0 = call @live() : () -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.uses"() {refs = [@kept_by_attr]} : () -> ()
// CHECK-NEXT:   func.func private @kept_by_attr()
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @dead()
func.func private @used_by_dead() {
  return
}
func.func private @dead_caller() {
  call @used_by_dead() : () -> ()
  return
}
func.func private @live() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @main() -> i32 {
  %0 = call @live() : () -> i32
  return %0 : i32
}
func.func nested @nested_top()
"test.uses"() {refs = [@kept_by_attr]} : () -> ()
func.func private @kept_by_attr()
module @inner {
  func.func nested @nested_in_public_module()
  func.func private @private_in_module()
}
module @hidden attributes {sym_visibility = "private"} {
  func.func nested @nested_in_private_module()
}

// func.constant and func.call_indirect: custom and generic forms, and canonicalize turning an indirect call of a constant into a direct call.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: terrace-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// RUN: %mlir-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// The CHECK lines are mlir-opt 22's output.

func.func private @callee(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}

// CHECK: func.func private @callee(i32) -> i32
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %f = constant @callee : (i32) -> i32
// CHECK-NEXT:   %0 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// GENERIC: %0 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
// GENERIC: %1 = "func.call_indirect"(%0, %arg0) : ((i32) -> i32, i32) -> i32
// CANON: func.func private @callee(i32) -> i32
// CANON-NEXT: func.func @f(%arg0: i32) -> i32 {
// CANON-NEXT:   %0 = call @callee(%arg0) : (i32) -> i32
// CANON-NEXT:   return %0 : i32
// CANON-NEXT: }

// --mlir-print-ir-module-scope prints the whole module after each pass, with the op the pass ran on in the header; with threads it is refused, as mlir-opt does (printing the module while other threads change it would race).
// RUN: terrace-opt %s --mlir-disable-threading --mlir-print-ir-module-scope --mlir-print-ir-after=cse --pass-pipeline='builtin.module(func.func(cse))' -o /dev/null 2>&1 | FileCheck %s
// RUN: %mlir-opt %s --mlir-disable-threading --mlir-print-ir-module-scope --mlir-print-ir-after=cse --pass-pipeline='builtin.module(func.func(cse))' -o /dev/null 2>&1 | FileCheck %s
// RUN: not terrace-opt %s --mlir-print-ir-module-scope --pass-pipeline='builtin.module(func.func(cse))' 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not %mlir-opt %s --mlir-print-ir-module-scope --pass-pipeline='builtin.module(func.func(cse))' 2>&1 | FileCheck %s --check-prefix=THREADS

// CHECK:      // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:      // -----// IR Dump After CSE (cse) ('func.func' operation: @g) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {

// THREADS: <unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g() {
  return
}

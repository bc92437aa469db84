// The verifier checks each op isolated from above on its own: every
// function reports its first error, a nested module's too. An error at an op
// carries the op in generic form ("see current operation", numbered within
// its function, large elements elided), and a note at the same place as the
// line before it quotes no source. Same text as mlir-opt.
// RUN: not terrace-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s
// --mlir-print-op-on-diagnostic=false leaves the op out.
// RUN: not terrace-opt --allow-unregistered-dialect --mlir-print-op-on-diagnostic=false %s 2>&1 | FileCheck %s --check-prefix=NOOP
// RUN: not %mlir-opt --allow-unregistered-dialect --mlir-print-op-on-diagnostic=false %s 2>&1 | FileCheck %s --check-prefix=NOOP

// CHECK:      verify-every-function.mlir:36:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT:   ^
// CHECK-NEXT: verify-every-function.mlir:36:3: note: see current operation: "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: verify-every-function.mlir:39:8: error: operand #0 does not dominate this use
// CHECK-NEXT:   %1 = arith.addi %2, %a : i32
// CHECK-NEXT:        ^
// CHECK-NEXT: verify-every-function.mlir:39:8: note: see current operation: %0 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: verify-every-function.mlir:40:8: note: operand defined here (op in the same block)
// CHECK-NEXT:   %2 = arith.addi %a, %a : i32
// CHECK-NEXT:        ^
// CHECK-NEXT: verify-every-function.mlir:45:10: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// CHECK:      verify-every-function.mlir:45:10: note: see current operation: %0 = "arith.constant"() <{value = dense_resource<__elided__> : tensor<20xi8>}> {small = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<20xi16>
// CHECK-NOT:  error

// NOOP:      error: type of return operand 0
// NOOP-NOT:  see current operation
// NOOP:      error: operand #0 does not dominate this use
// NOOP-NEXT:   %1 = arith.addi %2, %a : i32
// NOOP-NEXT:        ^
// NOOP-NEXT: note: operand defined here (op in the same block)

func.func @f(%a: i32) -> i64 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @g(%a: i32) -> i32 {
  %1 = arith.addi %2, %a : i32
  %2 = arith.addi %a, %a : i32
  return %1 : i32
}
module {
  func.func @k() {
    %0 = "arith.constant"() <{value = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]> : tensor<20xi8>}> {small = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<20xi16>
    return
  }
}

// remove-dead-values erases a constant that only an unreachable block's call
// uses and leaves the call with a null operand, as MLIR 22 does; the verifier
// reports it and its note prints the op with MLIR's null placeholders (this
// crashed the printer before). No output is written.
// RUN: not terrace-opt --remove-dead-values %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt --remove-dead-values %s 2>&1 | FileCheck %s

// CHECK: remove-dead-values-null-operand.mlir:20:8: error: null operand found
// CHECK-NEXT: %r = func.call @callee(%k) : (i32) -> i1
// CHECK: note: see current operation: %0 = "func.call"(<<NULL VALUE>>) <{callee = @callee}> : (<<NULL TYPE>>) -> i1
// CHECK-NOT: func.func
func.func @callee(%a: i32) -> i1 {
  %c = arith.constant true
  return %c : i1
}
func.func @caller(%x: i32) -> i32 {
  return %x : i32
^bb1:
  %k = arith.constant 7 : i32
  %r = func.call @callee(%k) : (i32) -> i1
  return %x : i32
}

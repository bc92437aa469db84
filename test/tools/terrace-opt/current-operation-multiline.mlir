// The "see current operation" note puts an op printed on several lines (one
// with regions) on a line of its own, as mlir-opt does.
// RUN: not terrace-opt %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s

// CHECK: error: 'func.func' op symbol declaration cannot have public visibility
// CHECK-NEXT: func.func @g()
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: {{$}}
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// CHECK-NEXT: }) : () -> ()
func.func @g()

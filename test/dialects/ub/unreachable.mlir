// ub.unreachable: a terminator without operands, with an optional attribute dictionary; custom and generic forms as mlir-opt prints them.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @plain
// CHECK-NEXT: ub.unreachable{{$}}
// GENERIC-LABEL: sym_name = "plain"
// GENERIC-NEXT: "ub.unreachable"() : () -> ()
func.func @plain() {
  ub.unreachable
}

// CHECK-LABEL: func.func @with_attrs() -> i32
// CHECK-NEXT: ub.unreachable {a}
// GENERIC-LABEL: sym_name = "with_attrs"
// GENERIC-NEXT: "ub.unreachable"() {a} : () -> ()
func.func @with_attrs() -> i32 {
  ub.unreachable {a}
}

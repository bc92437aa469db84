// cf.switch nested in a region prints its cases two spaces deeper than itself, wherever it is.
// RUN: terrace-opt %s | FileCheck --strict-whitespace %s
// RUN: %mlir-opt %s | FileCheck --strict-whitespace %s
// The CHECK lines are mlir-opt 22's output.

func.func @nested(%f: i32, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.switch %f : i32, [
      default: ^bb1(%a : i32),
      7: ^bb2
    ]
  ^bb1(%x: i32):
    scf.yield %x : i32
  ^bb2:
    scf.yield %a : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @nested(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: {{^ {8}default}}: ^bb1(%arg1 : i32),
// CHECK-NEXT: {{^ {8}7}}: ^bb2
// CHECK-NEXT: {{^ {6}\]}}
// CHECK-NEXT: ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

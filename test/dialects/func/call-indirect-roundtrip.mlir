// func.call_indirect with attributes, no arguments and several results, in
// custom and generic form; both tools print the same.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @calls
// CHECK-NEXT: %0:2 = call_indirect %arg0() {note = "x"} : () -> (i32, f32)
// CHECK-NEXT: call_indirect %arg1(%0#0, %0#1) : (i32, f32) -> ()
// GENERIC: %0:2 = "func.call_indirect"(%arg0) {note = "x"} : (() -> (i32, f32)) -> (i32, f32)
// GENERIC: "func.call_indirect"(%arg1, %0#0, %0#1) : ((i32, f32) -> (), i32, f32) -> ()
func.func @calls(%f: () -> (i32, f32), %g: (i32, f32) -> ()) {
  %0:2 = func.call_indirect %f() {note = "x"} : () -> (i32, f32)
  "func.call_indirect"(%g, %0#0, %0#1) : ((i32, f32) -> (), i32, f32) -> ()
  return
}

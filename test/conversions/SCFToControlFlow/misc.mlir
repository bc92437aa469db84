// Assorted scf lowerings: loops without bodies, results used after the loop.
// RUN: terrace-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @if_empty_else(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  } else {
  }
  return
}
func.func @dup(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}
func.func @while_no_args(%k: i1) {
  scf.while : () -> () {
    %c = "test.c"() : () -> i1
    scf.condition(%c)
  } do {
    "test.body"() : () -> ()
    scf.yield
  }
  return
}
func.func @dowhile_no_args() {
  scf.while : () -> () {
    %c = "test.c"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @if_empty_else(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dup(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_no_args(%arg0: i1) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %0 = "test.c"() : () -> i1
// CHECK-NEXT: cf.cond_br %0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.body"() : () -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dowhile_no_args() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %0 = "test.c"() : () -> i1
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

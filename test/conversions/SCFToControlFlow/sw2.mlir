// scf.index_switch without results.
// RUN: terrace-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @switch_big(%i: index) {
  scf.index_switch %i
  case 8589934597 {
    "test.big"() : () -> ()
    scf.yield
  }
  case 2147483648 {
    "test.b2"() : () -> ()
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @switch_big(%arg0: index) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 5: ^bb1,
// CHECK-NEXT: 2147483648: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.big"() : () -> ()
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.b2"() : () -> ()
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }

// scf.forall to scf.parallel to blocks: each static bound becomes its own arith.constant (lower bounds, upper bounds, steps), dynamic bounds are used as they are.
// RUN: terrace-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @forall2d(%n: index) {
  "test.pre"() : () -> ()
  scf.forall (%i, %j) in (4, %n) {
    "test.body"(%i, %j) : (index, index) -> ()
  }
  "test.post"() : () -> ()
  return
}
func.func @forall_bounds(%lb: index, %ub: index) {
  scf.forall (%i) = (%lb) to (%ub) step (3) {
    "test.body"(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @forall2d(%arg0: index) {
// CHECK-NEXT: "test.pre"() : () -> ()
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c4 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg0 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: "test.body"(%0, %2) : (index, index) -> ()
// CHECK-NEXT: %4 = arith.addi %2, %c1_1 : index
// CHECK-NEXT: cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %5 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: "test.post"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall_bounds(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.body"(%0) : (index) -> ()
// CHECK-NEXT: %2 = arith.addi %0, %c3 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

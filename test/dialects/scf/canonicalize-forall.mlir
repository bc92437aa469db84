// scf.forall canonicalization: constant dynamic bounds become static, unwritten shared outputs are replaced by their inits, dimensions of zero or one iteration leave the loop (all of them: the body is inlined), also under an empty mapping.
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @control(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.forall (%i, %j) = (%c0, %c1) to (%c8, %n) step (%c1, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
// CHECK-LABEL: func.func @control(%arg0: index) {
// CHECK-NEXT: scf.forall (%arg1, %arg2) = (0, 1) to (8, %arg0) step (1, 1) {
// CHECK-NEXT: "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @single(%n: index) {
  scf.forall (%i, %j) in (1, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
// CHECK-LABEL: func.func @single(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: "test.use"(%c0, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @single_all() {
  scf.forall (%i, %j) = (3, 4) to (4, 5) step (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
// CHECK-LABEL: func.func @single_all() {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: "test.use"(%c3, %c4) : (index, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @zero(%n: index) {
  scf.forall (%i, %j) in (0, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
// CHECK-LABEL: func.func @zero(%arg0: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @outs(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%i, %o) : (index, tensor<4xf32>) -> ()
  }
  return %r : tensor<4xf32>
}
// CHECK-LABEL: func.func @outs(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: "test.use"(%arg2, %arg0) : (index, tensor<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @single_lb(%n: index, %m: index) {
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j) = (%n, 0) to (%m, 8) step (%c1, 8) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
// CHECK-LABEL: func.func @single_lb(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg2) = (%arg0) to (%arg1) step (1) {
// CHECK-NEXT: "test.use"(%arg2, %c0) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @mapped_kept() {
  scf.forall (%i) in (1) {
    "test.use"(%i) : (index) -> ()
  } {mapping = []}
  return
}
// CHECK-LABEL: func.func @mapped_kept() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: "test.use"(%c0) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

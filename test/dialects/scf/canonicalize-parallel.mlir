// scf.parallel canonicalization: dimensions of one iteration leave the loop (all of them: the body and its reductions are inlined), a zero-iteration dimension removes it, a parallel nested alone in another merges with it.
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @single_dim(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c4) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
// CHECK-LABEL: func.func @single_dim(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%arg0) step (%c4) {
// CHECK-NEXT: "test.use"(%c0, %arg1) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @all_single(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%a) -> f32 {
    %v = "test.val"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// CHECK-LABEL: func.func @all_single(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = "test.val"(%c0) : (index) -> f32
// CHECK-NEXT: %1 = arith.addf %arg0, %0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }

func.func @zero_trip(%a: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c1, %c0) to (%c0, %n) step (%c1, %c1) init (%a) -> f32 {
    %v = "test.val"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// CHECK-LABEL: func.func @zero_trip(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }

func.func @nested(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg0, %arg1) step (%c1, %c1) {
// CHECK-NEXT: "test.use"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @nested_dependent(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
// CHECK-LABEL: func.func @nested_dependent(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

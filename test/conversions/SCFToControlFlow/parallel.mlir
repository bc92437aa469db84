// scf.parallel to nested scf.for and then blocks: several dimensions, reductions inlined into the innermost loop (the carried value as lhs), nested parallel loops.
// RUN: terrace-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @par2d(%l0: index, %l1: index, %u0: index, %u1: index, %s0: index, %s1: index) {
  "test.pre"() : () -> ()
  scf.parallel (%i, %j) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    "test.body"(%i, %j) : (index, index) -> ()
  }
  "test.post"() : () -> ()
  return
}
func.func @par_red(%l: index, %u: index, %s: index, %init: f32) -> f32 {
  %r = scf.parallel (%i) = (%l) to (%u) step (%s) init (%init) -> f32 {
    %v = "test.val"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s2 = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s2 : f32
    }
  }
  return %r : f32
}
func.func @par2d_red2(%l0: index, %l1: index, %u0: index, %u1: index, %s0: index, %s1: index, %a: f32, %b: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i, %j) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%a, %b) -> (f32, i32) {
    %v = "test.val"(%i, %j) : (index, index) -> f32
    %w = "test.wal"(%i, %j) : (index, index) -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s2 = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s2 : f32
    }, {
    ^bb0(%lhs: i32, %rhs: i32):
      %s3 = arith.muli %lhs, %rhs : i32
      scf.reduce.return %s3 : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
func.func @par_nested(%l: index, %u: index, %s: index, %c: i1, %init: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%l, %l) to (%u, %u) step (%s, %s) init (%init) -> f32 {
    %v = scf.if %c -> f32 {
      %t = "test.t"(%i) : (index) -> f32
      scf.yield %t : f32
    } else {
      scf.yield %init : f32
    }
    scf.reduce(%v : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s2 = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s2 : f32
    }
  }
  return %r : f32
}
func.func @par_red_if_in_reduction(%l: index, %u: index, %s: index, %c: i1, %init: f32) -> f32 {
  %r = scf.parallel (%i) = (%l) to (%u) step (%s) init (%init) -> f32 {
    %v = "test.v"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %m = scf.if %c -> f32 {
        scf.yield %lhs : f32
      } else {
        scf.yield %rhs : f32
      }
      scf.reduce.return %m : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @par2d(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
// CHECK-NEXT: "test.pre"() : () -> ()
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg2 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg1 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg3 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: "test.body"(%0, %2) : (index, index) -> ()
// CHECK-NEXT: %4 = arith.addi %2, %arg5 : index
// CHECK-NEXT: cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %5 = arith.addi %0, %arg4 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: "test.post"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par_red(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = "test.val"(%0) : (index) -> f32
// CHECK-NEXT: %4 = arith.addf %1, %3 : f32
// CHECK-NEXT: %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%5, %4 : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par2d_red2(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: f32, %arg7: i32) -> (f32, i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg6, %arg7 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg2 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg1, %1, %2 : index, f32, i32)
// CHECK-NEXT: ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %7 = arith.cmpi slt, %4, %arg3 : index
// CHECK-NEXT: cf.cond_br %7, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %8 = "test.val"(%0, %4) : (index, index) -> f32
// CHECK-NEXT: %9 = "test.wal"(%0, %4) : (index, index) -> i32
// CHECK-NEXT: %10 = arith.addf %5, %8 : f32
// CHECK-NEXT: %11 = arith.muli %6, %9 : i32
// CHECK-NEXT: %12 = arith.addi %4, %arg5 : index
// CHECK-NEXT: cf.br ^bb3(%12, %10, %11 : index, f32, i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %13 = arith.addi %0, %arg4 : index
// CHECK-NEXT: cf.br ^bb1(%13, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par_nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg4 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb9
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb10
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT: ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb8
// CHECK-NEXT: %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT: cf.cond_br %5, ^bb4, ^bb9
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: cf.cond_br %arg3, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %6 = "test.t"(%0) : (index) -> f32
// CHECK-NEXT: cf.br ^bb7(%6 : f32)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT: cf.br ^bb7(%arg4 : f32)
// CHECK-NEXT: ^bb7(%7: f32):  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %8 = arith.addf %4, %7 : f32
// CHECK-NEXT: %9 = arith.addi %3, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%9, %8 : index, f32)
// CHECK-NEXT: ^bb9:  // pred: ^bb3
// CHECK-NEXT: %10 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%10, %4 : index, f32)
// CHECK-NEXT: ^bb10:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par_red_if_in_reduction(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg4 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = "test.v"(%0) : (index) -> f32
// CHECK-NEXT: cf.cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%1 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%3 : f32)
// CHECK-NEXT: ^bb5(%4: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%5, %4 : index, f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }

// scf.for to blocks: iter_args, no results, unsigned (ult compare), i32 bounds; init/condition/body/end block order and operands as mlir-opt 22 lowers them.
// RUN: terrace-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @for_iter(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  return %r : f32
}
func.func @for_simple(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    "test.foo"(%i) : (index) -> ()
  }
  "test.after"() : () -> ()
  return
}
func.func @for_unsigned(%lb: i32, %ub: i32, %st: i32) {
  scf.for unsigned %i = %lb to %ub step %st : i32 {
    "test.foo"(%i) : (i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @for_iter(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addf %1, %1 : f32
// CHECK-NEXT: %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%4, %3 : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_simple(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.foo"(%0) : (index) -> ()
// CHECK-NEXT: %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "test.after"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_unsigned(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.foo"(%0) : (i32) -> ()
// CHECK-NEXT: %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

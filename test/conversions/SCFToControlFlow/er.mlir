// scf.execute_region to blocks: multi-block regions, results as arguments of the continuation block, no_inline (ignored by the lowering).
// RUN: terrace-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @exec_multi(%c: i1, %a: i32) -> i32 {
  "test.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  ^bb2:
    %y = "test.two"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  "test.after"(%r) : (i32) -> ()
  return %r : i32
}
func.func @exec_single() {
  scf.execute_region {
    "test.inner"() : () -> ()
    scf.yield
  }
  return
}
func.func @exec_noinline() -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @exec_multi(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: "test.before"() : () -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %0 = "test.one"() : () -> i32
// CHECK-NEXT: cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %1 = "test.two"(%arg1) : (i32) -> i32
// CHECK-NEXT: cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: "test.after"(%2) : (i32) -> ()
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec_single() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.inner"() : () -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec_noinline() -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.one"() : () -> i32
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

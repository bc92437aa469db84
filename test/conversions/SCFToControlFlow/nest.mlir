// Nested scf ops lower outermost first: if in for, for in if, while with an if in its before region.
// RUN: terrace-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @for_in_if(%c: i1, %lb: index, %ub: index, %st: index) {
  "test.pre"() : () -> ()
  scf.if %c {
    scf.for %i = %lb to %ub step %st {
      "test.body"(%i) : (index) -> ()
    }
    "test.then_after"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  "test.post"() : () -> ()
  return
}
func.func @if_in_for(%lb: index, %ub: index, %st: index, %init: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %init) -> i32 {
    %c = "test.cond"(%i) : (index) -> i1
    %v = scf.if %c -> i32 {
      %x = "test.x"(%a) : (i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}
func.func @nested_for(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %lb to %ub step %st {
      "test.body"(%i, %j) : (index, index) -> ()
    }
    "test.mid"() : () -> ()
  }
  return
}
func.func @two_sibling(%lb: index, %ub: index, %st: index, %c: i1) {
  scf.for %i = %lb to %ub step %st {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @for_in_if(%arg0: i1, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: "test.pre"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb5
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg1 : index)
// CHECK-NEXT: ^bb2(%0: index):  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg2 : index
// CHECK-NEXT: cf.cond_br %1, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: "test.body"(%0) : (index) -> ()
// CHECK-NEXT: %2 = arith.addi %0, %arg3 : index
// CHECK-NEXT: cf.br ^bb2(%2 : index)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: "test.then_after"() : () -> ()
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb0
// CHECK-NEXT: "test.else"() : () -> ()
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: "test.post"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_in_for(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = "test.cond"(%0) : (index) -> i1
// CHECK-NEXT: cf.cond_br %3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %4 = "test.x"(%1) : (i32) -> i32
// CHECK-NEXT: cf.br ^bb5(%4 : i32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%1 : i32)
// CHECK-NEXT: ^bb5(%5: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%6, %5 : index, i32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_for(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: "test.body"(%0, %2) : (index, index) -> ()
// CHECK-NEXT: %4 = arith.addi %2, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: "test.mid"() : () -> ()
// CHECK-NEXT: %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_sibling(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: return
// CHECK-NEXT: }

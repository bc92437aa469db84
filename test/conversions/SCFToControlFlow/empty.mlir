// Empty loops and ifs, and functions without scf ops (left alone).
// RUN: terrace-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @empty_for(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
  }
  return
}
func.func @for_i64_res_unused(%lb: i64, %ub: i64, %st: i64, %x: i64) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (i64, i64) : i64 {
    scf.yield %b, %a : i64, i64
  }
  return
}
func.func @if_in_exec(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %v = scf.if %c -> i32 {
      %a = "test.a"() : () -> i32
      scf.yield %a : i32
    } else {
      %b = "test.b"() : () -> i32
      scf.yield %b : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}
func.func @noelse_two_ifs(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "test.x"() : () -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @empty_for(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_i64_res_unused(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i64) {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3, %arg3 : i64, i64, i64)
// CHECK-NEXT: ^bb1(%0: i64, %1: i64, %2: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : i64
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %4 = arith.addi %0, %arg2 : i64
// CHECK-NEXT: cf.br ^bb1(%4, %2, %1 : i64, i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_in_exec(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %0 = "test.a"() : () -> i32
// CHECK-NEXT: cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %1 = "test.b"() : () -> i32
// CHECK-NEXT: cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: cf.br ^bb6(%2 : i32)
// CHECK-NEXT: ^bb6(%3: i32):  // pred: ^bb5
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @noelse_two_ifs(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb4
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }

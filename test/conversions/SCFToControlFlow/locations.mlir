// Locations of the lowered ops: for/if/execute_region ops take the scf op's location, while's cond_br takes scf.condition's and its back edge the scf.yield's, index_switch's branches their yields'.
// RUN: terrace-opt --allow-unregistered-dialect --convert-scf-to-cf --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --convert-scf-to-cf --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @locs(%lb: index, %ub: index, %st: index, %c: i1, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %a) -> (i32) {
    %v = scf.if %c -> i32 {
      scf.yield %acc : i32 loc("then_yield")
    } else {
      scf.yield %a : i32 loc("else_yield")
    } loc("if")
    scf.yield %v : i32 loc("for_yield")
  } loc("for")
  %w = scf.while (%x = %r) : (i32) -> i32 {
    %cc = "test.cond"(%x) : (i32) -> i1 loc("cond_op")
    scf.condition(%cc) %x : i32 loc("condition")
  } do {
  ^bb0(%p: i32 loc("after_arg")):
    %q = "test.q"(%p) : (i32) -> i32
    scf.yield %q : i32 loc("while_yield")
  } loc("while")
  %d = scf.while (%x = %w) : (i32) -> i32 {
    %cc = "test.cond"(%x) : (i32) -> i1
    scf.condition(%cc) %x : i32 loc("dw_condition")
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32 loc("dw_yield")
  } loc("dowhile")
  %i0 = arith.constant 0 : index
  %s = scf.index_switch %i0 -> i32
  case 1 {
    scf.yield %d : i32 loc("case_yield")
  }
  default {
    scf.yield %d : i32 loc("default_yield")
  } loc("switch")
  %e = scf.execute_region -> i32 {
    scf.yield %s : i32 loc("er_yield")
  } loc("exec")
  return %e : i32
}

// CHECK-LABEL: func.func @locs(%arg0: index loc({{.*}}locations.mlir":6:17), %arg1: index loc({{.*}}locations.mlir":6:29), %arg2: index loc({{.*}}locations.mlir":6:41), %arg3: i1 loc({{.*}}locations.mlir":6:53), %arg4: i32 loc({{.*}}locations.mlir":6:61)) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg4 : index, i32) loc("for")
// CHECK-NEXT: ^bb1(%0: index loc({{.*}}locations.mlir":7:16), %1: i32 loc({{.*}}locations.mlir":7:51)):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index loc("for")
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb7 loc("for")
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg3, ^bb3, ^bb4 loc("if")
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%1 : i32) loc("if")
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%arg4 : i32) loc("if")
// CHECK-NEXT: ^bb5(%3: i32 loc("if")):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.br ^bb6 loc("if")
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %4 = arith.addi %0, %arg2 : index loc("for")
// CHECK-NEXT: cf.br ^bb1(%4, %3 : index, i32) loc("for")
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb8(%1 : i32) loc("while")
// CHECK-NEXT: ^bb8(%5: i32 loc({{.*}}locations.mlir":15:19)):  // 2 preds: ^bb7, ^bb9
// CHECK-NEXT: %6 = "test.cond"(%5) : (i32) -> i1 loc("cond_op")
// CHECK-NEXT: cf.cond_br %6, ^bb9(%5 : i32), ^bb10 loc("condition")
// CHECK-NEXT: ^bb9(%7: i32 loc("after_arg")):  // pred: ^bb8
// CHECK-NEXT: %8 = "test.q"(%7) : (i32) -> i32 loc({{.*}}locations.mlir":20:10)
// CHECK-NEXT: cf.br ^bb8(%8 : i32) loc("while_yield")
// CHECK-NEXT: ^bb10:  // pred: ^bb8
// CHECK-NEXT: cf.br ^bb11(%5 : i32) loc("dowhile")
// CHECK-NEXT: ^bb11(%9: i32 loc({{.*}}locations.mlir":23:19)):  // 2 preds: ^bb10, ^bb11
// CHECK-NEXT: %10 = "test.cond"(%9) : (i32) -> i1 loc({{.*}}locations.mlir":24:11)
// CHECK-NEXT: cf.cond_br %10, ^bb11(%9 : i32), ^bb12 loc("dw_condition")
// CHECK-NEXT: ^bb12:  // pred: ^bb11
// CHECK-NEXT: %c0 = arith.constant 0 : index loc({{.*}}locations.mlir":30:9)
// CHECK-NEXT: %11 = arith.index_cast %c0 : index to i32 loc("switch")
// CHECK-NEXT: cf.switch %11 : i32, [
// CHECK-NEXT: default: ^bb14,
// CHECK-NEXT: 1: ^bb13
// CHECK-NEXT: ] loc("switch")
// CHECK-NEXT: ^bb13:  // pred: ^bb12
// CHECK-NEXT: cf.br ^bb15(%9 : i32) loc("case_yield")
// CHECK-NEXT: ^bb14:  // pred: ^bb12
// CHECK-NEXT: cf.br ^bb15(%9 : i32) loc("default_yield")
// CHECK-NEXT: ^bb15(%12: i32 loc("switch")):  // 2 preds: ^bb13, ^bb14
// CHECK-NEXT: cf.br ^bb16 loc("exec")
// CHECK-NEXT: ^bb16:  // pred: ^bb15
// CHECK-NEXT: cf.br ^bb17(%12 : i32) loc("exec")
// CHECK-NEXT: ^bb17(%13: i32 loc("exec")):  // pred: ^bb16
// CHECK-NEXT: return %13 : i32 loc({{.*}}locations.mlir":41:3)
// CHECK-NEXT: } loc({{.*}}locations.mlir":6:1)

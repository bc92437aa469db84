// sccp: constants propagated through straight-line code, branches (dead edges and blocks), scf regions (if, for, while, index_switch, execute_region), cf.switch, and calls (into private functions whose only uses are calls, out of every callee's returns); constants are created once, at the front of the entry block with unknown locations; ops left unused and without effects go. Run on the module (interprocedural) and on each function alone (calls are then opaque).
// RUN: terrace-opt --allow-unregistered-dialect --sccp %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --sccp %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(sccp))' %s | FileCheck %s --check-prefix=FUNC
// RUN: %mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(sccp))' %s | FileCheck %s --check-prefix=FUNC
// The CHECK lines are mlir-opt 22's output.

func.func @straight_line(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.muli %a, %a : i32
  %d = arith.addi %x, %b : i32
  return %a, %b, %d : i32, i32, i32
}
func.func @dead_edge(%c: i1, %x: i32) -> i32 {
  %true = arith.constant true
  %c5 = arith.constant 5 : i32
  cf.cond_br %true, ^bb1, ^bb2(%x : i32)
^bb1:
  %y = arith.addi %c5, %c5 : i32
  cf.br ^bb2(%y : i32)
^bb2(%z: i32):
  %w = arith.muli %z, %c5 : i32
  return %w : i32
}
func.func private @callee(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @caller() -> i32 {
  %c3 = arith.constant 3 : i32
  %r = func.call @callee(%c3) : (i32) -> i32
  return %r : i32
}
func.func @loop(%lb: index, %ub: index, %st: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c0) -> i32 {
    %n = arith.addi %acc, %c0 : i32
    scf.yield %n : i32
  }
  %t = arith.constant true
  %s = scf.if %t -> i32 {
    %k = arith.constant 7 : i32
    scf.yield %k : i32
  } else {
    scf.yield %r : i32
  }
  return %s : i32
}
func.func @while_const() -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %false = arith.constant false
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    scf.condition(%false) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %c10 : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @while_var(%c: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @switch_const() -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 2 {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 30 : i32
    scf.yield %d : i32
  }
  return %r : i32
}
func.func @cf_switch(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  cf.switch %c3 : i32, [
    default: ^bb1(%x : i32),
    3: ^bb2(%c3 : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  %m = arith.muli %b, %b : i32
  return %m : i32
}
func.func @loop_varying(%lb: index, %ub: index, %st: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c0) -> i32 {
    %n = arith.addi %acc, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func private @twice(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @calls_same() -> (i32, i32) {
  %c4 = arith.constant 4 : i32
  %a = call @twice(%c4) : (i32) -> i32
  %b = call @twice(%c4) : (i32) -> i32
  return %a, %b : i32, i32
}
func.func private @varied(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
func.func @calls_differ() -> (i32, i32) {
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %a = call @varied(%c4) : (i32) -> i32
  %b = call @varied(%c5) : (i32) -> i32
  return %a, %b : i32, i32
}
func.func @public_callee(%a: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @calls_public(%x: i32) -> i32 {
  %r = call @public_callee(%x) : (i32) -> i32
  %s = arith.addi %r, %r : i32
  return %s : i32
}
func.func private @escapes(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @takes_address() -> i32 {
  %f = func.constant @escapes : (i32) -> i32
  %c1 = arith.constant 1 : i32
  %r = call @escapes(%c1) : (i32) -> i32
  %s = func.call_indirect %f(%c1) : (i32) -> i32
  return %r : i32
}
func.func private @dead_private(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %c1, %c1 : i32
  return %r : i32
}
func.func @recursive(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = call @recursive(%c0) : (i32) -> i32
  return %r : i32
}
func.func @exec_region() -> i32 {
  %r = scf.execute_region -> i32 {
    %c = arith.constant 3 : i32
    %d = arith.addi %c, %c : i32
    scf.yield %d : i32
  }
  return %r : i32
}
func.func @dead_block(%x: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %c9 = arith.constant 9 : i32
  %y = arith.addi %x, %c9 : i32
  cf.br ^bb2
^bb2:
  return %x : i32
}
func.func @math_float() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = math.sqrt %a : f32
  %c = arith.mulf %b, %b : f32
  return %c : f32
}
func.func @side_effects(%x: i32) -> i32 {
  %c = arith.constant 2 : i32
  %d = arith.addi %c, %c : i32
  "test.effect"(%d) : (i32) -> ()
  %e = "test.unknown"(%d) : (i32) -> i32
  return %e : i32
}
func.func @if_results(%c: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %c1, %c1 : i32, i32
  } else {
    scf.yield %c1, %c2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @straight_line(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c9_i32 : i32
// CHECK-NEXT: return %c3_i32, %c9_i32, %0 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_edge(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %c50_i32 = arith.constant 50 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %true, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%c10_i32 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %c50_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @callee(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: return %c6_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller() -> i32 {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = call @callee(%c3_i32) : (i32) -> i32
// CHECK-NEXT: return %c6_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_const() -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_var(%arg0: i1) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%arg0) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_const() -> i32 {
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: return %c20_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cf_switch(%arg0: i32) -> i32 {
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: cf.switch %c3_i32 : i32, [
// CHECK-NEXT: default: ^bb1(%arg0 : i32),
// CHECK-NEXT: 3: ^bb2(%c3_i32 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: return %c9_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop_varying(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @twice(%arg0: i32) -> i32 {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: return %c8_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls_same() -> (i32, i32) {
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = call @twice(%c4_i32) : (i32) -> i32
// CHECK-NEXT: %1 = call @twice(%c4_i32) : (i32) -> i32
// CHECK-NEXT: return %c8_i32, %c8_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @varied(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls_differ() -> (i32, i32) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = call @varied(%c4_i32) : (i32) -> i32
// CHECK-NEXT: %1 = call @varied(%c5_i32) : (i32) -> i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @public_callee(%arg0: i32) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: return %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls_public(%arg0: i32) -> i32 {
// CHECK-NEXT: %c14_i32 = arith.constant 14 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = call @public_callee(%arg0) : (i32) -> i32
// CHECK-NEXT: return %c14_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @escapes(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @takes_address() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %f = constant @escapes : (i32) -> i32
// CHECK-NEXT: %0 = call @escapes(%c1_i32) : (i32) -> i32
// CHECK-NEXT: %1 = call_indirect %f(%c1_i32) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @dead_private(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @recursive(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = call @recursive(%c0_i32) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec_region() -> i32 {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: return %c6_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_block(%arg0: i32) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %false, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c9_i32 : i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @math_float() -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.99999988 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.41421354 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @side_effects(%arg0: i32) -> i32 {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: "test.effect"(%c4_i32) : (i32) -> ()
// CHECK-NEXT: %0 = "test.unknown"(%c4_i32) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_results(%arg0: i1) -> (i32, i32) {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: scf.yield %c1_i32, %c1_i32 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32, %c2_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c1_i32, %0#1 : i32, i32
// CHECK-NEXT: }

// FUNC-LABEL: func.func @straight_line(%arg0: i32) -> (i32, i32, i32) {
// FUNC-NEXT: %c9_i32 = arith.constant 9 : i32
// FUNC-NEXT: %c3_i32 = arith.constant 3 : i32
// FUNC-NEXT: %c2_i32 = arith.constant 2 : i32
// FUNC-NEXT: %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT: %0 = arith.addi %arg0, %c9_i32 : i32
// FUNC-NEXT: return %c3_i32, %c9_i32, %0 : i32, i32, i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @dead_edge(%arg0: i1, %arg1: i32) -> i32 {
// FUNC-NEXT: %c50_i32 = arith.constant 50 : i32
// FUNC-NEXT: %c10_i32 = arith.constant 10 : i32
// FUNC-NEXT: %c5_i32 = arith.constant 5 : i32
// FUNC-NEXT: %true = arith.constant true
// FUNC-NEXT: cf.cond_br %true, ^bb1, ^bb2(%arg1 : i32)
// FUNC-NEXT: ^bb1:  // pred: ^bb0
// FUNC-NEXT: cf.br ^bb2(%c10_i32 : i32)
// FUNC-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// FUNC-NEXT: return %c50_i32 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func private @callee(%arg0: i32) -> i32 {
// FUNC-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// FUNC-NEXT: return %0 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @caller() -> i32 {
// FUNC-NEXT: %c3_i32 = arith.constant 3 : i32
// FUNC-NEXT: %0 = call @callee(%c3_i32) : (i32) -> i32
// FUNC-NEXT: return %0 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @loop(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// FUNC-NEXT: %c7_i32 = arith.constant 7 : i32
// FUNC-NEXT: %true = arith.constant true
// FUNC-NEXT: %c0_i32 = arith.constant 0 : i32
// FUNC-NEXT: return %c7_i32 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @while_const() -> i32 {
// FUNC-NEXT: %false = arith.constant false
// FUNC-NEXT: %c10_i32 = arith.constant 10 : i32
// FUNC-NEXT: %c0_i32 = arith.constant 0 : i32
// FUNC-NEXT: return %c0_i32 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @while_var(%arg0: i1) -> i32 {
// FUNC-NEXT: %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT: %c0_i32 = arith.constant 0 : i32
// FUNC-NEXT: %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// FUNC-NEXT: scf.condition(%arg0) %arg1 : i32
// FUNC-NEXT: } do {
// FUNC-NEXT: ^bb0(%arg1: i32):
// FUNC-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// FUNC-NEXT: scf.yield %1 : i32
// FUNC-NEXT: }
// FUNC-NEXT: return %0 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @switch_const() -> i32 {
// FUNC-NEXT: %c20_i32 = arith.constant 20 : i32
// FUNC-NEXT: %c2 = arith.constant 2 : index
// FUNC-NEXT: return %c20_i32 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @cf_switch(%arg0: i32) -> i32 {
// FUNC-NEXT: %c9_i32 = arith.constant 9 : i32
// FUNC-NEXT: %c3_i32 = arith.constant 3 : i32
// FUNC-NEXT: cf.switch %c3_i32 : i32, [
// FUNC-NEXT: default: ^bb1(%arg0 : i32),
// FUNC-NEXT: 3: ^bb2(%c3_i32 : i32)
// FUNC-NEXT: ]
// FUNC-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// FUNC-NEXT: return %0 : i32
// FUNC-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// FUNC-NEXT: return %c9_i32 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @loop_varying(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// FUNC-NEXT: %c0_i32 = arith.constant 0 : i32
// FUNC-NEXT: %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT: %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32) {
// FUNC-NEXT: %1 = arith.addi %arg4, %c1_i32 : i32
// FUNC-NEXT: scf.yield %1 : i32
// FUNC-NEXT: }
// FUNC-NEXT: return %0 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func private @twice(%arg0: i32) -> i32 {
// FUNC-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// FUNC-NEXT: return %0 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @calls_same() -> (i32, i32) {
// FUNC-NEXT: %c4_i32 = arith.constant 4 : i32
// FUNC-NEXT: %0 = call @twice(%c4_i32) : (i32) -> i32
// FUNC-NEXT: %1 = call @twice(%c4_i32) : (i32) -> i32
// FUNC-NEXT: return %0, %1 : i32, i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func private @varied(%arg0: i32) -> i32 {
// FUNC-NEXT: %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// FUNC-NEXT: return %0 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @calls_differ() -> (i32, i32) {
// FUNC-NEXT: %c5_i32 = arith.constant 5 : i32
// FUNC-NEXT: %c4_i32 = arith.constant 4 : i32
// FUNC-NEXT: %0 = call @varied(%c4_i32) : (i32) -> i32
// FUNC-NEXT: %1 = call @varied(%c5_i32) : (i32) -> i32
// FUNC-NEXT: return %0, %1 : i32, i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @public_callee(%arg0: i32) -> i32 {
// FUNC-NEXT: %c7_i32 = arith.constant 7 : i32
// FUNC-NEXT: return %c7_i32 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @calls_public(%arg0: i32) -> i32 {
// FUNC-NEXT: %0 = call @public_callee(%arg0) : (i32) -> i32
// FUNC-NEXT: %1 = arith.addi %0, %0 : i32
// FUNC-NEXT: return %1 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func private @escapes(%arg0: i32) -> i32 {
// FUNC-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// FUNC-NEXT: return %0 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @takes_address() -> i32 {
// FUNC-NEXT: %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT: %f = constant @escapes : (i32) -> i32
// FUNC-NEXT: %0 = call @escapes(%c1_i32) : (i32) -> i32
// FUNC-NEXT: %1 = call_indirect %f(%c1_i32) : (i32) -> i32
// FUNC-NEXT: return %0 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func private @dead_private(%arg0: i32) -> i32 {
// FUNC-NEXT: %c2_i32 = arith.constant 2 : i32
// FUNC-NEXT: %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT: return %c2_i32 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @recursive(%arg0: i32) -> i32 {
// FUNC-NEXT: %c0_i32 = arith.constant 0 : i32
// FUNC-NEXT: %0 = call @recursive(%c0_i32) : (i32) -> i32
// FUNC-NEXT: return %0 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @exec_region() -> i32 {
// FUNC-NEXT: %c6_i32 = arith.constant 6 : i32
// FUNC-NEXT: return %c6_i32 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @dead_block(%arg0: i32) -> i32 {
// FUNC-NEXT: %false = arith.constant false
// FUNC-NEXT: cf.cond_br %false, ^bb1, ^bb2
// FUNC-NEXT: ^bb1:  // pred: ^bb0
// FUNC-NEXT: %c9_i32 = arith.constant 9 : i32
// FUNC-NEXT: %0 = arith.addi %arg0, %c9_i32 : i32
// FUNC-NEXT: cf.br ^bb2
// FUNC-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// FUNC-NEXT: return %arg0 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @math_float() -> f32 {
// FUNC-NEXT: %cst = arith.constant 1.99999988 : f32
// FUNC-NEXT: %cst_0 = arith.constant 1.41421354 : f32
// FUNC-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// FUNC-NEXT: return %cst : f32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @side_effects(%arg0: i32) -> i32 {
// FUNC-NEXT: %c4_i32 = arith.constant 4 : i32
// FUNC-NEXT: %c2_i32 = arith.constant 2 : i32
// FUNC-NEXT: "test.effect"(%c4_i32) : (i32) -> ()
// FUNC-NEXT: %0 = "test.unknown"(%c4_i32) : (i32) -> i32
// FUNC-NEXT: return %0 : i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @if_results(%arg0: i1) -> (i32, i32) {
// FUNC-NEXT: %c2_i32 = arith.constant 2 : i32
// FUNC-NEXT: %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// FUNC-NEXT: scf.yield %c1_i32, %c1_i32 : i32, i32
// FUNC-NEXT: } else {
// FUNC-NEXT: scf.yield %c1_i32, %c2_i32 : i32, i32
// FUNC-NEXT: }
// FUNC-NEXT: return %c1_i32, %0#1 : i32, i32
// FUNC-NEXT: }

// remove-dead-values on scf region ops with MLIR's final canonicalization (the default): the region-branch ops are canonicalized with every op's patterns, and so is what those rewrites touch (here the addi chain of an inlined scf.if, not the one outside it).
// RUN: terrace-opt --allow-unregistered-dialect --remove-dead-values --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --remove-dead-values --split-input-file %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @for_dead_iter(%lb: index, %ub: index, %st: index, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %na = arith.addi %a, %a : i32
    %nb = arith.muli %b, %a : i32
    scf.yield %na, %nb : i32, i32
  }
  return %r#0 : i32
}
// CHECK-LABEL: func.func @for_dead_iter(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @for_all_dead(%lb: index, %ub: index, %st: index, %x: i32) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    %na = arith.addi %a, %a : i32
    scf.yield %na : i32
  }
  return
}
// CHECK-LABEL: func.func @for_all_dead(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_all_dead_side(%lb: index, %ub: index, %st: index, %x: i32) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    %na = arith.addi %a, %a : i32
    "test.sink"(%i) : (index) -> ()
    scf.yield %na : i32
  }
  return
}
// CHECK-LABEL: func.func @for_all_dead_side(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.sink"(%arg4) : (index) -> ()
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_noresult(%lb: index, %ub: index, %st: index, %x: i32) {
  scf.for %i = %lb to %ub step %st {
    %na = arith.addi %x, %x : i32
  }
  return
}
// CHECK-LABEL: func.func @for_noresult(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @single_iter(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
    %na = arith.addi %a, %a : i32
    scf.yield %na : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @single_iter(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @passthru(%lb: index, %ub: index, %st: index, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %na = arith.addi %a, %a : i32
    scf.yield %na, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// CHECK-LABEL: func.func @passthru(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg4 : i32, i32
// CHECK-NEXT: }
func.func @add0(%x: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  %s = arith.addi %r, %c0 : i32
  return %s : i32
}
// CHECK-LABEL: func.func @add0(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

// -----

func.func @if_one_dead(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    %b = arith.muli %x, %y : i32
    scf.yield %a, %b : i32, i32
  } else {
    %a = arith.subi %x, %y : i32
    scf.yield %a, %y : i32, i32
  }
  return %r#0 : i32
}
// CHECK-LABEL: func.func @if_one_dead(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @if_all_dead(%c: i1, %x: i32) {
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    %a = arith.subi %x, %x : i32
    scf.yield %a : i32
  }
  return
}
// CHECK-LABEL: func.func @if_all_dead(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_side(%c: i1, %x: i32) {
  %r = scf.if %c -> (i32) {
    "test.effect"(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    %a = arith.subi %x, %x : i32
    scf.yield %a : i32
  }
  return
}
// CHECK-LABEL: func.func @if_side(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.effect"(%arg1) : (i32) -> ()
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @while_dead(%x: i32, %y: i32, %n: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %np = arith.addi %p, %p : i32
    %nq = arith.muli %q, %p : i32
    scf.yield %np, %nq : i32, i32
  }
  return %r#0 : i32
}
// CHECK-LABEL: func.func @while_dead(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.condition(%2) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %2 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @while_side(%x: i32, %n: i32) {
  %r = scf.while (%a = %x) : (i32) -> (i32) {
    %c = arith.cmpi slt, %a, %n : i32
    "test.effect"() : () -> ()
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    %np = arith.addi %p, %p : i32
    scf.yield %np : i32
  }
  return
}
// CHECK-LABEL: func.func @while_side(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @w(%x: i32, %n: i32) {
  %lim = arith.addi %n, %n : i32
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %lim : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %nb = arith.addi %b, %b : i32
    scf.yield %nb : i32
  }
  return
}
// CHECK-LABEL: func.func @w(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @switch(%i: index, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %a = arith.addi %x, %y : i32
    scf.yield %a, %x : i32, i32
  }
  case 1 {
    %b = arith.muli %x, %y : i32
    scf.yield %y, %b : i32, i32
  }
  default {
    scf.yield %x, %y : i32, i32
  }
  return %r#0 : i32
}
// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @exec(%x: i32, %y: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    %b = arith.muli %x, %y : i32
    scf.yield %a, %b : i32, i32
  }
  return %r#0 : i32
}
// CHECK-LABEL: func.func @exec(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @exec_multi(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.addi %x, %y : i32
    scf.yield %a, %a : i32, i32
  ^bb2:
    %b = arith.muli %x, %y : i32
    scf.yield %b, %x : i32, i32
  }
  return %r#0 : i32
}
// CHECK-LABEL: func.func @exec_multi(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: cf.br ^bb3(%0, %1 : i32, i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: cf.br ^bb3(%2, %3 : i32, i32)
// CHECK-NEXT: ^bb3(%4: i32, %5: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }

// -----

func.func @multi(%lb: index, %ub: index, %st: index, %x: i32, %f: f32) -> i32 {
  %d = arith.muli %x, %x : i32
  %r:4 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %d, %c = %d, %e = %f) -> (i32, i32, i32, f32) {
    %na = arith.addi %a, %a : i32
    %nb = arith.addi %b, %c : i32
    %ne = math.sqrt %e : f32
    scf.yield %na, %nb, %nb, %ne : i32, i32, i32, f32
  }
  return %r#0 : i32
}
// CHECK-LABEL: func.func @multi(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %4 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: %5 = ub.poison : i32
// CHECK-NEXT: %6 = ub.poison : i32
// CHECK-NEXT: %7 = ub.poison : f32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }

// -----

func.func @unreach(%x: i32, %c: i1) -> i32 {
  return %x : i32
^bb1(%a: i32):
  %d = arith.addi %a, %x : i32
  %cc = arith.cmpi slt, %d, %x : i32
  cf.cond_br %cc, ^bb1(%d : i32), ^bb2
^bb2:
  "test.effect"(%x) : (i32) -> ()
  cf.br ^bb1(%x : i32)
}
// CHECK-LABEL: func.func @unreach(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb2
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: ^bb2:  // no predecessors
// CHECK-NEXT: "test.effect"(%arg0) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: }
func.func @constcond(%x: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    scf.yield %x : i32
  } else {
    %y = arith.addi %x, %x : i32
    "test.effect"(%y) : (i32) -> ()
    scf.yield %y : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @constcond(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

// -----

func.func @pat(%x: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %y = arith.addi %x, %c1 : i32
  %r = scf.if %c -> i32 {
    scf.yield %y : i32
  } else {
    scf.yield %y : i32
  }
  %s = arith.addi %r, %c2 : i32
  return %s : i32
}
// CHECK-LABEL: func.func @pat(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func @cst(%c: i1, %m: memref<i32>) -> i32 {
  "test.effect"() : () -> ()
  %c3 = arith.constant 3 : i32
  "test.effect"() : () -> ()
  %r = scf.if %c -> i32 {
    scf.yield %c3 : i32
  } else {
    scf.yield %c3 : i32
  }
  "test.effect"() : () -> ()
  %s = arith.addi %r, %r : i32
  %t = arith.muli %s, %s : i32
  return %t : i32
}
// CHECK-LABEL: func.func @cst(%arg0: i1, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: %c36_i32 = arith.constant 36 : i32
// CHECK-NEXT: return %c36_i32 : i32
// CHECK-NEXT: }


// -----

func.func @f(%x: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %a = arith.addi %x, %c1 : i32
    %b = arith.addi %a, %c2 : i32
    scf.yield %b : i32
  } else {
    scf.yield %x : i32
  }
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %p = arith.addi %x, %c3 : i32
  %q = arith.addi %p, %c4 : i32
  %s = arith.addi %q, %r : i32
  return %s : i32
}
// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: %c3_i32_0 = arith.constant 3 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c3_i32_0 : i32
// CHECK-NEXT: %2 = arith.addi %1, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.addi %2, %0 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }

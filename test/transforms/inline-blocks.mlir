// inline with callees of several blocks (the caller's block splits, returns become cf.br to its second half, whose arguments are the results), into a region that may hold several blocks (an execute_region) but not into single-block ones (scf.if, scf.while, scf.index_switch, scf.for, scf.parallel); use counts: a private function whose only call is inlined is moved and erased, one no function calls is erased when its component is visited, one whose last call the simplification removed stays.
// RUN: terrace-opt --allow-unregistered-dialect --inline --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --inline --split-input-file %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

// A callee holding an op no dialect vouches for (an unregistered one) is
// not inlined: MLIR asks each op's dialect (its inliner interface).
func.func private @callee(%a: i32) -> i32 {
  %r = "foo.op"(%a) : (i32) -> i32
  return %r : i32
}
func.func @caller(%a: i32) -> i32 {
  %x = func.call @callee(%a) : (i32) -> i32
  return %x : i32
}
// CHECK-LABEL: func.func private @callee(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-LABEL: func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @multi(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %p = ub.poison : i32
  return %p : i32
}
// CHECK-LABEL: func.func private @multi(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @caller2(%c: i1, %a: i32) -> i32 {
  "foo.x"() : () -> ()
  %x = func.call @multi(%c, %a) : (i1, i32) -> i32
  %y = arith.addi %x, %x : i32
  %z = scf.if %c -> (i32) {
    %w = func.call @multi(%c, %y) : (i1, i32) -> i32
    scf.yield %w : i32
  } else {
    scf.yield %y : i32
  }
  %v = scf.execute_region -> i32 {
    %w = func.call @multi(%c, %z) : (i1, i32) -> i32
    scf.yield %w : i32
  }
  return %v : i32
}
// CHECK-LABEL: func.func @caller2(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = func.call @multi(%true, %0) : (i1, i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

// -----

func.func private @multi2(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %p = ub.poison : i32
  return %p : i32
}
// CHECK-LABEL: func.func private @multi2(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @caller4(%c: i1, %a: i32, %i: index) -> i32 {
  %w = scf.while (%x = %a) : (i32) -> i32 {
    %y = func.call @multi2(%c, %x) : (i1, i32) -> i32
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%z: i32):
    %q = func.call @multi2(%c, %z) : (i1, i32) -> i32
    scf.yield %q : i32
  }
  %s = scf.index_switch %i -> i32
  default {
    %q = func.call @multi2(%c, %w) : (i1, i32) -> i32
    scf.yield %q : i32
  }
  scf.for %j = %i to %i step %i {
    %q = func.call @multi2(%c, %w) : (i1, i32) -> i32
  }
  scf.parallel (%j) = (%i) to (%i) step (%i) {
    %q = func.call @multi2(%c, %w) : (i1, i32) -> i32
  }
  return %s : i32
}
// CHECK-LABEL: func.func @caller4(%arg0: i1, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %2 = func.call @multi2(%arg0, %arg3) : (i1, i32) -> i32
// CHECK-NEXT: scf.condition(%arg0) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %2 = func.call @multi2(%arg0, %arg3) : (i1, i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.index_switch %arg2 -> i32
// CHECK-NEXT: default {
// CHECK-NEXT: %2 = func.call @multi2(%arg0, %0) : (i1, i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

// -----

func.func private @c(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
// CHECK-LABEL: func.func private @c(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @d(%a: i32) -> i32 {
  %r = func.call @c(%a) : (i32) -> i32
  %s = func.call @c(%r) : (i32) -> i32
  return %s : i32
}
func.func private @e(%a: i32) -> i32 {
  %r = arith.muli %a, %a : i32
  return %r : i32
}
func.func @main(%a: i32) -> i32 {
  %r = func.call @e(%a) : (i32) -> i32
  return %r : i32
}
// CHECK-LABEL: func.func @main(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func private @callee_unreachable_call(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
// CHECK-LABEL: func.func private @callee_unreachable_call(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @caller_unreachable_call(%a: i32) -> i32 {
  return %a : i32
^bb1:
  %x = func.call @callee_unreachable_call(%a) : (i32) -> i32
  return %x : i32
}
// CHECK-LABEL: func.func @caller_unreachable_call(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

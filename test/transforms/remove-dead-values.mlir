// remove-dead-values on functions, calls and cf branches: dead pure ops go; private functions lose dead arguments and the results dead at every use (with their attributes and the call operands and results); public functions and declarations keep their signatures; a dead block argument goes when the value its first branch passes is dead; calls to declarations and indirect calls keep their operands live; a non-call use of a function keeps its results.
// RUN: terrace-opt --allow-unregistered-dialect --remove-dead-values --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --remove-dead-values --split-input-file %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %a : i32
  %c0 = arith.constant 0 : i32
  %3 = arith.addi %a, %c0 : i32
  return %3 : i32
}

// -----

func.func private @callee(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %c : i32
  %1 = arith.muli %b, %b : i32
  return %0, %1, %a : i32, i32, i32
}
func.func @caller1(%x: i32, %y: i32) -> i32 {
  %r:3 = call @callee(%x, %y, %x) : (i32, i32, i32) -> (i32, i32, i32)
  return %r#0 : i32
}
func.func @caller2(%x: i32) -> i32 {
  %r:3 = call @callee(%x, %x, %x) : (i32, i32, i32) -> (i32, i32, i32)
  return %r#2 : i32
}
func.func @pub(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  return %0, %0 : i32, i32
}
func.func @caller3(%x: i32) {
  %r:2 = call @pub(%x, %x) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func private @pure(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @main(%x: i32) {
  %r = call @pure(%x) : (i32) -> i32
  %s = arith.addi %r, %r : i32
  return
}
func.func private @twocallers(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func @main2(%x: i32, %y: i32) -> i32 {
  %r = call @twocallers(%x, %y) : (i32, i32) -> i32
  %s = call @twocallers(%y, %x) : (i32, i32) -> i32
  "test.sink"(%s) : (i32) -> ()
  return %x : i32
}

// -----

func.func private @ext(i32) -> i32
func.func private @rec(%n: i32, %acc: i32, %junk: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %isz = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %isz, ^done, ^loop
^done:
  return %acc, %junk : i32, i32
^loop:
  %n1 = arith.subi %n, %c1 : i32
  %a1 = arith.addi %acc, %n : i32
  %j1 = arith.muli %junk, %junk : i32
  %r:2 = func.call @rec(%n1, %a1, %j1) : (i32, i32, i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}
func.func private @attrs(%a: i32 {test.a}, %b: i32 {test.b}) -> (i32 {test.r0}, i32 {test.r1}) attributes {test.keep} {
  return %b, %a : i32, i32
}
func.func @main(%x: i32) -> i32 {
  %e = call @ext(%x) : (i32) -> i32
  %r:2 = call @rec(%x, %e, %x) {test.callattr} : (i32, i32, i32) -> (i32, i32)
  %s:2 = call @attrs(%x, %x) : (i32, i32) -> (i32, i32)
  %t = arith.addi %r#0, %s#1 : i32
  return %t : i32
}

// -----

func.func @br(%x: i32, %y: i32) -> i32 {
  %c = arith.addi %x, %y : i32
  cf.br ^bb1(%x, %c : i32, i32)
^bb1(%a: i32, %b: i32):
  %d = arith.muli %b, %b : i32
  return %a : i32
}
func.func @condbr(%cond: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %cond, ^bb1(%x, %y : i32, i32), ^bb2(%y, %x : i32, i32)
^bb1(%a: i32, %b: i32):
  return %a : i32
^bb2(%p: i32, %q: i32):
  cf.br ^bb3(%q, %p : i32, i32)
^bb3(%u: i32, %v: i32):
  return %v : i32
}
func.func @shared(%cond: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %cond, ^bb1(%x, %y : i32, i32), ^bb1(%y, %x : i32, i32)
^bb1(%a: i32, %b: i32):
  return %a : i32
}
func.func @deadcond(%x: i32, %y: i32) -> i32 {
  %c = arith.cmpi slt, %x, %y : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return %x : i32
}

// -----

func.func private @ext(i32)
func.func @main(%x: i32) {
  %d = arith.muli %x, %x : i32
  call @ext(%d) : (i32) -> ()
  %f = func.constant @main : (i32) -> ()
  %e = arith.addi %x, %x : i32
  call_indirect %f(%e) : (i32) -> ()
  return
}

// -----

func.func private @priv(%a: i32) -> i32 {
  return %a : i32
}
func.func @main(%x: i32) -> i32 {
  %f = func.constant @priv : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

// -----

func.func private @priv(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  return %0, %0 : i32, i32
}
func.func @main(%x: i32) -> i32 {
  "test.foo"() {sym = @priv} : () -> ()
  %r:2 = func.call @priv(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @callee(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %arg0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller1(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0:2 = call @callee(%arg0, %arg0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller2(%arg0: i32) -> i32 {
// CHECK-NEXT: %0:2 = call @callee(%arg0, %arg0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT: return %0#1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pub(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller3(%arg0: i32) {
// CHECK-NEXT: %0:2 = call @pub(%arg0, %arg0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @pure() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: i32) {
// CHECK-NEXT: call @pure() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @twocallers(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main2(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call @twocallers(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @twocallers(%arg1) : (i32) -> i32
// CHECK-NEXT: "test.sink"(%1) : (i32) -> ()
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @ext(i32) -> i32
// CHECK-LABEL: func.func private @rec(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.addi %arg1, %arg0 : i32
// CHECK-NEXT: %3 = call @rec(%1, %2) : (i32, i32) -> i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @attrs(%arg0: i32 {test.a}) -> (i32 {test.r1}) attributes {test.keep} {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @ext(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @rec(%arg0, %0) {test.callattr} : (i32, i32) -> i32
// CHECK-NEXT: %2 = call @attrs(%arg0) : (i32) -> i32
// CHECK-NEXT: %3 = arith.addi %1, %2 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @br(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @condbr(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, i32), ^bb2(%arg2, %arg1 : i32, i32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2(%2: i32, %3: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%2 : i32)
// CHECK-NEXT: ^bb3(%4: i32):  // pred: ^bb2
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shared(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, i32), ^bb1(%arg2, %arg1 : i32, i32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @deadcond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @ext(i32)
// CHECK-LABEL: func.func @main(%arg0: i32) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: call @ext(%0) : (i32) -> ()
// CHECK-NEXT: %f = constant @main : (i32) -> ()
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: call_indirect %f(%1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @priv(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: i32) -> i32 {
// CHECK-NEXT: %f = constant @priv : (i32) -> i32
// CHECK-NEXT: %0 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @priv(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: i32) -> i32 {
// CHECK-NEXT: "test.foo"() {sym = @priv} : () -> ()
// CHECK-NEXT: %0:2 = call @priv(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }

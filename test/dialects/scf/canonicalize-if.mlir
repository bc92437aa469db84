// scf.if canonicalization patterns: select hoisting, condition propagation, yields of the condition, merged and nested ifs, empty else, unused results, the negated-condition fold.
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @partial_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = "test.op"() : () -> i32
    scf.yield %a, %x, %b : i32, i32, i32
  } else {
    %y = "test.op2"() : () -> i32
    scf.yield %b, %y, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
// CHECK-LABEL: func.func @partial_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = "test.op2"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1, %arg2 : i32, i32, i32
// CHECK-NEXT: }

func.func @propagate(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
    "test.use"(%c) : (i1) -> ()
  }
  return
}
// CHECK-LABEL: func.func @propagate(%arg0: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.use"(%false) : (i1) -> ()
// CHECK-NEXT: "test.use"(%false) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @yield_cond(%c: i1) -> (i1, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %r:3 = scf.if %c -> (i1, i1, i32) {
    %x = "test.op"() : () -> i32
    scf.yield %t, %f, %x : i1, i1, i32
  } else {
    %y = "test.op2"() : () -> i32
    scf.yield %f, %t, %y : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}
// CHECK-LABEL: func.func @yield_cond(%arg0: i1) -> (i1, i1, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = "test.op2"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0, %1 : i1, i1, i32
// CHECK-NEXT: }

func.func @combine(%c: i1, %a: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  %s = scf.if %c -> (i32) {
    %z = "test.c"(%r) : (i32) -> i32
    scf.yield %z : i32
  } else {
    %w = "test.d"(%r) : (i32) -> i32
    scf.yield %w : i32
  }
  return %r, %s : i32, i32
}
// CHECK-LABEL: func.func @combine(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = "test.a"() : () -> i32
// CHECK-NEXT: %2 = "test.c"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.b"() : () -> i32
// CHECK-NEXT: %2 = "test.d"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }

func.func @combine_not(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %n {
    "test.b"() : () -> ()
  }
  return
}
// CHECK-LABEL: func.func @combine_not(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } else {
  }
  return
}
// CHECK-LABEL: func.func @empty_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @nested(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.a"() : () -> ()
    }
  }
  return
}
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @nested_results(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %i = scf.if %b -> (i32) {
      %v = "test.v"() : () -> i32
      scf.yield %v : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %i, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// CHECK-LABEL: func.func @nested_results(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: %2 = scf.if %0 -> (i32) {
// CHECK-NEXT: %3 = "test.v"() : () -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2, %1 : i32, i32
// CHECK-NEXT: }

func.func @not_cond(%c: i1) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (i32) {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @not_cond(%arg0: i1) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = "test.b"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.a"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @unused(%c: i1) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.a"() : () -> i32
    %x2 = "test.a2"() : () -> i32
    scf.yield %x, %x2 : i32, i32
  } else {
    %y = "test.b"() : () -> i32
    %y2 = "test.b2"() : () -> i32
    scf.yield %y, %y2 : i32, i32
  }
  return %r#1 : i32
}
// CHECK-LABEL: func.func @unused(%arg0: i1) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = "test.a"() : () -> i32
// CHECK-NEXT: %2 = "test.a2"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.b"() : () -> i32
// CHECK-NEXT: %2 = "test.b2"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

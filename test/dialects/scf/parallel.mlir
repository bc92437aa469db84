// scf.parallel with and without reductions (one, two), scf.reduce with its regions and scf.reduce.return; the terminator always prints (`scf.reduce ` with a trailing space); custom and generic forms, and the round trip.
// RUN: terrace-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect %s | terrace-opt --allow-unregistered-dialect | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | terrace-opt --allow-unregistered-dialect | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @no_reduction(%lb: index, %ub: index, %st: index) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.parallel (%k) = (%lb) to (%ub) step (%st) {
    scf.reduce
  } {foo = 1 : i32}
  return
}
func.func @reductions(%lb: index, %ub: index, %st: index) -> (f32, i32) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1 : i32
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%zero, %one) -> (f32, i32) {
    %v = "test.load"(%i) : (index) -> f32
    %two = arith.constant 2 : i32
    scf.reduce(%v, %two : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %m = arith.muli %a, %b : i32
      scf.reduce.return %m : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
func.func @one_reduction(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %v = "test.load"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.maximumf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @no_reduction(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: "test.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: } {foo = 1 : i32}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reductions(%arg0: index, %arg1: index, %arg2: index) -> (f32, i32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg2) init (%cst, %c1_i32) -> (f32, i32) {
// CHECK-NEXT: %1 = "test.load"(%arg3) : (index) -> f32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: scf.reduce(%1, %c2_i32 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %2 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %2 = arith.muli %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @one_reduction(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: %1 = "test.load"(%arg4) : (index) -> f32
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %2 = arith.maximumf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// GENERIC-LABEL: sym_name = "no_reduction"
// GENERIC: "scf.parallel"({{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC: "scf.reduce"() : () -> ()
// GENERIC: "scf.parallel"({{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// GENERIC: "scf.reduce"() : () -> ()
// GENERIC-LABEL: sym_name = "reductions"
// GENERIC: {{%[^ ,)]+}}:2 = "scf.parallel"({{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
// GENERIC: "scf.reduce"({{%[^ ,)]+}}, {{%[^ ,)]+}}) ({
// GENERIC: "scf.reduce.return"({{%[^ ,)]+}}) : (f32) -> ()
// GENERIC: "scf.reduce.return"({{%[^ ,)]+}}) : (i32) -> ()
// GENERIC-LABEL: sym_name = "one_reduction"
// GENERIC: {{%[^ ,)]+}} = "scf.parallel"({{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// GENERIC: "scf.reduce"({{%[^ ,)]+}}) ({
// GENERIC: "scf.reduce.return"({{%[^ ,)]+}}) : (f32) -> ()

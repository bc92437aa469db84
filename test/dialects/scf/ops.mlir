// scf.if (with and without else and results), scf.for (with and without iter_args), scf.execute_region: custom forms with implicit yields, and generic forms where the yields show; both tools print the same.
// RUN: terrace-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | terrace-opt --allow-unregistered-dialect | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect %s | %mlir-opt --allow-unregistered-dialect | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @f(%c: i1, %lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  scf.if %c {
    "test.op"() : () -> ()
  }
  %s = scf.for %i = %lb to %ub step %st iter_args(%acc = %r) -> (f32) {
    %n = arith.addf %acc, %x : f32
    scf.yield %n : f32
  }
  scf.for %i = %lb to %ub step %st {
    "test.op"(%i) : (index) -> ()
  }
  %e = scf.execute_region -> f32 {
    scf.yield %s : f32
  }
  return %e : f32
}

// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> f32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:     scf.yield %arg4 : f32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %3 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:     scf.yield %3 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.op"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %0) -> (f32) {
// CHECK-NEXT:     %3 = arith.addf %arg6, %arg4 : f32
// CHECK-NEXT:     scf.yield %3 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %arg5 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:     "test.op"(%arg5) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = scf.execute_region -> f32 {
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2 : f32
// CHECK-NEXT: }
// GENERIC: %0 = "scf.if"(%arg0) ({
// GENERIC: "scf.yield"(%arg4) : (f32) -> ()
// GENERIC: }, {
// GENERIC: "scf.yield"(%4) : (f32) -> ()
// GENERIC: }) : (i1) -> f32
// GENERIC: "scf.if"(%arg0) ({
// GENERIC: "scf.yield"() : () -> ()
// GENERIC: }, {
// GENERIC: }) : (i1) -> ()
// GENERIC: %1 = "scf.for"(%arg1, %arg2, %arg3, %0) ({
// GENERIC: "scf.yield"(%3) : (f32) -> ()
// GENERIC: }) : (index, index, index, f32) -> f32
// GENERIC: "scf.for"(%arg1, %arg2, %arg3) ({
// GENERIC: "scf.yield"() : () -> ()
// GENERIC: }) : (index, index, index) -> ()
// GENERIC: %2 = "scf.execute_region"() ({
// GENERIC: "scf.yield"(%1) : (f32) -> ()
// GENERIC: }) : () -> f32
// GENERIC: }) : () -> ()
// GENERIC: }) : () -> ()

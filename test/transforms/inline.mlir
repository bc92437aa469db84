// inline: calls to functions outside the caller's call-graph component are replaced by the callee's body, callees first, then canonicalize simplifies; recursive calls stay; private functions no longer called go; no default pipeline leaves the copies as they are.
// RUN: terrace-opt --allow-unregistered-dialect --inline %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --inline %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --inline=default-pipeline= %s | FileCheck %s --check-prefix=NOPIPE
// RUN: %mlir-opt --allow-unregistered-dialect --inline=default-pipeline= %s | FileCheck %s --check-prefix=NOPIPE
// The CHECK lines are mlir-opt 22's output.

func.func private @never_called() {
  return
}
func.func @public_callee(%x: i32) -> (i32, i32) {
  %y = arith.muli %x, %x : i32
  return %y, %x : i32, i32
}
func.func private @c(%x: i32) -> i32 {
  %cond = arith.cmpi slt, %x, %x : i32
  %r = scf.if %cond -> (i32) {
    scf.yield %x : i32
  } else {
    %n = arith.subi %x, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  return %0 : i32
}
func.func @a(%x: i32, %lb: index, %ub: index, %s: index) -> (i32, i32) {
  %0 = call @b(%x) : (i32) -> i32
  %p:2 = call @public_callee(%0) : (i32) -> (i32, i32)
  scf.for %i = %lb to %ub step %s {
    %q:2 = func.call @public_callee(%x) : (i32) -> (i32, i32)
    "foo.use"(%q#0) : (i32) -> ()
  }
  return %p#0, %p#1 : i32, i32
}

// CHECK: func.func @public_callee(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:   return %0, %arg0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @a(%arg0: i32, %arg1: index, %arg2: index, %arg3: index) -> (i32, i32) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %c0_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// NOPIPE: func.func @public_callee(%arg0: i32) -> (i32, i32) {
// NOPIPE-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// NOPIPE-NEXT:   return %0, %arg0 : i32, i32
// NOPIPE-NEXT: }
// NOPIPE-NEXT: func.func @a(%arg0: i32, %arg1: index, %arg2: index, %arg3: index) -> (i32, i32) {
// NOPIPE-NEXT:   %0 = arith.cmpi slt, %arg0, %arg0 : i32
// NOPIPE-NEXT:   %1 = scf.if %0 -> (i32) {
// NOPIPE-NEXT:     scf.yield %arg0 : i32
// NOPIPE-NEXT:   } else {
// NOPIPE-NEXT:     %3 = arith.subi %arg0, %arg0 : i32
// NOPIPE-NEXT:     scf.yield %3 : i32
// NOPIPE-NEXT:   }
// NOPIPE-NEXT:   %2 = arith.muli %1, %1 : i32
// NOPIPE-NEXT:   scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// NOPIPE-NEXT:     %3 = arith.muli %arg0, %arg0 : i32
// NOPIPE-NEXT:     "foo.use"(%3) : (i32) -> ()
// NOPIPE-NEXT:   }
// NOPIPE-NEXT:   return %2, %1 : i32, i32
// NOPIPE-NEXT: }

// scf.if canonicalization: a constant condition keeps the taken region, a trivial if becomes arith.select.
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @f(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  %t = arith.constant true
  scf.if %t {
    "foo.x"() : () -> ()
  }
  %f = arith.constant false
  scf.if %f {
    "foo.y"() : () -> ()
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   "foo.x"() : () -> ()
// CHECK-NEXT:   return %0, %arg2 : i32, i32
// CHECK-NEXT: }

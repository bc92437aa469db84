// remove-dead-values keeps locations: the poison replacing a dead value takes that value's location, and rebuilt calls keep theirs (canonicalize=false, before MLIR's canonicalization step).
// RUN: terrace-opt --remove-dead-values=canonicalize=false --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: %mlir-opt --remove-dead-values=canonicalize=false --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func private @f(%a: i32 loc("argA"), %b: i32 loc("argB")) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32 loc("add")
  return %0, %b : i32, i32 loc("ret")
} loc("f")
func.func @main(%x: i32 loc("x"), %lb: index loc("lb"), %ub: index loc("ub"), %st: index loc("st")) -> i32 {
  %r:2 = call @f(%x, %x) : (i32, i32) -> (i32, i32) loc("call")
  %d = arith.muli %x, %x : i32 loc("mul")
  %l:2 = scf.for %i = %lb to %ub step %st iter_args(%p = %x, %q = %d) -> (i32, i32) {
    %n = arith.addi %p, %p : i32 loc("inner_add")
    %m = arith.muli %q, %q : i32 loc("inner_mul")
    scf.yield %n, %m : i32, i32 loc("yield")
  } loc("for")
  %s = arith.addi %r#0, %l#0 : i32 loc("sum")
  return %s : i32 loc("mainret")
} loc("main")

// CHECK-LABEL: func.func private @f(%arg0: i32 loc("argA")) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc("add")
// CHECK-NEXT: return %0 : i32 loc("ret")
// CHECK-NEXT: } loc("f")
// CHECK-LABEL: func.func @main(%arg0: i32 loc("x"), %arg1: index loc("lb"), %arg2: index loc("ub"), %arg3: index loc("st")) -> i32 {
// CHECK-NEXT: %0 = call @f(%arg0) : (i32) -> i32 loc("call")
// CHECK-NEXT: %1 = ub.poison : i32 loc("mul")
// CHECK-NEXT: %2:2 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %1) -> (i32, i32) {
// CHECK-NEXT: %4 = arith.addi %arg5, %arg5 : i32 loc("inner_add")
// CHECK-NEXT: %5 = ub.poison : i32 loc("inner_mul")
// CHECK-NEXT: scf.yield %4, %5 : i32, i32 loc("yield")
// CHECK-NEXT: } loc("for")
// CHECK-NEXT: %3 = arith.addi %0, %2#0 : i32 loc("sum")
// CHECK-NEXT: return %3 : i32 loc("mainret")
// CHECK-NEXT: } loc("main")

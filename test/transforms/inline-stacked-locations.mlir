// inline relocates what it inlines to callsite(callee location at call location), stacking on the call sites the callee already has: callsite(a at b) inlined at c becomes callsite(a at callsite(b at c)), as MLIR 22 does (ops in nested regions too).
// RUN: terrace-opt --inline=default-pipeline= --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: %mlir-opt --inline=default-pipeline= --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// The CHECK lines (at the end, so that the code's line numbers stay) are mlir-opt 22's output.
func.func private @c(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  %s = scf.for %i = %a to %a step %a iter_args(%x = %r) -> (i32) : i32 {
    %y = arith.muli %x, %i : i32
    scf.yield %y : i32
  }
  return %s : i32
}
func.func private @b(%a: i32) -> i32 {
  %r = func.call @c(%a) : (i32) -> i32
  %t = func.call @c(%r) : (i32) -> i32
  return %t : i32
}
func.func @a(%a: i32) -> i32 {
  %r = func.call @b(%a) : (i32) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func @a(%arg0: i32 loc("{{.*}}inline-stacked-locations.mlir":18:14)) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc(callsite("{{.*}}inline-stacked-locations.mlir":6:8 at callsite("{{.*}}inline-stacked-locations.mlir":14:8 at "{{.*}}inline-stacked-locations.mlir":19:8)))
// CHECK-NEXT: %1 = scf.for %arg1 = %arg0 to %arg0 step %arg0 iter_args(%arg2 = %0) -> (i32)  : i32 {
// CHECK-NEXT: %4 = arith.muli %arg2, %arg1 : i32 loc(callsite("{{.*}}inline-stacked-locations.mlir":8:10 at callsite("{{.*}}inline-stacked-locations.mlir":14:8 at "{{.*}}inline-stacked-locations.mlir":19:8)))
// CHECK-NEXT: scf.yield %4 : i32 loc(callsite("{{.*}}inline-stacked-locations.mlir":9:5 at callsite("{{.*}}inline-stacked-locations.mlir":14:8 at "{{.*}}inline-stacked-locations.mlir":19:8)))
// CHECK-NEXT: } loc(callsite("{{.*}}inline-stacked-locations.mlir":7:8 at callsite("{{.*}}inline-stacked-locations.mlir":14:8 at "{{.*}}inline-stacked-locations.mlir":19:8)))
// CHECK-NEXT: %2 = arith.addi %1, %1 : i32 loc(callsite("{{.*}}inline-stacked-locations.mlir":6:8 at callsite("{{.*}}inline-stacked-locations.mlir":15:8 at "{{.*}}inline-stacked-locations.mlir":19:8)))
// CHECK-NEXT: %3 = scf.for %arg1 = %1 to %1 step %1 iter_args(%arg2 = %2) -> (i32)  : i32 {
// CHECK-NEXT: %4 = arith.muli %arg2, %arg1 : i32 loc(callsite("{{.*}}inline-stacked-locations.mlir":8:10 at callsite("{{.*}}inline-stacked-locations.mlir":15:8 at "{{.*}}inline-stacked-locations.mlir":19:8)))
// CHECK-NEXT: scf.yield %4 : i32 loc(callsite("{{.*}}inline-stacked-locations.mlir":9:5 at callsite("{{.*}}inline-stacked-locations.mlir":15:8 at "{{.*}}inline-stacked-locations.mlir":19:8)))
// CHECK-NEXT: } loc(callsite("{{.*}}inline-stacked-locations.mlir":7:8 at callsite("{{.*}}inline-stacked-locations.mlir":15:8 at "{{.*}}inline-stacked-locations.mlir":19:8)))
// CHECK-NEXT: return %3 : i32 loc("{{.*}}inline-stacked-locations.mlir":20:3)
// CHECK-NEXT: } loc("{{.*}}inline-stacked-locations.mlir":18:1)

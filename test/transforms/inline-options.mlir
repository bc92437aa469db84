// inline's options as mlir-opt has them: inlining-threshold keeps calls whose callee has more ops (in percent of the caller's) than the threshold; --dump-pass-pipeline lists every option.
// RUN: terrace-opt --inline=inlining-threshold=100 %s | FileCheck %s --check-prefix=T100
// RUN: %mlir-opt --inline=inlining-threshold=100 %s | FileCheck %s --check-prefix=T100
// RUN: terrace-opt --inline=inlining-threshold=200 %s | FileCheck %s --check-prefix=T200
// RUN: %mlir-opt --inline=inlining-threshold=200 %s | FileCheck %s --check-prefix=T200
// RUN: terrace-opt --inline --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: %mlir-opt --inline --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// The CHECK lines are mlir-opt 22's output.

func.func private @big(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %a : i32
  %3 = arith.xori %2, %a : i32
  return %3 : i32
}
func.func private @small(%a: i32) -> i32 {
  return %a : i32
}
func.func @caller(%x: i32) -> (i32, i32) {
  %a = call @big(%x) : (i32) -> i32
  %b = call @small(%x) : (i32) -> i32
  return %a, %b : i32, i32
}

// T100: func.func private @big(%arg0: i32) -> i32 {
// T100-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// T100-NEXT: %1 = arith.muli %0, %0 : i32
// T100-NEXT: %2 = arith.subi %1, %arg0 : i32
// T100-NEXT: %3 = arith.xori %2, %arg0 : i32
// T100-NEXT: return %3 : i32
// T100-NEXT: }
// T100-NEXT: func.func @caller(%arg0: i32) -> (i32, i32) {
// T100-NEXT: %0 = call @big(%arg0) : (i32) -> i32
// T100-NEXT: return %0, %arg0 : i32, i32
// T100-NEXT: }

// T200: func.func @caller(%arg0: i32) -> (i32, i32) {
// T200-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// T200-NEXT: %1 = arith.muli %0, %0 : i32
// T200-NEXT: %2 = arith.subi %1, %arg0 : i32
// T200-NEXT: %3 = arith.xori %2, %arg0 : i32
// T200-NEXT: return %3, %arg0 : i32, i32
// T200-NEXT: }

// PIPELINE: inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 }

// Inlined ops are located at callsite(callee location at call location).
// RUN: terrace-opt --inline --mlir-print-debuginfo %s | FileCheck %s
// RUN: %mlir-opt --inline --mlir-print-debuginfo %s | FileCheck %s
// CHECK: arith.addi %arg0, %c2_i32 : i32 loc([[LOC:#loc[0-9]+]])
// CHECK: [[LOC]] = loc(callsite(

func.func private @add1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  return %y : i32
}
func.func @caller(%a: i32) -> i32 {
  %0 = call @add1(%a) : (i32) -> i32
  %1 = call @add1(%0) : (i32) -> i32
  return %1 : i32
}
func.func @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}

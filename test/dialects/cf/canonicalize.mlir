// cf canonicalization: a constant condition, identical successors, a true assertion, a branch to a block with no other predecessor.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
// CHECK-LABEL: func.func @const_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32

func.func @same(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}
// CHECK-LABEL: func.func @same(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32

func.func @assert_true(%a: i32) -> i32 {
  %t = arith.constant true
  cf.assert %t, "ok"
  return %a : i32
}
// CHECK-LABEL: func.func @assert_true(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32

func.func @chain(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.br ^bb2
^bb2:
  return %y : i32
}
// CHECK-LABEL: func.func @chain(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32

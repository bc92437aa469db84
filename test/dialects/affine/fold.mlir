// affine.apply's fold: to the operand a map of one dimension or symbol
// returns (--canonicalize), to the constant the map computes when the
// operands it reads are constant (floordiv, ceildiv and mod rounding as
// MLIR's), to poison where it divides by zero (--sccp, which folds
// without affine.apply's canonicalization patterns; canonicalize.mlir
// tests those).
// The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --sccp %s | FileCheck %s
// RUN: %mlir-opt --sccp %s | FileCheck %s
// RUN: terrace-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// RUN: %mlir-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// CANON-LABEL: func.func @to_operand(%arg0: index, %arg1: index) -> (index, index) {
// CANON-NEXT: return %arg1, %arg1 : index, index

func.func @to_operand(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d1)>(%a, %b)
  %1 = affine.apply affine_map<(d0)[s0] -> (s0)>(%a)[%b]
  return %0, %1 : index, index
}
func.func @constants() -> (index, index, index, index, index) {
  %c7 = arith.constant 7 : index
  %cm7 = arith.constant -7 : index
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%cm7)[%c3]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%cm7)[%c3]
  %2 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%cm7)
  %3 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 * 2 + 1)>(%c7, %cm7)
  %4 = affine.apply affine_map<() -> (12)>()
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
func.func @unread_operand(%a: index) -> index {
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 * 2)>(%c5, %a)
  return %0 : index
}
func.func @by_zero() -> index {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c5)[%c0]
  return %0 : index
}
func.func @not_constant(%a: index) -> index {
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%c5, %a)
  return %0 : index
}

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (s0)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @to_operand(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map(%arg0, %arg1)
// CHECK-NEXT: %1 = affine.apply #map1(%arg0)[%arg1]
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constants() -> (index, index, index, index, index) {
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c15 = arith.constant 15 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: return %c-3, %c-2, %c2, %c15, %c12 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unread_operand(%arg0: index) -> index {
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: return %c10 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @by_zero() -> index {
// CHECK-NEXT: %0 = ub.poison : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_constant(%arg0: index) -> index {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = affine.apply #map2(%c5, %arg0)
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }

// affine.apply's canonicalization (MLIR's SimplifyAffineOp): applies that
// define operands compose into the map; operands that are valid symbols
// (function arguments, constants, sizes of arguments, linalg.index, pure
// index arithmetic of symbols) move to symbols, the others (loop indices,
// what is computed from them, sizes of carried tensors) stay dimensions;
// constants fold in; repeated and unused operands go; the map is flattened
// and rebuilt in canonical order. The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// CHECK: #map = affine_map<()[s0] -> (s0 * 2 + 2)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 * 4 + s1)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 + 6)>
// CHECK: #map3 = affine_map<()[s0] -> (s0 * 2)>
// CHECK: #map4 = affine_map<()[s0] -> (s0 * 4 - (s0 floordiv 2) * 7)>
// CHECK: #map5 = affine_map<()[s0] -> (s0 * 2 + 1)>
// CHECK: #map6 = affine_map<()[s0] -> (s0 mod 4)>
// CHECK: #map7 = affine_map<(d0, d1)[s0, s1] -> (d0 + d1 + s0 + s1)>
// CHECK: #map8 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map9 = affine_map<()[s0, s1, s2] -> (s0 * 4 + s1 + s2)>
// CHECK: #map10 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK: #map11 = affine_map<()[s0] -> (s0 + 2)>
// CHECK: #map12 = affine_map<()[s0] -> (((s0 floordiv 2) * 2) floordiv s0)>
// CHECK: #map13 = affine_map<()[s0] -> (s0 + -1 mod -2)>
// CHECK-LABEL: func.func @compose_chain(%arg0: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @promote_and_order(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map1()[%arg0, %arg1]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constants_and_repeats(%arg0: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map2()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map3()[%arg0]
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quotients(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map4()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map5()[%arg0]
// CHECK-NEXT: %2 = affine.apply #map6()[%arg0]
// CHECK-NEXT: return %0, %1, %2 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (index) {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %2 = arith.addi %arg2, %arg0 : index
// CHECK-NEXT: %3 = affine.apply #map7(%arg2, %2)[%arg3, %1]
// CHECK-NEXT: scf.yield %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @indices_and_sizes(%arg0: tensor<?x4xf32>, %arg1: index) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel"]} outs(%arg0 : tensor<?x4xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: %4 = affine.apply #map9()[%2, %3, %dim]
// CHECK-NEXT: %5 = arith.index_cast %4 : index to i64
// CHECK-NEXT: %6 = arith.sitofp %5 : i64 to f32
// CHECK-NEXT: linalg.yield %6 : f32
// CHECK-NEXT: } -> tensor<?x4xf32>
// CHECK-NEXT: %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<?x4xf32>) {
// CHECK-NEXT: %dim_0 = tensor.dim %arg3, %c0 : tensor<?x4xf32>
// CHECK-NEXT: %2 = affine.apply #map10(%dim_0)[%dim]
// CHECK-NEXT: %3 = tensor.empty(%2) : tensor<?x4xf32>
// CHECK-NEXT: scf.yield %3 : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : tensor<?x4xf32>, tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @semi_affine(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.apply #map11()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map12()[%arg0]
// CHECK-NEXT: return %0, %c0, %1 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @poison(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : index
// CHECK-NEXT: %1 = affine.apply #map13()[%arg0]
// CHECK-NEXT: return %0, %1, %c0 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quotient_reused(%arg0: index) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
// CHECK-NEXT: }

// A chain of applies composes into one map of the chain's leaves.
func.func @compose_chain(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  %1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%0)
  return %1 : index
}

// Function arguments are symbols: passed as dimensions, they move to
// symbols; the map then reads in canonical order.
func.func @promote_and_order(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0, d1) -> (d1 + d0 * 3 + d0)>(%a, %b)
  return %0 : index
}

// Constant symbols fold into the map; a repeated operand is one symbol.
func.func @constants_and_repeats(%a: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2)>(%a)[%c3]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %a)
  return %0, %1 : index, index
}

// Divisions and remainders by constants flatten into shared quotients.
func.func @quotients(%a: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 2 + (d0 * 4) mod 8)>(%a)
  %1 = affine.apply affine_map<(d0) -> ((d0 * 6 + 3) floordiv 3)>(%a)
  %2 = affine.apply affine_map<(d0) -> ((d0 mod 4) floordiv 4 + (d0 mod 4) mod 8)>(%a)
  return %0, %1, %2 : index, index, index
}

// A loop index is no symbol, nor is what is computed from it; index
// arithmetic of symbols inside the loop is.
func.func @loop(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %a step %c1 iter_args(%acc = %b) -> (index) {
    %s = arith.addi %a, %b : index
    %j = arith.addi %i, %a : index
    %0 = affine.apply affine_map<(d0, d1, d2)[s0] -> (d0 + d1 + d2 + s0)>(%i, %j, %s)[%acc]
    scf.yield %0 : index
  }
  return %r : index
}

// linalg.index results are symbols; a size of a function argument is, a
// size of a tensor a loop carries is not.
func.func @indices_and_sizes(%t: tensor<?x4xf32>, %a: index) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c0 : tensor<?x4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%t : tensor<?x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
    %l = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%k, %d)
    %c = arith.index_cast %l : index to i64
    %f = arith.sitofp %c : i64 to f32
    linalg.yield %f : f32
  } -> tensor<?x4xf32>
  %r = scf.for %i = %c0 to %a step %c1 iter_args(%acc = %t) -> (tensor<?x4xf32>) {
    %n = tensor.dim %acc, %c0 : tensor<?x4xf32>
    %0 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%n, %d)
    %e = tensor.empty(%0) : tensor<?x4xf32>
    scf.yield %e : tensor<?x4xf32>
  }
  return %g, %r : tensor<?x4xf32>, tensor<?x4xf32>
}

// Semi-affine maps: a division by a symbol that divides the dividend, a
// remainder of `x - x mod s`, and a quotient under a product, which stays.
func.func @semi_affine(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 * 2 + s0 * s1) floordiv s0)>()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 - s0 mod s1) mod s1)>()[%a, %b]
  %2 = affine.apply affine_map<()[s0, s1] -> (((s0 floordiv 2) * 2) floordiv s0)>()[%a, %b]
  return %0, %1, %2 : index, index, index
}

// A remainder by a negative constant is poison where the fold reaches it
// (left operands first), even beside an operand that is not constant; the
// flattening leaves such maps alone, and a negative divisor still divides
// the dividend's known divisor.
func.func @poison(%a: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod -2 + s0)>(%c3)[%a]
  %1 = affine.apply affine_map<(d0) -> (-1 mod -2 + d0)>(%a)
  %2 = affine.apply affine_map<(d0) -> (((d0 * 8 - 4) ceildiv -2) mod 2)>(%a)
  return %0, %1, %2 : index, index, index
}

// A remainder whose dividend already holds the quotient it introduces:
// (d0 + 4 - d0 mod 5) is 5 * (d0 floordiv 5) + 4, so the remainder is 4.
func.func @quotient_reused(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> ((d0 + 4 - d0 mod 5) mod 5)>(%a)
  return %0 : index
}

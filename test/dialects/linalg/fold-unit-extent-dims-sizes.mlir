// linalg-fold-unit-extent-dims reading sizes of results as their ops
// compute them (MLIR's reifyResultShapes): a collapsed size is the
// product of the source's sizes and a padded size the source's plus the
// padding, each a composed, folded affine.apply. The CHECK lines are
// mlir-opt 22's output.
// RUN: terrace-opt --split-input-file --linalg-fold-unit-extent-dims %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --linalg-fold-unit-extent-dims %s | FileCheck %s

// A size that is a product of dynamic sizes: the product with
// affine.apply (of the collapse's source sizes).
func.func @moveinit_collapse_multi_dyn(%a: tensor<?xf32>, %b: tensor<?x?xf32>) -> tensor<?xf32> {
  %c = tensor.collapse_shape %b [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%a : tensor<?xf32>) outs(%c : tensor<?xf32>) {
       ^bb0(%x: f32, %z: f32) :
         %r = arith.addf %x, %z : f32
         linalg.yield %r : f32
       } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK: #map1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @moveinit_collapse_multi_dyn(%arg0: tensor<?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %dim_0]
// CHECK-NEXT: %1 = tensor.empty(%0) : tensor<?xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg0, %collapsed : tensor<?xf32>, tensor<?xf32>) outs(%1 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: return %2 : tensor<?xf32>
// CHECK-NEXT: }

// -----

// The size of a collapse of two dynamic sizes.
func.func @dim_of_collapse2(%a: tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %d0 = tensor.dim %c, %c0 : tensor<?xf32>
  return %d0 : index
}
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-LABEL: func.func @dim_of_collapse2(%arg0: tensor<?x?xf32>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %dim_0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }

// -----

// A padded dynamic size: the source size plus the padding.
func.func @dim_of_pad(%a: tensor<?xf32>, %p: f32) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.pad %a low[2] high[3] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<?xf32> to tensor<?xf32>
  %d = tensor.dim %e, %c0 : tensor<?xf32>
  return %d : index
}
// CHECK: #map = affine_map<()[s0] -> (s0 + 5)>
// CHECK-LABEL: func.func @dim_of_pad(%arg0: tensor<?xf32>, %arg1: f32) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }

// -----

// An init moved to the inputs is replaced by an empty tensor of its sizes,
// each a tensor.dim that folds as it is made: through a cast to the
// static size of the cast's source at once, so the sizes of a cast of a
// static value are constants together (one cast back, not a chain of
// them), and a size dynamic in the source is a dim of the source.
func.func @init_cast_of_static(%a: tensor<2x4xi64>, %b: tensor<2x4xi64>) -> tensor<2x4xi64> {
  %c = tensor.cast %b : tensor<2x4xi64> to tensor<?x?xi64>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x4xi64>) outs(%c : tensor<?x?xi64>) {
  ^bb0(%x: i64, %o: i64):
    %s = arith.addi %x, %o : i64
    linalg.yield %s : i64
  } -> tensor<?x?xi64>
  %r = tensor.cast %0 : tensor<?x?xi64> to tensor<2x4xi64>
  return %r : tensor<2x4xi64>
}
func.func @init_cast_of_partly_static(%a: tensor<2x?xi64>, %b: tensor<2x?xi64>) -> tensor<?x?xi64> {
  %c = tensor.cast %b : tensor<2x?xi64> to tensor<?x?xi64>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x?xi64>) outs(%c : tensor<?x?xi64>) {
  ^bb0(%x: i64, %o: i64):
    %s = arith.addi %x, %o : i64
    linalg.yield %s : i64
  } -> tensor<?x?xi64>
  return %0 : tensor<?x?xi64>
}
// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @init_cast_of_static(%arg0: tensor<2x4xi64>, %arg1: tensor<2x4xi64>) -> tensor<2x4xi64> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<2x4xi64> to tensor<?x?xi64>
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x4xi64>
// CHECK-NEXT: %cast_0 = tensor.cast %0 : tensor<2x4xi64> to tensor<?x?xi64>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cast : tensor<2x4xi64>, tensor<?x?xi64>) outs(%cast_0 : tensor<?x?xi64>) {
// CHECK-NEXT: ^bb0(%in: i64, %in_2: i64, %out: i64):
// CHECK-NEXT: %2 = arith.addi %in, %in_2 : i64
// CHECK-NEXT: linalg.yield %2 : i64
// CHECK-NEXT: } -> tensor<?x?xi64>
// CHECK-NEXT: %cast_1 = tensor.cast %1 : tensor<?x?xi64> to tensor<2x4xi64>
// CHECK-NEXT: return %cast_1 : tensor<2x4xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @init_cast_of_partly_static(%arg0: tensor<2x?xi64>, %arg1: tensor<2x?xi64>) -> tensor<?x?xi64> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<2x?xi64> to tensor<?x?xi64>
// CHECK-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<2x?xi64>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<2x?xi64>
// CHECK-NEXT: %cast_0 = tensor.cast %0 : tensor<2x?xi64> to tensor<?x?xi64>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cast : tensor<2x?xi64>, tensor<?x?xi64>) outs(%cast_0 : tensor<?x?xi64>) {
// CHECK-NEXT: ^bb0(%in: i64, %in_1: i64, %out: i64):
// CHECK-NEXT: %2 = arith.addi %in, %in_1 : i64
// CHECK-NEXT: linalg.yield %2 : i64
// CHECK-NEXT: } -> tensor<?x?xi64>
// CHECK-NEXT: return %1 : tensor<?x?xi64>
// CHECK-NEXT: }

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

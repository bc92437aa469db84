// Static shapes through structured ops, as MLIR 22's canonicalizer: a
// size one operand knows is cast into the others and the result cast back
// (InferStaticShapeOfOperands); a static cast of a result moves onto the
// init (FoldTensorCastConsumerOp); casts that forget sizes fold into the op
// (FoldTensorCastProducerOp).
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @infer_static_in(%arg0: tensor<4x8xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%cast : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @consumer_cast(%arg0: tensor<?x8xf32>, %arg1: tensor<?x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cast_0 : tensor<4x8xf32>) outs(%cast : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @producer_cast(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.subf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_infer(%arg0: tensor<2x3xf32>, %arg1: tensor<3x?xf32>, %arg2: tensor<?x5xf32>) -> tensor<?x5xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<3x?xf32> to tensor<3x5xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?x5xf32> to tensor<2x5xf32>
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %cast : tensor<2x3xf32>, tensor<3x5xf32>) outs(%cast_0 : tensor<2x5xf32>) -> tensor<2x5xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %0 : tensor<2x5xf32> to tensor<?x5xf32>
// CHECK-NEXT: return %cast_1 : tensor<?x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @map_and_fill(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %mapped = linalg.map { arith.addf } ins(%cast, %1 : tensor<4xf32>, tensor<4xf32>) outs(%cast_0 : tensor<4xf32>)
// CHECK-NEXT: return %mapped : tensor<4xf32>
// CHECK-NEXT: }

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @infer_static_in(%a: tensor<4x8xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @consumer_cast(%a: tensor<?x8xf32>, %b: tensor<?x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x8xf32>) outs(%b : tensor<?x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x8xf32>
  %c = tensor.cast %0 : tensor<?x8xf32> to tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}
func.func @producer_cast(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<?x?xf32> {
  %ca = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  %cb = tensor.cast %b : tensor<4x8xf32> to tensor<?x?xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%ca : tensor<?x?xf32>) outs(%cb : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @matmul_infer(%a: tensor<2x3xf32>, %b: tensor<3x?xf32>, %c: tensor<?x5xf32>) -> tensor<?x5xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x?xf32>) outs(%c : tensor<?x5xf32>) -> tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}
func.func @map_and_fill(%a: tensor<?xf32>, %v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = tensor.cast %e : tensor<4xf32> to tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  %m = linalg.map { arith.addf } ins(%a, %f : tensor<?xf32>, tensor<?xf32>) outs(%a : tensor<?xf32>)
  %r = tensor.cast %m : tensor<?xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

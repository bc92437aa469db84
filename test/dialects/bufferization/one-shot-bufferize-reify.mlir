// The sizes of a new buffer for a value whose contents need no copy come
// from the op that made the value, as MLIR's reifyResultShapes gives them:
// an expand_shape's output_shape, a collapse_shape's product of its
// source's sizes (an affine.apply, not folded), a pad's source size plus
// its padding, an alloc_tensor's operands or its copied tensor's sizes.
// Both tools print the same bytes.
// RUN: terrace-opt --split-input-file --one-shot-bufferize=bufferize-function-boundaries %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize=bufferize-function-boundaries %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize=bufferize-function-boundaries %s | FileCheck %s

// CHECK: #[[PRODUCT:.*]] = affine_map<()[s0, s1] -> ((s0 * s1) * 2)>
// CHECK-LABEL: func.func @collapse(
// CHECK: memref.collapse_shape
// CHECK: %[[D0:.*]] = memref.dim %arg0, %{{.*}} : memref<?x2x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK: %[[D2:.*]] = memref.dim %arg0, %{{.*}} : memref<?x2x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK: %[[SIZE:.*]] = affine.apply #[[PRODUCT]]()[%[[D0]], %[[D2]]]
// CHECK: memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xf32>
func.func @collapse(%t: tensor<?x2x?xf32>, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<?x2x?xf32> into tensor<?xf32>
  %e = tensor.empty() : tensor<2xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @pad(
// CHECK: affine.apply
// CHECK: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
func.func @pad(%t: tensor<?xf32>, %h: index, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.pad %t low[1] high[%h] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// The output_shape operand is the size.
// CHECK-LABEL: func.func @expand(
// CHECK: memref.alloc(%arg1) {alignment = 64 : i64} : memref<?x2xf32>
func.func @expand(%t: tensor<?xf32>, %n: index, %f: f32) -> (tensor<?x2xf32>, tensor<?x2xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%n, 2] : tensor<?xf32> into tensor<?x2xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?x2xf32>) -> tensor<?x2xf32>
  return %0, %1 : tensor<?x2xf32>, tensor<?x2xf32>
}

// -----

// A copy's size is read from the copied tensor.
// CHECK-LABEL: func.func @alloc_tensor_copy(
// CHECK: %[[SIZE:.*]] = memref.dim %arg0, %{{.*}} : memref<?xf32, strided<[?], offset: ?>>
// CHECK: memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK: memref.copy %arg0
// CHECK: %[[SIZE2:.*]] = memref.dim %arg0, %{{.*}} : memref<?xf32, strided<[?], offset: ?>>
// CHECK: memref.alloc(%[[SIZE2]]) {alignment = 64 : i64} : memref<?xf32>
func.func @alloc_tensor_copy(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// MLIR 22's linalg patterns on copies and fills: a copy onto itself is its
// input (erased on buffers), a copy of a fill or into a fill becomes a fill
// or a copy of the fill's destination, an element or a transpose of a fill
// is the fill's value or a fill of the init, a reshape of a fill is a fill
// of the reshaped init, and a structured op with an empty buffer operand
// is erased (EraseDeadLinalgOp).
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK-LABEL: func.func @self_copy(%arg0: tensor<4xi32>, %arg1: memref<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT: return %arg0 : tensor<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_then_copy(%arg0: f32, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = linalg.copy ins(%arg2 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0, %1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_then_extract_and_transpose(%arg0: f32, %arg1: tensor<2x3xf32>, %arg2: tensor<3x2xf32>, %arg3: index) -> (f32, tensor<3x2xf32>) {
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%arg2 : tensor<3x2xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %arg0, %0 : f32, tensor<3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_buffer(%arg0: memref<0x4xf32>, %arg1: memref<4xf32>, %arg2: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_reshapes(%arg0: f32, %arg1: tensor<2x3xf32>, %arg2: tensor<6xf32>, %arg3: index) -> (tensor<6xf32>, tensor<2x3xf32>, tensor<?x3xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%collapsed : tensor<6xf32>) -> tensor<6xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg0 : f32) outs(%arg2 : tensor<6xf32>) -> tensor<6xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg2 {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%arg0 : f32) outs(%expanded : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %cast = tensor.cast %1 : tensor<6xf32> to tensor<?xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %cast {{\[\[}}0, 1]] output_shape [%arg3, 3] : tensor<?xf32> into tensor<?x3xf32>
// CHECK-NEXT: return %0, %2, %expanded_0 : tensor<6xf32>, tensor<2x3xf32>, tensor<?x3xf32>
// CHECK-NEXT: }

func.func @self_copy(%t: tensor<4xi32>, %m: memref<4xi32>) -> tensor<4xi32> {
  %c = linalg.copy ins(%t : tensor<4xi32>) outs(%t : tensor<4xi32>) -> tensor<4xi32>
  linalg.copy ins(%m : memref<4xi32>) outs(%m : memref<4xi32>)
  return %c : tensor<4xi32>
}
func.func @fill_then_copy(%v: f32, %a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %c = linalg.copy ins(%f : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %d = linalg.copy ins(%b : tensor<4xf32>) outs(%f : tensor<4xf32>) -> tensor<4xf32>
  return %c, %d : tensor<4xf32>, tensor<4xf32>
}
func.func @fill_then_extract_and_transpose(%v: f32, %a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %i: index) -> (f32, tensor<3x2xf32>) {
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = tensor.extract %f[%i, %i] : tensor<2x3xf32>
  %t = linalg.transpose ins(%f : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1, 0]
  return %e, %t : f32, tensor<3x2xf32>
}
func.func @empty_buffer(%a: memref<0x4xf32>, %b: memref<4xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%a : memref<0x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%a : memref<0x4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
func.func @fill_reshapes(%v: f32, %a: tensor<2x3xf32>, %b: tensor<6xf32>, %n: index) -> (tensor<6xf32>, tensor<2x3xf32>, tensor<?x3xf32>) {
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = tensor.collapse_shape %f [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %g = linalg.fill ins(%v : f32) outs(%b : tensor<6xf32>) -> tensor<6xf32>
  %e = tensor.expand_shape %g [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %h = tensor.cast %g : tensor<6xf32> to tensor<?xf32>
  %d = tensor.expand_shape %h [[0, 1]] output_shape [%n, 3] : tensor<?xf32> into tensor<?x3xf32>
  return %c, %e, %d : tensor<6xf32>, tensor<2x3xf32>, tensor<?x3xf32>
}

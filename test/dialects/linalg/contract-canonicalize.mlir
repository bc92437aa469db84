// --canonicalize on linalg.contract: the dialect's patterns for every
// structured op apply (casts folded into and out of it, static shapes
// inferred, dead ops on empty memrefs or unused results erased).
// The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s

#mA = affine_map<(m, n, k) -> (m, k)>
#mB = affine_map<(m, n, k) -> (k, n)>
#mC = affine_map<(m, n, k) -> (m, n)>
func.func @cast_in(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %ac = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  %0 = linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%ac, %b : tensor<?x?xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
func.func @cast_out(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<?x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<?x16xf32>) -> tensor<?x16xf32>
  %1 = tensor.cast %0 : tensor<?x16xf32> to tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}
func.func @dead(%a: memref<4x0xf32>, %b: memref<0x16xf32>, %c: memref<4x16xf32>) {
  linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : memref<4x0xf32>, memref<0x16xf32>) outs(%c : memref<4x16xf32>)
  return
}
func.func @unused(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  %0 = linalg.contract indexing_maps = [#mA, #mB, #mC] {cast = #linalg.type_fn<cast_signed>} ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
func.func @dyn(%a: tensor<?x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : tensor<?x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @cast_in(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_out(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<?x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg2 : tensor<?x16xf32> to tensor<4x16xf32>
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%cast : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead(%arg0: memref<4x0xf32>, %arg1: memref<0x16xf32>, %arg2: memref<4x16xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn(%arg0: tensor<?x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map, #map1, #map2] ins(%cast, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// linalg canonicalization: identity transposes fold, transposes of
// transposes and broadcasts of broadcasts become one, a generic or
// broadcast that only passes an operand through is replaced by it (with a
// tensor.cast when the types differ; on buffers only a copy onto itself is
// erased); both tools give mlir-opt's output.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @transposes(%a: tensor<2x3x4xf32>, %i1: tensor<3x4x2xf32>, %i2: tensor<4x2x3xf32>, %i3: tensor<2x3x4xf32>) -> (tensor<4x2x3xf32>, tensor<2x3x4xf32>) {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%i1 : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  %1 = linalg.transpose ins(%0 : tensor<3x4x2xf32>) outs(%i2 : tensor<4x2x3xf32>) permutation = [1, 2, 0]
  %2 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%i3 : tensor<2x3x4xf32>) permutation = [0, 1, 2]
  return %1, %2 : tensor<4x2x3xf32>, tensor<2x3x4xf32>
}
func.func @broadcasts(%a: tensor<3xf32>, %i1: tensor<3x5xf32>, %i2: tensor<2x3x5xf32>, %i3: tensor<3xf32>) -> (tensor<2x3x5xf32>, tensor<3xf32>) {
  %0 = linalg.broadcast ins(%a : tensor<3xf32>) outs(%i1 : tensor<3x5xf32>) dimensions = [1]
  %1 = linalg.broadcast ins(%0 : tensor<3x5xf32>) outs(%i2 : tensor<2x3x5xf32>) dimensions = [0]
  %2 = linalg.broadcast ins(%a : tensor<3xf32>) outs(%i3 : tensor<3xf32>) dimensions = []
  return %1, %2 : tensor<2x3x5xf32>, tensor<3xf32>
}
func.func @identity_generic(%a: tensor<4xf32>, %b: tensor<?xf32>, %o: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b : tensor<?xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
func.func @identity_buffer(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
func.func @not_identity(%a: tensor<4x4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%o : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transposes(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x4x2xf32>, %arg2: tensor<4x2x3xf32>, %arg3: tensor<2x3x4xf32>) -> (tensor<4x2x3xf32>, tensor<2x3x4xf32>) {
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%arg2 : tensor<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK-NEXT:     return %transposed, %arg0 : tensor<4x2x3xf32>, tensor<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @broadcasts(%arg0: tensor<3xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<2x3x5xf32>, %arg3: tensor<3xf32>) -> (tensor<2x3x5xf32>, tensor<3xf32>) {
// CHECK-NEXT:     %broadcasted = linalg.broadcast ins(%arg0 : tensor<3xf32>) outs(%arg2 : tensor<2x3x5xf32>) dimensions = [0, 2]
// CHECK-NEXT:     return %broadcasted, %arg0 : tensor<2x3x5xf32>, tensor<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identity_generic(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:     return %arg0, %cast : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identity_buffer(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_identity(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<4x4xf32>
// CHECK-NEXT:     return %0 : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

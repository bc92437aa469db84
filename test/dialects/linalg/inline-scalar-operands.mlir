// linalg-inline-scalar-operands, as MLIR 22: inputs of a generic on tensors
// read through constant maps leave the op; the body reads them itself (a
// tensor.extract at the map's indices, or the scalar operand), and the
// greedy driver hoists the index constants. Ops on buffers stay.
// RUN: terrace-opt --linalg-inline-scalar-operands %s | FileCheck %s
// RUN: %mlir-opt --linalg-inline-scalar-operands %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (0)>
// CHECK-LABEL: func.func @inline_scalars(%arg0: tensor<4xf32>, %arg1: tensor<1xf32>, %arg2: tensor<f32>, %arg3: f32) -> tensor<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %extracted = tensor.extract %arg2[] : tensor<f32>
// CHECK-NEXT: %extracted_0 = tensor.extract %arg1[%c0] : tensor<1xf32>
// CHECK-NEXT: %2 = arith.addf %in, %extracted_0 : f32
// CHECK-NEXT: %3 = arith.mulf %2, %extracted : f32
// CHECK-NEXT: %4 = arith.subf %3, %arg3 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_scalars(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @buffers_stay(%arg0: memref<4xf32>, %arg1: memref<1xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel"]} ins(%arg1 : memref<1xf32>) outs(%arg0 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

#map0 = affine_map<(d0) -> (d0)>
#mapc = affine_map<(d0) -> (0)>
#mape = affine_map<(d0) -> ()>
func.func @inline_scalars(%a: tensor<4xf32>, %s: tensor<1xf32>, %z: tensor<f32>, %f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#map0, #mapc, #mape, #mape, #map0], iterator_types = ["parallel"]} ins(%a, %s, %z, %f : tensor<4xf32>, tensor<1xf32>, tensor<f32>, f32) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %w: f32, %v: f32, %o: f32):
    %1 = arith.addf %x, %y : f32
    %2 = arith.mulf %1, %w : f32
    %3 = arith.subf %2, %v : f32
    linalg.yield %3 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @no_scalars(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %1 = arith.addf %x, %o : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @buffers_stay(%a: memref<4xf32>, %s: memref<1xf32>) {
  linalg.generic {indexing_maps = [#mapc, #map0], iterator_types = ["parallel"]} ins(%s : memref<1xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%y: f32, %o: f32):
    linalg.yield %y : f32
  }
  return
}

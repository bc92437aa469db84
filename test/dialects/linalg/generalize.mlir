// linalg-generalize-named-ops: each named op becomes the linalg.generic it
// stands for (maps, iterator types, operands, the body moved over); both
// tools give the same output.
// RUN: terrace-opt --linalg-generalize-named-ops %s | FileCheck %s
// RUN: %mlir-opt --linalg-generalize-named-ops %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @f(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>, %x: f32, %a16: tensor<4x8xf16>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.fill ins(%x : f32) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.matmul ins(%a16, %B : tensor<4x8xf16>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0, %1, %2 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
}
func.func @g(%A: tensor<2x4x8xf32>, %B: tensor<2x8x16xf32>, %C: tensor<2x4x16xf32>, %v: tensor<8xf32>, %M: tensor<4x8xf32>, %o: tensor<4xf32>, %s: tensor<f32>, %i8: tensor<4x8xi8>, %ci: tensor<4x16xi32>, %Bi: tensor<8x16xi8>) -> (tensor<2x4x16xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>, tensor<4x16xi32>, tensor<4x8xf32>) {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%C : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %1 = linalg.matvec ins(%M, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %e = tensor.empty() : tensor<8xf32>
  %3 = linalg.vecmat ins(%o, %M : tensor<4xf32>, tensor<4x8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %4 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%i8, %Bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %5 = linalg.copy ins(%M : tensor<4x8xf32>) outs(%M : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<2x4x16xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>, tensor<4x16xi32>, tensor<4x8xf32>
}
// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: #map3 = affine_map<(d0, d1) -> ()>
// CHECK: #map4 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK: #map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK: #map8 = affine_map<(d0, d1) -> (d1)>
// CHECK: #map9 = affine_map<(d0, d1) -> (d0)>
// CHECK: #map10 = affine_map<(d0) -> (d0)>
// CHECK: #map11 = affine_map<(d0) -> ()>
// CHECK: #map12 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: module {
// CHECK:   func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: f32, %arg4: tensor<4x8xf16>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) {
// CHECK:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) {
// CHECK:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK:       %3 = arith.mulf %in, %in_0 : f32
// CHECK:       %4 = arith.addf %out, %3 : f32
// CHECK:       linalg.yield %4 : f32
// CHECK:     } -> tensor<4x16xf32>
// CHECK:     %1 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg3 : f32) outs(%arg2 : tensor<4x16xf32>) {
// CHECK:     ^bb0(%in: f32, %out: f32):
// CHECK:       linalg.yield %in : f32
// CHECK:     } -> tensor<4x16xf32>
// CHECK:     %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg4, %arg1 : tensor<4x8xf16>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) {
// CHECK:     ^bb0(%in: f16, %in_0: f32, %out: f32):
// CHECK:       %3 = arith.extf %in : f16 to f32
// CHECK:       %4 = arith.mulf %3, %in_0 : f32
// CHECK:       %5 = arith.addf %out, %4 : f32
// CHECK:       linalg.yield %5 : f32
// CHECK:     } -> tensor<4x16xf32>
// CHECK:     return %0, %1, %2 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
// CHECK:   }
// CHECK:   func.func @g(%arg0: tensor<2x4x8xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x4x16xf32>, %arg3: tensor<8xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<4xf32>, %arg6: tensor<f32>, %arg7: tensor<4x8xi8>, %arg8: tensor<4x16xi32>, %arg9: tensor<8x16xi8>) -> (tensor<2x4x16xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>, tensor<4x16xi32>, tensor<4x8xf32>) {
// CHECK:     %0 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg2 : tensor<2x4x16xf32>) {
// CHECK:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK:       %7 = arith.mulf %in, %in_0 : f32
// CHECK:       %8 = arith.addf %out, %7 : f32
// CHECK:       linalg.yield %8 : f32
// CHECK:     } -> tensor<2x4x16xf32>
// CHECK:     %1 = linalg.generic {indexing_maps = [#map4, #map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%arg4, %arg3 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg5 : tensor<4xf32>) {
// CHECK:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK:       %7 = arith.mulf %in, %in_0 : f32
// CHECK:       %8 = arith.addf %out, %7 : f32
// CHECK:       linalg.yield %8 : f32
// CHECK:     } -> tensor<4xf32>
// CHECK:     %2 = linalg.generic {indexing_maps = [#map10, #map10, #map11], iterator_types = ["reduction"]} ins(%arg3, %arg3 : tensor<8xf32>, tensor<8xf32>) outs(%arg6 : tensor<f32>) {
// CHECK:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK:       %7 = arith.mulf %in, %in_0 : f32
// CHECK:       %8 = arith.addf %out, %7 : f32
// CHECK:       linalg.yield %8 : f32
// CHECK:     } -> tensor<f32>
// CHECK:     %3 = tensor.empty() : tensor<8xf32>
// CHECK:     %4 = linalg.generic {indexing_maps = [#map8, #map12, #map9], iterator_types = ["parallel", "reduction"]} ins(%arg5, %arg4 : tensor<4xf32>, tensor<4x8xf32>) outs(%3 : tensor<8xf32>) {
// CHECK:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK:       %7 = arith.mulf %in, %in_0 : f32
// CHECK:       %8 = arith.addf %out, %7 : f32
// CHECK:       linalg.yield %8 : f32
// CHECK:     } -> tensor<8xf32>
// CHECK:     %5 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg7, %arg9 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg8 : tensor<4x16xi32>) {
// CHECK:     ^bb0(%in: i8, %in_0: i8, %out: i32):
// CHECK:       %7 = arith.extui %in : i8 to i32
// CHECK:       %8 = arith.extui %in_0 : i8 to i32
// CHECK:       %9 = arith.muli %7, %8 : i32
// CHECK:       %10 = arith.addi %out, %9 : i32
// CHECK:       linalg.yield %10 : i32
// CHECK:     } -> tensor<4x16xi32>
// CHECK:     %6 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<4x8xf32>) outs(%arg4 : tensor<4x8xf32>) {
// CHECK:     ^bb0(%in: f32, %out: f32):
// CHECK:       linalg.yield %in : f32
// CHECK:     } -> tensor<4x8xf32>
// CHECK:     return %0, %1, %2, %4, %5, %6 : tensor<2x4x16xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>, tensor<4x16xi32>, tensor<4x8xf32>
// CHECK:   }
// CHECK: }

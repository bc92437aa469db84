// linalg-generalize-named-ops on map, reduce, transpose and broadcast (on
// tensors and on memrefs, which keep the op though it has no results):
// each becomes the linalg.generic its maps and body describe; both tools
// give the same output.
// RUN: terrace-opt --linalg-generalize-named-ops %s | FileCheck %s
// RUN: %mlir-opt --linalg-generalize-named-ops %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: tensor<4x8xf32>, %r: tensor<4xf32>, %t: tensor<8x4xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8x3xf32>) {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%i : tensor<4x8xf32>)
  %1 = linalg.map ins(%a : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>)
    (%x: f32, %o: f32) {
      %e = math.exp %x : f32
      linalg.yield %e : f32
    }
  %2 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %3 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x8x3xf32>
  %4 = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8x3xf32>) dimensions = [2]
  return %0, %1, %2, %3, %4 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8x3xf32>
}
func.func @f2(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %1 = linalg.map ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%i : tensor<4xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %e = arith.addf %x, %o : f32
      linalg.yield %e : f32
    }
  %2 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%i : tensor<4xf32>) {foo}
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}
func.func @g2(%a: memref<4xf32>, %i: memref<4xf32>) {
  linalg.map { math.absf } ins(%a : memref<4xf32>) outs(%i : memref<4xf32>)
  linalg.map ins(%a : memref<4xf32>) outs(%i : memref<4xf32>) (%x: f32, %o: f32) {
      %e = arith.addf %x, %x : f32
      linalg.yield %e : f32
    }
  return
}
func.func @f3(%a: tensor<4x8xf32>, %i: tensor<4x8xf32>, %r: tensor<4xf32>, %r2: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.map ins(%a : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>)
    (%x: f32, %o: f32) {
      %e = arith.addf %x, %o : f32
      linalg.yield %e : f32
    }
  %1 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
    (%x: f32, %o: f32) {
      %e = arith.addf %x, %o : f32
      linalg.yield %e : f32
    }
  %2 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
    (%x: f32, %o: f32) {
      %e = arith.addf %o, %x : f32
      linalg.yield %e : f32
    }
  %3 = linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1] {foo = 1}
  %4:2 = linalg.reduce ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%r, %r2 : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32, %o: f32, %p: f32) {
      %e = arith.addf %x, %o : f32
      %g = arith.mulf %y, %p : f32
      linalg.yield %e, %g : f32, f32
    }
  return %0, %1, %2, %3, %4#1 : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
func.func @memref(%a: memref<4x8xi32>, %t: memref<8x4xi32>, %b: memref<2x4x8xi32>, %r: memref<8xi32>) {
  linalg.transpose ins(%a : memref<4x8xi32>) outs(%t : memref<8x4xi32>) permutation = [1, 0]
  linalg.broadcast ins(%a : memref<4x8xi32>) outs(%b : memref<2x4x8xi32>) dimensions = [0] {tag}
  linalg.reduce { arith.maxsi } ins(%a : memref<4x8xi32>) outs(%r : memref<8xi32>) dimensions = [0]
  return
}
func.func @dynamic(%a: tensor<?x?xf32>, %t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.transpose ins(%a : tensor<?x?xf32>) outs(%t : tensor<?x?xf32>) permutation = [1, 0]
  return %0 : tensor<?x?xf32>
}
// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4xf32>, %arg4: tensor<8x4xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8x3xf32>) {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %6 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %6 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %6 = math.exp %in : f32
// CHECK-NEXT:       linalg.yield %6 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg3 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %6 = arith.addf %out, %in : f32
// CHECK-NEXT:       linalg.yield %6 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg4 : tensor<8x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<8x4xf32>
// CHECK-NEXT:     %4 = tensor.empty() : tensor<4x8x3xf32>
// CHECK-NEXT:     %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%4 : tensor<4x8x3xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<4x8x3xf32>
// CHECK-NEXT:     return %0, %1, %2, %3, %5 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f2(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %in_0 fastmath<fast> : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %0, %1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g2(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = math.absf %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.addf %in, %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f3(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %5 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %5 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %5 = arith.addf %out, %in : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %5 = arith.maximumf %out, %in fastmath<nnan> : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     %4:2 = linalg.generic {indexing_maps = [#map, #map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2, %arg3 : tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32, %out_1: f32):
// CHECK-NEXT:       %5 = arith.addf %in, %out : f32
// CHECK-NEXT:       %6 = arith.mulf %in_0, %out_1 : f32
// CHECK-NEXT:       linalg.yield %5, %6 : f32, f32
// CHECK-NEXT:     } -> (tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT:     return %0, %1, %2, %3, %4#1 : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @memref(%arg0: memref<4x8xi32>, %arg1: memref<8x4xi32>, %arg2: memref<2x4x8xi32>, %arg3: memref<8xi32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xi32>) outs(%arg1 : memref<8x4xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %out: i32):
// CHECK-NEXT:       linalg.yield %in : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<4x8xi32>) outs(%arg2 : memref<2x4x8xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %out: i32):
// CHECK-NEXT:       linalg.yield %in : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map7], iterator_types = ["reduction", "parallel"]} ins(%arg0 : memref<4x8xi32>) outs(%arg3 : memref<8xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %out: i32):
// CHECK-NEXT:       %0 = arith.maxsi %out, %in : i32
// CHECK-NEXT:       linalg.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// linalg.generic (indexing maps, iterator types shown as strings, ins/outs,
// extra attributes after `attrs =`, block arguments named %in and %out,
// several results), linalg.yield and linalg.index; custom and generic forms
// as mlir-opt prints them, under both tools.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt %s | %mlir-opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

#mA = affine_map<(i, j, k) -> (i, k)>
#mB = affine_map<(i, j, k) -> (k, j)>
#mC = affine_map<(i, j, k) -> (i, j)>
func.func @matmul(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) attrs = {foo = 1} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
func.func @two_results(%A: tensor<?xf32>, %x: f32, %B: tensor<?xf32>, %C: tensor<?xi32>) -> (tensor<?xf32>, tensor<?xi32>) {
  %0:2 = linalg.generic {doc = "scaled copy and index", library_call = "fn", indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%A, %x : tensor<?xf32>, f32) outs(%B, %C : tensor<?xf32>, tensor<?xi32>) {
  ^bb0(%a: f32, %s: f32, %b: f32, %c: i32):
    %m = arith.mulf %a, %s : f32
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    linalg.yield %m, %ii : f32, i32
  } -> (tensor<?xf32>, tensor<?xi32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xi32>
}
func.func @fill_only(%C: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} outs(%C : tensor<2x3xf32>) {
  ^bb0(%c: f32):
    %z = arith.constant 0.0 : f32
    linalg.yield %z : f32
  } -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: #map3 = affine_map<(d0) -> (d0)>
// CHECK: #map4 = affine_map<(d0) -> ()>
// CHECK: #map5 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: module {
// CHECK:   func.func @matmul(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) attrs =  {foo = 1 : i64} {
// CHECK:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK:       %1 = arith.mulf %in, %in_0 : f32
// CHECK:       %2 = arith.addf %out, %1 : f32
// CHECK:       linalg.yield %2 : f32
// CHECK:     } -> tensor<4x16xf32>
// CHECK:     return %0 : tensor<4x16xf32>
// CHECK:   }
// CHECK:   func.func @two_results(%arg0: tensor<?xf32>, %arg1: f32, %arg2: tensor<?xf32>, %arg3: tensor<?xi32>) -> (tensor<?xf32>, tensor<?xi32>) {
// CHECK:     %0:2 = linalg.generic {doc = "scaled copy and index", indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = ["parallel"], library_call = "fn"} ins(%arg0, %arg1 : tensor<?xf32>, f32) outs(%arg2, %arg3 : tensor<?xf32>, tensor<?xi32>) {
// CHECK:     ^bb0(%in: f32, %in_0: f32, %out: f32, %out_1: i32):
// CHECK:       %1 = arith.mulf %in, %in_0 : f32
// CHECK:       %2 = linalg.index 0 : index
// CHECK:       %3 = arith.index_cast %2 : index to i32
// CHECK:       linalg.yield %1, %3 : f32, i32
// CHECK:     } -> (tensor<?xf32>, tensor<?xi32>)
// CHECK:     return %0#0, %0#1 : tensor<?xf32>, tensor<?xi32>
// CHECK:   }
// CHECK:   func.func @fill_only(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK:     %0 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel"]} outs(%arg0 : tensor<2x3xf32>) {
// CHECK:     ^bb0(%out: f32):
// CHECK:       %cst = arith.constant 0.000000e+00 : f32
// CHECK:       linalg.yield %cst : f32
// CHECK:     } -> tensor<2x3xf32>
// CHECK:     return %0 : tensor<2x3xf32>
// CHECK:   }
// CHECK: }
// GENERIC: %6 = "linalg.generic"(%arg10, %arg11, %arg12) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "linalg.yield"(%8) : (f32) -> ()
// GENERIC: %2:2 = "linalg.generic"(%arg2, %arg3, %arg4, %arg5) <{doc = "scaled copy and index", indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], library_call = "fn", operandSegmentSizes = array<i32: 2, 2>}> ({
// GENERIC: %4 = "linalg.index"() <{dim = 0 : i64}> : () -> index
// GENERIC: "linalg.yield"(%3, %5) : (f32, i32) -> ()
// GENERIC: %0 = "linalg.generic"(%arg0) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
// GENERIC: "linalg.yield"(%1) : (f32) -> ()

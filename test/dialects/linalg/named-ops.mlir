// The named structured ops so far (fill, copy, matmul with its cast and
// optional maps, batch_matmul, matvec, vecmat, dot): their custom form with
// the body implicit, and their generic form with the body MLIR's region
// builders make and the maps the verifier memoizes; under both tools.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt %s | %mlir-opt | FileCheck %s
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
func.func @maps(%A: tensor<8x4xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%A, %B : tensor<8x4xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// CHECK: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: module {
// CHECK:   func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: f32, %arg4: tensor<4x8xf16>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) {
// CHECK:     %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK:     %1 = linalg.fill ins(%arg3 : f32) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK:     %2 = linalg.matmul ins(%arg4, %arg1 : tensor<4x8xf16>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK:     return %0, %1, %2 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
// CHECK:   }
// CHECK:   func.func @g(%arg0: tensor<2x4x8xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x4x16xf32>, %arg3: tensor<8xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<4xf32>, %arg6: tensor<f32>, %arg7: tensor<4x8xi8>, %arg8: tensor<4x16xi32>, %arg9: tensor<8x16xi8>) -> (tensor<2x4x16xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>, tensor<4x16xi32>, tensor<4x8xf32>) {
// CHECK:     %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg2 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// CHECK:     %1 = linalg.matvec ins(%arg4, %arg3 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg5 : tensor<4xf32>) -> tensor<4xf32>
// CHECK:     %2 = linalg.dot ins(%arg3, %arg3 : tensor<8xf32>, tensor<8xf32>) outs(%arg6 : tensor<f32>) -> tensor<f32>
// CHECK:     %3 = tensor.empty() : tensor<8xf32>
// CHECK:     %4 = linalg.vecmat ins(%arg5, %arg4 : tensor<4xf32>, tensor<4x8xf32>) outs(%3 : tensor<8xf32>) -> tensor<8xf32>
// CHECK:     %5 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg7, %arg9 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg8 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK:     %6 = linalg.copy ins(%arg4 : tensor<4x8xf32>) outs(%arg4 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK:     return %0, %1, %2, %4, %5, %6 : tensor<2x4x16xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>, tensor<4x16xi32>, tensor<4x8xf32>
// CHECK:   }
// CHECK:   func.func @maps(%arg0: tensor<8x4xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK:     %0 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<8x4xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK:     return %0 : tensor<4x16xf32>
// CHECK:   }
// CHECK: }
// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC: #map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC: #map6 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC: #map7 = affine_map<(d0, d1) -> (d1)>
// GENERIC: #map8 = affine_map<(d0, d1) -> (d0)>
// GENERIC: #map9 = affine_map<(d0) -> (d0)>
// GENERIC: #map10 = affine_map<(d0) -> ()>
// GENERIC: #map11 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC: #map12 = affine_map<(d0, d1, d2) -> (d2, d0)>
// GENERIC: %22 = "linalg.matmul"(%arg33, %arg34, %arg35) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %28 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %29 = "arith.addf"(%arg45, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%29) : (f32) -> ()
// GENERIC: %23 = "linalg.fill"(%arg36, %arg35) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "linalg.yield"(%arg41) : (f32) -> ()
// GENERIC: %24 = "linalg.matmul"(%arg37, %arg34, %arg35) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %25 = "arith.extf"(%arg38) : (f16) -> f32
// GENERIC: %26 = "arith.mulf"(%25, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %27 = "arith.addf"(%arg40, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%27) : (f32) -> ()
// GENERIC: %3 = "linalg.batch_matmul"(%arg6, %arg7, %arg8) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %20 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %21 = "arith.addf"(%arg32, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%21) : (f32) -> ()
// GENERIC: %4 = "linalg.matvec"(%arg10, %arg9, %arg11) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %18 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %19 = "arith.addf"(%arg29, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%19) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC: %5 = "linalg.dot"(%arg9, %arg9, %arg12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %16 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %17 = "arith.addf"(%arg26, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%17) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map9, #map9, #map10]} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32>
// GENERIC: %7 = "linalg.vecmat"(%arg11, %arg10, %6) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %14 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %15 = "arith.addf"(%arg23, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%15) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map7, #map11, #map8]} : (tensor<4xf32>, tensor<4x8xf32>, tensor<8xf32>) -> tensor<8xf32>
// GENERIC: %8 = "linalg.matmul"(%arg13, %arg15, %arg14) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %10 = "arith.extui"(%arg18) : (i8) -> i32
// GENERIC: %11 = "arith.extui"(%arg19) : (i8) -> i32
// GENERIC: %12 = "arith.muli"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %13 = "arith.addi"(%arg20, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%13) : (i32) -> ()
// GENERIC: %9 = "linalg.copy"(%arg10, %arg10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "linalg.yield"(%arg16) : (f32) -> ()
// GENERIC: %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map12, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %1 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %2 = "arith.addf"(%arg5, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%2) : (f32) -> ()

// convert-linalg-to-loops: structured ops on buffers become scf.for nests
// of loads, the body and stores (generic with linalg.index, named ops,
// convolutions with strides, pooling, map, reduce, transpose, broadcast,
// copy, rank-0 ops, dynamic sizes read with memref.dim, strided operands);
// ops on tensors stay. The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --convert-linalg-to-loops --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --convert-linalg-to-loops --split-input-file %s | FileCheck %s
// Both tools also print the same bytes in generic form (the loads and
// stores with the `nontemporal = false` MLIR's builders give them).
// RUN: terrace-opt --convert-linalg-to-loops --split-input-file --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --convert-linalg-to-loops --split-input-file --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
#map = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#map, #tr], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?x?xf32>) outs(%b : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %s = arith.addf %x, %kf : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @dynamic(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %1 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: %3 = arith.sitofp %2 : i32 to f32
// CHECK-NEXT: %4 = arith.addf %0, %3 : f32
// CHECK-NEXT: memref.store %4, %arg1[%arg3, %arg2] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @conv(%in: memref<1x8x8x3xf32>, %f: memref<3x3x3x4xf32>, %out: memref<1x6x6x4xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%in, %f : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%out : memref<1x6x6x4xf32>)
  return
}
// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @conv(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3x3x4xf32>, %arg2: memref<1x6x6x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c6 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c6 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg7 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg4, %arg7)
// CHECK-NEXT: %1 = affine.apply #map(%arg5, %arg8)
// CHECK-NEXT: %2 = memref.load %arg0[%arg3, %0, %1, %arg9] : memref<1x8x8x3xf32>
// CHECK-NEXT: %3 = memref.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x3x4xf32>
// CHECK-NEXT: %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x6x6x4xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x6x6x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @strided_conv(%in: memref<1x9x9x3xf32>, %f: memref<3x3x3x4xf32>, %out: memref<1x4x4x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%in, %f : memref<1x9x9x3xf32>, memref<3x3x3x4xf32>) outs(%out : memref<1x4x4x4xf32>)
  return
}
// CHECK: #map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @strided_conv(%arg0: memref<1x9x9x3xf32>, %arg1: memref<3x3x3x4xf32>, %arg2: memref<1x4x4x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg7 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg4, %arg7)
// CHECK-NEXT: %1 = affine.apply #map(%arg5, %arg8)
// CHECK-NEXT: %2 = memref.load %arg0[%arg3, %0, %1, %arg9] : memref<1x9x9x3xf32>
// CHECK-NEXT: %3 = memref.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x3x4xf32>
// CHECK-NEXT: %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x4xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @rank0(%a: memref<f32>, %b: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%a : memref<f32>) outs(%b : memref<f32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @rank0(%arg0: memref<f32>, %arg1: memref<f32>) {
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<f32>
// CHECK-NEXT: %1 = memref.load %arg1[] : memref<f32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg1[] : memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @subview_operand(%a: memref<8x8xf32>, %i: index) {
  %s = memref.subview %a[%i, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
  %c = arith.constant 1.0 : f32
  linalg.fill ins(%c : f32) outs(%s : memref<4x8xf32, strided<[8, 1], offset: ?>>)
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @subview_operand(%arg0: memref<8x8xf32>, %arg1: index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: memref.store %cst, %subview[%arg2, %arg3] : memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @tensors_stay(%t: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @tensors_stay(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @named(%a: memref<4x8xf32>, %b: memref<8xf32>, %c: memref<4xf32>, %d: memref<8x4xf32>, %e: memref<4x8xf32>) {
  linalg.matvec ins(%a, %b : memref<4x8xf32>, memref<8xf32>) outs(%c : memref<4xf32>)
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%d : memref<8x4xf32>) permutation = [1, 0]
  linalg.copy ins(%a : memref<4x8xf32>) outs(%e : memref<4x8xf32>)
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  linalg.broadcast ins(%b : memref<8xf32>) outs(%e : memref<4x8xf32>) dimensions = [0]
  linalg.map { math.exp } ins(%e : memref<4x8xf32>) outs(%e : memref<4x8xf32>)
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @named(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>, %arg2: memref<4xf32>, %arg3: memref<8x4xf32>, %arg4: memref<4x8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5, %arg6] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg6] : memref<8xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg5] : memref<4xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg5] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg6, %arg5] : memref<4x8xf32>
// CHECK-NEXT: memref.store %0, %arg3[%arg5, %arg6] : memref<8x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5, %arg6] : memref<4x8xf32>
// CHECK-NEXT: memref.store %0, %arg4[%arg5, %arg6] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5, %arg6] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg5] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg1[%arg6] : memref<8xf32>
// CHECK-NEXT: memref.store %0, %arg4[%arg5, %arg6] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg4[%arg5, %arg6] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.exp %0 : f32
// CHECK-NEXT: memref.store %1, %arg4[%arg5, %arg6] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @dyn_matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @dyn_matmul(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %dim_1 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg5, %arg4] : memref<?x?xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @pooling(%in: memref<1x8x8x3xf32>, %w: memref<2x2xf32>, %out: memref<1x7x7x3xf32>) {
  linalg.pooling_nhwc_max ins(%in, %w : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%out : memref<1x7x7x3xf32>)
  return
}
// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @pooling(%arg0: memref<1x8x8x3xf32>, %arg1: memref<2x2xf32>, %arg2: memref<1x7x7x3xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c7 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c7 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg7 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg4, %arg7)
// CHECK-NEXT: %1 = affine.apply #map(%arg5, %arg8)
// CHECK-NEXT: %2 = memref.load %arg0[%arg3, %0, %1, %arg6] : memref<1x8x8x3xf32>
// CHECK-NEXT: %3 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x7x7x3xf32>
// CHECK-NEXT: %4 = arith.maximumf %3, %2 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x7x7x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

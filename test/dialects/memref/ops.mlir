// memref dialect custom forms, every op of MLIR 22's, and their generic
// forms: both tools print the same text, and each reads what the other
// writes. The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s | terrace-opt --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file %s | %mlir-opt --allow-unregistered-dialect --split-input-file | FileCheck %s
func.func @dma_ok(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @dma_ok(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index, %arg4: index) {
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3], %arg4, %arg4 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32, 2>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

memref.global "private" @x : memref<2xf32> = dense<[0.0, 2.0]>
memref.global "private" @xa : memref<2xf32> = dense<[0.0, 2.0]> {alignment = 64}
memref.global "private" @y : memref<4xi32>
memref.global @z : memref<3xf16> = uninitialized
memref.global constant @c : memref<2xi32> = dense<[1, 4]>
memref.global "private" constant @s : memref<2x3xf32> = dense<1.0>
memref.global "public" @pub : memref<f32> = dense<1.0>
func.func @f(%arg0: memref<?x?xf32>, %i: index, %j: index, %u: memref<*xf32>, %v: f32, %b: memref<2048xi8>, %shape: memref<2xi32>, %dshape: memref<?xindex>, %r: memref<?xf32>, %st: memref<8x16x4xf32>, %z0: memref<f32>) {
  %0 = memref.alloc() : memref<8x64xf32, 1>
  %1 = memref.alloc(%i) : memref<8x?xf32>
  %2 = memref.alloc()[%i] : memref<8x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>>
  %3 = memref.alloc(%i)[%j] {alignment = 8} : memref<?x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>>
  %4 = memref.alloca() : memref<8x64xf32>
  %5 = memref.alloca(%i) {alignment = 16} : memref<8x?xf32>
  %6 = memref.cast %arg0 : memref<?x?xf32> to memref<4x4xf32>
  %7 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %8 = memref.dim %arg0, %i : memref<?x?xf32>
  %9 = memref.rank %u : memref<*xf32>
  %10 = memref.load %arg0[%i, %j] : memref<?x?xf32>
  %11 = memref.load %arg0[%i, %j] {nontemporal = true, alignment = 16} : memref<?x?xf32>
  memref.store %v, %arg0[%i, %j] : memref<?x?xf32>
  memref.store %v, %arg0[%i, %j] {nontemporal = true} : memref<?x?xf32>
  memref.copy %arg0, %6 : memref<?x?xf32> to memref<4x4xf32>
  %12 = memref.subview %arg0[%i, 0][4, %j][1, 2] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 2], offset: ?>>
  %13 = memref.subview %st[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  %14 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%i, 10], strides: [1, %j] : memref<?x?xf32> to memref<?x10xf32, strided<[1, ?]>>
  %15 = memref.reinterpret_cast %u to offset: [%i], sizes: [%i, %j], strides: [%i, %j] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %16 = memref.expand_shape %r [[0, 1]] output_shape [%i, 4] : memref<?xf32> into memref<?x4xf32>
  %17 = memref.collapse_shape %st [[0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %z0 : memref<f32> -> memref<f32>, index
  %18 = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32> -> index
  %19 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32>
  %20 = memref.view %b[%i][%j, %j] : memref<2048xi8> to memref<?x4x?xf32>
  %21 = memref.reshape %st(%shape) : (memref<8x16x4xf32>, memref<2xi32>) -> memref<128x4xf32>
  %22 = memref.reshape %r(%dshape) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  %23 = memref.transpose %arg0 (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %24 = memref.assume_alignment %arg0, 16 : memref<?x?xf32>
  %25 = memref.memory_space_cast %0 : memref<8x64xf32, 1> to memref<8x64xf32>
  %26 = memref.get_global @x : memref<2xf32>
  %27 = memref.atomic_rmw addf %v, %r[%i] : (f32, memref<?xf32>) -> f32
  %28 = memref.generic_atomic_rmw %r[%i] : memref<?xf32> {
  ^bb0(%cur : f32):
    %inc = arith.addf %cur, %v : f32
    memref.atomic_yield %inc : f32
  }
  %29 = memref.realloc %r : memref<?xf32> to memref<124xf32>
  %30 = memref.realloc %r(%i) {alignment = 8} : memref<?xf32> to memref<?xf32>
  memref.prefetch %arg0[%i, %j], read, locality<3>, data : memref<?x?xf32>
  memref.prefetch %arg0[%i, %j], write, locality<0>, instr : memref<?x?xf32>
  %31:2 = memref.distinct_objects %r, %arg0 : memref<?xf32>, memref<?x?xf32>
  %32 = memref.distinct_objects %r : memref<?xf32>
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %33 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  %34:2 = memref.alloca_scope -> (f32, index) {
    memref.alloca_scope.return %v, %i : f32, index
  }
  memref.dealloc %0 : memref<8x64xf32, 1>
  return
}
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" @x : memref<2xf32> = dense<[0.000000e+00, 2.000000e+00]>
// CHECK-NEXT: memref.global "private" @xa : memref<2xf32> = dense<[0.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" @y : memref<4xi32>
// CHECK-NEXT: memref.global @z : memref<3xf16> = uninitialized
// CHECK-NEXT: memref.global constant @c : memref<2xi32> = dense<[1, 4]>
// CHECK-NEXT: memref.global "private" constant @s : memref<2x3xf32> = dense<1.000000e+00>
// CHECK-NEXT: memref.global "public" @pub : memref<f32> = dense<1.000000e+00>
// CHECK-NEXT: func.func @f(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: memref<*xf32>, %arg4: f32, %arg5: memref<2048xi8>, %arg6: memref<2xi32>, %arg7: memref<?xindex>, %arg8: memref<?xf32>, %arg9: memref<8x16x4xf32>, %arg10: memref<f32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8x64xf32, 1>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<8x?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc()[%arg1] : memref<8x64xf32, #map>
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg1)[%arg2] {alignment = 8 : i64} : memref<?x64xf32, #map>
// CHECK-NEXT: %alloca = memref.alloca() : memref<8x64xf32>
// CHECK-NEXT: %alloca_3 = memref.alloca(%arg1) {alignment = 16 : i64} : memref<8x?xf32>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?x?xf32> to memref<4x4xf32>
// CHECK-NEXT: %cast_4 = memref.cast %arg3 : memref<*xf32> to memref<4x?xf32>
// CHECK-NEXT: %dim = memref.dim %arg0, %arg1 : memref<?x?xf32>
// CHECK-NEXT: %0 = memref.rank %arg3 : memref<*xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg1, %arg2] {alignment = 16 : i64, nontemporal = true} : memref<?x?xf32>
// CHECK-NEXT: memref.store %arg4, %arg0[%arg1, %arg2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %arg4, %arg0[%arg1, %arg2] {nontemporal = true} : memref<?x?xf32>
// CHECK-NEXT: memref.copy %arg0, %cast : memref<?x?xf32> to memref<4x4xf32>
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [4, %arg2] [1, 2] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: %subview_5 = memref.subview %arg9[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 10], strides: [1, %arg2] : memref<?x?xf32> to memref<?x10xf32, strided<[1, ?]>>
// CHECK-NEXT: %reinterpret_cast_6 = memref.reinterpret_cast %arg3 to offset: [%arg1], sizes: [%arg1, %arg2], strides: [%arg1, %arg2] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg8 {{\[\[}}0, 1{{\]\]}} output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg9 {{\[\[}}0, 1], [2{{\]\]}} : memref<8x16x4xf32> into memref<128x4xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_7, %offset_8 = memref.extract_strided_metadata %arg10 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32> -> index
// CHECK-NEXT: %view = memref.view %arg5[%arg1][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT: %view_9 = memref.view %arg5[%arg1][%arg2, %arg2] : memref<2048xi8> to memref<?x4x?xf32>
// CHECK-NEXT: %reshape = memref.reshape %arg9(%arg6) : (memref<8x16x4xf32>, memref<2xi32>) -> memref<128x4xf32>
// CHECK-NEXT: %reshape_10 = memref.reshape %arg8(%arg7) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map1>
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<?x?xf32>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %alloc : memref<8x64xf32, 1> to memref<8x64xf32>
// CHECK-NEXT: %3 = memref.get_global @x : memref<2xf32>
// CHECK-NEXT: %4 = memref.atomic_rmw addf %arg4, %arg8[%arg1] : (f32, memref<?xf32>) -> f32
// CHECK-NEXT: %5 = memref.generic_atomic_rmw %arg8[%arg1] : memref<?xf32> {
// CHECK-NEXT: ^bb0(%arg11: f32):
// CHECK-NEXT: %12 = arith.addf %arg11, %arg4 : f32
// CHECK-NEXT: memref.atomic_yield %12 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %6 = memref.realloc %arg8 : memref<?xf32> to memref<124xf32>
// CHECK-NEXT: %7 = memref.realloc %arg8(%arg1) {alignment = 8 : i64} : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg1, %arg2], read, locality<3>, data : memref<?x?xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg1, %arg2], write, locality<0>, instr : memref<?x?xf32>
// CHECK-NEXT: %8:2 = memref.distinct_objects %arg8, %arg0 : memref<?xf32>, memref<?x?xf32>
// CHECK-NEXT: %9 = memref.distinct_objects %arg8 : memref<?xf32>
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_11 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %10 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %11:2 = memref.alloca_scope  -> (f32, index) {
// CHECK-NEXT: memref.alloca_scope.return %arg4, %arg1 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<8x64xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @n(%a: memref<4xf32>, %b: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) {
  %0:4 = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
  %1:8 = memref.extract_strided_metadata %b : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
  "test.use"(%0#0, %0#1, %0#2, %0#3, %1#3, %1#6) : (memref<f32>, index, index, index, index, index) -> ()
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<4xf32>
  %d2 = memref.dim %a, %c0 : memref<4xf32>
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @n(%arg0: memref<4xf32>, %arg1: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: "test.use"(%base_buffer, %offset, %sizes, %strides, %sizes_2#1, %strides_3#1) : (memref<f32>, index, index, index, index, index) -> ()
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<4xf32>
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c0 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

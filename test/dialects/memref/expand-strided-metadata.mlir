// expand-strided-metadata as mlir-opt 22 runs it: views (subview,
// expand_shape, collapse_shape) become reinterpret_casts of the base buffer
// with their offset, sizes and strides computed by folded affine.apply;
// extract_strided_metadata of an allocation, global, view, cast,
// reinterpret_cast or another extract_strided_metadata is answered from
// what made it; the folds of reinterpret_cast, extract_strided_metadata and
// extract_aligned_pointer_as_index follow. The CHECK lines are mlir-opt's
// output; both tools must print the same bytes, custom and generic.
// RUN: terrace-opt --split-input-file --expand-strided-metadata %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --expand-strided-metadata %s | FileCheck %s
// RUN: terrace-opt --split-input-file --expand-strided-metadata %s > %t.terrace
// RUN: %mlir-opt --split-input-file --expand-strided-metadata %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --expand-strided-metadata --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --expand-strided-metadata --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// The same chunks through finalize-memref-to-llvm afterwards agree too.
// RUN: terrace-opt --split-input-file --expand-strided-metadata --finalize-memref-to-llvm %s > %t.terrace
// RUN: %mlir-opt --split-input-file --expand-strided-metadata --finalize-memref-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @metadata_constants(%m: memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<5x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @metadata_constants(%arg0: memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<5x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c2, %c5, %c4, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @subview_all_dynamic(%m: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %o0: index, %o1: index, %o2: index, %s0: index, %s1: index, %s2: index, %t0: index, %t1: index, %t2: index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
  %v = memref.subview %m[%o0, %o1, %o2] [%s0, %s1, %s2] [%t0, %t1, %t2] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %v : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1, s2, s3, s4, s5, s6] -> (s0 + s1 * s2 + s3 * s4 + s5 * s6)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @subview_all_dynamic(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg7, %strides#0]
// CHECK-NEXT: %1 = affine.apply #map()[%arg8, %strides#1]
// CHECK-NEXT: %2 = affine.apply #map()[%arg9, %strides#2]
// CHECK-NEXT: %3 = affine.apply #map1()[%offset, %arg1, %strides#0, %arg2, %strides#1, %arg3, %strides#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%3], sizes: [%arg4, %arg5, %arg6], strides: [%0, %1, %2] : memref<f32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @metadata_of_subview(%m: memref<5x4xf32>) -> (memref<f32>, index, index, index, index, index) {
  %v = memref.subview %m[0, 2] [2, 2] [1, 1] : memref<5x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 2>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %v : memref<2x2xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_subview(%arg0: memref<5x4xf32>) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<5x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c2, %c2, %c2, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @rank_reduced_variable_stride(%m: memref<8x16x24xf32>, %st: index, %sz: index) -> (memref<f32>, index, index, index, index, index) {
  %v = memref.subview %m[3, 4, 2] [1, %sz, 3] [1, %st, 1] : memref<8x16x24xf32> to memref<?x3xf32, strided<[?, 1], offset: 1250>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %v : memref<?x3xf32, strided<[?, 1], offset: 1250>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}
// CHECK: #map = affine_map<()[s0] -> (s0 * 24)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @rank_reduced_variable_stride(%arg0: memref<8x16x24xf32>, %arg1: index, %arg2: index) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c1250 = arith.constant 1250 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x16x24xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: return %base_buffer, %c1250, %arg2, %c3, %0, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @subview_variable_offsets(%m: memref<384x128xf32>, %a: index, %b: index, %i: index) -> f32 {
  %v = memref.subview %m[%a, %b] [64, 64] [1, 1] : memref<384x128xf32> to memref<64x64xf32, strided<[128, 1], offset: ?>>
  %w = memref.subview %v[%b, 2] [4, 4] [2, 3] : memref<64x64xf32, strided<[128, 1], offset: ?>> to memref<4x4xf32, strided<[256, 3], offset: ?>>
  %x = memref.load %w[%i, %i] : memref<4x4xf32, strided<[256, 3], offset: ?>>
  return %x : f32
}
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 128 + s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1 * 128 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @subview_variable_offsets(%arg0: memref<384x128xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<384x128xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT: %1 = affine.apply #map1()[%0, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [4, 4], strides: [256, 3] : memref<f32> to memref<4x4xf32, strided<[256, 3], offset: ?>>
// CHECK-NEXT: %2 = memref.load %reinterpret_cast[%arg3, %arg3] : memref<4x4xf32, strided<[256, 3], offset: ?>>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @expand_static(%m: memref<24xf32>, %i: index) -> f32 {
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %x = memref.load %e[%i, %i, %i] : memref<2x3x4xf32>
  return %x : f32
}
// CHECK: module {
// CHECK-NEXT: func.func @expand_static(%arg0: memref<24xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<24xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<f32> to memref<2x3x4xf32>
// CHECK-NEXT: %0 = memref.load %reinterpret_cast[%arg1, %arg1, %arg1] : memref<2x3x4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @expand_dynamic(%m: memref<?x32xf32>, %n: index) -> memref<?x4x8x2x16xf32> {
  %e = memref.expand_shape %m [[0, 1, 2], [3, 4]] output_shape [%n, 4, 8, 2, 16] : memref<?x32xf32> into memref<?x4x8x2x16xf32>
  return %e : memref<?x4x8x2x16xf32>
}
// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 32)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @expand_dynamic(%arg0: memref<?x32xf32>, %arg1: index) -> memref<?x4x8x2x16xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x32xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, 4, 8, 2, 16], strides: [1024, 256, 32, 16, 1] : memref<f32> to memref<?x4x8x2x16xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4x8x2x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @expand_dynamic_middle(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %n: index, %k: index) -> memref<3x?x5x?xf32, strided<[?, ?, ?, ?], offset: ?>> {
  %e = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [3, %n, 5, %k] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<3x?x5x?xf32, strided<[?, ?, ?, ?], offset: ?>>
  return %e : memref<3x?x5x?xf32, strided<[?, ?, ?, ?], offset: ?>>
}
// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 15)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> ((s0 floordiv 3) * s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 5)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @expand_dynamic_middle(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<3x?x5x?xf32, strided<[?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%sizes#0, %strides#0]
// CHECK-NEXT: %2 = affine.apply #map2()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [3, %0, 5, %sizes#1], strides: [%1, %2, %strides#0, %strides#1] : memref<f32> to memref<3x?x5x?xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<3x?x5x?xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @collapse_static(%m: memref<2x3x4xf32>, %i: index) -> f32 {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %x = memref.load %c[%i, %i] : memref<6x4xf32>
  return %x : f32
}
// CHECK: module {
// CHECK-NEXT: func.func @collapse_static(%arg0: memref<2x3x4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<2x3x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [6, 4], strides: [4, 1] : memref<f32> to memref<6x4xf32>
// CHECK-NEXT: %0 = memref.load %reinterpret_cast[%arg1, %arg1] : memref<6x4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @collapse_dynamic(%m: memref<?x?x4xf32>) -> memref<?xf32> {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?x4xf32> into memref<?xf32>
  return %c : memref<?xf32>
}
// CHECK: #map = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @collapse_dynamic(%arg0: memref<?x?x4xf32>) -> memref<?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0, %sizes#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [1] : memref<f32> to memref<?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @collapse_strided(%m: memref<3x?x8xf32, strided<[?, 8, 1], offset: ?>>) -> memref<3x?xf32, strided<[?, 1], offset: ?>> {
  %c = memref.collapse_shape %m [[0], [1, 2]] : memref<3x?x8xf32, strided<[?, 8, 1], offset: ?>> into memref<3x?xf32, strided<[?, 1], offset: ?>>
  return %c : memref<3x?xf32, strided<[?, 1], offset: ?>>
}
// CHECK: #map = affine_map<()[s0] -> (s0 * 8)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @collapse_strided(%arg0: memref<3x?x8xf32, strided<[?, 8, 1], offset: ?>>) -> memref<3x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<3x?x8xf32, strided<[?, 8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [3, %0], strides: [%strides#0, 1] : memref<f32> to memref<3x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<3x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @collapse_unit_dims(%m: memref<1x1x8xf32, strided<[?, ?, 1], offset: ?>>) -> memref<1x8xf32, strided<[?, 1], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<1x1x8xf32, strided<[?, ?, 1], offset: ?>> into memref<1x8xf32, strided<[?, 1], offset: ?>>
  return %c : memref<1x8xf32, strided<[?, 1], offset: ?>>
}
// CHECK: module {
// CHECK-NEXT: func.func @collapse_unit_dims(%arg0: memref<1x1x8xf32, strided<[?, ?, 1], offset: ?>>) -> memref<1x8xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<1x1x8xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1, 8], strides: [%strides#0, 1] : memref<f32> to memref<1x8xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<1x8xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @collapse_to_scalar(%m: memref<1x1xf32>) -> memref<f32> {
  %c = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  return %c : memref<f32>
}
// CHECK: module {
// CHECK-NEXT: func.func @collapse_to_scalar(%arg0: memref<1x1xf32>) -> memref<f32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<1x1xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @expand_from_scalar(%m: memref<f32>) -> memref<1x1xf32> {
  %e = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %e : memref<1x1xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @expand_from_scalar(%arg0: memref<f32>) -> memref<1x1xf32> {
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 1], strides: [1, 1] : memref<f32> to memref<1x1xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<1x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @metadata_of_dynamic_alloc(%n: index, %k: index) -> (memref<f32>, index, index, index, index, index, index, index) {
  %a = memref.alloc(%n, %k) : memref<?x4x?xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %s#2, %t#0, %t#1, %t#2 : memref<f32>, index, index, index, index, index, index, index
}
// CHECK: #map = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @metadata_of_dynamic_alloc(%arg0: index, %arg1: index) -> (memref<f32>, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) : memref<?x4x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<?x4x?xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %arg0, %c4, %arg1, %0, %arg1, %c1 : memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @metadata_of_alloca_unused_base(%n: index) -> (index, index, index) {
  %a = memref.alloca(%n) : memref<3x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<3x?xf32> -> memref<f32>, index, index, index, index, index
  return %o, %s#1, %t#0 : index, index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_alloca_unused_base(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0, %arg0, %arg0 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

memref.global "private" constant @g : memref<3x4xf32> = dense<1.0>
func.func @metadata_of_global() -> (memref<f32>, index, index, index) {
  %m = memref.get_global @g : memref<3x4xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %t#0 : memref<f32>, index, index, index
}
// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @g : memref<3x4xf32> = dense<1.000000e+00>
// CHECK-NEXT: func.func @metadata_of_global() -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.get_global @g : memref<3x4xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<3x4xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %c3, %c4 : memref<f32>, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @metadata_of_cast(%m: memref<3x?xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) {
  %c = memref.cast %m : memref<3x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_cast(%arg0: memref<3x?xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<3x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %offset, %c3, %sizes#1, %strides#0, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @metadata_of_cast_to_static(%m: memref<?x?xf32>) -> (index, index, index) {
  %c = memref.cast %m : memref<?x?xf32> to memref<3x4xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  return %o, %s#1, %t#0 : index, index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_cast_to_static(%arg0: memref<?x?xf32>) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c0, %c4, %c4 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @metadata_of_reinterpret_cast(%m: memref<?x?xf32>, %o: index, %n: index) -> (memref<f32>, index, index, index, index, index) {
  %r = memref.reinterpret_cast %m to offset: [%o], sizes: [%n, 4], strides: [4, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %b, %off, %s:2, %t:2 = memref.extract_strided_metadata %r : memref<?x4xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %off, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_reinterpret_cast(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %arg1, %arg2, %c4, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @metadata_of_metadata(%m: memref<3x4xf32, strided<[8, 2], offset: 5>>) -> (memref<f32>, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<3x4xf32, strided<[8, 2], offset: 5>> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %b : memref<f32> -> memref<f32>, index
  return %b2, %o2 : memref<f32>, index
}
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_metadata(%arg0: memref<3x4xf32, strided<[8, 2], offset: 5>>) -> (memref<f32>, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<3x4xf32, strided<[8, 2], offset: 5>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0 : memref<f32>, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @aligned_pointer_of_views(%m: memref<8x8xf32>, %n: index) -> (index, index) {
  %v = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  %p = memref.extract_aligned_pointer_as_index %v : memref<4x4xf32, strided<[8, 1], offset: 18>> -> index
  %c = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [4, 16] : memref<64xf32> into memref<4x16xf32>
  %q = memref.extract_aligned_pointer_as_index %e : memref<4x16xf32> -> index
  return %p, %q : index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @aligned_pointer_of_views(%arg0: memref<8x8xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x8xf32> -> index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: return %intptr, %intptr_0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @chain(%n: index, %i: index) -> f32 {
  %a = memref.alloc(%n) : memref<?x12xf32>
  %c = memref.collapse_shape %a [[0, 1]] : memref<?x12xf32> into memref<?xf32>
  %v = memref.subview %c[4] [8] [2] : memref<?xf32> to memref<8xf32, strided<[2], offset: 4>>
  %e = memref.expand_shape %v [[0, 1]] output_shape [2, 4] : memref<8xf32, strided<[2], offset: 4>> into memref<2x4xf32, strided<[8, 2], offset: 4>>
  %x = memref.load %e[%i, %i] : memref<2x4xf32, strided<[8, 2], offset: 4>>
  memref.dealloc %a : memref<?x12xf32>
  return %x : f32
}
// CHECK: module {
// CHECK-NEXT: func.func @chain(%arg0: index, %arg1: index) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?x12xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [4], sizes: [2, 4], strides: [8, 2] : memref<?x12xf32> to memref<2x4xf32, strided<[8, 2], offset: 4>>
// CHECK-NEXT: %0 = memref.load %reinterpret_cast[%arg1, %arg1] : memref<2x4xf32, strided<[8, 2], offset: 4>>
// CHECK-NEXT: memref.dealloc %alloc : memref<?x12xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @reinterpret_cast_folds(%m: memref<6x4xf32>, %d: memref<?x4xf32>) -> (memref<6x4xf32>, memref<?x4xf32>, memref<4xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [6, 4], strides: [4, 1] : memref<6x4xf32> to memref<6x4xf32>
  %c = memref.cast %d : memref<?x4xf32> to memref<6x4xf32>
  %1 = memref.reinterpret_cast %c to offset: [0], sizes: [6, 4], strides: [4, 1] : memref<6x4xf32> to memref<6x4xf32>
  %2 = memref.cast %1 : memref<6x4xf32> to memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%c0, 0] [1, 4] [1, 1] : memref<6x4xf32> to memref<4xf32, strided<[1], offset: ?>>
  %3 = memref.reinterpret_cast %s to offset: [0], sizes: [4], strides: [1] : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
  return %0, %2, %3 : memref<6x4xf32>, memref<?x4xf32>, memref<4xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @reinterpret_cast_folds(%arg0: memref<6x4xf32>, %arg1: memref<?x4xf32>) -> (memref<6x4xf32>, memref<?x4xf32>, memref<4xf32>) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [6, 4], strides: [4, 1] : memref<?x4xf32> to memref<6x4xf32>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<6x4xf32> to memref<?x4xf32>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<6x4xf32> to memref<4xf32>
// CHECK-NEXT: return %arg0, %cast, %reinterpret_cast_0 : memref<6x4xf32>, memref<?x4xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @in_loop(%m: memref<16x16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c4 {
    %v = memref.subview %m[%i, %i] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
    memref.store %f, %v[%c0, %c0] : memref<4x4xf32, strided<[16, 1], offset: ?>>
  }
  return
}
// CHECK: #map = affine_map<()[s0] -> (s0 * 17)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @in_loop(%arg0: memref<16x16xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c4 {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: memref.store %cst, %reinterpret_cast[%c0, %c0] : memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

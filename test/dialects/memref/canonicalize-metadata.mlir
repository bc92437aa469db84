// The memref folds expand-strided-metadata and the loop lowerings rely on,
// under canonicalize:
// extract_strided_metadata answers what its source's type knows with
// constants and looks through a cast; extract_aligned_pointer_as_index
// keeps every view but subview and reinterpret_cast; a reshape undoing the
// reshape that made its source is that source. The CHECK lines are
// mlir-opt 22's output; both tools must print the same bytes.
// RUN: terrace-opt --split-input-file --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --canonicalize %s | FileCheck %s
// RUN: terrace-opt --split-input-file --canonicalize %s > %t.terrace
// RUN: %mlir-opt --split-input-file --canonicalize %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @metadata_of_cast(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (memref<f32>, index, index) {
  %c = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o, %t#1 : memref<f32>, index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_cast(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (memref<f32>, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %c1 : memref<f32>, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @metadata_of_cast2(%m: memref<?x?xf32>) -> (memref<f32>, index, index) {
  %c = memref.cast %m : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#1 : memref<f32>, index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @metadata_of_cast2(%arg0: memref<?x?xf32>) -> (memref<f32>, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %sizes#1 : memref<f32>, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @a(%m: memref<8x8xf32>, %s: memref<2xindex>, %b: memref<64xi8>) -> (index, index, index, index, index, index, index) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  %p0 = memref.extract_aligned_pointer_as_index %t : memref<8x8xf32, strided<[1, 8]>> -> index
  %r = memref.reshape %m(%s) : (memref<8x8xf32>, memref<2xindex>) -> memref<?x?xf32>
  %p1 = memref.extract_aligned_pointer_as_index %r : memref<?x?xf32> -> index
  %c0 = arith.constant 0 : index
  %v = memref.view %b[%c0][] : memref<64xi8> to memref<4x4xf32>
  %p2 = memref.extract_aligned_pointer_as_index %v : memref<4x4xf32> -> index
  %ms = memref.memory_space_cast %m : memref<8x8xf32> to memref<8x8xf32, 1>
  %p3 = memref.extract_aligned_pointer_as_index %ms : memref<8x8xf32, 1> -> index
  %al = memref.assume_alignment %m, 16 : memref<8x8xf32>
  %p4 = memref.extract_aligned_pointer_as_index %al : memref<8x8xf32> -> index
  %ca = memref.cast %m : memref<8x8xf32> to memref<?x8xf32>
  %p5 = memref.extract_aligned_pointer_as_index %ca : memref<?x8xf32> -> index
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32>
  %p6 = memref.extract_aligned_pointer_as_index %rc : memref<64xf32> -> index
  return %p0, %p1, %p2, %p3, %p4, %p5, %p6 : index, index, index, index, index, index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @a(%arg0: memref<8x8xf32>, %arg1: memref<2xindex>, %arg2: memref<64xi8>) -> (index, index, index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %transpose : memref<8x8xf32, strided<[1, 8]>> -> index
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<8x8xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %reshape : memref<?x?xf32> -> index
// CHECK-NEXT: %view = memref.view %arg2[%c0][] : memref<64xi8> to memref<4x4xf32>
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %view : memref<4x4xf32> -> index
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<8x8xf32> to memref<8x8xf32, 1>
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %memspacecast : memref<8x8xf32, 1> -> index
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<8x8xf32>
// CHECK-NEXT: %intptr_3 = memref.extract_aligned_pointer_as_index %assume_align : memref<8x8xf32> -> index
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x8xf32> to memref<?x8xf32>
// CHECK-NEXT: %intptr_4 = memref.extract_aligned_pointer_as_index %cast : memref<?x8xf32> -> index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32>
// CHECK-NEXT: %intptr_5 = memref.extract_aligned_pointer_as_index %reinterpret_cast : memref<64xf32> -> index
// CHECK-NEXT: return %intptr, %intptr_0, %intptr_1, %intptr_2, %intptr_3, %intptr_4, %intptr_5 : index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @expand_of_collapse(%m: memref<3x1x3x1xf32>) -> memref<3x1x3x1xf32> {
  %c = memref.collapse_shape %m [[0], [1], [2, 3]] : memref<3x1x3x1xf32> into memref<3x1x3xf32>
  %e = memref.expand_shape %c [[0], [1], [2, 3]] output_shape [3, 1, 3, 1] : memref<3x1x3xf32> into memref<3x1x3x1xf32>
  return %e : memref<3x1x3x1xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @expand_of_collapse(%arg0: memref<3x1x3x1xf32>) -> memref<3x1x3x1xf32> {
// CHECK-NEXT: return %arg0 : memref<3x1x3x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @collapse_of_expand(%m: memref<6xf32>) -> memref<6xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %c : memref<6xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @collapse_of_expand(%arg0: memref<6xf32>) -> memref<6xf32> {
// CHECK-NEXT: return %arg0 : memref<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @not_inverse(%m: memref<2x3xf32>) -> memref<3x2xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
  return %e : memref<3x2xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @not_inverse(%arg0: memref<2x3xf32>) -> memref<3x2xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1{{\]\]}} output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
// CHECK-NEXT: return %expand_shape : memref<3x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

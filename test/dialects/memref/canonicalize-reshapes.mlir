// memref.expand_shape and memref.collapse_shape canonicalization as
// mlir-opt 22 applies it: reshapes in one direction composed, a collapse
// of an expand (and an expand of a collapse) as one reshape or a cast,
// dynamic sizes multiplied, casts that only lose static information
// folded into either reshape, non-identity layouts left alone. Both tools
// must print the same bytes, custom and generic.
// RUN: terrace-opt --split-input-file --canonicalize %s > %t.terrace
// RUN: %mlir-opt --split-input-file --canonicalize %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --canonicalize --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --canonicalize --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @same_direction
// CHECK-NEXT: memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [2, 3, 4]
// CHECK-NEXT: memref.collapse_shape %arg1 {{\[\[}}0, 1, 2]]
func.func @same_direction(%a: memref<24xf32>, %b: memref<2x3x4xf32>) -> (memref<2x3x4xf32>, memref<24xf32>) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %2 = memref.collapse_shape %b [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %3 = memref.collapse_shape %2 [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  return %1, %3 : memref<2x3x4xf32>, memref<24xf32>
}

// -----

func.func @collapse_of_expand(%a: memref<4x6xf32>, %d: memref<?x6xf32>, %n: index) -> (memref<24xf32>, memref<4x2x3xf32>, memref<4x6xf32>, memref<?x6xf32>) {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 2, 6] : memref<4x6xf32> into memref<2x2x6xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<2x2x6xf32> into memref<24xf32>
  %2 = memref.expand_shape %a [[0], [1, 2, 3]] output_shape [4, 2, 3, 1] : memref<4x6xf32> into memref<4x2x3x1xf32>
  %3 = memref.collapse_shape %2 [[0], [1], [2, 3]] : memref<4x2x3x1xf32> into memref<4x2x3xf32>
  %4 = memref.expand_shape %a [[0, 1], [2]] output_shape [4, 1, 6] : memref<4x6xf32> into memref<4x1x6xf32>
  %5 = memref.collapse_shape %4 [[0, 1], [2]] : memref<4x1x6xf32> into memref<4x6xf32>
  %6 = memref.expand_shape %d [[0, 1], [2, 3]] output_shape [%n, 1, 2, 3] : memref<?x6xf32> into memref<?x1x2x3xf32>
  %7 = memref.collapse_shape %6 [[0, 1], [2, 3]] : memref<?x1x2x3xf32> into memref<?x6xf32>
  return %1, %3, %5, %7 : memref<24xf32>, memref<4x2x3xf32>, memref<4x6xf32>, memref<?x6xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand_dynamic
// CHECK: arith.muli %arg1, %c2 : index
// CHECK-NEXT: memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%0, 2, 3]
func.func @collapse_of_expand_dynamic(%d: memref<?x6xf32>, %n: index) -> memref<?x2x3xf32> {
  %0 = memref.expand_shape %d [[0, 1], [2, 3]] output_shape [%n, 2, 2, 3] : memref<?x6xf32> into memref<?x2x2x3xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<?x2x2x3xf32> into memref<?x2x3xf32>
  return %1 : memref<?x2x3xf32>
}

// -----

func.func @expand_of_collapse(%a: memref<2x3x4xf32>, %b: memref<2x12xf32>) -> (memref<6x4xf32>, memref<2x3x4x1xf32>) {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %2 = memref.collapse_shape %b [[0, 1]] : memref<2x12xf32> into memref<24xf32>
  %3 = memref.expand_shape %2 [[0, 1, 2, 3]] output_shape [2, 3, 4, 1] : memref<24xf32> into memref<2x3x4x1xf32>
  return %1, %3 : memref<6x4xf32>, memref<2x3x4x1xf32>
}

// -----

func.func @casts(%a: memref<3xf32>, %b: memref<2x3xf32>) -> (memref<1x3xf32>, memref<6xf32>, memref<3x1xf32, strided<[?, ?], offset: ?>>) {
  %c = memref.cast %a : memref<3xf32> to memref<3xf32, strided<[1]>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [1, 3] : memref<3xf32, strided<[1]>> into memref<1x3xf32>
  %d = memref.cast %b : memref<2x3xf32> to memref<?x3xf32>
  %f = memref.collapse_shape %d [[0, 1]] : memref<?x3xf32> into memref<?xf32>
  %g = memref.cast %f : memref<?xf32> to memref<6xf32>
  %h = memref.cast %a : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
  %i = memref.expand_shape %h [[0, 1]] output_shape [3, 1] : memref<3xf32, strided<[?], offset: ?>> into memref<3x1xf32, strided<[?, ?], offset: ?>>
  return %e, %g, %i : memref<1x3xf32>, memref<6xf32>, memref<3x1xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @strided_left_alone(%a: memref<4x6xf32, strided<[6, 1], offset: 5>>) -> (memref<2x12xf32, strided<[12, 1], offset: 5>>, memref<24xf32, strided<[1], offset: 5>>) {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 2, 6] : memref<4x6xf32, strided<[6, 1], offset: 5>> into memref<2x2x6xf32, strided<[12, 6, 1], offset: 5>>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<2x2x6xf32, strided<[12, 6, 1], offset: 5>> into memref<2x12xf32, strided<[12, 1], offset: 5>>
  %2 = memref.collapse_shape %1 [[0, 1]] : memref<2x12xf32, strided<[12, 1], offset: 5>> into memref<24xf32, strided<[1], offset: 5>>
  return %1, %2 : memref<2x12xf32, strided<[12, 1], offset: 5>>, memref<24xf32, strided<[1], offset: 5>>
}

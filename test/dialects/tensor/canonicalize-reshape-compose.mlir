// expand_shape of collapse_shape and collapse_shape of expand_shape under
// --canonicalize, as MLIR 22: one reshape (or a cast) where each group's
// sizes show how the two compose, scanning the shapes from both ends and
// allowing only unit dimensions to differ (ComposeExpandOfCollapseOp,
// ComposeCollapseOfExpandOp, the latter multiplying output sizes with
// arith.muli); constant output sizes of an expand of a cast made static
// (ConvertToStaticExpandShape). Cases where they must not fire sit beside.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK-LABEL: func.func @expand_of_collapse_to_collapse(%arg0: tensor<2x3x4x5xf32>) -> tensor<6x20xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<6x20xf32>
// CHECK-NEXT: return %collapsed : tensor<6x20xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_groups(%arg0: tensor<2x3x4x5xf32>) -> tensor<6x2x2x5xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<6x20xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0], [1, 2, 3]] output_shape [6, 2, 2, 5] : tensor<6x20xf32> into tensor<6x2x2x5xf32>
// CHECK-NEXT: return %expanded : tensor<6x2x2x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_to_expand(%arg0: tensor<6x20xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<6x20xf32> into tensor<2x3x4x5xf32>
// CHECK-NEXT: return %expanded : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_dyn(%arg0: tensor<?x4x5xf32>, %arg1: index) -> tensor<?x20xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x4x5xf32> into tensor<?x20xf32>
// CHECK-NEXT: return %collapsed : tensor<?x20xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_dyn2(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %expanded : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_unit(%arg0: tensor<1x6x1xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<1x6x1xf32> into tensor<6xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
// CHECK-NEXT: return %expanded : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_units(%arg0: tensor<1x6x1x4xf32>) -> tensor<6x2x2xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3]] : tensor<1x6x1x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
// CHECK-NEXT: return %expanded : tensor<6x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_no(%arg0: tensor<4x6xf32>) -> tensor<8x3xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x6xf32> into tensor<24xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [8, 3] : tensor<24xf32> into tensor<8x3xf32>
// CHECK-NEXT: return %expanded : tensor<8x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand(%arg0: tensor<?x?x?xi64>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?xi64> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x?x?xi64> into tensor<?x?xi64>
// CHECK-NEXT: return %collapsed : tensor<?x?xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand_to_expand(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?x4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c2 : index
// CHECK-NEXT: %1 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%0, %1, 4] : tensor<?x?xf32> into tensor<?x?x4xf32>
// CHECK-NEXT: return %expanded : tensor<?x?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand_static(%arg0: tensor<12x5xf32>) -> tensor<6x10xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [6, 2, 5, 1] : tensor<12x5xf32> into tensor<6x2x5x1xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0], [1, 2, 3]] : tensor<6x2x5x1xf32> into tensor<6x10xf32>
// CHECK-NEXT: return %collapsed : tensor<6x10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand_cast(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand_mul(%arg0: tensor<?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c2 : index
// CHECK-NEXT: %1 = arith.muli %arg2, %c3 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%0, %1] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %expanded : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_expand(%arg0: tensor<8x?xf32>, %arg1: index) -> tensor<?x4x?xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, %arg1] : tensor<8x?xf32> into tensor<2x4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %expanded : tensor<2x4x?xf32> to tensor<?x4x?xf32>
// CHECK-NEXT: return %cast : tensor<?x4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_expand2(%arg0: tensor<8xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
// CHECK-NEXT: %cast = tensor.cast %expanded : tensor<2x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %cast : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_expand_no(%arg0: tensor<?xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%c2, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT: return %expanded : tensor<?x4xf32>
// CHECK-NEXT: }

func.func @expand_of_collapse_to_collapse(%arg0: tensor<2x3x4x5xf32>) -> tensor<6x20xf32> {
  %0 = tensor.collapse_shape %arg0 [[0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [6, 20] : tensor<120xf32> into tensor<6x20xf32>
  return %1 : tensor<6x20xf32>
}
func.func @expand_of_collapse_groups(%arg0: tensor<2x3x4x5xf32>) -> tensor<6x2x2x5xf32> {
  %0 = tensor.collapse_shape %arg0 [[0, 1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<6x20xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2, 3]] output_shape [6, 2, 2, 5] : tensor<6x20xf32> into tensor<6x2x2x5xf32>
  return %1 : tensor<6x2x2x5xf32>
}
func.func @expand_of_collapse_to_expand(%arg0: tensor<6x20xf32>) -> tensor<2x3x4x5xf32> {
  %0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<6x20xf32> into tensor<120xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2, 3]] output_shape [2, 3, 4, 5] : tensor<120xf32> into tensor<2x3x4x5xf32>
  return %1 : tensor<2x3x4x5xf32>
}
func.func @expand_of_collapse_dyn(%arg0: tensor<?x4x5xf32>, %d: index) -> tensor<?x20xf32> {
  %0 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<?x4x5xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d, 20] : tensor<?xf32> into tensor<?x20xf32>
  return %1 : tensor<?x20xf32>
}
func.func @expand_of_collapse_dyn2(%arg0: tensor<?x?xf32>, %d: index, %e: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%d, %e] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @expand_of_collapse_unit(%arg0: tensor<1x6x1xf32>) -> tensor<2x3xf32> {
  %0 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x6x1xf32> into tensor<6xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
func.func @expand_of_collapse_units(%arg0: tensor<1x6x1x4xf32>) -> tensor<6x2x2xf32> {
  %0 = tensor.collapse_shape %arg0 [[0, 1, 2], [3]] : tensor<1x6x1x4xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  return %1 : tensor<6x2x2xf32>
}
func.func @expand_of_collapse_no(%arg0: tensor<4x6xf32>) -> tensor<8x3xf32> {
  %0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [8, 3] : tensor<24xf32> into tensor<8x3xf32>
  return %1 : tensor<8x3xf32>
}
func.func @collapse_of_expand(%arg0: tensor<?x?x?xi64>, %a: index, %b: index, %c: index) -> tensor<?x?xi64> {
  %0 = tensor.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  return %1 : tensor<?x?xi64>
}
func.func @collapse_of_expand_to_expand(%arg0: tensor<?x?xf32>, %a: index, %b: index, %c: index) -> tensor<?x?x4xf32> {
  %0 = tensor.expand_shape %arg0 [[0, 1], [2, 3, 4]] output_shape [%a, 2, %b, %c, 4] : tensor<?x?xf32> into tensor<?x2x?x?x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3], [4]] : tensor<?x2x?x?x4xf32> into tensor<?x?x4xf32>
  return %1 : tensor<?x?x4xf32>
}
func.func @collapse_of_expand_static(%arg0: tensor<12x5xf32>) -> tensor<6x10xf32> {
  %0 = tensor.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [6, 2, 5, 1] : tensor<12x5xf32> into tensor<6x2x5x1xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2, 3]] : tensor<6x2x5x1xf32> into tensor<6x10xf32>
  return %1 : tensor<6x10xf32>
}
func.func @collapse_of_expand_cast(%arg0: tensor<?x4xf32>, %a: index) -> tensor<?x4xf32> {
  %0 = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [%a, 1, 4] : tensor<?x4xf32> into tensor<?x1x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @collapse_of_expand_mul(%arg0: tensor<?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %0 = tensor.expand_shape %arg0 [[0, 1, 2, 3]] output_shape [%a, 2, %b, %c3] : tensor<?xf32> into tensor<?x2x?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x2x?x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @static_expand(%arg0: tensor<8x?xf32>, %d: index) -> tensor<?x4x?xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.cast %arg0 : tensor<8x?xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%c2, 4, %d] : tensor<?x?xf32> into tensor<?x4x?xf32>
  return %1 : tensor<?x4x?xf32>
}
func.func @static_expand2(%arg0: tensor<8xf32>) -> tensor<?x4xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.cast %arg0 : tensor<8xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%c2, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @static_expand_no(%arg0: tensor<?xf32>) -> tensor<?x4xf32> {
  %c2 = arith.constant 2 : index
  %1 = tensor.expand_shape %arg0 [[0, 1]] output_shape [%c2, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

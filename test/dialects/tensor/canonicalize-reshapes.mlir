// expand_shape and collapse_shape under --canonicalize, as MLIR 22: a
// reshape to its own type or of a dense constant folds; an inverse pair
// folds only where dynamic sizes cannot have been split differently (two
// dynamic sizes in one group stay); reshapes in one direction compose;
// reshapes of splats and from_elements are splats and from_elements; a
// collapse of a cast collapses the static source (cast back).
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK-LABEL: func.func @expand_collapse(%arg0: tensor<?x?x4xf32>, %arg1: index) -> tensor<?x?x4xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1], [2]] output_shape [%arg1, %arg1, 4] : tensor<?x4xf32> into tensor<?x?x4xf32>
// CHECK-NEXT: return %expanded : tensor<?x?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_other_groups(%arg0: tensor<?x?x?xf32>, %arg1: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0], [1, 2]] output_shape [%arg1, %arg1, %arg1] : tensor<?x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: return %expanded : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_type(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: return %arg0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constant() -> (tensor<2x3xi32>, tensor<6xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.500000e+00]> : tensor<6xf32>
// CHECK-NEXT: return %cst, %cst_0 : tensor<2x3xi32>, tensor<6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_expand(%arg0: tensor<12xf32>) -> tensor<2x3x2xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [2, 3, 2] : tensor<12xf32> into tensor<2x3x2xf32>
// CHECK-NEXT: return %expanded : tensor<2x3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_collapse(%arg0: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
// CHECK-NEXT: return %collapsed : tensor<120xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat_and_elements(%arg0: f32) -> (tensor<2x3xf32>, tensor<2x2xf32>) {
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<2x3xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg0, %arg0, %arg0 : tensor<2x2xf32>
// CHECK-NEXT: return %splat, %from_elements : tensor<2x3xf32>, tensor<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_cast(%arg0: tensor<2x3x4xf32>) -> (tensor<?x?xf32>, tensor<6x?xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %cast = tensor.cast %collapsed : tensor<6x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %collapsed_0 : tensor<6x4xf32> to tensor<6x?xf32>
// CHECK-NEXT: return %cast, %cast_1 : tensor<?x?xf32>, tensor<6x?xf32>
// CHECK-NEXT: }

func.func @expand_collapse(%t: tensor<?x?x4xf32>, %n: index) -> tensor<?x?x4xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [%n, %n, 4] : tensor<?x4xf32> into tensor<?x?x4xf32>
  return %e : tensor<?x?x4xf32>
}
func.func @expand_collapse_other_groups(%t: tensor<?x?x?xf32>, %n: index) -> tensor<?x?x?xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %e = tensor.expand_shape %c [[0], [1, 2]] output_shape [%n, %n, %n] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %e : tensor<?x?x?xf32>
}
func.func @collapse_expand(%t: tensor<?x4xf32>, %n: index) -> tensor<?x4xf32> {
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, %n, 4] : tensor<?x4xf32> into tensor<?x?x4xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  return %c : tensor<?x4xf32>
}
func.func @same_type(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c = tensor.collapse_shape %t [[0], [1]] : tensor<2x3xf32> into tensor<2x3xf32>
  return %c : tensor<2x3xf32>
}
func.func @constant() -> (tensor<2x3xi32>, tensor<6xf32>) {
  %k = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %e = tensor.expand_shape %k [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %f = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.5]]> : tensor<2x3xf32>
  %c = tensor.collapse_shape %f [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %e, %c : tensor<2x3xi32>, tensor<6xf32>
}
func.func @expand_expand(%t: tensor<12xf32>) -> tensor<2x3x2xf32> {
  %a = tensor.expand_shape %t [[0, 1]] output_shape [6, 2] : tensor<12xf32> into tensor<6x2xf32>
  %b = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 2] : tensor<6x2xf32> into tensor<2x3x2xf32>
  return %b : tensor<2x3x2xf32>
}
func.func @collapse_collapse(%t: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
  %a = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %b = tensor.collapse_shape %a [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  return %b : tensor<120xf32>
}
func.func @splat_and_elements(%v: f32) -> (tensor<2x3xf32>, tensor<2x2xf32>) {
  %s = tensor.splat %v : tensor<6xf32>
  %a = tensor.expand_shape %s [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %e = tensor.from_elements %v, %v, %v, %v : tensor<4xf32>
  %b = tensor.expand_shape %e [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %a, %b : tensor<2x3xf32>, tensor<2x2xf32>
}
func.func @collapse_of_cast(%t: tensor<2x3x4xf32>) -> (tensor<?x?xf32>, tensor<6x?xf32>) {
  %c = tensor.cast %t : tensor<2x3x4xf32> to tensor<?x?x?xf32>
  %a = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %d = tensor.cast %t : tensor<2x3x4xf32> to tensor<2x3x?xf32>
  %b = tensor.collapse_shape %d [[0, 1], [2]] : tensor<2x3x?xf32> into tensor<6x?xf32>
  return %a, %b : tensor<?x?xf32>, tensor<6x?xf32>
}

// A tensor.concat of linalg.fill ops of one value under --canonicalize, as
// MLIR 22 (FoldConcatsOfFill): a fill of the concat of their inits,
// constants compared by value; fills of different values, or a concat
// with another input, stay.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK: module {
// CHECK-LABEL: func.func @concat_fill(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<5x4xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%concat : tensor<5x4xf32>) -> tensor<5x4xf32>
// CHECK-NEXT: return %0 : tensor<5x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concat_cst(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<5x4xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%concat : tensor<5x4xf32>) -> tensor<5x4xf32>
// CHECK-NEXT: return %0 : tensor<5x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concat_diff(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4xf32>, %arg2: f32, %arg3: f32) -> tensor<5x4xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg0 : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg3 : f32) outs(%arg1 : tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %0, %1 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
// CHECK-NEXT: return %concat : tensor<5x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concat_same_arg(%arg0: tensor<?x4xf32>, %arg1: tensor<3x?xf32>, %arg2: f32) -> tensor<?x4xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<3x?xf32> to tensor<3x4xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %cast : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%concat : tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: return %0 : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concat_partial(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4xf32>, %arg2: f32) -> tensor<5x4xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg0 : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %0, %arg1 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
// CHECK-NEXT: return %concat : tensor<5x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @concat_fill(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<5x4xf32> {
  %cst = arith.constant 1.0 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%a : tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%b : tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %2 : tensor<5x4xf32>
}
func.func @concat_cst(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<5x4xf32> {
  %cst = arith.constant 1.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%a : tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = linalg.fill ins(%cst2 : f32) outs(%b : tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %2 : tensor<5x4xf32>
}
func.func @concat_diff(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>, %v: f32, %w: f32) -> tensor<5x4xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%a : tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = linalg.fill ins(%w : f32) outs(%b : tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %2 : tensor<5x4xf32>
}
func.func @concat_same_arg(%a: tensor<?x4xf32>, %b: tensor<3x?xf32>, %v: f32) -> tensor<?x4xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%a : tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = linalg.fill ins(%v : f32) outs(%b : tensor<3x?xf32>) -> tensor<3x?xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<?x4xf32>, tensor<3x?xf32>) -> tensor<?x4xf32>
  return %2 : tensor<?x4xf32>
}
func.func @concat_partial(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>, %v: f32) -> tensor<5x4xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%a : tensor<2x4xf32>) -> tensor<2x4xf32>
  %2 = tensor.concat dim(0) %0, %b : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %2 : tensor<5x4xf32>
}

// linalg.mmt4d, batch_mmt4d, quantized_matmul and quantized_batch_matmul
// (MLIR 22's named ops that ONNX lowering needs): custom and generic forms,
// generalization and back, loops on buffers, and the verifier's errors.
// Both tools print the same bytes.
// RUN: terrace-opt --split-input-file %s > %t.terrace
// RUN: %mlir-opt --split-input-file %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --linalg-generalize-named-ops %s > %t.terrace
// RUN: %mlir-opt --split-input-file --linalg-generalize-named-ops %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --linalg-generalize-named-ops --linalg-specialize-generic-ops %s > %t.terrace
// RUN: %mlir-opt --split-input-file --linalg-generalize-named-ops --linalg-specialize-generic-ops %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --convert-linalg-to-loops %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-linalg-to-loops %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file %s | FileCheck %s
// CHECK: linalg.mmt4d ins(
// CHECK: linalg.batch_mmt4d ins(
// CHECK: linalg.quantized_matmul ins(
// CHECK: linalg.quantized_batch_matmul ins(
func.func @mmt4d(%lhs: tensor<2x3x4x5xi8>, %rhs: tensor<6x3x7x5xi8>, %acc: tensor<2x6x4x7xi32>) -> tensor<2x6x4x7xi32> {
  %0 = linalg.mmt4d ins(%lhs, %rhs : tensor<2x3x4x5xi8>, tensor<6x3x7x5xi8>) outs(%acc : tensor<2x6x4x7xi32>) -> tensor<2x6x4x7xi32>
  return %0 : tensor<2x6x4x7xi32>
}
// -----
func.func @batch_mmt4d(%lhs: tensor<?x2x3x4x5xf32>, %rhs: tensor<?x6x3x7x5xf16>, %acc: tensor<?x2x6x4x7xf32>) -> tensor<?x2x6x4x7xf32> {
  %0 = linalg.batch_mmt4d ins(%lhs, %rhs : tensor<?x2x3x4x5xf32>, tensor<?x6x3x7x5xf16>) outs(%acc : tensor<?x2x6x4x7xf32>) -> tensor<?x2x6x4x7xf32>
  return %0 : tensor<?x2x6x4x7xf32>
}
// -----
func.func @quantized_matmul(%a: tensor<?x?xi8>, %b: tensor<?x?xi8>, %az: i32, %bz: i32, %c: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<?x?xi8>, tensor<?x?xi8>, i32, i32) outs(%c : tensor<?x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
// -----
func.func @quantized_batch_matmul(%a: memref<2x3x4xi8>, %b: memref<2x4x5xi8>, %az: i32, %bz: i32, %c: memref<2x3x5xi64>) {
  linalg.quantized_batch_matmul ins(%a, %b, %az, %bz : memref<2x3x4xi8>, memref<2x4x5xi8>, i32, i32) outs(%c : memref<2x3x5xi64>)
  return
}
// -----
func.func @loops(%lhs: memref<2x3x4x5xf32>, %rhs: memref<6x3x7x5xf32>, %acc: memref<2x6x4x7xf32>) {
  linalg.mmt4d ins(%lhs, %rhs : memref<2x3x4x5xf32>, memref<6x3x7x5xf32>) outs(%acc : memref<2x6x4x7xf32>)
  return
}

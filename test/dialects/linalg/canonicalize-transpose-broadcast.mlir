// SwapTransposeWithBroadcast, as MLIR 22's canonicalizer: a transpose of a
// broadcast used nowhere else transposes the smaller tensor first (its
// dynamic sizes read with tensor.dim) and broadcasts the result, with the
// dimensions mapped through the permutation and left unsorted. A broadcast
// with another use, or ops on buffers, stay.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK-LABEL: func.func @t_bcast(%arg0: tensor<2x3xf32>) -> tensor<4x3x2xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x3x2xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<3x2xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<2x3xf32>) outs(%1 : tensor<3x2xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%transposed : tensor<3x2xf32>) outs(%0 : tensor<4x3x2xf32>) dimensions = [0]
// CHECK-NEXT: return %broadcasted : tensor<4x3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @t_bcast_dyn(%arg0: tensor<?x3xf32>, %arg1: index) -> tensor<3x?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = tensor.empty(%arg1, %arg1) : tensor<3x?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
// CHECK-NEXT: %1 = tensor.empty(%dim) : tensor<3x?xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<?x3xf32>) outs(%1 : tensor<3x?xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%transposed : tensor<3x?xf32>) outs(%0 : tensor<3x?x?xf32>) dimensions = [1]
// CHECK-NEXT: return %broadcasted : tensor<3x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @t_bcast_two_uses(%arg0: tensor<2xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg0 : tensor<2xf32>) outs(%0 : tensor<2x3xf32>) dimensions = [1]
// CHECK-NEXT: %1 = tensor.empty() : tensor<3x2xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%broadcasted : tensor<2x3xf32>) outs(%1 : tensor<3x2xf32>) permutation = [1, 0]
// CHECK-NEXT: return %transposed, %broadcasted : tensor<3x2xf32>, tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @t_bcast_memref(%arg0: memref<2xf32>, %arg1: memref<2x3xf32>, %arg2: memref<3x2xf32>) {
// CHECK-NEXT: linalg.broadcast ins(%arg0 : memref<2xf32>) outs(%arg1 : memref<2x3xf32>) dimensions = [1]
// CHECK-NEXT: linalg.transpose ins(%arg1 : memref<2x3xf32>) outs(%arg2 : memref<3x2xf32>) permutation = [1, 0]
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @t_bcast(%a: tensor<2x3xf32>) -> tensor<4x3x2xf32> {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %b = linalg.broadcast ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3x4xf32>) dimensions = [2]
  %i = tensor.empty() : tensor<4x3x2xf32>
  %t = linalg.transpose ins(%b : tensor<2x3x4xf32>) outs(%i : tensor<4x3x2xf32>) permutation = [2, 1, 0]
  return %t : tensor<4x3x2xf32>
}
func.func @t_bcast_dyn(%a: tensor<?x3xf32>, %n: index) -> tensor<3x?x?xf32> {
  %e = tensor.empty(%n, %n) : tensor<?x?x3xf32>
  %b = linalg.broadcast ins(%a : tensor<?x3xf32>) outs(%e : tensor<?x?x3xf32>) dimensions = [0]
  %i = tensor.empty(%n, %n) : tensor<3x?x?xf32>
  %t = linalg.transpose ins(%b : tensor<?x?x3xf32>) outs(%i : tensor<3x?x?xf32>) permutation = [2, 0, 1]
  return %t : tensor<3x?x?xf32>
}
func.func @t_bcast_two_uses(%a: tensor<2xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %b = linalg.broadcast ins(%a : tensor<2xf32>) outs(%e : tensor<2x3xf32>) dimensions = [1]
  %i = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%b : tensor<2x3xf32>) outs(%i : tensor<3x2xf32>) permutation = [1, 0]
  return %t, %b : tensor<3x2xf32>, tensor<2x3xf32>
}
func.func @t_bcast_memref(%a: memref<2xf32>, %m: memref<2x3xf32>, %o: memref<3x2xf32>) {
  linalg.broadcast ins(%a : memref<2xf32>) outs(%m : memref<2x3xf32>) dimensions = [1]
  linalg.transpose ins(%m : memref<2x3xf32>) outs(%o : memref<3x2xf32>) permutation = [1, 0]
  return
}

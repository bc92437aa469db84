// Where linalg.fill's pad patterns need affine.apply (a dynamic padded
// size, a dynamic insert offset), MLIR 22 computes it with affine.apply;
// there is no affine dialect in Terrace yet, so the ops stay.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s --check-prefix=MLIR

func.func @fill_pad_dyn(%init: tensor<?x5xf32>, %v: f32, %h: index) -> tensor<?x9xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<?x5xf32>) -> tensor<?x5xf32>
  %p = tensor.pad %f low[1, 2] high[%h, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x5xf32> to tensor<?x9xf32>
  return %p : tensor<?x9xf32>
}
func.func @insert_pad_dynoff(%src: tensor<2x3xf32>, %init: tensor<8x8xf32>, %v: f32, %o: index) -> tensor<8x8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = tensor.pad %src low[1, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  %r = tensor.insert_slice %p into %f[%o, 1] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @fill_pad_dyn(%arg0: tensor<?x5xf32>, %arg1: f32, %arg2: index) -> tensor<?x9xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<?x5xf32>) -> tensor<?x5xf32>
// CHECK-NEXT: %padded = tensor.pad %0 low[1, 2] high[%arg2, 2] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<?x5xf32> to tensor<?x9xf32>
// CHECK-NEXT: return %padded : tensor<?x9xf32>
// CHECK-LABEL: func.func @insert_pad_dynoff(%arg0: tensor<2x3xf32>, %arg1: tensor<8x8xf32>, %arg2: f32, %arg3: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 2] high[1, 0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<2x3xf32> to tensor<4x5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %padded into %0[%arg3, 1] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// MLIR: affine.apply
// MLIR: tensor.empty(%0) : tensor<?x9xf32>
// MLIR: affine.apply
// MLIR: tensor.insert_slice %arg0 into %0[%1, 3] [2, 3] [1, 1]

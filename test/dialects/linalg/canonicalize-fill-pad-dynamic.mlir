// linalg.fill's patterns on tensor.pad where sizes or offsets are
// dynamic: the padded size and the moved offset are computed with
// composed, folded affine.apply (FoldFillWithPad through the pad's
// reified shape, FoldInsertPadIntoFill). The CHECK lines are mlir-opt
// 22's output.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s

// A dynamic padded size is the source's plus the padding, computed with
// affine.apply (a symbol of the size and the high padding here).
func.func @fill_pad_dyn(%init: tensor<?x5xf32>, %v: f32, %h: index) -> tensor<?x9xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<?x5xf32>) -> tensor<?x5xf32>
  %p = tensor.pad %f low[1, 2] high[%h, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x5xf32> to tensor<?x9xf32>
  return %p : tensor<?x9xf32>
}
// A dynamic insert offset moves by the low padding with affine.apply; a
// static one by a constant.
func.func @insert_pad_dynoff(%src: tensor<2x3xf32>, %init: tensor<8x8xf32>, %v: f32, %o: index) -> tensor<8x8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = tensor.pad %src low[1, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  %r = tensor.insert_slice %p into %f[%o, 1] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
// Dynamic low padding and a dynamic source size.
func.func @insert_pad_dynlow(%src: tensor<?x3xf32>, %init: tensor<8x8xf32>, %v: f32, %l: index, %n: index) -> tensor<8x8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = tensor.pad %src low[%l, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32> to tensor<?x5xf32>
  %r = tensor.insert_slice %p into %f[2, 1] [%n, 5] [1, 1] : tensor<?x5xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 + 1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-LABEL: func.func @fill_pad_dyn(%arg0: tensor<?x5xf32>, %arg1: f32, %arg2: index) -> tensor<?x9xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x5xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %arg2]
// CHECK-NEXT: %1 = tensor.empty(%0) : tensor<?x9xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%arg1 : f32) outs(%1 : tensor<?x9xf32>) -> tensor<?x9xf32>
// CHECK-NEXT: return %2 : tensor<?x9xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_pad_dynoff(%arg0: tensor<2x3xf32>, %arg1: tensor<8x8xf32>, %arg2: f32, %arg3: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %1 = affine.apply #map1()[%arg3]
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %0[%1, 3] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_pad_dynlow(%arg0: tensor<?x3xf32>, %arg1: tensor<8x8xf32>, %arg2: f32, %arg3: index, %arg4: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %1 = affine.apply #map2()[%arg3]
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %0[%1, 3] [%dim, 3] [1, 1] : tensor<?x3xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }

// linalg.fill's patterns on tensor.pad under --canonicalize: a pad of a
// fill with the fill's own value is a fill of an empty tensor of the
// padded shape (FoldFillWithPad), and a padded tensor inserted into a
// fill of the padding value, past inserts that write elsewhere, is the
// unpadded tensor inserted at the offsets plus the low padding
// (FoldInsertPadIntoFill; a dynamic size is read with tensor.dim).
// The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s

func.func @fill_pad(%init: tensor<4x5xf32>, %v: f32) -> tensor<6x9xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<4x5xf32>) -> tensor<4x5xf32>
  %p = tensor.pad %f low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x5xf32> to tensor<6x9xf32>
  return %p : tensor<6x9xf32>
}
func.func @fill_pad_const(%init: tensor<4x5xf32>) -> tensor<6x9xf32> {
  %c = arith.constant 0.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%init : tensor<4x5xf32>) -> tensor<4x5xf32>
  %p = tensor.pad %f low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<4x5xf32> to tensor<6x9xf32>
  return %p : tensor<6x9xf32>
}
func.func @fill_pad_other(%init: tensor<4x5xf32>, %v: f32, %w: f32) -> tensor<6x9xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<4x5xf32>) -> tensor<4x5xf32>
  %p = tensor.pad %f low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %w : f32
  } : tensor<4x5xf32> to tensor<6x9xf32>
  return %p : tensor<6x9xf32>
}
func.func @insert_pad(%src: tensor<2x3xf32>, %init: tensor<8x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = tensor.pad %src low[1, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  %r = tensor.insert_slice %p into %f[2, 1] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
func.func @insert_pad_chain(%src: tensor<2x3xf32>, %a: tensor<2x2xf32>, %init: tensor<8x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %i0 = tensor.insert_slice %a into %f[0, 6] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %p = tensor.pad %src low[1, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  %r = tensor.insert_slice %p into %i0[2, 1] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
func.func @insert_pad_overlap(%src: tensor<2x3xf32>, %a: tensor<2x2xf32>, %init: tensor<8x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %i0 = tensor.insert_slice %a into %f[2, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %p = tensor.pad %src low[1, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  %r = tensor.insert_slice %p into %i0[2, 1] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
func.func @insert_pad_dynsrc(%src: tensor<?x3xf32>, %init: tensor<8x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = tensor.pad %src low[1, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32> to tensor<?x5xf32>
  %n = tensor.dim %p, %c0 : tensor<?x5xf32>
  %r = tensor.insert_slice %p into %f[2, 1] [%n, 5] [1, 1] : tensor<?x5xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @fill_pad(%arg0: tensor<4x5xf32>, %arg1: f32) -> tensor<6x9xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<6x9xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<6x9xf32>) -> tensor<6x9xf32>
// CHECK-NEXT: return %1 : tensor<6x9xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_pad_const(%arg0: tensor<4x5xf32>) -> tensor<6x9xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<6x9xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<6x9xf32>) -> tensor<6x9xf32>
// CHECK-NEXT: return %1 : tensor<6x9xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_pad_other(%arg0: tensor<4x5xf32>, %arg1: f32, %arg2: f32) -> tensor<6x9xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT: %padded = tensor.pad %0 low[1, 2] high[1, 2] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<4x5xf32> to tensor<6x9xf32>
// CHECK-NEXT: return %padded : tensor<6x9xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_pad(%arg0: tensor<2x3xf32>, %arg1: tensor<8x8xf32>, %arg2: f32) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %0[3, 3] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_pad_chain(%arg0: tensor<2x3xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<8x8xf32>, %arg3: f32) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg3 : f32) outs(%arg2 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %0[0, 6] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg0 into %inserted_slice[3, 3] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice_0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_pad_overlap(%arg0: tensor<2x3xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<8x8xf32>, %arg3: f32) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg3 : f32) outs(%arg2 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %0[2, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 2] high[1, 0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<2x3xf32> to tensor<4x5xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %padded into %inserted_slice[2, 1] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice_0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_pad_dynsrc(%arg0: tensor<?x3xf32>, %arg1: tensor<8x8xf32>, %arg2: f32) -> tensor<8x8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %0[3, 3] [%dim, 3] [1, 1] : tensor<?x3xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// Where Terrace's pack and unpack patterns differ from MLIR 22's on
// purpose. MLIR folds an extract_slice that cuts an untiled dimension
// into the unpack, and folds a cast into a pack that then needs a padding
// value it lacks: both make an op that fails to verify, so --canonicalize
// fails. Terrace leaves both alone.
// RUN: terrace-opt --canonicalize --split-input-file %s | FileCheck %s
// RUN: not %mlir-opt --canonicalize --split-input-file %s 2>&1 | FileCheck %s --check-prefix=MLIR

// An untiled dimension sliced.
func.func @unpack_slice_untiled(%x: tensor<2x4x8xf32>, %init: tensor<2x32xf32>) -> tensor<1x30xf32> {
  %u = linalg.unpack %x inner_dims_pos = [1] inner_tiles = [8] into %init : tensor<2x4x8xf32> -> tensor<2x32xf32>
  %s = tensor.extract_slice %u[0, 0] [1, 30] [1, 1] : tensor<2x32xf32> to tensor<1x30xf32>
  return %s : tensor<1x30xf32>
}
// CHECK-LABEL: func.func @unpack_slice_untiled(%arg0: tensor<2x4x8xf32>, %arg1: tensor<2x32xf32>) -> tensor<1x30xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [1] inner_tiles = [8] into %arg1 : tensor<2x4x8xf32> -> tensor<2x32xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %unpack[0, 0] [1, 30] [1, 1] : tensor<2x32xf32> to tensor<1x30xf32>
// CHECK-NEXT: return %extracted_slice : tensor<1x30xf32>
// MLIR: error: expected 'tensor<1x4x8xf32>' for the packed domain value, got 'tensor<2x4x8xf32>'

// -----

// A cast hiding a size of 17 that a tile of 8 does not divide.
func.func @cast_needs_padding(%x: tensor<17xf32>, %d: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c = tensor.cast %x : tensor<17xf32> to tensor<?xf32>
  %p = linalg.pack %c inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<?xf32> -> tensor<?x8xf32>
  return %p : tensor<?x8xf32>
}
// CHECK-LABEL: func.func @cast_needs_padding(%arg0: tensor<17xf32>, %arg1: tensor<?x8xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<17xf32> to tensor<?xf32>
// CHECK-NEXT: %pack = linalg.pack %cast inner_dims_pos = [0] inner_tiles = [8] into %arg1 : tensor<?xf32> -> tensor<?x8xf32>
// CHECK-NEXT: return %pack : tensor<?x8xf32>
// MLIR: error: 'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set

// tensor slices, reshapes and concatenation (extract_slice, insert_slice
// with custom<DynamicIndexList>, collapse_shape, expand_shape, concat),
// custom and generic forms; both tools print the same.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @s(%t: tensor<8x16xf32>, %a: index, %b: index, %u: tensor<4x?xf32>, %d: tensor<?x4xf32>) -> (tensor<4x?xf32>, tensor<8x16xf32>, tensor<2x4x16xf32>, tensor<128xf32>, tensor<16x16xf32>, tensor<?x4x1xf32>) {
  %0 = tensor.extract_slice %t[%a, 2] [4, %b] [1, 2] : tensor<8x16xf32> to tensor<4x?xf32>
  %1 = tensor.insert_slice %u into %t[0, %a] [4, %b] [1, 1] : tensor<4x?xf32> into tensor<8x16xf32>
  %2 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  %3 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %4 = tensor.concat dim(0) %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %c = arith.constant 0.0 : f32
  %5 = tensor.expand_shape %d [[0], [1, 2]] output_shape [%a, 4, 1] : tensor<?x4xf32> into tensor<?x4x1xf32>
  %7 = tensor.extract_slice %t[0, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4x?xf32>, tensor<8x16xf32>, tensor<2x4x16xf32>, tensor<128xf32>, tensor<16x16xf32>, tensor<?x4x1xf32>
}
// CHECK: %extracted_slice = tensor.extract_slice %arg0[%arg1, 2] [4, %arg2] [1, 2] : tensor<8x16xf32> to tensor<4x?xf32>
// CHECK: %inserted_slice = tensor.insert_slice %arg3 into %arg0[0, %arg1] [4, %arg2] [1, 1] : tensor<4x?xf32> into tensor<8x16xf32>
// CHECK: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
// CHECK: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<8x16xf32> into tensor<128xf32>
// CHECK: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
// CHECK: %expanded_0 = tensor.expand_shape %arg4 {{\[\[}}0], [1, 2]] output_shape [%arg1, 4, 1] : tensor<?x4xf32> into tensor<?x4x1xf32>
// CHECK: %extracted_slice_1 = tensor.extract_slice %arg0[0, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
// GENERIC: %0 = "tensor.extract_slice"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (tensor<8x16xf32>, index, index) -> tensor<4x?xf32>
// GENERIC: %1 = "tensor.insert_slice"(%arg3, %arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<4x?xf32>, tensor<8x16xf32>, index, index) -> tensor<8x16xf32>
// GENERIC: %2 = "tensor.expand_shape"(%arg0) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, 4, 16>}> : (tensor<8x16xf32>) -> tensor<2x4x16xf32>
// GENERIC: %3 = "tensor.collapse_shape"(%arg0) <{reassociation = {{\[\[}}0, 1]]}> : (tensor<8x16xf32>) -> tensor<128xf32>
// GENERIC: %4 = "tensor.concat"(%arg0, %arg0) <{dim = 0 : i64}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
// GENERIC: %6 = "tensor.expand_shape"(%arg4, %arg1) <{reassociation = {{\[\[}}0], [1, 2]], static_output_shape = array<i64: -9223372036854775808, 4, 1>}> : (tensor<?x4xf32>, index) -> tensor<?x4x1xf32>
// GENERIC: %7 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 16>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<16xf32>

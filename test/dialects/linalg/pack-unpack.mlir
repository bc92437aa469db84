// linalg.pack and linalg.unpack: custom and generic forms (padding value,
// outer permutation printed when given, even the identity, and dropped
// when empty; dynamic and scalable-marked tiles; no tiles at all; rank 0;
// other attributes after the dest), with their `%pack`/`%unpack` names.
// The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s

func.func @p(%src: tensor<127x255xf32>, %dest: tensor<32x16x8x?xf32>, %pad: f32, %t: index) -> tensor<32x16x8x?xf32> {
  %0 = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %dest : tensor<127x255xf32> -> tensor<32x16x8x?xf32>
  return %0 : tensor<32x16x8x?xf32>
}
func.func @p2(%src: tensor<128x256xf32>, %dest: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest {foo = 1 : i32} : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}
func.func @u(%src: tensor<16x8x8x32xf32>, %dest: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %0 = linalg.unpack %src outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}
func.func @u2(%src: tensor<16x8x?x32xf32>, %dest: tensor<128x256xf32>, %t: index) -> tensor<128x256xf32> {
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [%t, 32] into %dest : tensor<16x8x?x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}
func.func @empty_perm(%src: tensor<128x256xf32>, %dest: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  %0 = linalg.pack %src outer_dims_perm = [] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %1 = "linalg.pack"(%src, %dest) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<128x256xf32>, tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32>
  return %1 : tensor<16x8x8x32xf32>
}
func.func @no_tiles(%s: tensor<16x16xf32>, %d: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %0 = linalg.pack %s inner_dims_pos = [] inner_tiles = [] into %d : tensor<16x16xf32> -> tensor<16x16xf32>
  %1 = linalg.unpack %s outer_dims_perm = [1, 0] inner_dims_pos = [] inner_tiles = [] into %d : tensor<16x16xf32> -> tensor<16x16xf32>
  return %0, %1 : tensor<16x16xf32>, tensor<16x16xf32>
}
func.func @scalable_mark(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [[8]] into %d : tensor<16x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
func.func @rank0(%s: tensor<f32>, %d: tensor<f32>) -> tensor<f32> {
  %0 = linalg.pack %s inner_dims_pos = [] inner_tiles = [] into %d : tensor<f32> -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @padded_dynamic(%s: tensor<?x?xi8>, %d: tensor<?x?x?x4xi8>, %t: index, %p: i8) -> tensor<?x?x?x4xi8> {
  %0 = linalg.pack %s padding_value(%p : i8) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [%t, 4] into %d {tag = "kept"} : tensor<?x?xi8> -> tensor<?x?x?x4xi8>
  %e = tensor.empty(%t) : tensor<?x3xi8>
  %1 = linalg.unpack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [%t, 4] into %e : tensor<?x?x?x4xi8> -> tensor<?x3xi8>
  return %0 : tensor<?x?x?x4xi8>
}

// CHECK: module {
// CHECK-LABEL: func.func @p(%arg0: tensor<127x255xf32>, %arg1: tensor<32x16x8x?xf32>, %arg2: f32, %arg3: index) -> tensor<32x16x8x?xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg2 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, %arg3] into %arg1 : tensor<127x255xf32> -> tensor<32x16x8x?xf32>
// CHECK-NEXT: return %pack : tensor<32x16x8x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @p2(%arg0: tensor<128x256xf32>, %arg1: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 {foo = 1 : i32} : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
// CHECK-NEXT: return %pack : tensor<16x8x8x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @u(%arg0: tensor<16x8x8x32xf32>, %arg1: tensor<128x256xf32>) -> tensor<128x256xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
// CHECK-NEXT: return %unpack : tensor<128x256xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @u2(%arg0: tensor<16x8x?x32xf32>, %arg1: tensor<128x256xf32>, %arg2: index) -> tensor<128x256xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [%arg2, 32] into %arg1 : tensor<16x8x?x32xf32> -> tensor<128x256xf32>
// CHECK-NEXT: return %unpack : tensor<128x256xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_perm(%arg0: tensor<128x256xf32>, %arg1: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
// CHECK-NEXT: %pack_0 = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
// CHECK-NEXT: return %pack_0 : tensor<16x8x8x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_tiles(%arg0: tensor<16x16xf32>, %arg1: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [] inner_tiles = [] into %arg1 : tensor<16x16xf32> -> tensor<16x16xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [] inner_tiles = [] into %arg1 : tensor<16x16xf32> -> tensor<16x16xf32>
// CHECK-NEXT: return %pack, %unpack : tensor<16x16xf32>, tensor<16x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scalable_mark(%arg0: tensor<16x16xf32>, %arg1: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0] inner_tiles = [8] into %arg1 : tensor<16x16xf32> -> tensor<2x16x8xf32>
// CHECK-NEXT: return %pack : tensor<2x16x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [] inner_tiles = [] into %arg1 : tensor<f32> -> tensor<f32>
// CHECK-NEXT: return %pack : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @padded_dynamic(%arg0: tensor<?x?xi8>, %arg1: tensor<?x?x?x4xi8>, %arg2: index, %arg3: i8) -> tensor<?x?x?x4xi8> {
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg3 : i8) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [%arg2, 4] into %arg1 {tag = "kept"} : tensor<?x?xi8> -> tensor<?x?x?x4xi8>
// CHECK-NEXT: %0 = tensor.empty(%arg2) : tensor<?x3xi8>
// CHECK-NEXT: %unpack = linalg.unpack %pack outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [%arg2, 4] into %0 : tensor<?x?x?x4xi8> -> tensor<?x3xi8>
// CHECK-NEXT: return %pack : tensor<?x?x?x4xi8>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<127x255xf32>, tensor<32x16x8x?xf32>, f32, index) -> tensor<32x16x8x?xf32>, sym_name = "p"}> ({
// GENERIC-NEXT: ^bb0(%arg19: tensor<127x255xf32>, %arg20: tensor<32x16x8x?xf32>, %arg21: f32, %arg22: index):
// GENERIC-NEXT: %12 = "linalg.pack"(%arg19, %arg20, %arg21, %arg22) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, -9223372036854775808>}> : (tensor<127x255xf32>, tensor<32x16x8x?xf32>, f32, index) -> tensor<32x16x8x?xf32>
// GENERIC-NEXT: "func.return"(%12) : (tensor<32x16x8x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<128x256xf32>, tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32>, sym_name = "p2"}> ({
// GENERIC-NEXT: ^bb0(%arg17: tensor<128x256xf32>, %arg18: tensor<16x8x8x32xf32>):
// GENERIC-NEXT: %11 = "linalg.pack"(%arg17, %arg18) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8, 32>}> {foo = 1 : i32} : (tensor<128x256xf32>, tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32>
// GENERIC-NEXT: "func.return"(%11) : (tensor<16x8x8x32xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<16x8x8x32xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>, sym_name = "u"}> ({
// GENERIC-NEXT: ^bb0(%arg15: tensor<16x8x8x32xf32>, %arg16: tensor<128x256xf32>):
// GENERIC-NEXT: %10 = "linalg.unpack"(%arg15, %arg16) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<16x8x8x32xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
// GENERIC-NEXT: "func.return"(%10) : (tensor<128x256xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<16x8x?x32xf32>, tensor<128x256xf32>, index) -> tensor<128x256xf32>, sym_name = "u2"}> ({
// GENERIC-NEXT: ^bb0(%arg12: tensor<16x8x?x32xf32>, %arg13: tensor<128x256xf32>, %arg14: index):
// GENERIC-NEXT: %9 = "linalg.unpack"(%arg12, %arg13, %arg14) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: -9223372036854775808, 32>}> : (tensor<16x8x?x32xf32>, tensor<128x256xf32>, index) -> tensor<128x256xf32>
// GENERIC-NEXT: "func.return"(%9) : (tensor<128x256xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<128x256xf32>, tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32>, sym_name = "empty_perm"}> ({
// GENERIC-NEXT: ^bb0(%arg10: tensor<128x256xf32>, %arg11: tensor<16x8x8x32xf32>):
// GENERIC-NEXT: %7 = "linalg.pack"(%arg10, %arg11) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<128x256xf32>, tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32>
// GENERIC-NEXT: %8 = "linalg.pack"(%arg10, %arg11) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<128x256xf32>, tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32>
// GENERIC-NEXT: "func.return"(%8) : (tensor<16x8x8x32xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>), sym_name = "no_tiles"}> ({
// GENERIC-NEXT: ^bb0(%arg8: tensor<16x16xf32>, %arg9: tensor<16x16xf32>):
// GENERIC-NEXT: %5 = "linalg.pack"(%arg8, %arg9) <{inner_dims_pos = array<i64>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64>}> : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
// GENERIC-NEXT: %6 = "linalg.unpack"(%arg8, %arg9) <{inner_dims_pos = array<i64>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64>}> : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
// GENERIC-NEXT: "func.return"(%5, %6) : (tensor<16x16xf32>, tensor<16x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<16x16xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>, sym_name = "scalable_mark"}> ({
// GENERIC-NEXT: ^bb0(%arg6: tensor<16x16xf32>, %arg7: tensor<2x16x8xf32>):
// GENERIC-NEXT: %4 = "linalg.pack"(%arg6, %arg7) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8>}> : (tensor<16x16xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
// GENERIC-NEXT: "func.return"(%4) : (tensor<2x16x8xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
// GENERIC-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
// GENERIC-NEXT: %3 = "linalg.pack"(%arg4, %arg5) <{inner_dims_pos = array<i64>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64>}> : (tensor<f32>, tensor<f32>) -> tensor<f32>
// GENERIC-NEXT: "func.return"(%3) : (tensor<f32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?xi8>, tensor<?x?x?x4xi8>, index, i8) -> tensor<?x?x?x4xi8>, sym_name = "padded_dynamic"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<?x?xi8>, %arg1: tensor<?x?x?x4xi8>, %arg2: index, %arg3: i8):
// GENERIC-NEXT: %0 = "linalg.pack"(%arg0, %arg1, %arg3, %arg2) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: -9223372036854775808, 4>}> {tag = "kept"} : (tensor<?x?xi8>, tensor<?x?x?x4xi8>, i8, index) -> tensor<?x?x?x4xi8>
// GENERIC-NEXT: %1 = "tensor.empty"(%arg2) : (index) -> tensor<?x3xi8>
// GENERIC-NEXT: %2 = "linalg.unpack"(%0, %1, %arg2) <{inner_dims_pos = array<i64: 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: -9223372036854775808, 4>}> : (tensor<?x?x?x4xi8>, tensor<?x3xi8>, index) -> tensor<?x3xi8>
// GENERIC-NEXT: "func.return"(%0) : (tensor<?x?x?x4xi8>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

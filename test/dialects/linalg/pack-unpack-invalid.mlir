// Errors of linalg.pack and linalg.unpack, with mlir-opt 22's messages
// under both tools: the operand kinds and result type, then the checks
// both ops share (reported without the op name, in MLIR's order: zero
// tiles, the dimension lists, ranks, tile sizes against the packed type,
// the packed shape), then pack's own (the padding value's type, and a
// padding value where a tile does not divide what it splits).
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @zero_tile(%s: tensor<16x16xf32>, %d: tensor<16x16x0x1xf32>) -> tensor<16x16x0x1xf32> {
  // expected-error@+1 {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [0, 1] into %d : tensor<16x16xf32> -> tensor<16x16x0x1xf32>
  return %0 : tensor<16x16x0x1xf32>
}
// -----
func.func @zero_tile_ssa(%s: tensor<16x16xf32>, %d: tensor<?x16x?xf32>) -> tensor<?x16x?xf32> {
  %t = arith.constant 0 : index
  // expected-error@+1 {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [%t] into %d : tensor<16x16xf32> -> tensor<?x16x?xf32>
  return %0 : tensor<?x16x?xf32>
}
// -----
func.func @dup_inner(%s: tensor<16x16xf32>, %d: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [0, 0] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  return %0 : tensor<2x2x8x8xf32>
}
// -----
func.func @oob_inner(%s: tensor<16x16xf32>, %d: tensor<2x2x8xf32>) -> tensor<2x2x8xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [2] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<2x2x8xf32>
  return %0 : tensor<2x2x8xf32>
}
// -----
func.func @neg_inner(%s: tensor<16x16xf32>, %d: tensor<2x2x8xf32>) -> tensor<2x2x8xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [-1] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<2x2x8xf32>
  return %0 : tensor<2x2x8xf32>
}
// -----
func.func @long_inner(%s: tensor<16xf32>, %d: tensor<2x8x1xf32>) -> tensor<2x8x1xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<16xf32> -> tensor<2x8x1xf32>
  return %0 : tensor<2x8x1xf32>
}
// -----
func.func @dup_perm(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %s outer_dims_perm = [0, 0] inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @oob_perm(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %s outer_dims_perm = [0, 2] inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @long_perm(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %s outer_dims_perm = [0, 1, 2] inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @short_perm(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.pack %s outer_dims_perm = [0] inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @tiles_gt_rank(%s: tensor<16xf32>, %d: tensor<2x8xf32>) -> tensor<2x8xf32> {
  // expected-error@+1 {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8, 2] into %d : tensor<16xf32> -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
// -----
func.func @tiles_ne_pos(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8, 2] into %d : tensor<16x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @packed_rank(%s: tensor<16x16xf32>, %d: tensor<2x16x8x1xf32>) -> tensor<2x16x8x1xf32> {
  // expected-error@+1 {{packed rank != (unpacked rank + num tiling factors), got 4 != 3}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<2x16x8x1xf32>
  return %0 : tensor<2x16x8x1xf32>
}
// -----
func.func @inner_tile_mismatch(%s: tensor<16x16xf32>, %d: tensor<2x16x4xf32>) -> tensor<2x16x4xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<2x16x4xf32>
  return %0 : tensor<2x16x4xf32>
}
// -----
func.func @dyn_tile_static_inner(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>, %t: index) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [%t] into %d : tensor<16x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @outer_mismatch(%s: tensor<16x16xf32>, %d: tensor<3x16x8xf32>) -> tensor<3x16x8xf32> {
  // expected-error@+1 {{expected 'tensor<2x16x8xf32>' for the packed domain value, got 'tensor<3x16x8xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<3x16x8xf32>
  return %0 : tensor<3x16x8xf32>
}
// -----
func.func @outer_mismatch_perm(%s: tensor<16x32xf32>, %d: tensor<2x32x8xf32>) -> tensor<2x32x8xf32> {
  // expected-error@+1 {{expected 'tensor<32x2x8xf32>' for the packed domain value, got 'tensor<2x32x8xf32>'}}
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x32xf32> -> tensor<2x32x8xf32>
  return %0 : tensor<2x32x8xf32>
}
// -----
func.func @outer_mismatch_dyn(%s: tensor<?x16xf32>, %d: tensor<3x17x8xf32>) -> tensor<3x17x8xf32> {
  // expected-error@+1 {{expected 'tensor<?x16x8xf32>' for the packed domain value, got 'tensor<3x17x8xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<?x16xf32> -> tensor<3x17x8xf32>
  return %0 : tensor<3x17x8xf32>
}
// -----
func.func @expected_type_uses_source_elt_no_encoding(%s: tensor<16x16xf32, "enc">, %d: tensor<3x16x8xf16>) -> tensor<3x16x8xf16> {
  // expected-error@+1 {{expected 'tensor<2x16x8xf32>' for the packed domain value, got 'tensor<3x16x8xf16>'}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x16xf32, "enc"> -> tensor<3x16x8xf16>
  return %0 : tensor<3x16x8xf16>
}
// -----
func.func @pad_type(%s: tensor<15x16xf32>, %d: tensor<2x16x8xf32>, %p: f16) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'f16'}}
  %0 = linalg.pack %s padding_value(%p : f16) inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<15x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @pad_required(%s: tensor<15x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<15x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @pad_required_const_ssa_tile(%s: tensor<15x16xf32>, %d: tensor<2x16x?xf32>) -> tensor<2x16x?xf32> {
  %t = arith.constant 8 : index
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [%t] into %d : tensor<15x16xf32> -> tensor<2x16x?xf32>
  return %0 : tensor<2x16x?xf32>
}
// -----
func.func @pad_required_dyn_tile_static_outer(%s: tensor<15x16xf32>, %d: tensor<2x16x?xf32>, %t: index) -> tensor<2x16x?xf32> {
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [%t] into %d : tensor<15x16xf32> -> tensor<2x16x?xf32>
  return %0 : tensor<2x16x?xf32>
}
// -----
func.func @pad_required_perm(%s: tensor<15x16xf32>, %d: tensor<16x2x8xf32>) -> tensor<16x2x8xf32> {
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<15x16xf32> -> tensor<16x2x8xf32>
  return %0 : tensor<16x2x8xf32>
}
// -----
func.func @result_type(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<?x16x8xf32> {
  // expected-error@+1 {{'linalg.pack' op failed to verify that result type matches type of dest}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8>}> : (tensor<16x16xf32>, tensor<2x16x8xf32>) -> tensor<?x16x8xf32>
  return %0 : tensor<?x16x8xf32>
}
// -----
func.func @memref_operand(%s: memref<16x16xf32>, %d: memref<2x16x8xf32>) {
  // expected-error@+1 {{'linalg.pack' op operand #0 must be ranked tensor of any type values, but got 'memref<16x16xf32>'}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8>}> : (memref<16x16xf32>, memref<2x16x8xf32>) -> memref<2x16x8xf32>
  return
}
// -----
func.func @no_result(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) {
  // expected-error@+1 {{'linalg.pack' op requires one result}}
  "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8>}> : (tensor<16x16xf32>, tensor<2x16x8xf32>) -> ()
  return
}
// -----
func.func @missing_inner_dims_pos(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{'linalg.pack' op requires attribute 'inner_dims_pos'}}
  %0 = "linalg.pack"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8>}> : (tensor<16x16xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @missing_static_inner_tiles(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{'linalg.pack' op requires attribute 'static_inner_tiles'}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<16x16xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @segsizes(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{'linalg.pack' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_inner_tiles = array<i64: 8>}> : (tensor<16x16xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @tile_operand_type(%s: tensor<16x16xf32>, %d: tensor<2x16x?xf32>, %t: i32) -> tensor<2x16x?xf32> {
  // expected-error@+1 {{'linalg.pack' op operand #2 must be variadic of index, but got 'i32'}}
  %0 = "linalg.pack"(%s, %d, %t) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: -9223372036854775808>}> : (tensor<16x16xf32>, tensor<2x16x?xf32>, i32) -> tensor<2x16x?xf32>
  return %0 : tensor<2x16x?xf32>
}
// -----
// == unpack ==
func.func @u_zero(%s: tensor<2x16x8xf32>, %d: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-error@+1 {{invalid zero tile factor}}
  %0 = linalg.unpack %s inner_dims_pos = [0] inner_tiles = [0] into %d : tensor<2x16x8xf32> -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
// -----
func.func @u_rank(%s: tensor<2x16x8x1xf32>, %d: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-error@+1 {{packed rank != (unpacked rank + num tiling factors), got 4 != 3}}
  %0 = linalg.unpack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x16x8x1xf32> -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
// -----
func.func @u_short_perm(%s: tensor<2x16x8xf32>, %d: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-error@+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.unpack %s outer_dims_perm = [1] inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x16x8xf32> -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
// -----
func.func @u_inner(%s: tensor<2x16x4xf32>, %d: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.unpack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x16x4xf32> -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
// -----
func.func @u_too_big(%s: tensor<2x16x8xf32>, %d: tensor<17x16xf32>) -> tensor<17x16xf32> {
  // expected-error@+1 {{expected 'tensor<3x16x8xf32>' for the packed domain value, got 'tensor<2x16x8xf32>'}}
  %0 = linalg.unpack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x16x8xf32> -> tensor<17x16xf32>
  return %0 : tensor<17x16xf32>
}
// -----
func.func @u_too_small(%s: tensor<2x16x8xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error@+1 {{expected 'tensor<1x16x8xf32>' for the packed domain value, got 'tensor<2x16x8xf32>'}}
  %0 = linalg.unpack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x16x8xf32> -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
// -----
func.func @u_perm(%s: tensor<2x32x8xf32>, %d: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-error@+1 {{expected 'tensor<32x2x8xf32>' for the packed domain value, got 'tensor<2x32x8xf32>'}}
  %0 = linalg.unpack %s outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x32x8xf32> -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
// -----
func.func @u_result_type(%s: tensor<2x16x8xf32>, %d: tensor<16x16xf32>) -> tensor<16x?xf32> {
  // expected-error@+1 {{'linalg.unpack' op failed to verify that result type matches type of dest}}
  %0 = "linalg.unpack"(%s, %d) <{inner_dims_pos = array<i64: 0>, static_inner_tiles = array<i64: 8>}> : (tensor<2x16x8xf32>, tensor<16x16xf32>) -> tensor<16x?xf32>
  return %0 : tensor<16x?xf32>
}
// -----
func.func @u_unranked(%s: tensor<2x16x8xf32>, %d: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'linalg.unpack' op operand #1 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "linalg.unpack"(%s, %d) <{inner_dims_pos = array<i64: 0>, static_inner_tiles = array<i64: 8>}> : (tensor<2x16x8xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
// -----
// == custom-syntax parse errors ==
func.func @p_order(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{custom op 'linalg.pack' expected 'inner_dims_pos'}}
  %0 = linalg.pack %s inner_tiles = [8] inner_dims_pos = [0] into %d : tensor<16x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @p_perm_after(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{custom op 'linalg.pack' expected 'inner_tiles'}}
  %0 = linalg.pack %s inner_dims_pos = [0] outer_dims_perm = [0, 1] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @p_into(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{custom op 'linalg.pack' expected 'into'}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8] %d : tensor<16x16xf32> -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @p_memref(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<2x16x8xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x16xf32> -> memref<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
// -----
func.func @u_padding(%s: tensor<2x16x8xf32>, %d: tensor<16x16xf32>, %p: f32) -> tensor<16x16xf32> {
  // expected-error@+1 {{custom op 'linalg.unpack' expected 'inner_dims_pos'}}
  %0 = linalg.unpack %s padding_value(%p : f32) inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x16x8xf32> -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

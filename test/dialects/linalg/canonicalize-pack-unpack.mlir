// --canonicalize on linalg.pack and linalg.unpack, part 1: splat
// constants folded (a pack's constant padding must be the splat's value;
// one that is not a constant is not looked at, as in MLIR), pack(unpack)
// and unpack(pack) of the same tiles folded away, padding values nothing
// reads dropped, sizes of untiled dimensions cast across.
// The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s

// splat source -> splat constant of dest type
func.func @splat_pack() -> tensor<2x4x8x8xf32> {
  %cst = arith.constant dense<1.0> : tensor<16x32xf32>
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %cst inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  return %p : tensor<2x4x8x8xf32>
}
// splat source with same padding value -> folds
func.func @splat_pack_pad_same() -> tensor<2x4x8x8xf32> {
  %cst = arith.constant dense<1.0> : tensor<15x32xf32>
  %pad = arith.constant 1.0 : f32
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %cst padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<15x32xf32> -> tensor<2x4x8x8xf32>
  return %p : tensor<2x4x8x8xf32>
}
// splat source with different padding value -> no fold
func.func @splat_pack_pad_diff() -> tensor<2x4x8x8xf32> {
  %cst = arith.constant dense<1.0> : tensor<15x32xf32>
  %pad = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %cst padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<15x32xf32> -> tensor<2x4x8x8xf32>
  return %p : tensor<2x4x8x8xf32>
}
// splat source with non-constant padding -> ?
func.func @splat_pack_pad_arg(%pad: f32) -> tensor<2x4x8x8xf32> {
  %cst = arith.constant dense<1.0> : tensor<15x32xf32>
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %cst padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<15x32xf32> -> tensor<2x4x8x8xf32>
  return %p : tensor<2x4x8x8xf32>
}
// splat with dynamic dest -> no fold
func.func @splat_pack_dyn(%d: tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32> {
  %cst = arith.constant dense<1.0> : tensor<16x32xf32>
  %p = linalg.pack %cst inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x32xf32> -> tensor<?x4x8x8xf32>
  return %p : tensor<?x4x8x8xf32>
}
// non-splat constant -> no fold
func.func @nonsplat_pack() -> tensor<2x2xi32> {
  %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %e0 = tensor.empty() : tensor<2x2xi32>
  %p = linalg.pack %cst inner_dims_pos = [0] inner_tiles = [2] into %e0 : tensor<4xi32> -> tensor<2x2xi32>
  return %p : tensor<2x2xi32>
}
// splat unpack
func.func @splat_unpack() -> tensor<15x32xf32> {
  %cst = arith.constant dense<2.0> : tensor<2x4x8x8xf32>
  %e0 = tensor.empty() : tensor<15x32xf32>
  %u = linalg.unpack %cst inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<2x4x8x8xf32> -> tensor<15x32xf32>
  return %u : tensor<15x32xf32>
}
// unpack(pack(x)) -> x
func.func @unpack_pack(%x: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  %e1 = tensor.empty() : tensor<16x32xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  return %u : tensor<16x32xf32>
}
// pack(unpack(x)) -> x
func.func @pack_unpack(%x: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %e1 = tensor.empty() : tensor<16x32xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %u inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  return %p : tensor<2x4x8x8xf32>
}
// unpack(pack(x)) with identity perm on one side only -> x
func.func @unpack_pack_idperm(%x: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %x outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  %e1 = tensor.empty() : tensor<16x32xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  return %u : tensor<16x32xf32>
}
// unpack(pack(x)) with padding: not folded (padding value present)
func.func @unpack_pack_pad(%x: tensor<15x32xf32>, %pad: f32) -> tensor<15x32xf32> {
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<15x32xf32> -> tensor<2x4x8x8xf32>
  %e1 = tensor.empty() : tensor<15x32xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e1 : tensor<2x4x8x8xf32> -> tensor<15x32xf32>
  return %u : tensor<15x32xf32>
}
// unpack(pack(x)) where pad is present but unneeded -> padding dropped, then folded
func.func @unpack_pack_pad_unneeded(%x: tensor<16x32xf32>, %pad: f32) -> tensor<16x32xf32> {
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  %e1 = tensor.empty() : tensor<16x32xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  return %u : tensor<16x32xf32>
}
// mismatch inner_dims_pos: no fold
func.func @unpack_pack_mismatch(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %e0 = tensor.empty() : tensor<2x2x8x8xf32>
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  %e1 = tensor.empty() : tensor<16x16xf32>
  %u = linalg.unpack %p inner_dims_pos = [1, 0] inner_tiles = [8, 8] into %e1 : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  return %u : tensor<16x16xf32>
}
// dynamic tiles same SSA value -> fold
func.func @unpack_pack_dyn(%x: tensor<?x?xf32>, %t: index, %d: tensor<?x?x?x8xf32>, %d1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [%t, 8] into %d : tensor<?x?xf32> -> tensor<?x?x?x8xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [%t, 8] into %d1 : tensor<?x?x?x8xf32> -> tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}
// static tile vs constant SSA tile compare equal -> folded
func.func @unpack_pack_consttile(%x: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %c8 = arith.constant 8 : index
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  %e1 = tensor.empty() : tensor<16x32xf32>
  %pc = tensor.cast %p : tensor<2x4x8x8xf32> to tensor<2x4x?x8xf32>
  %u = linalg.unpack %pc inner_dims_pos = [0, 1] inner_tiles = [%c8, 8] into %e1 : tensor<2x4x?x8xf32> -> tensor<16x32xf32>
  return %u : tensor<16x32xf32>
}
// type mismatch (pack source static, unpack dest dynamic): not folded, and the early
// return in UnPackOp::canonicalize also blocks static-shape inference on the unpack.
func.func @unpack_pack_typemismatch(%x: tensor<16x32xf32>, %n: index) -> tensor<?x32xf32> {
  %e0 = tensor.empty() : tensor<16x4x8xf32>
  %p = linalg.pack %x inner_dims_pos = [1] inner_tiles = [8] into %e0 : tensor<16x32xf32> -> tensor<16x4x8xf32>
  %e1 = tensor.empty(%n) : tensor<?x32xf32>
  %u = linalg.unpack %p inner_dims_pos = [1] inner_tiles = [8] into %e1 : tensor<16x4x8xf32> -> tensor<?x32xf32>
  return %u : tensor<?x32xf32>
}
// same unpack without a pack producer: static shape is inferred
func.func @unpack_infer_nopack(%p: tensor<16x4x8xf32>, %n: index) -> tensor<?x32xf32> {
  %e1 = tensor.empty(%n) : tensor<?x32xf32>
  %u = linalg.unpack %p inner_dims_pos = [1] inner_tiles = [8] into %e1 : tensor<16x4x8xf32> -> tensor<?x32xf32>
  return %u : tensor<?x32xf32>
}
// pack(unpack) with matching outer_dims_perm -> folded
func.func @pack_unpack_perm(%x: tensor<4x2x8x8xf32>) -> tensor<4x2x8x8xf32> {
  %e1 = tensor.empty() : tensor<16x32xf32>
  %u = linalg.unpack %x outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e1 : tensor<4x2x8x8xf32> -> tensor<16x32xf32>
  %e0 = tensor.empty() : tensor<4x2x8x8xf32>
  %p = linalg.pack %u outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x32xf32> -> tensor<4x2x8x8xf32>
  return %p : tensor<4x2x8x8xf32>
}
// padding dropped when tiles divide statically
func.func @drop_pad(%x: tensor<16x32xf32>, %pad: f32) -> tensor<2x4x8x8xf32> {
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  return %p : tensor<2x4x8x8xf32>
}
// padding kept when dynamic source dim
func.func @keep_pad_dyn(%x: tensor<?x32xf32>, %pad: f32, %d: tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32> {
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<?x32xf32> -> tensor<?x4x8x8xf32>
  return %p : tensor<?x4x8x8xf32>
}
// padding kept when a tile is dynamic, even if other divides
func.func @keep_pad_dyntile(%x: tensor<16x32xf32>, %pad: f32, %t: index, %d: tensor<2x?x8x?xf32>) -> tensor<2x?x8x?xf32> {
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<16x32xf32> -> tensor<2x?x8x?xf32>
  return %p : tensor<2x?x8x?xf32>
}
// padding dropped when untiled dim is dynamic
func.func @drop_pad_untiled_dyn(%x: tensor<?x32xf32>, %pad: f32, %d: tensor<?x4x8xf32>) -> tensor<?x4x8xf32> {
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [1] inner_tiles = [8] into %d : tensor<?x32xf32> -> tensor<?x4x8xf32>
  return %p : tensor<?x4x8xf32>
}
// constant SSA tile: is it turned static?
func.func @const_tile(%x: tensor<16x32xf32>, %d: tensor<2x4x8x?xf32>) -> tensor<2x4x8x?xf32> {
  %c8 = arith.constant 8 : index
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, %c8] into %d : tensor<16x32xf32> -> tensor<2x4x8x?xf32>
  return %p : tensor<2x4x8x?xf32>
}
// infer static shape: untiled dim static in dest, dynamic in source
func.func @infer_pack(%x: tensor<?x32xf32>, %d: tensor<5x4x8xf32>) -> tensor<5x4x8xf32> {
  %p = linalg.pack %x inner_dims_pos = [1] inner_tiles = [8] into %d : tensor<?x32xf32> -> tensor<5x4x8xf32>
  return %p : tensor<5x4x8xf32>
}
// infer static shape: untiled dim static in source, dynamic in dest (with outer perm)
func.func @infer_pack2(%x: tensor<5x32xf32>, %d: tensor<4x?x8xf32>) -> tensor<4x?x8xf32> {
  %p = linalg.pack %x outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [8] into %d : tensor<5x32xf32> -> tensor<4x?x8xf32>
  return %p : tensor<4x?x8xf32>
}
// tiled dim: no inference from outer dims
func.func @noinfer_tiled(%x: tensor<?x32xf32>, %d: tensor<5x4x8x8xf32>) -> tensor<5x4x8x8xf32> {
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<?x32xf32> -> tensor<5x4x8x8xf32>
  return %p : tensor<5x4x8x8xf32>
}
// unpack infer
func.func @infer_unpack(%x: tensor<?x4x8xf32>, %d: tensor<5x32xf32>) -> tensor<5x32xf32> {
  %u = linalg.unpack %x inner_dims_pos = [1] inner_tiles = [8] into %d : tensor<?x4x8xf32> -> tensor<5x32xf32>
  return %u : tensor<5x32xf32>
}
func.func @infer_unpack2(%x: tensor<4x5x8xf32>, %d: tensor<?x32xf32>) -> tensor<?x32xf32> {
  %u = linalg.unpack %x outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [8] into %d : tensor<4x5x8xf32> -> tensor<?x32xf32>
  return %u : tensor<?x32xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @splat_pack() -> tensor<2x4x8x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x4x8x8xf32>
// CHECK-NEXT: return %cst : tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat_pack_pad_same() -> tensor<2x4x8x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x4x8x8xf32>
// CHECK-NEXT: return %cst : tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat_pack_pad_diff() -> tensor<2x4x8x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<15x32xf32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x4x8x8xf32>
// CHECK-NEXT: %pack = linalg.pack %cst padding_value(%cst_0 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %0 : tensor<15x32xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: return %pack : tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat_pack_pad_arg(%arg0: f32) -> tensor<2x4x8x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x4x8x8xf32>
// CHECK-NEXT: return %cst : tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat_pack_dyn(%arg0: tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<16x32xf32>
// CHECK-NEXT: %pack = linalg.pack %cst inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg0 : tensor<16x32xf32> -> tensor<?x4x8x8xf32>
// CHECK-NEXT: return %pack : tensor<?x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nonsplat_pack() -> tensor<2x2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x2xi32>
// CHECK-NEXT: %pack = linalg.pack %cst inner_dims_pos = [0] inner_tiles = [2] into %0 : tensor<4xi32> -> tensor<2x2xi32>
// CHECK-NEXT: return %pack : tensor<2x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat_unpack() -> tensor<15x32xf32> {
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : tensor<15x32xf32>
// CHECK-NEXT: return %cst : tensor<15x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_pack(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: return %arg0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_unpack(%arg0: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_pack_idperm(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: return %arg0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_pack_pad(%arg0: tensor<15x32xf32>, %arg1: f32) -> tensor<15x32xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x4x8x8xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg1 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %0 : tensor<15x32xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<15x32xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %1 : tensor<2x4x8x8xf32> -> tensor<15x32xf32>
// CHECK-NEXT: return %unpack : tensor<15x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_pack_pad_unneeded(%arg0: tensor<16x32xf32>, %arg1: f32) -> tensor<16x32xf32> {
// CHECK-NEXT: return %arg0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_pack_mismatch(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x2x8x8xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %0 : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [1, 0] inner_tiles = [8, 8] into %1 : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
// CHECK-NEXT: return %unpack : tensor<16x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_pack_dyn(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: tensor<?x?x?x8xf32>, %arg3: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_pack_consttile(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: return %arg0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_pack_typemismatch(%arg0: tensor<16x32xf32>, %arg1: index) -> tensor<?x32xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x4x8xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [1] inner_tiles = [8] into %0 : tensor<16x32xf32> -> tensor<16x4x8xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg1) : tensor<?x32xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [1] inner_tiles = [8] into %1 : tensor<16x4x8xf32> -> tensor<?x32xf32>
// CHECK-NEXT: return %unpack : tensor<?x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_infer_nopack(%arg0: tensor<16x4x8xf32>, %arg1: index) -> tensor<?x32xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x32xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [1] inner_tiles = [8] into %0 : tensor<16x4x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: %cast = tensor.cast %unpack : tensor<16x32xf32> to tensor<?x32xf32>
// CHECK-NEXT: return %cast : tensor<?x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_unpack_perm(%arg0: tensor<4x2x8x8xf32>) -> tensor<4x2x8x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x2x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_pad(%arg0: tensor<16x32xf32>, %arg1: f32) -> tensor<2x4x8x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x4x8x8xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %0 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: return %pack : tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @keep_pad_dyn(%arg0: tensor<?x32xf32>, %arg1: f32, %arg2: tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg1 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg2 : tensor<?x32xf32> -> tensor<?x4x8x8xf32>
// CHECK-NEXT: return %pack : tensor<?x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @keep_pad_dyntile(%arg0: tensor<16x32xf32>, %arg1: f32, %arg2: index, %arg3: tensor<2x?x8x?xf32>) -> tensor<2x?x8x?xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg1 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, %arg2] into %arg3 : tensor<16x32xf32> -> tensor<2x?x8x?xf32>
// CHECK-NEXT: return %pack : tensor<2x?x8x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_pad_untiled_dyn(%arg0: tensor<?x32xf32>, %arg1: f32, %arg2: tensor<?x4x8xf32>) -> tensor<?x4x8xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [1] inner_tiles = [8] into %arg2 : tensor<?x32xf32> -> tensor<?x4x8xf32>
// CHECK-NEXT: return %pack : tensor<?x4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_tile(%arg0: tensor<16x32xf32>, %arg1: tensor<2x4x8x?xf32>) -> tensor<2x4x8x?xf32> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, %c8] into %arg1 : tensor<16x32xf32> -> tensor<2x4x8x?xf32>
// CHECK-NEXT: return %pack : tensor<2x4x8x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @infer_pack(%arg0: tensor<?x32xf32>, %arg1: tensor<5x4x8xf32>) -> tensor<5x4x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x32xf32> to tensor<5x32xf32>
// CHECK-NEXT: %pack = linalg.pack %cast inner_dims_pos = [1] inner_tiles = [8] into %arg1 : tensor<5x32xf32> -> tensor<5x4x8xf32>
// CHECK-NEXT: return %pack : tensor<5x4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @infer_pack2(%arg0: tensor<5x32xf32>, %arg1: tensor<4x?x8xf32>) -> tensor<4x?x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<4x?x8xf32> to tensor<4x5x8xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [8] into %cast : tensor<5x32xf32> -> tensor<4x5x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %pack : tensor<4x5x8xf32> to tensor<4x?x8xf32>
// CHECK-NEXT: return %cast_0 : tensor<4x?x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @noinfer_tiled(%arg0: tensor<?x32xf32>, %arg1: tensor<5x4x8x8xf32>) -> tensor<5x4x8x8xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<?x32xf32> -> tensor<5x4x8x8xf32>
// CHECK-NEXT: return %pack : tensor<5x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @infer_unpack(%arg0: tensor<?x4x8xf32>, %arg1: tensor<5x32xf32>) -> tensor<5x32xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x4x8xf32> to tensor<5x4x8xf32>
// CHECK-NEXT: %unpack = linalg.unpack %cast inner_dims_pos = [1] inner_tiles = [8] into %arg1 : tensor<5x4x8xf32> -> tensor<5x32xf32>
// CHECK-NEXT: return %unpack : tensor<5x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @infer_unpack2(%arg0: tensor<4x5x8xf32>, %arg1: tensor<?x32xf32>) -> tensor<?x32xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x32xf32> to tensor<5x32xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [8] into %cast : tensor<4x5x8xf32> -> tensor<5x32xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %unpack : tensor<5x32xf32> to tensor<?x32xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

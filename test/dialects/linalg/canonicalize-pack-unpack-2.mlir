// --canonicalize on linalg.pack and linalg.unpack, part 2: casts that
// forget sizes folded in (a tile the packed type knows becomes a
// constant), an unpack writing into the init of the op that made its
// dest, an extract_slice that cuts only padding off folded into the
// unpack, a pack of a fill made a fill, and tensor.dim of either op's
// result read from its dest. The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s

// tensor.cast on source folded into pack
func.func @cast_src(%x: tensor<16x32xf32>, %d: tensor<?x?x8x8xf32>) -> tensor<?x?x8x8xf32> {
  %c = tensor.cast %x : tensor<16x32xf32> to tensor<?x?xf32>
  %p = linalg.pack %c inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<?x?xf32> -> tensor<?x?x8x8xf32>
  return %p : tensor<?x?x8x8xf32>
}
// tensor.cast on dest folded into pack (result cast back)
func.func @cast_dest(%x: tensor<?x?xf32>, %d0: tensor<2x4x8x8xf32>) -> tensor<?x?x8x8xf32> {
  %d = tensor.cast %d0 : tensor<2x4x8x8xf32> to tensor<?x?x8x8xf32>
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d {myattr} : tensor<?x?xf32> -> tensor<?x?x8x8xf32>
  return %p : tensor<?x?x8x8xf32>
}
// tensor.cast on dest making dynamic tile static
func.func @cast_dest_tile(%x: tensor<?x?xf32>, %d0: tensor<?x?x8x8xf32>, %t: index) -> tensor<?x?x?x8xf32> {
  %d = tensor.cast %d0 : tensor<?x?x8x8xf32> to tensor<?x?x?x8xf32>
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [%t, 8] into %d : tensor<?x?xf32> -> tensor<?x?x?x8xf32>
  return %p : tensor<?x?x?x8xf32>
}
// unpack: cast on source
func.func @u_cast_src(%x: tensor<2x4x8x8xf32>, %d: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %c = tensor.cast %x : tensor<2x4x8x8xf32> to tensor<?x?x8x8xf32>
  %u = linalg.unpack %c inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<?x?x8x8xf32> -> tensor<16x32xf32>
  return %u : tensor<16x32xf32>
}
// unpack: cast on source making dynamic tile static
func.func @u_cast_src_tile(%x: tensor<2x4x8x8xf32>, %d: tensor<16x32xf32>, %t: index) -> tensor<16x32xf32> {
  %c = tensor.cast %x : tensor<2x4x8x8xf32> to tensor<2x4x?x8xf32>
  %u = linalg.unpack %c inner_dims_pos = [0, 1] inner_tiles = [%t, 8] into %d : tensor<2x4x?x8xf32> -> tensor<16x32xf32>
  return %u : tensor<16x32xf32>
}
// unpack: cast on dest
func.func @u_cast_dest(%x: tensor<?x?x8x8xf32>, %d0: tensor<16x32xf32>) -> tensor<?x?xf32> {
  %d = tensor.cast %d0 : tensor<16x32xf32> to tensor<?x?xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<?x?x8x8xf32> -> tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}
// cast that adds static info (dynamic -> static) is NOT folded into pack
func.func @cast_src_nofold(%x: tensor<?x?xf32>, %d: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %c = tensor.cast %x : tensor<?x?xf32> to tensor<16x32xf32>
  %p = linalg.pack %c inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  return %p : tensor<2x4x8x8xf32>
}
// unpack into result of DPS op -> use that op's init
func.func @unpack_dps_dest(%x: tensor<2x4x8x8xf32>, %init: tensor<16x32xf32>, %f: f32) -> tensor<16x32xf32> {
  %filled = linalg.fill ins(%f : f32) outs(%init : tensor<16x32xf32>) -> tensor<16x32xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %filled : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  return %u : tensor<16x32xf32>
}
// extract_slice(unpack) folded into unpack dest
func.func @unpack_slice(%x: tensor<2x4x8x8xf32>, %init: tensor<16x32xf32>) -> tensor<15x30xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %init : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  %s = tensor.extract_slice %u[0, 0] [15, 30] [1, 1] : tensor<16x32xf32> to tensor<15x30xf32>
  return %s : tensor<15x30xf32>
}
// extract_slice removing a whole tile: not folded
func.func @unpack_slice_big(%x: tensor<2x4x8x8xf32>, %init: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %init : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  %s = tensor.extract_slice %u[0, 0] [8, 32] [1, 1] : tensor<16x32xf32> to tensor<8x32xf32>
  return %s : tensor<8x32xf32>
}
// nonzero offset: not folded
func.func @unpack_slice_off(%x: tensor<2x4x8x8xf32>, %init: tensor<16x32xf32>) -> tensor<15x32xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %init : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  %s = tensor.extract_slice %u[1, 0] [15, 32] [1, 1] : tensor<16x32xf32> to tensor<15x32xf32>
  return %s : tensor<15x32xf32>
}
// rank-reducing: not folded
func.func @unpack_slice_rr(%x: tensor<1x4x8xf32>, %init: tensor<1x32xf32>) -> tensor<30xf32> {
  %u = linalg.unpack %x inner_dims_pos = [1] inner_tiles = [8] into %init : tensor<1x4x8xf32> -> tensor<1x32xf32>
  %s = tensor.extract_slice %u[0, 0] [1, 30] [1, 1] : tensor<1x32xf32> to tensor<30xf32>
  return %s : tensor<30xf32>
}
// two uses: not folded
func.func @unpack_slice_2uses(%x: tensor<2x4x8x8xf32>, %init: tensor<16x32xf32>) -> (tensor<15x30xf32>, tensor<16x32xf32>) {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %init : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  %s = tensor.extract_slice %u[0, 0] [15, 30] [1, 1] : tensor<16x32xf32> to tensor<15x30xf32>
  return %s, %u : tensor<15x30xf32>, tensor<16x32xf32>
}
// pack(unpack) mismatch + unneeded padding: early return blocks padding drop?
func.func @pack_unpack_block(%x: tensor<2x4x8x8xf32>, %pad: f32) -> tensor<4x2x8x8xf32> {
  %e1 = tensor.empty() : tensor<16x32xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  %e0 = tensor.empty() : tensor<4x2x8x8xf32>
  %p = linalg.pack %u padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x32xf32> -> tensor<4x2x8x8xf32>
  return %p : tensor<4x2x8x8xf32>
}
// unpack(pack) mismatch, dest is DPS op result: does dest replacement still happen?
func.func @unpack_pack_block(%x: tensor<16x16xf32>, %init: tensor<16x16xf32>, %f: f32) -> tensor<16x16xf32> {
  %e0 = tensor.empty() : tensor<2x2x8x8xf32>
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  %filled = linalg.fill ins(%f : f32) outs(%init : tensor<16x16xf32>) -> tensor<16x16xf32>
  %u = linalg.unpack %p inner_dims_pos = [1, 0] inner_tiles = [8, 8] into %filled : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  return %u : tensor<16x16xf32>
}
// unpack into result of tensor.insert_slice (DPS): dest replaced by insert_slice's dest
func.func @unpack_dest_insert_slice(%x: tensor<2x4x8x8xf32>, %init: tensor<16x32xf32>, %a: tensor<4x4xf32>) -> tensor<16x32xf32> {
  %ins = tensor.insert_slice %a into %init[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x32xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %ins : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  return %u : tensor<16x32xf32>
}
// pack of tensor.empty: not folded by --canonicalize
func.func @pack_empty() -> tensor<2x4x8x8xf32> {
  %s = tensor.empty() : tensor<16x32xf32>
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  return %p : tensor<2x4x8x8xf32>
}
// unpack of tensor.empty: not folded
func.func @unpack_empty() -> tensor<16x32xf32> {
  %s = tensor.empty() : tensor<2x4x8x8xf32>
  %e0 = tensor.empty() : tensor<16x32xf32>
  %u = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  return %u : tensor<16x32xf32>
}
// pack into result of a DPS op: dest is not rewritten (no such pattern for pack)
func.func @pack_dps_dest(%x: tensor<16x32xf32>, %init: tensor<2x4x8x8xf32>, %f: f32) -> tensor<2x4x8x8xf32> {
  %filled = linalg.fill ins(%f : f32) outs(%init : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %filled : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  return %p : tensor<2x4x8x8xf32>
}
// unpack into result of another unpack (DPS): dest replaced by that unpack's dest
func.func @unpack_dest_unpack(%x: tensor<2x4x8x8xf32>, %y: tensor<2x4x8x8xf32>, %init: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %u0 = linalg.unpack %y inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %init : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %u0 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  return %u : tensor<16x32xf32>
}
// unpack static-shape inference rebuilds the op: discardable attrs dropped
func.func @infer_unpack_attr(%x: tensor<?x4x8xf32>, %d: tensor<5x32xf32>) -> tensor<5x32xf32> {
  %u = linalg.unpack %x inner_dims_pos = [1] inner_tiles = [8] into %d {myattr} : tensor<?x4x8xf32> -> tensor<5x32xf32>
  return %u : tensor<5x32xf32>
}
// pack static-shape inference modifies in place: discardable attrs kept
func.func @infer_pack_attr(%x: tensor<?x32xf32>, %d: tensor<5x4x8xf32>) -> tensor<5x4x8xf32> {
  %p = linalg.pack %x inner_dims_pos = [1] inner_tiles = [8] into %d {myattr} : tensor<?x32xf32> -> tensor<5x4x8xf32>
  return %p : tensor<5x4x8xf32>
}
// pack(fill(v)) -> fill(v) into pack dest (FoldFillWithPack)
func.func @pack_of_fill(%init: tensor<15x32xf32>, %v: f32) -> tensor<2x4x8x8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<15x32xf32>) -> tensor<15x32xf32>
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %f padding_value(%v : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<15x32xf32> -> tensor<2x4x8x8xf32>
  return %p : tensor<2x4x8x8xf32>
}
// pack(fill(v)) with a different padding value: not folded
func.func @pack_of_fill_diffpad(%init: tensor<15x32xf32>, %v: f32, %w: f32) -> tensor<2x4x8x8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<15x32xf32>) -> tensor<15x32xf32>
  %e0 = tensor.empty() : tensor<2x4x8x8xf32>
  %p = linalg.pack %f padding_value(%w : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<15x32xf32> -> tensor<2x4x8x8xf32>
  return %p : tensor<2x4x8x8xf32>
}
// pack(fill(v)) where dest has another use: not folded
func.func @pack_of_fill_destuses(%init: tensor<16x32xf32>, %v: f32, %e0: tensor<2x4x8x8xf32>) -> (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<16x32xf32>) -> tensor<16x32xf32>
  %p = linalg.pack %f inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  return %p, %e0 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>
}
// unpack(fill)? (no such pattern expected)
func.func @unpack_of_fill(%init: tensor<2x4x8x8xf32>, %v: f32) -> tensor<15x32xf32> {
  %f = linalg.fill ins(%v : f32) outs(%init : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %e0 = tensor.empty() : tensor<15x32xf32>
  %u = linalg.unpack %f inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e0 : tensor<2x4x8x8xf32> -> tensor<15x32xf32>
  return %u : tensor<15x32xf32>
}
func.func @dim(%s: tensor<?x?xf32>, %d: tensor<?x?x8x2xf32>) -> index {
  %c0 = arith.constant 0 : index
  %p = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<?x?xf32> -> tensor<?x?x8x2xf32>
  %n = tensor.dim %p, %c0 : tensor<?x?x8x2xf32>
  return %n : index
}

// CHECK: module {
// CHECK-LABEL: func.func @cast_src(%arg0: tensor<16x32xf32>, %arg1: tensor<?x?x8x8xf32>) -> tensor<?x?x8x8xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<16x32xf32> -> tensor<?x?x8x8xf32>
// CHECK-NEXT: return %pack : tensor<?x?x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_dest(%arg0: tensor<?x?xf32>, %arg1: tensor<2x4x8x8xf32>) -> tensor<?x?x8x8xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 {myattr} : tensor<?x?xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: %cast = tensor.cast %pack : tensor<2x4x8x8xf32> to tensor<?x?x8x8xf32>
// CHECK-NEXT: return %cast : tensor<?x?x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_dest_tile(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x8x8xf32>, %arg2: index) -> tensor<?x?x?x8xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<?x?xf32> -> tensor<?x?x8x8xf32>
// CHECK-NEXT: %cast = tensor.cast %pack : tensor<?x?x8x8xf32> to tensor<?x?x?x8xf32>
// CHECK-NEXT: return %cast : tensor<?x?x?x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @u_cast_src(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: return %unpack : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @u_cast_src_tile(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<16x32xf32>, %arg2: index) -> tensor<16x32xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: return %unpack : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @u_cast_dest(%arg0: tensor<?x?x8x8xf32>, %arg1: tensor<16x32xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<?x?x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: %cast = tensor.cast %unpack : tensor<16x32xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_src_nofold(%arg0: tensor<?x?xf32>, %arg1: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<16x32xf32>
// CHECK-NEXT: %pack = linalg.pack %cast inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: return %pack : tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_dps_dest(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<16x32xf32>, %arg2: f32) -> tensor<16x32xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: return %unpack : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_slice(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<16x32xf32>) -> tensor<15x30xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[0, 0] [15, 30] [1, 1] : tensor<16x32xf32> to tensor<15x30xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %extracted_slice : tensor<2x4x8x8xf32> -> tensor<15x30xf32>
// CHECK-NEXT: return %unpack : tensor<15x30xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_slice_big(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<16x32xf32>) -> tensor<8x32xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %unpack[0, 0] [8, 32] [1, 1] : tensor<16x32xf32> to tensor<8x32xf32>
// CHECK-NEXT: return %extracted_slice : tensor<8x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_slice_off(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<16x32xf32>) -> tensor<15x32xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %unpack[1, 0] [15, 32] [1, 1] : tensor<16x32xf32> to tensor<15x32xf32>
// CHECK-NEXT: return %extracted_slice : tensor<15x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_slice_rr(%arg0: tensor<1x4x8xf32>, %arg1: tensor<1x32xf32>) -> tensor<30xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [1] inner_tiles = [8] into %arg1 : tensor<1x4x8xf32> -> tensor<1x32xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %unpack[0, 0] [1, 30] [1, 1] : tensor<1x32xf32> to tensor<30xf32>
// CHECK-NEXT: return %extracted_slice : tensor<30xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_slice_2uses(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<16x32xf32>) -> (tensor<15x30xf32>, tensor<16x32xf32>) {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %unpack[0, 0] [15, 30] [1, 1] : tensor<16x32xf32> to tensor<15x30xf32>
// CHECK-NEXT: return %extracted_slice, %unpack : tensor<15x30xf32>, tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_unpack_block(%arg0: tensor<2x4x8x8xf32>, %arg1: f32) -> tensor<4x2x8x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x32xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %0 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4x2x8x8xf32>
// CHECK-NEXT: %pack = linalg.pack %unpack outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %1 : tensor<16x32xf32> -> tensor<4x2x8x8xf32>
// CHECK-NEXT: return %pack : tensor<4x2x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_pack_block(%arg0: tensor<16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: f32) -> tensor<16x16xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x2x8x8xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %0 : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [1, 0] inner_tiles = [8, 8] into %1 : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
// CHECK-NEXT: return %unpack : tensor<16x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_dest_insert_slice(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<4x4xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: return %unpack : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_empty() -> tensor<2x4x8x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x32xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<2x4x8x8xf32>
// CHECK-NEXT: %pack = linalg.pack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %1 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: return %pack : tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_empty() -> tensor<16x32xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x4x8x8xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<16x32xf32>
// CHECK-NEXT: %unpack = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %1 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: return %unpack : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_dps_dest(%arg0: tensor<16x32xf32>, %arg1: tensor<2x4x8x8xf32>, %arg2: f32) -> tensor<2x4x8x8xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %0 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: return %pack : tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_dest_unpack(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<2x4x8x8xf32>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg2 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT: return %unpack : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @infer_unpack_attr(%arg0: tensor<?x4x8xf32>, %arg1: tensor<5x32xf32>) -> tensor<5x32xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x4x8xf32> to tensor<5x4x8xf32>
// CHECK-NEXT: %unpack = linalg.unpack %cast inner_dims_pos = [1] inner_tiles = [8] into %arg1 : tensor<5x4x8xf32> -> tensor<5x32xf32>
// CHECK-NEXT: return %unpack : tensor<5x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @infer_pack_attr(%arg0: tensor<?x32xf32>, %arg1: tensor<5x4x8xf32>) -> tensor<5x4x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x32xf32> to tensor<5x32xf32>
// CHECK-NEXT: %pack = linalg.pack %cast inner_dims_pos = [1] inner_tiles = [8] into %arg1 {myattr} : tensor<5x32xf32> -> tensor<5x4x8xf32>
// CHECK-NEXT: return %pack : tensor<5x4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_of_fill(%arg0: tensor<15x32xf32>, %arg1: f32) -> tensor<2x4x8x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x4x8x8xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
// CHECK-NEXT: return %1 : tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_of_fill_diffpad(%arg0: tensor<15x32xf32>, %arg1: f32, %arg2: f32) -> tensor<2x4x8x8xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<15x32xf32>) -> tensor<15x32xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<2x4x8x8xf32>
// CHECK-NEXT: %pack = linalg.pack %0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %1 : tensor<15x32xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: return %pack : tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_of_fill_destuses(%arg0: tensor<16x32xf32>, %arg1: f32, %arg2: tensor<2x4x8x8xf32>) -> (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) {
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: %pack = linalg.pack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg2 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: return %pack, %arg2 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_of_fill(%arg0: tensor<2x4x8x8xf32>, %arg1: f32) -> tensor<15x32xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<15x32xf32>
// CHECK-NEXT: %unpack = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %1 : tensor<2x4x8x8xf32> -> tensor<15x32xf32>
// CHECK-NEXT: return %unpack : tensor<15x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x8x2xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x?x8x2xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: }

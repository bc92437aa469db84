// MLIR 22's canonicalization patterns of the tensor ops: extract through a
// cast, through an index_cast and of a generate's body; chained casts;
// constant sizes of empty, generate and slices made static (cast back);
// dims read from casts, empties, slices and destination-style inits;
// slice round trips and overwritten inserts; casts folded into
// destination-style ops; single-input concat, zero padding, bitcast chains;
// extract of an insert at equal constant indices (not only the same value)
// and of from_elements at its row-major position (MLIR checks the count only).
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK-LABEL: func.func @extract_of_cast(%arg0: tensor<4x4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<4x4xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chained_casts(%arg0: tensor<4xi32>, %arg1: tensor<?x?xf32>) -> (tensor<4xi32>, tensor<4x?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %cast : tensor<?x8xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %arg0, %cast_0 : tensor<4xi32>, tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_static_sizes(%arg0: index) -> (tensor<?x?xf32>, tensor<4x?xf32>, index) {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<?x5xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<?x5xf32> to tensor<?x?xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg0) : tensor<4x?xf32>
// CHECK-NEXT: return %cast, %1, %arg0 : tensor<?x?xf32>, tensor<4x?xf32>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_cast_and_dest(%arg0: tensor<?x?xf32>, %arg1: f32) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim, %dim_0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_slice(%arg0: tensor<?x?xf32>, %arg1: index) -> index {
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_of_generate(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_generate() -> tensor<?xindex> {
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg0: index):
// CHECK-NEXT: tensor.yield %arg0 : index
// CHECK-NEXT: } : tensor<3xindex>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<3xindex> to tensor<?xindex>
// CHECK-NEXT: return %cast : tensor<?xindex>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_constants(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[2, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<4x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<?x?xf32> to tensor<4x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast_0 into %arg0[2, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %cast, %inserted_slice : tensor<?x?xf32>, tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_round_trips(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2xf32>, %arg3: index) -> (tensor<8xf32>, tensor<2xf32>, tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %arg0[%arg3] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: return %arg0, %arg1, %inserted_slice, %arg0 : tensor<8xf32>, tensor<2xf32>, tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_into_dest_style(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %inserted : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast, %cast_0 : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_concat(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %arg0, %cast : tensor<4xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_pad(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitcasts(%arg0: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xf32>
// CHECK-NEXT: return %0, %arg0 : tensor<4xf32>, tensor<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_of_index_cast(%arg0: tensor<4xi32>, %arg1: index) -> index {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
// CHECK-NEXT: %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_after_insert_equal_constants(%arg0: tensor<3xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_elements_flat_position(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }

func.func @extract_of_cast(%t: tensor<4x4xf32>, %i: index) -> f32 {
  %c = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %e = tensor.extract %c[%i, %i] : tensor<?x?xf32>
  return %e : f32
}
func.func @chained_casts(%t: tensor<4xi32>, %u: tensor<?x?xf32>) -> (tensor<4xi32>, tensor<4x?xf32>) {
  %a = tensor.cast %t : tensor<4xi32> to tensor<?xi32>
  %b = tensor.cast %a : tensor<?xi32> to tensor<4xi32>
  %c = tensor.cast %u : tensor<?x?xf32> to tensor<?x8xf32>
  %d = tensor.cast %c : tensor<?x8xf32> to tensor<4x?xf32>
  return %b, %d : tensor<4xi32>, tensor<4x?xf32>
}
func.func @empty_static_sizes(%n: index) -> (tensor<?x?xf32>, tensor<4x?xf32>, index) {
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n, %c5) : tensor<?x?xf32>
  %f = tensor.empty(%n, %n) : tensor<?x?xf32>
  %g = tensor.cast %f : tensor<?x?xf32> to tensor<4x?xf32>
  %h = tensor.empty(%n) : tensor<3x?xf32>
  %d = tensor.dim %h, %c1 : tensor<3x?xf32>
  return %e, %g, %d : tensor<?x?xf32>, tensor<4x?xf32>, index
}
func.func @dim_of_cast_and_dest(%t: tensor<?x?xf32>, %v: f32) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.cast %t : tensor<?x?xf32> to tensor<?x8xf32>
  %d0 = tensor.dim %a, %c0 : tensor<?x8xf32>
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<?x?xf32>) -> tensor<?x?xf32>
  %d1 = tensor.dim %f, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}
func.func @dim_of_slice(%t: tensor<?x?xf32>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[0, 0] [4, %n] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %s, %c1 : tensor<4x?xf32>
  return %d : index
}
func.func @extract_of_generate(%n: index, %i: index) -> index {
  %g = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    tensor.yield %s : index
  } : tensor<4x?xindex>
  %e = tensor.extract %g[%i, %i] : tensor<4x?xindex>
  return %e : index
}
func.func @static_generate() -> tensor<?xindex> {
  %c3 = arith.constant 3 : index
  %g = tensor.generate %c3 {
  ^bb0(%a: index):
    tensor.yield %a : index
  } : tensor<?xindex>
  return %g : tensor<?xindex>
}
func.func @slice_constants(%t: tensor<8x8xf32>, %u: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<8x8xf32>) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[%c2, 0] [%c4, %c4] [%c1, 1] : tensor<8x8xf32> to tensor<?x?xf32>
  %i = tensor.insert_slice %u into %t[%c2, 0] [%c4, %c4] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %s, %i : tensor<?x?xf32>, tensor<8x8xf32>
}
func.func @slice_round_trips(%t: tensor<8xf32>, %u: tensor<2xf32>, %w: tensor<2xf32>, %o: index) -> (tensor<8xf32>, tensor<2xf32>, tensor<8xf32>, tensor<8xf32>) {
  %s = tensor.extract_slice %t[%o] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %back = tensor.insert_slice %s into %t[%o] [2] [1] : tensor<2xf32> into tensor<8xf32>
  %i = tensor.insert_slice %u into %t[%o] [2] [1] : tensor<2xf32> into tensor<8xf32>
  %again = tensor.extract_slice %i[%o] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %twice = tensor.insert_slice %w into %i[%o] [2] [1] : tensor<2xf32> into tensor<8xf32>
  %e = tensor.extract_slice %u[0] [0] [1] : tensor<2xf32> to tensor<0xf32>
  %none = tensor.insert_slice %e into %t[1] [0] [1] : tensor<0xf32> into tensor<8xf32>
  return %back, %again, %twice, %none : tensor<8xf32>, tensor<2xf32>, tensor<8xf32>, tensor<8xf32>
}
func.func @cast_into_dest_style(%t: tensor<4xf32>, %v: f32, %i: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  %n = tensor.insert %v into %c[%i] : tensor<?xf32>
  return %f, %n : tensor<?xf32>, tensor<?xf32>
}
func.func @single_concat(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
  %a = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<4xf32>
  %b = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<?xf32>
  return %a, %b : tensor<4xf32>, tensor<?xf32>
}
func.func @zero_pad(%t: tensor<4xf32>, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %p = tensor.pad %t low[%c0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}
func.func @bitcasts(%t: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %a = tensor.bitcast %t : tensor<4xi32> to tensor<4xui32>
  %b = tensor.bitcast %a : tensor<4xui32> to tensor<4xf32>
  %c = tensor.bitcast %t : tensor<4xi32> to tensor<4xi32>
  return %b, %c : tensor<4xf32>, tensor<4xi32>
}
func.func @extract_of_index_cast(%t: tensor<4xi32>, %i: index) -> index {
  %c = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %e = tensor.extract %c[%i] : tensor<4xindex>
  return %e : index
}
func.func @extract_after_insert_equal_constants(%t: tensor<3xf32>, %v: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %i = tensor.insert %v into %t[%c2] : tensor<3xf32>
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %k = arith.subi %c3, %c1 : index
  %e = tensor.extract %i[%k] : tensor<3xf32>
  return %e : f32
}
func.func @from_elements_flat_position(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %t = tensor.from_elements %a, %a, %a, %a, %b, %a : tensor<2x3xf32>
  %e = tensor.extract %t[%c0, %c4] : tensor<2x3xf32>
  return %e : f32
}

// 0..5 reshaped to an unranked memref by a shape of unknown length (2, 3),
// then read as 2x3: element [1, 2] is 5 and the rank 2; the same with a
// shape of i32 sizes (which MLIR 22's lowering would read as one i64).
func.func @main() -> (f32, index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %data = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %data[%i] : memref<6xf32>
  }
  %shape = memref.alloc(%c2) : memref<?xindex>
  memref.store %c2, %shape[%c0] : memref<?xindex>
  memref.store %c3, %shape[%c1] : memref<?xindex>
  %u = memref.reshape %data(%shape) : (memref<6xf32>, memref<?xindex>) -> memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<2x3xf32>
  %v = memref.load %r[%c1, %c2] : memref<2x3xf32>
  %rank = memref.rank %u : memref<*xf32>
  %shape32 = memref.alloc(%c2) : memref<?xi32>
  memref.store %two, %shape32[%c0] : memref<?xi32>
  memref.store %three, %shape32[%c1] : memref<?xi32>
  %u32 = memref.reshape %data(%shape32) : (memref<6xf32>, memref<?xi32>) -> memref<*xf32>
  %r32 = memref.cast %u32 : memref<*xf32> to memref<2x3xf32>
  %w = memref.load %r32[%c1, %c0] : memref<2x3xf32>
  memref.dealloc %shape : memref<?xindex>
  memref.dealloc %shape32 : memref<?xi32>
  memref.dealloc %data : memref<6xf32>
  return %v, %rank, %w : f32, index, f32
}

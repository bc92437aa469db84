// Squares of 0..7 through a buffer whose alignment the code assumes, and
// their sum, read through a view with an offset that keeps the alignment.
func.func @squares() -> (memref<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %buffer = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  %aligned = memref.assume_alignment %buffer, 64 : memref<16xf32>
  %view = memref.subview %aligned[8] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 8>>
  %upper = memref.assume_alignment %view, 32 : memref<8xf32, strided<[1], offset: 8>>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %sq = arith.mulf %f, %f : f32
    memref.store %sq, %upper[%i] : memref<8xf32, strided<[1], offset: 8>>
  }
  %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> f32 {
    %v = memref.load %upper[%i] : memref<8xf32, strided<[1], offset: 8>>
    %next = arith.addf %acc, %v : f32
    scf.yield %next : f32
  }
  %result = memref.alloc() : memref<8xf32>
  memref.copy %upper, %result : memref<8xf32, strided<[1], offset: 8>> to memref<8xf32>
  memref.dealloc %buffer : memref<16xf32>
  return %result, %sum : memref<8xf32>, f32
}

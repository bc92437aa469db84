// Run by bare-ptr.mlir: a buffer of 0, 1, 2, 3 doubled by one function
// and summed by another, both taking it as a bare pointer: 12.
func.func @sum(%v: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %v[%i] : memref<4xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  return %s : f32
}

func.func @twice(%v: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %w = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %v[%i] : memref<4xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %w[%i] : memref<4xf32>
  }
  return %w : memref<4xf32>
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %v[%i] : memref<4xf32>
  }
  %w = call @twice(%v) : (memref<4xf32>) -> memref<4xf32>
  %s = call @sum(%w) : (memref<4xf32>) -> f32
  memref.dealloc %v : memref<4xf32>
  memref.dealloc %w : memref<4xf32>
  return %s : f32
}

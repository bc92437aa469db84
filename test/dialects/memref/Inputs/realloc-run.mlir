// Run by expand-realloc.mlir: a buffer of 0, 1, 2, 3 grown to 6 elements
// (two more of 10) or shrunk to 2, then summed.
func.func @fill(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<?xf32>
  }
  return %a : memref<?xf32>
}

func.func @sum(%b: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %b, %c0 : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %b[%i] : memref<?xf32>
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  return %sum : f32
}

func.func @grow() -> f32 {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %a = func.call @fill(%c4) : (index) -> memref<?xf32>
  %b = memref.realloc %a(%c6) : memref<?xf32> to memref<?xf32>
  %ten = arith.constant 10.0 : f32
  memref.store %ten, %b[%c4] : memref<?xf32>
  memref.store %ten, %b[%c5] : memref<?xf32>
  %sum = func.call @sum(%b) : (memref<?xf32>) -> f32
  memref.dealloc %b : memref<?xf32>
  return %sum : f32
}

func.func @shrink() -> f32 {
  %c4 = arith.constant 4 : index
  %a = func.call @fill(%c4) : (index) -> memref<?xf32>
  %b = memref.realloc %a : memref<?xf32> to memref<2xf32>
  %c = memref.cast %b : memref<2xf32> to memref<?xf32>
  %sum = func.call @sum(%c) : (memref<?xf32>) -> f32
  memref.dealloc %b : memref<2xf32>
  return %sum : f32
}

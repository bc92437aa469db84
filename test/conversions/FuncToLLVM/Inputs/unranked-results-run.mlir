// A buffer of 0, 1, 2, 3 handed back by functions as an unranked memref:
// element 3 read through it, its rank, and element 2 read after a round
// trip through memory space 1 (unranked memory_space_cast both ways).
func.func private @as_unranked(%m: memref<4xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func private @through_space(%u: memref<*xf32>) -> memref<*xf32> {
  %there = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 1>
  %back = memref.memory_space_cast %there : memref<*xf32, 1> to memref<*xf32>
  return %back : memref<*xf32>
}

func.func @main() -> (f32, i64, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<4xf32>
  }
  %u = call @as_unranked(%a) : (memref<4xf32>) -> memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<4xf32>
  %three = memref.load %r[%c3] : memref<4xf32>
  %rank = memref.rank %u : memref<*xf32>
  %rank64 = arith.index_cast %rank : index to i64
  %v = call @through_space(%u) : (memref<*xf32>) -> memref<*xf32>
  %s = memref.cast %v : memref<*xf32> to memref<4xf32>
  %two = memref.load %s[%c2] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %three, %rank64, %two : f32, i64, f32
}

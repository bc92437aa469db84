// Run by ownership-based-buffer-deallocation-private-function.mlir:
// private functions that return a buffer of their own, one of their
// arguments, or either (by a branch); under dynamic ownership their
// callers learn at run time which they own. 1 + 1 = 2.
func.func private @fresh(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %m, %a : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}

func.func private @same(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

func.func private @either(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %m, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<4xf32>
  }
  %b = call @fresh(%a) : (memref<4xf32>) -> memref<4xf32>
  %s = call @same(%b) : (memref<4xf32>) -> memref<4xf32>
  %e1 = call @either(%true, %s) : (i1, memref<4xf32>) -> memref<4xf32>
  %e2 = call @either(%false, %e1) : (i1, memref<4xf32>) -> memref<4xf32>
  %x = memref.load %e2[%c1] : memref<4xf32>
  %y = memref.load %b[%c1] : memref<4xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}

// A buffer a branch both passes to its successor and leaves live into it:
// the dealloc before the branch retains it twice. MLIR 22 joins the two
// answers into an unknown ownership and refuses the function ("MemRef
// value does not have valid ownership"); they are the same answer, and
// Terrace takes the first. twice(true) reads 1 through both names: 2.
func.func private @twice(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%c0] : memref<2xf32>
  cf.br ^bb1(%a : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  %v = memref.load %a[%c0] : memref<2xf32>
  %w = memref.load %x[%c0] : memref<2xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

func.func @main() -> f32 {
  %true = arith.constant true
  %s = call @twice(%true) : (i1) -> f32
  return %s : f32
}

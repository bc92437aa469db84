// Functions whose blocks branch, on buffers with no deallocation yet, and a
// main that calls each both ways its branches go: diamond gives its
// argument (3) or a buffer of its own (7), both_keep its value (4) or twice
// it (10), live_across the entry block's buffer (2) or a later block's (5).
func.func private @diamond(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg : memref<2xf32>)
^bb2:
  %a = memref.alloc() : memref<2xf32>
  %seven = arith.constant 7.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %seven, %a[%c0] : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  return %r : memref<2xf32>
}

func.func private @both_keep(%c: i1, %v: f32) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.load %a[%c0] : memref<2xf32>
  cf.br ^bb3(%x : f32)
^bb2:
  %y = memref.load %a[%c0] : memref<2xf32>
  %z = arith.addf %y, %y : f32
  cf.br ^bb3(%z : f32)
^bb3(%r: f32):
  return %r : f32
}

func.func private @live_across(%c: i1) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %five = arith.constant 5.0 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %two, %a[%c0] : memref<4xf32>
  cf.br ^bb1
^bb1:
  %b = memref.alloc() : memref<4xf32>
  memref.store %five, %b[%c0] : memref<4xf32>
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  return %a : memref<4xf32>
^bb3:
  return %b : memref<4xf32>
}

func.func @main() -> (f32, f32, f32, f32, f32, f32) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %three = arith.constant 3.0 : f32
  %four = arith.constant 4.0 : f32
  %five = arith.constant 5.0 : f32
  %m = memref.alloc() : memref<2xf32>
  memref.store %three, %m[%c0] : memref<2xf32>
  %d0 = call @diamond(%true, %m) : (i1, memref<2xf32>) -> memref<2xf32>
  %v0 = memref.load %d0[%c0] : memref<2xf32>
  %d1 = call @diamond(%false, %m) : (i1, memref<2xf32>) -> memref<2xf32>
  %v1 = memref.load %d1[%c0] : memref<2xf32>
  %v2 = call @both_keep(%true, %four) : (i1, f32) -> f32
  %v3 = call @both_keep(%false, %five) : (i1, f32) -> f32
  %l0 = call @live_across(%true) : (i1) -> memref<4xf32>
  %v4 = memref.load %l0[%c0] : memref<4xf32>
  %l1 = call @live_across(%false) : (i1) -> memref<4xf32>
  %v5 = memref.load %l1[%c0] : memref<4xf32>
  return %v0, %v1, %v2, %v3, %v4, %v5 : f32, f32, f32, f32, f32, f32
}

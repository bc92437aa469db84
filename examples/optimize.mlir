// A small kernel before optimization: constants to fold, a loop-invariant
// product, a duplicated expression and an unused helper.
func.func @saxpy_sum(%a: f32, %xs: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %four = arith.constant 4.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %scale = arith.mulf %two, %four : f32
    %ax = arith.mulf %a, %scale : f32
    %ax2 = arith.mulf %a, %scale : f32
    %t = arith.addf %ax, %ax2 : f32
    %next = arith.addf %acc, %t : f32
    scf.yield %next : f32
  }
  return %s : f32
}

func.func private @unused_helper(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  return %y : i32
}

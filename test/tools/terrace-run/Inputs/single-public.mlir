func.func private @helper(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @twice(%x: i32) -> i32 {
  %0 = func.call @helper(%x) : (i32) -> i32
  return %0 : i32
}

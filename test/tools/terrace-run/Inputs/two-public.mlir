func.func @a() -> i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}
func.func @b() -> i32 {
  %0 = arith.constant 2 : i32
  return %0 : i32
}

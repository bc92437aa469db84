llvm.func @f(%a: i32, %b: i64) -> i32 {
  %0 = "llvm.add"(%a, %b) <{overflowFlags = 0 : i32}> : (i32, i64) -> i32
  llvm.return %0 : i32
}

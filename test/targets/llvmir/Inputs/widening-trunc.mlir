llvm.func @f(%a: i32) -> i64 {
  %0 = llvm.trunc %a : i32 to i64
  llvm.return %0 : i64
}

llvm.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  llvm.return %0 : i32
}

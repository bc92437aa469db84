llvm.func @f() {
  llvm.return
^bb1:
  %1 = llvm.add %0, %0 : i32
  llvm.return
^bb2:
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return
}

// LLVM IR of llvm dialect globals: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.mlir.global internal constant @cst(42 : i32) : i32
llvm.mlir.global external @var(3.0 : f32) {alignment = 8 : i64} : f32
llvm.mlir.global @implicit_external(0 : i64) : i64
llvm.mlir.global private constant @str("hello\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
llvm.mlir.global private unnamed_addr constant @nt("abc")
llvm.mlir.global private constant @arr(dense<[1.0, 2.0]> : tensor<2xf32>) {alignment = 64 : i64, dso_local} : !llvm.array<2 x f32>
llvm.mlir.global external @decl() : i64
llvm.mlir.global external @in_as1() {addr_space = 1 : i32} : f32
llvm.mlir.global linkonce_odr hidden thread_local @tl(1 : i32) : i32
llvm.mlir.global internal @init_region() : !llvm.ptr {
  %0 = llvm.mlir.addressof @cst : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK: @cst = internal constant i32 42
// CHECK: @var = global float 3.000000e+00, align 8
// CHECK: @implicit_external = global i64 0
// CHECK: @str = private constant [6 x i8] c"hello\00"
// CHECK: @nt = private unnamed_addr constant [3 x i8] c"abc"
// CHECK: @arr = private constant [2 x float] [float 1.000000e+00, float 2.000000e+00], align 64
// CHECK: @decl = external global i64
// CHECK: @in_as1 = external addrspace(1) global float
// CHECK: @tl = linkonce_odr hidden thread_local global i32 1
// CHECK: @init_region = internal global ptr @cst
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}

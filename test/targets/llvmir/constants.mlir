// LLVM IR of llvm dialect constants: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @constants() {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(42) : i64
  %2 = llvm.mlir.constant(42 : index) : i64
  %3 = llvm.mlir.constant(1.5 : f32) : f32
  %4 = llvm.mlir.constant(1.0 : f64) : f64
  %5 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %6 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %7 = llvm.mlir.constant(true) : i1
  %8 = llvm.mlir.constant(false) : i1
  %9 = llvm.mlir.constant(255 : i8) : i8
  %10 = llvm.mlir.constant(0x7FC00000 : f32) : f32
  %11 = llvm.mlir.constant(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
  %12 = llvm.mlir.constant(dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
  %13 = llvm.mlir.constant("foo") : !llvm.array<3 x i8>
  %14 = llvm.mlir.constant([1 : i32, 2.0 : f32]) : !llvm.struct<(i32, f32)>
  %15 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xindex>) : vector<4xi64>
  %16 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
  %17 = llvm.mlir.constant(0.1 : f64) : f64
  %18 = llvm.mlir.constant(0.333333343 : f32) : f32
  %19 = llvm.mlir.constant(123456789.0 : f64) : f64
  %20 = llvm.mlir.constant(1.0 : f16) : f16
  %21 = llvm.mlir.constant(1.0 : bf16) : bf16
  %22 = llvm.mlir.undef : i32
  %23 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %24 = llvm.mlir.poison : vector<4xf32>
  %25 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %26 = llvm.mlir.zero : !llvm.ptr
  %27 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
  %28 = llvm.mlir.zero : i64
  %29 = llvm.mlir.addressof @constants : !llvm.ptr
  llvm.return
}

// CHECK: define void @constants() {
// CHECK:   ret void
// CHECK: }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}

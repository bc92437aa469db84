// LLVM IR of llvm dialect float constants: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @f() {
  %0 = llvm.mlir.constant(0.333333343 : f32) : f32
  %1 = llvm.mlir.constant(3.14159 : f32) : f32
  %2 = llvm.mlir.constant(0.1 : f32) : f32
  %3 = llvm.mlir.constant(-0.0 : f64) : f64
  %4 = llvm.mlir.constant(1.0e-7 : f64) : f64
  %5 = llvm.mlir.constant(123456789.0 : f64) : f64
  %6 = llvm.mlir.constant(0x7F800000 : f32) : f32
  %7 = llvm.mlir.constant(255 : i8) : i8
  %8 = llvm.mlir.constant(0.3333333333333333 : f64) : f64
  %9 = llvm.mlir.constant(2.0e+30 : f32) : f32
  %10 = llvm.mlir.constant(1 : i1) : i1
  %11 = llvm.mlir.constant(0x0000000000000001 : f64) : f64
  %12 = llvm.mlir.constant(1.5 : f16) : f16
  %13 = llvm.mlir.constant(3.40282347E+38 : f32) : f32
  %14 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %15 = llvm.mlir.constant(dense<[0.1, 0.2]> : vector<2xf64>) : vector<2xf64>
  %16 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
  llvm.return
}

// CHECK: define void @f() {
// CHECK:   ret void
// CHECK: }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}

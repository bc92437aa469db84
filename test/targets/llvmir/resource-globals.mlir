// LLVM IR of globals whose initial values are dense_resource blobs
// (weights): the blob's bytes become the constant's rows as they are.
// terrace-translate writes what mlir-translate 22 writes, byte for byte.
// The CHECK lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
// CHECK: @w = private constant [2 x [3 x float]] {{\[\[}}3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [3 x float] [float 4.000000e+00, float 5.000000e+00, float 6.000000e+00]]
// CHECK: @v = private constant [4 x i16] [i16 1, i16 2, i16 3, i16 4]
llvm.mlir.global private constant @w(dense_resource<w2> : tensor<2x3xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>>
llvm.mlir.global private constant @v(dense_resource<w1> : tensor<4xi16>) {addr_space = 0 : i32} : !llvm.array<4 x i16>
{-#
  dialect_resources: {
    builtin: {
      w2: "0x040000000000803F0000004000004040000080400000A0400000C040",
      w1: "0x020000000100020003000400"
    }
  }
#-}

// LLVM IR of llvm dialect aggregates: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @aggregates(%s: !llvm.struct<(i32, f32)>, %arr: !llvm.array<4 x f32>, %n: !llvm.struct<(i32, struct<(f32, array<2 x i64>)>)>, %x: f32, %a: i32, %i: i64, %vf: vector<4xf32>, %c: i1, %vc: vector<4xi1>) {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, f32)>
  %1 = llvm.insertvalue %x, %s[1] : !llvm.struct<(i32, f32)>
  %2 = llvm.extractvalue %arr[2] : !llvm.array<4 x f32>
  %3 = llvm.extractvalue %n[1, 1, 0] : !llvm.struct<(i32, struct<(f32, array<2 x i64>)>)>
  %4 = llvm.extractelement %vf[%a : i32] : vector<4xf32>
  %5 = llvm.insertelement %x, %vf[%i : i64] : vector<4xf32>
  %6 = llvm.shufflevector %vf, %vf [0, 1, 4, 5, -1] : vector<4xf32>
  %7 = llvm.select %c, %a, %a : i1, i32
  %8 = llvm.select %vc, %vf, %vf : vector<4xi1>, vector<4xf32>
  %9 = llvm.select %c, %x, %x {fastmathFlags = #llvm.fastmath<nnan>} : i1, f32
  %10 = llvm.freeze %a : i32
  llvm.return
}

// CHECK: define void @aggregates({ i32, float } %0, [4 x float] %1, { i32, { float, [2 x i64] } } %2, float %3, i32 %4, i64 %5, <4 x float> %6, i1 %7, <4 x i1> %8) {
// CHECK:   %10 = extractvalue { i32, float } %0, 0
// CHECK:   %11 = insertvalue { i32, float } %0, float %3, 1
// CHECK:   %12 = extractvalue [4 x float] %1, 2
// CHECK:   %13 = extractvalue { i32, { float, [2 x i64] } } %2, 1, 1, 0
// CHECK:   %14 = extractelement <4 x float> %6, i32 %4
// CHECK:   %15 = insertelement <4 x float> %6, float %3, i64 %5
// CHECK:   %16 = shufflevector <4 x float> %6, <4 x float> %6, <5 x i32> <i32 0, i32 1, i32 4, i32 5, i32 poison>
// CHECK:   %17 = select i1 %7, i32 %4, i32 %4
// CHECK:   %18 = select <4 x i1> %8, <4 x float> %6, <4 x float> %6
// CHECK:   %19 = select nnan i1 %7, float %3, float %3
// CHECK:   %20 = freeze i32 %4
// CHECK:   ret void
// CHECK: }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}

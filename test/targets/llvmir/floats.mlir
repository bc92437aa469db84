// LLVM IR of llvm dialect floats: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @float_ops(%x: f32, %y: f32, %vf: vector<4xf32>, %d: f64) {
  %0 = llvm.fadd %x, %y : f32
  %1 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<fast>} : f32
  %2 = llvm.fsub %x, %y {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %3 = llvm.fmul %vf, %vf {fastmathFlags = #llvm.fastmath<contract>} : vector<4xf32>
  %4 = llvm.fdiv %x, %y {fastmathFlags = #llvm.fastmath<none>} : f32
  %5 = llvm.frem %d, %d : f64
  %6 = llvm.fneg %x {fastmathFlags = #llvm.fastmath<nsz>} : f32
  %7 = llvm.fneg %vf : vector<4xf32>
  %8 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc>} : f32
  %9 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<reassoc, afn>, bar} : f32
  %10 = llvm.fadd %x, %y {zzz, Abc = 1 : i32, fastmathFlags = #llvm.fastmath<arcp>} : f32
  llvm.return
}

// CHECK: define void @float_ops(float %0, float %1, <4 x float> %2, double %3) {
// CHECK:   %5 = fadd float %0, %1
// CHECK:   %6 = fadd fast float %0, %1
// CHECK:   %7 = fsub nnan ninf float %0, %1
// CHECK:   %8 = fmul contract <4 x float> %2, %2
// CHECK:   %9 = fdiv float %0, %1
// CHECK:   %10 = frem double %3, %3
// CHECK:   %11 = fneg nsz float %0
// CHECK:   %12 = fneg <4 x float> %2
// CHECK:   %13 = fadd fast float %0, %1
// CHECK:   %14 = fadd reassoc afn float %0, %1
// CHECK:   %15 = fadd arcp float %0, %1
// CHECK:   ret void
// CHECK: }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}

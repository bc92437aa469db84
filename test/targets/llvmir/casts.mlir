// LLVM IR of llvm dialect casts: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @casts(%a: i32, %i: i64, %x: f32, %d: f64, %p: !llvm.ptr, %v: vector<4xi32>) {
  %0 = llvm.trunc %i : i64 to i32
  %1 = llvm.trunc %i overflow<nsw> : i64 to i32
  %2 = llvm.trunc %i overflow<nsw, nuw> : i64 to i32
  %3 = llvm.zext %a : i32 to i64
  %4 = llvm.zext nneg %a : i32 to i64
  %5 = llvm.sext %a : i32 to i64
  %6 = llvm.sext %v : vector<4xi32> to vector<4xi64>
  %7 = llvm.fptrunc %d : f64 to f32
  %8 = llvm.fpext %x : f32 to f64
  %9 = llvm.fptosi %x : f32 to i32
  %10 = llvm.fptoui %x : f32 to i32
  %11 = llvm.sitofp %a : i32 to f32
  %12 = llvm.uitofp %a : i32 to f32
  %13 = llvm.uitofp nneg %a : i32 to f32
  %14 = llvm.bitcast %a : i32 to f32
  %15 = llvm.ptrtoint %p : !llvm.ptr to i64
  %16 = llvm.inttoptr %i : i64 to !llvm.ptr
  %18 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}

// CHECK: define void @casts(i32 %0, i64 %1, float %2, double %3, ptr %4, <4 x i32> %5) {
// CHECK:   %7 = trunc i64 %1 to i32
// CHECK:   %8 = trunc nsw i64 %1 to i32
// CHECK:   %9 = trunc nuw nsw i64 %1 to i32
// CHECK:   %10 = zext i32 %0 to i64
// CHECK:   %11 = zext nneg i32 %0 to i64
// CHECK:   %12 = sext i32 %0 to i64
// CHECK:   %13 = sext <4 x i32> %5 to <4 x i64>
// CHECK:   %14 = fptrunc double %3 to float
// CHECK:   %15 = fpext float %2 to double
// CHECK:   %16 = fptosi float %2 to i32
// CHECK:   %17 = fptoui float %2 to i32
// CHECK:   %18 = sitofp i32 %0 to float
// CHECK:   %19 = uitofp i32 %0 to float
// CHECK:   %20 = uitofp nneg i32 %0 to float
// CHECK:   %21 = bitcast i32 %0 to float
// CHECK:   %22 = ptrtoint ptr %4 to i64
// CHECK:   %23 = inttoptr i64 %1 to ptr
// CHECK:   %24 = addrspacecast ptr %4 to ptr addrspace(1)
// CHECK:   ret void
// CHECK: }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}

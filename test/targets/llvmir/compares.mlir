// LLVM IR of llvm dialect compares: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @cmps(%a: i32, %b: i32, %v: vector<4xi32>, %p: !llvm.ptr, %q: !llvm.ptr, %x: f32, %y: f32, %vf: vector<4xf32>) {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b : i32
  %10 = llvm.icmp "eq" %v, %v : vector<4xi32>
  %11 = llvm.icmp "ne" %p, %q : !llvm.ptr
  %12 = llvm.fcmp "_false" %x, %y : f32
  %13 = llvm.fcmp "oeq" %x, %y : f32
  %14 = llvm.fcmp "ogt" %x, %y : f32
  %15 = llvm.fcmp "oge" %x, %y : f32
  %16 = llvm.fcmp "olt" %x, %y : f32
  %17 = llvm.fcmp "ole" %x, %y : f32
  %18 = llvm.fcmp "one" %x, %y : f32
  %19 = llvm.fcmp "ord" %x, %y : f32
  %20 = llvm.fcmp "ueq" %x, %y : f32
  %21 = llvm.fcmp "ugt" %x, %y : f32
  %22 = llvm.fcmp "uge" %x, %y : f32
  %23 = llvm.fcmp "ult" %x, %y : f32
  %24 = llvm.fcmp "ule" %x, %y : f32
  %25 = llvm.fcmp "une" %x, %y : f32
  %26 = llvm.fcmp "uno" %x, %y : f32
  %27 = llvm.fcmp "_true" %x, %y : f32
  %28 = llvm.fcmp "olt" %vf, %vf {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
  %29 = llvm.icmp "eq" %a, %b {foo} : i32
  llvm.return
}

// CHECK: define void @cmps(i32 %0, i32 %1, <4 x i32> %2, ptr %3, ptr %4, float %5, float %6, <4 x float> %7) {
// CHECK:   %9 = icmp eq i32 %0, %1
// CHECK:   %10 = icmp ne i32 %0, %1
// CHECK:   %11 = icmp slt i32 %0, %1
// CHECK:   %12 = icmp sle i32 %0, %1
// CHECK:   %13 = icmp sgt i32 %0, %1
// CHECK:   %14 = icmp sge i32 %0, %1
// CHECK:   %15 = icmp ult i32 %0, %1
// CHECK:   %16 = icmp ule i32 %0, %1
// CHECK:   %17 = icmp ugt i32 %0, %1
// CHECK:   %18 = icmp uge i32 %0, %1
// CHECK:   %19 = icmp eq <4 x i32> %2, %2
// CHECK:   %20 = icmp ne ptr %3, %4
// CHECK:   %21 = fcmp false float %5, %6
// CHECK:   %22 = fcmp oeq float %5, %6
// CHECK:   %23 = fcmp ogt float %5, %6
// CHECK:   %24 = fcmp oge float %5, %6
// CHECK:   %25 = fcmp olt float %5, %6
// CHECK:   %26 = fcmp ole float %5, %6
// CHECK:   %27 = fcmp one float %5, %6
// CHECK:   %28 = fcmp ord float %5, %6
// CHECK:   %29 = fcmp ueq float %5, %6
// CHECK:   %30 = fcmp ugt float %5, %6
// CHECK:   %31 = fcmp uge float %5, %6
// CHECK:   %32 = fcmp ult float %5, %6
// CHECK:   %33 = fcmp ule float %5, %6
// CHECK:   %34 = fcmp une float %5, %6
// CHECK:   %35 = fcmp uno float %5, %6
// CHECK:   %36 = fcmp true float %5, %6
// CHECK:   %37 = fcmp fast olt <4 x float> %7, %7
// CHECK:   %38 = icmp eq i32 %0, %1
// CHECK:   ret void
// CHECK: }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}

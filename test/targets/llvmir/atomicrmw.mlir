// Every atomicrmw operation and a cmpxchg, with sync scopes: MLIR numbers
// the last six operations differently from LLVM, and terrace-translate
// writes what mlir-translate writes. The CHECK lines are its output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
llvm.func @rmw(%p: !llvm.ptr, %i: i32, %x: f32) {
  %0 = llvm.atomicrmw xchg %p, %i monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw add %p, %i monotonic : !llvm.ptr, i32
  %2 = llvm.atomicrmw sub %p, %i monotonic : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %i syncscope("agent") monotonic : !llvm.ptr, i32
  %4 = llvm.atomicrmw nand %p, %i monotonic : !llvm.ptr, i32
  %5 = llvm.atomicrmw _or %p, %i monotonic : !llvm.ptr, i32
  %6 = llvm.atomicrmw _xor %p, %i monotonic : !llvm.ptr, i32
  %7 = llvm.atomicrmw max %p, %i monotonic : !llvm.ptr, i32
  %8 = llvm.atomicrmw min %p, %i monotonic : !llvm.ptr, i32
  %9 = llvm.atomicrmw umax %p, %i monotonic : !llvm.ptr, i32
  %10 = llvm.atomicrmw umin %p, %i monotonic : !llvm.ptr, i32
  %11 = llvm.atomicrmw fadd %p, %x monotonic : !llvm.ptr, f32
  %12 = llvm.atomicrmw fsub %p, %x monotonic : !llvm.ptr, f32
  %13 = llvm.atomicrmw fmax %p, %x monotonic : !llvm.ptr, f32
  %14 = llvm.atomicrmw fmin %p, %x monotonic : !llvm.ptr, f32
  %15 = llvm.atomicrmw uinc_wrap %p, %i monotonic : !llvm.ptr, i32
  %16 = llvm.atomicrmw udec_wrap %p, %i monotonic : !llvm.ptr, i32
  %17 = llvm.atomicrmw usub_cond %p, %i monotonic : !llvm.ptr, i32
  %18 = llvm.atomicrmw usub_sat %p, %i monotonic : !llvm.ptr, i32
  %19 = llvm.atomicrmw fmaximum %p, %x monotonic : !llvm.ptr, f32
  %20 = llvm.atomicrmw fminimum %p, %x monotonic : !llvm.ptr, f32
  %c = llvm.cmpxchg %p, %i, %i syncscope("agent") acq_rel monotonic : !llvm.ptr, i32
  llvm.return
}

// CHECK: define void @rmw(ptr %0, i32 %1, float %2) {
// CHECK:   %4 = atomicrmw xchg ptr %0, i32 %1 monotonic, align 4
// CHECK:   %5 = atomicrmw add ptr %0, i32 %1 monotonic, align 4
// CHECK:   %6 = atomicrmw sub ptr %0, i32 %1 monotonic, align 4
// CHECK:   %7 = atomicrmw and ptr %0, i32 %1 syncscope("agent") monotonic, align 4
// CHECK:   %8 = atomicrmw nand ptr %0, i32 %1 monotonic, align 4
// CHECK:   %9 = atomicrmw or ptr %0, i32 %1 monotonic, align 4
// CHECK:   %10 = atomicrmw xor ptr %0, i32 %1 monotonic, align 4
// CHECK:   %11 = atomicrmw max ptr %0, i32 %1 monotonic, align 4
// CHECK:   %12 = atomicrmw min ptr %0, i32 %1 monotonic, align 4
// CHECK:   %13 = atomicrmw umax ptr %0, i32 %1 monotonic, align 4
// CHECK:   %14 = atomicrmw umin ptr %0, i32 %1 monotonic, align 4
// CHECK:   %15 = atomicrmw fadd ptr %0, float %2 monotonic, align 4
// CHECK:   %16 = atomicrmw fsub ptr %0, float %2 monotonic, align 4
// CHECK:   %17 = atomicrmw fmax ptr %0, float %2 monotonic, align 4
// CHECK:   %18 = atomicrmw fmin ptr %0, float %2 monotonic, align 4
// CHECK:   %19 = atomicrmw uinc_wrap ptr %0, i32 %1 monotonic, align 4
// CHECK:   %20 = atomicrmw udec_wrap ptr %0, i32 %1 monotonic, align 4
// CHECK:   %21 = atomicrmw usub_cond ptr %0, i32 %1 monotonic, align 4
// CHECK:   %22 = atomicrmw usub_sat ptr %0, i32 %1 monotonic, align 4
// CHECK:   %23 = atomicrmw fmaximum ptr %0, float %2 monotonic, align 4
// CHECK:   %24 = atomicrmw fminimum ptr %0, float %2 monotonic, align 4
// CHECK:   %25 = cmpxchg ptr %0, i32 %1, i32 %1 syncscope("agent") acq_rel monotonic, align 4
// CHECK:   ret void
// CHECK: }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}

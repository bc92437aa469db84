// LLVM IR of llvm dialect atomics: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @f(%p: !llvm.ptr, %x: f32, %i: i32, %c: i1, %n: i64) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.alloca %c1 x i64 {alignment = 0 : i64} : (i32) -> !llvm.ptr
  %1 = llvm.load %p {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
  %2 = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store volatile %x, %p {alignment = 4 : i64, nontemporal} : f32, !llvm.ptr
  %3 = llvm.atomicrmw add %p, %i monotonic : !llvm.ptr, i32
  %4 = llvm.atomicrmw volatile fadd %p, %x seq_cst {alignment = 4 : i64} : !llvm.ptr, f32
  %5 = llvm.cmpxchg %p, %i, %c1 acq_rel monotonic : !llvm.ptr, i32
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  %6 = llvm.mlir.constant(dense<[1.0, 2.0]> : tensor<2xf32>) : vector<2xf32>
  llvm.return
}

// CHECK: define void @f(ptr %0, float %1, i32 %2, i1 %3, i64 %4) {
// CHECK:   %6 = alloca i64, align 8
// CHECK:   %7 = load float, ptr %0, align 4, !nontemporal !1
// CHECK:   %8 = load atomic volatile i32, ptr %0 syncscope("agent") acquire, align 4
// CHECK:   store volatile float %1, ptr %0, align 4, !nontemporal !1
// CHECK:   %9 = atomicrmw add ptr %0, i32 %2 monotonic, align 4
// CHECK:   %10 = atomicrmw volatile fadd ptr %0, float %1 seq_cst, align 4
// CHECK:   %11 = cmpxchg ptr %0, i32 %2, i32 1 acq_rel monotonic, align 4
// CHECK:   call void @llvm.prefetch.p0(ptr %0, i32 0, i32 3, i32 1)
// CHECK:   ret void
// CHECK: }
// CHECK: declare void @llvm.prefetch.p0(ptr readonly captures(none), i32 immarg, i32 immarg, i32 immarg) #0
// CHECK: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: !1 = !{i32 1}

// LLVM IR of llvm dialect memory: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @memory(%p: !llvm.ptr, %i: i64, %j: i32, %x: f32, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi64>) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.alloca %c1 x f32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %c1 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.alloca %c1 x !llvm.struct<(i64, f32)> : (i64) -> !llvm.ptr<5>
  %3 = llvm.alloca inalloca %c1 x i32 : (i64) -> !llvm.ptr
  %4 = llvm.alloca %c1 x i64 {alignment = 0 : i64} : (i64) -> !llvm.ptr
  %5 = llvm.load %p : !llvm.ptr -> f32
  %6 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %7 = llvm.load volatile %p : !llvm.ptr -> f32
  %8 = llvm.load %p {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
  %9 = llvm.load %p invariant : !llvm.ptr -> f32
  %10 = llvm.load %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
  %11 = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %12 = llvm.load %p invariant_group : !llvm.ptr -> f32
  llvm.store %x, %p : f32, !llvm.ptr
  llvm.store %x, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store volatile %x, %p : f32, !llvm.ptr
  llvm.store %x, %p {nontemporal} : f32, !llvm.ptr
  llvm.store %i, %p atomic release {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.store %x, %p invariant_group : f32, !llvm.ptr
  %13 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %14 = llvm.getelementptr inbounds %p[3] : (!llvm.ptr) -> !llvm.ptr, f32
  %15 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %16 = llvm.getelementptr inbounds|nuw %p[%i, 1, 1, %j] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x struct<(i32, array<4 x f32>)>>
  %17 = llvm.getelementptr nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %18 = llvm.getelementptr nusw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %19 = llvm.getelementptr nusw|nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %20 = llvm.getelementptr inbounds|nusw %p[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %21 = llvm.getelementptr %vp[%vi] : (vector<4x!llvm.ptr>, vector<4xi64>) -> vector<4x!llvm.ptr>, f32
  %22 = llvm.getelementptr %p[-1] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.return
}

// CHECK: define void @memory(ptr %0, i64 %1, i32 %2, float %3, <4 x ptr> %4, <4 x i64> %5) {
// CHECK:   %7 = alloca float, i64 1, align 4
// CHECK:   %8 = alloca float, i64 1, align 16
// CHECK:   %9 = alloca { i64, float }, i64 1, align 8, addrspace(5)
// CHECK:   %10 = alloca inalloca i32, i64 1, align 4
// CHECK:   %11 = alloca i64, i64 1, align 8
// CHECK:   %12 = load float, ptr %0, align 4
// CHECK:   %13 = load float, ptr %0, align 4
// CHECK:   %14 = load volatile float, ptr %0, align 4
// CHECK:   %15 = load float, ptr %0, align 4, !nontemporal !1
// CHECK:   %16 = load float, ptr %0, align 4, !invariant.load !2
// CHECK:   %17 = load atomic i64, ptr %0 monotonic, align 8
// CHECK:   %18 = load atomic volatile i32, ptr %0 syncscope("agent") acquire, align 4
// CHECK:   %19 = load float, ptr %0, align 4, !invariant.group !2
// CHECK:   store float %3, ptr %0, align 4
// CHECK:   store float %3, ptr %0, align 4
// CHECK:   store volatile float %3, ptr %0, align 4
// CHECK:   store float %3, ptr %0, align 4, !nontemporal !1
// CHECK:   store atomic i64 %1, ptr %0 release, align 8
// CHECK:   store float %3, ptr %0, align 4, !invariant.group !2
// CHECK:   %20 = getelementptr float, ptr %0, i64 %1
// CHECK:   %21 = getelementptr inbounds float, ptr %0, i32 3
// CHECK:   %22 = getelementptr { i32, float }, ptr %0, i32 0, i32 1
// CHECK:   %23 = getelementptr inbounds nuw [4 x { i32, [4 x float] }], ptr %0, i64 %1, i32 1, i32 1, i32 %2
// CHECK:   %24 = getelementptr nuw i8, ptr %0, i64 %1
// CHECK:   %25 = getelementptr nusw i8, ptr %0, i64 %1
// CHECK:   %26 = getelementptr nusw nuw i8, ptr %0, i64 %1
// CHECK:   %27 = getelementptr inbounds float, ptr %0, i32 1
// CHECK:   %28 = getelementptr float, <4 x ptr> %4, <4 x i64> %5
// CHECK:   %29 = getelementptr float, ptr %0, i32 -1
// CHECK:   ret void
// CHECK: }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: !1 = !{i32 1}
// CHECK: !2 = !{}

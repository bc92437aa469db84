// LLVM IR of llvm dialect functions: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @a()
llvm.func internal @b(%arg0: i32) -> i32 {
  llvm.return %arg0 : i32
}
llvm.func @c(i64) -> !llvm.ptr
llvm.func linkonce_odr hidden unnamed_addr fastcc @d() {
  llvm.return
}
llvm.func weak protected local_unnamed_addr @e(%x: f32 {llvm.noundef}, %y: !llvm.ptr {llvm.nonnull, llvm.align = 16 : i64}) -> (f32 {llvm.noundef}) attributes {passthrough = ["noinline"], sym_visibility = "private"} {
  llvm.return %x : f32
}
llvm.func @f(%arg0: i32, ...) attributes {frame_pointer = #llvm.framePointerKind<all>, no_unwind, llvm.emit_c_interface} {
  llvm.return
}
llvm.func @g() -> !llvm.struct<(i32, f32)> attributes {always_inline, target_cpu = "x86-64"}
llvm.func external @h() attributes {dso_local}
llvm.func @i() attributes {sym_visibility = "private"}
llvm.func @j(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface} {
  llvm.return
}
llvm.func extern_weak @k()
llvm.func @l() attributes {alignment = 16 : i64} {
  llvm.return
}

// CHECK: declare void @a()
// CHECK: define internal i32 @b(i32 %0) {
// CHECK:   ret i32 %0
// CHECK: }
// CHECK: declare ptr @c(i64)
// CHECK: define linkonce_odr hidden fastcc void @d() unnamed_addr {
// CHECK:   ret void
// CHECK: }
// CHECK: define weak protected noundef float @e(float noundef %0, ptr nonnull align 16 %1) local_unnamed_addr #0 {
// CHECK:   ret float %0
// CHECK: }
// CHECK: define void @f(i32 %0, ...) #1 {
// CHECK:   ret void
// CHECK: }
// CHECK: declare { i32, float } @g() #2
// CHECK: declare dso_local void @h()
// CHECK: declare void @i()
// CHECK: define void @j(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
// CHECK:   ret void
// CHECK: }
// CHECK: declare extern_weak void @k()
// CHECK: define void @l() align 16 {
// CHECK:   ret void
// CHECK: }
// CHECK: attributes #0 = { noinline }
// CHECK: attributes #1 = { nounwind "frame-pointer"="all" }
// CHECK: attributes #2 = { alwaysinline }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}

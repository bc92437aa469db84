// LLVM IR of llvm dialect calls: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @ext(i32, f32) -> i32
llvm.func @ext_void()
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @vf(...)
llvm.func @f(%a: i32, %x: f32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @ext(%a, %x) : (i32, f32) -> i32
  llvm.call @ext_void() : () -> ()
  %1 = llvm.call @printf(%p, %a, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f32) -> i32
  %fp = llvm.mlir.addressof @ext : !llvm.ptr
  %2 = llvm.call %fp(%a, %x) : !llvm.ptr, (i32, f32) -> i32
  llvm.call %p(%a) vararg(!llvm.func<void (...)>) : !llvm.ptr, (i32) -> ()
  llvm.call @vf(%a) vararg(!llvm.func<void (...)>) : (i32) -> ()
  %3 = llvm.call fastcc @ext(%a, %x) : (i32, f32) -> i32
  %4 = llvm.call tail @ext(%a, %x) : (i32, f32) -> i32
  %5 = llvm.call @ext(%a, %x) {fastmathFlags = #llvm.fastmath<fast>} : (i32, f32) -> i32
  %6 = llvm.call @ext(%a, %x) {no_unwind, foo} : (i32, f32) -> i32
  %7 = llvm.call @ext(%a, %x) : (i32 {llvm.noundef}, f32) -> (i32 {llvm.signext})
  llvm.return %0 : i32
}

// CHECK: declare i32 @ext(i32, float)
// CHECK: declare void @ext_void()
// CHECK: declare i32 @printf(ptr, ...)
// CHECK: declare void @vf(...)
// CHECK: define i32 @f(i32 %0, float %1, ptr %2) {
// CHECK:   %4 = call i32 @ext(i32 %0, float %1)
// CHECK:   call void @ext_void()
// CHECK:   %5 = call i32 (ptr, ...) @printf(ptr %2, i32 %0, float %1)
// CHECK:   %6 = call i32 @ext(i32 %0, float %1)
// CHECK:   call void (...) %2(i32 %0)
// CHECK:   call void (...) @vf(i32 %0)
// CHECK:   %7 = call fastcc i32 @ext(i32 %0, float %1)
// CHECK:   %8 = tail call i32 @ext(i32 %0, float %1)
// CHECK:   %9 = call i32 @ext(i32 %0, float %1)
// CHECK:   %10 = call i32 @ext(i32 %0, float %1) #0
// CHECK:   %11 = call signext i32 @ext(i32 noundef %0, float %1)
// CHECK:   ret i32 %4
// CHECK: }
// CHECK: attributes #0 = { nounwind }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}

// llvm.intr.assume as LLVM IR: a call of @llvm.assume with its operand
// bundles. terrace-translate writes what mlir-translate 22 writes, byte for
// byte, and llc takes it. The CHECK lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null

// CHECK-LABEL: define void @f(i1 %0, ptr %1, ptr %2, i64 %3, i32 %4)
// CHECK-NEXT: call void @llvm.assume(i1 %0)
// CHECK-NEXT: call void @llvm.assume(i1 true) [ "align"(ptr %1, i64 %3) ]
// CHECK-NEXT: call void @llvm.assume(i1 true) [ "align"(ptr %1, i64 16), "separate_storage"(ptr %1, ptr %2), "nonnull"(ptr %1), "cold"() ]
// CHECK-NEXT: call void @llvm.assume(i1 true) [ "align"(ptr %1, i32 %4, i64 %3) ]
// CHECK-NEXT: ret void
// CHECK: declare void @llvm.assume(i1 noundef)
llvm.func @f(%c: i1, %p: !llvm.ptr, %q: !llvm.ptr, %a: i64, %b: i32) {
  %true = llvm.mlir.constant(true) : i1
  %sixteen = llvm.mlir.constant(16 : index) : i64
  llvm.intr.assume %c : i1
  llvm.intr.assume %true ["align"(%p, %a : !llvm.ptr, i64)] : i1
  llvm.intr.assume %true ["align"(%p, %sixteen : !llvm.ptr, i64), "separate_storage"(%p, %q : !llvm.ptr, !llvm.ptr), "nonnull"(%p : !llvm.ptr), "cold"()] : i1
  llvm.intr.assume %true ["align"(%p, %b, %a : !llvm.ptr, i32, i64)] : i1
  llvm.return
}

// llvm.intr.assume and its operand bundles in MLIR 22's custom and generic
// forms: both tools print the same bytes, and each reads what the other
// writes. The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --canonicalize %s | FileCheck %s --check-prefix=KEPT
// RUN: %mlir-opt --canonicalize %s | FileCheck %s --check-prefix=KEPT
// RUN: terrace-opt %s > %t.terrace
// RUN: %mlir-opt %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: FileCheck %s --check-prefix=GENERIC < %t.terrace
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | %mlir-opt | FileCheck %s

// CHECK-LABEL: llvm.func @assumptions
// CHECK-NEXT: llvm.intr.assume %arg0 : i1
// CHECK-NEXT: llvm.intr.assume %arg0 : i1
// CHECK-NEXT: llvm.intr.assume %arg0 ["align"(%arg1, %arg3 : !llvm.ptr, i64)] : i1
// CHECK-NEXT: llvm.intr.assume %arg0 ["align"(%arg1, %arg3 : !llvm.ptr, i64), "separate_storage"(%arg1, %arg2 : !llvm.ptr, !llvm.ptr), "nonnull"(%arg1 : !llvm.ptr), "cold"()] : i1
// CHECK-NEXT: llvm.intr.assume %arg0 ["align"(%arg1, %arg4, %arg3 : !llvm.ptr, i32, i64)] : i1 {foo}
// CHECK-NEXT: llvm.intr.assume %arg0 ["a\22b"()] : i1
// CHECK-NEXT: llvm.intr.assume %arg0 ["x"(%arg1, %arg3 : !llvm.ptr, i64)] : i1
// GENERIC: "llvm.intr.assume"(%arg1) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
// GENERIC-NEXT: "llvm.intr.assume"(%arg1) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
// GENERIC-NEXT: "llvm.intr.assume"(%arg1, %arg2, %arg4) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
// GENERIC-NEXT: "llvm.intr.assume"(%arg1, %arg2, %arg4, %arg2, %arg3, %arg2) <{op_bundle_sizes = array<i32: 2, 2, 1, 0>, op_bundle_tags = ["align", "separate_storage", "nonnull", "cold"]}> : (i1, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// GENERIC-NEXT: "llvm.intr.assume"(%arg1, %arg2, %arg5, %arg4) <{op_bundle_sizes = array<i32: 3>, op_bundle_tags = ["align"]}> {foo} : (i1, !llvm.ptr, i32, i64) -> ()
llvm.func @assumptions(%c: i1, %p: !llvm.ptr, %q: !llvm.ptr, %a: i64, %b: i32) {
  llvm.intr.assume %c : i1
  llvm.intr.assume %c [] : i1
  llvm.intr.assume %c ["align"(%p, %a : !llvm.ptr, i64)] : i1
  llvm.intr.assume %c ["align"(%p, %a : !llvm.ptr, i64), "separate_storage"(%p, %q : !llvm.ptr, !llvm.ptr), "nonnull"(%p : !llvm.ptr), "cold"()] : i1
  llvm.intr.assume %c ["align"(%p, %b, %a : !llvm.ptr, i32, i64)] : i1 {foo}
  llvm.intr.assume %c ["a\"b"()] : i1
  // The attribute dictionary's tags win over the bundle's.
  llvm.intr.assume %c ["align"(%p, %a : !llvm.ptr, i64)] : i1 {op_bundle_tags = ["x"]}
  llvm.return
}

// An assumption is never dead code: nothing it reads from is used, yet it
// stays.
// KEPT-LABEL: func.func @kept
// KEPT: llvm.intr.assume
func.func @kept(%p: !llvm.ptr) {
  %t = llvm.mlir.constant(true) : i1
  %n = llvm.mlir.constant(64 : index) : i64
  llvm.intr.assume %t ["align"(%p, %n : !llvm.ptr, i64)] : i1
  return
}

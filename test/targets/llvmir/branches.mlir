// LLVM IR of llvm dialect branches: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @f(%c: i1, %a: i32, %x: f32) -> i32 {
  llvm.br ^bb1(%a : i32)
^bb1(%0: i32):
  llvm.cond_br %c, ^bb2, ^bb3(%0, %x : i32, f32)
^bb2:
  llvm.cond_br %c weights([90, 10]), ^bb4(%a : i32), ^bb5
^bb3(%1: i32, %2: f32):
  llvm.switch %a : i32, ^bb4(%1 : i32) [
    0: ^bb5,
    1: ^bb4(%a : i32),
    -7: ^bb5
  ]
^bb4(%3: i32):
  llvm.return %3 : i32
^bb5:
  llvm.switch %a : i32, ^bb6 []
^bb6:
  llvm.switch %a : i32, ^bb7 [
    5: ^bb6
  ] {branch_weights = array<i32: 3, 4>}
^bb7:
  llvm.unreachable
}

// CHECK: define i32 @f(i1 %0, i32 %1, float %2) {
// CHECK:   br label %4
// CHECK: 4:                                                ; preds = %3
// CHECK:   %5 = phi i32 [ %1, %3 ]
// CHECK:   br i1 %0, label %6, label %7
// CHECK: 6:                                                ; preds = %4
// CHECK:   br i1 %0, label %10, label %12, !prof !1
// CHECK: 7:                                                ; preds = %4
// CHECK:   %8 = phi i32 [ %5, %4 ]
// CHECK:   %9 = phi float [ %2, %4 ]
// CHECK:   switch i32 %1, label %10 [
// CHECK:     i32 0, label %12
// CHECK:     i32 1, label %15
// CHECK:     i32 -7, label %12
// CHECK:   ]
// CHECK: 10:                                               ; preds = %6, %15, %7
// CHECK:   %11 = phi i32 [ %16, %15 ], [ %8, %7 ], [ %1, %6 ]
// CHECK:   ret i32 %11
// CHECK: 12:                                               ; preds = %6, %7, %7
// CHECK:   switch i32 %1, label %13 [
// CHECK:   ]
// CHECK: 13:                                               ; preds = %13, %12
// CHECK:   switch i32 %1, label %14 [
// CHECK:     i32 5, label %13
// CHECK:   ], !prof !2
// CHECK: 14:                                               ; preds = %13
// CHECK:   unreachable
// CHECK: 15:                                               ; preds = %7
// CHECK:   %16 = phi i32 [ %1, %7 ]
// CHECK:   br label %10
// CHECK: }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: !1 = !{!"branch_weights", i32 90, i32 10}
// CHECK: !2 = !{!"branch_weights", i32 3, i32 4}

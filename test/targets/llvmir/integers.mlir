// LLVM IR of llvm dialect integers: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
llvm.func @int_ops(%a: i32, %b: i32, %v: vector<4xi32>) {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.add %a, %b overflow<nuw> : i32
  %3 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %4 = llvm.sub %a, %b overflow<nuw, nsw> : i32
  %5 = llvm.mul %v, %v overflow<nsw> : vector<4xi32>
  %6 = llvm.shl %a, %b overflow<nsw> : i32
  %7 = llvm.udiv exact %a, %b : i32
  %8 = llvm.sdiv %a, %b : i32
  %9 = llvm.urem %a, %b : i32
  %10 = llvm.srem %a, %b : i32
  %11 = llvm.and %a, %b : i32
  %12 = llvm.or disjoint %a, %b : i32
  %13 = llvm.or %a, %b : i32
  %14 = llvm.xor %a, %b : i32
  %15 = llvm.lshr exact %a, %b : i32
  %16 = llvm.ashr %a, %b : i32
  %17 = llvm.sdiv exact %v, %v : vector<4xi32>
  %18 = llvm.add %a, %b {foo = 1 : i32} : i32
  %19 = llvm.add %a, %b overflow<nsw> {foo} : i32
  llvm.return
}

// CHECK: define void @int_ops(i32 %0, i32 %1, <4 x i32> %2) {
// CHECK:   %4 = add i32 %0, %1
// CHECK:   %5 = add nsw i32 %0, %1
// CHECK:   %6 = add nuw i32 %0, %1
// CHECK:   %7 = add nuw nsw i32 %0, %1
// CHECK:   %8 = sub nuw nsw i32 %0, %1
// CHECK:   %9 = mul nsw <4 x i32> %2, %2
// CHECK:   %10 = shl nsw i32 %0, %1
// CHECK:   %11 = udiv exact i32 %0, %1
// CHECK:   %12 = sdiv i32 %0, %1
// CHECK:   %13 = urem i32 %0, %1
// CHECK:   %14 = srem i32 %0, %1
// CHECK:   %15 = and i32 %0, %1
// CHECK:   %16 = or disjoint i32 %0, %1
// CHECK:   %17 = or i32 %0, %1
// CHECK:   %18 = xor i32 %0, %1
// CHECK:   %19 = lshr exact i32 %0, %1
// CHECK:   %20 = ashr i32 %0, %1
// CHECK:   %21 = sdiv exact <4 x i32> %2, %2
// CHECK:   %22 = add i32 %0, %1
// CHECK:   %23 = add nsw i32 %0, %1
// CHECK:   ret void
// CHECK: }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}

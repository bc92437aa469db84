// finalize-memref-to-llvm on memref.assume_alignment, as mlir-opt 22
// lowers it: `llvm.intr.assume true ["align"(%p, %n)]` on the address of
// the first element (the aligned pointer, moved by the offset where the
// layout has one), and the memref itself as the result. The CHECK lines are
// mlir-opt's output; both tools print the same bytes, with 64- and 32-bit
// indices.
// RUN: terrace-opt --split-input-file --finalize-memref-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --finalize-memref-to-llvm %s | FileCheck %s
// RUN: terrace-opt --split-input-file --finalize-memref-to-llvm %s > %t.terrace
// RUN: %mlir-opt --split-input-file --finalize-memref-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --finalize-memref-to-llvm='index-bitwidth=32' --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --finalize-memref-to-llvm='index-bitwidth=32' --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// Compiled, the assumption changes nothing the program computes
// (Inputs/assume-alignment-run.mlir; the interpreter agrees).
// RUN: terrace-run %S/Inputs/assume-alignment-run.mlir --entry squares --compile --compare-interpreter --print --print-format compact 2>%t.err | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=AGREE --input-file=%t.err
// RUN: terrace-opt --linalg-to-llvm %S/Inputs/assume-alignment-run.mlir | terrace-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// IR: call void @llvm.assume(i1 true) [ "align"(ptr %{{[0-9]+}}, i64 64) ]
// IR: call void @llvm.assume(i1 true) [ "align"(ptr %{{[0-9]+}}, i64 32) ]
// OUT-DAG: output_0: memref<8xf32> = [0, 1, 4, 9, 16, 25, 36, 49]
// OUT-DAG: output_1: f32 = 140
// AGREE: terrace-run: the compiled results agree with the interpreter's

// CHECK-LABEL: func.func @identity(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %3 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: llvm.intr.assume %2 ["align"(%1, %3 : !llvm.ptr, i64)] : i1
// CHECK-NEXT: return %arg0 : memref<?xf32>
func.func @identity(%m: memref<?xf32>) -> memref<?xf32> {
  %0 = memref.assume_alignment %m, 16 : memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @static_offset(%arg0: memref<4x4xf32, strided<[4, 1], offset: 3>>) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32, strided<[4, 1], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %3 = llvm.getelementptr %1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: llvm.intr.assume %4 ["align"(%3, %5 : !llvm.ptr, i64)] : i1
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %9 = llvm.getelementptr %7[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.mul %6, %10 overflow<nsw, nuw> : i64
// CHECK-NEXT: %12 = llvm.add %11, %6 overflow<nsw, nuw> : i64
// CHECK-NEXT: %13 = llvm.getelementptr inbounds|nuw %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %14 = llvm.load %13 : !llvm.ptr -> f32
// CHECK-NEXT: return %14 : f32
func.func @static_offset(%m: memref<4x4xf32, strided<[4, 1], offset: 3>>) -> f32 {
  %0 = memref.assume_alignment %m, 8 : memref<4x4xf32, strided<[4, 1], offset: 3>>
  %c0 = arith.constant 0 : index
  %v = memref.load %0[%c0, %c0] : memref<4x4xf32, strided<[4, 1], offset: 3>>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @dynamic_offset(%arg0: memref<4x?xi8, strided<[?, 1], offset: ?>>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xi8, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %5 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: llvm.intr.assume %4 ["align"(%3, %5 : !llvm.ptr, i64)] : i1
// CHECK-NEXT: return
func.func @dynamic_offset(%u: memref<4x?xi8, strided<[?, 1], offset: ?>>) {
  %1 = memref.assume_alignment %u, 64 : memref<4x?xi8, strided<[?, 1], offset: ?>>
  return
}

// -----

// CHECK-LABEL: func.func @rank0_space(%arg0: memref<f64, 1>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<f64, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<1>, ptr<1>, i64)>
// CHECK-NEXT: %2 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %3 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: llvm.intr.assume %2 ["align"(%1, %3 : !llvm.ptr<1>, i64)] : i1
// CHECK-NEXT: return
func.func @rank0_space(%m: memref<f64, 1>) {
  %1 = memref.assume_alignment %m, 32 : memref<f64, 1>
  return
}

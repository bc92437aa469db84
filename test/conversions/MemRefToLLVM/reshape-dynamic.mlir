// finalize-memref-to-llvm on memref.reshape to a shape with dynamic
// sizes: each such size loaded from the shape operand (aligned pointer,
// getelementptr inbounds|nuw), the strides row-major products, as mlir-opt
// 22 lowers it, with its casts between each load and its use (i64 to index
// and back for an index shape, to i64 for an i32 one): both tools print
// the same bytes, before and after reconcile-unrealized-casts.
// RUN: terrace-opt --split-input-file --finalize-memref-to-llvm %s > %t.terrace
// RUN: %mlir-opt --split-input-file --finalize-memref-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: FileCheck %s --check-prefix=CASTS --input-file=%t.terrace
// RUN: terrace-opt --split-input-file --finalize-memref-to-llvm --reconcile-unrealized-casts %s > %t.terrace
// RUN: %mlir-opt --split-input-file --finalize-memref-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: FileCheck %s --input-file=%t.terrace

// CASTS-LABEL: func.func @reshape(
// CASTS: %[[L:.+]] = llvm.load %{{.+}} : !llvm.ptr -> i64
// CASTS-NEXT: %[[I:.+]] = builtin.unrealized_conversion_cast %[[L]] : i64 to index
// CASTS-NEXT: %[[W:.+]] = builtin.unrealized_conversion_cast %[[I]] : index to i64
// CASTS-NEXT: llvm.insertvalue %[[W]], %{{.+}}[3, 2]
// CASTS-LABEL: func.func @reshape_i32(
// CASTS: %[[L32:.+]] = llvm.load %{{.+}} : !llvm.ptr -> i32
// CASTS-NEXT: %[[W32:.+]] = builtin.unrealized_conversion_cast %[[L32]] : i32 to i64
// CASTS-NEXT: llvm.insertvalue %[[W32]], %{{.+}}[3, 1]
// CHECK-LABEL: func.func @reshape(
// CHECK: %[[ONE:.+]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[TWO:.+]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[P2:.+]] = llvm.extractvalue %{{.+}}[1]
// CHECK: %[[G2:.+]] = llvm.getelementptr inbounds|nuw %[[P2]][%[[TWO]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[S2:.+]] = llvm.load %[[G2]] : !llvm.ptr -> i64
// CHECK: llvm.insertvalue %[[S2]], %{{.+}}[3, 2]
// CHECK: llvm.insertvalue %[[ONE]], %{{.+}}[4, 2]
// CHECK: %[[STRIDE1:.+]] = llvm.mul %[[ONE]], %[[S2]] : i64
// CHECK: llvm.insertvalue %[[STRIDE1]], %{{.+}}[4, 1]
func.func @reshape(%x: memref<?x4xf32>, %s: memref<3xindex>) -> memref<?x?x?xf32> {
  %0 = memref.reshape %x(%s) : (memref<?x4xf32>, memref<3xindex>) -> memref<?x?x?xf32>
  return %0 : memref<?x?x?xf32>
}

// -----

func.func @reshape_i32(%x: memref<?xf32>, %s: memref<2xi32>) -> memref<?x?xf32> {
  %0 = memref.reshape %x(%s) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

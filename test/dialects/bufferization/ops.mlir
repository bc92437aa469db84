// The bufferization dialect's ops as mlir-opt 22 reads and prints them:
// to_tensor and to_buffer with their unit keywords, alloc_tensor's custom
// form (dynamic sizes, copy, size_hint, memory_space), clone,
// materialize_in_destination into a tensor and into a buffer, dealloc with
// and without memrefs and retained values (its results inferred),
// dealloc_tensor. The CHECK lines are mlir-opt's output; both tools print
// the same bytes in custom and generic form and read each other's.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt %s > %t.terrace
// RUN: %mlir-opt %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt %t.mlir | diff - %t.mlir
// RUN: terrace-opt %s --mlir-print-op-generic > %t.terrace
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt %t.mlir --mlir-print-op-generic | diff - %t.mlir
func.func @f(%m: memref<4x?xf32>, %t: tensor<4x?xf32>, %n: index, %c: i1, %u: memref<*xf32>) {
  %0 = "bufferization.to_tensor"(%m) {restrict, writable} : (memref<4x?xf32>) -> tensor<4x?xf32>
  %1 = "bufferization.to_buffer"(%t) {read_only} : (tensor<4x?xf32>) -> memref<4x?xf32>
  %2 = "bufferization.alloc_tensor"(%n) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<4x?xf32>
  %3 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>, memory_space = 1 : ui64}> : (tensor<4x?xf32>) -> tensor<4x?xf32>
  %4 = "bufferization.clone"(%m) : (memref<4x?xf32>) -> memref<4x?xf32>
  "bufferization.dealloc_tensor"(%t) : (tensor<4x?xf32>) -> ()
  %5 = "bufferization.materialize_in_destination"(%t, %t) : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  "bufferization.materialize_in_destination"(%t, %m) {restrict, writable} : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
  %6:2 = "bufferization.dealloc"(%m, %4, %c, %c, %m, %4) <{operandSegmentSizes = array<i32: 2, 2, 2>}> : (memref<4x?xf32>, memref<4x?xf32>, i1, i1, memref<4x?xf32>, memref<4x?xf32>) -> (i1, i1)
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4x?xf32>, i1) -> ()
  "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
  %7 = "bufferization.to_tensor"(%u) : (memref<*xf32>) -> tensor<*xf32>
  %8 = "bufferization.to_buffer"(%t) : (tensor<4x?xf32>) -> memref<4x?xf32, strided<[?, ?], offset: ?>, 1>
  %9 = "bufferization.alloc_tensor"(%n) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (index) -> tensor<4x5xf32>
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x?xf32>, %arg1: tensor<4x?xf32>, %arg2: index, %arg3: i1, %arg4: memref<*xf32>) {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 restrict writable : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 read_only : tensor<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor(%arg2) : tensor<4x?xf32>
// CHECK-NEXT: %3 = bufferization.alloc_tensor() copy(%arg1) {memory_space = 1 : ui64} : tensor<4x?xf32>
// CHECK-NEXT: %4 = bufferization.clone %arg0 : memref<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT: bufferization.dealloc_tensor %arg1 : tensor<4x?xf32>
// CHECK-NEXT: %5 = bufferization.materialize_in_destination %arg1 in %arg1 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg1 in restrict writable %arg0 : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
// CHECK-NEXT: %6:2 = bufferization.dealloc (%arg0, %4 : memref<4x?xf32>, memref<4x?xf32>) if (%arg3, %arg3) retain (%arg0, %4 : memref<4x?xf32>, memref<4x?xf32>)
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<4x?xf32>) if (%arg3)
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: %7 = bufferization.to_tensor %arg4 : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT: %8 = bufferization.to_buffer %arg1 : tensor<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>, 1>
// CHECK-NEXT: %9 = bufferization.alloc_tensor() size_hint=%arg2 : tensor<4x5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

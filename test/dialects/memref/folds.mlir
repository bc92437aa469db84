// The memref folds under canonicalize: dims to static sizes or to the
// size operands of alloc and subview, dim and rank through casts, casts
// folded into loads, stores and deallocs (the load of a splat constant
// global is not folded by mlir-opt 22). A subview whose static offsets
// are 0 keeps offset 0 over dynamic strides (0 times anything is 0, as
// MLIR's saturated arithmetic has it). The CHECK lines are mlir-opt 22's
// output.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
memref.global "private" constant @s : memref<4xf32> = dense<2.5>
func.func @dims(%n: index, %m: memref<?x?xf32>, %i: index) -> (index, index, index, index, index, f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %s = memref.subview %m[0, 0] [1, %n] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>
  %d2 = memref.dim %s, %c0 : memref<?xf32, strided<[1]>>
  %c = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %d3 = memref.dim %c, %c1 : memref<?x?xf32>
  %r = memref.rank %c : memref<?x?xf32>
  %g = memref.get_global @s : memref<4xf32>
  %v = memref.load %g[%i] : memref<4xf32>
  %x = memref.load %c[%i, %i] : memref<?x?xf32>
  memref.store %x, %c[%i, %i] : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  return %d0, %d1, %d2, %d3, %r, %v, %r : index, index, index, index, index, f32, index
}
// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @s : memref<4xf32> = dense<2.500000e+00>
// CHECK-NEXT: func.func @dims(%arg0: index, %arg1: memref<?x?xf32>, %arg2: index) -> (index, index, index, index, index, f32, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: %0 = memref.get_global @s : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %0[%arg2] : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %alloc[%arg2, %arg2] : memref<4x?xf32>
// CHECK-NEXT: memref.store %2, %alloc[%arg2, %arg2] : memref<4x?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x?xf32>
// CHECK-NEXT: return %c4, %arg0, %arg0, %arg0, %c2, %1, %c2 : index, index, index, index, index, f32, index
// CHECK-NEXT: }
// CHECK-NEXT: }

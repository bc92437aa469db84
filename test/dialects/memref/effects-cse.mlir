// Memory effects of the memref ops, as cse and its dead-code removal see
// them (MLIR's declarations): pure views and dims merge, an unused
// allocation goes, a load merges into an earlier one of its block unless
// something between may write (a store anywhere, a copy), allocations
// never merge. The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --cse --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --cse --split-input-file %s | FileCheck %s
// Two loads with no write between merge; a store, copy or prefetch between
// them keeps both (MLIR's CSE of ops that only read).
func.func @loads(%a: memref<4xf32>, %b: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32) {
  %0 = memref.load %a[%i] : memref<4xf32>
  %1 = memref.load %a[%i] : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  %2 = memref.load %a[%i] : memref<4xf32>
  return %0, %1, %2, %2 : f32, f32, f32, f32
}
// CHECK: module {
// CHECK-NEXT: func.func @loads(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index, %arg3: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %arg3, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: return %0, %0, %1, %1 : f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @copy_between(%a: memref<4xf32>, %b: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.load %a[%i] : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %1 = memref.load %a[%i] : memref<4xf32>
  return %0, %1 : f32, f32
}
// CHECK: module {
// CHECK-NEXT: func.func @copy_between(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// Views and dims are pure: duplicates merge; an allocation nobody uses and
// unused views go, a dealloc stays.
func.func @pure(%a: memref<?x4xf32>, %i: index) -> (index, index, memref<2x4xf32, strided<[4, 1], offset: ?>>, memref<2x4xf32, strided<[4, 1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %d0 = memref.dim %a, %c0 : memref<?x4xf32>
  %d1 = memref.dim %a, %c0 : memref<?x4xf32>
  %s0 = memref.subview %a[%i, 0] [2, 4] [1, 1] : memref<?x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
  %s1 = memref.subview %a[%i, 0] [2, 4] [1, 1] : memref<?x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
  %unused = memref.alloc() : memref<8xf32>
  %kept = memref.alloc() : memref<8xf32>
  memref.dealloc %kept : memref<8xf32>
  %v = memref.cast %a : memref<?x4xf32> to memref<3x4xf32>
  return %d0, %d1, %s0, %s1 : index, index, memref<2x4xf32, strided<[4, 1], offset: ?>>, memref<2x4xf32, strided<[4, 1], offset: ?>>
}
// CHECK: module {
// CHECK-NEXT: func.func @pure(%arg0: memref<?x4xf32>, %arg1: index) -> (index, index, memref<2x4xf32, strided<[4, 1], offset: ?>>, memref<2x4xf32, strided<[4, 1], offset: ?>>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [2, 4] [1, 1] : memref<?x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: return %dim, %dim, %subview, %subview : index, index, memref<2x4xf32, strided<[4, 1], offset: ?>>, memref<2x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// Two allocations are two buffers: never merged.
func.func @allocs() -> (memref<4xf32>, memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  return %0, %1 : memref<4xf32>, memref<4xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @allocs() -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: return %alloc, %alloc_0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

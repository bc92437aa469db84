// memref-copy-to-linalg: a copy between buffers of which one is strided
// becomes a linalg.generic that copies element by element; a copy between
// contiguous buffers stays memref.copy.
// RUN: terrace-opt --memref-copy-to-linalg %s | FileCheck %s
// RUN: terrace-opt --memref-copy-to-linalg %s | %mlir-opt > /dev/null
// The same values land where the copy put them:
// RUN: terrace-run --interpret %s --entry pad --seed 3 --print > %t.before
// RUN: terrace-opt --memref-copy-to-linalg %s | terrace-run --interpret - --entry pad --seed 3 --print | diff %t.before -
// Compiled ahead of time, the code needs no runtime's memrefCopy (only the
// C library):
// RUN: terrace-compile %s -o %t.o
// RUN: llvm-nm --undefined-only %t.o | FileCheck %s --check-prefix=SYMBOLS
// SYMBOLS-NOT: memrefCopy

// CHECK-LABEL: func.func @pad(
// CHECK-SAME: %[[X:[^:]+]]: memref<2x3x4xf32>
// CHECK: %[[PADDED:.+]] = memref.alloc() : memref<2x5x6xf32>
// CHECK: %[[INTERIOR:.+]] = memref.subview %[[PADDED]][0, 1, 1] [2, 3, 4] [1, 1, 1]
// CHECK: linalg.generic {indexing_maps = [#[[ID:.+]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[X]] : memref<2x3x4xf32>) outs(%[[INTERIOR]] : memref<2x3x4xf32, strided<[30, 6, 1], offset: 7>>) {
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]] : f32
// CHECK-NOT: memref.copy
func.func @pad(%x: memref<2x3x4xf32>) -> memref<2x5x6xf32> {
  %padded = memref.alloc() : memref<2x5x6xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%padded : memref<2x5x6xf32>)
  %interior = memref.subview %padded[0, 1, 1] [2, 3, 4] [1, 1, 1] : memref<2x5x6xf32> to memref<2x3x4xf32, strided<[30, 6, 1], offset: 7>>
  memref.copy %x, %interior : memref<2x3x4xf32> to memref<2x3x4xf32, strided<[30, 6, 1], offset: 7>>
  return %padded : memref<2x5x6xf32>
}

// CHECK-LABEL: func.func @contiguous(
// CHECK: memref.copy
// CHECK-NOT: linalg.generic
func.func @contiguous(%x: memref<2x3xf32>, %y: memref<2x3xf32>) {
  memref.copy %x, %y : memref<2x3xf32> to memref<2x3xf32>
  return
}

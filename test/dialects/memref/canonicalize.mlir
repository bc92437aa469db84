// memref's canonicalization patterns as mlir-opt 22 applies them: constant
// allocation sizes made static behind a cast, allocations only stored into
// and freed dropped, self and empty copies dropped, subviews' constant
// arguments made static, subviews of casts and of all of their source,
// casts to the operand's own type, linalg ops reading through casts. Both
// tools must print the same bytes, custom and generic.
// RUN: terrace-opt --split-input-file --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --canonicalize %s | FileCheck %s
// RUN: terrace-opt --split-input-file --canonicalize %s > %t.terrace
// RUN: %mlir-opt --split-input-file --canonicalize %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --canonicalize --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --canonicalize --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir

func.func @alloc_const(%n: index, %v: f32) -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4, %n) {alignment = 64 : i64} : memref<?x?xf32>
  %dead = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %dead[%c0] : memref<8xf32>
  memref.dealloc %dead : memref<8xf32>
  return %m : memref<?x?xf32>
}
// CHECK-LABEL: func.func @alloc_const
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>

// -----

func.func @copies(%a: memref<4xf32>, %e: memref<0xf32>, %b: memref<0xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  memref.copy %e, %b : memref<0xf32> to memref<0xf32>
  return
}
// CHECK-LABEL: func.func @copies
// CHECK-NEXT: return

// -----

func.func @subviews(%a: memref<8x8xf32>, %s: memref<4xf32, strided<[?], offset: ?>>, %v: f32) -> (memref<2x2xf32, strided<[8, 1], offset: ?>>, memref<8x8xf32, strided<[8, 1]>>, memref<4xf32, strided<[?], offset: ?>>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %0 = memref.subview %a[%c1, %c2] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  %1 = memref.subview %a[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  %2 = memref.subview %s[%c0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %0, %1, %2 : memref<2x2xf32, strided<[8, 1], offset: ?>>, memref<8x8xf32, strided<[8, 1]>>, memref<4xf32, strided<[?], offset: ?>>
}
// CHECK-LABEL: func.func @subviews
// CHECK-NEXT: %subview = memref.subview %arg0[1, 2] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 10>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2x2xf32, strided<[8, 1], offset: 10>> to memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
// CHECK-NEXT: return %cast, %cast_0, %arg1

// -----

#map = affine_map<(d0) -> (d0)>
func.func @generic_through_cast(%a: memref<4xf32>, %b: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<4xf32> to memref<?xf32>
  %2 = memref.cast %1 : memref<?xf32> to memref<4xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : memref<?xf32>) outs(%2 : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  linalg.copy ins(%0 : memref<?xf32>) outs(%1 : memref<?xf32>)
  return
}
// CHECK-LABEL: func.func @generic_through_cast
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK: linalg.copy ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)

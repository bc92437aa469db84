// expand-realloc: a memref.realloc becomes an scf.if that, growing,
// allocates, copies the old elements to the front and frees the old buffer
// (not with emit-deallocs=false, as buffer-deallocation-pipeline runs it),
// and otherwise reinterprets the old buffer at the new size. The CHECK
// lines are mlir-opt 22's output; both tools must print the same bytes,
// alone and in buffer-deallocation-pipeline, which now expands reallocs
// first as MLIR's does.
// RUN: terrace-opt --expand-realloc %s | FileCheck %s
// RUN: terrace-opt --expand-realloc %s > %t.terrace
// RUN: %mlir-opt --expand-realloc %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --expand-realloc=emit-deallocs=false %s | FileCheck %s --check-prefix=NODEALLOC
// RUN: terrace-opt --expand-realloc=emit-deallocs=false %s > %t.terrace
// RUN: %mlir-opt --expand-realloc=emit-deallocs=false %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --buffer-deallocation-pipeline %s > %t.terrace
// RUN: %mlir-opt --buffer-deallocation-pipeline %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
//
// Compiled (linalg-to-llvm expands reallocs too) and interpreted, growing
// and shrinking: 0 + 1 + 2 + 3 + 10 + 10, and 0 + 1.
// RUN: terrace-run %S/Inputs/realloc-run.mlir --entry grow --compare-interpreter --no-cache --print 2>&1 | FileCheck %s --check-prefix=GROW
// GROW-DAG: output_0: f32 = 26.0
// GROW-DAG: the compiled results agree with the interpreter's
// RUN: terrace-run %S/Inputs/realloc-run.mlir --entry shrink --compare-interpreter --no-cache --print 2>&1 | FileCheck %s --check-prefix=SHRINK
// SHRINK-DAG: output_0: f32 = 1.0
// SHRINK-DAG: the compiled results agree with the interpreter's

// NODEALLOC-NOT: memref.dealloc

// CHECK-LABEL: func.func @dynamic(
// CHECK: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %alloc, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) {alignment = 8 : i64} : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc_0[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %alloc, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-LABEL: func.func @static_to_dynamic(
// CHECK: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c4, %arg0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc_0[0] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %alloc, %subview : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [%arg0], strides: [1] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-LABEL: func.func @dynamic_to_static(
// CHECK: %alloc = memref.alloc(%arg0) : memref<?xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %alloc, %c0 : memref<?xi32>
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %c10 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<10xi32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<10xi32>
// CHECK-NEXT: %subview = memref.subview %alloc_0[0] [%dim] [1] : memref<10xi32> to memref<?xi32, strided<[1]>>
// CHECK-NEXT: memref.copy %alloc, %subview : memref<?xi32> to memref<?xi32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xi32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<10xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [10], strides: [1] : memref<?xi32> to memref<10xi32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<10xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<10xi32>
// CHECK-LABEL: func.func @static_to_static(
// CHECK: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c4, %c16 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<16xf64>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf64>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [4] [1] : memref<16xf64> to memref<4xf64, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf64> to memref<4xf64, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf64>
// CHECK-NEXT: scf.yield %alloc : memref<16xf64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [16], strides: [1] : memref<4xf64> to memref<16xf64>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<16xf64>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<16xf64>

func.func @dynamic(%init_size: index, %new_size: index) -> memref<?xf32> {
  %alloc = memref.alloc(%init_size) : memref<?xf32>
  %realloc = memref.realloc %alloc (%new_size) {alignment = 8}: memref<?xf32> to memref<?xf32>
  return %realloc : memref<?xf32>
}

func.func @static_to_dynamic(%new_size: index) -> memref<?xf32> {
  %alloc = memref.alloc() : memref<4xf32>
  %realloc = memref.realloc %alloc (%new_size) : memref<4xf32> to memref<?xf32>
  return %realloc : memref<?xf32>
}

func.func @dynamic_to_static(%init_size: index) -> memref<10xi32> {
  %alloc = memref.alloc(%init_size) : memref<?xi32>
  %realloc = memref.realloc %alloc : memref<?xi32> to memref<10xi32>
  return %realloc : memref<10xi32>
}

func.func @static_to_static(%m: memref<4xf64>) -> memref<16xf64> {
  %realloc = memref.realloc %m : memref<4xf64> to memref<16xf64>
  return %realloc : memref<16xf64>
}

// convert-bufferization-to-memref as mlir-opt 22 runs it: clones become an
// allocation and a copy (ranked, with a layout through a cast, unranked
// through a loop over the sizes and a reshape); deallocs become `false`
// when they free nothing, an scf.if for one memref, aligned-pointer
// compares for one memref with retained ones, and otherwise a call of the
// module's private dealloc_helper (made once, its name made unique). The
// CHECK lines are mlir-opt's output; both tools print the same bytes, in
// custom and generic form. What has no lowering (to_tensor) is refused as
// mlir-opt refuses it.
// RUN: terrace-opt --split-input-file --convert-bufferization-to-memref %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --convert-bufferization-to-memref %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-bufferization-to-memref %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-bufferization-to-memref %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --convert-bufferization-to-memref --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-bufferization-to-memref --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: not terrace-opt --convert-bufferization-to-memref %S/Inputs/to-tensor.mlir 2>&1 | FileCheck %s --check-prefix=ILLEGAL
// RUN: not %mlir-opt --convert-bufferization-to-memref %S/Inputs/to-tensor.mlir 2>&1 | FileCheck %s --check-prefix=ILLEGAL
// ILLEGAL: to-tensor.mlir:2:8: error: failed to legalize operation 'bufferization.to_tensor' that was explicitly marked illegal
func.func @clone(%m: memref<?x4xf32>) -> memref<?x4xf32> {
  %c = bufferization.clone %m : memref<?x4xf32> to memref<?x4xf32>
  return %c : memref<?x4xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @clone(%arg0: memref<?x4xf32>) -> memref<?x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: %alloc = memref.alloc(%dim) : memref<?x4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?x4xf32> to memref<?x4xf32>
// CHECK-NEXT: return %alloc : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @dealloc_one(%m: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @dealloc_one(%arg0: memref<4xf32>, %arg1: i1) {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @dealloc_one_retain(%m: memref<4xf32>, %c: i1, %r: memref<4xf32>) -> i1 {
  %0 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%r : memref<4xf32>)
  return %0 : i1
}
// CHECK: module {
// CHECK-NEXT: func.func @dealloc_one_retain(%arg0: memref<4xf32>, %arg1: i1, %arg2: memref<4xf32>) -> i1 {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<4xf32> -> index
// CHECK-NEXT: %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %1 = arith.andi %0, %arg1 : i1
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %2 = arith.xori %0, %true : i1
// CHECK-NEXT: %3 = arith.andi %2, %arg1 : i1
// CHECK-NEXT: return %3 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @dealloc_two(%a: memref<4xf32>, %b: memref<?xf32>, %c: i1, %d: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<?xf32>) if (%c, %d) retain (%r : memref<2xf32>)
  return %0 : i1
}
// CHECK: module {
// CHECK-NEXT: func.func @dealloc_two(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: i1, %arg3: i1, %arg4: memref<2xf32>) -> i1 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<1xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg3, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT: %intptr_5 = memref.extract_aligned_pointer_as_index %arg4 : memref<2xf32> -> index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr_5, %alloc_1[%c0_6] : memref<1xindex>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_7 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_8 = memref.cast %alloc_1 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_9 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_10 = memref.alloc() : memref<1xi1>
// CHECK-NEXT: %cast_11 = memref.cast %alloc_9 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_12 = memref.cast %alloc_10 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_8, %cast_7, %cast_11, %cast_12) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloc_9[%c0_13] : memref<2xi1>
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_14 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %alloc_9[%c1_14] : memref<2xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_15 = arith.constant 0 : index
// CHECK-NEXT: %2 = memref.load %alloc_10[%c0_15] : memref<1xi1>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<1xindex>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_9 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_10 : memref<1xi1>
// CHECK-NEXT: return %2 : i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: %10 = arith.ori %9, %1 : i1
// CHECK-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT: scf.yield %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.andi %3, %1 : i1
// CHECK-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @none(%r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc retain (%r : memref<2xf32>)
  return %0 : i1
}
// CHECK: module {
// CHECK-NEXT: func.func @none(%arg0: memref<2xf32>) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @empty() {
  bufferization.dealloc
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @empty() {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @one_two(%m: memref<4xf32>, %c: i1, %r: memref<4xf32>, %s: memref<?xi8>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%r, %s : memref<4xf32>, memref<?xi8>)
  return %0#0, %0#1 : i1, i1
}
// CHECK: module {
// CHECK-NEXT: func.func @one_two(%arg0: memref<4xf32>, %arg1: i1, %arg2: memref<4xf32>, %arg3: memref<?xi8>) -> (i1, i1) {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<4xf32> -> index
// CHECK-NEXT: %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xi8> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_1 : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %3 = arith.andi %2, %arg1 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %4 = arith.xori %0, %true : i1
// CHECK-NEXT: %5 = arith.andi %4, %arg1 : i1
// CHECK-NEXT: %6 = arith.xori %1, %true : i1
// CHECK-NEXT: %7 = arith.andi %6, %arg1 : i1
// CHECK-NEXT: return %5, %7 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @clones(%m: memref<4xf32>, %u: memref<*xf32>, %s: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (memref<4xf32>, memref<?x4xf32, strided<[?, 1], offset: ?>>) {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %d = bufferization.clone %s : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %c, %d : memref<4xf32>, memref<?x4xf32, strided<[?, 1], offset: ?>>
}
// CHECK: module {
// CHECK-NEXT: func.func @clones(%arg0: memref<4xf32>, %arg1: memref<*xf32>, %arg2: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (memref<4xf32>, memref<?x4xf32, strided<[?, 1], offset: ?>>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg2, %c0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %alloc_0 = memref.alloc(%dim) : memref<?x4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc_0 : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg2, %cast : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %alloc, %cast : memref<4xf32>, memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func private @dealloc_helper()
func.func @two(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c, %c)
  return
}
func.func @three(%a: memref<4xf32>, %b: memref<4xf32>, %d: memref<?xf32>, %c: i1) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%a, %b, %d : memref<4xf32>, memref<4xf32>, memref<?xf32>) if (%c, %c, %c) retain (%a, %d : memref<4xf32>, memref<?xf32>)
  return %0#0, %0#1 : i1, i1
}
// CHECK: module {
// CHECK-NEXT: func.func private @dealloc_helper()
// CHECK-NEXT: func.func @two(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<4xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_6 = memref.cast %alloc_1 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_8 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper_0(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloc_7[%c0_11] : memref<2xi1>
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_12 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %alloc_7[%c1_12] : memref<2xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<0xindex>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<0xi1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @three(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<?xf32>, %arg3: i1) -> (i1, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xindex>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<3xi1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloc[%c0] : memref<3xindex>
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<4xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_2, %alloc[%c1] : memref<3xindex>
// CHECK-NEXT: %intptr_3 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xf32> -> index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: memref.store %intptr_3, %alloc[%c2] : memref<3xindex>
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg3, %alloc_0[%c0_4] : memref<3xi1>
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg3, %alloc_0[%c1_5] : memref<3xi1>
// CHECK-NEXT: %c2_6 = arith.constant 2 : index
// CHECK-NEXT: memref.store %arg3, %alloc_0[%c2_6] : memref<3xi1>
// CHECK-NEXT: %intptr_7 = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr_7, %alloc_1[%c0_8] : memref<2xindex>
// CHECK-NEXT: %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xf32> -> index
// CHECK-NEXT: %c1_10 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_9, %alloc_1[%c1_10] : memref<2xindex>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<3xindex> to memref<?xindex>
// CHECK-NEXT: %cast_11 = memref.cast %alloc_0 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %cast_12 = memref.cast %alloc_1 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_13 = memref.alloc() : memref<3xi1>
// CHECK-NEXT: %alloc_14 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %cast_15 = memref.cast %alloc_13 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %cast_16 = memref.cast %alloc_14 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper_0(%cast, %cast_12, %cast_11, %cast_15, %cast_16) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_17 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloc_13[%c0_17] : memref<3xi1>
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_18 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %alloc_13[%c1_18] : memref<3xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c2_19 = arith.constant 2 : index
// CHECK-NEXT: %2 = memref.load %alloc_13[%c2_19] : memref<3xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %arg2 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_20 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %alloc_14[%c0_20] : memref<2xi1>
// CHECK-NEXT: %c1_21 = arith.constant 1 : index
// CHECK-NEXT: %4 = memref.load %alloc_14[%c1_21] : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc : memref<3xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<3xi1>
// CHECK-NEXT: memref.dealloc %alloc_13 : memref<3xi1>
// CHECK-NEXT: memref.dealloc %alloc_14 : memref<2xi1>
// CHECK-NEXT: return %3, %4 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @dealloc_helper_0(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: %10 = arith.ori %9, %1 : i1
// CHECK-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT: scf.yield %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.andi %3, %1 : i1
// CHECK-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @unranked(%u: memref<*xf32>) -> memref<*xf32> {
  %c = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  return %c : memref<*xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @unranked(%arg0: memref<*xf32>) -> memref<*xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<*xf32>
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xindex>
// CHECK-NEXT: %1 = scf.for %arg1 = %c0 to %0 step %c1 iter_args(%arg2 = %c1) -> (index) {
// CHECK-NEXT: %dim = memref.dim %arg0, %arg1 : memref<*xf32>
// CHECK-NEXT: memref.store %dim, %alloca[%arg1] : memref<?xindex>
// CHECK-NEXT: %2 = arith.muli %arg2, %dim : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: %alloc = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: %reshape = memref.reshape %alloc(%alloca) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT: memref.copy %arg0, %reshape : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: return %reshape : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

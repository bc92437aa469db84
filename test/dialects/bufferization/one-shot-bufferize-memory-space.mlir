// Memory spaces in one-shot-bufferize, as mlir-opt 22's: an alloc_tensor's
// memory_space (else its copied value's, else the default) places its
// buffer; views, casts and ops whose result is an operand's buffer keep
// its memory space; a new buffer for a value goes where the value's
// would (memory_space on the alloc_tensor made for it); a copy to another
// memory space is an alloc there and a memref.copy. With
// use-encoding-for-memory-space, a value no op places goes to its tensor
// type's encoding (function arguments and results too, with function
// boundaries). Both tools print the same bytes for every option set; the
// CHECK lines are mlir-opt's output.
// RUN: terrace-opt --split-input-file --one-shot-bufferize="allow-return-allocs-from-loops" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="allow-return-allocs-from-loops" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="use-encoding-for-memory-space allow-return-allocs-from-loops" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="use-encoding-for-memory-space allow-return-allocs-from-loops" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="use-encoding-for-memory-space bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="use-encoding-for-memory-space bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="test-analysis-only use-encoding-for-memory-space allow-return-allocs-from-loops" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="test-analysis-only use-encoding-for-memory-space allow-return-allocs-from-loops" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="use-encoding-for-memory-space allow-return-allocs-from-loops" %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="use-encoding-for-memory-space allow-return-allocs-from-loops" %s | FileCheck %s
// RUN: terrace-opt --split-input-file --one-shot-bufferize="use-encoding-for-memory-space bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" %s | FileCheck %s --check-prefix=BOUNDARY

func.func @alloc_tesor_with_space_no_encoding() -> tensor<128xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<128xf32>
  return %0 : tensor<128xf32>
}

// -----

func.func @alloc_tesor_with_space_and_cast() -> tensor<128xf32, 1> {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<128xf32>
  %1 = tensor.cast %0 : tensor<128xf32> to tensor<128xf32, 1>
  return %1 : tensor<128xf32, 1>
}

// -----

func.func @alloc_tesor_with_space_with_encoding() -> tensor<128xf32, 1 : i64> {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<128xf32, 1 : i64>
  return %0 : tensor<128xf32, 1 : i64>
}

// -----

func.func @alloc_tesor_copy_from_default_space(%arg0: tensor<128xf32>) -> tensor<128xf32> {
  %0 = bufferization.alloc_tensor() copy(%arg0) {memory_space = 1 : i64} : tensor<128xf32>
  return %0 : tensor<128xf32>
}

// -----

func.func @alloc_tesor_copy_from_non_default_space(%arg0: tensor<128xf32, 1>) -> tensor<128xf32, 2> {
  %0 = bufferization.alloc_tensor() copy(%arg0) {memory_space = 2 : i64} : tensor<128xf32, 1>
  %1 = tensor.cast %0 : tensor<128xf32, 1> to tensor<128xf32, 2>
  return %1 : tensor<128xf32, 2>
}

// -----

func.func @alloc_tesor_copy_from_non_default_space_no_cast(%arg0: tensor<128xf32, 1>, %arg1: tensor<4xf32, 1>) -> tensor<128xf32, 1> {
  %0 = bufferization.alloc_tensor() copy(%arg0) {memory_space = 2 : i64} : tensor<128xf32, 1>
  %1 = tensor.insert_slice %arg1 into %arg0 [0][4][1] : tensor<4xf32, 1> into tensor<128xf32, 1>
  return %0 : tensor<128xf32, 1>
}

// -----

func.func @materialize_in_destination(%arg0: tensor<128xf32, 1>) -> tensor<128xf32, 2> {
  %0 = bufferization.alloc_tensor () {memory_space = 2 : i64} : tensor<128xf32, 2>
  %1 = bufferization.materialize_in_destination %arg0 in %0 : (tensor<128xf32, 1>, tensor<128xf32, 2>) -> tensor<128xf32, 2>
  return %1 : tensor<128xf32, 2>
}

// -----

func.func @from_elements(%fill: f32, %f: f32, %idx: index) -> tensor<3xf32, 1> {
  %t = tensor.from_elements %fill, %fill, %fill : tensor<3xf32, 1>
  %i = tensor.insert %f into %t[%idx] : tensor<3xf32, 1>
  return %i : tensor<3xf32, 1>
}

// -----

func.func @pad_memory_space(%t: tensor<?xf32>, %h1: index, %f: f32, %pos: index) -> f32 {
  %0 = bufferization.alloc_tensor() copy(%t) {memory_space = 3 : i64} : tensor<?xf32>
  %1 = tensor.pad %0 low[2] high[%h1] {
  ^bb0(%arg0: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<15xf32>
  %2 = tensor.extract %1[%pos] : tensor<15xf32>
  return %2 : f32
}

// -----

func.func @reshape_with_non_identity_layout(%arg0: memref<2x2xf32, strided<[?, ?], offset: ?>, 3>, %arg1: tensor<2xi32>, %idx: index) -> f32 {
  %t = bufferization.to_tensor %arg0 restrict : memref<2x2xf32, strided<[?, ?], offset: ?>, 3> to tensor<2x2xf32>
  %extracted_slice = tensor.extract_slice %t[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
  %reshape = tensor.reshape %extracted_slice(%arg1) : (tensor<2xf32>, tensor<2xi32>) -> tensor<1x2xf32>
  %r = tensor.extract %reshape[%idx, %idx] : tensor<1x2xf32>
  return %r : f32
}

// -----

func.func @scf_if_memory_space(%c: i1, %f: f32, %cst: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %alloc = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
  %filled = linalg.fill ins(%cst : f32) outs(%alloc : tensor<5xf32>) -> tensor<5xf32>
  %1 = scf.if %c -> tensor<5xf32> {
    scf.yield %filled : tensor<5xf32>
  } else {
    %2 = tensor.insert %f into %filled[%c0] : tensor<5xf32>
    scf.yield %2 : tensor<5xf32>
  }
  %r0 = tensor.extract %filled[%c0] : tensor<5xf32>
  %r1 = tensor.extract %1[%c0] : tensor<5xf32>
  return %r0, %r1 : f32, f32
}

// -----

func.func @scf_for_swapping_yields_memory_space(%sz: index, %C : tensor<4xf32>, %lb : index, %ub : index, %step : index) -> (f32, f32) {
  %A = bufferization.alloc_tensor(%sz) {memory_space = 1 : i64} : tensor<?xf32>
  %B = bufferization.alloc_tensor(%sz) {memory_space = 1 : i64} : tensor<?xf32>
  %r0:2 = scf.for %i = %lb to %ub step %step iter_args(%tA = %A, %tB = %B) -> (tensor<?xf32>, tensor<?xf32>) {
    %ttA = tensor.insert_slice %C into %tA[0][4][1] : tensor<4xf32> into tensor<?xf32>
    %ttB = tensor.insert_slice %C into %tB[0][4][1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %ttB, %ttA : tensor<?xf32>, tensor<?xf32>
  }
  %f0 = tensor.extract %r0#0[%step] : tensor<?xf32>
  %f1 = tensor.extract %r0#1[%step] : tensor<?xf32>
  return %f0, %f1: f32, f32
}

// -----

func.func @collapse_expand(%c: i1) -> tensor<2x3xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 5 : i64} : tensor<6xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %2 = tensor.collapse_shape %1 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %3 = tensor.extract_slice %2[1] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %4 = tensor.cast %3 : tensor<3xf32> to tensor<?xf32>
  %5 = arith.select %c, %1, %1 : tensor<2x3xf32>
  return %5 : tensor<2x3xf32>
}

// -----

func.func @consts(%i: index, %v: i32) -> tensor<3xi32> {
  %cst = arith.constant dense<[5, 1000, 20]> : tensor<3xi32>
  %0 = tensor.insert %v into %cst[%i] : tensor<3xi32>
  %e = tensor.empty() : tensor<3xi32, 7 : i64>
  %g = tensor.generate {
  ^bb0(%j: index):
    tensor.yield %v : i32
  } : tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @ic(%a: tensor<4xi32, 2 : i64>, %i: index) -> index {
  %0 = arith.index_cast %a : tensor<4xi32, 2 : i64> to tensor<4xindex, 2 : i64>
  %e = tensor.extract %0[%i] : tensor<4xindex, 2 : i64>
  return %e : index
}

// -----

func.func @select_layouts(%c: i1, %t: tensor<8xf32>, %i: index, %v: f32) -> tensor<4xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xf32>
  %1 = tensor.extract_slice %0[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %2 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %3 = arith.select %c, %1, %2 : tensor<4xf32>
  %4 = tensor.insert %v into %3[%i] : tensor<4xf32>
  return %4 : tensor<4xf32>
}

// -----

func.func @index_cast_keeps_space(%i: index) -> index {
  %0 = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xi32>
  %1 = arith.index_cast %0 : tensor<4xi32> to tensor<4xindex>
  %2 = tensor.extract %1[%i] : tensor<4xindex>
  return %2 : index
}

// -----

func.func @empty_with_encoding(%i: index, %v: f32) -> f32 {
  %0 = tensor.empty() : tensor<4xf32, 3 : i64>
  %1 = tensor.insert %v into %0[%i] : tensor<4xf32, 3 : i64>
  %2 = tensor.extract %1[%i] : tensor<4xf32, 3 : i64>
  return %2 : f32
}

// -----

func.func @execute_region_memory_space(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = scf.execute_region -> tensor<5xf32> {
    %1 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
    %2 = tensor.insert %f into %1[%c0] : tensor<5xf32>
    scf.yield %2 : tensor<5xf32>
  }
  %r = tensor.extract %0[%c0] : tensor<5xf32>
  return %r : f32
}

// -----

func.func @while_memory_space(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = bufferization.alloc_tensor() {memory_space = 4 : i64} : tensor<5xf32>
  %r:2 = scf.while (%i = %c0, %t = %0) : (index, tensor<5xf32>) -> (index, tensor<5xf32>) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %t : index, tensor<5xf32>
  } do {
  ^bb0(%i: index, %t: tensor<5xf32>):
    %u = tensor.insert %f into %t[%c0] : tensor<5xf32>
    %j = arith.addi %i, %c1 : index
    scf.yield %j, %u : index, tensor<5xf32>
  }
  %e = tensor.extract %r#1[%c0] : tensor<5xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @alloc_tesor_with_space_no_encoding()
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xf32, 1>
// CHECK: bufferization.to_tensor %[[A]] : memref<128xf32, 1> to tensor<128xf32>
// CHECK-LABEL: func.func @alloc_tesor_with_space_and_cast()
// CHECK: bufferization.to_tensor %{{.*}} : memref<128xf32, 1> to tensor<128xf32, 1 : i64>
// CHECK-LABEL: func.func @alloc_tesor_copy_from_default_space(
// CHECK: %[[V:.*]] = bufferization.to_buffer %arg0 : tensor<128xf32> to memref<128xf32, strided<[?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xf32, 1>
// CHECK: memref.copy %[[V]], %[[A]] : memref<128xf32, strided<[?], offset: ?>> to memref<128xf32, 1>
// CHECK-LABEL: func.func @alloc_tesor_copy_from_non_default_space(
// CHECK: bufferization.to_buffer %arg0 : tensor<128xf32, 1 : i64> to memref<128xf32, strided<[?], offset: ?>, 1>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<128xf32, 2>
// CHECK: memref.copy {{.*}} : memref<128xf32, strided<[?], offset: ?>, 1> to memref<128xf32, 2>
// CHECK-LABEL: func.func @alloc_tesor_copy_from_non_default_space_no_cast(
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<128xf32, 2>
// CHECK: bufferization.to_tensor %{{.*}} : memref<128xf32, 2> to tensor<128xf32, 1 : i64>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<128xf32, 1>
// CHECK: memref.subview {{.*}} : memref<128xf32, 1> to memref<4xf32, strided<[1]>, 1>
// CHECK-LABEL: func.func @materialize_in_destination(
// CHECK: memref.copy {{.*}} : memref<128xf32, strided<[?], offset: ?>, 1> to memref<128xf32, 2>
// CHECK-LABEL: func.func @from_elements(
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<3xf32, 1>
// CHECK-COUNT-4: memref.store {{.*}} : memref<3xf32, 1>
// CHECK-LABEL: func.func @pad_memory_space(
// CHECK: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32, 3>
// CHECK: %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<15xf32, 3>
// CHECK: linalg.map outs(%[[P]] : memref<15xf32, 3>)
// CHECK: memref.subview %[[P]][2] [%{{.*}}] [1] : memref<15xf32, 3> to memref<?xf32, strided<[1], offset: 2>, 3>
// CHECK-LABEL: func.func @reshape_with_non_identity_layout(
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<2xf32, 3>
// CHECK: memref.reshape {{.*}} -> memref<1x2xf32, 3>
// CHECK-LABEL: func.func @scf_if_memory_space(
// CHECK: scf.if %{{.*}} -> (memref<5xf32, 1>)
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<5xf32, 1>
// CHECK-LABEL: func.func @scf_for_swapping_yields_memory_space(
// CHECK-COUNT-2: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32, 1>
// CHECK: scf.for
// CHECK-COUNT-2: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32, 1>
// CHECK-LABEL: func.func @collapse_expand(
// CHECK: memref.expand_shape {{.*}} : memref<6xf32, 5> into memref<2x3xf32, 5>
// CHECK: memref.collapse_shape {{.*}} : memref<2x3xf32, 5> into memref<6xf32, 5>
// CHECK: arith.select {{.*}} : memref<2x3xf32, 5>
// CHECK-LABEL: func.func @select_layouts(
// CHECK: memref.cast {{.*}} : memref<4xf32, strided<[1], offset: 2>, 1> to memref<4xf32, strided<[?], offset: ?>, 1>
// CHECK: memref.cast {{.*}} : memref<4xf32, 1> to memref<4xf32, strided<[?], offset: ?>, 1>
// CHECK: arith.select {{.*}} : memref<4xf32, strided<[?], offset: ?>, 1>
// CHECK-LABEL: func.func @index_cast_keeps_space(
// CHECK: arith.index_cast {{.*}} : memref<4xi32, 2> to memref<4xindex, 2>
// CHECK-LABEL: func.func @empty_with_encoding(
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<4xf32, 3>
// CHECK-LABEL: func.func @execute_region_memory_space(
// CHECK: scf.execute_region -> memref<5xf32, 1>
// CHECK-LABEL: func.func @while_memory_space(
// CHECK: scf.while {{.*}} : (index, memref<5xf32, 4>) -> (index, memref<5xf32, 4>)

// With function boundaries, arguments and results are in their tensor
// types' encodings; a result made in another memory space is copied.
// BOUNDARY-LABEL: func.func @alloc_tesor_with_space_no_encoding() -> memref<128xf32>
// BOUNDARY: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xf32, 1>
// BOUNDARY: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
// BOUNDARY: memref.copy %[[A]], %[[B]] : memref<128xf32, 1> to memref<128xf32>
// BOUNDARY: return %[[B]] : memref<128xf32>
// BOUNDARY-LABEL: func.func @alloc_tesor_with_space_and_cast() -> memref<128xf32, 1>
// BOUNDARY-LABEL: func.func @alloc_tesor_copy_from_non_default_space(%arg0: memref<128xf32, 1>) -> memref<128xf32, 2>
// BOUNDARY-LABEL: func.func @from_elements(%arg0: f32, %arg1: f32, %arg2: index) -> memref<3xf32, 1>

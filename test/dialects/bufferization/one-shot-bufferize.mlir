// one-shot-bufferize as mlir-opt 22 runs it: the analysis decides which
// tensor operands are written in place (a write to a function argument
// that is read later, or to a constant, copies first), tensor ops become
// memref ops and allocations, function boundaries become memrefs with
// the layouts the options ask for. Both tools must print the same bytes,
// for every set of options below; the CHECK lines are mlir-opt's output.
// RUN: terrace-opt --split-input-file --one-shot-bufferize=bufferize-function-boundaries %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --one-shot-bufferize=bufferize-function-boundaries %s | FileCheck %s
// RUN: terrace-opt --split-input-file --one-shot-bufferize=bufferize-function-boundaries %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize=bufferize-function-boundaries %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize=bufferize-function-boundaries --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize=bufferize-function-boundaries --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="unknown-type-conversion=identity-layout-map" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="unknown-type-conversion=identity-layout-map" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize=copy-before-write %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize=copy-before-write %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries buffer-alignment=0" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries buffer-alignment=0" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir

// A matmul into a filled new buffer; the arguments are only read.
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %m : tensor<4x16xf32>
}
// CHECK-LABEL: func.func @matmul(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x16xf32, strided<[?, ?], offset: ?>>) -> memref<4x16xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x16xf32>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x16xf32> to memref<4x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<4x16xf32>

// -----

// tensor.insert into an argument read afterwards copies it first; the
// read sees the argument as it was.
func.func @insert_then_read(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %i = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %i, %x : tensor<4xf32>, f32
}
// CHECK-LABEL: func.func @insert_then_read
// CHECK: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c1] : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>

// -----

// Nothing reads the argument after the insert: it is written in place.
func.func @insert_in_place(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %i = tensor.insert %v into %t[%c1] : tensor<4xf32>
  return %i : tensor<4xf32>
}
// CHECK-LABEL: func.func @insert_in_place(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %arg0 : memref<4xf32, strided<[?], offset: ?>>

// -----

// An extract_slice / insert_slice pair of the same subset is in place.
func.func @slice_pair(%t: tensor<8x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %s = tensor.extract_slice %t[2, 2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = tensor.insert_slice %f into %t[2, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
// CHECK-LABEL: func.func @slice_pair
// CHECK-NEXT: %subview = memref.subview %arg0[2, 2] [4, 4] [1, 1]
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<4x4xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: %subview_0 = memref.subview %arg0[2, 2] [4, 4] [1, 1]
// CHECK-NEXT: memref.copy %subview, %subview_0

// -----

func.func @slice(%t: tensor<8x8xf32>, %s: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<8x8xf32>) {
  %e = tensor.extract_slice %t[1, 1] [2, 4] [1, 2] : tensor<8x8xf32> to tensor<2x4xf32>
  %i = tensor.insert_slice %s into %t[3, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
  return %e, %i : tensor<2x4xf32>, tensor<8x8xf32>
}
func.func @fe(%a: f32, %b: f32) -> tensor<2x2xf32> {
  %t = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  return %t : tensor<2x2xf32>
}
func.func @gen(%n: index) -> tensor<?x3xindex> {
  %t = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x3xindex>
  return %t : tensor<?x3xindex>
}
func.func @splat(%a: f32) -> tensor<4xf32> {
  %t = tensor.splat %a : tensor<4xf32>
  return %t : tensor<4xf32>
}
func.func @reshape(%t: tensor<2x6xf32>) -> (tensor<12xf32>, tensor<2x2x3xf32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
  %e = tensor.expand_shape %t [[0], [1, 2]] output_shape [2, 2, 3] : tensor<2x6xf32> into tensor<2x2x3xf32>
  return %c, %e : tensor<12xf32>, tensor<2x2x3xf32>
}
func.func @cst() -> tensor<3xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  return %c : tensor<3xf32>
}
func.func @pad(%t: tensor<2x3xf32>, %v: f32) -> tensor<4x6xf32> {
  %p = tensor.pad %t low[1, 2] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<4x6xf32>
  return %p : tensor<4x6xf32>
}
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<6x3xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return %c : tensor<6x3xf32>
}
func.func @treshape(%t: tensor<2x6xf32>, %s: tensor<2xi64>) -> tensor<4x3xf32> {
  %r = tensor.reshape %t(%s) : (tensor<2x6xf32>, tensor<2xi64>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
func.func @ins(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32, index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %i = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %d = tensor.dim %i, %c0 : tensor<4xf32>
  return %i, %x, %d : tensor<4xf32>, f32, index
}

// -----

func.func @c() -> (tensor<f32>, tensor<2x3xi32>, tensor<f32>) {
  %a = arith.constant dense<1.0> : tensor<f32>
  %b = arith.constant dense<2> : tensor<2x3xi32>
  %c = arith.constant dense<3.0> : tensor<f32>
  return %a, %b, %c : tensor<f32>, tensor<2x3xi32>, tensor<f32>
}
func.func @d() -> tensor<f32> {
  %a = arith.constant dense<1.0> : tensor<f32>
  return %a : tensor<f32>
}
func.func @e(%x: f32) -> (tensor<2xf32>, tensor<?xf32>) {
  %a = tensor.from_elements %x, %x : tensor<2xf32>
  %b = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  return %a, %b : tensor<2xf32>, tensor<?xf32>
}

// -----

func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @callee(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %i = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %i, %f : tensor<4xf32>, tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c1 = arith.constant 1 : index
  %a:2 = call @callee(%t, %v) : (tensor<4xf32>, f32) -> (tensor<4xf32>, tensor<4xf32>)
  %x = tensor.extract %t[%c1] : tensor<4xf32>
  %b = call @ext(%a#1) : (tensor<4xf32>) -> tensor<4xf32>
  %y = tensor.extract %a#1[%c1] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  return %b, %s : tensor<4xf32>, f32
}
func.func @pair(%t: tensor<8x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %s = tensor.extract_slice %t[2, 2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = tensor.insert_slice %f into %t[2, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
func.func @dyn(%t: tensor<?x4xf32>, %n: index) -> (tensor<?x4xf32>, tensor<?xf32>) {
  %s = tensor.extract_slice %t[0, 0] [%n, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %m = linalg.copy ins(%s : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  %i = tensor.insert %v into %s[%c0, %c0] : tensor<?x4xf32>
  return %i, %c : tensor<?x4xf32>, tensor<?xf32>
}

// -----

// A pad of dynamic size: its sizes computed once unused (as MLIR does),
// once for the allocation, and the source copied in at the low padding.
func.func @dynamic_pad(%t: tensor<?x3xf32>, %v: f32, %l: index) -> tensor<?x6xf32> {
  %p = tensor.pad %t low[%l, 2] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}

// -----

// A collapse of a strided buffer whose groups are contiguous is a view;
// of one whose contiguity is unknown, a copy.
func.func @collapse_strided(%t: tensor<6x4xf32>) -> (tensor<3xf32>, tensor<24xf32>) {
  %s = tensor.extract_slice %t[0, 2] [3, 1] [2, 1] : tensor<6x4xf32> to tensor<3x1xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
  %d = tensor.collapse_shape %t [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  return %c, %d : tensor<3xf32>, tensor<24xf32>
}

// one-shot-bufferize through scf as mlir-opt 22 runs it: loops carry
// buffers (copied where a yielded value may share a buffer from outside),
// scf.if yields its branches' buffers and scf.index_switch its cases'
// (fully dynamic layout where they differ), scf.execute_region its
// yield's, scf.forall writes its shared outputs through subviews and
// privatizes what its iterations would share. Both tools must print the
// same bytes; the CHECK lines are mlir-opt's output.
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" %s | FileCheck %s
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="allow-return-allocs-from-loops" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="allow-return-allocs-from-loops" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir

// A loop that fills its iteration argument in place.
func.func @for_in_place(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %f = arith.index_cast %i : index to i32
    %v = arith.sitofp %f : i32 to f32
    %u = tensor.insert %v into %a[%i] : tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// Two iteration arguments that swap places each iteration.
func.func @for_swap(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
// CHECK-LABEL: func.func @for_swap
// CHECK: scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg0, %arg4 = %arg1)
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg4, %alloc
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg3, %alloc_0
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast, %cast_1

// -----

// A loop whose init is read after it: the init is copied.
func.func @for_init_read_after(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %u = tensor.insert %v into %a[%i] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

// Branches yield different buffers: the result has the fully dynamic layout.
func.func @if_branches(%c: i1, %t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// An if that writes into the same argument in both branches.
func.func @if_in_place(%c: i1, %t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (tensor<4xf32>) {
    %u = tensor.insert %v into %t[%c0] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  } else {
    %u = tensor.insert %v into %t[%c1] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A while loop carrying a tensor.
func.func @while_loop(%t: tensor<4xi32>, %n: i32) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<4xi32>) -> tensor<4xi32> {
    %x = tensor.extract %a[%c0] : tensor<4xi32>
    %go = arith.cmpi slt, %x, %n : i32
    scf.condition(%go) %a : tensor<4xi32>
  } do {
  ^bb0(%b: tensor<4xi32>):
    %x = tensor.extract %b[%c0] : tensor<4xi32>
    %one = arith.constant 1 : i32
    %y = arith.addi %x, %one : i32
    %u = tensor.insert %y into %b[%c0] : tensor<4xi32>
    scf.yield %u : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}

// -----

// scf.forall writes its shared output through parallel_insert_slice; a
// slice of a tensor from outside is privatized before it is written.
func.func @forall(%t: tensor<8xf32>, %s: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %a = tensor.extract_slice %s[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<2xf32>) {
    ^bb0(%x: f32):
      %y = arith.mulf %x, %x : f32
      linalg.yield %y : f32
    } -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %b into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
// CHECK-LABEL: func.func @forall
// CHECK-NEXT: scf.forall (%arg2) in (4) {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: %subview = memref.subview %arg1[%0] [2] [1]
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: memref.copy %subview, %alloc
// CHECK: %subview_0 = memref.subview %arg0[%0] [2] [1]
// CHECK-NEXT: memref.copy %alloc, %subview_0

// -----

// scf.index_switch yields its cases' buffers, as scf.if its branches';
// the two buffer types differ, so the result takes the fully dynamic
// layout and the new allocation is cast to it.
// CHECK-LABEL: func.func @index_switch(
// CHECK-SAME: %[[I:.+]]: index, %[[T:.+]]: memref<4xf32, strided<[?], offset: ?>>, %[[V:.+]]: f32) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[R:.+]] = scf.index_switch %[[I]] -> memref<4xf32, strided<[?], offset: ?>>
// CHECK: case 0 {
// CHECK: %[[A:.+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: linalg.fill ins(%[[V]] : f32) outs(%[[A]] : memref<4xf32>)
// CHECK: %[[C:.+]] = memref.cast %[[A]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK: scf.yield %[[C]]
// CHECK: default {
// CHECK: scf.yield %[[T]]
// CHECK: return %[[R]]
func.func @index_switch(%i: index, %t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// scf.execute_region takes its yield's buffer types; a write to an
// argument that is read after the region goes to a copy (the dead cast is
// mlir-opt's own: the function's result type is the region's).
// CHECK-LABEL: func.func @execute_region_copy(
// CHECK-SAME: %[[T:.+]]: memref<4xf32, strided<[?], offset: ?>>, %[[I:.+]]: index, %[[F:.+]]: f32) -> (memref<4xf32>, f32)
// CHECK: %[[R:.+]] = scf.execute_region -> memref<4xf32> {
// CHECK-NEXT: %[[A:.+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %[[T]], %[[A]]
// CHECK-NEXT: memref.store %[[F]], %[[A]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: scf.yield %[[A]] : memref<4xf32>
// CHECK: %[[L:.+]] = memref.load %[[T]][%[[I]]]
// CHECK: return %[[R]], %[[L]] : memref<4xf32>, f32
func.func @execute_region_copy(%a: tensor<4xf32>, %i: index, %f: f32) -> (tensor<4xf32>, f32) {
  %0 = scf.execute_region -> tensor<4xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  %r = tensor.extract %a[%i] : tensor<4xf32>
  return %0, %r : tensor<4xf32>, f32
}

// -----

// In place through a nested scf.if; the region's result is equivalent to
// the argument.
// CHECK-LABEL: func.func @execute_region_in_place(
// CHECK-SAME: %[[T:[^:]+]]: memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[R:.+]] = scf.execute_region -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK: memref.store %{{.+}}, %[[T]]
// CHECK: return %[[R]]
func.func @execute_region_in_place(%a: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = scf.execute_region -> tensor<4xf32> {
    %1 = scf.if %c -> tensor<4xf32> {
      %2 = tensor.insert %f into %a[%i] : tensor<4xf32>
      scf.yield %2 : tensor<4xf32>
    } else {
      scf.yield %a : tensor<4xf32>
    }
    scf.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// ownership-based-buffer-deallocation as mlir-opt 22 runs it, on what
// one-shot-bufferize makes: each block frees what it owns before its
// terminator (bufferization.dealloc of the base buffers, retaining what it
// passes on), loops and conditionals carry ownership indicators as extra
// arguments and results, a function clones what it returns without owning
// it. Both tools must print the same bytes.
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" %s > %t.bufferized
// RUN: terrace-opt --split-input-file --ownership-based-buffer-deallocation %t.bufferized | FileCheck %s
// RUN: %mlir-opt --split-input-file --ownership-based-buffer-deallocation %t.bufferized | FileCheck %s
// RUN: terrace-opt --split-input-file --ownership-based-buffer-deallocation %t.bufferized > %t.terrace
// RUN: %mlir-opt --split-input-file --ownership-based-buffer-deallocation %t.bufferized > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --ownership-based-buffer-deallocation --mlir-print-op-generic %t.bufferized > %t.terrace
// RUN: %mlir-opt --split-input-file --ownership-based-buffer-deallocation --mlir-print-op-generic %t.bufferized > %t.mlir
// RUN: diff %t.terrace %t.mlir

func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %m : tensor<4x16xf32>
}
// CHECK-LABEL: func.func @matmul
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0
// CHECK: %0 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false, %false_0, %true) retain (%alloc : memref<4x16xf32>)
// CHECK-NEXT: return %alloc : memref<4x16xf32>

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

// -----

// scf.index_switch yields a buffer from each case, as scf.if from each
// branch; cf.assert writes to no particular resource (it has stated
// effects, so the pass takes it).
func.func @index_switch(%i: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    %e = tensor.empty() : tensor<4xf32>
    %c = arith.constant 1.0 : f32
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  case 1 {
    scf.yield %t : tensor<4xf32>
  }
  default {
    %false = arith.constant false
    cf.assert %false, "out of range"
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

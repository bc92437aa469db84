// ownership-based-buffer-deallocation on functions whose blocks branch (cf),
// as mlir-opt 22 runs it: blocks are processed each after those that
// dominate it; a memref live into a block is owned there as where it was
// defined and freed there; a block argument gets an i1 argument for its
// ownership; cf.br frees what its block owns and the successor does not
// keep, cf.cond_br does so once per successor (conditions and-ed with the
// branch taken) and gives a memref both successors keep `select %c, then,
// else`. Both tools print the same bytes, alone and in the whole
// buffer-deallocation-pipeline. The CHECK lines are mlir-opt's output.
// RUN: terrace-opt --split-input-file --ownership-based-buffer-deallocation %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --ownership-based-buffer-deallocation %s | FileCheck %s
// RUN: terrace-opt --split-input-file --ownership-based-buffer-deallocation %s > %t.terrace
// RUN: %mlir-opt --split-input-file --ownership-based-buffer-deallocation %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --ownership-based-buffer-deallocation --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --ownership-based-buffer-deallocation --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --buffer-deallocation-pipeline %s > %t.terrace
// RUN: %mlir-opt --split-input-file --buffer-deallocation-pipeline %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// The deallocated code runs without a leak or a double free, and gives what
// the code without deallocations gives (Inputs/dealloc-cf-run.mlir calls
// the functions below both ways the branches go).
// RUN: terrace-opt --buffer-deallocation-pipeline --convert-bufferization-to-memref %S/Inputs/dealloc-cf-run.mlir > %t.run.mlir
// RUN: terrace-run --interpret %t.run.mlir --entry main --print --print-format compact | FileCheck %s --check-prefix=EXEC
// A chain of 200,000 blocks passing a buffer along: walked without
// recursion (no stack overflow) and without recomputing liveness per
// block; the last block frees the buffer it was passed (a chain of three
// is byte for byte mlir-opt's; one this long overflows mlir-opt's stack).
// RUN: %python %S/Inputs/dealloc_chain.py 3 > %t.chain3.mlir
// RUN: terrace-opt --ownership-based-buffer-deallocation %t.chain3.mlir > %t.terrace
// RUN: %mlir-opt --ownership-based-buffer-deallocation %t.chain3.mlir > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: %python %S/Inputs/dealloc_chain.py 200000 > %t.chain.mlir
// RUN: terrace-opt --ownership-based-buffer-deallocation %t.chain.mlir | FileCheck %s --check-prefix=CHAIN
// CHAIN: ^bb200000(%[[LAST:.*]]: memref<2xf32>, %[[OWNED:.*]]: i1):
// CHAIN-NEXT: %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[LAST]]
// CHAIN-NEXT: bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[OWNED]])
// CHAIN-NEXT: return
// EXEC: output_0: f32 = 3
// EXEC-NEXT: output_1: f32 = 7
// EXEC-NEXT: output_2: f32 = 4
// EXEC-NEXT: output_3: f32 = 10
// EXEC-NEXT: output_4: f32 = 2
// EXEC-NEXT: output_5: f32 = 5

// One branch allocates, the other passes the argument on; the join
// returns what it gets, cloned unless it owns it.
// CHECK-LABEL: func.func @diamond(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = arith.andi %false, %arg0 : i1
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0) retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %2 = arith.xori %true, %arg0 : i1
// CHECK-NEXT: %3 = arith.andi %false, %2 : i1
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%3)
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_0 : memref<f32>) if (%1) retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: cf.br ^bb3(%arg1, %4 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %true_4 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %5 = bufferization.dealloc (%base_buffer_5 : memref<f32>) if (%true_4) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: cf.br ^bb3(%alloc, %5 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb3(%6: memref<2xf32>, %7: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %8 = scf.if %7 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %6 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %10 = bufferization.clone %6 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %10 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %6 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %8 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %9 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%7, %true_9) retain (%8 : memref<2xf32>)
// CHECK-NEXT: return %8 : memref<2xf32>
// CHECK-NEXT: }
func.func @diamond(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg : memref<2xf32>)
^bb2:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  return %r : memref<2xf32>
}

// -----

// An allocation live in both successors: each dealloc retains it, and its
// ownership after the branch is `select %c, then, else`.
// CHECK-LABEL: func.func @both_keep(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = arith.andi %true, %arg0 : i1
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %2 = arith.xori %true_0, %arg0 : i1
// CHECK-NEXT: %3 = arith.andi %true, %2 : i1
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer : memref<f32>) if (%3) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: %5 = arith.select %arg0, %1, %4 : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %6 = memref.load %alloc[%c0] : memref<2xf32>
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%5)
// CHECK-NEXT: cf.br ^bb3(%6 : f32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %7 = memref.load %alloc[%c0] : memref<2xf32>
// CHECK-NEXT: %8 = arith.addf %7, %7 : f32
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_5 : memref<f32>) if (%5)
// CHECK-NEXT: cf.br ^bb3(%8 : f32)
// CHECK-NEXT: ^bb3(%9: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %9 : f32
// CHECK-NEXT: }
func.func @both_keep(%c: i1, %v: f32) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.load %a[%c0] : memref<2xf32>
  cf.br ^bb3(%x : f32)
^bb2:
  %y = memref.load %a[%c0] : memref<2xf32>
  %z = arith.addf %y, %y : f32
  cf.br ^bb3(%z : f32)
^bb3(%r: f32):
  return %r : f32
}

// -----

// An allocation of the entry block used two blocks later: the blocks in
// between own it and pass it on through liveness.
// CHECK-LABEL: func.func @live_across(%arg0: i1) -> memref<4xf32> {
func.func @live_across(%c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  cf.br ^bb1
^bb1:
  %b = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  return %a : memref<4xf32>
^bb3:
  return %b : memref<4xf32>
}

// -----

// Nothing to free or keep: the dealloc before the branch is empty.
// CHECK-LABEL: func.func @empty(%arg0: i1) {
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty(%c: i1) {
  cf.br ^bb1
^bb1:
  return
}

// -----

// A block no branch reaches is left as it is.
// CHECK-LABEL: func.func @unreachable(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: return %alloc_0 : memref<2xf32>
// CHECK-NEXT: }
func.func @unreachable(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  return %a : memref<2xf32>
^bb1:
  %b = memref.alloc() : memref<2xf32>
  return %b : memref<2xf32>
}

// -----

// Two returns: the function's result type is what both return.
// CHECK-LABEL: func.func @two_returns(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
func.func @two_returns(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : memref<2xf32>
^bb2:
  return %m : memref<2xf32>
}

// -----

// Structured control flow inside a function of several blocks, and a
// block argument that carries a buffer and its ownership.
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: memref<4xf32>) -> memref<4xf32> {
func.func @nested(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  cf.cond_br %c, ^bb1(%r : memref<4xf32>), ^bb2
^bb1(%x: memref<4xf32>):
  %b = memref.alloc() : memref<4xf32>
  memref.copy %x, %b : memref<4xf32> to memref<4xf32>
  cf.br ^bb2
^bb2:
  return %m : memref<4xf32>
}

// -----

// An scf.execute_region whose body branches.
// CHECK-LABEL: func.func @region_of_blocks(%arg0: i1, %arg1: memref<4xf32>) -> memref<4xf32> {
func.func @region_of_blocks(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.execute_region -> memref<4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  ^bb2:
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}

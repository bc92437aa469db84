// Where Terrace differs from mlir-opt 22 on purpose: folding a cast of a
// shared output into an scf.forall whose parallel inserts come in another
// order than its outputs. MLIR 22 points the i-th insert at the i-th
// output, which swaps what the loop writes where (the MLIR RUN line shows
// %arg2, meant for %arg6, written into %arg5); Terrace points only the
// inserts into the cast argument at the new argument, and the program
// computes the same before and after (the terrace-run lines compare).
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s --check-prefix=MLIR
// RUN: terrace-run --interpret %s --entry other_order --seed 1 --print > %t.before
// RUN: terrace-opt --canonicalize %s -o %t.mlir
// RUN: terrace-run --interpret %t.mlir --entry other_order --seed 1 --print > %t.after
// RUN: diff %t.before %t.after

func.func @other_order(%t: tensor<4xf32>, %u: tensor<4xf32>, %v: tensor<1xf32>, %w: tensor<1xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %c, %p = %u) -> (tensor<?xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %p[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %w into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @other_order(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<1xf32>, %arg3: tensor<1xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
// CHECK-NEXT: %0:2 = scf.forall (%arg4) in (4) shared_outs(%arg5 = %arg0, %arg6 = %arg1) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg6[%arg4] [1] [1] : tensor<1xf32> into tensor<4xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg3 into %arg5[%arg4] [1] [1] : tensor<1xf32> into tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %0#0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast, %0#1 : tensor<?xf32>, tensor<4xf32>
// CHECK-NEXT: }

// MLIR: tensor.parallel_insert_slice %arg2 into %arg5[%arg4] [1] [1] : tensor<1xf32> into tensor<4xf32>

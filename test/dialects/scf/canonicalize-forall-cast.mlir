// scf.forall canonicalization of shared outputs made by a tensor.cast that
// forgets sizes (FoldTensorCastOfOutputIntoForallOp): the loop runs on the
// cast's source, its block argument cast back inside (which then folds),
// its result cast after the loop; and tensor.dim of a loop's result reads
// its shared output. The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --split-input-file --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --canonicalize %s | FileCheck %s

// tensor.dim of a forall's result reads the shared output it came from.
func.func @dim_of_forall(%t: tensor<?x8xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<?x8xf32>) {
    %s = tensor.extract_slice %o[0, 0] [1, 8] [1, 1] : tensor<?x8xf32> to tensor<1x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<?x8xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?x8xf32>
  return %d : index
}

// -----

// A shared output made by a cast that forgets sizes: the loop runs on the
// cast's source, a cast back inside the body and after the loop.
func.func @cast_of_output(%t: tensor<4x8xf32>, %v: tensor<1x8xf32>) -> tensor<?x8xf32> {
  %c = tensor.cast %t : tensor<4x8xf32> to tensor<?x8xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %c) -> (tensor<?x8xf32>) {
    %d = tensor.dim %o, %i : tensor<?x8xf32>
    %s = tensor.extract_slice %o[%d, 0] [1, 8] [1, 1] : tensor<?x8xf32> to tensor<1x8xf32>
    %a = arith.addf %s, %v : tensor<1x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%i, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<?x8xf32>
    }
  }
  return %r : tensor<?x8xf32>
}

// -----

// Two outputs, one made by a cast.
func.func @two_outputs(%t: tensor<4xf32>, %u: tensor<4xf32>, %v: tensor<1xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %c, %p = %u) -> (tensor<?xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %v into %p[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @dim_of_forall(%arg0: tensor<?x8xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }

// CHECK-LABEL: func.func @cast_of_output(%arg0: tensor<4x8xf32>, %arg1: tensor<1x8xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<4x8xf32>) {
// CHECK-NEXT: %dim = tensor.dim %arg3, %arg2 : tensor<4x8xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[%dim, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
// CHECK-NEXT: %1 = arith.addf %extracted_slice, %arg1 : tensor<1x8xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %1 into %arg3[%arg2, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x8xf32> to tensor<?x8xf32>
// CHECK-NEXT: return %cast : tensor<?x8xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @two_outputs(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<1xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
// CHECK-NEXT: %0:2 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg0, %arg5 = %arg1) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<4xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg5[%arg3] [1] [1] : tensor<1xf32> into tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %0#0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast, %0#1 : tensor<?xf32>, tensor<4xf32>
// CHECK-NEXT: }

// Where Terrace differs from mlir-opt 22 on purpose: MLIR registers
// InsertSliceOpSourceCastInserter for tensor.parallel_insert_slice too,
// and it puts a tensor.cast inside scf.forall.in_parallel, which then fails
// to verify (the RUN line under mlir-opt shows it). Terrace leaves that
// pattern out, so the loop stays as written.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: not %mlir-opt --canonicalize %s 2>&1 | FileCheck %s --check-prefix=MLIR
// MLIR: error: 'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops
// CHECK-LABEL: func.func @source_cast_out_of_bounds
// CHECK: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%c9, 0] [%c2, 16] [1, 1] : tensor<?x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
func.func @source_cast_out_of_bounds(%s: tensor<?x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c2 = arith.constant 2 : index
  // The constant offset 9 is past the end, so the constant-argument
  // pattern does not fire, and the constant operands stop the cast folder.
  %c9 = arith.constant 9 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%c9, 0] [%c2, 16] [1, 1] : tensor<?x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// Where Terrace differs from mlir-opt 22 on purpose: a one-iteration
// scf.forall whose parallel inserts come in another order than its outputs.
// MLIR 22 takes result i from the i-th insert, which swaps the results
// (the MLIR RUN line shows it returning the insert into %arg2 first);
// Terrace takes result i from the insert into output i, and the program
// computes the same before and after (the terrace-run lines compare).
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s --check-prefix=MLIR
// RUN: terrace-run --interpret %s --entry swapped --seed 1 --print > %t.before
// RUN: terrace-opt --canonicalize %s -o %t.mlir
// RUN: terrace-run --interpret %t.mlir --entry swapped --seed 1 --print > %t.after
// RUN: diff %t.before %t.after
// CHECK: %inserted_slice = tensor.insert_slice %extracted_slice into %arg2
// CHECK: %inserted_slice_0 = tensor.insert_slice %arg0 into %arg1
// CHECK: return %inserted_slice_0, %inserted_slice
// MLIR: return %inserted_slice, %inserted_slice_0
func.func @swapped(%s: tensor<2x16xf32>, %a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %r:2 = scf.forall (%i) in (1) shared_outs(%o = %a, %p = %b) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    %e = tensor.extract_slice %o[%i, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %p[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r#0, %r#1 : tensor<8x16xf32>, tensor<8x16xf32>
}

// scf.forall (with tensor.parallel_insert_slice) and scf.parallel (with
// scf.reduce) in the interpreter; values worked out by hand. Random
// programs check both against upstream MLIR's compiled execution
// (test/differential/execution_differential.py).
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: not terrace-run --interpret %s --entry bad_step 2>&1 | FileCheck %s --check-prefix=STEP
// Each row of [[1, 2, 3], [4, 5, 6]] doubled in place.
// CHECK: output_0: tensor<2x3xi32> = {{\[\[}}2, 4, 6], [8, 10, 12]]
// The sum of its elements.
// CHECK-NEXT: output_1: i32 = 21
// Iterations 1, 3 and 5 (from 1 to 6 by 2) each write their index.
// CHECK-NEXT: output_2: tensor<6xi32> = [0, 1, 0, 3, 0, 5]
// STEP: error: 'scf.parallel' op has a step that is not positive: the loop would not end
func.func @main() -> (tensor<2x3xi32>, i32, tensor<6xi32>) {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %doubled = scf.forall (%i) in (2) shared_outs(%o = %a) -> (tensor<2x3xi32>) {
    %x = tensor.extract_slice %o[%i, 0] [1, 3] [1, 1] : tensor<2x3xi32> to tensor<1x3xi32>
    %y = arith.addi %x, %x : tensor<1x3xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %o[%i, 0] [1, 3] [1, 1] : tensor<1x3xi32> into tensor<2x3xi32>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i32
  %sum = scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1) init (%zero) -> i32 {
    %e = tensor.extract %a[%i, %j] : tensor<2x3xi32>
    scf.reduce(%e : i32) {
    ^bb0(%lhs: i32, %rhs: i32):
      %s = arith.addi %lhs, %rhs : i32
      scf.reduce.return %s : i32
    }
  }
  %zeros = arith.constant dense<0> : tensor<6xi32>
  %odd = scf.forall (%i) = (1) to (6) step (2) shared_outs(%o = %zeros) -> (tensor<6xi32>) {
    %v = arith.index_cast %i : index to i32
    %t = tensor.from_elements %v : tensor<1xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xi32> into tensor<6xi32>
    }
  }
  return %doubled, %sum, %odd : tensor<2x3xi32>, i32, tensor<6xi32>
}

func.func @bad_step() -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  // A step of 0 known only at run time (a constant one fails to verify).
  %step = arith.subi %c4, %c4 : index
  %zero = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%step) init (%zero) -> i32 {
    scf.reduce(%zero : i32) {
    ^bb0(%lhs: i32, %rhs: i32):
      scf.reduce.return %lhs : i32
    }
  }
  return %r : i32
}

// Weights in a dense_resource blob, interpreted (read in place) and
// compiled (the blob becomes an LLVM global): [1, 2] + [10, 20].
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: terrace-run %s --print --print-format=compact | FileCheck %s
// CHECK: output_0: tensor<2xi32> = [11, 22]
func.func @main() -> tensor<2xi32> {
  %w = arith.constant dense_resource<weights> : tensor<2xi32>
  %b = arith.constant dense<[10, 20]> : tensor<2xi32>
  %s = arith.addi %w, %b : tensor<2xi32>
  return %s : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000100000002000000"
    }
  }
#-}

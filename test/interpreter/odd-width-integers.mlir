// Integers whose storage is an odd number of bytes (i24 in 3, i48 in 6):
// dense constants (element by element and splat) and arithmetic that
// wraps at the width. 8388607 + 7 wraps to 8388614 - 2^24 = -8388602.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// CHECK: output_0: tensor<3xi24> = [1, -2, 8388607]
// CHECK: output_1: tensor<2xi48> = [-5, -5]
// CHECK: output_2: tensor<3xi24> = [8, 5, -8388602]
func.func @main() -> (tensor<3xi24>, tensor<2xi48>, tensor<3xi24>) {
  %a = arith.constant dense<[1, -2, 8388607]> : tensor<3xi24>
  %b = arith.constant dense<-5> : tensor<2xi48>
  %c = arith.constant dense<7> : tensor<3xi24>
  %d = arith.addi %a, %c : tensor<3xi24>
  return %a, %b, %d : tensor<3xi24>, tensor<2xi48>, tensor<3xi24>
}

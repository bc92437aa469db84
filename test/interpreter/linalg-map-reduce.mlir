// linalg.map, reduce, transpose and broadcast run through their bodies;
// values worked out by hand.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// [[1, 2, 3], [4, 5, 6]] + [[10, 20, 30], [40, 50, 60]].
// CHECK: output_0: tensor<2x3xi32> = {{\[\[}}11, 22, 33], [44, 55, 66]]
// Row sums starting from 100: 100 + 6, 100 + 15.
// CHECK-NEXT: output_1: tensor<2xi32> = [106, 115]
// Column maxima of the first and column sums of the second at once (two
// inputs, two inits).
// CHECK-NEXT: output_2: tensor<3xi32> = [4, 5, 6]
// CHECK-NEXT: output_3: tensor<3xi32> = [50, 70, 90]
// The transpose.
// CHECK-NEXT: output_4: tensor<3x2xi32> = {{\[\[}}1, 4], [2, 5], [3, 6]]
// [7, 8] broadcast along a new middle dimension of 3.
// CHECK-NEXT: output_5: tensor<2x3xi32> = {{\[\[}}7, 7, 7], [8, 8, 8]]
// A map whose body reads the init: init * 2 + input (init all 1).
// CHECK-NEXT: output_6: tensor<2xi32> = [9, 10]
func.func @main() -> (tensor<2x3xi32>, tensor<2xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3x2xi32>, tensor<2x3xi32>, tensor<2xi32>) {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = arith.constant dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi32>
  %e = tensor.empty() : tensor<2x3xi32>
  %sum = linalg.map { arith.addi } ins(%a, %b : tensor<2x3xi32>, tensor<2x3xi32>) outs(%e : tensor<2x3xi32>)

  %hundred = arith.constant dense<100> : tensor<2xi32>
  %rows = linalg.reduce { arith.addi } ins(%a : tensor<2x3xi32>) outs(%hundred : tensor<2xi32>) dimensions = [1]

  %min = arith.constant dense<-2147483648> : tensor<3xi32>
  %zero = arith.constant dense<0> : tensor<3xi32>
  %cols:2 = linalg.reduce ins(%a, %b : tensor<2x3xi32>, tensor<2x3xi32>) outs(%min, %zero : tensor<3xi32>, tensor<3xi32>) dimensions = [0]
    (%x: i32, %y: i32, %mx: i32, %acc: i32) {
      %m = arith.maxsi %x, %mx : i32
      %s = arith.addi %y, %acc : i32
      linalg.yield %m, %s : i32, i32
    }

  %et = tensor.empty() : tensor<3x2xi32>
  %tr = linalg.transpose ins(%a : tensor<2x3xi32>) outs(%et : tensor<3x2xi32>) permutation = [1, 0]

  %v = arith.constant dense<[7, 8]> : tensor<2xi32>
  %bc = linalg.broadcast ins(%v : tensor<2xi32>) outs(%e : tensor<2x3xi32>) dimensions = [1]

  %in = arith.constant dense<[7, 8]> : tensor<2xi32>
  %ones = arith.constant dense<1> : tensor<2xi32>
  %withInit = linalg.map ins(%in : tensor<2xi32>) outs(%ones : tensor<2xi32>)
    (%x: i32, %init: i32) {
      %twice = arith.addi %init, %init : i32
      %r = arith.addi %twice, %x : i32
      linalg.yield %r : i32
    }
  return %sum, %rows, %cols#0, %cols#1, %tr, %bc, %withInit : tensor<2x3xi32>, tensor<2xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3x2xi32>, tensor<2x3xi32>, tensor<2xi32>
}

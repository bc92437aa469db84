// tensor.pad, tensor.reshape and tensor.bitcast; values worked out by hand,
// and their run-time errors.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: not terrace-run --interpret %s --entry negative_pad 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not terrace-run --interpret %s --entry reshape_count 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not terrace-run --interpret %s --entry reshape_type 2>&1 | FileCheck %s --check-prefix=TYPE
// [[1, 2], [3, 4]] with one row above and one column on each side; the
// padding is 10 * i + j at (i, j).
// CHECK: output_0: tensor<3x4xi32> = {{\[\[}}0, 1, 2, 3], [10, 1, 2, 13], [20, 3, 4, 23]]
// The same elements as a 4x1 tensor, through a dynamic pad of 0.
// CHECK-NEXT: output_1: tensor<4x1xi32> = {{\[\[}}1], [2], [3], [4]]
// The bits of 1.0f (0x3f800000) and -2.0f (0xc0000000) as i32.
// CHECK-NEXT: output_2: tensor<2xi32> = [1065353216, -1073741824]
// NEGATIVE: error: 'tensor.pad' op pads dimension 0 by a negative amount (-1)
// COUNT: error: 'tensor.reshape' op reshapes 4 elements into a shape of 6
// TYPE: error: 'tensor.reshape' op reshapes dimension 0 to 1 where its type says 4
func.func @main() -> (tensor<3x4xi32>, tensor<4x1xi32>, tensor<2xi32>) {
  %m = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %p = tensor.pad %m low[1, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %t = arith.muli %i, %c10 : index
    %s = arith.addi %t, %j : index
    %v = arith.index_cast %s : index to i32
    tensor.yield %v : i32
  } : tensor<2x2xi32> to tensor<3x4xi32>

  %shape = arith.constant dense<[4, 1]> : tensor<2xi64>
  %r = tensor.reshape %m(%shape) : (tensor<2x2xi32>, tensor<2xi64>) -> tensor<?x1xi32>
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i32
  %q = tensor.pad %r low[%c0, 0] high[0, %c0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : i32
  } : tensor<?x1xi32> to tensor<?x1xi32>
  %qs = tensor.cast %q : tensor<?x1xi32> to tensor<4x1xi32>

  %f = arith.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %b = tensor.bitcast %f : tensor<2xf32> to tensor<2xi32>
  return %p, %qs, %b : tensor<3x4xi32>, tensor<4x1xi32>, tensor<2xi32>
}

func.func @negative_pad() -> tensor<?xf32> {
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %n = arith.constant -1 : index
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%n] high[0] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<2xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

func.func @reshape_count() -> tensor<?x?xf32> {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %s = arith.constant dense<[2, 3]> : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @reshape_type() -> tensor<4x1xf32> {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %s = arith.constant dense<[1, 4]> : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<4x1xf32>
  return %r : tensor<4x1xf32>
}

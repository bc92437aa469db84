// linalg.softmax in the interpreter: values worked out by hand (equal
// elements share the sum; the max is taken first, so large inputs do not
// overflow), and an integer element type refused. Random programs check
// its numerics against upstream MLIR's decomposition of the op
// (test/differential/execution_differential.py).
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: not terrace-run --interpret %s --entry integers 2>&1 | FileCheck %s --check-prefix=INT
// Along dimension 1 of [[1, 1], [2, 2]]: each row halves.
// CHECK: output_0: tensor<2x2xf64> = {{\[\[}}0.5, 0.5], [0.5, 0.5]]
// Along dimension 0 of [[1000, 0], [1000, 0], [1000, 0], [1000, 0]]: 1/4
// everywhere, with no overflow from exp(1000).
// CHECK-NEXT: output_1: tensor<4x2xf32> = {{\[\[}}0.25, 0.25], [0.25, 0.25], [0.25, 0.25], [0.25, 0.25]]
// INT: error: 'linalg.softmax' op cannot be interpreted on 'i32' (softmax needs floats)
func.func @main() -> (tensor<2x2xf64>, tensor<4x2xf32>) {
  %a = arith.constant dense<[[1.0, 1.0], [2.0, 2.0]]> : tensor<2x2xf64>
  %ea = tensor.empty() : tensor<2x2xf64>
  %sa = linalg.softmax dimension(1) ins(%a : tensor<2x2xf64>) outs(%ea : tensor<2x2xf64>) -> tensor<2x2xf64>
  %b = arith.constant dense<[[1000.0, 0.0], [1000.0, 0.0], [1000.0, 0.0], [1000.0, 0.0]]> : tensor<4x2xf32>
  %eb = tensor.empty() : tensor<4x2xf32>
  %sb = linalg.softmax dimension(0) ins(%b : tensor<4x2xf32>) outs(%eb : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %sa, %sb : tensor<2x2xf64>, tensor<4x2xf32>
}

func.func @integers() -> tensor<2xi32> {
  %a = arith.constant dense<[1, 2]> : tensor<2xi32>
  %e = tensor.empty() : tensor<2xi32>
  %s = linalg.softmax dimension(0) ins(%a : tensor<2xi32>) outs(%e : tensor<2xi32>) -> tensor<2xi32>
  return %s : tensor<2xi32>
}

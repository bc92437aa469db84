// convert-onnx-to-linalg reports one error at each op it cannot lower,
// naming it and saying why; nothing falls back silently.
// RUN: terrace-opt --split-input-file --verify-diagnostics --convert-onnx-to-linalg %s

func.func @no_lowering(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot lower 'onnx.RandomUniformLike' to linalg: no lowering exists for it yet}}
  %0 = "onnx.RandomUniformLike"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @shape_of_unknown_length(%x: tensor<6xf32>, %shape: tensor<?xi64>) -> tensor<*xf32> {
  // expected-error @+1 {{cannot lower 'onnx.Reshape' to linalg: its input has no known rank or its shape no known length}}
  %0 = "onnx.Reshape"(%x, %shape) : (tensor<6xf32>, tensor<?xi64>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @top_k_of_two(%x: tensor<5xf32>, %k: tensor<2xi64>) -> (tensor<?xf32>, tensor<?xi64>) {
  // expected-error @+1 {{cannot lower 'onnx.TopK' to linalg: its K is not one element}}
  %0:2 = "onnx.TopK"(%x, %k) : (tensor<5xf32>, tensor<2xi64>) -> (tensor<?xf32>, tensor<?xi64>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xi64>
}

// -----

func.func @disagreeing(%x: tensor<6x4xf32>) -> tensor<2x4xf32> {
  %starts = "onnx.Constant"() <{value = dense<[1]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %ends = "onnx.Constant"() <{value = dense<[5]> : tensor<1xi64>}> : () -> tensor<1xi64>
  // Along axis 1 (of size 4) the slice has 3 elements, not 4: the
  // lowering's shape inference says so before anything is lowered.
  // expected-error @+1 {{'onnx.Slice' op result #0 is 'tensor<2x4xf32>', but its operands make it 'tensor<6x3xf32>'}}
  %0 = "onnx.Slice"(%x, %starts, %ends, %starts) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (tensor<6x4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// shape-inference refuses operands that contradict the op, and declared
// types that contradict what the operands make, with one error at the op.
// RUN: terrace-opt --split-input-file --verify-diagnostics --shape-inference %s

func.func @no_broadcast(%a: tensor<3xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'onnx.Add' op operands of shapes [3], [4] do not broadcast: sizes 3 and 4 meet}}
  %0 = "onnx.Add"(%a, %b) : (tensor<3xf32>, tensor<4xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @reshape_remainder(%x: tensor<2x3xf32>) {
  %shape = "onnx.Constant"() <{value = dense<[4, -1]> : tensor<2xi64>}> : () -> tensor<2xi64>
  // expected-error @+1 {{'onnx.Reshape' op cannot reshape 6 elements into a shape of 4 elements and one more size}}
  %0 = "onnx.Reshape"(%x, %shape) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<*xf32>
  return
}

// -----

func.func @declared_wrong(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'onnx.Transpose' op result #0 is 'tensor<2x3xf32>', but its operands make it 'tensor<3x2xf32>'}}
  %0 = "onnx.Transpose"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @axis_out_of_range(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) {
  // expected-error @+1 {{'onnx.Concat' op axis 2 is out of range for rank 2}}
  %0 = "onnx.Concat"(%x, %y) <{axis = 2 : si64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @matmul_inner(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{'onnx.MatMul' op cannot multiply [2, 3] by [4, 5]}}
  %0 = "onnx.MatMul"(%a, %b) : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_weights(%x: tensor<1x3x8x8xf32>, %w: tensor<8x3xf32>) {
  // expected-error @+1 {{'onnx.Conv' op weights have rank 2; they need output and input channels and a kernel}}
  %0 = "onnx.Conv"(%x, %w) : (tensor<1x3x8x8xf32>, tensor<8x3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @unsqueeze_twice(%x: tensor<3xf32>) {
  %axes = "onnx.Constant"() <{value = dense<[2, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>
  // expected-error @+1 {{'onnx.Unsqueeze' op axes name dimension 2 twice}}
  %0 = "onnx.Unsqueeze"(%x, %axes) : (tensor<3xf32>, tensor<2xi64>) -> tensor<*xf32>
  return
}

// -----

func.func @split_to_sequence_zero(%x: tensor<6xf32>) -> tensor<*xi64> {
  %zero = "onnx.Constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  // expected-error @+1 {{'onnx.SplitToSequence' op split of 0 is not positive}}
  %s = "onnx.SplitToSequence"(%x, %zero) : (tensor<6xf32>, tensor<i64>) -> !onnx.Seq<tensor<*xf32>>
  %n = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xi64>
  return %n : tensor<*xi64>
}

// -----

// A new axis may be one past the last (rank 2 + 1), not two.
func.func @concat_from_sequence_axis(%a: tensor<2x3xf32>) -> tensor<*xf32> {
  %s = "onnx.SequenceConstruct"(%a) : (tensor<2x3xf32>) -> !onnx.Seq<tensor<*xf32>>
  // expected-error @+1 {{'onnx.ConcatFromSequence' op axis 3 is out of range for rank 3}}
  %c = "onnx.ConcatFromSequence"(%s) <{axis = 3 : si64, new_axis = 1 : si64}> : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xf32>
  return %c : tensor<*xf32>
}

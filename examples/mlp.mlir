// A two-layer perceptron as it will look once imported from ONNX: the ops of
// the not-yet-registered `onnx` dialect are kept verbatim (generic form).
func.func @mlp(%x: tensor<1x784xf32>, %w1: tensor<784x128xf32>,
               %b1: tensor<128xf32>, %w2: tensor<128x10xf32>,
               %b2: tensor<10xf32>) -> tensor<1x10xf32> {
  %h = "onnx.Gemm"(%x, %w1, %b1) {alpha = 1.0 : f32, beta = 1.0 : f32}
      : (tensor<1x784xf32>, tensor<784x128xf32>, tensor<128xf32>) -> tensor<1x128xf32>
  %r = "onnx.Relu"(%h) : (tensor<1x128xf32>) -> tensor<1x128xf32>
  %y = "onnx.Gemm"(%r, %w2, %b2) {alpha = 1.0 : f32, beta = 1.0 : f32}
      : (tensor<1x128xf32>, tensor<128x10xf32>, tensor<10xf32>) -> tensor<1x10xf32>
  %p = func.call @softmax(%y) : (tensor<1x10xf32>) -> tensor<1x10xf32>
  return %p : tensor<1x10xf32>
}

func.func private @softmax(tensor<1x10xf32>) -> tensor<1x10xf32>

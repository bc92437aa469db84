// A small convolution network on tensors, written in linalg: an 8x8
// one-channel image (NHWC), a 3x3 convolution to 4 channels (HWCF filter,
// linalg.conv_2d_nhwc_hwcf) onto the bias (linalg.generic), ReLU
// (linalg.generic), and a 2x2 max pool with stride 2
// (linalg.pooling_nhwc_max). Run it with
//   terrace-run convnet.mlir --input image.npy --input filter.npy
//               --input bias.npy --print
// (run_examples.py makes the inputs and checks the result against NumPy).
#nhwc = affine_map<(n, h, w, f) -> (n, h, w, f)>
#channel = affine_map<(n, h, w, f) -> (f)>

func.func @main(%image: tensor<1x8x8x1xf32>, %filter: tensor<3x3x1x4xf32>,
                %bias: tensor<4xf32>) -> tensor<1x3x3x4xf32> {
  %empty = tensor.empty() : tensor<1x6x6x4xf32>
  %pool_empty = tensor.empty() : tensor<1x3x3x4xf32>
  %init = linalg.generic {indexing_maps = [#channel, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias : tensor<4xf32>) outs(%empty : tensor<1x6x6x4xf32>) {
  ^bb0(%b: f32, %o: f32):
    linalg.yield %b : f32
  } -> tensor<1x6x6x4xf32>
  %conv = linalg.conv_2d_nhwc_hwcf ins(%image, %filter : tensor<1x8x8x1xf32>, tensor<3x3x1x4xf32>) outs(%init : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %zero = arith.constant 0.0 : f32
  %relu = linalg.generic {indexing_maps = [#nhwc, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv : tensor<1x6x6x4xf32>) outs(%empty : tensor<1x6x6x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x4xf32>
  // The window operand only gives the pool's window its size.
  %window = tensor.empty() : tensor<2x2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %pool0 = linalg.fill ins(%ninf : f32) outs(%pool_empty : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  %pool = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>} ins(%relu, %window : tensor<1x6x6x4xf32>, tensor<2x2xf32>) outs(%pool0 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %pool : tensor<1x3x3x4xf32>
}

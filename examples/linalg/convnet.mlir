// A small convolution network on tensors, written as linalg.generic ops:
// an 8x8 one-channel image (NHWC), a 3x3 convolution to 4 channels (HWCF
// filter) plus bias, ReLU, and a 2x2 max pool with stride 2. Run it with
//   terrace-run convnet.mlir --input image.npy --input filter.npy
//               --input bias.npy --print
// (run_examples.py makes the inputs and checks the result against NumPy).
#image = affine_map<(n, h, w, f, kh, kw, c) -> (n, h + kh, w + kw, c)>
#filter = affine_map<(n, h, w, f, kh, kw, c) -> (kh, kw, c, f)>
#conv_out = affine_map<(n, h, w, f, kh, kw, c) -> (n, h, w, f)>
#pool_in = affine_map<(n, h, w, f, kh, kw) -> (n, h * 2 + kh, w * 2 + kw, f)>
#window = affine_map<(n, h, w, f, kh, kw) -> (kh, kw)>
#pool_out = affine_map<(n, h, w, f, kh, kw) -> (n, h, w, f)>
#nhwc = affine_map<(n, h, w, f) -> (n, h, w, f)>
#channel = affine_map<(n, h, w, f) -> (f)>

func.func @main(%image: tensor<1x8x8x1xf32>, %filter: tensor<3x3x1x4xf32>,
                %bias: tensor<4xf32>) -> tensor<1x3x3x4xf32> {
  %empty = tensor.empty() : tensor<1x6x6x4xf32>
  %init = linalg.generic {indexing_maps = [#channel, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias : tensor<4xf32>) outs(%empty : tensor<1x6x6x4xf32>) {
  ^bb0(%b: f32, %o: f32):
    linalg.yield %b : f32
  } -> tensor<1x6x6x4xf32>
  %conv = linalg.generic {indexing_maps = [#image, #filter, #conv_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%image, %filter : tensor<1x8x8x1xf32>, tensor<3x3x1x4xf32>) outs(%init : tensor<1x6x6x4xf32>) {
  ^bb0(%x: f32, %k: f32, %o: f32):
    %m = arith.mulf %x, %k : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x6x6x4xf32>
  %zero = arith.constant 0.0 : f32
  %relu = linalg.generic {indexing_maps = [#nhwc, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv : tensor<1x6x6x4xf32>) outs(%empty : tensor<1x6x6x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x4xf32>
  // The window operand only gives the pool's window loops their sizes, as
  // MLIR's pooling ops do.
  %window = tensor.empty() : tensor<2x2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %pool0 = tensor.splat %ninf : tensor<1x3x3x4xf32>
  %pool = linalg.generic {indexing_maps = [#pool_in, #window, #pool_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%relu, %window : tensor<1x6x6x4xf32>, tensor<2x2xf32>) outs(%pool0 : tensor<1x3x3x4xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %r = arith.maximumf %o, %v : f32
    linalg.yield %r : f32
  } -> tensor<1x3x3x4xf32>
  return %pool : tensor<1x3x3x4xf32>
}

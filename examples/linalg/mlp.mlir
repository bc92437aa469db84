// A two-layer perceptron on tensors, written in linalg (linalg.matmul, and
// linalg.generic for the rest): a batch of 4 inputs of 16 features, a
// hidden layer of 32 with ReLU, 10 outputs and a softmax over them. Run it
// with
//   terrace-run mlp.mlir --input x.npy --input w1.npy ... --print
// (run_examples.py makes the inputs and checks the result against NumPy).
#rows = affine_map<(i, j) -> (i, j)>
#bias = affine_map<(i, j) -> (j)>
#row = affine_map<(i, j) -> (i)>

// x w + b: the bias broadcast into the result, then linalg.matmul adds the
// products to it.
func.func @dense(%x: tensor<4x16xf32>, %w: tensor<16x32xf32>, %b: tensor<32xf32>) -> tensor<4x32xf32> {
  %empty = tensor.empty() : tensor<4x32xf32>
  %init = linalg.generic {indexing_maps = [#bias, #rows], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<32xf32>) outs(%empty : tensor<4x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<4x32xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x16xf32>, tensor<16x32xf32>) outs(%init : tensor<4x32xf32>) -> tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}

func.func @dense_out(%x: tensor<4x32xf32>, %w: tensor<32x10xf32>, %b: tensor<10xf32>) -> tensor<4x10xf32> {
  %empty = tensor.empty() : tensor<4x10xf32>
  %init = linalg.generic {indexing_maps = [#bias, #rows], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<10xf32>) outs(%empty : tensor<4x10xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<4x10xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x32xf32>, tensor<32x10xf32>) outs(%init : tensor<4x10xf32>) -> tensor<4x10xf32>
  return %y : tensor<4x10xf32>
}

func.func @relu(%x: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x32xf32>
  %y = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x32xf32>) outs(%empty : tensor<4x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}

// exp(x - max) / sum(exp(x - max)) along each row.
func.func @softmax(%x: tensor<4x10xf32>) -> tensor<4x10xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %max0 = tensor.splat %ninf : tensor<4xf32>
  %max = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x10xf32>) outs(%max0 : tensor<4xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %m, %v : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %empty = tensor.empty() : tensor<4x10xf32>
  %e = linalg.generic {indexing_maps = [#rows, #row, #rows], iterator_types = ["parallel", "parallel"]} ins(%x, %max : tensor<4x10xf32>, tensor<4xf32>) outs(%empty : tensor<4x10xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x10xf32>
  %sum0 = tensor.splat %zero : tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]} ins(%e : tensor<4x10xf32>) outs(%sum0 : tensor<4xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %s, %v : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#rows, #row, #rows], iterator_types = ["parallel", "parallel"]} ins(%e, %sum : tensor<4x10xf32>, tensor<4xf32>) outs(%empty : tensor<4x10xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %r = arith.divf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x10xf32>
  return %p : tensor<4x10xf32>
}

func.func @main(%x: tensor<4x16xf32>, %w1: tensor<16x32xf32>, %b1: tensor<32xf32>,
                %w2: tensor<32x10xf32>, %b2: tensor<10xf32>) -> tensor<4x10xf32> {
  %h = func.call @dense(%x, %w1, %b1) : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<32xf32>) -> tensor<4x32xf32>
  %r = func.call @relu(%h) : (tensor<4x32xf32>) -> tensor<4x32xf32>
  %y = func.call @dense_out(%r, %w2, %b2) : (tensor<4x32xf32>, tensor<32x10xf32>, tensor<10xf32>) -> tensor<4x10xf32>
  %p = func.call @softmax(%y) : (tensor<4x10xf32>) -> tensor<4x10xf32>
  return %p : tensor<4x10xf32>
}

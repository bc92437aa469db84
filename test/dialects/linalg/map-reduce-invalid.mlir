// linalg.map, linalg.reduce, linalg.transpose and linalg.broadcast
// verifier and parser errors, with mlir-opt 22's messages under both tools.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @map_arity(%a: tensor<4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1}}
  %0 = "linalg.map"(%a, %i) ({
    ^bb0(%x: f32):
      linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @map_input_type(%a: tensor<4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'f16'}}
  %0 = "linalg.map"(%a, %i) ({
    ^bb0(%x: f16, %y: f32):
      linalg.yield %y : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @map_shape(%a: tensor<5xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.map' op expected shape of input (5) to match shape of output (4)}}
  %0 = linalg.map { math.absf } ins(%a : tensor<5xf32>) outs(%i: tensor<4xf32>)
  return %0 : tensor<4xf32>
}
// -----
func.func @map_init_arg(%a: tensor<4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.map' op expected type of bb argument #1 ('f16') to match element or self type of the corresponding operand ('f32')}}
  %0 = "linalg.map"(%a, %i) ({
    ^bb0(%x: f32, %y: f16):
      linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @map_result_type(%a: tensor<4xf32>, %i: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error@+1 {{'linalg.map' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<4xf16>')}}
  %0 = "linalg.map"(%a, %i) ({
    ^bb0(%x: f32, %y: f32):
      linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}
// -----
func.func @map_unranked(%a: tensor<4xf32>, %i: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'linalg.map' op operand #1 must be memref of any type values or ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "linalg.map"(%a, %i) ({
    ^bb0(%x: f32, %y: f32):
      linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
// -----
func.func @map_payload_arity(%a: tensor<4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'arith.addf' op expected 2 operands, but found 1}}
  %0 = linalg.map { arith.addf } ins(%a : tensor<4xf32>) outs(%i: tensor<4xf32>)
  return %0 : tensor<4xf32>
}
// -----
func.func @map_yield_type(%a: tensor<4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%i: tensor<4xf32>) (%x: f32, %o: f32) {
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i32
  }
  return %0 : tensor<4xf32>
}
// -----
func.func @reduce_dims_range(%a: tensor<4x8xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%i: tensor<4xf32>) dimensions = [2]
  return %0 : tensor<4xf32>
}
// -----
func.func @reduce_rank(%a: tensor<4x8xf32>, %i: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%i: tensor<4x8xf32>) dimensions = [1]
  return %0 : tensor<4x8xf32>
}
// -----
func.func @reduce_dims(%a: tensor<4x8xf32>, %i: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'linalg.reduce' op init dimensions [8] doesn't match input dimensions after reduction [4]}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%i: tensor<8xf32>) dimensions = [1]
  return %0 : tensor<8xf32>
}
// -----
func.func @reduce_inputs_shapes(%a: tensor<4x8xf32>, %b: tensor<4x9xf32>, %i: tensor<4xf32>, %j: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-error@+1 {{'linalg.reduce' op expects all inputs to have the same shapes. Shape at input-index 1 is not equal to the shape at input-index 0.}}
  %0:2 = linalg.reduce ins(%a, %b : tensor<4x8xf32>, tensor<4x9xf32>) outs(%i, %j: tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32, %o: f32, %p: f32) {
      linalg.yield %x, %y : f32, f32
    }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}
// -----
func.func @reduce_block_args(%a: tensor<4x8xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.reduce' op mismatching number of operands and block arguments}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%i: tensor<4xf32>) dimensions = [1]
    (%x: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}
// -----
func.func @reduce_input_arg(%a: tensor<4x8xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'f16'}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%i: tensor<4xf32>) dimensions = [1]
    (%x: f16, %o: f32) {
      linalg.yield %o : f32
    }
  return %0 : tensor<4xf32>
}
// -----
func.func @reduce_output_arg(%a: tensor<4x8xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.reduce' op output element type 'f32' does not match corresponding block argument type 'f16'}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%i: tensor<4xf32>) dimensions = [1]
    (%x: f32, %o: f16) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}
// -----
func.func @transpose_perm(%a: tensor<4x8xf32>, %i: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error@+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%i: tensor<8x4xf32>) permutation = [1, 1]
  return %0 : tensor<8x4xf32>
}
// -----
func.func @transpose_rank(%a: tensor<4x8xf32>, %i: tensor<32xf32>) -> tensor<32xf32> {
  // expected-error@+1 {{'linalg.transpose' op input rank 2 does not match init rank 1}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%i: tensor<32xf32>) permutation = [0]
  return %0 : tensor<32xf32>
}
// -----
func.func @transpose_size(%a: tensor<4x8xf32>, %i: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error@+1 {{'linalg.transpose' op size of permutation 3 does not match the argument rank 2}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%i: tensor<8x4xf32>) permutation = [1, 0, 2]
  return %0 : tensor<8x4xf32>
}
// -----
func.func @transpose_dim(%a: tensor<4x8xf32>, %i: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'linalg.transpose' op dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 8}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%i: tensor<4x8xf32>) permutation = [1, 0]
  return %0 : tensor<4x8xf32>
}
// -----
func.func @broadcast_rank(%a: tensor<4x8xf32>, %i: tensor<4x8x3xf32>) -> tensor<4x8x3xf32> {
  // expected-error@+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 2, dimensions size: 2, init rank: 3}}
  %0 = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%i: tensor<4x8x3xf32>) dimensions = [1, 2]
  return %0 : tensor<4x8x3xf32>
}
// -----
func.func @broadcast_range(%a: tensor<4x8xf32>, %i: tensor<4x8x3xf32>) -> tensor<4x8x3xf32> {
  // expected-error@+1 {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 2], got: 3}}
  %0 = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%i: tensor<4x8x3xf32>) dimensions = [3]
  return %0 : tensor<4x8x3xf32>
}
// -----
func.func @broadcast_dim(%a: tensor<4x8xf32>, %i: tensor<4x3x8xf32>) -> tensor<4x3x8xf32> {
  // expected-error@+1 {{'linalg.broadcast' op input dim 1 should match init dim 1. input: 8, init: 3}}
  %0 = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%i: tensor<4x3x8xf32>) dimensions = [2]
  return %0 : tensor<4x3x8xf32>
}
// -----
func.func @broadcast_missing(%a: tensor<4x8xf32>, %i: tensor<4x8x3xf32>) -> tensor<4x8x3xf32> {
  %0 = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%i: tensor<4x8x3xf32>)
  // expected-error@+1 {{custom op 'linalg.broadcast' expected 'dimensions'}}
  return %0 : tensor<4x8x3xf32>
}

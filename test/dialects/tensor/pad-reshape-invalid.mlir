// tensor.pad, tensor.reshape and tensor.bitcast verifier errors with
// mlir-opt 22's messages, and forms both accept (negative padding, a
// dynamic-length shape to an unranked result, an i32 shape, unranked
// bitcasts), under both tools.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @pad_type(%t: tensor<2x4xf32>, %v: f32) -> tensor<3x9xf32> {
  %0 = tensor.pad %t low[0, 2] high[1, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<2x4xf32> to tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}
// -----
func.func @pad_rank(%t: tensor<2x4xf32>, %v: f32) -> tensor<3xf32> {
  // expected-error@+1 {{specified type 'tensor<3xf32>' does not match the inferred type 'tensor<3x9xf32>'}}
  %0 = tensor.pad %t low[0, 2] high[1, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<2x4xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @pad_count(%t: tensor<2x4xf32>, %v: f32) -> tensor<3x9xf32> {
  // expected-error@+1 {{failed to infer expectedType from sourceType 'tensor<2x4xf32>', specified resultType is 'tensor<3x9xf32>'}}
  %0 = tensor.pad %t low[0] high[1, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<2x4xf32> to tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}
// -----
func.func @pad_args(%t: tensor<2x4xf32>, %v: f32) -> tensor<3x9xf32> {
  // expected-error@+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[0, 2] high[1, 3] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<2x4xf32> to tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}
// -----
func.func @pad_argtype(%t: tensor<2x4xf32>, %v: f32) -> tensor<3x9xf32> {
  // expected-error@+1 {{'tensor.pad' op expected block argument 2 to be an index}}
  %0 = tensor.pad %t low[0, 2] high[1, 3] {
  ^bb0(%a: index, %b: i32):
    tensor.yield %v : f32
  } : tensor<2x4xf32> to tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}
// -----
func.func @pad_yield(%t: tensor<2x4xf32>, %v: f64) -> tensor<3x9xf32> {
  // expected-error@+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[0, 2] high[1, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f64
  } : tensor<2x4xf32> to tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}
// -----
func.func @pad_negative(%t: tensor<2x4xf32>, %v: f32) -> tensor<1x9xf32> {
  %0 = tensor.pad %t low[-1, 2] high[0, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<2x4xf32> to tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}
// -----
func.func @reshape_elems(%t: tensor<8xf32>, %s: tensor<2xindex>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<8xf32>, tensor<2xindex>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
// -----
func.func @reshape_elem_type(%t: tensor<8xf32>, %s: tensor<2xindex>) -> tensor<4x2xf16> {
  // expected-error@+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<8xf32>, tensor<2xindex>) -> tensor<4x2xf16>
  return %0 : tensor<4x2xf16>
}
// -----
func.func @reshape_rank(%t: tensor<8xf32>, %s: tensor<3xindex>) -> tensor<4x2xf32> {
  // expected-error@+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<8xf32>, tensor<3xindex>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
// -----
func.func @reshape_dynshape(%t: tensor<8xf32>, %s: tensor<?xindex>) -> tensor<*xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<8xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
// -----
func.func @reshape_unranked_static(%t: tensor<8xf32>, %s: tensor<2xindex>) -> tensor<*xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<8xf32>, tensor<2xindex>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
// -----
func.func @reshape_i32shape(%t: tensor<8xf32>, %s: tensor<2xi32>) -> tensor<4x2xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<8xf32>, tensor<2xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
// -----
func.func @bitcast_width(%t: tensor<4xi32>) -> tensor<4xf16> {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<4xf16>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xf16>
  return %0 : tensor<4xf16>
}
// -----
func.func @bitcast_shape(%t: tensor<4xi32>) -> tensor<5xf32> {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @bitcast_unranked(%t: tensor<*xi32>) -> tensor<4xf32> {
  %0 = tensor.bitcast %t : tensor<*xi32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @bitcast_index(%t: tensor<4xindex>) -> tensor<4xi64> {
  // expected-error@+1 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'}}
  %0 = tensor.bitcast %t : tensor<4xindex> to tensor<4xi64>
  return %0 : tensor<4xi64>
}

// Errors of tensor.scatter, with mlir-opt 22's messages under both tools
// (the dims are checked before `unique`; the result type is not checked).
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// case S1: empty scatter_dims
func.func @s1(%s: tensor<1x2x4x5x6xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x0xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([]) unique : (tensor<1x2x4x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x0xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op scatter_dims must be non-empty}}
  return
}
// -----
// case S2: overflow dest rank
func.func @s2(%s: tensor<1x2xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x4xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1, 2, 3]) unique : (tensor<1x2xf32>, tensor<4x5x6xf32>, tensor<1x2x4xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op scatter_dims overflow dest rank}}
  return
}
// -----
// case S3: length mismatch
func.func @s3(%s: tensor<1x2x1x5x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op scatter_dims length must match the size of last dimension of indices}}
  return
}
// -----
// case S4: negative
func.func @s4(%s: tensor<1x2x4x1x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([-1, 1]) unique : (tensor<1x2x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op scatter_dims value must be non-negative}}
  return
}
// -----
// case S5: too large
func.func @s5(%s: tensor<1x2x4x1x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 3]) unique : (tensor<1x2x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  return
}
// -----
// case S6: not increasing
func.func @s6(%s: tensor<1x2x4x1x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([2, 1]) unique : (tensor<1x2x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op scatter_dims values must be strictly increasing}}
  return
}
// -----
// case S7: missing unique
func.func @s7(%s: tensor<1x2x4x1x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) : (tensor<1x2x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  return
}
// -----
// case S7b: missing unique AND bad dims -> which first?
func.func @s7b(%s: tensor<1x2x4x1x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([2, 1]) : (tensor<1x2x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op scatter_dims values must be strictly increasing}}
  return
}
// -----
// case S8: source type mismatch
func.func @s8(%s: tensor<1x2x4x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) unique : (tensor<1x2x4x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op source type mismatch: expected 'tensor<1x2x4x1x1xf32>' or its rank-reduced variant 'tensor<1x2x4xf32>' (got: 'tensor<1x2x4x1xf32>')}}
  return
}
// -----
// case S9: result type different from dest type (not checked?)
func.func @s9(%s: tensor<1x2x4x1x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) -> tensor<7x7xf16> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) unique : (tensor<1x2x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<7x7xf16>
  return %0 : tensor<7x7xf16>
}
// -----
// case S10: indices element type
func.func @s10(%s: tensor<1x2x4x1x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xf32>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) unique : (tensor<1x2x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xf32>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op operand #2 must be ranked tensor of signless integer or index values, but got 'tensor<1x2x2xf32>'}}
  return
}
// -----
// case S11: unranked dest
func.func @s11(%s: tensor<1x2x4x1x1xf32>, %d: tensor<*xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.scatter"(%s, %d, %i) <{scatter_dims = array<i64: 1, 2>, unique}> : (tensor<1x2x4x1x1xf32>, tensor<*xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op operand #1 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  return
}
// -----
// case S12: missing scatter_dims
func.func @s12(%s: tensor<1x2x4x1x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.scatter"(%s, %d, %i) <{unique}> : (tensor<1x2x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op requires attribute 'scatter_dims'}}
  return
}
// -----
// case S13: source element type mismatch
func.func @s13(%s: tensor<1x2x4x1x1xf16>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) unique : (tensor<1x2x4x1x1xf16>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op source type mismatch: expected 'tensor<1x2x4x1x1xf32>' or its rank-reduced variant 'tensor<1x2x4xf32>' (got: 'tensor<1x2x4x1x1xf16>')}}
  return
}

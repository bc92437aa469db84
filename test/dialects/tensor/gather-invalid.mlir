// Errors of tensor.gather, with mlir-opt 22's messages under both tools.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// case G1: empty gather_dims
func.func @g1(%s: tensor<4x5x6xf32>, %i: tensor<1x2x0xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x0xindex>) -> tensor<1x2x4x5x6xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims must be non-empty}}
  return
}
// -----
// case G2: gather_dims overflow source rank
func.func @g2(%s: tensor<4x5x6xf32>, %i: tensor<1x2x4xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2, 3]) : (tensor<4x5x6xf32>, tensor<1x2x4xindex>) -> tensor<1x2xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims overflow source rank}}
  return
}
// -----
// case G3: length mismatch with last dim of indices
func.func @g3(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x5x1xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  return
}
// -----
// case G3b: dynamic last dim of indices
func.func @g3b(%s: tensor<4x5x6xf32>, %i: tensor<1x2x?xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x?xindex>) -> tensor<1x2x1x5x1xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  return
}
// -----
// case G3c: 0-d indices
func.func @g3c(%s: tensor<4x5x6xf32>, %i: tensor<index>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<index>) -> tensor<1x5x6xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  return
}
// -----
// case G4: negative
func.func @g4(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([-1, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4x1x1xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims value must be non-negative}}
  return
}
// -----
// case G5: too large
func.func @g5(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 3]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4x1x1xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  return
}
// -----
// case G6: not strictly increasing
func.func @g6(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4x1x1xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  return
}
// -----
// case G6b: decreasing
func.func @g6b(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([2, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4x1x1xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  return
}
// -----
// case G7: result type mismatch
func.func @g7(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4xf32>
  %1 = tensor.gather %s[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4x1x1xf16>
// expected-error@-1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x4x1x1xf32>' or its rank-reduced variant 'tensor<1x2x4xf32>' (got: 'tensor<1x2x4x1x1xf16>')}}
  return
}
// -----
// case G7b: partially reduced not accepted
func.func @g7b(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4x1xf32>
// expected-error@-1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x4x1x1xf32>' or its rank-reduced variant 'tensor<1x2x4xf32>' (got: 'tensor<1x2x4x1xf32>')}}
  return
}
// -----
// case G7c: dynamic result dim where static expected
func.func @g7c(%s: tensor<4x5x6xf32>, %i: tensor<?x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<?x2x2xindex>) -> tensor<?x2x?xf32>
// expected-error@-1 {{'tensor.gather' op result type mismatch: expected 'tensor<?x2x4x1x1xf32>' or its rank-reduced variant 'tensor<?x2x4xf32>' (got: 'tensor<?x2x?xf32>')}}
  return
}
// -----
// case G8: indices float elt
func.func @g8(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xf32>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xf32>) -> tensor<1x2x4xf32>
// expected-error@-1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<1x2x2xf32>'}}
  return
}
// -----
// case G8b: indices signed int
func.func @g8b(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xsi32>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xsi32>) -> tensor<1x2x4xf32>
// expected-error@-1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<1x2x2xsi32>'}}
  return
}
// -----
// case G9: unranked source
func.func @g9(%s: tensor<*xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64: 1, 2>}> : (tensor<*xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4xf32>
// expected-error@-1 {{'tensor.gather' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  return
}
// -----
// case G10: unranked result
func.func @g10(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64: 1, 2>}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<*xf32>
// expected-error@-1 {{'tensor.gather' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  return
}
// -----
// case G11: missing gather_dims (generic)
func.func @g11(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.gather"(%s, %i) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4xf32>
// expected-error@-1 {{'tensor.gather' op requires attribute 'gather_dims'}}
  return
}
// -----
// case G12: wrong attr kind
func.func @g12(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.gather"(%s, %i) <{gather_dims = [1, 2]}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4xf32>
// expected-error@-1 {{invalid properties}}
  return
}
// -----
// case G13: unique non-unit
func.func @g13(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64: 1, 2>, unique = true}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4xf32>
// expected-error@-1 {{invalid properties}}
  return
}
// -----
// case G14: gather_dims as discardable attr dict (generic, not props)
func.func @g14(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.gather"(%s, %i) {gather_dims = array<i64: 1, 2>} : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4xf32>
  return
}
// -----
// case G15: gather_dims i32 array
func.func @g15(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.gather"(%s, %i) <{gather_dims = array<i32: 1, 2>}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4xf32>
// expected-error@-1 {{invalid properties}}
  return
}
// -----
// case G16: wrong number of operands
func.func @g16(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.gather"(%s) <{gather_dims = array<i64: 1, 2>}> : (tensor<4x5x6xf32>) -> tensor<1x2x4xf32>
// expected-error@-1 {{'tensor.gather' op expected 2 operands, but found 1}}
  return
}

// `indexing_maps = ...` that does not parse, with mlir-opt 22's messages:
// matmul reads an array attribute and then checks its elements; the
// elementwise op reads the maps one by one.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @notmap(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul indexing_maps = [1, 2] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{custom op 'linalg.matmul' element of indexing_maps array is not an affine_map}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @notarr(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul indexing_maps = 3 ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{custom op 'linalg.matmul' invalid kind of attribute specified}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @noeq(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul indexing_maps [] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{expected '='}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @notmap(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [1, 2] ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{custom op 'linalg.elementwise' expected affine map attribute}}
  return %0 : tensor<4x8xf32>
}
// -----
func.func @notmap(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = 3 ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{expected '['}}
  return %0 : tensor<4x8xf32>
}
// -----
func.func @notmap(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [] ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{expected attribute value}}
  return %0 : tensor<4x8xf32>
}

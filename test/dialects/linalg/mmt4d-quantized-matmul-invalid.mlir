// The verifier's errors for the tiled and quantized matmuls, as mlir-opt
// 22 words and places them.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

func.func @bad_rank(%lhs: tensor<2x3x4xi8>, %rhs: tensor<6x3x7x5xi8>, %acc: tensor<2x6x4x7xi32>) -> tensor<2x6x4x7xi32> {
  // expected-error @+1 {{'linalg.mmt4d' op expected operand #0 rank (3) to match the result rank of indexing_map (4)}}
  %0 = linalg.mmt4d ins(%lhs, %rhs : tensor<2x3x4xi8>, tensor<6x3x7x5xi8>) outs(%acc : tensor<2x6x4x7xi32>) -> tensor<2x6x4x7xi32>
  return %0 : tensor<2x6x4x7xi32>
}

// -----

func.func @bad_shape(%a: tensor<2x3xi8>, %b: tensor<4x5xi8>, %az: i32, %bz: i32, %c: tensor<2x5xi32>) -> tensor<2x5xi32> {
  // expected-error @+1 {{'linalg.quantized_matmul' op inferred input/output operand #1 has shape's dimension #0 to be 3, but found 4}}
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<2x3xi8>, tensor<4x5xi8>, i32, i32) outs(%c : tensor<2x5xi32>) -> tensor<2x5xi32>
  return %0 : tensor<2x5xi32>
}

// -----

func.func @bad_batch(%lhs: tensor<2x2x3x4x5xf32>, %rhs: tensor<3x6x3x7x5xf32>, %acc: tensor<2x2x6x4x7xf32>) -> tensor<2x2x6x4x7xf32> {
  // expected-error @+1 {{'linalg.batch_mmt4d' op inferred input/output operand #1 has shape's dimension #0 to be 2, but found 3}}
  %0 = linalg.batch_mmt4d ins(%lhs, %rhs : tensor<2x2x3x4x5xf32>, tensor<3x6x3x7x5xf32>) outs(%acc : tensor<2x2x6x4x7xf32>) -> tensor<2x2x6x4x7xf32>
  return %0 : tensor<2x2x6x4x7xf32>
}

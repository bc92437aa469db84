// Unsigned max and min pooling on floats or i1 fail while parsing, with
// MLIR 22's region-builder message, under both tools.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @a(%i1: tensor<2x9x3xf32>, %w1: tensor<3xf32>, %o1: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %6 = linalg.pooling_nwc_max_unsigned {strides = dense<3> : tensor<1xi64>} ins(%i1, %w1 : tensor<2x9x3xf32>, tensor<3xf32>) outs(%o1 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
// expected-error@-1 {{custom op 'linalg.pooling_nwc_max_unsigned' unsupported operation: unsigned max not on uint}}
  return %6 : tensor<2x3x3xf32>
}
// -----
func.func @b(%i1: tensor<2x9x3xi1>, %w1: tensor<3xf32>, %o1: tensor<2x3x3xi1>) -> tensor<2x3x3xi1> {
  %6 = linalg.pooling_nwc_min_unsigned ins(%i1, %w1 : tensor<2x9x3xi1>, tensor<3xf32>) outs(%o1 : tensor<2x3x3xi1>) {strides = dense<3> : tensor<1xi64>} -> tensor<2x3x3xi1>
// expected-error@-1 {{custom op 'linalg.pooling_nwc_min_unsigned' unsupported operation: unsigned min not on uint}}
  return %6 : tensor<2x3x3xi1>
}
// -----
func.func @c(%i: tensor<1x4x4x2xf32>, %w: tensor<2x2xf32>, %o: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %3 = linalg.pooling_nhwc_max_unsigned ins(%i, %w : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
// expected-error@-1 {{custom op 'linalg.pooling_nhwc_max_unsigned' unsupported operation: unsigned max not on uint}}
  return %3 : tensor<1x3x3x2xf32>
}

// Parse errors of linalg.reduce and linalg.map's short forms, under
// terrace-opt only: on the first mlir-opt 22 reports a second error
// ("expected ']'") after this one, and on the second it crashes.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics

func.func @reduce_bad_array(%a: tensor<4x8xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'linalg.reduce' expected integer value}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%i: tensor<4xf32>) dimensions = [a]
  return %0 : tensor<4xf32>
}

// -----

func.func @map_bad_payload(%a: tensor<4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'linalg.map' expected '}'}}
  %0 = linalg.map { arith.addf ins(%a : tensor<4xf32>) outs(%i: tensor<4xf32>)
  return %0 : tensor<4xf32>
}

// Errors under terrace-opt only: a parse error of linalg.reduce (mlir-opt
// 22 reports a second error, "expected ']'", after it), one of
// linalg.map's short form (mlir-opt 22 crashes on it; with two inputs it
// says the same "expected '}'") and a broadcast with a
// repeated dimension (mlir-opt 22 reads past the input's shape and
// reports a garbage size).
// RUN: terrace-opt %s --split-input-file --verify-diagnostics

func.func @reduce_bad_array(%a: tensor<4x8xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'linalg.reduce' expected integer value}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%i: tensor<4xf32>) dimensions = [a]
  return %0 : tensor<4xf32>
}

// -----

func.func @map_bad_payload(%a: tensor<4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{expected '}'}}
  %0 = linalg.map { arith.addf ins(%a : tensor<4xf32>) outs(%i: tensor<4xf32>)
  return %0 : tensor<4xf32>
}

// -----

func.func @broadcast_repeated(%a: tensor<4xf32>, %i: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  // expected-error@+1 {{'linalg.broadcast' op dimensions must not repeat}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%i : tensor<4x2x3xf32>) dimensions = [1, 1]
  return %0 : tensor<4x2x3xf32>
}

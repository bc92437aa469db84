// linalg.elementwise errors, and the order of the structured-op checks
// (the maps side by side must be invertible before each is checked), with
// mlir-opt 22's messages under both tools.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @not_a_kind(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'linalg.elementwise' expected ElementwiseKind attribute}}
  %0 = linalg.elementwise kind=#linalg.iterator_type<parallel> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @maps_not_invertible(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.elementwise' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0, d1) -> (d0)>] ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @no_result_type(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>)
  return %0 : tensor<4xf32>
}

// -----

func.func @shape(%a: tensor<5xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.elementwise' op inferred input/output operand #1 has shape's dimension #0 to be 5, but found 4}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<5xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @generic_not_invertible(%a: tensor<4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0, d0))}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @kind_not_an_enum(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{invalid properties {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], kind = 3 : i32, operandSegmentSizes = array<i32: 1, 1>} for op linalg.elementwise: Invalid attribute `kind` in property conversion: 3 : i32}}
  %0 = "linalg.elementwise"(%a, %o) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], kind = 3 : i32, operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

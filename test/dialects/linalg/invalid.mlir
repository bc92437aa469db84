// linalg.generic, linalg.yield and linalg.index verifier and parser
// errors, with mlir-opt 22's messages under both tools.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @a(%A: tensor<4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>) {
// expected-error@-1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @b(%A: tensor<4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel", "parallel"]} ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>) {
// expected-error@-1 {{'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @c(%A: tensor<4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>) {
// expected-error@-1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  ^bb0(%a: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @d(%A: tensor<4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>) {
// expected-error@-1 {{'linalg.generic' op expected type of bb argument #1 ('i32') to match element or self type of the corresponding operand ('f32')}}
  ^bb0(%a: f32, %c: i32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @e(%A: tensor<4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a, %a : f32, f32
// expected-error@-1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%A: tensor<4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["sideways"]} ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>) {
// expected-error@-1 {{custom op 'linalg.generic' unexpected iterator_type (sideways)}}
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @g(%A: tensor<4xf32>, %C: tensor<5xf32>) -> tensor<5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%A : tensor<4xf32>) outs(%C : tensor<5xf32>) {
// expected-error@-1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @h(%A: tensor<4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>) {
  ^bb0(%a: f32, %c: f32):
    %x = linalg.index 1 : index
// expected-error@-1 {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @i(%A: tensor<4x4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%A : tensor<4x4xf32>) outs(%C : tensor<4xf32>) {
// expected-error@-1 {{'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)}}
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @j(%A: tensor<4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>) {
// expected-error@-1 {{'linalg.generic' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<4xi32>')}}
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<4xi32>
  return %C : tensor<4xf32>
}

// -----

func.func @k(%A: tensor<4xf32>, %C: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>) {
// expected-error@-1 {{cannot name an operation with no results}}
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @l(%A: tensor<4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {iterator_types = ["parallel"]} ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>) {
// expected-error@-1 {{'linalg.generic' op requires attribute 'indexing_maps'}}
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @m(%A: tensor<4xf32>, %C: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>]} ins(%A : tensor<4xf32>) outs(%C : tensor<4xf32>) {
// expected-error@-1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @named_region_args(%A: tensor<4x8xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%A : tensor<4x8xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  // expected-error@+1 {{custom op 'linalg.matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return %0 : tensor<4x16xf32>
}

// -----

func.func @named_shape(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x15xf32>) -> tensor<4x15xf32> {
  // expected-error@+1 {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 16, but found 15}}
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x15xf32>) -> tensor<4x15xf32>
  return %0 : tensor<4x15xf32>
}

// -----

func.func @named_rank(%A: tensor<4xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'linalg.matvec' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  %0 = linalg.matvec ins(%A, %A : tensor<4xf32>, tensor<4xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @named_result(%x: f32, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'linalg.fill' op expected type of operand #1 ('tensor<4x16xf32>') to match type of corresponding result ('tensor<4x15xf32>')}}
  %0 = linalg.fill ins(%x : f32) outs(%C : tensor<4x16xf32>) -> tensor<4x15xf32>
  return %C : tensor<4x16xf32>
}

// -----

func.func @named_maps(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 8}}
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

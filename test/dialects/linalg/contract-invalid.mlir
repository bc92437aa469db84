// Errors of linalg.contract, with mlir-opt 22's messages under both tools:
// its own checks (reported without the op name, in its order, before the
// destination-style and structured checks, which run with the regions),
// then the contraction checks on a body given in the generic form.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @no_maps(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @not_perm(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m + k, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{provided affine_map is not a projected permutation}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @rank(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{ranks of shaped operand and results of corresponding affine_map differ}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @scalar_shaped(%a: f32, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : f32, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{affine_map specifies shaped access while operand has non-shaped type}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @spaces(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k, l) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{iteration spaces of provided affine_maps differ}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @unused(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k, l) -> (m, k)>, affine_map<(m, n, k, l) -> (k, n)>, affine_map<(m, n, k, l) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{iteration space dim at index 3 not used to access any operand}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @nocontract(%a: tensor<4xf32>, %b: tensor<16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n) -> (m)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>] ins(%a, %b : tensor<4xf32>, tensor<16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{'indexing_maps' do not specify a contracting dimension}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @twomaps(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{iteration space dim at index 0 is neither a contracting dim nor of parallel iteration type}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @fourmaps(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{'linalg.contract' op expected the number of indexing_map (4) to be equal to the number of input/output operands (3)}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @shape(%a: tensor<4x8xf32>, %b: tensor<9x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<9x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{'linalg.contract' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 9}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @three_ins(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b, %b : tensor<4x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
// expected-error@-1 {{custom op 'linalg.contract' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 4}}
}
// -----
func.func @symbols(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k)[s0] -> (m, k)>, affine_map<(m, n, k)[s0] -> (k, n)>, affine_map<(m, n, k)[s0] -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{provided affine_map is not a projected permutation}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @outrank(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{ranks of shaped operand and results of corresponding affine_map differ}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @dupdim(%a: tensor<4x4xf32>, %b: tensor<4x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x4xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
// expected-error@-1 {{provided affine_map is not a projected permutation}}
  return %0 : tensor<4x16xf32>
}
// -----
func.func @outk(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, k)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{iteration space dim at index 1 is neither a contracting dim nor of parallel iteration type}}
  return %0 : tensor<4x8xf32>
}
// -----
func.func @dest_first(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x8xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m + k, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{provided affine_map is not a projected permutation}}
  return %0 : tensor<4x8xf32>
}
// -----
func.func @one_input(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "linalg.contract"(%a, %c) <{indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (m, k)>], operandSegmentSizes = array<i32: 1, 1>}> ({
// expected-error@-1 {{expected op with 2 inputs and 1 output}}
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// -----
func.func @bad_body(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = "linalg.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{'linalg.contract' op expected type of bb argument #2 ('f64') to match element or self type of the corresponding operand ('f32')}}
  ^bb0(%x: f32, %y: f32, %o: f64):
    linalg.yield %x : f32
  }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @no_maps_generic(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = "linalg.contract"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{'linalg.contract' op requires attribute 'indexing_maps'}}
  ^bb0(%x: f32, %y: f32, %o: f32):
    linalg.yield %x : f32
  }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @c1(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = "linalg.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{expected add/mul op in the body}}
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    %t = arith.addf %o, %s : f32
    linalg.yield %t : f32
  }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @c5(%a: tensor<4x8xi32>, %b: tensor<8x16xi32>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = "linalg.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{expected add/mul op in the body}}
  ^bb0(%x: i32, %y: i32, %o: i32):
    %s = arith.muli %x, %y : i32
    %t = arith.addi %o, %s : i32
    %u = arith.addi %t, %s : i32
    linalg.yield %u : i32
  }) : (tensor<4x8xi32>, tensor<8x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}

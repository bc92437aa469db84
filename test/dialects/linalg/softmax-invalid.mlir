// Errors of linalg.softmax, with mlir-opt 22's messages under both tools:
// its own checks, the destination-style ones and operand kinds (a type
// that is not shaped fails while parsing; a variadic result's message says
// "variadic of").
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// s1: element type mismatch
func.func @s1(%x: tensor<4x8xf32>, %o: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8xf16>) -> tensor<4x8xf16>
// expected-error@-1 {{'linalg.softmax' op failed to verify that input and output have same element type}}
  return %0 : tensor<4x8xf16>
}
// -----
// s2: incompatible shape
func.func @s2(%x: tensor<4x8xf32>, %o: tensor<4x9xf32>) -> tensor<4x9xf32> {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x9xf32>) -> tensor<4x9xf32>
// expected-error@-1 {{'linalg.softmax' op incompatible output shape}}
  return %0 : tensor<4x9xf32>
}
// -----
// s3: rank mismatch
func.func @s3(%x: tensor<4x8xf32>, %o: tensor<4x8x1xf32>) -> tensor<4x8x1xf32> {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
// expected-error@-1 {{'linalg.softmax' op incompatible output shape}}
  return %0 : tensor<4x8x1xf32>
}
// -----
// s4: dimension out of range
func.func @s4(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{'linalg.softmax' op incorrect dimension specified}}
  return %0 : tensor<4x8xf32>
}
// -----
// s5: negative dimension
func.func @s5(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.softmax dimension(-1) ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{'linalg.softmax' op incorrect dimension specified}}
  return %0 : tensor<4x8xf32>
}
// -----
// s6: result type mismatch
func.func @s6(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x?xf32> {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x?xf32>
// expected-error@-1 {{'linalg.softmax' op expected type of operand #1 ('tensor<4x8xf32>') to match type of corresponding result ('tensor<4x?xf32>')}}
  return %0 : tensor<4x?xf32>
}
// -----
// s7: no result with tensor
func.func @s7(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) {
  linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>)
// expected-error@-1 {{'linalg.softmax' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  return
}
// -----
// s8: memref with result
func.func @s8(%x: memref<4x8xf32>, %o: memref<4x8xf32>) {
  %0 = linalg.softmax dimension(1) ins(%x : memref<4x8xf32>) outs(%o : memref<4x8xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{'linalg.softmax' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  return
}
// -----
// s9: scalar input
func.func @s9(%x: f32, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.softmax dimension(1) ins(%x : f32) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{custom op 'linalg.softmax' invalid kind of type specified}}
  return %0 : tensor<4x8xf32>
}
// -----
// s10: int element type (accepted?)
func.func @s10(%x: tensor<4x8xi32>, %o: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<4x8xi32>) outs(%o : tensor<4x8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
// -----
// s11: tensor input, memref output
func.func @s11(%x: tensor<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}
// -----
// s12: generic form missing dimension
func.func @s12(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "linalg.softmax"(%x, %o) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{'linalg.softmax' op requires attribute 'dimension'}}
  return %0 : tensor<4x8xf32>
}
// -----
// s13: generic form dimension wrong attr type
func.func @s13(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "linalg.softmax"(%x, %o) <{dimension = 1 : i32}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{'linalg.softmax' op attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute}}
  return %0 : tensor<4x8xf32>
}
// -----
// s14: vector input
func.func @s14(%x: vector<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.softmax dimension(1) ins(%x : vector<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// -----
// s15: two results
func.func @s15(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0:2 = "linalg.softmax"(%x, %o) <{dimension = 1 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
// expected-error@-1 {{'linalg.softmax' op expected the number of tensor results (2) to be equal to the number of output tensors (1)}}
  return %0#0 : tensor<4x8xf32>
}
// -----
// s16: rank-0
func.func @s16(%x: tensor<f32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.softmax dimension(0) ins(%x : tensor<f32>) outs(%o : tensor<f32>) -> tensor<f32>
// expected-error@-1 {{'linalg.softmax' op incorrect dimension specified}}
  return %0 : tensor<f32>
}
// -----
// s17: dimension in attr-dict position
func.func @s17(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.softmax {dimension = 1 : i64} dimension(1) ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @a(%x: f32, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "linalg.softmax"(%x, %o) <{dimension = 1 : i64}> : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
// expected-error@-1 {{'linalg.softmax' op operand #0 must be shaped of any type values, but got 'f32'}}
  return %0 : tensor<4x8xf32>
}
// -----
func.func @b(%x: tensor<4x8xf32>, %o: vector<4x8xf32>) {
  linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%o : vector<4x8xf32>)
// expected-error@-1 {{'linalg.softmax' op expected that operand #1 is a tensor or a memref}}
  return
}
// -----
func.func @d(%x: memref<4x8xf32>, %o: memref<4x8xf32>) {
  %0 = "linalg.softmax"(%x, %o) <{dimension = 1 : i64}> : (memref<4x8xf32>, memref<4x8xf32>) -> memref<4x8xf32>
// expected-error@-1 {{'linalg.softmax' op result #0 must be variadic of ranked tensor of any type values, but got 'memref<4x8xf32>'}}
  return
}
// -----
func.func @e(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) : tensor<4x8xf32>
// expected-error@-1 {{cannot name an operation with no results}}
  return %0 : tensor<4x8xf32>
}

// -----

func.func @u(%x: tensor<*xf32>, %o: memref<4x8xf32>) {
  "linalg.softmax"(%x, %o) <{dimension = 1 : i64}> : (tensor<*xf32>, memref<4x8xf32>) -> ()
// expected-error@-1 {{'linalg.softmax' op incompatible output shape}}
  return
}

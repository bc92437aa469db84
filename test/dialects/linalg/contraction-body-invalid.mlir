// The named contractions (matmul's family, matvec, vecmat, dot) check
// that a body given in the generic form multiplies the inputs and adds the
// product to the init, as MLIR 22's LinalgContractionOpInterface does.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @matvec(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.matvec"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{expected add/mul op in the body}}
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    %t = arith.addf %o, %s : f32
    linalg.yield %t : f32
  }) : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @vecmat(%a: tensor<8xf32>, %b: tensor<8x4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.vecmat"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{expected add/mul op in the body}}
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    %t = arith.addf %o, %s : f32
    linalg.yield %t : f32
  }) : (tensor<8xf32>, tensor<8x4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @batch_matvec(%a: tensor<2x4x8xf32>, %b: tensor<2x8xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = "linalg.batch_matvec"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{expected add/mul op in the body}}
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    %t = arith.addf %o, %s : f32
    linalg.yield %t : f32
  }) : (tensor<2x4x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// -----
func.func @batch_vecmat(%a: tensor<2x8xf32>, %b: tensor<2x8x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = "linalg.batch_vecmat"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{expected add/mul op in the body}}
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    %t = arith.addf %o, %s : f32
    linalg.yield %t : f32
  }) : (tensor<2x8xf32>, tensor<2x8x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// -----
func.func @dot(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<f32>) -> tensor<f32> {
  %0 = "linalg.dot"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{expected add/mul op in the body}}
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    %t = arith.addf %o, %s : f32
    linalg.yield %t : f32
  }) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @batch_matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x3xf32>, %c: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %0 = "linalg.batch_matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{expected add/mul op in the body}}
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    %t = arith.addf %o, %s : f32
    linalg.yield %t : f32
  }) : (tensor<2x4x8xf32>, tensor<2x8x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}
// -----
func.func @batch_reduce_matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x3xf32>, %c: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = "linalg.batch_reduce_matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{expected add/mul op in the body}}
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    %t = arith.addf %o, %s : f32
    linalg.yield %t : f32
  }) : (tensor<2x4x8xf32>, tensor<2x8x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
// -----
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>, %c: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// expected-error@-1 {{expected add/mul op in the body}}
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    %t = arith.addf %o, %s : f32
    linalg.yield %t : f32
  }) : (tensor<4x8xf32>, tensor<8x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

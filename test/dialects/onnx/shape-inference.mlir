// shape-inference: result types made as precise as the onnx ops' rules
// say. Sizes worked out by hand from ONNX's operator definitions; uses
// outside the inferring ops (func.return) keep the declared type through
// a tensor.cast.
// RUN: terrace-opt --split-input-file --shape-inference %s | FileCheck %s
// RUN: terrace-opt --split-input-file --canonicalize --shape-inference %s | FileCheck %s --check-prefix=FOLDED
// RUN: terrace-opt --split-input-file --shape-inference %s --mlir-print-op-generic | %mlir-opt --split-input-file --allow-unregistered-dialect > /dev/null

// The shape computation PyTorch's exporter writes before a Reshape
// (batch size, then -1) is read through, as ONNX's data propagation
// does: the target is [2, -1], so 2 x 12, then 2 x 5. Canonicalization
// first (folding the computation to a constant) gives the same.
// CHECK-LABEL: func.func @exporter_reshape(
// CHECK: "onnx.Reshape"({{.*}}) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x12xf32>
// CHECK: "onnx.MatMul"({{.*}}) : (tensor<2x12xf32>, tensor<12x5xf32>) -> tensor<2x5xf32>
// CHECK: %[[Z:.+]] = "onnx.Relu"({{.*}}) : (tensor<2x5xf32>) -> tensor<2x5xf32>
// CHECK: %[[C:.+]] = tensor.cast %[[Z]] : tensor<2x5xf32> to tensor<*xf32>
// CHECK: return %[[C]] : tensor<*xf32>
// FOLDED-LABEL: func.func @exporter_reshape(
// FOLDED: "onnx.Reshape"({{.*}}) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x12xf32>
// FOLDED: "onnx.MatMul"({{.*}}) : (tensor<2x12xf32>, tensor<12x5xf32>) -> tensor<2x5xf32>
// FOLDED: %[[Z:.+]] = "onnx.Relu"({{.*}}) : (tensor<2x5xf32>) -> tensor<2x5xf32>
// FOLDED: tensor.cast %[[Z]] : tensor<2x5xf32> to tensor<*xf32>
func.func @exporter_reshape(%x: tensor<2x3x4xf32>, %w: tensor<12x5xf32>) -> tensor<*xf32> {
  %s = "onnx.Shape"(%x) : (tensor<2x3x4xf32>) -> tensor<3xi64>
  %i0 = "onnx.Constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  %d0 = "onnx.Gather"(%s, %i0) <{axis = 0 : si64}> : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
  %ax = "onnx.Constant"() <{value = dense<[0]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %u = "onnx.Unsqueeze"(%d0, %ax) : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
  %m1 = "onnx.Constant"() <{value = dense<[-1]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %shape = "onnx.Concat"(%u, %m1) <{axis = 0 : si64}> : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %r = "onnx.Reshape"(%x, %shape) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<*xf32>
  %y = "onnx.MatMul"(%r, %w) : (tensor<*xf32>, tensor<12x5xf32>) -> tensor<*xf32>
  %z = "onnx.Relu"(%y) : (tensor<*xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// With a dynamic batch the exporter's target is [?, -1]: the -1 cannot be
// worked out, but the rank can. A target given at run time gives the rank
// too.
// CHECK-LABEL: func.func @dynamic_reshape(
// CHECK: "onnx.Reshape"({{.*}}) : (tensor<?x3x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK: "onnx.MatMul"({{.*}}) : (tensor<?x?xf32>, tensor<12x5xf32>) -> tensor<?x5xf32>
// CHECK: "onnx.Reshape"({{.*}}) : (tensor<?x3x4xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
func.func @dynamic_reshape(%x: tensor<?x3x4xf32>, %w: tensor<12x5xf32>, %t: tensor<3xi64>) {
  %s = "onnx.Shape"(%x) : (tensor<?x3x4xf32>) -> tensor<3xi64>
  %i0 = "onnx.Constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  %d0 = "onnx.Gather"(%s, %i0) <{axis = 0 : si64}> : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
  %ax = "onnx.Constant"() <{value = dense<[0]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %u = "onnx.Unsqueeze"(%d0, %ax) : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
  %m1 = "onnx.Constant"() <{value = dense<[-1]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %shape = "onnx.Concat"(%u, %m1) <{axis = 0 : si64}> : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %r = "onnx.Reshape"(%x, %shape) : (tensor<?x3x4xf32>, tensor<2xi64>) -> tensor<*xf32>
  %y = "onnx.MatMul"(%r, %w) : (tensor<*xf32>, tensor<12x5xf32>) -> tensor<*xf32>
  %z = "onnx.Reshape"(%x, %t) : (tensor<?x3x4xf32>, tensor<3xi64>) -> tensor<*xf32>
  return
}

// -----

// The LSTM initial state PyTorch's exporter writes: zeros of shape
// [2, batch, 8], the batch read from the input at run time.
// CHECK-LABEL: func.func @partial_shape(
// CHECK: "onnx.ConstantOfShape"({{.*}}) -> tensor<2x?x8xf32>
func.func @partial_shape(%x: tensor<?x7x6xf32>) {
  %s = "onnx.Shape"(%x) : (tensor<?x7x6xf32>) -> tensor<3xi64>
  %i0 = "onnx.Constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  %d0 = "onnx.Gather"(%s, %i0) <{axis = 0 : si64}> : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
  %ax = "onnx.Constant"() <{value = dense<[0]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %u = "onnx.Unsqueeze"(%d0, %ax) : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
  %two = "onnx.Constant"() <{value = dense<[2]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %eight = "onnx.Constant"() <{value = dense<[8]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %shape = "onnx.Concat"(%two, %u, %eight) <{axis = 0 : si64}> : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
  %zeros = "onnx.ConstantOfShape"(%shape) <{value = dense<0.0> : tensor<1xf32>}> : (tensor<3xi64>) -> tensor<*xf32>
  return
}

// -----

// A dynamic batch through a small CNN: 32 - 3 + 1 = 30 after the
// convolution, 15 after pooling by 2, 8 * 15 * 15 = 1800 flattened.
// CHECK-LABEL: func.func @dynamic_batch(
// CHECK: "onnx.Conv"({{.*}}) -> tensor<?x8x30x30xf32>
// CHECK: "onnx.MaxPool"({{.*}}) -> tensor<?x8x15x15xf32>
// CHECK: "onnx.Flatten"({{.*}}) -> tensor<?x1800xf32>
// CHECK: "onnx.Gemm"({{.*}}) -> tensor<?x10xf32>
func.func @dynamic_batch(%x: tensor<?x3x32x32xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>, %fw: tensor<10x1800xf32>) -> tensor<*xf32> {
  %c = "onnx.Conv"(%x, %w, %b) : (tensor<?x3x32x32xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>) -> tensor<*xf32>
  %p = "onnx.MaxPool"(%c) <{kernel_shape = [2, 2], strides = [2, 2]}> : (tensor<*xf32>) -> tensor<*xf32>
  %f = "onnx.Flatten"(%p) <{axis = 1 : si64}> : (tensor<*xf32>) -> tensor<*xf32>
  %g = "onnx.Gemm"(%f, %fw) <{transB = 1 : si64}> : (tensor<*xf32>, tensor<10x1800xf32>) -> tensor<*xf32>
  return %g : tensor<*xf32>
}

// -----

// Broadcasting: a dynamic size meeting a static one other than 1 is that
// size; meeting 1 it stays dynamic. Declared sizes stay where the rule
// knows less (the last Add's 7).
// CHECK-LABEL: func.func @broadcasting(
// CHECK: "onnx.Add"({{.*}}) : (tensor<?x4xf32>, tensor<4xf32>) -> tensor<?x4xf32>
// CHECK: "onnx.Mul"({{.*}}) : (tensor<?x1xf32>, tensor<1x5xf32>) -> tensor<?x5xf32>
// CHECK: "onnx.Sub"({{.*}}) : (tensor<?x1xf32>, tensor<1x1xf32>) -> tensor<?x1xf32>
// CHECK: "onnx.Where"({{.*}}) : (tensor<3x1xi1>, tensor<1x4xf32>, tensor<f32>) -> tensor<3x4xf32>
// CHECK: "onnx.Add"({{.*}}) : (tensor<?x1xf32>, tensor<1x1xf32>) -> tensor<7x1xf32>
func.func @broadcasting(%a: tensor<?x4xf32>, %b: tensor<4xf32>, %c: tensor<?x1xf32>, %d: tensor<1x5xf32>, %e: tensor<1x1xf32>, %m: tensor<3x1xi1>, %f: tensor<1x4xf32>, %s: tensor<f32>) {
  %0 = "onnx.Add"(%a, %b) : (tensor<?x4xf32>, tensor<4xf32>) -> tensor<*xf32>
  %1 = "onnx.Mul"(%c, %d) : (tensor<?x1xf32>, tensor<1x5xf32>) -> tensor<*xf32>
  %2 = "onnx.Sub"(%c, %e) : (tensor<?x1xf32>, tensor<1x1xf32>) -> tensor<*xf32>
  %3 = "onnx.Where"(%m, %f, %s) : (tensor<3x1xi1>, tensor<1x4xf32>, tensor<f32>) -> tensor<*xf32>
  %4 = "onnx.Add"(%c, %e) : (tensor<?x1xf32>, tensor<1x1xf32>) -> tensor<7x1xf32>
  return
}

// -----

// Data movement with constant parameters. Slice: axis 0 from 9 down by 2
// (9, 7, 5, 3, 1), axis 2 from 1 up by 2 to the end (1, 3, 5). Squeeze
// of axes 0 and -2; Unsqueeze at -1 and 0 of the rank-4 result.
// CHECK-LABEL: func.func @movement(
// CHECK: "onnx.Slice"({{.*}}) -> tensor<5x?x3xf32>
// CHECK: "onnx.Squeeze"({{.*}}) -> tensor<?x4xf32>
// CHECK: "onnx.Unsqueeze"({{.*}}) -> tensor<1x?x4x1xf32>
// CHECK: "onnx.Concat"({{.*}}) <{axis = 0 : si64}> : (tensor<2x?xf32>, tensor<3x5xf32>) -> tensor<5x5xf32>
// CHECK: "onnx.Concat"({{.*}}) <{axis = 1 : si64}> : (tensor<2x?xf32>, tensor<2x5xf32>) -> tensor<2x?xf32>
// CHECK: "onnx.Split"({{.*}}) -> (tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>)
// CHECK: "onnx.Split"({{.*}}) -> (tensor<1x?xf32>, tensor<5x?xf32>)
// CHECK: "onnx.Transpose"({{.*}}) -> tensor<5x?x4xf32>
// CHECK: "onnx.Gather"({{.*}}) -> tensor<2x3x?xf32>
func.func @movement(%x: tensor<10x?x6xf32>, %y: tensor<1x?x1x4xf32>, %p: tensor<2x?xf32>, %q: tensor<3x5xf32>, %q2: tensor<2x5xf32>, %r: tensor<6x?xf32>, %t: tensor<?x4x5xf32>, %g: tensor<5x?xf32>, %i: tensor<2x3xi64>) {
  %starts = "onnx.Constant"() <{value = dense<[-1, 1]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %ends = "onnx.Constant"() <{value = dense<[-100, 1000]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %axes = "onnx.Constant"() <{value = dense<[0, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %steps = "onnx.Constant"() <{value = dense<[-2, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %0 = "onnx.Slice"(%x, %starts, %ends, %axes, %steps) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<10x?x6xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<*xf32>
  %sq = "onnx.Constant"() <{value = dense<[0, -2]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %1 = "onnx.Squeeze"(%y, %sq) : (tensor<1x?x1x4xf32>, tensor<2xi64>) -> tensor<*xf32>
  %us = "onnx.Constant"() <{value = dense<[-1, 0]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %2 = "onnx.Unsqueeze"(%1, %us) : (tensor<*xf32>, tensor<2xi64>) -> tensor<*xf32>
  %3 = "onnx.Concat"(%p, %q) <{axis = 0 : si64}> : (tensor<2x?xf32>, tensor<3x5xf32>) -> tensor<*xf32>
  %4 = "onnx.Concat"(%p, %q2) <{axis = 1 : si64}> : (tensor<2x?xf32>, tensor<2x5xf32>) -> tensor<*xf32>
  %5:3 = "onnx.Split"(%r) : (tensor<6x?xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  %sizes = "onnx.Constant"() <{value = dense<[1, 5]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %6:2 = "onnx.Split"(%r, %sizes) : (tensor<6x?xf32>, tensor<2xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  %7 = "onnx.Transpose"(%t) <{perm = [2, 0, 1]}> : (tensor<?x4x5xf32>) -> tensor<*xf32>
  %8 = "onnx.Gather"(%g, %i) <{axis = 0 : si64}> : (tensor<5x?xf32>, tensor<2x3xi64>) -> tensor<*xf32>
  return
}

// -----

// Reductions keep or drop their axes; ArgMax gives i64 indices.
// CHECK-LABEL: func.func @reductions(
// CHECK: "onnx.ReduceMean"({{.*}}) -> tensor<?x1x5xf32>
// CHECK: "onnx.ReduceMax"({{.*}}) -> tensor<?x5xf32>
// CHECK: "onnx.ReduceSum"({{.*}}) -> tensor<?x4xf32>
// CHECK: "onnx.ReduceSum"({{.*}}) -> tensor<1x1x1xf32>
// CHECK: "onnx.ArgMax"({{.*}}) -> tensor<?x4x1xi64>
func.func @reductions(%t: tensor<?x4x5xf32>) {
  %0 = "onnx.ReduceMean"(%t) <{axes = [1]}> : (tensor<?x4x5xf32>) -> tensor<*xf32>
  %1 = "onnx.ReduceMax"(%t) <{axes = [1], keepdims = 0 : si64}> : (tensor<?x4x5xf32>) -> tensor<*xf32>
  %last = "onnx.Constant"() <{value = dense<[-1]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %2 = "onnx.ReduceSum"(%t, %last) <{keepdims = 0 : si64}> : (tensor<?x4x5xf32>, tensor<1xi64>) -> tensor<*xf32>
  %3 = "onnx.ReduceSum"(%t) : (tensor<?x4x5xf32>) -> tensor<*xf32>
  %4 = "onnx.ArgMax"(%t) <{axis = 2 : si64}> : (tensor<?x4x5xf32>) -> tensor<*xi64>
  return
}

// -----

// If's results are what both branches yield: the sizes they agree on. A
// branch's value refined inside is yielded as it is.
// CHECK-LABEL: func.func @branches(
// CHECK: "onnx.Neg"({{.*}}) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK: "onnx.Yield"({{.*}}) : (tensor<2x?xf32>) -> ()
// CHECK: }) : (tensor<i1>) -> tensor<2x?xf32>
func.func @branches(%c: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<2x?xf32>) -> tensor<*xf32> {
  %r = "onnx.If"(%c) ({
    "onnx.Yield"(%a) : (tensor<2x3xf32>) -> ()
  }, {
    %n = "onnx.Neg"(%b) : (tensor<2x?xf32>) -> tensor<*xf32>
    "onnx.Yield"(%n) : (tensor<*xf32>) -> ()
  }) : (tensor<i1>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// Loop's carried value keeps what its start and the body's yield agree on;
// its scan output has one row per iteration, how many not known.
// CHECK-LABEL: func.func @loop(
// CHECK: "onnx.Neg"({{.*}}) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: }) : (tensor<i64>, tensor<i1>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<?x2x3xf32>)
func.func @loop(%m: tensor<i64>, %c: tensor<i1>, %x: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %r:2 = "onnx.Loop"(%m, %c, %x) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
  ^bb0(%i: tensor<i64>, %cond: tensor<i1>, %v: tensor<2x3xf32>):
    %n = "onnx.Neg"(%v) : (tensor<2x3xf32>) -> tensor<*xf32>
    "onnx.Yield"(%cond, %n, %n) : (tensor<i1>, tensor<*xf32>, tensor<*xf32>) -> ()
  }) : (tensor<i64>, tensor<i1>, tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %r#0, %r#1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// Scan's final state keeps what its start and the yield agree on; each
// scan output stacks the body's per-step value along its output axis, as
// many as the scan input has rows (3): at axis 0, 3 x 2; at axis -1, 2 x 3.
// CHECK-LABEL: func.func @scan(
// CHECK: "onnx.Add"({{.*}}) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK: }) : (tensor<2xf32>, tensor<3x2xf32>) -> (tensor<2xf32>, tensor<3x2xf32>, tensor<2x3xf32>)
func.func @scan(%init: tensor<2xf32>, %xs: tensor<3x2xf32>) {
  %r:3 = "onnx.Scan"(%init, %xs) <{num_scan_inputs = 1 : si64, scan_output_axes = [0, -1]}> ({
  ^bb0(%s: tensor<2xf32>, %x: tensor<2xf32>):
    %sum = "onnx.Add"(%s, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
    "onnx.Yield"(%sum, %sum, %x) : (tensor<*xf32>, tensor<*xf32>, tensor<2xf32>) -> ()
  }) : (tensor<2xf32>, tensor<3x2xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return
}

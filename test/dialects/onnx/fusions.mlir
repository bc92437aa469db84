// Graph-level fusions under canonicalize (ONNXFusions.cpp): an inference
// BatchNormalization folds into the Conv before it, MatMul then Add of a
// bias becomes Gemm. Weights worked out by hand: channel 0's factor is
// 2 / sqrt(3 + 1) = 1, channel 1's 3 / sqrt(35 + 1) = 0.5; the biases
// (1 - 1) * 1 + 0.5 = 0.5 and (-1 - 2) * 0.5 + 0.25 = -1.25.
// RUN: terrace-opt --canonicalize --split-input-file %s | FileCheck %s
//
// The same answers before and after: on an image of ones, channel 0 is
// (10 + 1 - 1) * 1 + 0.5 = 10.5 everywhere, channel 1 (2 - 1 - 2) * 0.5 +
// 0.25 = -0.25.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy; numpy.save('%t/ones.npy', numpy.ones((1, 1, 3, 3), numpy.float32))"
// RUN: terrace-run %s --entry conv_bn --interpret --input %t/ones.npy --print --print-format compact | FileCheck %s --check-prefix=EXEC
// RUN: terrace-opt --canonicalize %s -o %t/fused.mlir
// RUN: terrace-run %t/fused.mlir --entry conv_bn --interpret --input %t/ones.npy --print --print-format compact | FileCheck %s --check-prefix=EXEC
// EXEC: output_0: tensor<1x2x2x2xf32> = {{\[}}{{\[}}{{\[}}[10.5, 10.5], [10.5, 10.5]], {{\[}}[-0.25, -0.25], [-0.25, -0.25]]]]

// CHECK-LABEL: func.func @conv_bn(
// CHECK-DAG: %[[W:.+]] = "onnx.Constant"() <{value = dense<{{\[}}{{\[}}{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]], {{\[}}{{\[}}[2.500000e-01, 2.500000e-01], [2.500000e-01, 2.500000e-01]]]]> : tensor<2x1x2x2xf32>}>
// CHECK-DAG: %[[B:.+]] = "onnx.Constant"() <{value = dense<[5.000000e-01, -1.250000e+00]> : tensor<2xf32>}>
// CHECK: %[[C:.+]] = "onnx.Conv"(%arg0, %[[W]], %[[B]]) : (tensor<1x1x3x3xf32>, tensor<2x1x2x2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
// CHECK-NOT: onnx.BatchNormalization
// CHECK: return %[[C]]
func.func @conv_bn(%x: tensor<1x1x3x3xf32>) -> tensor<1x2x2x2xf32> {
  %w = "onnx.Constant"() <{value = dense<[[[[1.0, 2.0], [3.0, 4.0]]], [[[0.5, 0.5], [0.5, 0.5]]]]> : tensor<2x1x2x2xf32>}> : () -> tensor<2x1x2x2xf32>
  %b = "onnx.Constant"() <{value = dense<[1.0, -1.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %s = "onnx.Constant"() <{value = dense<[2.0, 3.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %bb = "onnx.Constant"() <{value = dense<[0.5, 0.25]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %m = "onnx.Constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %v = "onnx.Constant"() <{value = dense<[3.0, 35.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c = "onnx.Conv"(%x, %w, %b) : (tensor<1x1x3x3xf32>, tensor<2x1x2x2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  %y = "onnx.BatchNormalization"(%c, %s, %bb, %m, %v) <{epsilon = 1.0 : f32, resultSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<1x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  return %y : tensor<1x2x2x2xf32>
}

// -----

// A Conv without a bias gets one; statistics that are not constants, or a
// Conv with another user, keep the normalization.
// CHECK-LABEL: func.func @conv_bn_kept(
// CHECK: %[[C0:.+]] = "onnx.Conv"(%arg0, %{{.+}}, %{{.+}})
// CHECK-NOT: onnx.BatchNormalization
// CHECK: %[[C1:.+]] = "onnx.Conv"(%arg0, %{{.+}}) :
// CHECK: "onnx.BatchNormalization"(%[[C1]], %arg1,
// CHECK: %[[C2:.+]] = "onnx.Conv"(%arg0, %{{.+}}) :
// CHECK: "onnx.BatchNormalization"(%[[C2]],
func.func @conv_bn_kept(%x: tensor<1x1x3x3xf32>, %dyn: tensor<1xf32>) -> (tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>) {
  %w = "onnx.Constant"() <{value = dense<1.0> : tensor<1x1x2x2xf32>}> : () -> tensor<1x1x2x2xf32>
  %one = "onnx.Constant"() <{value = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zero = "onnx.Constant"() <{value = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c0 = "onnx.Conv"(%x, %w) : (tensor<1x1x3x3xf32>, tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %y0 = "onnx.BatchNormalization"(%c0, %one, %zero, %zero, %one) <{resultSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<1x1x2x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x2xf32>
  %c1 = "onnx.Conv"(%x, %w) : (tensor<1x1x3x3xf32>, tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %y1 = "onnx.BatchNormalization"(%c1, %dyn, %zero, %zero, %one) <{resultSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<1x1x2x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x2xf32>
  %c2 = "onnx.Conv"(%x, %w) : (tensor<1x1x3x3xf32>, tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %y2 = "onnx.BatchNormalization"(%c2, %one, %zero, %zero, %one) <{resultSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<1x1x2x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x2xf32>
  return %y0, %y1, %y2, %c2 : tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>
}

// -----

// MatMul of matrices then Add of a bias broadcast to the product: Gemm,
// whichever side the bias is on.
// CHECK-LABEL: func.func @matmul_add(
// CHECK-NEXT: %[[G:.+]] = "onnx.Gemm"(%arg0, %arg1, %arg2) : (tensor<3x4xf32>, tensor<4x5xf32>, tensor<5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: %[[H:.+]] = "onnx.Gemm"(%arg0, %arg1, %arg3) : (tensor<3x4xf32>, tensor<4x5xf32>, tensor<3x1xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: return %[[G]], %[[H]]
func.func @matmul_add(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %c: tensor<5xf32>, %d: tensor<3x1xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>) {
  %p = "onnx.MatMul"(%a, %b) : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %s = "onnx.Add"(%c, %p) : (tensor<5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  %q = "onnx.MatMul"(%a, %b) : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %t = "onnx.Add"(%q, %d) : (tensor<3x5xf32>, tensor<3x1xf32>) -> tensor<3x5xf32>
  return %s, %t : tensor<3x5xf32>, tensor<3x5xf32>
}

// -----

// Kept: a batched (3-D) MatMul, an Add that broadcasts the product
// further, and a product with another user.
// CHECK-LABEL: func.func @matmul_add_kept(
// CHECK-NOT: onnx.Gemm
// CHECK: return
func.func @matmul_add_kept(%a: tensor<2x3x4xf32>, %b: tensor<4x5xf32>, %m: tensor<3x4xf32>, %big: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) {
  %p = "onnx.MatMul"(%a, %b) : (tensor<2x3x4xf32>, tensor<4x5xf32>) -> tensor<2x3x5xf32>
  %s = "onnx.Add"(%p, %big) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %q = "onnx.MatMul"(%m, %b) : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %t = "onnx.Add"(%q, %big) : (tensor<3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %r = "onnx.MatMul"(%m, %b) : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %u = "onnx.Add"(%r, %r) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  return %s, %t, %u, %r : tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>
}

// -----

// Folded weights past 1 KiB go to a resource blob of their own; the fused
// program computes what the original did (random input, both interpreted).
// CHECK-LABEL: func.func @conv_bn_large(
// CHECK: "onnx.Constant"() <{value = dense_resource<conv_bn_weights> : tensor<8x4x3x3xf32>}>
// CHECK: "onnx.Conv"
// CHECK-NOT: onnx.BatchNormalization
// RUN: terrace-run %s --entry conv_bn_large --interpret --seed 3 --output-dir %t/large-before
// RUN: terrace-run %t/fused.mlir --entry conv_bn_large --interpret --seed 3 --output-dir %t/large-after
// RUN: %python -c "import numpy as n; a = n.load('%t/large-before/output_0.npy'); b = n.load('%t/large-after/output_0.npy'); print('agree' if a.shape == b.shape and n.allclose(a, b, rtol=1e-5, atol=1e-5) else 'differ')" | FileCheck %s --check-prefix=LARGE
// LARGE: agree
func.func @conv_bn_large(%x: tensor<1x4x5x5xf32>) -> tensor<1x8x3x3xf32> {
  %w = "onnx.Constant"() <{value = dense<0.5> : tensor<8x4x3x3xf32>}> : () -> tensor<8x4x3x3xf32>
  %s = "onnx.Constant"() <{value = dense<[1.0, 2.0, 3.0, 4.0, 0.5, 0.25, 1.5, 2.5]> : tensor<8xf32>}> : () -> tensor<8xf32>
  %bb = "onnx.Constant"() <{value = dense<[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]> : tensor<8xf32>}> : () -> tensor<8xf32>
  %m = "onnx.Constant"() <{value = dense<[1.0, -1.0, 2.0, -2.0, 0.0, 0.5, -0.5, 3.0]> : tensor<8xf32>}> : () -> tensor<8xf32>
  %v = "onnx.Constant"() <{value = dense<[1.0, 2.0, 4.0, 8.0, 0.5, 0.25, 3.0, 9.0]> : tensor<8xf32>}> : () -> tensor<8xf32>
  %c = "onnx.Conv"(%x, %w) : (tensor<1x4x5x5xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x3x3xf32>
  %y = "onnx.BatchNormalization"(%c, %s, %bb, %m, %v) <{resultSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<1x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x3x3xf32>
  return %y : tensor<1x8x3x3xf32>
}

// -----

// Chains: two Transposes are one of the composed permutation ([1, 2, 0]
// after [0, 2, 1] is [2, 1, 0]), or none when that is the identity; the
// absent perm reverses. A Reshape of a Reshape reshapes the input; not
// when the outer shape copies a dimension (0) of the inner result.
// CHECK-LABEL: func.func @chains(
// CHECK-SAME: %[[X:[^:]+]]: tensor<2x3x4xf32>
// CHECK-DAG: %[[T:.+]] = "onnx.Transpose"(%[[X]]) <{perm = [2, 1, 0]}> : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
// CHECK-DAG: %[[R:.+]] = "onnx.Reshape"(%[[X]], %{{.+}}) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<4x6xf32>
// CHECK-DAG: %[[I:.+]] = "onnx.Reshape"(%[[X]], %{{.+}}) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
// CHECK-DAG: %[[Z:.+]] = "onnx.Reshape"(%[[I]], %{{.+}}) : (tensor<6x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
// CHECK: return %[[T]], %[[X]], %[[R]], %[[Z]]
func.func @chains(%x: tensor<2x3x4xf32>) -> (tensor<4x3x2xf32>, tensor<2x3x4xf32>, tensor<4x6xf32>, tensor<6x4xf32>) {
  %a = "onnx.Transpose"(%x) <{perm = [0, 2, 1]}> : (tensor<2x3x4xf32>) -> tensor<2x4x3xf32>
  %b = "onnx.Transpose"(%a) <{perm = [1, 2, 0]}> : (tensor<2x4x3xf32>) -> tensor<4x3x2xf32>
  %c = "onnx.Transpose"(%x) : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  %d = "onnx.Transpose"(%c) : (tensor<4x3x2xf32>) -> tensor<2x3x4xf32>
  %s1 = "onnx.Constant"() <{value = dense<[6, 4]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %s2 = "onnx.Constant"() <{value = dense<[4, -1]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %s3 = "onnx.Constant"() <{value = dense<[0, 4]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %r1 = "onnx.Reshape"(%x, %s1) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %r2 = "onnx.Reshape"(%r1, %s2) : (tensor<6x4xf32>, tensor<2xi64>) -> tensor<4x6xf32>
  %r3 = "onnx.Reshape"(%x, %s1) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %r4 = "onnx.Reshape"(%r3, %s3) : (tensor<6x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  return %b, %d, %r2, %r4 : tensor<4x3x2xf32>, tensor<2x3x4xf32>, tensor<4x6xf32>, tensor<6x4xf32>
}

// test-onnx-shape-inference forgets every result type, infers them again
// from the function's arguments and constants alone, and compares with
// the declared ones (as ONNX's shape inference gave them at import): a
// remark counts them, another names each result inferred less precisely,
// an error each that contradicts. The declared types stay.
// RUN: terrace-opt --split-input-file --verify-diagnostics --test-onnx-shape-inference %s | FileCheck %s

// The Add's first dimension is 2 (the second operand's), more than
// declared.
// CHECK-LABEL: func.func @agree(
// CHECK: "onnx.Reshape"({{.*}}) -> tensor<6xf32>
// CHECK: "onnx.Add"({{.*}}) -> tensor<?x3xf32>
// expected-remark @+1 {{shape inference: 4 results, 2 as declared, 2 more precise, 0 less precise}}
module {
  func.func @agree(%x: tensor<2x3xf32>, %y: tensor<?x3xf32>) -> (tensor<6xf32>, tensor<?x3xf32>) {
    %shape = "onnx.Constant"() <{value = dense<[-1]> : tensor<1xi64>}> : () -> tensor<1xi64>
    %0 = "onnx.Reshape"(%x, %shape) : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<6xf32>
    %1 = "onnx.Add"(%y, %x) : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
    %2 = "onnx.Relu"(%1) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %0, %2 : tensor<6xf32>, tensor<?x3xf32>
  }
}

// -----

// A shape given at run time: ONNX's data propagation may know the sizes
// (here declared), Terrace knows the rank.
// expected-remark @+1 {{shape inference: 1 results, 0 as declared, 0 more precise, 1 less precise}}
module {
  func.func @runtime_shape(%x: tensor<2x3xf32>, %s: tensor<2xi64>) -> tensor<3x2xf32> {
    // expected-remark @+1 {{result #0 inferred as 'tensor<?x?xf32>', less precise than the declared 'tensor<3x2xf32>'}}
    %0 = "onnx.Reshape"(%x, %s) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
}

// -----

// expected-remark @+1 {{shape inference: 1 results, 0 as declared, 0 more precise, 0 less precise}}
module {
  func.func @contradiction(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
    // expected-error @+1 {{result #0 inferred as 'tensor<3x2xf32>', which contradicts the declared 'tensor<2x3xf32>'}}
    %0 = "onnx.Transpose"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}

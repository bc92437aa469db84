// The onnx dialect's ops in their generic form, printed back as parsed:
// optional inputs left out, variadic inputs, segment sizes where several
// inputs are optional, attribute kinds (si64, f32, strings, arrays,
// tensors, types), subgraphs as regions ending in onnx.Yield, and the
// dialect's types (strings, sequences, optionals).
// RUN: terrace-opt %s | FileCheck %s
// RUN: terrace-opt %s | terrace-opt | FileCheck %s
// RUN: terrace-opt %s --mlir-print-op-generic | terrace-opt | FileCheck %s

// CHECK-LABEL: func.func @conv
func.func @conv(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> (tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) {
  // CHECK: "onnx.Conv"(%{{.*}}, %{{.*}}, %{{.*}}) <{group = 1 : si64, kernel_shape = [3, 3], pads = [0, 0, 0, 0]}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  %0 = "onnx.Conv"(%x, %w, %b) {group = 1 : si64, kernel_shape = [3, 3], pads = [0, 0, 0, 0]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  // The bias is optional.
  // CHECK: "onnx.Conv"(%{{.*}}, %{{.*}}) : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %1 = "onnx.Conv"(%x, %w) : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0, %1 : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>
}

// CHECK-LABEL: func.func @variadic_and_dynamic
func.func @variadic_and_dynamic(%a: tensor<?x4xf32>, %b: tensor<2x4xf32>, %c: tensor<*xf32>) -> tensor<*xf32> {
  // CHECK: "onnx.Concat"(%{{.*}}, %{{.*}}, %{{.*}}) <{axis = 0 : si64}> : (tensor<?x4xf32>, tensor<2x4xf32>, tensor<*xf32>) -> tensor<*xf32>
  %0 = "onnx.Concat"(%a, %b, %c) {axis = 0 : si64} : (tensor<?x4xf32>, tensor<2x4xf32>, tensor<*xf32>) -> tensor<*xf32>
  // CHECK: "onnx.Sum"(%{{.*}}, %{{.*}}) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %1 = "onnx.Sum"(%0, %c) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}

// Resize has three optional inputs: which are given is in its segment
// sizes (here roi left out, scales given as "", sizes given).
// CHECK-LABEL: func.func @resize
func.func @resize(%x: tensor<1x1x2x2xf32>, %sizes: tensor<4xi64>) -> tensor<1x1x4x4xf32> {
  // CHECK: "onnx.Resize"(%{{.*}}, %{{.*}}) <{mode = "nearest", operandSegmentSizes = array<i32: 1, 0, 0, 1>}>
  %0 = "onnx.Resize"(%x, %sizes) {mode = "nearest", operandSegmentSizes = array<i32: 1, 0, 0, 1>} : (tensor<1x1x2x2xf32>, tensor<4xi64>) -> tensor<1x1x4x4xf32>
  return %0 : tensor<1x1x4x4xf32>
}

// CHECK-LABEL: func.func @attribute_kinds
func.func @attribute_kinds(%x: tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf32>, tensor<3xf32>, tensor<2x!onnx.String>) {
  // CHECK: "onnx.Cast"(%{{.*}}) <{to = 7 : si64}> : (tensor<2x3xf32>) -> tensor<2x3xi64>
  %0 = "onnx.Cast"(%x) {to = 7 : si64} : (tensor<2x3xf32>) -> tensor<2x3xi64>
  // CHECK: "onnx.LeakyRelu"(%{{.*}}) <{alpha = 2.000000e-01 : f32}>
  %1 = "onnx.LeakyRelu"(%x) {alpha = 0.2 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: "onnx.Constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %2 = "onnx.Constant"() {value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  // CHECK: "onnx.Constant"() <{value = dense<["ab", "c"]> : tensor<2x!onnx.String>}> : () -> tensor<2x!onnx.String>
  %3 = "onnx.Constant"() {value = dense<["ab", "c"]> : tensor<2x!onnx.String>} : () -> tensor<2x!onnx.String>
  return %0, %1, %2, %3 : tensor<2x3xi64>, tensor<2x3xf32>, tensor<3xf32>, tensor<2x!onnx.String>
}

// CHECK-LABEL: func.func @subgraphs
func.func @subgraphs(%cond: tensor<i1>, %x: tensor<2xf32>, %n: tensor<i64>) -> (tensor<2xf32>, tensor<2xf32>) {
  // CHECK: "onnx.If"(%{{.*}}) ({
  // CHECK:   "onnx.Yield"(%{{.*}}) : (tensor<2xf32>) -> ()
  // CHECK: }, {
  // CHECK:   "onnx.Neg"
  // CHECK:   "onnx.Yield"
  // CHECK: }) : (tensor<i1>) -> tensor<2xf32>
  %0 = "onnx.If"(%cond) ({
    "onnx.Yield"(%x) : (tensor<2xf32>) -> ()
  }, {
    %neg = "onnx.Neg"(%x) : (tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%neg) : (tensor<2xf32>) -> ()
  }) : (tensor<i1>) -> tensor<2xf32>
  // Loop's body takes the iteration number, the condition and the carried
  // values.
  // CHECK: "onnx.Loop"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
  // CHECK: ^bb0(%{{.*}}: tensor<i64>, %{{.*}}: tensor<i1>, %{{.*}}: tensor<2xf32>):
  %1 = "onnx.Loop"(%n, %cond, %x) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %v: tensor<2xf32>):
    %sum = "onnx.Add"(%v, %v) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%c, %sum) : (tensor<i1>, tensor<2xf32>) -> ()
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// CHECK-LABEL: func.func @sequences_and_optionals
func.func @sequences_and_optionals(%x: tensor<2xf32>, %y: tensor<3xf32>) -> (tensor<*xf32>, tensor<i1>) {
  // CHECK: "onnx.SequenceConstruct"(%{{.*}}, %{{.*}}) : (tensor<2xf32>, tensor<3xf32>) -> !onnx.Seq<tensor<?xf32>>
  %s = "onnx.SequenceConstruct"(%x, %y) : (tensor<2xf32>, tensor<3xf32>) -> !onnx.Seq<tensor<?xf32>>
  %i = "onnx.Constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
  // CHECK: "onnx.SequenceAt"(%{{.*}}, %{{.*}}) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> tensor<*xf32>
  %e = "onnx.SequenceAt"(%s, %i) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> tensor<*xf32>
  // CHECK: "onnx.Optional"(%{{.*}}) : (tensor<2xf32>) -> !onnx.Opt<tensor<2xf32>>
  %o = "onnx.Optional"(%x) : (tensor<2xf32>) -> !onnx.Opt<tensor<2xf32>>
  // CHECK: "onnx.OptionalHasElement"(%{{.*}}) : (!onnx.Opt<tensor<2xf32>>) -> tensor<i1>
  %h = "onnx.OptionalHasElement"(%o) : (!onnx.Opt<tensor<2xf32>>) -> tensor<i1>
  // CHECK: "onnx.Optional"() <{type = !onnx.Seq<tensor<*xi64>>}> : () -> !onnx.Opt<!onnx.Seq<tensor<*xi64>>>
  %none = "onnx.Optional"() {type = !onnx.Seq<tensor<*xi64>>} : () -> !onnx.Opt<!onnx.Seq<tensor<*xi64>>>
  return %e, %h : tensor<*xf32>, tensor<i1>
}

// onnx verifier errors, each from ONNX's schemas: a type variable bound to
// two element types, element types a constraint does not allow, required
// attributes missing, attributes of the wrong kind, the dialect's types
// holding what ONNX does not allow, operand counts.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s

func.func @f(%x: tensor<2xf32>, %y: tensor<2xf64>) {
  // Add's A, B and C are all of type T.
  // expected-error@+1 {{'onnx.Add' op failed to verify that all of {A, B, C} have same element type}}
  %0 = "onnx.Add"(%x, %y) : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  return
}

// -----

func.func @f(%x: tensor<2xi1>) {
  // Relu's T has no bool.
  // expected-error@+1 {{'onnx.Relu' op operand #0 must be tensor of 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer or 16-bit float or 64-bit float or bfloat16 type values, but got 'tensor<2xi1>'}}
  %0 = "onnx.Relu"(%x) : (tensor<2xi1>) -> tensor<2xi1>
  return
}

// -----

func.func @f(%x: tensor<2xf32>, %shape: tensor<2xi32>) {
  // Reshape's shape is tensor(int64) only.
  // expected-error@+1 {{'onnx.Reshape' op operand #1 must be tensor of 64-bit signless integer values, but got 'tensor<2xi32>'}}
  %0 = "onnx.Reshape"(%x, %shape) : (tensor<2xf32>, tensor<2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @f(%x: tensor<2xf32>) {
  // expected-error@+1 {{'onnx.Cast' op requires attribute 'to'}}
  %0 = "onnx.Cast"(%x) : (tensor<2xf32>) -> tensor<2xi32>
  return
}

// -----

func.func @f(%x: tensor<1x1x4x4xf32>, %w: tensor<1x1x3x3xf32>) {
  // INT attributes are si64, as onnx-mlir spells them.
  // expected-error@+1 {{'onnx.Conv' op attribute 'group' failed to satisfy constraint: 64-bit signed integer attribute}}
  %0 = "onnx.Conv"(%x, %w) {group = 1 : i64} : (tensor<1x1x4x4xf32>, tensor<1x1x3x3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @f(%x: tensor<1x1x4x4xf32>, %w: tensor<1x1x3x3xf32>) {
  // expected-error@+1 {{'onnx.Conv' op attribute 'kernel_shape' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = "onnx.Conv"(%x, %w) {kernel_shape = [3.0, 3.0]} : (tensor<1x1x4x4xf32>, tensor<1x1x3x3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @f(%x: tensor<2xf32>) {
  // expected-error@+1 {{'onnx.LeakyRelu' op attribute 'alpha' failed to satisfy constraint: 32-bit float attribute}}
  %0 = "onnx.LeakyRelu"(%x) {alpha = 0.1 : f64} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @f(%x: tensor<2xf32>) {
  // expected-error@+1 {{'onnx.Relu' op requires a single operand}}
  %0 = "onnx.Relu"(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

// expected-error@+1 {{an onnx sequence holds tensors}}
func.func @f(%s: !onnx.Seq<f32>) {
  return
}

// -----

// expected-error@+1 {{an onnx optional holds a tensor or a sequence}}
func.func @f(%s: !onnx.Opt<!onnx.Opt<tensor<f32>>>) {
  return
}

// -----

func.func @f(%s: !onnx.Seq<tensor<*xf32>>) {
  // A sequence where a tensor is expected.
  // expected-error@+1 {{'onnx.Relu' op operand #0 must be tensor of}}
  %0 = "onnx.Relu"(%s) : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xf32>
  return
}

// -----

func.func @f(%x: tensor<2xf32>) {
  // SequenceLength takes a sequence.
  // expected-error@+1 {{'onnx.SequenceLength' op operand #0 must be sequence of tensor of}}
  %0 = "onnx.SequenceLength"(%x) : (tensor<2xf32>) -> tensor<i64>
  return
}

// -----

func.func @f(%c: tensor<i1>, %x: tensor<2xf32>) {
  // expected-error@+1 {{'onnx.If' op region #0 ('then_branch') failed to verify constraint: region with 1 blocks}}
  %0 = "onnx.If"(%c) ({
    "onnx.Yield"(%x) : (tensor<2xf32>) -> ()
  ^bb1:
    "onnx.Yield"(%x) : (tensor<2xf32>) -> ()
  }, {
    "onnx.Yield"(%x) : (tensor<2xf32>) -> ()
  }) : (tensor<i1>) -> tensor<2xf32>
  return
}

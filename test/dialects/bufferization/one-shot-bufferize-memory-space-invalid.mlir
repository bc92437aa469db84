// Memory spaces one-shot-bufferize cannot settle, as mlir-opt 22 reports
// them. With must-infer-memory-space, a buffer no op places ("could not
// infer memory space": an alloc_tensor without memory_space or copy, a
// value of an unknown op or a function argument, a constant, a new
// tensor); generate, splat and concat bufferize into the default memory
// space only.
// RUN: terrace-opt --split-input-file --verify-diagnostics --allow-unregistered-dialect --one-shot-bufferize="must-infer-memory-space allow-return-allocs-from-loops" %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics --allow-unregistered-dialect --one-shot-bufferize="must-infer-memory-space allow-return-allocs-from-loops" %s

func.func @alloc_tensor_without_memory_space() -> tensor<10xf32> {
  // expected-error @+2 {{could not infer memory space}}
  // expected-error @+1 {{failed to bufferize op}}
  %0 = bufferization.alloc_tensor() : tensor<10xf32>
  return %0 : tensor<10xf32>
}

// -----

func.func @memory_space_of_unknown_op() -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{could not infer memory space}}
  %t = "test.dummy_op"() : () -> (tensor<10xf32>)
  // expected-error @+1 {{failed to bufferize op}}
  %s = tensor.extract %t[%c0] : tensor<10xf32>
  return %s : f32
}

// -----

func.func @unknown_memory_space(%idx: index, %v: i32) -> tensor<3xi32> {
  // expected-error @+2 {{could not infer memory space}}
  // expected-error @+1 {{failed to bufferize op}}
  %cst = arith.constant dense<[5, 1000, 20]> : tensor<3xi32>
  %0 = tensor.insert %v into %cst[%idx] : tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @empty(%i: index, %v: f32) -> tensor<4xf32> {
  // expected-error @+2 {{could not infer memory space}}
  // expected-error @+1 {{failed to bufferize op}}
  %0 = tensor.empty() : tensor<4xf32>
  %1 = tensor.insert %v into %0[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @generate(%v: i32) -> tensor<3xi32> {
  // expected-error @+2 {{memory space not implemented yet}}
  // expected-error @+1 {{failed to bufferize op}}
  %g = tensor.generate {
  ^bb0(%j: index):
    tensor.yield %v : i32
  } : tensor<3xi32>
  return %g : tensor<3xi32>
}

// -----

func.func @splat(%v: i32) -> tensor<3xi32> {
  // expected-error @+2 {{could not infer memory space}}
  // expected-error @+1 {{failed to bufferize op}}
  %g = tensor.splat %v : tensor<3xi32>
  return %g : tensor<3xi32>
}

// -----

// The function argument's memory space is needed for its copy.
// expected-error @+1 {{could not infer memory space}}
func.func @select_tensor_condition(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to bufferize op}}
  %0 = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{could not infer memory space}}
func.func @unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{failed to bufferize op}}
  %0 = tensor.cast %a : tensor<*xf32> to tensor<*xf32>
  return %0 : tensor<*xf32>
}

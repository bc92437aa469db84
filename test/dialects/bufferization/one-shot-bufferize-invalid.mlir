// What one-shot-bufferize refuses, with mlir-opt 22's messages: an op no
// model bufferizes (unless allow-unknown-ops), and a to_tensor without
// `restrict` in the input, whose buffer the analysis cannot follow.
// RUN: terrace-opt --split-input-file --verify-diagnostics --allow-unregistered-dialect --one-shot-bufferize=bufferize-function-boundaries %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics --allow-unregistered-dialect --one-shot-bufferize=bufferize-function-boundaries %s
// With allow-unknown-ops, the unknown op stays, between to_buffer and
// to_tensor of fully dynamic layout (the to_tensor chunk still fails).
// RUN: not terrace-opt --split-input-file --allow-unregistered-dialect --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops" %s 2>&1 | FileCheck %s --check-prefix=ALLOW
// RUN: not %mlir-opt --split-input-file --allow-unregistered-dialect --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops" %s 2>&1 | FileCheck %s --check-prefix=ALLOW

func.func @unknown(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %r = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// ALLOW-LABEL: func.func @unknown(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// ALLOW-NEXT: %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// ALLOW-NEXT: %1 = "test.foo"(%0) : (tensor<4xf32>) -> tensor<4xf32>
// ALLOW-NEXT: %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// ALLOW-NEXT: return %2 : memref<4xf32, strided<[?], offset: ?>>

// -----

func.func @to_tensor_without_restrict(%m: memref<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis}}
  %t = bufferization.to_tensor %m : memref<2xf32> to tensor<2xf32>
  return %t : tensor<2xf32>
}

// -----

// Without allow-return-allocs-from-loops, a loop whose yielded value is
// not its iteration argument's buffer is refused.
func.func @for_swap(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    // expected-error @+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// Where buffers of different memory spaces would meet, as mlir-opt 22
// reports it (one-shot-bufferize never casts between memory spaces): the
// choices of arith.select, the branches of scf.if and scf.index_switch, a
// loop's init and yielded values, the operands branches pass one block
// argument. With use-encoding-for-memory-space, generate, splat and
// concat of an encoded tensor are not implemented.
// RUN: terrace-opt --split-input-file --verify-diagnostics --one-shot-bufferize="use-encoding-for-memory-space allow-return-allocs-from-loops bufferize-function-boundaries" %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics --one-shot-bufferize="use-encoding-for-memory-space allow-return-allocs-from-loops bufferize-function-boundaries" %s

func.func @select(%c: i1) -> tensor<10xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 0 : ui64} : tensor<10xf32>
  %1 = bufferization.alloc_tensor() {memory_space = 1 : ui64} : tensor<10xf32>
  // expected-error @+2 {{inconsistent memory space on true/false operands}}
  // expected-error @+1 {{failed to bufferize op}}
  %r = arith.select %c, %0, %1 : tensor<10xf32>
  func.return %r : tensor<10xf32>
}

// -----

func.func @scf_if(%c: i1) -> tensor<10xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 0 : ui64} : tensor<10xf32>
  %1 = bufferization.alloc_tensor() {memory_space = 1 : ui64} : tensor<10xf32>
  // expected-error @+1 {{inconsistent memory space on then/else branches}}
  %r = scf.if %c -> tensor<10xf32> {
    // expected-error @+1 {{failed to bufferize op}}
    scf.yield %0 : tensor<10xf32>
  } else {
    scf.yield %1 : tensor<10xf32>
  }
  func.return %r : tensor<10xf32>
}

// -----

func.func @scf_for(%lb: index, %ub: index, %step: index) -> tensor<10xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 0 : ui64} : tensor<10xf32>
  %1 = bufferization.alloc_tensor() {memory_space = 1 : ui64} : tensor<10xf32>
  // expected-error @+1 {{'scf.for' op init_arg and yielded value bufferize to inconsistent memory spaces}}
  %2 = scf.for %iv = %lb to %ub step %step iter_args(%arg = %0) -> tensor<10xf32> {
    // expected-error @+1 {{failed to bufferize op}}
    scf.yield %1 : tensor<10xf32>
  }
  return %2 : tensor<10xf32>
}

// -----

func.func @index_switch(%i: index) -> tensor<10xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 0 : ui64} : tensor<10xf32>
  %1 = bufferization.alloc_tensor() {memory_space = 1 : ui64} : tensor<10xf32>
  // expected-error @+1 {{inconsistent memory space on switch cases}}
  %r = scf.index_switch %i -> tensor<10xf32>
  case 1 {
    scf.yield %1 : tensor<10xf32>
  }
  default {
    // expected-error @+1 {{failed to bufferize op}}
    scf.yield %0 : tensor<10xf32>
  }
  func.return %r : tensor<10xf32>
}

// -----

// expected-error @+2 {{'func.func' op incoming operands of block argument have inconsistent memory spaces}}
// expected-error @+1 {{failed to bufferize op}}
func.func @block_argument() -> tensor<5xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 0 : ui64} : tensor<5xf32>
  cf.br ^bb1(%0: tensor<5xf32>)
^bb1(%arg1: tensor<5xf32>):
  func.return %arg1 : tensor<5xf32>
^bb2():
  %1 = bufferization.alloc_tensor() {memory_space = 1 : ui64} : tensor<5xf32>
  cf.br ^bb1(%1: tensor<5xf32>)
}

// -----

func.func @generate(%v: i32) -> tensor<3xi32, 1 : i64> {
  // expected-error @+2 {{memory space not implemented yet}}
  // expected-error @+1 {{failed to bufferize op}}
  %g = tensor.generate {
  ^bb0(%j: index):
    tensor.yield %v : i32
  } : tensor<3xi32, 1 : i64>
  return %g : tensor<3xi32, 1 : i64>
}

// -----

func.func @splat(%v: i32) -> tensor<3xi32, 1 : i64> {
  // expected-error @+2 {{memory space not implemented yet}}
  // expected-error @+1 {{failed to bufferize op}}
  %g = tensor.splat %v : tensor<3xi32, 1 : i64>
  return %g : tensor<3xi32, 1 : i64>
}

// -----

func.func @concat(%a: tensor<3xi32, 1 : i64>) -> tensor<6xi32, 1 : i64> {
  // expected-error @+2 {{memory space not implemented yet}}
  // expected-error @+1 {{failed to bufferize op}}
  %g = tensor.concat dim(0) %a, %a : (tensor<3xi32, 1 : i64>, tensor<3xi32, 1 : i64>) -> tensor<6xi32, 1 : i64>
  return %g : tensor<6xi32, 1 : i64>
}

// -----

func.func @select_tensor_condition(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'arith.select' op only i1 condition values are supported}}
  // expected-error @+1 {{failed to bufferize op}}
  %0 = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

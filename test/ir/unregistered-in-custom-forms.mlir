// Ops that custom syntax builds by name (the short forms of linalg.map and
// linalg.reduce) are checked as the generic parser checks names: an op of a
// registered dialect must exist, and an op of an unknown dialect needs
// --allow-unregistered-dialect. Same messages and places as mlir-opt 22.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics
// RUN: not terrace-opt %s --split-input-file --allow-unregistered-dialect 2>/dev/null | FileCheck %s --check-prefix=ALLOWED
// RUN: not %mlir-opt %s --split-input-file --allow-unregistered-dialect 2>/dev/null | FileCheck %s --check-prefix=ALLOWED
// RUN: not terrace-opt %s --split-input-file --allow-unregistered-dialect 2>&1 >/dev/null | FileCheck %s --check-prefix=STILL-WRONG
// RUN: not %mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 >/dev/null | FileCheck %s --check-prefix=STILL-WRONG

func.func @unknown_dialect(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'foo.bar' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
  %0 = linalg.map { foo.bar } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>)
  return %0 : tensor<4xf32>
}
// With the flag the op of an unknown dialect is taken as it is.
// ALLOWED: linalg.map { foo.bar } ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>)

// -----

func.func @misspelled_map(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{unregistered operation 'arith.addff' found in dialect ('arith') that does not allow unknown operations}}
  %0 = linalg.map { arith.addff } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>)
  return %0 : tensor<4xf32>
}
// STILL-WRONG: unregistered operation 'arith.addff' found in dialect ('arith')

// -----

func.func @misspelled_reduce(%a: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{unregistered operation 'arith.adf' found in dialect ('arith') that does not allow unknown operations}}
  %0 = linalg.reduce { arith.adf } ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
  return %0 : tensor<4xf32>
}
// STILL-WRONG: unregistered operation 'arith.adf' found in dialect ('arith')

// Where the reshape propagation of Terrace's linalg-fuse-elementwise-ops
// differs from MLIR 22's: a pad is not moved above an expand_shape whose
// size is computed after the pad's source: MLIR moves it there and its
// output does not verify.
// RUN: terrace-opt --split-input-file --linalg-fuse-elementwise-ops %s | FileCheck %s
// RUN: not %mlir-opt --split-input-file --linalg-fuse-elementwise-ops %s 2>&1 | FileCheck %s --check-prefix=MLIR

// The expand's size is computed after the pad's source, where MLIR puts
// the new expand (its output does not verify); Terrace leaves both.
func.func @expand_size_after_pad_source(%a: tensor<?x4xf32>, %m: index) -> tensor<?x3x7xf32> {
  %cst = arith.constant 1.0 : f32
  %p = tensor.pad %a low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x4xf32> to tensor<?x7xf32>
  %c3 = arith.constant 3 : index
  %d = arith.divui %m, %c3 : index
  %x = tensor.expand_shape %p [[0, 1], [2]] output_shape [%d, 3, 7] : tensor<?x7xf32> into tensor<?x3x7xf32>
  return %x : tensor<?x3x7xf32>
}

// CHECK-LABEL: func.func @expand_size_after_pad_source(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x3x7xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, 1] high[0, 2] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x4xf32> to tensor<?x7xf32>
// CHECK-NEXT: %0 = arith.divui %arg1, %c3 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %padded {{\[\[}}0, 1], [2]] output_shape [%0, 3, 7] : tensor<?x7xf32> into tensor<?x3x7xf32>
// CHECK-NEXT: return %expanded : tensor<?x3x7xf32>
// CHECK-NEXT: }

// MLIR-DAG: error: operand #1 does not dominate this use

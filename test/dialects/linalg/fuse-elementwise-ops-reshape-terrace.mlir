// Where the reshape propagation of Terrace's linalg-fuse-elementwise-ops
// differs from MLIR 22's. An index of a loop the propagation would split
// into pieces of other sizes than 1 needs affine.apply (MLIR's output
// below), which Terrace does not have yet: the op stays unfused. A pad is
// not moved above an expand_shape whose size is computed after the pad's
// source: MLIR moves it there and its output does not verify.
// RUN: terrace-opt --split-input-file --linalg-fuse-elementwise-ops %s | FileCheck %s
// RUN: not %mlir-opt --split-input-file --linalg-fuse-elementwise-ops %s 2>&1 | FileCheck %s --check-prefix=MLIR

// An index of a loop split in two pieces of other sizes than 1: MLIR
// rebuilds it with affine.apply; Terrace leaves the op unfused for now.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @index_of_split_loop(%a: tensor<2x3x4xi32>) -> tensor<6x4xi32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xi32> into tensor<6x4xi32>
  %e = tensor.empty() : tensor<6x4xi32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<6x4xi32>) outs(%e : tensor<6x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<6x4xi32>
  return %r : tensor<6x4xi32>
}

// -----

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

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @index_of_split_loop(%arg0: tensor<2x3x4xi32>) -> tensor<6x4xi32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xi32> into tensor<6x4xi32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<6x4xi32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<6x4xi32>) outs(%0 : tensor<6x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.addi %in, %3 : i32
// CHECK-NEXT: linalg.yield %4 : i32
// CHECK-NEXT: } -> tensor<6x4xi32>
// CHECK-NEXT: return %1 : tensor<6x4xi32>
// CHECK-NEXT: }

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

// MLIR-DAG: affine.apply #map1()[%2, %3]
// MLIR-DAG: error: operand #1 does not dominate this use

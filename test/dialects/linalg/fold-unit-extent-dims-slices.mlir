// --linalg-fold-unit-extent-dims=use-rank-reducing-slices, as mlir-opt
// 22's: rank-reducing tensor.extract_slice and tensor.insert_slice (into
// the generic's init; a pad's result into a tensor.empty of its sizes)
// where the default makes reshapes, folded where they fold (a splat
// constant sliced is a smaller splat), and the clean-up without the
// reshapes' patterns. Both tools print the same bytes on this file and on
// the default's test files (their 130-odd functions; the pad file is left
// out: mlir-opt 22 crashes on it, see fold-unit-extent-dims-pad-constant).
// RUN: terrace-opt --linalg-fold-unit-extent-dims=use-rank-reducing-slices %s > %t.terrace
// RUN: %mlir-opt --linalg-fold-unit-extent-dims=use-rank-reducing-slices %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --linalg-fold-unit-extent-dims=use-rank-reducing-slices %S/fold-unit-extent-dims.mlir > %t.terrace
// RUN: %mlir-opt --linalg-fold-unit-extent-dims=use-rank-reducing-slices %S/fold-unit-extent-dims.mlir > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --linalg-fold-unit-extent-dims=use-rank-reducing-slices %S/fold-unit-extent-dims-shapes.mlir > %t.terrace
// RUN: %mlir-opt --linalg-fold-unit-extent-dims=use-rank-reducing-slices %S/fold-unit-extent-dims-shapes.mlir > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --linalg-fold-unit-extent-dims=use-rank-reducing-slices %S/fold-unit-extent-dims-misc.mlir > %t.terrace
// RUN: %mlir-opt --linalg-fold-unit-extent-dims=use-rank-reducing-slices %S/fold-unit-extent-dims-misc.mlir > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --linalg-fold-unit-extent-dims=use-rank-reducing-slices --mlir-print-op-generic %S/fold-unit-extent-dims-sizes.mlir > %t.terrace
// RUN: %mlir-opt --linalg-fold-unit-extent-dims=use-rank-reducing-slices --mlir-print-op-generic %S/fold-unit-extent-dims-sizes.mlir > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --linalg-fold-unit-extent-dims=use-rank-reducing-slices %s | FileCheck %s

// CHECK-LABEL: func.func @g
// CHECK: %[[A:.*]] = tensor.extract_slice %arg0[0, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<1x4x1xf32> to tensor<4xf32>
// CHECK: %[[B:.*]] = tensor.extract_slice %arg1[0, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<1x4x1xf32> to tensor<4xf32>
// The read init moves to the inputs (MoveInitOperandsToInput).
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xf32>)
// CHECK: tensor.insert_slice %[[R]] into %arg1[0, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<4xf32> into tensor<1x4x1xf32>
// The dynamic size comes from tensor.dim of the operand.
// CHECK-LABEL: func.func @d
// CHECK: tensor.dim %arg0, %{{.*}} : tensor<1x?xf32>
// CHECK: tensor.extract_slice %arg0[0, 0] [1, %{{.*}}] [1, 1] : tensor<1x?xf32> to tensor<?xf32>
// A pad's result goes into a tensor.empty of its sizes.
// CHECK-LABEL: func.func @p
// CHECK: %[[S:.*]] = tensor.extract_slice %arg0[0, 0] [1, %{{.*}}] [1, 1] : tensor<1x?xf32> to tensor<?xf32>
// CHECK: %[[P:.*]] = tensor.pad %[[S]] low[1] high[2]
// CHECK: } : tensor<?xf32> to tensor<?xf32>
// CHECK: %[[N:.*]] = tensor.empty(%{{.*}}) : tensor<1x?xf32>
// CHECK: tensor.insert_slice %[[P]] into %[[N]]
// A splat constant sliced folds to a smaller splat.
// CHECK-LABEL: func.func @c
// CHECK: arith.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK-NOT: tensor.extract_slice %cst

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @g(%a: tensor<1x4x1xf32>, %b: tensor<1x4x1xf32>) -> tensor<1x4x1xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<1x4x1xf32>) outs(%b : tensor<1x4x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<1x4x1xf32>
  return %0 : tensor<1x4x1xf32>
}
func.func @d(%a: tensor<1x?xf32>, %n: index) -> tensor<1x?xf32> {
  %e = tensor.empty(%n) : tensor<1x?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<1x?xf32>) outs(%e : tensor<1x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<1x?xf32>
  return %0 : tensor<1x?xf32>
}
func.func @p(%a: tensor<1x?xf32>, %f: f32) -> tensor<1x?xf32> {
  %0 = tensor.pad %a low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<1x?xf32> to tensor<1x?xf32>
  return %0 : tensor<1x?xf32>
}
func.func @c(%b: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %cst = arith.constant dense<2.0> : tensor<1x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<1x4xf32>) outs(%b : tensor<1x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

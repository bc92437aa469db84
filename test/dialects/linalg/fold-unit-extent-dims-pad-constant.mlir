// A tensor.pad whose padding value is a constant defined inside its own
// region: Terrace defines it again in the new pad's region. MLIR 22's
// DropPadUnitDims yields the old region's value and mlir-opt crashes, so
// only terrace-opt runs here.
// RUN: terrace-opt --linalg-fold-unit-extent-dims %s | FileCheck %s

func.func @pad_inner_const(%arg0: tensor<1x4xf32>) -> tensor<1x6xf32> {
  %padded = tensor.pad %arg0 low[0, 1] high[0, 1] {
  ^bb0(%arg1: index, %arg2: index):
    %cst = arith.constant 3.0 : f32
    tensor.yield %cst : f32
  } : tensor<1x4xf32> to tensor<1x6xf32>
  return %padded : tensor<1x6xf32>
}
// CHECK-LABEL: func.func @pad_inner_const
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %padded = tensor.pad %collapsed low[1] high[1] {
// CHECK-NEXT: ^bb0(%arg1: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<4xf32> to tensor<6xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %padded {{\[\[}}0, 1]] output_shape [1, 6] : tensor<6xf32> into tensor<1x6xf32>
// CHECK-NEXT: return %expanded : tensor<1x6xf32>

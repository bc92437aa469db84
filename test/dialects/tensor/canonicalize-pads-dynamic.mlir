// tensor.pad under --canonicalize where a pad of a pad has dynamic
// amounts: the sums are composed, folded affine.apply, high amounts first
// (FoldConsecutiveConstantPadding). The CHECK lines are mlir-opt 22's
// output.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s

func.func @pad_of_pad_dynamic(%a: tensor<?x4xf32>, %l: index, %h: index, %c: f32) -> tensor<?x?xf32> {
  %p = tensor.pad %a low[%l, 1] high[2, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  %q = tensor.pad %p low[1, %l] high[%h, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %q : tensor<?x?xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 + 3)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @pad_of_pad_dynamic(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = affine.apply #map()[%arg2]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT: %2 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %3 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%2, %3] high[%0, %1] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %padded : tensor<?x?xf32>
// CHECK-NEXT: }

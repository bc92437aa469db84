// Where Terrace differs from mlir-opt 22 on purpose: a generic that is
// linalg.conv_1d with a stride of 2 becomes plain linalg.conv_1d in
// MLIR 22, which has no strides, so the result computes something else
// (the MLIR RUN line shows it). Terrace leaves the generic.
// RUN: terrace-opt --linalg-specialize-generic-ops %s | FileCheck %s
// RUN: %mlir-opt --linalg-specialize-generic-ops %s | FileCheck %s --check-prefix=MLIR
// CHECK: #[[IN:.+]] = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-LABEL: func.func @conv1d_stride2
// CHECK: linalg.generic {indexing_maps = [#[[IN]],
// MLIR-LABEL: func.func @conv1d_stride2
// MLIR: linalg.conv_1d ins(%arg0, %arg1 : tensor<20xf32>, tensor<3xf32>) outs(%arg2 : tensor<8xf32>) -> tensor<8xf32>
func.func @conv1d_stride2(%in: tensor<20xf32>, %filter: tensor<3xf32>, %out: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 * 2 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%in, %filter : tensor<20xf32>, tensor<3xf32>) outs(%out : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Where Terrace's linalg-fold-unit-extent-dims differs from MLIR 22's on
// purpose: three MLIR bugs (a wrong size, two generics that fail to
// verify).
// RUN: terrace-opt --split-input-file --linalg-fold-unit-extent-dims %s | FileCheck %s
// RUN: not %mlir-opt --split-input-file --linalg-fold-unit-extent-dims %s 2>&1 | FileCheck %s --check-prefix=MLIR

// A unit loop that also reads a dynamic init dimension through a constant:
// MLIR 22 takes the constant (0) for the result's size, Terrace the init's.
func.func @drop_unit_dim_corresponding_to_dynamic_dim(%arg0: tensor<1x?x?x1xf32>, %arg1: index) -> tensor<?x1x61x1xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant dense<1.000000e+00> : tensor<1x1x1x1xf32>
  %0 = tensor.empty(%arg1) : tensor<?x1x61x1xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %cst : tensor<1x?x?x1xf32>, tensor<1x1x1x1xf32>) outs(%0 : tensor<?x1x61x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %2 = arith.mulf %in, %in_0 : f32
    %3 = arith.addf %out, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<?x1x61x1xf32>
  return %1 : tensor<?x1x61x1xf32>
}
// CHECK: #map = affine_map<(d0) -> (0, d0)>
// CHECK: #map1 = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @drop_unit_dim_corresponding_to_dynamic_dim(%arg0: tensor<1x?x?x1xf32>, %arg1: index) -> tensor<?x1x61x1xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : tensor<1x?x?x1xf32> into tensor<?x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<?x61xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg1) : tensor<?x61xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel"]} ins(%collapsed, %cst, %0 : tensor<?x?xf32>, tensor<f32>, tensor<?x61xf32>) outs(%1 : tensor<?x61xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %3 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %4 = arith.addf %in_1, %3 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<?x61xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %2 {{\[\[}}0, 1], [2, 3]] output_shape [%arg1, 1, 61, 1] : tensor<?x61xf32> into tensor<?x1x61x1xf32>
// CHECK-NEXT: return %expanded : tensor<?x1x61x1xf32>
// MLIR-DAG: tensor.expand_shape %2 {{\[\[}}0, 1], [2, 3]] output_shape [%c0, 1, 61, 1]

// -----

// An init with an encoding moved to the inputs: Terrace's empty tensor keeps
// the encoding; MLIR 22's drops it and the generic fails to verify.
func.func @moveinit_encoding(%a: tensor<4xf32>, %o: tensor<4xf32, "enc">) -> tensor<4xf32, "enc"> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32, "enc">) {
       ^bb0(%x: f32, %z: f32) :
         %r = arith.addf %x, %z : f32
         linalg.yield %r : f32
       } -> tensor<4xf32, "enc">
  return %0 : tensor<4xf32, "enc">
}
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @moveinit_encoding(%arg0: tensor<4xf32>, %arg1: tensor<4xf32, "enc">) -> tensor<4xf32, "enc"> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32, "enc">
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32, "enc">) outs(%0 : tensor<4xf32, "enc">) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4xf32, "enc">
// CHECK-NEXT: return %1 : tensor<4xf32, "enc">
// MLIR-DAG: error: 'linalg.generic' op expected type of operand #2 ('tensor<4xf32>') to match type of corresponding result ('tensor<4xf32, "enc">')

// -----

// A strided convolution whose output has one row: dropping the row loop
// leaves input rows no loop spans; MLIR 22 makes a generic that fails to
// verify, Terrace leaves it.
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 + d7)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
module {
  func.func @strided_conv_one_row(%arg0: tensor<1x1x1x3x2xi32>, %arg1: tensor<1x1x1x2x1xi32>, %arg2: tensor<1x1x1x1x2xi32>) -> tensor<1x1x1x1x2xi32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x1x1x3x2xi32>, tensor<1x1x1x2x1xi32>) outs(%arg2 : tensor<1x1x1x1x2xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %1 = arith.muli %in, %in_0 : i32
      %2 = arith.addi %out, %1 : i32
      linalg.yield %2 : i32
    } -> tensor<1x1x1x1x2xi32>
    return %0 : tensor<1x1x1x1x2xi32>
  }
}
// CHECK: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 + d7)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// CHECK: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// CHECK-LABEL: func.func @strided_conv_one_row(%arg0: tensor<1x1x1x3x2xi32>, %arg1: tensor<1x1x1x2x1xi32>, %arg2: tensor<1x1x1x1x2xi32>) -> tensor<1x1x1x1x2xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x1x1x3x2xi32>, tensor<1x1x1x2x1xi32>) outs(%arg2 : tensor<1x1x1x1x2xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.muli %in, %in_0 : i32
// CHECK-NEXT: %2 = arith.addi %out, %1 : i32
// CHECK-NEXT: linalg.yield %2 : i32
// CHECK-NEXT: } -> tensor<1x1x1x1x2xi32>
// CHECK-NEXT: return %0 : tensor<1x1x1x1x2xi32>
// MLIR-DAG: error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 3, but found 2

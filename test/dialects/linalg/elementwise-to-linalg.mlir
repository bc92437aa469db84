// convert-elementwise-to-linalg as mlir-opt 22 runs it: an elementwise op
// on ranked tensors (scalars allowed) becomes a linalg.generic of identity
// maps whose init is the first operand of the result's type, else a
// tensor.empty shaped as the first operand. Both tools must print the same
// bytes, custom and generic.
// RUN: terrace-opt --split-input-file --convert-elementwise-to-linalg %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --convert-elementwise-to-linalg %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-elementwise-to-linalg %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-elementwise-to-linalg %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --convert-elementwise-to-linalg --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-elementwise-to-linalg --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
//
// (Known difference: MLIR's conversion folds an op through ops it has
// already replaced, as `select(cmpi ne %a, %b), %a, %b` to `%a`; Terrace's
// folds see the replacements, and leave the select.)

func.func @mixed(%a: tensor<4x?xf32>, %b: tensor<4x?xf32>, %c: tensor<4x?xi1>) -> (tensor<4x?xf32>, tensor<4x?xi1>, tensor<4x?xf32>) {
  %0 = arith.addf %a, %b : tensor<4x?xf32>
  %1 = arith.cmpf olt, %0, %b : tensor<4x?xf32>
  %2 = arith.select %c, %0, %a : tensor<4x?xi1>, tensor<4x?xf32>
  %3 = math.exp %2 : tensor<4x?xf32>
  return %3, %1, %2 : tensor<4x?xf32>, tensor<4x?xi1>, tensor<4x?xf32>
}
// CHECK-LABEL: func.func @mixed
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x?xf32>, tensor<4x?xf32>) outs(%arg0 : tensor<4x?xf32>) {
// CHECK: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %1 = tensor.empty(%dim) : tensor<4x?xi1>

// -----

func.func @scalar_condition(%a: tensor<3xi32>, %c: i1, %x: tensor<3xi32>) -> tensor<3xi64> {
  %0 = arith.select %c, %a, %x : tensor<3xi32>
  %1 = arith.extsi %0 : tensor<3xi32> to tensor<3xi64>
  return %1 : tensor<3xi64>
}
// CHECK-LABEL: func.func @scalar_condition
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg1, %arg0, %arg2 : i1, tensor<3xi32>, tensor<3xi32>) outs(%arg0 : tensor<3xi32>) {

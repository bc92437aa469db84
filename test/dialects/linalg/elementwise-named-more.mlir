// MLIR 22's other elementwise named ops (log, abs, ceil, floor, negf,
// reciprocal, round, sqrt, rsqrt, square, tanh, erf, max, min, powf,
// div_unsigned, select): custom and generic forms, generalization and
// back, loops and canonicalization. Both tools print the same bytes.
// RUN: terrace-opt %s > %t.terrace
// RUN: %mlir-opt %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --linalg-generalize-named-ops %s > %t.terrace
// RUN: %mlir-opt --linalg-generalize-named-ops %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --linalg-generalize-named-ops --linalg-specialize-generic-ops %s > %t.terrace
// RUN: %mlir-opt --linalg-generalize-named-ops --linalg-specialize-generic-ops %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-linalg-to-loops %s > %t.terrace
// RUN: %mlir-opt --convert-linalg-to-loops %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --canonicalize %s > %t.terrace
// RUN: %mlir-opt --canonicalize %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt %s | FileCheck %s
// CHECK: linalg.reciprocal ins(
// CHECK: linalg.select ins(
func.func @unary(%a: tensor<4x?xf32>, %o: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = linalg.log ins(%a : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  %1 = linalg.abs ins(%0 : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  %2 = linalg.ceil ins(%1 : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  %3 = linalg.floor ins(%2 : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  %4 = linalg.negf ins(%3 : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  %5 = linalg.reciprocal ins(%4 : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  %6 = linalg.round ins(%5 : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  %7 = linalg.sqrt ins(%6 : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  %8 = linalg.rsqrt ins(%7 : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  %9 = linalg.square ins(%8 : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  %10 = linalg.tanh ins(%9 : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  %11 = linalg.erf ins(%10 : tensor<4x?xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  return %11 : tensor<4x?xf32>
}
func.func @binary(%a: tensor<8xf16>, %b: tensor<8xf16>, %o: tensor<8xf16>, %i: memref<8xi32>, %j: memref<8xi32>, %k: memref<8xi32>, %c: memref<8xi1>) -> tensor<8xf16> {
  %0 = linalg.max ins(%a, %b : tensor<8xf16>, tensor<8xf16>) outs(%o : tensor<8xf16>) -> tensor<8xf16>
  %1 = linalg.min ins(%0, %b : tensor<8xf16>, tensor<8xf16>) outs(%o : tensor<8xf16>) -> tensor<8xf16>
  %2 = linalg.powf ins(%1, %b : tensor<8xf16>, tensor<8xf16>) outs(%o : tensor<8xf16>) -> tensor<8xf16>
  linalg.max ins(%i, %j : memref<8xi32>, memref<8xi32>) outs(%k : memref<8xi32>)
  linalg.min ins(%i, %j : memref<8xi32>, memref<8xi32>) outs(%k : memref<8xi32>)
  linalg.div_unsigned ins(%i, %j : memref<8xi32>, memref<8xi32>) outs(%k : memref<8xi32>)
  linalg.select ins(%c, %i, %j : memref<8xi1>, memref<8xi32>, memref<8xi32>) outs(%k : memref<8xi32>)
  return %2 : tensor<8xf16>
}

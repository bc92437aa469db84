// arith's patterns on tensors and vectors, as MLIR 22 applies them:
// subi(subi(a, b), a) becomes 0 - b with a splat zero, and a product with
// a splat of -1 added becomes a subtraction. The CHECK lines are
// mlir-opt 22's output.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s

func.func @sub_of_sub(%a: tensor<1x4xi32>, %b: tensor<1x4xi32>) -> tensor<1x4xi32> {
  %0 = arith.subi %a, %b : tensor<1x4xi32>
  %1 = arith.subi %0, %a : tensor<1x4xi32>
  return %1 : tensor<1x4xi32>
}
func.func @add_of_negated(%a: tensor<1x4xi32>, %b: tensor<1x4xi32>) -> tensor<1x4xi32> {
  %m = arith.constant dense<-1> : tensor<1x4xi32>
  %0 = arith.muli %b, %m : tensor<1x4xi32>
  %1 = arith.addi %a, %0 : tensor<1x4xi32>
  return %1 : tensor<1x4xi32>
}
func.func @negated_add(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %m = arith.constant dense<-1> : vector<4xi8>
  %0 = arith.muli %a, %m : vector<4xi8>
  %1 = arith.addi %0, %b : vector<4xi8>
  return %1 : vector<4xi8>
}

// CHECK: module {
// CHECK-LABEL: func.func @sub_of_sub(%arg0: tensor<1x4xi32>, %arg1: tensor<1x4xi32>) -> tensor<1x4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<1x4xi32>
// CHECK-NEXT: %0 = arith.subi %cst, %arg1 : tensor<1x4xi32>
// CHECK-NEXT: return %0 : tensor<1x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add_of_negated(%arg0: tensor<1x4xi32>, %arg1: tensor<1x4xi32>) -> tensor<1x4xi32> {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : tensor<1x4xi32>
// CHECK-NEXT: return %0 : tensor<1x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negated_add(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> vector<4xi8> {
// CHECK-NEXT: %0 = arith.subi %arg1, %arg0 : vector<4xi8>
// CHECK-NEXT: return %0 : vector<4xi8>
// CHECK-NEXT: }
// CHECK-NEXT: }

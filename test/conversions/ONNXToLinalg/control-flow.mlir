// convert-onnx-to-linalg on If, Loop, recurrent layers and sequences: If
// becomes scf.if on its condition's element, Loop an scf.while carrying
// the iteration number and condition, LSTM an scf.for over the steps
// around one generic for the gates, Scan an scf.for over its inputs'
// slices; ops on sequences stay onnx ops.
// RUN: terrace-opt --split-input-file --convert-onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt --allow-unregistered-dialect --split-input-file > /dev/null

// CHECK-LABEL: func.func @if(
// CHECK: %[[C:.+]] = tensor.extract %arg0[] : tensor<i1>
// CHECK: scf.if %[[C]] -> (tensor<2xf32>) {
// CHECK:   linalg.generic
// CHECK:   math.exp
// CHECK:   scf.yield %{{.+}} : tensor<2xf32>
// CHECK: } else {
// CHECK:   scf.yield %arg1 : tensor<2xf32>
// CHECK-NOT: onnx.
func.func @if(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "onnx.If"(%c) ({
    %1 = "onnx.Exp"(%x) : (tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%1) : (tensor<2xf32>) -> ()
  }, {
    "onnx.Yield"(%x) : (tensor<2xf32>) -> ()
  }) : (tensor<i1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A loop of M steps adding x to the carried value.
// CHECK-LABEL: func.func @loop(
// CHECK: %[[M:.+]] = tensor.extract %arg0[] : tensor<i64>
// CHECK: scf.while (%[[I:.+]] = %{{.+}}, %[[GO:.+]] = %{{.+}}, %[[V:.+]] = %arg2) : (i64, i1, tensor<3xf32>) -> (i64, i1, tensor<3xf32>) {
// CHECK:   %[[LT:.+]] = arith.cmpi slt, %[[I]], %[[M]] : i64
// CHECK:   %[[MORE:.+]] = arith.andi %[[LT]], %[[GO]] : i1
// CHECK:   scf.condition(%[[MORE]])
// CHECK: } do {
// CHECK:   arith.addf
// CHECK:   arith.addi %{{.+}}, %{{.+}} : i64
// CHECK:   scf.yield
func.func @loop(%m: tensor<i64>, %cond: tensor<i1>, %v: tensor<3xf32>, %x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "onnx.Loop"(%m, %cond, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %acc: tensor<3xf32>):
    %1 = "onnx.Add"(%acc, %x) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "onnx.Yield"(%c, %1) : (tensor<i1>, tensor<3xf32>) -> ()
  }) : (tensor<i64>, tensor<i1>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// LSTM, forward, 2 steps: the input's contribution for both steps in one
// matmul with W read transposed, then a loop of 2 steps, each a matmul
// with R transposed and the gates' generic (two results: h and c).
// CHECK-LABEL: func.func @lstm(
// CHECK: linalg.matmul indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}] ins(%{{.+}}, %{{.+}} : tensor<2x3xf32>, tensor<8x3xf32>) outs(%{{.+}} : tensor<2x8xf32>)
// CHECK: scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(
// CHECK:   linalg.matmul indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}] ins(%{{.+}}, %{{.+}} : tensor<1x2xf32>, tensor<8x2xf32>)
// CHECK:   %{{.+}}:2 = linalg.generic
// CHECK:   math.tanh
// CHECK:   scf.yield
func.func @lstm(%x: tensor<2x1x3xf32>, %w: tensor<1x8x3xf32>, %r: tensor<1x8x2xf32>) -> tensor<2x1x1x2xf32> {
  %y = "onnx.LSTM"(%x, %w, %r) <{hidden_size = 2 : si64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<2x1x3xf32>, tensor<1x8x3xf32>, tensor<1x8x2xf32>) -> tensor<2x1x1x2xf32>
  return %y : tensor<2x1x1x2xf32>
}

// -----

// Sequences have no tensor form: their ops stay, the tensor ops around
// them are lowered.
// CHECK-LABEL: func.func @sequence(
// CHECK: %[[E:.+]] = linalg.generic
// CHECK: "onnx.SequenceConstruct"(%[[E]], %arg0)
func.func @sequence(%x: tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>> {
  %e = "onnx.Exp"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %s = "onnx.SequenceConstruct"(%e, %x) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  return %s : !onnx.Seq<tensor<2xf32>>
}

// -----

// Scan: an scf.for over the 3 rows carrying the state and the scan
// output; the scan input is read backwards (direction 1: row 2 - t), the
// scan output written forwards (row t).
// CHECK-LABEL: func.func @scan(
// CHECK: %[[OUT:.+]] = tensor.empty() : tensor<3x2xf32>
// CHECK: scf.for %[[T:.+]] = %c0 to %c3 step %c1 iter_args(%[[S:.+]] = %arg0, %[[ALL:.+]] = %[[OUT]]) -> (tensor<2xf32>, tensor<3x2xf32>)
// CHECK: %[[LAST:.+]] = arith.subi %c3, %{{.+}} : index
// CHECK: %[[BACK:.+]] = arith.subi %[[LAST]], %[[T]] : index
// CHECK: %[[SLICE:.+]] = tensor.extract_slice %arg1[%[[BACK]], 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<1x2xf32>
// CHECK: %[[ROW:.+]] = tensor.collapse_shape %[[SLICE]] {{\[\[}}0, 1]] : tensor<1x2xf32> into tensor<2xf32>
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} ins(%[[S]], %[[ROW]] : tensor<2xf32>, tensor<2xf32>)
// CHECK: %[[ONE:.+]] = tensor.expand_shape %[[SUM]] {{\[\[}}0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
// CHECK: %[[WRITTEN:.+]] = tensor.insert_slice %[[ONE]] into %[[ALL]][%[[T]], 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<3x2xf32>
// CHECK: scf.yield %[[SUM]], %[[WRITTEN]] : tensor<2xf32>, tensor<3x2xf32>
func.func @scan(%init: tensor<2xf32>, %x: tensor<3x2xf32>) -> (tensor<2xf32>, tensor<3x2xf32>) {
  %0:2 = "onnx.Scan"(%init, %x) <{num_scan_inputs = 1 : si64, scan_input_directions = [1]}> ({
  ^bb0(%s: tensor<2xf32>, %row: tensor<2xf32>):
    %1 = "onnx.Add"(%s, %row) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%1, %1) : (tensor<2xf32>, tensor<2xf32>) -> ()
  }) : (tensor<2xf32>, tensor<3x2xf32>) -> (tensor<2xf32>, tensor<3x2xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<3x2xf32>
}

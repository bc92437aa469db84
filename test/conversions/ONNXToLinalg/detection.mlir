// convert-onnx-to-linalg on NonMaxSuppression and RoiAlign. NMS: per
// (batch, class), an scf.for of min(max_output_boxes_per_class, 3) steps
// carrying the rows, their count and the candidates; each step picks the
// candidate of the highest score (the first of equal ones: strictly
// greater replaces), appends (batch, class, box) and keeps as candidates
// the boxes whose IoU with it is at most iou_threshold; the rows are cut
// to the count.
// RUN: terrace-opt --onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt > /dev/null

// CHECK-LABEL: func.func @nms
// CHECK: %[[MAX:.+]] = tensor.extract %arg2
// CHECK: %[[THRESHOLD:.+]] = arith.extf %{{.+}} : f32 to f64
// CHECK: %[[STEPS:.+]]:3 = scf.for %{{.+}} = %c0 to %{{.+}} step %c1 iter_args(%[[ROWS:.+]] = %{{.+}}, %[[COUNT:.+]] = %c0, %[[ALIVE:.+]] = %{{.+}}) -> (tensor<3x3xi64>, index, tensor<3xi1>)
// CHECK: %[[BEST:.+]]:2 = scf.for %{{.+}} = %c0 to %c3 step %c1 iter_args(%[[B:.+]] = %c-1_i64, %[[S:.+]] = %{{.+}}) -> (i64, f64)
// CHECK: arith.cmpi eq, %[[B]], %c-1_i64 : i64
// CHECK: arith.cmpf ogt, %{{.+}}, %[[S]] : f64
// CHECK: %[[FOUND:.+]] = arith.cmpi ne, %[[BEST]]#0, %c-1_i64 : i64
// CHECK: scf.if %[[FOUND]] -> (tensor<3x3xi64>, index, tensor<3xi1>)
// CHECK: %[[R0:.+]] = tensor.insert %{{.+}} into %[[ROWS]][%[[COUNT]], %c0] : tensor<3x3xi64>
// CHECK: %[[R1:.+]] = tensor.insert %{{.+}} into %[[R0]][%[[COUNT]], %c1] : tensor<3x3xi64>
// CHECK: %[[R2:.+]] = tensor.insert %[[BEST]]#0 into %[[R1]][%[[COUNT]], %c2] : tensor<3x3xi64>
// CHECK: linalg.generic {{.*}} ins(%[[ALIVE]] : tensor<3xi1>)
// CHECK: arith.cmpf ole, %{{.+}}, %[[THRESHOLD]] : f64
// CHECK: } else {
// CHECK-NEXT: scf.yield %[[ROWS]], %[[COUNT]], %[[ALIVE]]
// CHECK: tensor.extract_slice %[[STEPS]]#0[0, 0] [%[[STEPS]]#1, 3] [1, 1] : tensor<3x3xi64> to tensor<?x3xi64>
func.func @nms(%boxes: tensor<1x3x4xf32>, %scores: tensor<1x1x3xf32>, %max: tensor<1xi64>, %iou: tensor<1xf32>) -> tensor<?x3xi64> {
  %0 = "onnx.NonMaxSuppression"(%boxes, %scores, %max, %iou) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (tensor<1x3x4xf32>, tensor<1x1x3xf32>, tensor<1xi64>, tensor<1xf32>) -> tensor<?x3xi64>
  return %0 : tensor<?x3xi64>
}

// RoiAlign: one generic over (roi, channel, row, column); with
// sampling_ratio 0 each roi's grid is ceil(roi extent / output size) per
// side, so the samples are summed by an scf.for nest inside the body, then
// averaged (avg mode) over the grid's size.
// CHECK-LABEL: func.func @roi_align
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<1x1x2x2xf32>)
// CHECK: %[[GH:.+]] = math.ceil %{{.+}} : f64
// CHECK: %[[GW:.+]] = math.ceil %{{.+}} : f64
// CHECK: %[[SUM:.+]]:2 = scf.for {{.*}} iter_args(%{{.+}} = %{{.+}}, %{{.+}} = %true) -> (f64, i1)
// CHECK: scf.for {{.*}} -> (f64, i1)
// CHECK: tensor.extract %arg0
// CHECK: %[[AVG:.+]] = arith.divf %[[SUM]]#0, %{{.+}} : f64
// CHECK: arith.truncf %[[AVG]] : f64 to f32
func.func @roi_align(%x: tensor<1x1x4x4xf32>, %rois: tensor<1x4xf32>, %b: tensor<1xi64>) -> tensor<1x1x2x2xf32> {
  %0 = "onnx.RoiAlign"(%x, %rois, %b) <{output_height = 2 : si64, output_width = 2 : si64}> : (tensor<1x1x4x4xf32>, tensor<1x4xf32>, tensor<1xi64>) -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}

// convert-onnx-to-linalg on GridSample: one generic over the output
// (N, C, H', W') reading the grid's x and y through two maps, in f64.
// Nearest with border padding on a 2 x 2 image, align_corners 0: a grid
// value g becomes ((g + 1) * 2 - 1) / 2, clamped to [0, 1], rounded half
// to even; the pixel is read where it is inside the image, 0 elsewhere.
// RUN: terrace-opt --onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt > /dev/null

// CHECK-DAG: #[[GX:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, 0)>
// CHECK-DAG: #[[GY:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, 1)>
// CHECK-LABEL: func.func @grid_sample
// CHECK-DAG: %[[TWO64:.+]] = arith.constant 2 : i64
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f64
// CHECK-DAG: %[[TWO:.+]] = arith.constant 2.000000e+00 : f64
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1.000000e+00 : f64
// CHECK: linalg.generic {indexing_maps = [#[[GX]], #[[GY]], #{{.+}}]
// CHECK: ^bb0(%[[X:.+]]: f32, %[[Y:.+]]: f32, %{{.+}}: f32):
// CHECK: %[[XD:.+]] = arith.extf %[[X]] : f32 to f64
// CHECK: %[[A:.+]] = arith.addf %[[XD]], %[[ONE]] : f64
// CHECK: %[[M:.+]] = arith.mulf %[[A]], %[[TWO]] : f64
// CHECK: %[[S:.+]] = arith.subf %[[M]], %[[ONE]] : f64
// CHECK: %[[PX:.+]] = arith.divf %[[S]], %[[TWO]] : f64
// CHECK: %[[LOW:.+]] = arith.maximumf %[[PX]], %[[ZERO]] : f64
// CHECK: %[[HIGH:.+]] = arith.minimumf %[[LOW]], %[[ONE]] : f64
// CHECK: math.roundeven %[[HIGH]] : f64
// CHECK: arith.fptosi {{.*}} : f64 to i64
// CHECK: arith.cmpi slt, %{{.+}}, %[[TWO64]] : i64
// CHECK: %[[V:.+]] = tensor.extract %arg0
// CHECK: %[[VD:.+]] = arith.extf %[[V]] : f32 to f64
// CHECK: %[[KEPT:.+]] = arith.select %{{.+}}, %[[VD]], %[[ZERO]] : f64
// CHECK: arith.truncf %[[KEPT]] : f64 to f32
func.func @grid_sample(%x: tensor<1x1x2x2xf32>, %g: tensor<1x1x1x2xf32>) -> tensor<1x1x1x1xf32> {
  %0 = "onnx.GridSample"(%x, %g) <{mode = "nearest", padding_mode = "border"}> : (tensor<1x1x2x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

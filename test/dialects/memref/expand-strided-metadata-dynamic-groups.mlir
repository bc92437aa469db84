// expand-strided-metadata on an expand_shape with several dynamic sizes in
// one group (ONNX's Reshape to a shape read at run time makes them): the
// sizes are its output_shape operands, each stride the next one's times
// the next size. mlir-opt 22 crashes here (its pattern computes one
// dynamic size per group by division), so the check is Terrace's alone.
// RUN: terrace-opt --expand-strided-metadata %s | FileCheck %s

// CHECK-LABEL: func.func @two_dynamic(
// CHECK-SAME: %[[M:.+]]: memref<?xf32>, %[[A:.+]]: index, %[[B:.+]]: index)
// CHECK: %[[BASE:.+]], %{{.+}}, %{{.+}}, %{{.+}} = memref.extract_strided_metadata %[[M]]
// CHECK: memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [%[[A]], %[[B]]], strides: [%[[B]], 1] : memref<f32> to memref<?x?xf32>
func.func @two_dynamic(%m: memref<?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%a, %b] : memref<?xf32> into memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// Three in one group, the middle one static: strides c * 3, c, 1.
// CHECK-LABEL: func.func @three(
// CHECK-SAME: %[[M:.+]]: memref<?xf32>, %[[A:.+]]: index, %[[C:.+]]: index)
// CHECK: %[[S0:.+]] = affine.apply #{{.+}}()[%[[C]]]
// CHECK: memref.reinterpret_cast %{{.+}} to offset: [0], sizes: [%[[A]], 3, %[[C]]], strides: [%[[S0]], %[[C]], 1]
func.func @three(%m: memref<?xf32>, %a: index, %c: index) -> memref<?x3x?xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [%a, 3, %c] : memref<?xf32> into memref<?x3x?xf32>
  return %0 : memref<?x3x?xf32>
}

// convert-onnx-to-linalg where an importer left ranks unknown
// (tensor<*x...>, as ONNX models leave a Loop body's values or a Slice's
// result): a lowered value that says more than its op's declared type is
// what the onnx ops still to be lowered read (a cast to the declared type
// serves the rest); an elementwise op of unknown result rank takes its
// operands' broadcast; a Loop's body arguments and results may say less
// than the values it carries.
// RUN: terrace-opt --split-input-file --convert-onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt --split-input-file > /dev/null

// The Slice is lowered to a tensor<?xf32>; the Add reads that (not the
// cast to tensor<*xf32>) and its broadcast with tensor<1xf32> is
// tensor<?xf32>.
// CHECK-LABEL: func.func @refined
// CHECK: %[[SLICE:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<?xf32>)
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} ins(%arg3, %[[SLICE]] : tensor<1xf32>, tensor<?xf32>) outs(%{{.+}} : tensor<?xf32>)
// CHECK: arith.addf
// CHECK: tensor.cast %[[SUM]] : tensor<?xf32> to tensor<1xf32>
func.func @refined(%x: tensor<5xf32>, %s: tensor<1xi64>, %e: tensor<1xi64>, %y: tensor<1xf32>) -> tensor<1xf32> {
  %0 = "onnx.Slice"(%x, %s, %e) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<5xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<*xf32>
  %1 = "onnx.Add"(%y, %0) : (tensor<1xf32>, tensor<*xf32>) -> tensor<*xf32>
  %2 = "onnx.Identity"(%1) : (tensor<*xf32>) -> tensor<1xf32>
  return %2 : tensor<1xf32>
}

// -----

// The body's carried argument is tensor<*xf32>; the loop carries the
// tensor<f32> it starts from, and the body's Add computes on that.
// CHECK-LABEL: func.func @loop_body
// CHECK: scf.while (%{{.+}} = %{{.+}}, %{{.+}} = %{{.+}}, %[[V:.+]] = %arg2) : (i64, i1, tensor<f32>) -> (i64, i1, tensor<f32>)
// CHECK: } do {
// CHECK: ^bb0(%{{.+}}: i64, %{{.+}}: i1, %[[W:.+]]: tensor<f32>):
// CHECK: %[[NEXT:.+]] = linalg.generic {{.*}} ins(%[[W]], %arg3 : tensor<f32>, tensor<f32>) outs(%{{.+}} : tensor<f32>)
// CHECK: %[[UNRANKED:.+]] = tensor.cast %[[NEXT]] : tensor<f32> to tensor<*xf32>
// CHECK: %[[BACK:.+]] = tensor.cast %[[UNRANKED]] : tensor<*xf32> to tensor<f32>
// CHECK: scf.yield %{{.+}}, %{{.+}}, %[[BACK]] : i64, i1, tensor<f32>
func.func @loop_body(%m: tensor<i64>, %c: tensor<i1>, %v: tensor<f32>, %d: tensor<f32>) -> tensor<*xf32> {
  %0 = "onnx.Loop"(%m, %c, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
  ^bb0(%i: tensor<i64>, %k: tensor<i1>, %w: tensor<*xf32>):
    %1 = "onnx.Add"(%w, %d) : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
    "onnx.Yield"(%k, %1) : (tensor<i1>, tensor<*xf32>) -> ()
  }) : (tensor<i64>, tensor<i1>, tensor<f32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Reshape to a shape read at run time: each entry 0 takes the input's size
// (where it has one), -1 what the others leave; tensor.reshape by the
// sizes, of the shape's length as rank. The Transpose after it, of
// unknown result rank too, is retyped by its permutation.
// CHECK-LABEL: func.func @runtime_reshape
// CHECK: %[[E0:.+]] = tensor.extract %arg1[%{{.+}}] : tensor<3xi64>
// CHECK: %[[V0:.+]] = arith.index_cast %[[E0]] : i64 to index
// CHECK: %[[IS0:.+]] = arith.cmpi eq, %[[V0]], %c0 : index
// CHECK: %[[D0:.+]] = tensor.dim %arg0
// CHECK: arith.select %[[IS0]], %[[D0]], %[[V0]] : index
// CHECK: %[[TOTAL:.+]] = arith.muli %{{.+}}, %c4{{.*}} : index
// CHECK: %[[INFERRED:.+]] = arith.divsi %[[TOTAL]], %{{.+}} : index
// CHECK: %[[SIZES:.+]] = tensor.from_elements %{{.+}}, %{{.+}}, %{{.+}} : tensor<3xindex>
// CHECK: %[[R:.+]] = tensor.reshape %arg0(%[[SIZES]]) : (tensor<?x4xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[R]] : tensor<?x?x?xf32>) outs(%{{.+}} : tensor<?x?x?xf32>) permutation = [0, 2, 1]
// CHECK: %[[BACK:.+]] = tensor.cast %[[T]] : tensor<?x?x?xf32> to tensor<*xf32>
// CHECK: return %[[BACK]]
func.func @runtime_reshape(%x: tensor<?x4xf32>, %shape: tensor<3xi64>) -> tensor<*xf32> {
  %0 = "onnx.Reshape"(%x, %shape) : (tensor<?x4xf32>, tensor<3xi64>) -> tensor<*xf32>
  %1 = "onnx.Transpose"(%0) <{perm = [0, 2, 1]}> : (tensor<*xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}

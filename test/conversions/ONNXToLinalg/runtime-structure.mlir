// convert-onnx-to-linalg where an op's structure is read at run time:
// ReduceSum's axes and CumSum's axis choose, at run time, among one
// lowering per value they may take (an scf.index_switch whose default
// stops at a cf.assert); Split's sizes, Pad's pads and Slice's starts and
// ends become index values the slices, pads and reads take.
// RUN: terrace-opt --onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt > /dev/null

// The axis (negative ones count from the end) sets bit `axis` of the
// selector, an axis out of range bit 2, which no case has; case 1 reduces
// dimension 0, case 2 dimension 1, each kept as a 1 and cast to the
// switch's dynamic type.
// CHECK-LABEL: func.func @reduce_sum
// CHECK-DAG: %[[TWO:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1 : i64
// CHECK-DAG: %[[OUT:.+]] = arith.constant 2 : i64
// CHECK: %[[A:.+]] = tensor.extract %arg1
// CHECK: %[[I:.+]] = arith.index_cast %[[A]] : i64 to index
// CHECK: %[[NEG:.+]] = arith.cmpi slt, %[[I]]
// CHECK: %[[WRAP:.+]] = arith.addi %[[I]], %[[TWO]] : index
// CHECK: %[[AXIS:.+]] = arith.select %[[NEG]], %[[WRAP]], %[[I]] : index
// CHECK: %[[BIT:.+]] = arith.select %{{.+}}, %{{.+}}, %[[OUT]] : i64
// CHECK: %[[MASK:.+]] = arith.shli %[[ONE]], %[[BIT]] : i64
// CHECK: %[[SEL:.+]] = arith.index_cast %[[MASK]] : i64 to index
// CHECK: %[[R:.+]] = scf.index_switch %[[SEL]] -> tensor<?x?xf32>
// CHECK: case 1 {
// CHECK: iterator_types = ["reduction", "parallel"]
// CHECK: tensor.expand_shape %{{.+}} {{\[\[}}0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
// CHECK: case 2 {
// CHECK: iterator_types = ["parallel", "reduction"]
// CHECK: tensor.expand_shape %{{.+}} {{\[\[}}0, 1]] output_shape [3, 1] : tensor<3xf32> into tensor<3x1xf32>
// CHECK: default {
// CHECK: cf.assert %false, "the reduction's axes are out of range or repeated"
// CHECK: tensor.cast %[[R]] : tensor<?x?xf32> to tensor<3x1xf32>
func.func @reduce_sum(%x: tensor<3x2xf32>, %axes: tensor<1xi64>) -> tensor<3x1xf32> {
  %0 = "onnx.ReduceSum"(%x, %axes) <{keepdims = 1 : si64}> : (tensor<3x2xf32>, tensor<1xi64>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// One case per axis; the cases keep the input's type.
// CHECK-LABEL: func.func @cumsum
// CHECK: scf.index_switch %{{.+}} -> tensor<2x3xf32>
// CHECK: case 0 {
// CHECK: case 1 {
// CHECK: default {
// CHECK: cf.assert %false, "CumSum's axis is out of range"
func.func @cumsum(%x: tensor<2x3xf32>, %axis: tensor<i32>) -> tensor<2x3xf32> {
  %0 = "onnx.CumSum"(%x, %axis) : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// The second part starts where the first's size (read) says.
// CHECK-LABEL: func.func @split
// CHECK: %[[FIRST:.+]] = tensor.extract %arg1[%{{.+}}] : tensor<2xi64>
// CHECK: %[[OFFSET:.+]] = arith.index_cast %[[FIRST]] : i64 to index
// CHECK: tensor.extract_slice %arg0[0] [2] [1] : tensor<6xf32> to tensor<2xf32>
// CHECK: tensor.extract_slice %arg0[%[[OFFSET]]] [4] [1] : tensor<6xf32> to tensor<4xf32>
func.func @split(%x: tensor<6xf32>, %sizes: tensor<2xi64>) -> (tensor<2xf32>, tensor<4xf32>) {
  %0:2 = "onnx.Split"(%x, %sizes) <{axis = 0 : si64}> : (tensor<6xf32>, tensor<2xi64>) -> (tensor<2xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @pad
// CHECK: %[[L:.+]] = tensor.extract %arg1[%c0] : tensor<2xi64>
// CHECK: %[[LOW:.+]] = arith.index_cast %[[L]] : i64 to index
// CHECK: %[[H:.+]] = tensor.extract %arg1[%c1] : tensor<2xi64>
// CHECK: %[[HIGH:.+]] = arith.index_cast %[[H]] : i64 to index
// CHECK: tensor.pad %arg0 low[%[[LOW]]] high[%[[HIGH]]]
// CHECK: } : tensor<2xf32> to tensor<?xf32>
func.func @pad(%x: tensor<2xf32>, %pads: tensor<2xi64>) -> tensor<?xf32> {
  %0 = "onnx.Pad"(%x, %pads) <{mode = "constant"}> : (tensor<2xf32>, tensor<2xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// Start and end made non-negative and clamped to [0, 5]; the count
// max(end - start, 0) (step 1); element i read at start + i.
// CHECK-LABEL: func.func @slice
// CHECK-DAG: %[[Z:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[N:.+]] = arith.constant 5 : index
// CHECK: %[[S0:.+]] = arith.maxsi %{{.+}}, %[[Z]] : index
// CHECK: %[[START:.+]] = arith.minsi %[[S0]], %[[N]] : index
// CHECK: %[[E0:.+]] = arith.maxsi %{{.+}}, %[[Z]] : index
// CHECK: %[[END:.+]] = arith.minsi %[[E0]], %[[N]] : index
// CHECK: %[[SPAN:.+]] = arith.subi %[[END]], %[[START]] : index
// CHECK: %[[COUNT:.+]] = arith.maxsi %[[SPAN]], %[[Z]] : index
// CHECK: %[[INIT:.+]] = tensor.empty(%[[COUNT]]) : tensor<?xf32>
// CHECK: linalg.generic {{.*}} outs(%[[INIT]] : tensor<?xf32>)
// CHECK: %[[I:.+]] = linalg.index 0 : index
// CHECK: %[[AT:.+]] = arith.addi %[[START]], %[[I]] : index
// CHECK: tensor.extract %arg0[%[[AT]]] : tensor<5xf32>
func.func @slice(%x: tensor<5xf32>, %s: tensor<1xi64>, %e: tensor<1xi64>) -> tensor<?xf32> {
  %0 = "onnx.Slice"(%x, %s, %e) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<5xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

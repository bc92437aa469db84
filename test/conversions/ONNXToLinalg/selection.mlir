// convert-onnx-to-linalg on ops whose results depend on the values:
// TopK ranks each element along its axis and reads the ranks 0 to K - 1;
// NonZero and Compress count what they keep, then fill a result of that
// size in scf loops carrying it and the next free position.
// RUN: terrace-opt --onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt > /dev/null

// CHECK-DAG: #[[AT:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[OTHER:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>

// Element i's rank: how many j are larger, or equal at a lower index.
// The result's element k along the axis is the element of rank k; its
// index is that element's i.
// CHECK-LABEL: func.func @top_k
// CHECK: %[[RANKS:.+]] = linalg.generic {indexing_maps = [#[[AT]], #[[OTHER]], #[[AT]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg0
// CHECK: ^bb0(%[[XI:.+]]: f32, %[[XJ:.+]]: f32, %[[ACC:.+]]: i64):
// CHECK: %[[I:.+]] = linalg.index 1 : index
// CHECK: %[[J:.+]] = linalg.index 2 : index
// CHECK: %[[GT:.+]] = arith.cmpf ogt, %[[XJ]], %[[XI]] : f32
// CHECK: %[[EQ:.+]] = arith.cmpf oeq, %[[XJ]], %[[XI]] : f32
// CHECK: %[[LOWER:.+]] = arith.cmpi slt, %[[J]], %[[I]] : index
// CHECK: %[[TIE:.+]] = arith.andi %[[EQ]], %[[LOWER]] : i1
// CHECK: %[[BEFORE:.+]] = arith.ori %[[GT]], %[[TIE]] : i1
// CHECK: %[[ONE:.+]] = arith.extui %[[BEFORE]] : i1 to i64
// CHECK: arith.addi %[[ACC]], %[[ONE]] : i64
// CHECK: %[[K:.+]] = tensor.extract %arg1
// CHECK: %[[KI:.+]] = arith.index_cast %[[K]] : i64 to index
// CHECK: %[[VALUES:.+]] = tensor.empty(%[[KI]]) : tensor<2x?xf32>
// CHECK: %[[INDICES:.+]] = tensor.empty(%[[KI]]) : tensor<2x?xi64>
// CHECK: linalg.generic {indexing_maps = [#[[OTHER]], #[[OTHER]], #[[AT]], #[[AT]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %[[RANKS]] : {{.*}}) outs(%[[VALUES]], %[[INDICES]] :
// CHECK: ^bb0(%[[X:.+]]: f32, %[[RANK:.+]]: i64, %[[V:.+]]: f32, %[[W:.+]]: i64):
// CHECK: %[[KTH:.+]] = linalg.index 1 : index
// CHECK: %[[KTH64:.+]] = arith.index_cast %[[KTH]] : index to i64
// CHECK: %[[MATCH:.+]] = arith.cmpi eq, %[[RANK]], %[[KTH64]] : i64
// CHECK: %[[FROM:.+]] = linalg.index 2 : index
// CHECK: %[[FROM64:.+]] = arith.index_cast %[[FROM]] : index to i64
// CHECK: arith.select %[[MATCH]], %[[X]], %[[V]] : f32
// CHECK: arith.select %[[MATCH]], %[[FROM64]], %[[W]] : i64
func.func @top_k(%x: tensor<2x4xf32>, %k: tensor<1xi64>) -> (tensor<2x?xf32>, tensor<2x?xi64>) {
  %0:2 = "onnx.TopK"(%x, %k) <{axis = 1 : si64}> : (tensor<2x4xf32>, tensor<1xi64>) -> (tensor<2x?xf32>, tensor<2x?xi64>)
  return %0#0, %0#1 : tensor<2x?xf32>, tensor<2x?xi64>
}

// CHECK-LABEL: func.func @non_zero
// CHECK: %[[COUNTED:.+]] = linalg.generic {{.*}} iterator_types = ["reduction", "reduction"]
// CHECK: %[[N:.+]] = tensor.extract %[[COUNTED]][] : tensor<i64>
// CHECK: %[[NI:.+]] = arith.index_cast %[[N]] : i64 to index
// CHECK: %[[INIT:.+]] = tensor.empty(%[[NI]]) : tensor<2x?xi64>
// CHECK: scf.for %[[R:.+]] = %c0 to %c2 step %c1 iter_args(%[[OUT:.+]] = %[[INIT]], %[[NEXT:.+]] = %c0) -> (tensor<2x?xi64>, index)
// CHECK: scf.for %[[C:.+]] = %c0 to %c3 step %c1 iter_args(%[[OUT2:.+]] = %[[OUT]], %[[NEXT2:.+]] = %[[NEXT]])
// CHECK: %[[V:.+]] = tensor.extract %arg0[%[[R]], %[[C]]] : tensor<2x3xi32>
// CHECK: %[[NZ:.+]] = arith.cmpi ne, %[[V]], %{{.+}} : i32
// CHECK: scf.if %[[NZ]] -> (tensor<2x?xi64>, index)
// CHECK: %[[ROW:.+]] = arith.index_cast %[[R]] : index to i64
// CHECK: %[[A:.+]] = tensor.insert %[[ROW]] into %[[OUT2]][%c0, %[[NEXT2]]] : tensor<2x?xi64>
// CHECK: %[[COL:.+]] = arith.index_cast %[[C]] : index to i64
// CHECK: %[[B:.+]] = tensor.insert %[[COL]] into %[[A]][%c1, %[[NEXT2]]] : tensor<2x?xi64>
// CHECK: %[[INC:.+]] = arith.addi %[[NEXT2]], %c1 : index
// CHECK: scf.yield %[[B]], %[[INC]]
// CHECK: } else {
// CHECK: scf.yield %[[OUT2]], %[[NEXT2]]
func.func @non_zero(%x: tensor<2x3xi32>) -> tensor<2x?xi64> {
  %0 = "onnx.NonZero"(%x) : (tensor<2x3xi32>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// The condition (2 long) is shorter than the axis (3): 2 rows looked at.
// CHECK-LABEL: func.func @compress
// CHECK: %[[KEPT:.+]] = scf.for %{{.+}} = %c0 to %c2 step %c1 iter_args(%{{.+}} = %c0_i64) -> (i64)
// CHECK: %[[KI:.+]] = arith.index_cast %[[KEPT]] : i64 to index
// CHECK: %[[INIT:.+]] = tensor.empty(%[[KI]]) : tensor<?x2xf32>
// CHECK: scf.for %[[I:.+]] = %c0 to %c2 step %c1 iter_args(%[[OUT:.+]] = %[[INIT]], %[[NEXT:.+]] = %c0)
// CHECK: %[[KEEP:.+]] = tensor.extract %arg1[%[[I]]] : tensor<2xi1>
// CHECK: scf.if %[[KEEP]]
// CHECK: %[[ROW:.+]] = tensor.extract_slice %arg0[%[[I]], 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<1x2xf32>
// CHECK: tensor.insert_slice %[[ROW]] into %[[OUT]][%[[NEXT]], 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<?x2xf32>
func.func @compress(%x: tensor<3x2xf32>, %c: tensor<2xi1>) -> tensor<?x2xf32> {
  %0 = "onnx.Compress"(%x, %c) <{axis = 0 : si64}> : (tensor<3x2xf32>, tensor<2xi1>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// Element (t, b) reads time len[b] - 1 - t below len[b], t past it.
// CHECK-LABEL: func.func @reverse_sequence
// CHECK: %[[T:.+]] = linalg.index 0 : index
// CHECK: %[[B:.+]] = linalg.index 1 : index
// CHECK: %[[L:.+]] = tensor.extract %arg1[%[[B]]] : tensor<2xi64>
// CHECK: %[[LI:.+]] = arith.index_cast %[[L]] : i64 to index
// CHECK: %[[LAST:.+]] = arith.subi %[[LI]], %c1 : index
// CHECK: %[[REV:.+]] = arith.subi %[[LAST]], %[[T]] : index
// CHECK: %[[IN:.+]] = arith.cmpi slt, %[[T]], %[[LI]] : index
// CHECK: %[[AT:.+]] = arith.select %[[IN]], %[[REV]], %[[T]] : index
// CHECK: tensor.extract %arg0[%[[AT]], %[[B]]] : tensor<3x2xf32>
func.func @reverse_sequence(%x: tensor<3x2xf32>, %lens: tensor<2xi64>) -> tensor<3x2xf32> {
  %0 = "onnx.ReverseSequence"(%x, %lens) <{batch_axis = 1 : si64, time_axis = 0 : si64}> : (tensor<3x2xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// Unique without an axis: the elements of the flattened input. order(i, j)
// is -1, 0 or 1 (elements, so no reduction: the pair's own comparison);
// the first element equal to each (-1 until found); whether each is one;
// sorted, each element's unique is how many first elements are below it;
// the uniques are as many as the first elements.
// CHECK-LABEL: func.func @unique
// CHECK: %[[ORDER:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%{{.+}}, %{{.+}} : tensor<4xf32>, tensor<4xf32>)
// CHECK: arith.cmpf olt
// CHECK: arith.cmpf ogt
// CHECK: %[[FIRSTOF:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[ORDER]] : tensor<4x4xi64>)
// CHECK: %[[ISFIRST:.+]] = linalg.generic {{.*}} ins(%[[FIRSTOF]] : tensor<4xi64>)
// CHECK: %[[KEY:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[ORDER]], %[[ISFIRST]] : tensor<4x4xi64>, tensor<4xi64>)
// CHECK: %[[UNIQUES:.+]] = linalg.generic {{.*}} ins(%[[ISFIRST]] : tensor<4xi64>) outs(%{{.+}} : tensor<i64>)
// CHECK: %[[U:.+]] = tensor.extract %[[UNIQUES]][] : tensor<i64>
// CHECK: %[[UI:.+]] = arith.index_cast %[[U]] : i64 to index
// CHECK: %[[Y:.+]] = tensor.empty(%[[UI]]) : tensor<?xf32>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.+}}, %[[ISFIRST]], %[[KEY]] : tensor<4xf32>, tensor<4xi64>, tensor<4xi64>)
func.func @unique(%x: tensor<4xf32>) -> tensor<?xf32> {
  %0 = "onnx.Unique"(%x) <{resultSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<4xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// convert-onnx-to-linalg on Det (Gaussian elimination with partial
// pivoting in f64, in an scf.for over the columns) and MaxUnpool (each
// element written at the coordinates its flat index has in the default
// output, in a loop nest carrying the result).
// RUN: terrace-opt --onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt > /dev/null

// Per column c, carrying (matrix, determinant, singular): the largest
// |a[r][c]| for r > c (strictly larger: the first wins), a pivot of 0
// marks the matrix singular, rows c and the pivot's exchanged, the
// determinant times -1 (swapped) and the diagonal, the rows below
// eliminated past column c; 0 at the end when singular.
// CHECK-LABEL: func.func @det
// CHECK: %[[COLS:.+]]:3 = scf.for %[[C:.+]] = %c0 to %c2 step %c1 iter_args(%[[A:.+]] = %{{.+}}, %[[DET:.+]] = %{{.+}}, %[[SING:.+]] = %false) -> (tensor<2x2xf64>, f64, i1)
// CHECK: %[[BEST:.+]]:2 = scf.for %[[R:.+]] = %c0 to %c2 step %c1 iter_args(%{{.+}} = %[[C]], %{{.+}} = %{{.+}}) -> (index, f64)
// CHECK: arith.cmpi sgt, %[[R]], %[[C]] : index
// CHECK: arith.cmpf ogt
// CHECK: %[[ZERO:.+]] = arith.cmpf oeq, %[[BEST]]#1, %{{.+}} : f64
// CHECK: %[[NOW:.+]] = arith.ori %[[SING]], %[[ZERO]] : i1
// CHECK: %[[SWAPPED:.+]] = linalg.generic
// CHECK: %[[DIAG:.+]] = tensor.extract %[[SWAPPED]][%[[C]], %[[C]]] : tensor<2x2xf64>
// CHECK: %[[MOVED:.+]] = arith.cmpi ne, %[[BEST]]#0, %[[C]] : index
// CHECK: %[[SIGN:.+]] = arith.select %[[MOVED]]
// CHECK: %[[SIGNED:.+]] = arith.mulf %[[DET]], %[[SIGN]] : f64
// CHECK: %[[NEXT:.+]] = arith.mulf %[[SIGNED]], %[[DIAG]] : f64
// CHECK: %[[ELIM:.+]] = linalg.generic
// CHECK: arith.divf %{{.+}}, %[[DIAG]] : f64
// CHECK: scf.yield %[[ELIM]], %[[NEXT]], %[[NOW]] : tensor<2x2xf64>, f64, i1
// CHECK: %[[RESULT:.+]] = arith.select %[[COLS]]#2, %{{.+}}, %[[COLS]]#1 : f64
// CHECK: arith.truncf %[[RESULT]] : f64 to f32
func.func @det(%x: tensor<2x2xf32>) -> tensor<f32> {
  %0 = "onnx.Det"(%x) : (tensor<2x2xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// The default output is 1 x 1 x 4 x 4 (kernel 2, stride 2 over 2 x 2): a
// flat index f is at (f / 4 mod 4, f mod 4).
// CHECK-LABEL: func.func @max_unpool
// CHECK: %[[ZEROS:.+]] = linalg.fill
// CHECK: scf.for %[[I:.+]] = %c0 to %c2 step %c1 iter_args(%[[OUT:.+]] = %[[ZEROS]])
// CHECK: scf.for %[[J:.+]] = %c0 to %c2 step %c1 iter_args(%[[OUT2:.+]] = %[[OUT]])
// CHECK: %[[F:.+]] = tensor.extract %arg1[%c0, %c0, %[[I]], %[[J]]] : tensor<1x1x2x2xi64>
// CHECK: %[[FI:.+]] = arith.index_cast %[[F]] : i64 to index
// CHECK: %[[COL:.+]] = arith.remsi %[[FI]], %c4 : index
// CHECK: %[[Q:.+]] = arith.divsi %[[FI]], %c4 : index
// CHECK: %[[ROW:.+]] = arith.remsi %[[Q]], %c4 : index
// CHECK: %[[V:.+]] = tensor.extract %arg0[%c0, %c0, %[[I]], %[[J]]] : tensor<1x1x2x2xf32>
// CHECK: tensor.insert %[[V]] into %[[OUT2]][%c0, %c0, %[[ROW]], %[[COL]]] : tensor<1x1x4x4xf32>
func.func @max_unpool(%x: tensor<1x1x2x2xf32>, %i: tensor<1x1x2x2xi64>) -> tensor<1x1x4x4xf32> {
  %0 = "onnx.MaxUnpool"(%x, %i) <{kernel_shape = [2, 2], strides = [2, 2]}> : (tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>) -> tensor<1x1x4x4xf32>
  return %0 : tensor<1x1x4x4xf32>
}

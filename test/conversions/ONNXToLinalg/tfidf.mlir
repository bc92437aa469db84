// convert-onnx-to-linalg on TfIdfVectorizer over integers: the pool is
// known at compile time, so one generic over (row, column, start, skip)
// counts the pool's n-grams at each start. Pool [7] (a unigram, shorter
// than min_gram_length 2: not counted) then [2, 3] (a bigram counted into
// column 1): column 1 counts starts s with s + 1 < 4, x[s] == 2 and
// x[s + 1] == 3. TF mode: the counts as they are.
// RUN: terrace-opt --onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt > /dev/null

// CHECK-LABEL: func.func @tfidf
// CHECK-DAG: %[[THREE:.+]] = arith.constant 3 : i32
// CHECK-DAG: %[[TWO:.+]] = arith.constant 2 : i32
// CHECK-DAG: %[[COLS:.+]] = arith.constant 4 : index
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1 : index
// CHECK: %[[WINDOW:.+]] = tensor.empty() : tensor<4x1xi32>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[WINDOW]] : tensor<4x1xi32>) outs(%{{.+}} : tensor<1x2xf32>)
// CHECK: %[[COLUMN:.+]] = linalg.index 1 : index
// CHECK: %[[START:.+]] = linalg.index 2 : index
// CHECK: %[[MINE:.+]] = arith.cmpi eq, %[[COLUMN]], %[[ONE]] : index
// CHECK: %[[LAST:.+]] = arith.addi %[[START]], %[[ONE]] : index
// CHECK: %[[FITS:.+]] = arith.cmpi slt, %[[LAST]], %[[COLS]] : index
// CHECK: %[[HIT0:.+]] = arith.andi %[[MINE]], %[[FITS]] : i1
// CHECK: %[[AT0:.+]] = arith.select %[[HIT0]], %[[START]], %{{.+}} : index
// CHECK: %[[X0:.+]] = tensor.extract %arg0[%[[AT0]]] : tensor<4xi32>
// CHECK: %[[EQ0:.+]] = arith.cmpi eq, %[[X0]], %[[TWO]] : i32
// CHECK: %[[HIT1:.+]] = arith.andi %[[HIT0]], %[[EQ0]] : i1
// CHECK: %[[X1:.+]] = tensor.extract %arg0[%{{.+}}] : tensor<4xi32>
// CHECK: %[[EQ1:.+]] = arith.cmpi eq, %[[X1]], %[[THREE]] : i32
// CHECK: %[[HIT2:.+]] = arith.andi %[[HIT1]], %[[EQ1]] : i1
// CHECK: arith.uitofp %[[HIT2]] : i1 to f32
// CHECK-NOT: arith.cmpi eq, %{{.+}}, %c7_i32
// CHECK: tensor.collapse_shape %{{.+}} {{\[\[}}0, 1]] : tensor<1x2xf32> into tensor<2xf32>
func.func @tfidf(%x: tensor<4xi32>) -> tensor<2xf32> {
  %0 = "onnx.TfIdfVectorizer"(%x) <{max_gram_length = 2 : si64, max_skip_count = 0 : si64, min_gram_length = 2 : si64, mode = "TF", ngram_counts = [0, 1], ngram_indexes = [0, 1], pool_int64s = [7, 2, 3]}> : (tensor<4xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// linalg-innermost-contiguous: the loop that walks a generic's output in
// its last dimension moves past the reductions after it, where every
// operand reads along it in its last dimension by a constant step;
// otherwise nothing moves.
// The reordered generics are valid MLIR, and compute what they did (the
// interpreter agrees to the bit: same additions in the same order).
// RUN: terrace-opt --split-input-file --linalg-generalize-named-ops --linalg-innermost-contiguous %s | FileCheck %s
// RUN: terrace-opt --split-input-file --linalg-generalize-named-ops --linalg-innermost-contiguous %s | %mlir-opt --split-input-file > /dev/null

// matmul (i, j, k) becomes (i, k, j): A[i, k], B[k, j], C[i, j].
// CHECK-DAG: #[[A:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[B:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @matmul(
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "reduction", "parallel"]}
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// A convolution of stride 1 (n, f, oh, ow, c, kh, kw): ow moves last; the
// input reads along it through ow + kw.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d2 + d4, d5 + d6)>
// CHECK-DAG: #[[W:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d3, d4, d5)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d6)>
// CHECK-LABEL: func.func @conv(
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[W]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
func.func @conv(%x: memref<1x3x10x10xf32>, %w: memref<8x3x3x3xf32>, %y: memref<1x8x8x8xf32>) {
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x3x10x10xf32>, memref<8x3x3x3xf32>) outs(%y : memref<1x8x8x8xf32>)
  return
}

// -----

// A stride of 2: the input is read along ow two elements apart.
// CHECK-DAG: #[[IN2:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d2 * 2 + d4, d6 * 2 + d5)>
// CHECK-LABEL: func.func @strided(
// CHECK: linalg.generic {indexing_maps = [#[[IN2]], {{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
func.func @strided(%x: memref<1x3x10x10xf32>, %w: memref<8x3x3x3xf32>, %y: memref<1x8x4x4xf32>) {
  linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>} ins(%x, %w : memref<1x3x10x10xf32>, memref<8x3x3x3xf32>) outs(%y : memref<1x8x4x4xf32>)
  return
}

// -----

// Nothing moves: matmul with B transposed reads B along j in its first
// dimension; a row sum's output dimension i is read across A's rows;
// all-parallel loops have no reduction to pass.
// CHECK-LABEL: func.func @unchanged(
// CHECK: iterator_types = ["parallel", "parallel", "reduction"]
// CHECK: iterator_types = ["parallel", "reduction"]
// CHECK: iterator_types = ["parallel", "parallel"]
func.func @unchanged(%a: memref<4x8xf32>, %bt: memref<16x8xf32>, %c: memref<4x16xf32>, %s: memref<4xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %bt : memref<4x8xf32>, memref<16x8xf32>) outs(%c : memref<4x16xf32>)
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%s : memref<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %sum = arith.addf %in, %acc : f32
      linalg.yield %sum : f32
    }
  linalg.add ins(%c, %c : memref<4x16xf32>, memref<4x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// linalg.index follows its loop to its new place.
// CHECK-LABEL: func.func @indices(
// CHECK: iterator_types = ["parallel", "reduction", "parallel"]
// CHECK: %[[I:.+]] = linalg.index 0 : index
// CHECK: %[[J:.+]] = linalg.index 2 : index
// CHECK: %[[K:.+]] = linalg.index 1 : index
func.func @indices(%a: memref<4x8xindex>, %c: memref<4x16xindex>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a : memref<4x8xindex>) outs(%c : memref<4x16xindex>) {
  ^bb0(%in: index, %out: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %0 = arith.addi %i, %j : index
    %1 = arith.addi %0, %k : index
    %2 = arith.addi %1, %in : index
    %3 = arith.addi %2, %out : index
    linalg.yield %3 : index
  }
  return
}

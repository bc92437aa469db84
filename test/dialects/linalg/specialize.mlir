// --linalg-specialize-generic-ops, as MLIR 22: copy, fill (a scalar input
// or a yielded constant), broadcast, transpose, linalg.exp and
// linalg.add/sub/mul/div (inputs swapped when the body reads them
// swapped), matmul and batch_matmul (casts in the body accepted),
// convolutions and pooling (strides and dilations read off the maps, one
// cast per operand); inputs read through transposing or broadcasting maps
// made explicit first (DecomposeProjectedPermutation); memrefs; what stays
// generic; and the greedy driver's folding, constant hoisting and block
// merging.
// RUN: terrace-opt --split-input-file --linalg-specialize-generic-ops %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --linalg-specialize-generic-ops %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @broadcast(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?x?xf32>) dimensions = [1]
// CHECK-NEXT: return %broadcasted : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @broadcast_multi(%arg0: tensor<8xf32>, %arg1: tensor<2x8x3x4xf32>) -> tensor<2x8x3x4xf32> {
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg0 : tensor<8xf32>) outs(%arg1 : tensor<2x8x3x4xf32>) dimensions = [0, 2, 3]
// CHECK-NEXT: return %broadcasted : tensor<2x8x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @broadcast_memref(%arg0: memref<8xf32>, %arg1: memref<8x4xf32>) {
// CHECK-NEXT: linalg.broadcast ins(%arg0 : memref<8xf32>) outs(%arg1 : memref<8x4xf32>) dimensions = [1]
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast_transposed(%arg0: tensor<4x8xf32>, %arg1: tensor<8x3x4xf32>) -> tensor<8x3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<8x3x4xf32>
// CHECK-NEXT: return %0 : tensor<8x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast_out_not_identity(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast_const_expr(%arg0: tensor<8x4xf32>, %arg1: tensor<8x3xf32>) -> tensor<8x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x4xf32>) outs(%arg1 : tensor<8x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<8x3xf32>
// CHECK-NEXT: return %0 : tensor<8x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @bin_addf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.add ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_subf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.sub ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_mulf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.mul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_divf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.div ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_maximumf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.maximumf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_minimumf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.minimumf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_maxnumf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.maxnumf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_powf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = math.powf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_addi(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.addi %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %0 : tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_subi(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.subi %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %0 : tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_muli(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.muli %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %0 : tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_divsi(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.divsi %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %0 : tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_divui(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.divui %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %0 : tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_maxsi(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.maxsi %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %0 : tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_minsi(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.minsi %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %0 : tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bin_maxui(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.maxui %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %0 : tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @batch_matmul_ta(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @order(%arg0: i32) -> i32 {
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c5_i32 : i32
// CHECK-NEXT: %2 = arith.addi %1, %c7_i32 : i32
// CHECK-NEXT: %3 = arith.addi %2, %c9_i32 : i32
// CHECK-NEXT: %4 = arith.addi %3, %c5_i32 : i32
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @order_f(%arg0: f32) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %cst : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @copy(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @rank0_operand(%arg0: tensor<f32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg0 : tensor<f32>) outs(%0 : tensor<4x8xf32>) dimensions = [0, 1]
// CHECK-NEXT: %1 = linalg.add ins(%broadcasted, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @scalar_operand_memref(%arg0: f32, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : f32, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scalar_operand_dyn(%arg0: f32, %arg1: tensor<?x8xf32>, %arg2: tensor<?x8xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg0 : tensor<?x8xf32>, f32) outs(%arg2 : tensor<?x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<?x8xf32>
// CHECK-NEXT: return %0 : tensor<?x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @bcast_add_dyn(%arg0: tensor<?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast_add_static(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<4x8xf32>) dimensions = [0]
// CHECK-NEXT: %1 = linalg.add ins(%broadcasted, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transposed_maxf(%arg0: tensor<8x4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<8x4xf32>) outs(%0 : tensor<4x8xf32>) permutation = [1, 0]
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%transposed, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.maximumf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transposed_add_memref(%arg0: memref<8x4xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<8x4xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @out_perm(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<8x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<8x4xf32>
// CHECK-NEXT: return %0 : tensor<8x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @both_bcast(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4x8xf32>) dimensions = [1]
// CHECK-NEXT: %1 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %broadcasted_0 = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%1 : tensor<4x8xf32>) dimensions = [0]
// CHECK-NEXT: %2 = linalg.mul ins(%broadcasted, %broadcasted_0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %2 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exp_bcast(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @transpose_and_broadcast(%arg0: tensor<7x8x9xf32>, %arg1: tensor<5x9x7x8x10xf32>, %arg2: tensor<5x9x7x8x10xf32>) -> tensor<5x9x7x8x10xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<9x7x8xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<7x8x9xf32>) outs(%0 : tensor<9x7x8xf32>) permutation = [2, 0, 1]
// CHECK-NEXT: %1 = tensor.empty() : tensor<5x9x7x8x10xf32>
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%transposed : tensor<9x7x8xf32>) outs(%1 : tensor<5x9x7x8x10xf32>) dimensions = [0, 4]
// CHECK-NEXT: %2 = linalg.div ins(%broadcasted, %arg1 : tensor<5x9x7x8x10xf32>, tensor<5x9x7x8x10xf32>) outs(%arg2 : tensor<5x9x7x8x10xf32>) -> tensor<5x9x7x8x10xf32>
// CHECK-NEXT: return %2 : tensor<5x9x7x8x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @fill_scalar(%arg0: f32, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_inlined_const(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_inlined_const_inside(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_rank0_tensor_input(%arg0: tensor<f32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg0 : tensor<f32>) outs(%arg1 : tensor<?x?xf32>) dimensions = [0, 1]
// CHECK-NEXT: return %broadcasted : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_memref(%arg0: f32, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%arg1 : memref<?x?xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_arg_nonconst(%arg0: f32, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: linalg.yield %arg0 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_i32_scalar_typed(%arg0: i32, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : i32) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: return %0 : tensor<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul(%arg0: tensor<16x8xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%arg2 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: return %0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_i32(%arg0: tensor<16x8xi32>, %arg1: tensor<8x32xi32>, %arg2: tensor<16x32xi32>) -> tensor<16x32xi32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xi32>, tensor<8x32xi32>) outs(%arg2 : tensor<16x32xi32>) -> tensor<16x32xi32>
// CHECK-NEXT: return %0 : tensor<16x32xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_mixed_ext(%arg0: tensor<16x8xi8>, %arg1: tensor<8x32xi8>, %arg2: tensor<16x32xi32>) -> tensor<16x32xi32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xi8>, tensor<8x32xi8>) outs(%arg2 : tensor<16x32xi32>) -> tensor<16x32xi32>
// CHECK-NEXT: return %0 : tensor<16x32xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_mixed_extui(%arg0: tensor<16x8xi8>, %arg1: tensor<8x32xi8>, %arg2: tensor<16x32xi32>) -> tensor<16x32xi32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xi8>, tensor<8x32xi8>) outs(%arg2 : tensor<16x32xi32>) -> tensor<16x32xi32>
// CHECK-NEXT: return %0 : tensor<16x32xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_memref(%arg0: memref<16x8xf32>, %arg1: memref<8x32xf32>, %arg2: memref<16x32xf32>) {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<16x8xf32>, memref<8x32xf32>) outs(%arg2 : memref<16x32xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_swapped_body(%arg0: tensor<16x8xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%arg2 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: return %0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_dims_permuted(%arg0: tensor<16x8xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%arg2 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: return %0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_transpose_ab(%arg0: tensor<8x16xf32>, %arg1: tensor<32x8xf32>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<32x8xf32>) outs(%arg2 : tensor<16x32xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<16x32xf32>
// CHECK-NEXT: return %0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_transpose_c(%arg0: tensor<16x8xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<32x16xf32>) -> tensor<32x16xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%arg2 : tensor<32x16xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<32x16xf32>
// CHECK-NEXT: return %0 : tensor<32x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @sub_swapped(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.sub ins(%arg1, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add_swapped(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.add ins(%arg1, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add_fastmath_attr(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.add ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_attr(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exp_memref(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<?x?xf32>) outs(%arg1 : memref<?x?xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add_same_arg(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add_uses_out(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exp_mixed_types(%arg0: tensor<4x8xf16>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf16>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f16, %out: f32):
// CHECK-NEXT: %1 = arith.extf %in : f16 to f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_negf_scalar_mul(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %cst : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_outputs(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: %0:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1, %arg2 : tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32, %out_0: f32):
// CHECK-NEXT: linalg.yield %in, %in : f32, f32
// CHECK-NEXT: } -> (tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_body(%arg0: tensor<4x8xindex>) -> tensor<4x8xindex> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg0 : tensor<4x8xindex>) {
// CHECK-NEXT: ^bb0(%out: index):
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %1 : index
// CHECK-NEXT: } -> tensor<4x8xindex>
// CHECK-NEXT: return %0 : tensor<4x8xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul_dims_permuted(%arg0: tensor<16x8xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%arg2 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: return %0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul_i32(%arg0: tensor<16x8xi32>, %arg1: tensor<8x32xi32>, %arg2: tensor<16x32xi32>) -> tensor<16x32xi32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xi32>, tensor<8x32xi32>) outs(%arg2 : tensor<16x32xi32>) -> tensor<16x32xi32>
// CHECK-NEXT: return %0 : tensor<16x32xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul_memref(%arg0: memref<16x8xf32>, %arg1: memref<8x32xf32>, %arg2: memref<16x32xf32>) {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<16x8xf32>, memref<8x32xf32>) outs(%arg2 : memref<16x32xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul_mixed_ext(%arg0: tensor<16x8xi8>, %arg1: tensor<8x32xi8>, %arg2: tensor<16x32xi32>) -> tensor<16x32xi32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xi8>, tensor<8x32xi8>) outs(%arg2 : tensor<16x32xi32>) -> tensor<16x32xi32>
// CHECK-NEXT: return %0 : tensor<16x32xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul_mixed_extui(%arg0: tensor<16x8xi8>, %arg1: tensor<8x32xi8>, %arg2: tensor<16x32xi32>) -> tensor<16x32xi32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xi8>, tensor<8x32xi8>) outs(%arg2 : tensor<16x32xi32>) -> tensor<16x32xi32>
// CHECK-NEXT: return %0 : tensor<16x32xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul_swapped_body(%arg0: tensor<16x8xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%arg2 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: return %0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul_transpose_ab(%arg0: tensor<8x16xf32>, %arg1: tensor<32x8xf32>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<32x8xf32>) outs(%arg2 : tensor<16x32xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<16x32xf32>
// CHECK-NEXT: return %0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul_transpose_c(%arg0: tensor<16x8xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<32x16xf32>) -> tensor<32x16xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%arg2 : tensor<32x16xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<32x16xf32>
// CHECK-NEXT: return %0 : tensor<32x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul_transpose_a_dyn(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_transpose_b_dyn(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<() -> ()>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @rank0_scalar_to_tensor(%arg0: f32, %arg1: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : f32) outs(%arg1 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %0 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank0_copy(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<f32>) outs(%arg1 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %0 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank0_exp(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg0 : tensor<f32>) outs(%arg1 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: return %0 : tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @fold_and_dce(%arg0: i32, %arg1: tensor<4xf32>) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c2_i32 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_generic(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nonmatching_with_inner_const(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %cst = arith.constant 5.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %cst : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @ext(i32) -> i32
// CHECK-LABEL: func.func @cf(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @transpose(%arg0: tensor<16x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<64x16xf32> {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<16x64xf32>) outs(%arg1 : tensor<64x16xf32>) permutation = [1, 0]
// CHECK-NEXT: return %transposed : tensor<64x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose3(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%arg1 : tensor<3x4x2xf32>) permutation = [1, 2, 0]
// CHECK-NEXT: return %transposed : tensor<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose3b(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%arg1 : tensor<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK-NEXT: return %transposed : tensor<4x2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_memref(%arg0: memref<16x64xf32>, %arg1: memref<64x16xf32>) {
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<16x64xf32>) outs(%arg1 : memref<64x16xf32>) permutation = [1, 0]
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_out_perm(%arg0: tensor<16x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<64x16xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<16x64xf32>) outs(%arg1 : tensor<64x16xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<64x16xf32>
// CHECK-NEXT: return %0 : tensor<64x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @unary_exp(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.exp ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_log(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.log %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_abs(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.absf %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_ceil(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.ceil %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_floor(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.floor %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_negf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_round(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.round %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_sqrt(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.sqrt %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_rsqrt(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.rsqrt %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_tanh(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.tanh %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_erf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.erf %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_square(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_sin(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.sin %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unary_reciprocal(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.divf %cst, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_s2d2(%arg0: tensor<1x20x20x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x20x20x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d(%arg0: tensor<10xf32>, %arg1: tensor<3xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = linalg.conv_1d ins(%arg0, %arg1 : tensor<10xf32>, tensor<3xf32>) outs(%arg2 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d(%arg0: tensor<10x10xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d ins(%arg0, %arg1 : tensor<10x10xf32>, tensor<3x3xf32>) outs(%arg2 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3xf32>, %arg2: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3xf32>) outs(%arg2 : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_max(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%arg2 : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_sum(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%arg2 : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @conv_extui_i(%arg0: tensor<1x10x10x3xi8>, %arg1: tensor<3x3x3x8xi8>, %arg2: tensor<1x8x8x8xi32>) -> tensor<1x8x8x8xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>) outs(%arg2 : tensor<1x8x8x8xi32>) -> tensor<1x8x8x8xi32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_sitofp(%arg0: tensor<1x10x10x3xi8>, %arg1: tensor<3x3x3x8xi8>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>) outs(%arg2 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_uitofp(%arg0: tensor<1x10x10x3xi8>, %arg1: tensor<3x3x3x8xi8>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>) outs(%arg2 : tensor<1x8x8x8xf32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %out: f32):
// CHECK-NEXT: %1 = arith.uitofp %in : i8 to f32
// CHECK-NEXT: %2 = arith.uitofp %in_0 : i8 to f32
// CHECK-NEXT: %3 = arith.mulf %1, %2 : f32
// CHECK-NEXT: %4 = arith.addf %out, %3 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<1x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_trunc_out(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x8x8x8xf16>) -> tensor<1x8x8x8xf16> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x8x8x8xf16>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f16):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.extf %out : f16 to f32
// CHECK-NEXT: %3 = arith.addf %2, %1 : f32
// CHECK-NEXT: %4 = arith.truncf %3 : f32 to f16
// CHECK-NEXT: linalg.yield %4 : f16
// CHECK-NEXT: } -> tensor<1x8x8x8xf16>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_ext_out(%arg0: tensor<1x10x10x3xf16>, %arg1: tensor<3x3x3x8xf16>, %arg2: tensor<1x8x8x8xf16>) -> tensor<1x8x8x8xf16> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xf16>, tensor<3x3x3x8xf16>) outs(%arg2 : tensor<1x8x8x8xf16>) {
// CHECK-NEXT: ^bb0(%in: f16, %in_0: f16, %out: f16):
// CHECK-NEXT: %1 = arith.extf %out : f16 to f32
// CHECK-NEXT: %2 = arith.extf %in : f16 to f32
// CHECK-NEXT: %3 = arith.extf %in_0 : f16 to f32
// CHECK-NEXT: %4 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %5 = arith.addf %1, %4 : f32
// CHECK-NEXT: %6 = arith.truncf %5 : f32 to f16
// CHECK-NEXT: linalg.yield %6 : f16
// CHECK-NEXT: } -> tensor<1x8x8x8xf16>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf16>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @conv_commuted_add(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_mixed_stride(%arg0: tensor<1x20x30x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 3]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x20x30x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_mul_swapped(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in_0, %in : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<1x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_add_swapped(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %1, %out : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<1x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_extf(%arg0: tensor<1x10x10x3xf16>, %arg1: tensor<3x3x3x8xf16>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xf16>, tensor<3x3x3x8xf16>) outs(%arg2 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_i1(%arg0: tensor<1x10x10x3xi1>, %arg1: tensor<3x3x3x8xi1>, %arg2: tensor<1x8x8x8xi1>) -> tensor<1x8x8x8xi1> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xi1>, tensor<3x3x3x8xi1>) outs(%arg2 : tensor<1x8x8x8xi1>) {
// CHECK-NEXT: ^bb0(%in: i1, %in_0: i1, %out: i1):
// CHECK-NEXT: %1 = arith.andi %in, %in_0 : i1
// CHECK-NEXT: %2 = arith.ori %out, %1 : i1
// CHECK-NEXT: linalg.yield %2 : i1
// CHECK-NEXT: } -> tensor<1x8x8x8xi1>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_memref_attr(%arg0: memref<1x10x10x3xf32>, %arg1: memref<3x3x3x8xf32>, %arg2: memref<1x8x8x8xf32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%arg2 : memref<1x8x8x8xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_extra_op(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: %3 = math.exp %2 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<1x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @pool_maxsi(%arg0: tensor<1x10x10x3xi32>, %arg1: tensor<3x3xi32>, %arg2: tensor<1x8x8x3xi32>) -> tensor<1x8x8x3xi32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xi32>, tensor<3x3xi32>) outs(%arg2 : tensor<1x8x8x3xi32>) -> tensor<1x8x8x3xi32>
// CHECK-NEXT: return %0 : tensor<1x8x8x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pool_maxnumf(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%arg2 : tensor<1x8x8x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.maxnumf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<1x8x8x3xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pool_sum_swapped(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%arg2 : tensor<1x8x8x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<1x8x8x3xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @decomp_drops_attr(%arg0: tensor<8x4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<8x4xf32>) outs(%0 : tensor<4x8xf32>) permutation = [1, 0]
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.maximumf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @broadcast(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
func.func @broadcast_multi(%arg0: tensor<8xf32>, %arg1: tensor<2x8x3x4xf32>) -> tensor<2x8x3x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8xf32>) outs(%arg1 : tensor<2x8x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x3x4xf32>
  return %0 : tensor<2x8x3x4xf32>
}
func.func @broadcast_memref(%arg0: memref<8xf32>, %arg1: memref<8x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<8xf32>) outs(%arg1 : memref<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
// input non-monotonic (transpose+broadcast) -> should not match
func.func @bcast_transposed(%arg0: tensor<4x8xf32>, %arg1: tensor<8x3x4xf32>) -> tensor<8x3x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x3x4xf32>
  return %0 : tensor<8x3x4xf32>
}
// output not identity
func.func @bcast_out_not_identity(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// input with a constant index expr
func.func @bcast_const_expr(%arg0: tensor<8x4xf32>, %arg1: tensor<8x3xf32>) -> tensor<8x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x4xf32>) outs(%arg1 : tensor<8x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

// -----

func.func @bin_addf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.addf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @bin_subf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.subf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @bin_mulf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @bin_divf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.divf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @bin_maximumf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.maximumf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @bin_minimumf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.minimumf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @bin_maxnumf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.maxnumf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @bin_powf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = math.powf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @bin_addi(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.addi %in, %in_0 : i32
    linalg.yield %1 : i32
  } -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
func.func @bin_subi(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.subi %in, %in_0 : i32
    linalg.yield %1 : i32
  } -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
func.func @bin_muli(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.muli %in, %in_0 : i32
    linalg.yield %1 : i32
  } -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
func.func @bin_divsi(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.divsi %in, %in_0 : i32
    linalg.yield %1 : i32
  } -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
func.func @bin_divui(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.divui %in, %in_0 : i32
    linalg.yield %1 : i32
  } -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
func.func @bin_maxsi(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.maxsi %in, %in_0 : i32
    linalg.yield %1 : i32
  } -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
func.func @bin_minsi(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.minsi %in, %in_0 : i32
    linalg.yield %1 : i32
  } -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
func.func @bin_maxui(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.maxui %in, %in_0 : i32
    linalg.yield %1 : i32
  } -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// -----

func.func @batch_matmul_ta(%A: tensor<?x?x?xf32>, %B: tensor<?x?x?xf32>, %C: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%A, %B : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%C : tensor<?x?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @order(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %c5 = arith.constant 5 : i32
  %1 = arith.addi %0, %c5 : i32
  %c7 = arith.constant 7 : i32
  %2 = arith.addi %1, %c7 : i32
  %c9 = arith.constant 9 : i32
  %3 = arith.addi %2, %c9 : i32
  %c5b = arith.constant 5 : i32
  %4 = arith.addi %3, %c5b : i32
  return %4 : i32
}
func.func @order_f(%a: f32) -> f32 {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %0 = arith.addf %a, %c2 : f32
  %1 = arith.addf %0, %c1 : f32
  return %1 : f32
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @copy(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @rank0_operand(%x: tensor<f32>, %y: tensor<4x8xf32>, %z: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<f32>, tensor<4x8xf32>) outs(%z : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.addf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @scalar_operand_memref(%x: f32, %y: memref<4x8xf32>, %z: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : f32, memref<4x8xf32>) outs(%z : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.addf %a, %b : f32
    linalg.yield %1 : f32
  }
  return
}
func.func @scalar_operand_dyn(%x: f32, %y: tensor<?x8xf32>, %z: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y, %x : tensor<?x8xf32>, f32) outs(%z : tensor<?x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.addf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// dynamic shapes with a broadcast operand
func.func @bcast_add_dyn(%x: tensor<?xf32>, %y: tensor<?x?xf32>, %z: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<?xf32>, tensor<?x?xf32>) outs(%z : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.addf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// static with broadcast operand -> decomposed + linalg.add
func.func @bcast_add_static(%x: tensor<8xf32>, %y: tensor<4x8xf32>, %z: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<8xf32>, tensor<4x8xf32>) outs(%z : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.addf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// static, transposed operand, body not specializable -> still decomposed?
func.func @transposed_maxf(%x: tensor<8x4xf32>, %y: tensor<4x8xf32>, %z: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.maximumf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// memref, transposed operand -> no decomposition
func.func @transposed_add_memref(%x: memref<8x4xf32>, %y: memref<4x8xf32>, %z: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : memref<8x4xf32>, memref<4x8xf32>) outs(%z : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.addf %a, %b : f32
    linalg.yield %1 : f32
  }
  return
}
// output map permuted
func.func @out_perm(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>, %z: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%z : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.addf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
// both operands broadcast
func.func @both_bcast(%x: tensor<4xf32>, %y: tensor<8xf32>, %z: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<4xf32>, tensor<8xf32>) outs(%z : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// unary exp with broadcast input (single input/output) -> no decomposition
func.func @exp_bcast(%x: tensor<8xf32>, %z: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8xf32>) outs(%z : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32):
    %1 = math.exp %a : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

#projection = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d1)>
#identity   = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>

func.func @transpose_and_broadcast(%x : tensor<7x8x9xf32>, %y:  tensor<5x9x7x8x10xf32>, %z :  tensor<5x9x7x8x10xf32>) ->  tensor<5x9x7x8x10xf32> {
  %res = linalg.generic
     { indexing_maps = [#projection, #identity, #identity], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
     ins(%x, %y : tensor<7x8x9xf32>, tensor<5x9x7x8x10xf32>) outs(%z : tensor<5x9x7x8x10xf32>) {
     ^bb0(%in: f32, %in_1: f32, %out: f32):
       %div = arith.divf %in, %in_1 : f32
       linalg.yield %div : f32
  } -> tensor<5x9x7x8x10xf32>
  return %res : tensor<5x9x7x8x10xf32>
}

// -----

#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
func.func @fill_scalar(%arg0: f32, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : f32) outs(%arg1 : tensor<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @fill_inlined_const(%arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 1.5 : f32
  %0 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%out: f32):
    linalg.yield %cst : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @fill_inlined_const_inside(%arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%out: f32):
    %cst = arith.constant 2.5 : f32
    linalg.yield %cst : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @fill_rank0_tensor_input(%arg0: tensor<f32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<f32>) outs(%arg1 : tensor<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @fill_memref(%arg0: f32, %arg1: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : f32) outs(%arg1 : memref<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
func.func @fill_arg_nonconst(%a: f32, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%out: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @fill_i32_scalar_typed(%arg0: i32, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : i32) outs(%arg1 : tensor<4xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

#mA = affine_map<(d0, d1, d2) -> (d0, d2)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul(%A: tensor<16x8xf32>, %B: tensor<8x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<16x8xf32>, tensor<8x32xf32>) outs(%C : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
func.func @matmul_i32(%A: tensor<16x8xi32>, %B: tensor<8x32xi32>, %C: tensor<16x32xi32>) -> tensor<16x32xi32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<16x8xi32>, tensor<8x32xi32>) outs(%C : tensor<16x32xi32>) {
  ^bb0(%a: i32, %b: i32, %c: i32):
    %1 = arith.muli %a, %b : i32
    %2 = arith.addi %c, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<16x32xi32>
  return %0 : tensor<16x32xi32>
}
func.func @matmul_mixed_ext(%A: tensor<16x8xi8>, %B: tensor<8x32xi8>, %C: tensor<16x32xi32>) -> tensor<16x32xi32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<16x8xi8>, tensor<8x32xi8>) outs(%C : tensor<16x32xi32>) {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %e = arith.extsi %a : i8 to i32
    %f = arith.extsi %b : i8 to i32
    %1 = arith.muli %e, %f : i32
    %2 = arith.addi %c, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<16x32xi32>
  return %0 : tensor<16x32xi32>
}
func.func @matmul_mixed_extui(%A: tensor<16x8xi8>, %B: tensor<8x32xi8>, %C: tensor<16x32xi32>) -> tensor<16x32xi32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<16x8xi8>, tensor<8x32xi8>) outs(%C : tensor<16x32xi32>) {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %e = arith.extui %a : i8 to i32
    %f = arith.extui %b : i8 to i32
    %1 = arith.muli %e, %f : i32
    %2 = arith.addi %c, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<16x32xi32>
  return %0 : tensor<16x32xi32>
}
func.func @matmul_memref(%A: memref<16x8xf32>, %B: memref<8x32xf32>, %C: memref<16x32xf32>) {
  linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : memref<16x8xf32>, memref<8x32xf32>) outs(%C : memref<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}
func.func @matmul_swapped_body(%A: tensor<16x8xf32>, %B: tensor<8x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<16x8xf32>, tensor<8x32xf32>) outs(%C : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %b, %a : f32
    %2 = arith.addf %1, %c : f32
    linalg.yield %2 : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
func.func @matmul_dims_permuted(%A: tensor<16x8xf32>, %B: tensor<8x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%A, %B : tensor<16x8xf32>, tensor<8x32xf32>) outs(%C : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
func.func @matmul_transpose_ab(%A: tensor<8x16xf32>, %B: tensor<32x8xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<8x16xf32>, tensor<32x8xf32>) outs(%C : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
func.func @matmul_transpose_c(%A: tensor<16x8xf32>, %B: tensor<8x32xf32>, %C: tensor<32x16xf32>) -> tensor<32x16xf32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<16x8xf32>, tensor<8x32xf32>) outs(%C : tensor<32x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @sub_swapped(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %1 = arith.subf %y, %x : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @add_swapped(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %1 = arith.addf %y, %x : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @add_fastmath_attr(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"], my.attr = "hello", library_call = "foo"} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %1 = arith.addf %x, %y fastmath<fast> : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @copy_attr(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>) attrs = {my.attr = 7 : i64} {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}
func.func @exp_memref(%a: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?x?xf32>) outs(%c : memref<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %1 = math.exp %x : f32
    linalg.yield %1 : f32
  }
  return
}
func.func @add_same_arg(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %1 = arith.addf %x, %x : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @add_uses_out(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %1 = arith.addf %x, %o : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @exp_mixed_types(%a: tensor<4x8xf16>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf16>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f16, %o: f32):
    %1 = arith.extf %x : f16 to f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_negf_scalar_mul(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 3.0 : f32
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %1 = arith.mulf %x, %cst : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @two_outputs(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c, %d : tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32, %p: f32):
    linalg.yield %x, %x : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x8xf32>
}
func.func @index_body(%c: tensor<4x8xindex>) -> tensor<4x8xindex> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%c : tensor<4x8xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    linalg.yield %i : index
  } -> tensor<4x8xindex>
  return %0 : tensor<4x8xindex>
}

// -----

#mA = affine_map<(d0, d1, d2) -> (d0, d2)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul_dims_permuted(%A: tensor<16x8xf32>, %B: tensor<8x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%A, %B : tensor<16x8xf32>, tensor<8x32xf32>) outs(%C : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// -----

#mA = affine_map<(d0, d1, d2) -> (d0, d2)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul_i32(%A: tensor<16x8xi32>, %B: tensor<8x32xi32>, %C: tensor<16x32xi32>) -> tensor<16x32xi32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<16x8xi32>, tensor<8x32xi32>) outs(%C : tensor<16x32xi32>) {
  ^bb0(%a: i32, %b: i32, %c: i32):
    %1 = arith.muli %a, %b : i32
    %2 = arith.addi %c, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<16x32xi32>
  return %0 : tensor<16x32xi32>
}

// -----

#mA = affine_map<(d0, d1, d2) -> (d0, d2)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul_memref(%A: memref<16x8xf32>, %B: memref<8x32xf32>, %C: memref<16x32xf32>) {
  linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : memref<16x8xf32>, memref<8x32xf32>) outs(%C : memref<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

#mA = affine_map<(d0, d1, d2) -> (d0, d2)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul_mixed_ext(%A: tensor<16x8xi8>, %B: tensor<8x32xi8>, %C: tensor<16x32xi32>) -> tensor<16x32xi32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<16x8xi8>, tensor<8x32xi8>) outs(%C : tensor<16x32xi32>) {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %e = arith.extsi %a : i8 to i32
    %f = arith.extsi %b : i8 to i32
    %1 = arith.muli %e, %f : i32
    %2 = arith.addi %c, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<16x32xi32>
  return %0 : tensor<16x32xi32>
}

// -----

#mA = affine_map<(d0, d1, d2) -> (d0, d2)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul_mixed_extui(%A: tensor<16x8xi8>, %B: tensor<8x32xi8>, %C: tensor<16x32xi32>) -> tensor<16x32xi32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<16x8xi8>, tensor<8x32xi8>) outs(%C : tensor<16x32xi32>) {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %e = arith.extui %a : i8 to i32
    %f = arith.extui %b : i8 to i32
    %1 = arith.muli %e, %f : i32
    %2 = arith.addi %c, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<16x32xi32>
  return %0 : tensor<16x32xi32>
}

// -----

#mA = affine_map<(d0, d1, d2) -> (d0, d2)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul_swapped_body(%A: tensor<16x8xf32>, %B: tensor<8x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<16x8xf32>, tensor<8x32xf32>) outs(%C : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %b, %a : f32
    %2 = arith.addf %1, %c : f32
    linalg.yield %2 : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// -----

#mA = affine_map<(d0, d1, d2) -> (d0, d2)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul_transpose_ab(%A: tensor<8x16xf32>, %B: tensor<32x8xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<8x16xf32>, tensor<32x8xf32>) outs(%C : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// -----

#mA = affine_map<(d0, d1, d2) -> (d0, d2)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul_transpose_c(%A: tensor<16x8xf32>, %B: tensor<8x32xf32>, %C: tensor<32x16xf32>) -> tensor<32x16xf32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<16x8xf32>, tensor<8x32xf32>) outs(%C : tensor<32x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

// -----

func.func @matmul_transpose_a_dyn(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %C: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @matmul_transpose_b_dyn(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

func.func @rank0_scalar_to_tensor(%x: f32, %z: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%x : f32) outs(%z : tensor<f32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @rank0_copy(%x: tensor<f32>, %z: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%x : tensor<f32>) outs(%z : tensor<f32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @rank0_exp(%x: tensor<f32>, %z: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%x : tensor<f32>) outs(%z : tensor<f32>) {
  ^bb0(%a: f32, %c: f32):
    %1 = math.exp %a : f32
    linalg.yield %1 : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @fold_and_dce(%arg0: i32, %t: tensor<4xf32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %dead = arith.muli %arg0, %arg0 : i32
  %unused_cst = arith.constant 42 : i64
  %e = tensor.empty() : tensor<8xf32>
  %z = arith.addi %arg0, %s : i32
  %zero = arith.constant 0 : i32
  %w = arith.addi %z, %zero : i32
  %dup = arith.constant 2 : i32
  %r = arith.addi %w, %dup : i32
  return %r : i32
}
func.func @dead_generic(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.sin %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %arg0 : tensor<4xf32>
}
func.func @nonmatching_with_inner_const(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.constant 2.0 : f32
    %c3 = arith.constant 3.0 : f32
    %c5 = arith.addf %c, %c3 : f32
    %1 = arith.mulf %in, %c5 : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @ext(i32) -> i32
func.func @cf(%arg0: i1, %arg1: i32) -> i32 {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : i32)
^bb2:
  cf.br ^bb3(%arg1 : i32)
^bb3(%x: i32):
  return %x : i32
}

// -----

func.func @transpose(%arg0: tensor<16x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<16x64xf32>) outs(%arg1 : tensor<64x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<64x16xf32>
  return %0 : tensor<64x16xf32>
}
func.func @transpose3(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%arg1 : tensor<3x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x4x2xf32>
  return %0 : tensor<3x4x2xf32>
}
func.func @transpose3b(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%arg1 : tensor<4x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}
func.func @transpose_memref(%arg0: memref<16x64xf32>, %arg1: memref<64x16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<16x64xf32>) outs(%arg1 : memref<64x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
// output permuted, input identity -> ?
func.func @transpose_out_perm(%arg0: tensor<16x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<16x64xf32>) outs(%arg1 : tensor<64x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<64x16xf32>
  return %0 : tensor<64x16xf32>
}

// -----

func.func @unary_exp(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.exp %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_log(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.log %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_abs(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.absf %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_ceil(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.ceil %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_floor(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.floor %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_negf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.negf %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_round(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.round %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_sqrt(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.sqrt %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_rsqrt(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.rsqrt %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_tanh(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.tanh %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_erf(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.erf %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_square(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.mulf %in, %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_sin(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.sin %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @unary_reciprocal(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 1.0 : f32
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.divf %cst, %in : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d6)>
#map4 = affine_map<(d0, d1) -> (d0 + d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
module {
  func.func @conv_2d_nhwc_hwcf(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<1x8x8x8xf32>
    return %0 : tensor<1x8x8x8xf32>
  }
  func.func @conv_2d_nhwc_hwcf_s2d2(%arg0: tensor<1x20x20x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
    %0 = linalg.generic {indexing_maps = [#map3, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x20x20x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<1x8x8x8xf32>
    return %0 : tensor<1x8x8x8xf32>
  }
  func.func @conv_1d(%arg0: tensor<10xf32>, %arg1: tensor<3xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<10xf32>, tensor<3xf32>) outs(%arg2 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func @conv_2d(%arg0: tensor<10x10xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<10x10xf32>, tensor<3x3xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
  func.func @conv_2d_nchw_fchw(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
    %0 = linalg.generic {indexing_maps = [#map10, #map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<1x8x8x8xf32>
    return %0 : tensor<1x8x8x8xf32>
  }
  func.func @depthwise_conv_2d_nhwc_hwc(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3xf32>, %arg2: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
    %0 = linalg.generic {indexing_maps = [#map12, #map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3xf32>) outs(%arg2 : tensor<1x8x8x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<1x8x8x3xf32>
    return %0 : tensor<1x8x8x3xf32>
  }
  func.func @pooling_nhwc_max(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
    %0 = linalg.generic {indexing_maps = [#map12, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%arg2 : tensor<1x8x8x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.maximumf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<1x8x8x3xf32>
    return %0 : tensor<1x8x8x3xf32>
  }
  func.func @pooling_nhwc_sum(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
    %0 = linalg.generic {indexing_maps = [#map12, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%arg2 : tensor<1x8x8x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.addf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<1x8x8x3xf32>
    return %0 : tensor<1x8x8x3xf32>
  }
}


// -----

#in  = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#fl  = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @conv_extui_i(%i: tensor<1x10x10x3xi8>, %f: tensor<3x3x3x8xi8>, %o: tensor<1x8x8x8xi32>) -> tensor<1x8x8x8xi32> {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>) outs(%o : tensor<1x8x8x8xi32>) {
  ^bb0(%a: i8, %b: i8, %c: i32):
    %x = arith.extui %a : i8 to i32
    %y = arith.extui %b : i8 to i32
    %1 = arith.muli %x, %y : i32
    %2 = arith.addi %c, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<1x8x8x8xi32>
  return %0 : tensor<1x8x8x8xi32>
}
func.func @conv_sitofp(%i: tensor<1x10x10x3xi8>, %f: tensor<3x3x3x8xi8>, %o: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>) outs(%o : tensor<1x8x8x8xf32>) {
  ^bb0(%a: i8, %b: i8, %c: f32):
    %x = arith.sitofp %a : i8 to f32
    %y = arith.sitofp %b : i8 to f32
    %1 = arith.mulf %x, %y : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}
func.func @conv_uitofp(%i: tensor<1x10x10x3xi8>, %f: tensor<3x3x3x8xi8>, %o: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>) outs(%o : tensor<1x8x8x8xf32>) {
  ^bb0(%a: i8, %b: i8, %c: f32):
    %x = arith.uitofp %a : i8 to f32
    %y = arith.uitofp %b : i8 to f32
    %1 = arith.mulf %x, %y : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}
func.func @conv_trunc_out(%i: tensor<1x10x10x3xf32>, %f: tensor<3x3x3x8xf32>, %o: tensor<1x8x8x8xf16>) -> tensor<1x8x8x8xf16> {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x8x8x8xf16>) {
  ^bb0(%a: f32, %b: f32, %c: f16):
    %1 = arith.mulf %a, %b : f32
    %x = arith.extf %c : f16 to f32
    %2 = arith.addf %x, %1 : f32
    %3 = arith.truncf %2 : f32 to f16
    linalg.yield %3 : f16
  } -> tensor<1x8x8x8xf16>
  return %0 : tensor<1x8x8x8xf16>
}
func.func @conv_ext_out(%i: tensor<1x10x10x3xf16>, %f: tensor<3x3x3x8xf16>, %o: tensor<1x8x8x8xf16>) -> tensor<1x8x8x8xf16> {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : tensor<1x10x10x3xf16>, tensor<3x3x3x8xf16>) outs(%o : tensor<1x8x8x8xf16>) {
  ^bb0(%a: f16, %b: f16, %c: f16):
    %x = arith.extf %c : f16 to f32
    %y = arith.extf %a : f16 to f32
    %z = arith.extf %b : f16 to f32
    %1 = arith.mulf %y, %z : f32
    %2 = arith.addf %x, %1 : f32
    %3 = arith.truncf %2 : f32 to f16
    linalg.yield %3 : f16
  } -> tensor<1x8x8x8xf16>
  return %0 : tensor<1x8x8x8xf16>
}

// -----

#in  = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#inC = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4 + d1, d5 + d2, d6)>
#inS = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 + d5 * 3, d6)>
#fl  = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
!I = tensor<1x10x10x3xf32>
!F = tensor<3x3x3x8xf32>
!O = tensor<1x8x8x8xf32>
func.func @conv_commuted_add(%i: !I, %f: !F, %o: !O) -> !O {
  %0 = linalg.generic {indexing_maps = [#inC, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : !I, !F) outs(%o : !O) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> !O
  return %0 : !O
}
func.func @conv_mixed_stride(%i: tensor<1x20x30x3xf32>, %f: !F, %o: !O) -> !O {
  %0 = linalg.generic {indexing_maps = [#inS, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : tensor<1x20x30x3xf32>, !F) outs(%o : !O) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> !O
  return %0 : !O
}
func.func @conv_mul_swapped(%i: !I, %f: !F, %o: !O) -> !O {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : !I, !F) outs(%o : !O) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %b, %a : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> !O
  return %0 : !O
}
func.func @conv_add_swapped(%i: !I, %f: !F, %o: !O) -> !O {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : !I, !F) outs(%o : !O) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %1, %c : f32
    linalg.yield %2 : f32
  } -> !O
  return %0 : !O
}
func.func @conv_extf(%i: tensor<1x10x10x3xf16>, %f: tensor<3x3x3x8xf16>, %o: !O) -> !O {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : tensor<1x10x10x3xf16>, tensor<3x3x3x8xf16>) outs(%o : !O) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %x = arith.extf %a : f16 to f32
    %y = arith.extf %b : f16 to f32
    %1 = arith.mulf %x, %y : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  } -> !O
  return %0 : !O
}
func.func @conv_i1(%i: tensor<1x10x10x3xi1>, %f: tensor<3x3x3x8xi1>, %o: tensor<1x8x8x8xi1>) -> tensor<1x8x8x8xi1> {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : tensor<1x10x10x3xi1>, tensor<3x3x3x8xi1>) outs(%o : tensor<1x8x8x8xi1>) {
  ^bb0(%a: i1, %b: i1, %c: i1):
    %1 = arith.andi %a, %b : i1
    %2 = arith.ori %c, %1 : i1
    linalg.yield %2 : i1
  } -> tensor<1x8x8x8xi1>
  return %0 : tensor<1x8x8x8xi1>
}
func.func @conv_memref_attr(%i: memref<1x10x10x3xf32>, %f: memref<3x3x3x8xf32>, %o: memref<1x8x8x8xf32>) {
  linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x8x8x8xf32>) attrs = {my.attr = 1 : i32} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}
func.func @conv_extra_op(%i: !I, %f: !F, %o: !O) -> !O {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : !I, !F) outs(%o : !O) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %c, %1 : f32
    %3 = math.exp %2 : f32
    linalg.yield %3 : f32
  } -> !O
  return %0 : !O
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#fl = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#out = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @pool_maxsi(%i: tensor<1x10x10x3xi32>, %f: tensor<3x3xi32>, %o: tensor<1x8x8x3xi32>) -> tensor<1x8x8x3xi32> {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %f : tensor<1x10x10x3xi32>, tensor<3x3xi32>) outs(%o : tensor<1x8x8x3xi32>) {
  ^bb0(%a: i32, %b: i32, %c: i32):
    %1 = arith.maxsi %c, %a : i32
    linalg.yield %1 : i32
  } -> tensor<1x8x8x3xi32>
  return %0 : tensor<1x8x8x3xi32>
}
func.func @pool_maxnumf(%i: tensor<1x10x10x3xf32>, %f: tensor<3x3xf32>, %o: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %f : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%o : tensor<1x8x8x3xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.maxnumf %c, %a : f32
    linalg.yield %1 : f32
  } -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}
func.func @pool_sum_swapped(%i: tensor<1x10x10x3xf32>, %f: tensor<3x3xf32>, %o: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
  %0 = linalg.generic {indexing_maps = [#in, #fl, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %f : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%o : tensor<1x8x8x3xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.addf %a, %c : f32
    linalg.yield %1 : f32
  } -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}
func.func @decomp_drops_attr(%x: tensor<8x4xf32>, %y: tensor<4x8xf32>, %z: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], my.attr = 1 : i32} ins(%x, %y : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.maximumf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// A body that yields the init's element is no broadcast or transpose,
// whatever its maps (MLIR's isSingleYieldOp: the input's element); a body
// that only yields one of two inputs still decomposes its transposing
// map.
// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @broadcast_yields_init(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %out : f32
// CHECK-NEXT: } -> tensor<3x4xf32>
// CHECK-NEXT: return %0 : tensor<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_yields_init(%arg0: tensor<4x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x3xf32>) outs(%arg1 : tensor<3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %out : f32
// CHECK-NEXT: } -> tensor<3x4xf32>
// CHECK-NEXT: return %0 : tensor<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @decompose_yields_input(%arg0: tensor<3x3xf32>, %arg1: tensor<3x3xf32>) -> tensor<3x3xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<3x3xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<3x3xf32>) outs(%0 : tensor<3x3xf32>) permutation = [1, 0]
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %transposed : tensor<3x3xf32>, tensor<3x3xf32>) outs(%arg1 : tensor<3x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in_0 : f32
// CHECK-NEXT: } -> tensor<3x3xf32>
// CHECK-NEXT: return %1 : tensor<3x3xf32>
// CHECK-NEXT: }
func.func @broadcast_yields_init(%a: tensor<4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %out : f32
  } -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
func.func @transpose_yields_init(%a: tensor<4x3xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x3xf32>) outs(%b : tensor<3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %out : f32
  } -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
func.func @decompose_yields_input(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %a : tensor<3x3xf32>, tensor<3x3xf32>) outs(%b : tensor<3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    linalg.yield %y : f32
  } -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

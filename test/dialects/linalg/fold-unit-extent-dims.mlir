// --linalg-fold-unit-extent-dims on generics: elementwise ops on 1xN and
// Nx1 tensors, broadcasts and constant maps, reductions with unit
// parallel or reduction loops, linalg.index of dropped loops (0) and of
// later ones (renumbered), 0-d and scalar operands, and the used inits of
// all-parallel generics moved to the inputs. The CHECK lines are
// mlir-opt 22's output.
// RUN: terrace-opt --linalg-fold-unit-extent-dims %s | FileCheck %s
// RUN: %mlir-opt --linalg-fold-unit-extent-dims %s | FileCheck %s

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @ew_1xN(%a: tensor<1x5xf32>, %b: tensor<1x5xf32>) -> tensor<1x5xf32> {
  %e = tensor.empty() : tensor<1x5xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : tensor<1x5xf32>, tensor<1x5xf32>) outs(%e : tensor<1x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}
func.func @ew_Nx1(%a: tensor<5x1xf32>, %b: tensor<5x1xf32>) -> tensor<5x1xf32> {
  %e = tensor.empty() : tensor<5x1xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : tensor<5x1xf32>, tensor<5x1xf32>) outs(%e : tensor<5x1xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<5x1xf32>
  return %0 : tensor<5x1xf32>
}
func.func @ew_out_arg(%a: tensor<1x5xf32>, %b: tensor<1x5xf32>) -> tensor<1x5xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<1x5xf32>) outs(%b : tensor<1x5xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}
func.func @broadcast_test(%arg0 : tensor<5xf32>, %arg1 : tensor<5xf32>, %shape : tensor<5x5xf32>) -> tensor<5x5xf32> {
  %0 = tensor.expand_shape %arg0 [[0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
  %1 = tensor.expand_shape %arg1 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
     ins(%0, %1 : tensor<1x5xf32>, tensor<5x1xf32>) outs(%shape : tensor<5x5xf32>) {
       ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
         %3 = arith.addf %arg3, %arg4 : f32
         linalg.yield %3 : f32
       } -> tensor<5x5xf32>
  return %2 : tensor<5x5xf32>
}
func.func @bcast_row(%a: tensor<1x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
     ins(%a : tensor<1x5xf32>) outs(%o : tensor<4x5xf32>) {
       ^bb0(%x: f32, %y: f32):
         linalg.yield %x : f32
       } -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
func.func @bcast_into_unit(%a: tensor<5xf32>) -> tensor<1x4x5xf32> {
  %e = tensor.empty() : tensor<1x4x5xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
     ins(%a : tensor<5xf32>) outs(%e : tensor<1x4x5xf32>) {
       ^bb0(%x: f32, %y: f32):
         linalg.yield %x : f32
       } -> tensor<1x4x5xf32>
  return %0 : tensor<1x4x5xf32>
}
func.func @bcast_unit_input(%a: tensor<1x1xf32>, %o: tensor<3x1x4xf32>) -> tensor<3x1x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
     ins(%a : tensor<1x1xf32>) outs(%o : tensor<3x1x4xf32>) {
       ^bb0(%x: f32, %y: f32):
         linalg.yield %x : f32
       } -> tensor<3x1x4xf32>
  return %0 : tensor<3x1x4xf32>
}
func.func @const_map_only(%a: tensor<1x5xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
     ins(%a : tensor<1x5xf32>) outs(%o : tensor<5xf32>) {
       ^bb0(%x: f32, %y: f32):
         linalg.yield %x : f32
       } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @const_map_nonunit(%a: tensor<3x5xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
     ins(%a : tensor<3x5xf32>) outs(%o : tensor<5xf32>) {
       ^bb0(%x: f32, %y: f32):
         linalg.yield %x : f32
       } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @red_unit_reduction_dim(%a: tensor<4x1xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
     ins(%a : tensor<4x1xf32>) outs(%o : tensor<4xf32>) {
       ^bb0(%x: f32, %y: f32):
         %s = arith.addf %x, %y : f32
         linalg.yield %s : f32
       } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @red_unit_parallel_dim(%a: tensor<1x8xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
     ins(%a : tensor<1x8xf32>) outs(%o : tensor<1xf32>) {
       ^bb0(%x: f32, %y: f32):
         %s = arith.addf %x, %y : f32
         linalg.yield %s : f32
       } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @red_all_unit(%a: tensor<1x1xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
     ins(%a : tensor<1x1xf32>) outs(%o : tensor<1xf32>) {
       ^bb0(%x: f32, %y: f32):
         %s = arith.addf %x, %y : f32
         linalg.yield %s : f32
       } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @fold_unit_dim_for_empty_tensor(%input: tensor<1x1000xf32>) -> tensor<1xf32> {
  %cst = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<1xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%init : tensor<1xf32>) -> tensor<1xf32>
  %add = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
    ins(%input : tensor<1x1000xf32>)outs(%fill : tensor<1xf32>) {
  ^bb0(%arg1: f32, %arg2: f32):
    %1823 = arith.addf %arg1, %arg2 : f32
    linalg.yield %1823 : f32
  } -> tensor<1xf32>
  return %add : tensor<1xf32>
}
func.func @unit_dim_for_reduction(%arg0: tensor<1x?x1x?xf32>) -> tensor<1x?xf32> {
  %cst = arith.constant 1.000000e+00 : f32
  %c3 = arith.constant 3 : index
  %0 = tensor.dim %arg0, %c3 : tensor<1x?x1x?xf32>
  %1 = tensor.empty(%0) : tensor<1x?xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x?xf32>) -> tensor<1x?xf32>
  %3 = linalg.generic {
    indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>,
                     affine_map<(d0, d1, d2, d3) -> (d0, d1)>],
    iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
    ins(%arg0 : tensor<1x?x1x?xf32>)
    outs(%2 : tensor<1x?xf32>) {
  ^bb0(%arg1: f32, %arg2: f32):
    %4 = arith.addf %arg1, %arg2 : f32
    linalg.yield %4 : f32
  } -> tensor<1x?xf32>
  return %3 : tensor<1x?xf32>
}
func.func @unit_dim_for_both_reduction(%arg0: tensor<1x?x1x1xf32>) -> tensor<1x1xf32> {
  %cst = arith.constant 1.000000e+00 : f32
  %c3 = arith.constant 3 : index
  %1 = tensor.empty() : tensor<1x1xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x1xf32>) -> tensor<1x1xf32>
  %3 = linalg.generic {
    indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>,
                     affine_map<(d0, d1, d2, d3) -> (d0, d1)>],
    iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
    ins(%arg0 : tensor<1x?x1x1xf32>)
    outs(%2 : tensor<1x1xf32>) {
  ^bb0(%arg1: f32, %arg2: f32):
    %4 = arith.addf %arg1, %arg2 : f32
    linalg.yield %4 : f32
  } -> tensor<1x1xf32>
  return %3 : tensor<1x1xf32>
}
func.func @unit_dim_for_reduction_inner(%arg0: tensor<?x1x?x1xf32>) -> tensor<?x1xf32> {
  %cst = arith.constant 1.000000e+00 : f32
  %c2 = arith.constant 2 : index
  %0 = tensor.dim %arg0, %c2 : tensor<?x1x?x1xf32>
  %1 = tensor.empty(%0) : tensor<?x1xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %3 = linalg.generic {
    indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>,
                     affine_map<(d0, d1, d2, d3) -> (d0, d1)>],
    iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
    ins(%arg0 : tensor<?x1x?x1xf32>)
    outs(%2 : tensor<?x1xf32>) {
  ^bb0(%arg1: f32, %arg2: f32):
    %4 = arith.addf %arg1, %arg2 : f32
    linalg.yield %4 : f32
  } -> tensor<?x1xf32>
  return %3 : tensor<?x1xf32>
}
func.func @drop_one_trip_loops_indexed(%arg0 : tensor<?x1x?xi32>, %shape: tensor<?x1x?x1x?xi32>) -> tensor<?x1x?x1x?xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k, l, m) -> (i, k, m)>, affine_map<(i, j, k, l, m) -> (i, k, j, l, m)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
     ins(%arg0 : tensor<?x1x?xi32>)
    outs(%shape: tensor<?x1x?x1x?xi32>) {
       ^bb0(%arg6 : i32, %arg7 : i32) :
         %idx0 = linalg.index 0 : index
         %idx1 = linalg.index 1 : index
         %idx2 = linalg.index 2 : index
         %idx3 = linalg.index 3 : index
         %idx4 = linalg.index 4 : index
         %1 = arith.addi %idx0, %idx1 : index
         %2 = arith.subi %1, %idx2 : index
         %3 = arith.subi %2, %idx3 : index
         %4 = arith.addi %3, %idx4 : index
         %5 = arith.index_cast %4 : index to i32
         %6 = arith.addi %5, %arg6 : i32
         linalg.yield %6 : i32
       } -> tensor<?x1x?x1x?xi32>
  return %0 : tensor<?x1x?x1x?xi32>
}
func.func @drop_all_loops_indexed(%arg0 : tensor<1x1xi32>) -> tensor<1x1xi32>{
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
     ins(%arg0 : tensor<1x1xi32>)
    outs(%arg0 : tensor<1x1xi32>) {
       ^bb0(%arg3: i32, %arg4: i32) :
         %idx0 = linalg.index 0 : index
         %idx1 = linalg.index 1 : index
         %1 = arith.addi %idx0, %idx1 : index
         %2 = arith.index_cast %1 : index to i32
         %3 = arith.addi %2, %arg3 : i32
         linalg.yield %3 : i32
       } -> tensor<1x1xi32>
  return %0 : tensor<1x1xi32>
}
func.func @index_use_only(%o : tensor<1x4xindex>) -> tensor<1x4xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    outs(%o : tensor<1x4xindex>) {
       ^bb0(%a: index) :
         %idx0 = linalg.index 0 : index
         %idx1 = linalg.index 1 : index
         %1 = arith.muli %idx0, %idx1 : index
         %2 = arith.addi %1, %idx1 : index
         linalg.yield %2 : index
       } -> tensor<1x4xindex>
  return %0 : tensor<1x4xindex>
}
func.func @zero_d(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<f32>
  %0 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
     ins(%a, %b : tensor<f32>, tensor<f32>) outs(%e : tensor<f32>) {
       ^bb0(%x: f32, %y: f32, %z: f32):
         %s = arith.addf %x, %y : f32
         linalg.yield %s : f32
       } -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @zero_d_bcast(%a: tensor<f32>, %o: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
     ins(%a : tensor<f32>) outs(%o : tensor<1x3xf32>) {
       ^bb0(%x: f32, %z: f32):
         linalg.yield %x : f32
       } -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}
func.func @scalar_operand(%a: f32, %o: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
     ins(%a : f32) outs(%o : tensor<1x3xf32>) {
       ^bb0(%x: f32, %z: f32):
         linalg.yield %x : f32
       } -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}
func.func @all_unit_out_unused(%a: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %e = tensor.empty() : tensor<1x1xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
     ins(%a : tensor<1x1xf32>) outs(%e : tensor<1x1xf32>) {
       ^bb0(%x: f32, %z: f32):
         %r = arith.negf %x : f32
         linalg.yield %r : f32
       } -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
func.func @no_unit(%a: tensor<2x3xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
     ins(%a : tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) {
       ^bb0(%x: f32, %z: f32):
         %r = arith.addf %x, %z : f32
         linalg.yield %r : f32
       } -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (0, d0)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map7 = affine_map<() -> ()>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @ew_1xN(%arg0: tensor<1x5xf32>, %arg1: tensor<1x5xf32>) -> tensor<1x5xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x5xf32> into tensor<5xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<1x5xf32> into tensor<5xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%collapsed, %collapsed_0 : tensor<5xf32>, tensor<5xf32>) outs(%0 : tensor<5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<5xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %1 {{\[\[}}0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
// CHECK-NEXT: return %expanded : tensor<1x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ew_Nx1(%arg0: tensor<5x1xf32>, %arg1: tensor<5x1xf32>) -> tensor<5x1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<5x1xf32> into tensor<5xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<5x1xf32> into tensor<5xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%collapsed, %collapsed_0 : tensor<5xf32>, tensor<5xf32>) outs(%0 : tensor<5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<5xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %1 {{\[\[}}0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
// CHECK-NEXT: return %expanded : tensor<5x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ew_out_arg(%arg0: tensor<1x5xf32>, %arg1: tensor<1x5xf32>) -> tensor<1x5xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x5xf32> into tensor<5xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<1x5xf32> into tensor<5xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%collapsed, %collapsed_0 : tensor<5xf32>, tensor<5xf32>) outs(%0 : tensor<5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<5xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %1 {{\[\[}}0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
// CHECK-NEXT: return %expanded : tensor<1x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @broadcast_test(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5x5xf32>) -> tensor<5x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<5xf32>, tensor<5xf32>) outs(%arg2 : tensor<5x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<5x5xf32>
// CHECK-NEXT: return %0 : tensor<5x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast_row(%arg0: tensor<1x5xf32>, %arg1: tensor<4x5xf32>) -> tensor<4x5xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x5xf32> into tensor<5xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<5xf32>) outs(%arg1 : tensor<4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4x5xf32>
// CHECK-NEXT: return %0 : tensor<4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast_into_unit(%arg0: tensor<5xf32>) -> tensor<1x4x5xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x5xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5xf32>) outs(%0 : tensor<4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4x5xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %1 {{\[\[}}0, 1], [2]] output_shape [1, 4, 5] : tensor<4x5xf32> into tensor<1x4x5xf32>
// CHECK-NEXT: return %expanded : tensor<1x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast_unit_input(%arg0: tensor<1x1xf32>, %arg1: tensor<3x1x4xf32>) -> tensor<3x1x4xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : tensor<3x1x4xf32> into tensor<3x4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<f32>) outs(%collapsed_0 : tensor<3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<3x4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1], [2]] output_shape [3, 1, 4] : tensor<3x4xf32> into tensor<3x1x4xf32>
// CHECK-NEXT: return %expanded : tensor<3x1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_map_only(%arg0: tensor<1x5xf32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x5xf32> into tensor<5xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed : tensor<5xf32>) outs(%arg1 : tensor<5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<5xf32>
// CHECK-NEXT: return %0 : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_map_nonunit(%arg0: tensor<3x5xf32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<5xf32>
// CHECK-NEXT: return %0 : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red_unit_reduction_dim(%arg0: tensor<4x1xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x1xf32> into tensor<4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%collapsed, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red_unit_parallel_dim(%arg0: tensor<1x8xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x8xf32> into tensor<8xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 [] : tensor<1xf32> into tensor<f32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction"]} ins(%collapsed : tensor<8xf32>) outs(%collapsed_0 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK-NEXT: return %expanded : tensor<1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red_all_unit(%arg0: tensor<1x1xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 [] : tensor<1xf32> into tensor<f32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<f32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%collapsed, %collapsed_0 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %1 [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK-NEXT: return %expanded : tensor<1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fold_unit_dim_for_empty_tensor(%arg0: tensor<1x1000xf32>) -> tensor<1xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x1000xf32> into tensor<1000xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<f32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction"]} ins(%collapsed : tensor<1000xf32>) outs(%1 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %2 [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK-NEXT: return %expanded : tensor<1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unit_dim_for_reduction(%arg0: tensor<1x?x1x?xf32>) -> tensor<1x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c3 : tensor<1x?x1x?xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3]] : tensor<1x?x1x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<?xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<?x?xf32>) outs(%1 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<1x?x1x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %2 {{\[\[}}0, 1]] output_shape [1, %dim_0] : tensor<?xf32> into tensor<1x?xf32>
// CHECK-NEXT: return %expanded : tensor<1x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unit_dim_for_both_reduction(%arg0: tensor<1x?x1x1xf32>) -> tensor<1x1xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : tensor<1x?x1x1xf32> into tensor<?xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<1xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<1xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%collapsed, %1 : tensor<?xf32>, tensor<1xf32>) outs(%2 : tensor<1xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %4 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<1xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %3 {{\[\[}}0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unit_dim_for_reduction_inner(%arg0: tensor<?x1x?x1xf32>) -> tensor<?x1xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c2 : tensor<?x1x?x1xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : tensor<?x1x?x1xf32> into tensor<?x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<?xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<?x?xf32>) outs(%1 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?x1x?x1xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %2 {{\[\[}}0, 1]] output_shape [%dim_0, 1] : tensor<?xf32> into tensor<?x1xf32>
// CHECK-NEXT: return %expanded : tensor<?x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_one_trip_loops_indexed(%arg0: tensor<?x1x?xi32>, %arg1: tensor<?x1x?x1x?xi32>) -> tensor<?x1x?x1x?xi32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x1x?xi32> into tensor<?x?xi32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2, 3], [4]] : tensor<?x1x?x1x?xi32> into tensor<?x?x?xi32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<?x?xi32>) outs(%collapsed_0 : tensor<?x?x?xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = linalg.index 2 : index
// CHECK-NEXT: %4 = arith.addi %1, %2 : index
// CHECK-NEXT: %5 = arith.addi %4, %3 : index
// CHECK-NEXT: %6 = arith.index_cast %5 : index to i32
// CHECK-NEXT: %7 = arith.addi %6, %in : i32
// CHECK-NEXT: linalg.yield %7 : i32
// CHECK-NEXT: } -> tensor<?x?x?xi32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x1x?xi32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg1, %c2 : tensor<?x1x?x1x?xi32>
// CHECK-NEXT: %dim_2 = tensor.dim %arg0, %c2 : tensor<?x1x?xi32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1], [2, 3], [4]] output_shape [%dim, 1, %dim_1, 1, %dim_2] : tensor<?x?x?xi32> into tensor<?x1x?x1x?xi32>
// CHECK-NEXT: return %expanded : tensor<?x1x?x1x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_all_loops_indexed(%arg0: tensor<1x1xi32>) -> tensor<1x1xi32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1xi32> into tensor<i32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 [] : tensor<1x1xi32> into tensor<i32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%collapsed : tensor<i32>) outs(%collapsed_0 : tensor<i32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: linalg.yield %in : i32
// CHECK-NEXT: } -> tensor<i32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 [] output_shape [1, 1] : tensor<i32> into tensor<1x1xi32>
// CHECK-NEXT: return %expanded : tensor<1x1xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_use_only(%arg0: tensor<1x4xindex>) -> tensor<1x4xindex> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xindex> into tensor<4xindex>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%collapsed : tensor<4xindex>) {
// CHECK-NEXT: ^bb0(%out: index):
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %1 : index
// CHECK-NEXT: } -> tensor<4xindex>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xindex> into tensor<1x4xindex>
// CHECK-NEXT: return %expanded : tensor<1x4xindex>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_d(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<f32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%arg0, %arg1 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: return %1 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_d_bcast(%arg0: tensor<f32>, %arg1: tensor<1x3xf32>) -> tensor<1x3xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<1x3xf32> into tensor<3xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<f32>) outs(%collapsed : tensor<3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<3xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32>
// CHECK-NEXT: return %expanded : tensor<1x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scalar_operand(%arg0: f32, %arg1: tensor<1x3xf32>) -> tensor<1x3xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<1x3xf32> into tensor<3xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel"]} ins(%arg0 : f32) outs(%collapsed : tensor<3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<3xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32>
// CHECK-NEXT: return %expanded : tensor<1x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @all_unit_out_unused(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<f32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%collapsed : tensor<f32>) outs(%0 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %1 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_unit(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %1 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

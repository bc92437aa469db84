// --linalg-fold-unit-extent-dims: maps whose sums become constants,
// index renumbering, several results, attributes (dropped by the
// rewrite, kept by the init move), encodings (left alone), fill's pad
// patterns and empty tensors of concats and slices. The CHECK lines are
// mlir-opt 22's output.
// RUN: terrace-opt --linalg-fold-unit-extent-dims %s | FileCheck %s
// RUN: %mlir-opt --linalg-fold-unit-extent-dims %s | FileCheck %s

func.func @sum_expr_to_zero(%a: tensor<1x4xf32>, %b: tensor<1x1xf32>, %o: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0 + d2, d1)>], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%a, %b : tensor<1x4xf32>, tensor<1x1xf32>) outs(%o : tensor<1x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
func.func @index_kept_renumber(%o : tensor<1x4x1x5xindex>) -> tensor<1x4x1x5xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k, l) -> (i, j, k, l)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    outs(%o : tensor<1x4x1x5xindex>) {
       ^bb0(%a: index) :
         %i0 = linalg.index 0 : index
         %i1 = linalg.index 1 : index
         %i2 = linalg.index 2 : index
         %i3 = linalg.index 3 : index
         %c7 = arith.constant 7 : index
         %1 = arith.muli %i1, %i3 : index
         %2 = arith.addi %1, %i0 : index
         %3 = arith.addi %2, %c7 : index
         %4 = arith.maxsi %3, %i2 : index
         linalg.yield %4 : index
       } -> tensor<1x4x1x5xindex>
  return %0 : tensor<1x4x1x5xindex>
}
func.func @index_yield_const(%o : tensor<1x4xindex>) -> tensor<1x4xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    outs(%o : tensor<1x4xindex>) {
       ^bb0(%a: index) :
         %i0 = linalg.index 0 : index
         linalg.yield %i0 : index
       } -> tensor<1x4xindex>
  return %0 : tensor<1x4xindex>
}
func.func @multi_result(%a: tensor<1x4xf32>, %o1: tensor<1x4xf32>, %o2: tensor<4xf32>) -> (tensor<1x4xf32>, tensor<4xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<1x4xf32>) outs(%o1, %o2 : tensor<1x4xf32>, tensor<4xf32>) {
       ^bb0(%x: f32, %y: f32, %z: f32) :
         %r = arith.addf %x, %z : f32
         linalg.yield %x, %r : f32, f32
       } -> (tensor<1x4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<1x4xf32>, tensor<4xf32>
}
func.func @chain(%a: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %cst = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<1x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4xf32>) -> tensor<1x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%a, %f : tensor<1x4xf32>, tensor<1x4xf32>) outs(%e : tensor<1x4xf32>) {
       ^bb0(%x: f32, %y: f32, %z: f32) :
         %r = arith.mulf %x, %y : f32
         linalg.yield %r : f32
       } -> tensor<1x4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%0 : tensor<1x4xf32>) outs(%e : tensor<1x4xf32>) {
       ^bb0(%x: f32, %z: f32) :
         %r = arith.negf %x : f32
         linalg.yield %r : f32
       } -> tensor<1x4xf32>
  return %1 : tensor<1x4xf32>
}
func.func @non_invertible(%a: tensor<1x4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, i + j)>, affine_map<(i, j) -> (j)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<1x4xf32>) outs(%o : tensor<4xf32>) {
       ^bb0(%x: f32, %z: f32) :
         linalg.yield %x : f32
       } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @symbols_attr(%a: tensor<1x4xf32>, %o: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"], library_call = "foo", my.attr = 3 : i32, doc = "d"}
    ins(%a : tensor<1x4xf32>) outs(%o : tensor<1x4xf32>) {
       ^bb0(%x: f32, %z: f32) :
         linalg.yield %x : f32
       } -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
func.func @encoding(%a: tensor<1x4xf32>, %b: tensor<1x4xf32, "enc">, %o: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : tensor<1x4xf32>, tensor<1x4xf32, "enc">) outs(%o : tensor<1x4xf32>) {
       ^bb0(%x: f32, %y: f32, %z: f32) :
         %r = arith.addf %x, %y : f32
         linalg.yield %r : f32
       } -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
func.func @encoding_out(%a: tensor<1x4xf32>, %o: tensor<1x4xf32, "enc">) -> tensor<1x4xf32, "enc"> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<1x4xf32>) outs(%o : tensor<1x4xf32, "enc">) {
       ^bb0(%x: f32, %z: f32) :
         linalg.yield %x : f32
       } -> tensor<1x4xf32, "enc">
  return %0 : tensor<1x4xf32, "enc">
}
func.func @moveinit_attrs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"], library_call = "foo", my.attr = 3 : i32}
    ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
       ^bb0(%x: f32, %z: f32) :
         %r = arith.addf %x, %z : f32
         linalg.yield %r : f32
       } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @moveinit_dyn(%a: tensor<?x?xf32>, %o: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) {
       ^bb0(%x: f32, %z: f32) :
         %r = arith.addf %x, %z : f32
         linalg.yield %r : f32
       } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @moveinit_dyn_opresult(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %cst = arith.constant 1.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) {
       ^bb0(%x: f32, %z: f32) :
         %r = arith.addf %x, %z : f32
         linalg.yield %r : f32
       } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @moveinit_nested(%a: tensor<4xf32>, %o: tensor<4xf32>, %lb: index, %ub: index, %st: index) -> tensor<4xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %o) -> tensor<4xf32> {
    %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%acc : tensor<4xf32>) {
         ^bb0(%x: f32, %z: f32) :
           %r = arith.addf %x, %z : f32
           linalg.yield %r : f32
         } -> tensor<4xf32>
    scf.yield %0 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @fill_pad(%e: tensor<1x4xf32>) -> tensor<1x6xf32> {
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4xf32>) -> tensor<1x4xf32>
  %padded = tensor.pad %f low[0, 1] high[0, 1] {
  ^bb0(%arg1: index, %arg2: index):
    tensor.yield %cst : f32
  } : tensor<1x4xf32> to tensor<1x6xf32>
  return %padded : tensor<1x6xf32>
}
func.func @concat_empty() -> tensor<1x8xf32> {
  %a = tensor.empty() : tensor<1x4xf32>
  %b = tensor.empty() : tensor<1x4xf32>
  %c = tensor.concat dim(1) %a, %b : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x8xf32>
  return %c : tensor<1x8xf32>
}
func.func @slice_of_empty(%s: index) -> tensor<1x?xf32> {
  %a = tensor.empty() : tensor<4x8xf32>
  %c = tensor.extract_slice %a[0, 0] [1, %s] [1, 1] : tensor<4x8xf32> to tensor<1x?xf32>
  return %c : tensor<1x?xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @sum_expr_to_zero(%arg0: tensor<1x4xf32>, %arg1: tensor<1x1xf32>, %arg2: tensor<1x4xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %collapsed_1 = tensor.collapse_shape %arg2 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%collapsed, %collapsed_0 : tensor<4xf32>, tensor<f32>) outs(%collapsed_1 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_2 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
// CHECK-NEXT: return %expanded : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_kept_renumber(%arg0: tensor<1x4x1x5xindex>) -> tensor<1x4x1x5xindex> {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3]] : tensor<1x4x1x5xindex> into tensor<4x5xindex>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%collapsed : tensor<4x5xindex>) {
// CHECK-NEXT: ^bb0(%out: index):
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = arith.muli %1, %2 : index
// CHECK-NEXT: %4 = arith.addi %3, %c7 : index
// CHECK-NEXT: %5 = arith.maxsi %4, %c0 : index
// CHECK-NEXT: linalg.yield %5 : index
// CHECK-NEXT: } -> tensor<4x5xindex>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1, 2], [3]] output_shape [1, 4, 1, 5] : tensor<4x5xindex> into tensor<1x4x1x5xindex>
// CHECK-NEXT: return %expanded : tensor<1x4x1x5xindex>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_yield_const(%arg0: tensor<1x4xindex>) -> tensor<1x4xindex> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xindex> into tensor<4xindex>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%collapsed : tensor<4xindex>) {
// CHECK-NEXT: ^bb0(%out: index):
// CHECK-NEXT: linalg.yield %c0 : index
// CHECK-NEXT: } -> tensor<4xindex>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xindex> into tensor<1x4xindex>
// CHECK-NEXT: return %expanded : tensor<1x4xindex>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multi_result(%arg0: tensor<1x4xf32>, %arg1: tensor<1x4xf32>, %arg2: tensor<4xf32>) -> (tensor<1x4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %1:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%collapsed, %arg2 : tensor<4xf32>, tensor<4xf32>) outs(%collapsed_0, %0 : tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32, %out_2: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %in, %2 : f32, f32
// CHECK-NEXT: } -> (tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: %expanded = tensor.expand_shape %1#0 {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
// CHECK-NEXT: return %expanded, %1#1 : tensor<1x4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%collapsed, %1 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %6 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %6 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %4 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<4xf32>) outs(%4 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %6 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %6 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %5 {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
// CHECK-NEXT: return %expanded : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @non_invertible(%arg0: tensor<1x4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @symbols_attr(%arg0: tensor<1x4xf32>, %arg1: tensor<1x4xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%collapsed_0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
// CHECK-NEXT: return %expanded : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @encoding(%arg0: tensor<1x4xf32>, %arg1: tensor<1x4xf32, "enc">, %arg2: tensor<1x4xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1x4xf32>, tensor<1x4xf32, "enc">) outs(%arg2 : tensor<1x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<1x4xf32>
// CHECK-NEXT: return %0 : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @encoding_out(%arg0: tensor<1x4xf32>, %arg1: tensor<1x4xf32, "enc">) -> tensor<1x4xf32, "enc"> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<1x4xf32>) outs(%arg1 : tensor<1x4xf32, "enc">) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<1x4xf32, "enc">
// CHECK-NEXT: return %0 : tensor<1x4xf32, "enc">
// CHECK-NEXT: }
// CHECK-LABEL: func.func @moveinit_attrs(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) attrs =  {my.attr = 3 : i32} {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @moveinit_dyn(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<?x?xf32>
// CHECK-NEXT: return %1 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @moveinit_dyn_opresult(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %1 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %0 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%1 : tensor<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<?x?xf32>
// CHECK-NEXT: return %2 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @moveinit_nested(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index, %arg3: index, %arg4: index) -> tensor<4xf32> {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg1) -> (tensor<4xf32>) {
// CHECK-NEXT: %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg6 : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: scf.yield %2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_pad(%arg0: tensor<1x4xf32>) -> tensor<1x6xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<1x6xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x6xf32>) -> tensor<1x6xf32>
// CHECK-NEXT: return %1 : tensor<1x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concat_empty() -> tensor<1x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<1x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_of_empty(%arg0: index) -> tensor<1x?xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<1x?xf32>
// CHECK-NEXT: return %0 : tensor<1x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

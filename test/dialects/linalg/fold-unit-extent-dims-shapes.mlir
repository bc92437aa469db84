// --linalg-fold-unit-extent-dims with dynamic sizes (tensor.dim of the
// reshaped values resolved through the ops that make them), slices and
// parallel inserts losing their unit dimensions, named ops (left alone),
// the greedy driver's order, edge cases, regions merged, and tensor.dim of
// an scf.forall output read from its init. The CHECK lines are mlir-opt
// 22's output.
// RUN: terrace-opt --linalg-fold-unit-extent-dims %s | FileCheck %s
// RUN: %mlir-opt --linalg-fold-unit-extent-dims %s | FileCheck %s

func.func @dyn_unit(%a: tensor<?x1xf32>, %b: tensor<?x1xf32>) -> tensor<?x1xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x1xf32>
  %e = tensor.empty(%d) : tensor<?x1xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
     ins(%a, %b : tensor<?x1xf32>, tensor<?x1xf32>) outs(%e : tensor<?x1xf32>) {
       ^bb0(%x: f32, %y: f32, %z: f32):
         %s = arith.addf %x, %y : f32
         linalg.yield %s : f32
       } -> tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}
func.func @dyn_two(%a: tensor<1x?x?xf32>, %o: tensor<1x?x?xf32>) -> tensor<1x?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
     ins(%a : tensor<1x?x?xf32>) outs(%o : tensor<1x?x?xf32>) {
       ^bb0(%x: f32, %z: f32):
         %s = arith.negf %x : f32
         linalg.yield %s : f32
       } -> tensor<1x?x?xf32>
  return %0 : tensor<1x?x?xf32>
}
func.func @dyn_is_not_unit(%a: tensor<?x5xf32>, %o: tensor<1x5xf32>) -> tensor<1x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
     ins(%a : tensor<?x5xf32>) outs(%o : tensor<1x5xf32>) {
       ^bb0(%x: f32, %z: f32):
         linalg.yield %x : f32
       } -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}
func.func @drop_one_trip_loops(%arg0 : tensor<?x1x?xf32>, %arg1 : f32, %shape: tensor<?x1x?x1x?xf32>) -> tensor<?x1x?x1x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k, l, m) -> (i, k, m)>, affine_map<(i, j, k, l, m) -> ()>, affine_map<(i, j, k, l, m) -> (i, k, j, l, m)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
     ins(%arg0, %arg1 : tensor<?x1x?xf32>, f32)
    outs(%shape : tensor<?x1x?x1x?xf32>) {
       ^bb0(%arg2 : f32, %arg3 : f32, %arg4 : f32) :
         linalg.yield %arg3 : f32
       } -> tensor<?x1x?x1x?xf32>
  return %0 : tensor<?x1x?x1x?xf32>
}
func.func @drop_one_trip_loops_all_ones(%arg0 : tensor<1x1x1xf32>, %arg1 : f32, %shape: tensor<1x1x?x1x1xf32>) -> tensor<1x1x?x1x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k, l, m) -> (i, k, m)>, affine_map<(i, j, k, l, m) -> ()>, affine_map<(i, j, k, l, m) -> (i, k, j, l, m)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
     ins(%arg0, %arg1 : tensor<1x1x1xf32>, f32)
    outs(%shape : tensor<1x1x?x1x1xf32>) {
       ^bb0(%arg2 : f32, %arg3 : f32, %arg4 : f32) :
         linalg.yield %arg3 : f32
       } -> tensor<1x1x?x1x1xf32>
  return %0 : tensor<1x1x?x1x1xf32>
}
func.func @slice_unit_dims(%arg0: tensor<1x3xf32>) -> tensor<1x1xf32> {
  %0 = tensor.extract_slice %arg0[0, 2] [1, 1] [1, 1] : tensor<1x3xf32> to tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
func.func @insert_slice_unit_dims(%arg0: tensor<1x3xf32>, %arg1: tensor<1x1xf32>) -> tensor<1x3xf32> {
  %0 = tensor.insert_slice %arg1 into %arg0[0, 2] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}
func.func @fold_slice(
    %arg0 : tensor<1x?x?x1x?x1x1xf32>, %arg1 : tensor<1x?x?x?x?x1x1xf32>,
    %arg2 : index, %arg3 : index, %arg4 : index, %arg5 : index,
    %arg6 : index, %arg7 : index) -> (tensor<1x?x?x1x?x1x1xf32>, tensor<1x?x?x1x?x1x1xf32>) {
  %0 = tensor.extract_slice %arg0[0, %arg2, %arg3, 0, %arg4, 0, 0]
                             [1, %arg5, %arg6, 1, %arg7, 1, 1] [1, 1, 1, 1, 1, 1, 1] :
      tensor<1x?x?x1x?x1x1xf32> to tensor<1x?x?x1x?x1x1xf32>
  %1 = tensor.extract_slice %arg1[%arg2, 0, %arg3, 0, 0, %arg4, 0]
                             [1, %arg5, %arg6, 1, %arg7, 1, 1] [1, 1, 1, 1, 1, 1, 1] :
      tensor<1x?x?x?x?x1x1xf32> to tensor<1x?x?x1x?x1x1xf32>
  return %0, %1 : tensor<1x?x?x1x?x1x1xf32>, tensor<1x?x?x1x?x1x1xf32>
}
func.func @slice_const_values(%arg0: tensor<4x8xf32>) -> tensor<1x4xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.extract_slice %arg0[%c1, %c2] [1, 4] [1, 1] : tensor<4x8xf32> to tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
func.func @slice_already_reduced(%arg0: tensor<4x8xf32>) -> tensor<4xf32> {
  %0 = tensor.extract_slice %arg0[1, 0] [1, 4] [1, 1] : tensor<4x8xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @slice_no_unit(%arg0: tensor<4x8xf32>) -> tensor<2x4xf32> {
  %0 = tensor.extract_slice %arg0[1, 0] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @slice_partial_reduced(%arg0: tensor<4x8x6xf32>) -> tensor<1x4xf32> {
  %0 = tensor.extract_slice %arg0[1, 0, 2] [1, 4, 1] [1, 1, 1] : tensor<4x8x6xf32> to tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
func.func @insert_dyn(%arg0: tensor<?x?xf32>, %arg1: tensor<1x?xf32>, %i: index, %s: index) -> tensor<?x?xf32> {
  %0 = tensor.insert_slice %arg1 into %arg0[%i, 0] [1, %s] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @insert_const_values(%arg0: tensor<4x8xf32>, %arg1: tensor<1x4xf32>) -> tensor<4x8xf32> {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert_slice %arg1 into %arg0[%c1, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @reduce_dispatch_0() -> tensor<4x2xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x2xf32>
  %res = scf.forall (%arg0, %arg1) in (%c4, %c2) shared_outs(%o = %0) -> (tensor<4x2xf32>) {
    %1 = tensor.empty() : tensor<1x1xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x1xf32>) -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %2 into %o[%arg0, %arg1] [1, 1] [1, 1] :
        tensor<1x1xf32> into tensor<4x2xf32>
    }
  }
  return %res: tensor<4x2xf32>
}
func.func @fill_unit(%o: tensor<1x4xf32>, %v: f32) -> tensor<1x4xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%o : tensor<1x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
func.func @add_unit(%a: tensor<1x4xf32>, %b: tensor<1x4xf32>, %o: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = linalg.add ins(%a, %b : tensor<1x4xf32>, tensor<1x4xf32>) outs(%o : tensor<1x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
func.func @matmul_unit(%a: tensor<1x4xf32>, %b: tensor<4x8xf32>, %o: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<1x4xf32>, tensor<4x8xf32>) outs(%o : tensor<1x8xf32>) -> tensor<1x8xf32>
  return %0 : tensor<1x8xf32>
}
func.func @copy_unit(%a: tensor<1x4xf32>, %o: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = linalg.copy ins(%a : tensor<1x4xf32>) outs(%o : tensor<1x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
func.func @map_unit(%a: tensor<1x4xf32>, %o: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = linalg.map ins(%a : tensor<1x4xf32>) outs(%o : tensor<1x4xf32>)
    (%x: f32, %init: f32) {
      %r = arith.negf %x : f32
      linalg.yield %r : f32
    }
  return %0 : tensor<1x4xf32>
}
func.func @reduce_unit(%a: tensor<1x4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<1x4xf32>) outs(%o : tensor<4xf32>) dimensions = [0]
    (%x: f32, %y: f32) {
      %r = arith.addf %x, %y : f32
      linalg.yield %r : f32
    }
  return %0 : tensor<4xf32>
}
func.func @transpose_unit(%a: tensor<1x4xf32>, %o: tensor<4x1xf32>) -> tensor<4x1xf32> {
  %0 = linalg.transpose ins(%a : tensor<1x4xf32>) outs(%o : tensor<4x1xf32>) permutation = [1, 0]
  return %0 : tensor<4x1xf32>
}
func.func @bmm_unit(%a: tensor<1x2x4xf32>, %b: tensor<1x4x8xf32>, %o: tensor<1x2x8xf32>) -> tensor<1x2x8xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<1x2x4xf32>, tensor<1x4x8xf32>) outs(%o : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
  return %0 : tensor<1x2x8xf32>
}
func.func @elementwise_unit(%a: tensor<1x4xf32>, %o: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<1x4xf32>) outs(%o : tensor<1x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
func.func @two_moveinit(%a: tensor<4xf32>, %o1: tensor<4xf32>, %o2: tensor<5xf32>, %b: tensor<5xf32>) -> (tensor<4xf32>, tensor<5xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%a : tensor<4xf32>) outs(%o1 : tensor<4xf32>) {
       ^bb0(%x: f32, %z: f32) :
         %r = arith.addf %x, %z : f32
         linalg.yield %r : f32
       } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%b : tensor<5xf32>) outs(%o2 : tensor<5xf32>) {
       ^bb0(%x: f32, %z: f32) :
         %r = arith.addf %x, %z : f32
         linalg.yield %r : f32
       } -> tensor<5xf32>
  return %0, %1 : tensor<4xf32>, tensor<5xf32>
}
func.func @const_order(%a: tensor<4xindex>) -> (index, index, index) {
  %x = arith.constant 5 : index
  %y = tensor.dim %a, %x : tensor<4xindex>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  return %c1, %c2, %c3 : index, index, index
}
func.func @unit_first_then_dyn(%a: tensor<1x4xf32>, %o: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<1x4xf32>) outs(%o : tensor<?x4xf32>) {
       ^bb0(%x: f32, %z: f32) :
         linalg.yield %x : f32
       } -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
func.func @reduce_to_scalar(%a: tensor<4x1xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]}
    ins(%a : tensor<4x1xf32>) outs(%o : tensor<1xf32>) {
       ^bb0(%x: f32, %z: f32) :
         %r = arith.addf %x, %z : f32
         linalg.yield %r : f32
       } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @out_const_map(%a: tensor<5xf32>, %o: tensor<1x5xf32>) -> tensor<1x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (0, d0)>], iterator_types = ["parallel"]}
    ins(%a : tensor<5xf32>) outs(%o : tensor<1x5xf32>) {
       ^bb0(%x: f32, %z: f32) :
         linalg.yield %x : f32
       } -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}
func.func @transposed_unit(%a: tensor<1x4x1x3xf32>, %o: tensor<3x1x4x1xf32>) -> tensor<3x1x4x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (d, c, b, a)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%a : tensor<1x4x1x3xf32>) outs(%o : tensor<3x1x4x1xf32>) {
       ^bb0(%x: f32, %z: f32) :
         linalg.yield %x : f32
       } -> tensor<3x1x4x1xf32>
  return %0 : tensor<3x1x4x1xf32>
}
func.func @leading_trailing(%a: tensor<1x1x4x1x1xf32>, %o: tensor<1x1x4x1x1xf32>) -> tensor<1x1x4x1x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(a, b, c, d, e) -> (a, b, c, d, e)>, affine_map<(a, b, c, d, e) -> (a, b, c, d, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
    ins(%a : tensor<1x1x4x1x1xf32>) outs(%o : tensor<1x1x4x1x1xf32>) {
       ^bb0(%x: f32, %z: f32) :
         linalg.yield %x : f32
       } -> tensor<1x1x4x1x1xf32>
  return %0 : tensor<1x1x4x1x1xf32>
}
func.func @generic_of_const(%o: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %cst = arith.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%cst : tensor<1x3xf32>) outs(%o : tensor<1x3xf32>) {
       ^bb0(%x: f32, %z: f32) :
         linalg.yield %x : f32
       } -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}
func.func @unit_not_in_iter(%a: tensor<1x4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(j) -> (0, j)>, affine_map<(j) -> (j)>], iterator_types = ["parallel"]}
    ins(%a : tensor<1x4xf32>) outs(%o : tensor<4xf32>) {
       ^bb0(%x: f32, %z: f32) :
         %r = arith.addf %x, %z : f32
         linalg.yield %r : f32
       } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @collapse_user(%a: tensor<1x4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<1x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<1x4xf32>) outs(%e : tensor<1x4xf32>) {
       ^bb0(%x: f32, %z: f32) :
         %r = arith.negf %x : f32
         linalg.yield %r : f32
       } -> tensor<1x4xf32>
  %c = tensor.collapse_shape %0 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @fold_unit_dim_tensor_reshape_op(%arg0 : tensor<5xf32>) -> tensor<2x5xf32> {
  %1 = tensor.empty() : tensor<1x2x5xf32>
  %2 = linalg.generic {i64, indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
    iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%arg0 : tensor<5xf32>) outs(%1 : tensor<1x2x5xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<1x2x5xf32>
  %3 = tensor.collapse_shape %2 [[0, 1], [2]]
    : tensor<1x2x5xf32> into tensor<2x5xf32>
  return %3 : tensor<2x5xf32>
}
func.func @drop_all_loops(%arg0 : tensor<1x1xf32>) -> tensor<1x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"], library_call = "some_external_func"}
     ins(%arg0 : tensor<1x1xf32>)
    outs(%arg0 : tensor<1x1xf32>) {
       ^bb0(%arg1: f32, %arg2: f32) :
         linalg.yield %arg1 : f32
       } -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
func.func @broadcast_scalar(%arg0 : tensor<1x1xf32>, %shape : tensor<?x?xf32>) -> tensor<?x?xf32> {
   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], library_call = "some_external_fn"}
     ins(%arg0 : tensor<1x1xf32>)
    outs(%shape : tensor<?x?xf32>) {
      ^bb0(%arg2 : f32, %arg3 : f32):
        linalg.yield %arg2 : f32
   } -> tensor<?x?xf32>
   return %0 : tensor<?x?xf32>
}
func.func @leading_dim_1_canonicalization(%arg0: tensor<1x5xf32>, %shape: tensor<5xf32>) -> tensor<5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], library_call = "some_external_fn"}
     ins(%arg0 : tensor<1x5xf32>)
    outs(%shape : tensor<5xf32>) {
  ^bb0(%arg2: f32, %arg3: f32):
    linalg.yield %arg2 : f32
  } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
func.func @forall_dim(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %d = tensor.dim %o, %c0 : tensor<?xf32>
    %e = tensor.empty(%d) : tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[0] [%d] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
func.func @for_dim(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%o = %t) -> (tensor<?xf32>) {
    %d = tensor.dim %o, %c0 : tensor<?xf32>
    %e = tensor.empty(%d) : tensor<?xf32>
    scf.yield %e : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> ()>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (0, d0)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map9 = affine_map<() -> ()>
// CHECK-NEXT: #map10 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @dyn_unit(%arg0: tensor<?x1xf32>, %arg1: tensor<?x1xf32>) -> tensor<?x1xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x1xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<?x1xf32> into tensor<?xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<?x1xf32> into tensor<?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<?xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%collapsed, %collapsed_0 : tensor<?xf32>, tensor<?xf32>) outs(%0 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_2 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg0, %c0 : tensor<?x1xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %1 {{\[\[}}0, 1]] output_shape [%dim_1, 1] : tensor<?xf32> into tensor<?x1xf32>
// CHECK-NEXT: return %expanded : tensor<?x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn_two(%arg0: tensor<1x?x?xf32>, %arg1: tensor<1x?x?xf32>) -> tensor<1x?x?xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<1x?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : tensor<1x?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x?xf32>) outs(%collapsed_0 : tensor<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<1x?x?xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg0, %c2 : tensor<1x?x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1], [2]] output_shape [1, %dim, %dim_1] : tensor<?x?xf32> into tensor<1x?x?xf32>
// CHECK-NEXT: return %expanded : tensor<1x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn_is_not_unit(%arg0: tensor<?x5xf32>, %arg1: tensor<1x5xf32>) -> tensor<1x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x5xf32>) outs(%arg1 : tensor<1x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<1x5xf32>
// CHECK-NEXT: return %0 : tensor<1x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_one_trip_loops(%arg0: tensor<?x1x?xf32>, %arg1: f32, %arg2: tensor<?x1x?x1x?xf32>) -> tensor<?x1x?x1x?xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x1x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg2 {{\[\[}}0, 1], [2, 3], [4]] : tensor<?x1x?x1x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %arg1 : tensor<?x?xf32>, f32) outs(%collapsed_0 : tensor<?x?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_3: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in_3 : f32
// CHECK-NEXT: } -> tensor<?x?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x1x?xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg2, %c2 : tensor<?x1x?x1x?xf32>
// CHECK-NEXT: %dim_2 = tensor.dim %arg0, %c2 : tensor<?x1x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1], [2, 3], [4]] output_shape [%dim, 1, %dim_1, 1, %dim_2] : tensor<?x?x?xf32> into tensor<?x1x?x1x?xf32>
// CHECK-NEXT: return %expanded : tensor<?x1x?x1x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_one_trip_loops_all_ones(%arg0: tensor<1x1x1xf32>, %arg1: f32, %arg2: tensor<1x1x?x1x1xf32>) -> tensor<1x1x?x1x1xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1x1xf32> into tensor<f32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg2 {{\[\[}}0, 1, 2, 3, 4]] : tensor<1x1x?x1x1xf32> into tensor<?xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map5, #map5, #map], iterator_types = ["parallel"]} ins(%collapsed, %arg1 : tensor<f32>, f32) outs(%collapsed_0 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in_1 : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg2, %c2 : tensor<1x1x?x1x1xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1, 2, 3, 4]] output_shape [1, 1, %dim, 1, 1] : tensor<?xf32> into tensor<1x1x?x1x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x1x?x1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_unit_dims(%arg0: tensor<1x3xf32>) -> tensor<1x1xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 2] [1, 1] [1, 1] : tensor<1x3xf32> to tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %extracted_slice [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_slice_unit_dims(%arg0: tensor<1x3xf32>, %arg1: tensor<1x1xf32>) -> tensor<1x3xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %collapsed into %arg0[0, 2] [1, 1] [1, 1] : tensor<f32> into tensor<1x3xf32>
// CHECK-NEXT: return %inserted_slice : tensor<1x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fold_slice(%arg0: tensor<1x?x?x1x?x1x1xf32>, %arg1: tensor<1x?x?x?x?x1x1xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) -> (tensor<1x?x?x1x?x1x1xf32>, tensor<1x?x?x1x?x1x1xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg2, %arg3, 0, %arg4, 0, 0] [1, %arg5, %arg6, 1, %arg7, 1, 1] [1, 1, 1, 1, 1, 1, 1] : tensor<1x?x?x1x?x1x1xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %extracted_slice {{\[\[}}0, 1], [2], [3, 4, 5, 6]] output_shape [1, %arg5, %arg6, 1, %arg7, 1, 1] : tensor<?x?x?xf32> into tensor<1x?x?x1x?x1x1xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[%arg2, 0, %arg3, 0, 0, %arg4, 0] [1, %arg5, %arg6, 1, %arg7, 1, 1] [1, 1, 1, 1, 1, 1, 1] : tensor<1x?x?x?x?x1x1xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %extracted_slice_0 {{\[\[}}0, 1], [2], [3, 4, 5, 6]] output_shape [1, %arg5, %arg6, 1, %arg7, 1, 1] : tensor<?x?x?xf32> into tensor<1x?x?x1x?x1x1xf32>
// CHECK-NEXT: return %expanded, %expanded_1 : tensor<1x?x?x1x?x1x1xf32>, tensor<1x?x?x1x?x1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_const_values(%arg0: tensor<4x8xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%c1, %c2] [1, 4] [1, 1] : tensor<4x8xf32> to tensor<4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %extracted_slice {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
// CHECK-NEXT: return %expanded : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_already_reduced(%arg0: tensor<4x8xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, 0] [1, 4] [1, 1] : tensor<4x8xf32> to tensor<4xf32>
// CHECK-NEXT: return %extracted_slice : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_no_unit(%arg0: tensor<4x8xf32>) -> tensor<2x4xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, 0] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<2x4xf32>
// CHECK-NEXT: return %extracted_slice : tensor<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_partial_reduced(%arg0: tensor<4x8x6xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, 0, 2] [1, 4, 1] [1, 1, 1] : tensor<4x8x6xf32> to tensor<4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %extracted_slice {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
// CHECK-NEXT: return %expanded : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_dyn(%arg0: tensor<?x?xf32>, %arg1: tensor<1x?xf32>, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<1x?xf32> into tensor<?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %collapsed into %arg0[%arg2, 0] [1, %arg3] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_const_values(%arg0: tensor<4x8xf32>, %arg1: tensor<1x4xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %collapsed into %arg0[%c1, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce_dispatch_0() -> tensor<4x2xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x2xf32>
// CHECK-NEXT: %1 = scf.forall (%arg0, %arg1) in (%c4, %c2) shared_outs(%arg2 = %0) -> (tensor<4x2xf32>) {
// CHECK-NEXT: %2 = tensor.empty() : tensor<f32>
// CHECK-NEXT: %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %3 into %arg2[%arg0, %arg1] [1, 1] [1, 1] : tensor<f32> into tensor<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<4x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_unit(%arg0: tensor<1x4xf32>, %arg1: f32) -> tensor<1x4xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: return %0 : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add_unit(%arg0: tensor<1x4xf32>, %arg1: tensor<1x4xf32>, %arg2: tensor<1x4xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %0 = linalg.add ins(%arg0, %arg1 : tensor<1x4xf32>, tensor<1x4xf32>) outs(%arg2 : tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: return %0 : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_unit(%arg0: tensor<1x4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<1x8xf32>) -> tensor<1x8xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<1x4xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<1x8xf32>) -> tensor<1x8xf32>
// CHECK-NEXT: return %0 : tensor<1x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_unit(%arg0: tensor<1x4xf32>, %arg1: tensor<1x4xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<1x4xf32>) outs(%arg1 : tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: return %0 : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @map_unit(%arg0: tensor<1x4xf32>, %arg1: tensor<1x4xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %mapped = linalg.map { arith.negf } ins(%arg0 : tensor<1x4xf32>) outs(%arg1 : tensor<1x4xf32>)
// CHECK-NEXT: return %mapped : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce_unit(%arg0: tensor<1x4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %reduced = linalg.reduce ins(%arg0 : tensor<1x4xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [0]
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %reduced : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_unit(%arg0: tensor<1x4xf32>, %arg1: tensor<4x1xf32>) -> tensor<4x1xf32> {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<1x4xf32>) outs(%arg1 : tensor<4x1xf32>) permutation = [1, 0]
// CHECK-NEXT: return %transposed : tensor<4x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bmm_unit(%arg0: tensor<1x2x4xf32>, %arg1: tensor<1x4x8xf32>, %arg2: tensor<1x2x8xf32>) -> tensor<1x2x8xf32> {
// CHECK-NEXT: %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<1x2x4xf32>, tensor<1x4x8xf32>) outs(%arg2 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
// CHECK-NEXT: return %0 : tensor<1x2x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elementwise_unit(%arg0: tensor<1x4xf32>, %arg1: tensor<1x4xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<1x4xf32>) outs(%arg1 : tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: return %0 : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_moveinit(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5xf32>) -> (tensor<4xf32>, tensor<5xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %4 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg3, %arg2 : tensor<5xf32>, tensor<5xf32>) outs(%1 : tensor<5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %4 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<5xf32>
// CHECK-NEXT: return %2, %3 : tensor<4xf32>, tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_order(%arg0: tensor<4xindex>) -> (index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: return %c1, %c2, %c3 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unit_first_then_dyn(%arg0: tensor<1x4xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%arg1 : tensor<?x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<?x4xf32>
// CHECK-NEXT: return %0 : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce_to_scalar(%arg0: tensor<4x1xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x1xf32> into tensor<4xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 [] : tensor<1xf32> into tensor<f32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction"]} ins(%collapsed : tensor<4xf32>) outs(%collapsed_0 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK-NEXT: return %expanded : tensor<1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @out_const_map(%arg0: tensor<5xf32>, %arg1: tensor<1x5xf32>) -> tensor<1x5xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<1x5xf32> into tensor<5xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xf32>) outs(%collapsed : tensor<5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<5xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
// CHECK-NEXT: return %expanded : tensor<1x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transposed_unit(%arg0: tensor<1x4x1x3xf32>, %arg1: tensor<3x1x4x1xf32>) -> tensor<3x1x4x1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3]] : tensor<1x4x1x3xf32> into tensor<4x3xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2, 3]] : tensor<3x1x4x1xf32> into tensor<3x4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<4x3xf32>) outs(%collapsed_0 : tensor<3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<3x4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1], [2, 3]] output_shape [3, 1, 4, 1] : tensor<3x4xf32> into tensor<3x1x4x1xf32>
// CHECK-NEXT: return %expanded : tensor<3x1x4x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @leading_trailing(%arg0: tensor<1x1x4x1x1xf32>, %arg1: tensor<1x1x4x1x1xf32>) -> tensor<1x1x4x1x1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3, 4]] : tensor<1x1x4x1x1xf32> into tensor<4xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1, 2, 3, 4]] : tensor<1x1x4x1x1xf32> into tensor<4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%collapsed_0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1, 2, 3, 4]] output_shape [1, 1, 4, 1, 1] : tensor<4xf32> into tensor<1x1x4x1x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x1x4x1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic_of_const(%arg0: tensor<1x3xf32>) -> tensor<1x3xf32> {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x3xf32> into tensor<3xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst : tensor<3xf32>) outs(%collapsed : tensor<3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<3xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32>
// CHECK-NEXT: return %expanded : tensor<1x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unit_not_in_iter(%arg0: tensor<1x4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%collapsed, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_user(%arg0: tensor<1x4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fold_unit_dim_tensor_reshape_op(%arg0: tensor<5xf32>) -> tensor<2x5xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x5xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5xf32>) outs(%0 : tensor<2x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<2x5xf32>
// CHECK-NEXT: return %1 : tensor<2x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_all_loops(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%collapsed : tensor<f32>) outs(%collapsed_0 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @broadcast_scalar(%arg0: tensor<1x1xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map10, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<f32>) outs(%arg1 : tensor<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @leading_dim_1_canonicalization(%arg0: tensor<1x5xf32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x5xf32> into tensor<5xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed : tensor<5xf32>) outs(%arg1 : tensor<5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<5xf32>
// CHECK-NEXT: return %0 : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @blocks(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall_dim(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.forall (%arg2) in (%arg1) shared_outs(%arg3 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %1 = tensor.empty(%dim) : tensor<?xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %1 into %arg3[0] [%dim] [1] : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_dim(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %dim = tensor.dim %arg3, %c0 : tensor<?xf32>
// CHECK-NEXT: %1 = tensor.empty(%dim) : tensor<?xf32>
// CHECK-NEXT: scf.yield %1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

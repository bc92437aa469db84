// The folds of the tensor ops and linalg.index that MLIR 22 makes (what
// the greedy driver of any pass applies): dim of a cast, extract of an
// insert at constant indices and of a splat constant, inserting a splat's
// own value, whole slices, slices of splats, inverse reshapes, reshapes of
// reshapes, pads to the same static type (not nofold), the index along a
// unit loop; both tools give mlir-opt's output.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @dim_of_cast(%t: tensor<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cast = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %cast, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %cast, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}
func.func @extract_of_insert(%t: tensor<4xf32>, %v: f32, %i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %ins = tensor.insert %v into %t[%i] : tensor<4xf32>
  %a = tensor.extract %ins[%i] : tensor<4xf32>
  %b = tensor.extract %ins[%c0] : tensor<4xf32>
  return %a, %b : f32, f32
}
func.func @extract_of_splat_constant(%i: index) -> i32 {
  %cst = arith.constant dense<7> : tensor<4xi32>
  %e = tensor.extract %cst[%i] : tensor<4xi32>
  return %e : i32
}
func.func @insert_into_splat_constant(%i: index) -> (tensor<4xi32>, tensor<4xi32>) {
  %cst = arith.constant dense<7> : tensor<4xi32>
  %seven = arith.constant 7 : i32
  %eight = arith.constant 8 : i32
  %a = tensor.insert %seven into %cst[%i] : tensor<4xi32>
  %b = tensor.insert %eight into %cst[%i] : tensor<4xi32>
  return %a, %b : tensor<4xi32>, tensor<4xi32>
}
func.func @whole_slices(%t: tensor<2x3xf32>, %u: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>) {
  %c0 = arith.constant 0 : index
  %a = tensor.extract_slice %t[%c0, 0] [2, 3] [1, 1] : tensor<2x3xf32> to tensor<2x3xf32>
  %b = tensor.insert_slice %t into %u[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x3xf32>
  %c = tensor.extract_slice %t[1, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<1x3xf32>
  return %a, %b, %c : tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>
}
func.func @slice_of_splat() -> tensor<2xf32> {
  %cst = arith.constant dense<1.5> : tensor<4xf32>
  %s = tensor.extract_slice %cst[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}
func.func @reshapes(%t: tensor<2x3xf32>, %s: tensor<1xindex>, %s2: tensor<2xindex>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<6xf32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %r = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  %r2 = tensor.reshape %r(%s) : (tensor<6xf32>, tensor<1xindex>) -> tensor<6xf32>
  %r3 = tensor.reshape %c(%s) : (tensor<6xf32>, tensor<1xindex>) -> tensor<6xf32>
  return %e, %r2, %r3 : tensor<2x3xf32>, tensor<6xf32>, tensor<6xf32>
}
func.func @pads(%t: tensor<2xf32>, %v: f32) -> (tensor<2xf32>, tensor<2xf32>) {
  %a = tensor.pad %t low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<2xf32>
  %b = tensor.pad %t nofold low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<2xf32>
  return %a, %b : tensor<2xf32>, tensor<2xf32>
}
func.func @index_of_unit_loop(%t: tensor<1x4xi32>, %o: tensor<1x4xi32>) -> tensor<1x4xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<1x4xi32>) outs(%o : tensor<1x4xi32>) {
  ^bb0(%x: i32, %y: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %k = arith.index_cast %s : index to i32
    %r = arith.addi %x, %k : i32
    linalg.yield %r : i32
  } -> tensor<1x4xi32>
  return %0 : tensor<1x4xi32>
}
// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dim_of_cast(%arg0: tensor<4x?xf32>) -> (index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT:     return %c4, %dim : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_of_insert(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted[%arg2] : tensor<4xf32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %inserted[%c0] : tensor<4xf32>
// CHECK-NEXT:     return %extracted, %extracted_0 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_of_splat_constant(%arg0: index) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_into_splat_constant(%arg0: index) -> (tensor<4xi32>, tensor<4xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<7> : tensor<4xi32>
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %inserted = tensor.insert %c8_i32 into %cst[%arg0] : tensor<4xi32>
// CHECK-NEXT:     return %cst, %inserted : tensor<4xi32>, tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @whole_slices(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<1x3xf32>
// CHECK-NEXT:     return %arg0, %arg0, %extracted_slice : tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_of_splat() -> tensor<2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.500000e+00> : tensor<2xf32>
// CHECK-NEXT:     return %cst : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshapes(%arg0: tensor<2x3xf32>, %arg1: tensor<1xindex>, %arg2: tensor<2xindex>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<6xf32>) {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT:     %reshape = tensor.reshape %arg0(%arg1) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
// CHECK-NEXT:     return %arg0, %reshape, %collapsed : tensor<2x3xf32>, tensor<6xf32>, tensor<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pads(%arg0: tensor<2xf32>, %arg1: f32) -> (tensor<2xf32>, tensor<2xf32>) {
// CHECK-NEXT:     %padded = tensor.pad %arg0 nofold low[0] high[0] {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<2xf32> to tensor<2xf32>
// CHECK-NEXT:     return %arg0, %padded : tensor<2xf32>, tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @index_of_unit_loop(%arg0: tensor<1x4xi32>, %arg1: tensor<1x4xi32>) -> tensor<1x4xi32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<1x4xi32>) outs(%arg1 : tensor<1x4xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %out: i32):
// CHECK-NEXT:       %1 = linalg.index 1 : index
// CHECK-NEXT:       %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT:       %3 = arith.addi %in, %2 : i32
// CHECK-NEXT:       linalg.yield %3 : i32
// CHECK-NEXT:     } -> tensor<1x4xi32>
// CHECK-NEXT:     return %0 : tensor<1x4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Slices, casts, reshape dims and concats under --canonicalize, as MLIR 22:
// a cast that makes a slice more static is a more static slice
// (TensorCastExtractSlice); slices of and insertions into casts that forget
// sizes use the static tensors (ExtractSliceOpCastFolder,
// InsertSliceOpCastFolder, cast back); constant sizes the source does not
// know are cast onto it (InsertSliceOpSourceCastInserter); a dim of
// tensor.reshape reads its shape operand; concat inputs and results get
// the static sizes the others know.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK-LABEL: func.func @cast_of_slice(%arg0: tensor<8x8xf32>, %arg1: index, %arg2: index) -> tensor<4x?xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [4, %arg1] [1, 1] : tensor<8x8xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %extracted_slice : tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_of_cast(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<2x2xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, %arg1] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
// CHECK-NEXT: return %extracted_slice : tensor<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_of_casts(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>, %arg2: index, %arg3: index) -> (tensor<?xf32>, tensor<8xf32>) {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: %cast = tensor.cast %inserted_slice : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg0 into %arg1[%arg2] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: return %cast, %inserted_slice_0 : tensor<?xf32>, tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_source_cast(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %arg2: index, %arg3: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg1[%arg2, %arg2] [2, %arg3] [1, 1] : tensor<2x?xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_reshape(%arg0: tensor<6xf32>, %arg1: tensor<2xi32>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %extracted = tensor.extract %arg1[%c1] : tensor<2xi32>
// CHECK-NEXT: %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concat_types(%arg0: tensor<?x12xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<?x12xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %cast : (tensor<?x12xf32>, tensor<?x12xf32>) -> tensor<?x12xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %concat : tensor<?x12xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concat_static(%arg0: tensor<2x3xf32>, %arg1: tensor<4x3xf32>) -> tensor<?x3xf32> {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
// CHECK-NEXT: %cast = tensor.cast %concat : tensor<6x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %cast : tensor<?x3xf32>
// CHECK-NEXT: }

func.func @cast_of_slice(%t: tensor<8x8xf32>, %n: index, %o: index) -> tensor<4x?xf32> {
  %s = tensor.extract_slice %t[%o, 0] [%n, %n] [1, 1] : tensor<8x8xf32> to tensor<?x?xf32>
  %c = tensor.cast %s : tensor<?x?xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}
func.func @slice_of_cast(%t: tensor<8x8xf32>, %o: index) -> tensor<2x2xf32> {
  %c = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %c[%o, %o] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}
func.func @insert_of_casts(%a: tensor<4xf32>, %d: tensor<8xf32>, %o: index, %n: index) -> (tensor<?xf32>, tensor<8xf32>) {
  %cd = tensor.cast %d : tensor<8xf32> to tensor<?xf32>
  %i = tensor.insert_slice %a into %cd[%o] [4] [1] : tensor<4xf32> into tensor<?xf32>
  %ca = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %j = tensor.insert_slice %ca into %d[%o] [%n] [1] : tensor<?xf32> into tensor<8xf32>
  return %i, %j : tensor<?xf32>, tensor<8xf32>
}
func.func @insert_source_cast(%a: tensor<?x?xf32>, %d: tensor<8x8xf32>, %o: index, %n: index) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %i = tensor.insert_slice %a into %d[%o, %o] [%c2, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %i : tensor<8x8xf32>
}
func.func @dim_of_reshape(%t: tensor<6xf32>, %s: tensor<2xi32>) -> index {
  %c1 = arith.constant 1 : index
  %r = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d : index
}
func.func @concat_types(%a: tensor<?x12xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<?x12xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
func.func @concat_static(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<?x3xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  return %c : tensor<?x3xf32>
}

// The bufferization ops' verifiers and parsers, with mlir-opt 22's words
// (to_tensor and to_buffer report a mismatch twice, as MLIR does: the
// type's reason, then the op's). Both tools pass this file.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

func.func @a(%t: tensor<4x?xf32>, %n: index) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = bufferization.alloc_tensor(%n, %n) : tensor<4x?xf32>
  return
}

// -----

func.func @a(%t: tensor<4x?xf32>, %n: index) {
  // expected-error@+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<4x?xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @a(%t: tensor<4x?xf32>, %n: index) {
  // expected-error@+1 {{use of value '%t' expects different type than prior uses: 'tensor<4x3xf32>' vs 'tensor<4x?xf32>'}}
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<4x3xf32>
  return
}

// -----

func.func @a(%t: tensor<4x?xf32>, %m: memref<4x?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
  return
}

// -----

func.func @a(%t: tensor<4x?xf32>, %m: memref<4x?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<4x?xf32>, memref<4x?xf32>) -> tensor<4x?xf32>
  return
}

// -----

func.func @a(%t: tensor<4x?xf32>, %m: memref<4x?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> ()
  return
}

// -----

func.func @a(%t: tensor<4x?xf32>, %u: tensor<4x?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %u : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  return
}

// -----

func.func @a(%t: tensor<4x?xf32>, %u: tensor<4x?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %t in writable %u : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  return
}

// -----

func.func @a(%t: tensor<4x?xf32>, %u: tensor<4x?xf64>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4x?xf32>, tensor<4x?xf64>) -> tensor<4x?xf64>
  return
}

// -----

func.func @a(%t: tensor<4x3xf32>, %u: tensor<4x5xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// -----

func.func @a(%t: tensor<4x?xf32>, %u: tensor<4x?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @a(%m: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c, %c)
  return
}

// -----

func.func @a(%m: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0 = "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> (i1)
  return
}

// -----

func.func @a(%m: memref<2xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<2xf32> to tensor<3xf32>
  return
}

// -----

func.func @a(%m: memref<2xf32>) {
  // expected-error@+2 {{element types do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<2xf32> to tensor<2xf64>
  return
}

// -----

func.func @a(%t: tensor<2xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<2xf32> to memref<3xf32>
  return
}

// -----

func.func @a(%t: tensor<2xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<2xf32> to memref<*xf32>
  return
}

// -----

func.func @a(%m: memref<2xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<2xf32> to tensor<*xf32>
  return
}

// -----

func.func @a(%m: memref<2xf32>) {
  %0 = bufferization.to_tensor %m : memref<2xf32>
  // expected-error@+1 {{custom op 'bufferization.to_tensor' expected 'to'}}
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @a(%m: tensor<?xf32>) {
  // expected-error@+1 {{use of value '%m' expects different type than prior uses: 'tensor<*xf32>' vs 'tensor<?xf32>'}}
  %0 = bufferization.alloc_tensor() copy(%m) : tensor<*xf32>
  return
}

// -----

func.func @a(%t: tensor<2xf32>) {
  // expected-error@+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<2xf32>'}}
  %0 = "bufferization.to_tensor"(%t) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @a(%m: memref<2xf32>) {
  // expected-error@+1 {{'bufferization.to_tensor' op result #0 must be TensorLikeType instance, but got 'memref<2xf32>'}}
  %0 = "bufferization.to_tensor"(%m) : (memref<2xf32>) -> memref<2xf32>
  return
}

// -----

func.func @a(%m: memref<2xf32>) {
  // expected-error@+1 {{'bufferization.to_buffer' op operand #0 must be TensorLikeType instance, but got 'memref<2xf32>'}}
  %0 = "bufferization.to_buffer"(%m) : (memref<2xf32>) -> memref<2xf32>
  return
}

// -----

func.func @a(%t: tensor<2xf32>) {
  // expected-error@+1 {{'bufferization.to_buffer' op result #0 must be BufferLikeType instance, but got 'tensor<2xf32>'}}
  %0 = "bufferization.to_buffer"(%t) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @a(%t: tensor<2xf32>) {
  // expected-error@+1 {{'bufferization.clone' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  %0 = "bufferization.clone"(%t) : (tensor<2xf32>) -> memref<2xf32>
  return
}

// -----

func.func @a(%t: tensor<2xf32>) {
  // expected-error@+2 {{definition of SSA value '%0#0' has type 'tensor<2xf32>'}}
  // expected-note@+1 {{previously used here with type 'memref<2xf32>'}}
  %0 = "bufferization.clone"(%0) : (memref<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @a(%m: memref<2xf32>) {
  // expected-error@+1 {{'bufferization.dealloc_tensor' op operand #0 must be tensor of any type values, but got 'memref<2xf32>'}}
  "bufferization.dealloc_tensor"(%m) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @a(%m: memref<2xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op operand #0 must be tensor of any type values, but got 'memref<2xf32>'}}
  %0 = "bufferization.materialize_in_destination"(%m, %m) : (memref<2xf32>, memref<2xf32>) -> memref<2xf32>
  return
}

// -----

func.func @a(%m: tensor<2xf32>, %i: i32) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op operand #1 must be shaped of any type values, but got 'i32'}}
  %0 = "bufferization.materialize_in_destination"(%m, %i) : (tensor<2xf32>, i32) -> tensor<2xf32>
  return
}

// -----

func.func @a(%m: tensor<2xf32>, %i: i32) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "bufferization.alloc_tensor"(%i) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> tensor<?xf32>
  return
}

// -----

func.func @a(%m: tensor<2xf32>, %i: index) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<?xf32>'}}
  %0 = "bufferization.alloc_tensor"(%i) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @a(%m: tensor<2xf32>, %i: i32) {
  // expected-error@+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%m) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<2xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @a(%m: memref<2xf32>, %i: i32) {
  // expected-error@+1 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'i32'}}
  "bufferization.dealloc"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i32) -> ()
  return
}

// -----

func.func @a(%m: tensor<2xf32>, %i: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op operand #0 must be variadic of ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  "bufferization.dealloc"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<2xf32>, i1) -> ()
  return
}

// -----

func.func @a(%m: memref<2xf32>, %i: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op operand #0 must be variadic of ranked or unranked memref of any type values, but got 'i1'}}
  %0 = "bufferization.dealloc"(%i) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (i1) -> (i1)
  return
}

// -----

func.func @a(%m: memref<2xf32>, %i: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
  %0 = "bufferization.dealloc"(%m) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<2xf32>) -> (i32)
  return
}

// -----

func.func @a(%m: memref<2xf32>) {
  // expected-error@+1 {{'bufferization.to_tensor' op attribute 'restrict' failed to satisfy constraint: unit attribute}}
  %0 = "bufferization.to_tensor"(%m) {restrict = 1 : i32} : (memref<2xf32>) -> tensor<2xf32>
  return
}

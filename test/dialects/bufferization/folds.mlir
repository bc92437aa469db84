// What the bufferization ops fold to and which go unused, under
// canonicalize and cse as mlir-opt 22 runs them: to_tensor of the
// to_buffer right before it is the tensor, to_buffer of a to_tensor of the
// same type is the buffer, a clone reads through a cast; an unused clone
// goes (its only write is to what it allocates), an unused to_tensor goes
// (it only reads), to_buffer is pure, while alloc_tensor, dealloc_tensor
// and materialize into a buffer stay. The CHECK lines are mlir-opt's
// output; both tools print the same bytes.
// RUN: terrace-opt --split-input-file --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --canonicalize %s | FileCheck %s
// RUN: terrace-opt --split-input-file --canonicalize %s > %t.terrace
// RUN: %mlir-opt --split-input-file --canonicalize %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --cse %s > %t.terrace
// RUN: %mlir-opt --split-input-file --cse %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @pair(%t: tensor<4xf32>, %m: memref<4xf32>) -> (tensor<4xf32>, memref<4xf32>, memref<?xf32>) {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %t2 = bufferization.to_tensor %b : memref<4xf32> to tensor<4xf32>
  %x = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %y = bufferization.to_buffer %x : tensor<4xf32> to memref<4xf32>
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %cl = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  return %t2, %y, %cl : tensor<4xf32>, memref<4xf32>, memref<?xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @pair(%arg0: tensor<4xf32>, %arg1: memref<4xf32>) -> (tensor<4xf32>, memref<4xf32>, memref<?xf32>) {
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %arg0, %arg1, %0 : tensor<4xf32>, memref<4xf32>, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @not_adjacent(%t: tensor<4xf32>) -> tensor<4xf32> {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %b[%c0] : memref<4xf32>
  %t2 = bufferization.to_tensor %b : memref<4xf32> to tensor<4xf32>
  return %t2 : tensor<4xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @not_adjacent(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.store %cst, %0[%c0] : memref<4xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @materialize(%t: tensor<4xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %a = bufferization.alloc_tensor() : tensor<4xf32>
  bufferization.dealloc_tensor %t : tensor<4xf32>
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @materialize(%arg0: tensor<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in writable %arg1 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: %0 = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT: bufferization.dealloc_tensor %arg0 : tensor<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @f(%m: memref<4xf32>, %t: tensor<4xf32>, %n: index) -> (memref<4xf32>, memref<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %c = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %d = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %f = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %g = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %h = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %u = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %a, %b, %c, %d : memref<4xf32>, memref<4xf32>, tensor<4xf32>, tensor<4xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> (memref<4xf32>, memref<4xf32>, tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %4 = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : memref<4xf32>, memref<4xf32>, tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

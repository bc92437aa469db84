// The bufferization ops in terrace-run. @dealloc_ownership's values were
// checked against upstream MLIR's execution (convert-bufferization-to-memref
// and the LLVM lowering, run by mlir-runner): dealloc keeps a buffer that a
// retained view aliases and passes ownership to that view, frees a buffer
// listed twice once, frees and owns nothing under a false condition; a
// clone keeps the elements it copied.
// RUN: terrace-run --interpret %s --entry dealloc_ownership --print --print-format=compact | FileCheck %s --check-prefix=DEALLOC
// DEALLOC: output_0: memref<6xi32> = [1, 0, 0, 0, 7, 0]
// Aliasing is by aligned pointer, as in MLIR's lowering: a view at byte 0
// aliases its buffer, one at byte 16 does not (checked upstream too).
// RUN: terrace-run --interpret %s --entry view_alias --print --print-format=compact | FileCheck %s --check-prefix=VIEWS
// VIEWS: output_0: memref<3xi32> = [1, 0, 0]
//
// Tensors and buffers: a tensor's buffer written through memref ops and
// read back as a tensor, alloc_tensor with a dynamic size and with a copy,
// materialize_in_destination into a buffer and into a tensor.
// RUN: terrace-run --interpret %s --entry border --print --print-format=compact | FileCheck %s --check-prefix=BORDER
// BORDER: output_0: tensor<3xf32> = [1, 5, 3]
// BORDER-NEXT: output_1: tensor<2xf32> = [0, 0]
// BORDER-NEXT: output_2: tensor<3xf32> = [1, 2, 3]
// BORDER-NEXT: output_3: memref<3xf32> = [1, 2, 3]
// BORDER-NEXT: output_4: tensor<3xf32> = [1, 2, 3]
//
// A clone is an allocation: never freed, it leaks; freeing a buffer through
// dealloc twice is a double free; a read-only to_buffer refuses writes.
// RUN: not terrace-run --interpret %s --entry clone_leaks 2>&1 | FileCheck %s --check-prefix=LEAK
// LEAK: bufferization.mlir:[[# @LINE + 79]]:8: error: a buffer allocated here is never freed
// RUN: not terrace-run --interpret %s --entry dealloc_twice 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: 'bufferization.dealloc' op frees a buffer a second time
// RUN: not terrace-run --interpret %s --entry write_read_only 2>&1 | FileCheck %s --check-prefix=READONLY
// READONLY: error: 'memref.store' op writes to a read-only buffer
// READONLY: note: made here

func.func @dealloc_ownership() -> memref<6xi32> {
  %out = memref.alloc() : memref<6xi32>
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  // %a is kept (the retained %v is a view of it), %b is freed; ownership
  // passes to %v (through %a) and not to %c.
  %r:2 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%t, %t) retain (%v, %c : memref<2xf32, strided<[1], offset: 1>>, memref<4xf32>)
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  // A buffer listed twice (itself and a view) is freed once.
  %d = memref.alloc() : memref<8xf32>
  %dv = memref.subview %d[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  bufferization.dealloc (%d, %dv : memref<8xf32>, memref<4xf32, strided<[1], offset: 2>>) if (%t, %t)
  // A false condition frees nothing and owns nothing.
  %e = memref.alloc() : memref<2xf32>
  %s:2 = bufferization.dealloc (%e : memref<2xf32>) if (%f) retain (%e, %out : memref<2xf32>, memref<6xi32>)
  memref.dealloc %e : memref<2xf32>
  // A clone is a buffer of its own, with the same elements.
  %g = memref.alloc() : memref<3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i32
  memref.store %seven, %g[%c1] : memref<3xi32>
  %h = bufferization.clone %g : memref<3xi32> to memref<3xi32>
  %nine = arith.constant 9 : i32
  memref.store %nine, %g[%c1] : memref<3xi32>
  %hv = memref.load %h[%c1] : memref<3xi32>
  memref.dealloc %g : memref<3xi32>
  memref.dealloc %h : memref<3xi32>
  %values = arith.constant 0 : i32
  %i0 = arith.extui %r#0 : i1 to i32
  %i1 = arith.extui %r#1 : i1 to i32
  %i2 = arith.extui %s#0 : i1 to i32
  %i3 = arith.extui %s#1 : i1 to i32
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  memref.store %i0, %out[%c0] : memref<6xi32>
  memref.store %i1, %out[%c1] : memref<6xi32>
  memref.store %i2, %out[%c2] : memref<6xi32>
  memref.store %i3, %out[%c3] : memref<6xi32>
  memref.store %hv, %out[%c4] : memref<6xi32>
  memref.store %values, %out[%c5] : memref<6xi32>
  return %out : memref<6xi32>
}

func.func @border() -> (tensor<3xf32>, tensor<2xf32>, tensor<3xf32>, memref<3xf32>, tensor<3xf32>) {
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = bufferization.to_buffer %t : tensor<3xf32> to memref<3xf32>
  %c1 = arith.constant 1 : index
  %five = arith.constant 5.0 : f32
  memref.store %five, %b[%c1] : memref<3xf32>
  %back = bufferization.to_tensor %b : memref<3xf32> to tensor<3xf32>
  %c2 = arith.constant 2 : index
  %empty = bufferization.alloc_tensor(%c2) : tensor<?xf32>
  %e = tensor.cast %empty : tensor<?xf32> to tensor<2xf32>
  %copy = bufferization.alloc_tensor() copy(%t) : tensor<3xf32>
  %m = memref.alloc() : memref<3xf32>
  bufferization.materialize_in_destination %t in writable %m : (tensor<3xf32>, memref<3xf32>) -> ()
  %dest = tensor.empty() : tensor<3xf32>
  %into = bufferization.materialize_in_destination %t in %dest : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  bufferization.dealloc_tensor %copy : tensor<3xf32>
  return %back, %e, %copy, %m, %into : tensor<3xf32>, tensor<2xf32>, tensor<3xf32>, memref<3xf32>, tensor<3xf32>
}

func.func @clone_leaks() -> i32 {
  %a = memref.alloc() : memref<2xi32>
  %c = bufferization.clone %a : memref<2xi32> to memref<2xi32>
  memref.dealloc %a : memref<2xi32>
  %z = arith.constant 0 : i32
  return %z : i32
}

func.func @dealloc_twice() -> i32 {
  %t = arith.constant true
  %a = memref.alloc() : memref<2xi32>
  bufferization.dealloc (%a : memref<2xi32>) if (%t)
  bufferization.dealloc (%a : memref<2xi32>) if (%t)
  %z = arith.constant 0 : i32
  return %z : i32
}

func.func @write_read_only() -> i32 {
  %t = arith.constant dense<[1, 2]> : tensor<2xi32>
  %b = bufferization.to_buffer %t read_only : tensor<2xi32> to memref<2xi32>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  memref.store %z, %b[%c0] : memref<2xi32>
  return %z : i32
}

func.func @view_alias() -> memref<3xi32> {
  %out = memref.alloc() : memref<3xi32>
  %t = arith.constant true
  %b = memref.alloc() : memref<64xi8>
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %v0 = memref.view %b[%c0][] : memref<64xi8> to memref<4xf32>
  %v16 = memref.view %b[%c16][] : memref<64xi8> to memref<4xf32>
  // %v0 has %b's aligned pointer, %v16 does not: only %v0 takes ownership.
  %r:2 = bufferization.dealloc (%b : memref<64xi8>) if (%t) retain (%v0, %v16 : memref<4xf32>, memref<4xf32>)
  memref.dealloc %b : memref<64xi8>
  %i0 = arith.extui %r#0 : i1 to i32
  %i1 = arith.extui %r#1 : i1 to i32
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i32
  memref.store %i0, %out[%c0] : memref<3xi32>
  memref.store %i1, %out[%c1] : memref<3xi32>
  memref.store %z, %out[%c2] : memref<3xi32>
  return %out : memref<3xi32>
}

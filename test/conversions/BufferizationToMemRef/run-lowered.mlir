// What convert-bufferization-to-memref makes computes what the
// bufferization ops meant: the program interpreted as written, its lowering
// interpreted, and its lowering compiled (with the heap check: no leak, no
// double free) give the same results, which are also upstream MLIR's
// (test/interpreter/bufferization.mlir).
// RUN: terrace-run --interpret %s --entry dealloc_ownership --print --print-format=compact | FileCheck %s --check-prefix=DEALLOC
// RUN: terrace-opt %s --convert-bufferization-to-memref -o %t.mlir
// RUN: terrace-run --interpret %t.mlir --entry dealloc_ownership --print --print-format=compact | FileCheck %s --check-prefix=DEALLOC
// RUN: terrace-run %t.mlir --entry dealloc_ownership --compile --compare-interpreter --print --print-format=compact | FileCheck %s --check-prefix=DEALLOC
// DEALLOC: output_0: memref<6xi32> = [1, 0, 0, 0, 7, 0]
// RUN: terrace-run --interpret %s --entry view_alias --print --print-format=compact | FileCheck %s --check-prefix=VIEWS
// RUN: terrace-run %t.mlir --entry view_alias --compile --compare-interpreter --print --print-format=compact | FileCheck %s --check-prefix=VIEWS
// VIEWS: output_0: memref<3xi32> = [1, 0, 0]

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

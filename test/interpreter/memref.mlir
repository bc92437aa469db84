// Buffers in terrace-run: memrefs allocated, filled by loops, seen
// through subviews, collapses, expansions, transposes and reinterpret
// casts, copied, read from a constant global, updated atomically, returned
// to the caller. The values of @main and @generic_atomic were checked
// against upstream MLIR's execution (lowered to LLVM by mlir-opt, run by
// mlir-runner): both atomics give the element as it was before.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: terrace-run --interpret %s --entry generic_atomic --print --print-format=compact | FileCheck %s --check-prefix=GENERIC
// Misuse of buffers is an error at the op that meets it, with where the
// buffer was made or freed.
// RUN: not terrace-run --interpret %s --entry use_after_free 2>&1 | FileCheck %s --check-prefix=FREED
// RUN: not terrace-run --interpret %s --entry double_free 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not terrace-run --interpret %s --entry leak 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: not terrace-run --interpret %s --entry stack_escapes 2>&1 | FileCheck %s --check-prefix=STACK
// RUN: not terrace-run --interpret %s --entry write_constant 2>&1 | FileCheck %s --check-prefix=CONSTANT
// RUN: not terrace-run --interpret %s --entry free_stack 2>&1 | FileCheck %s --check-prefix=FREESTACK
// RUN: not terrace-run --interpret %s --entry scope_frees 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: terrace-run --interpret %s --entry index5 --output-dir %t.dir
// RUN: not terrace-run --interpret %s --entry out_of_bounds --input %t.dir/output_0.npy 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not terrace-run --interpret %s --entry subview_out --input %t.dir/output_0.npy 2>&1 | FileCheck %s --check-prefix=SUBVIEW
// A memref argument from a .npy file is the caller's buffer: the function
// writes it and hands it back.
// RUN: terrace-run --interpret %s --entry floats --output-dir %t.floats
// RUN: terrace-run --interpret %s --entry scale --input %t.floats/output_0.npy --print | FileCheck %s --check-prefix=SCALE

// CHECK: output_0: memref<3x4xi32> = {{\[\[}}0, 1, 2, 3], [4, 5, 6, 100], [8, 9, 11, 11]]
// CHECK-NEXT: output_1: i32 = 100
// CHECK-NEXT: output_2: i32 = 11
// CHECK-NEXT: output_3: index = 4
// CHECK-NEXT: output_4: i32 = 10
// CHECK-NEXT: output_5: memref<2x2xi32> = {{\[\[}}5, 100], [9, 11]]
// CHECK-NEXT: output_6: i32 = 100
// CHECK-NEXT: output_7: i32 = 10
// CHECK-NEXT: output_8: memref<6xi32> = [2, 3, 4, 5, 6, 100]

memref.global "private" constant @table : memref<2x3xi32> = dense<[[5, 6, 7], [8, 9, 10]]>

func.func @main() -> (memref<3x4xi32>, i32, i32, index, i32, memref<2x2xi32>, i32, i32, memref<6xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %a = memref.alloc() : memref<3x4xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %row = arith.muli %i, %c4 : index
      %k = arith.addi %row, %j : index
      %v = arith.index_cast %k : index to i32
      memref.store %v, %a[%i, %j] : memref<3x4xi32>
    }
  }
  %s = memref.subview %a[1, 1] [2, 2] [1, 2] : memref<3x4xi32> to memref<2x2xi32, strided<[4, 2], offset: 5>>
  %c100 = arith.constant 100 : i32
  memref.store %c100, %s[%c0, %c1] : memref<2x2xi32, strided<[4, 2], offset: 5>>
  %flat = memref.collapse_shape %a [[0, 1]] : memref<3x4xi32> into memref<12xi32>
  %x = memref.load %flat[%c7] : memref<12xi32>
  %t = memref.transpose %a (d0, d1) -> (d1, d0) : memref<3x4xi32> to memref<4x3xi32, strided<[1, 4]>>
  %y = memref.load %t[%c3, %c2] : memref<4x3xi32, strided<[1, 4]>>
  %d = memref.dim %t, %c0 : memref<4x3xi32, strided<[1, 4]>>
  %g = memref.get_global @table : memref<2x3xi32>
  %z = memref.load %g[%c1, %c2] : memref<2x3xi32>
  %copy = memref.alloc() : memref<2x2xi32>
  memref.copy %s, %copy : memref<2x2xi32, strided<[4, 2], offset: 5>> to memref<2x2xi32>
  %e = memref.expand_shape %flat [[0, 1]] output_shape [6, 2] : memref<12xi32> into memref<6x2xi32>
  %w = memref.load %e[%c3, %c1] : memref<6x2xi32>
  %c1_i32 = arith.constant 1 : i32
  %old = memref.atomic_rmw addi %c1_i32, %a[%c2, %c2] : (i32, memref<3x4xi32>) -> i32
  %r = memref.reinterpret_cast %a to offset: [2], sizes: [6], strides: [1] : memref<3x4xi32> to memref<6xi32, strided<[1], offset: 2>>
  %out = memref.alloc() : memref<6xi32>
  memref.copy %r, %out : memref<6xi32, strided<[1], offset: 2>> to memref<6xi32>
  return %a, %x, %y, %d, %z, %copy, %w, %old, %out : memref<3x4xi32>, i32, i32, index, i32, memref<2x2xi32>, i32, i32, memref<6xi32>
}

// GENERIC: output_0: i32 = 5
// GENERIC-NEXT: output_1: i32 = 10
func.func @generic_atomic() -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2xi32>
  %c5 = arith.constant 5 : i32
  memref.store %c5, %a[%c0] : memref<2xi32>
  %r = memref.generic_atomic_rmw %a[%c0] : memref<2xi32> {
  ^bb0(%cur: i32):
    %n = arith.addi %cur, %cur : i32
    memref.atomic_yield %n : i32
  }
  %after = memref.load %a[%c0] : memref<2xi32>
  return %r, %after : i32, i32
}

func.func @floats() -> tensor<3xf32> {
  %f = arith.constant dense<[1.0, 2.0, 3.5]> : tensor<3xf32>
  return %f : tensor<3xf32>
}

// SCALE: output_0: memref<?xf32> = [2. 4. 7.]
func.func @scale(%m: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
    %d = arith.mulf %v, %two : f32
    memref.store %d, %m[%i] : memref<?xf32>
  }
  return %m : memref<?xf32>
}

func.func @index5() -> index {
  %c5 = arith.constant 5 : index
  return %c5 : index
}

// FREED: error: 'memref.load' op uses a buffer after it was freed
// FREED: note: freed here
// FREED: note: allocated here
func.func @use_after_free() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}
// DOUBLE: error: 'memref.dealloc' op frees a buffer a second time
// DOUBLE: note: freed here first
func.func @double_free() {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %s : memref<2xf32, strided<[1], offset: 1>>
  return
}
// OOB: error: 'memref.load' op out-of-bounds access: index 5 of dimension 0, whose size is 4
func.func @out_of_bounds(%i: index) -> f32 {
  %a = memref.alloca() : memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  return %v : f32
}
// LEAK: [[@LINE+3]]:8: error: a buffer allocated here is never freed
// LEAK-NOT: error
func.func @leak() -> i32 {
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  memref.dealloc %b : memref<4xi32>
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @make_stack() -> memref<4xf32> {
  %a = memref.alloca() : memref<4xf32>
  return %a : memref<4xf32>
}
// STACK: error: 'memref.load' op uses a stack buffer after its allocation scope returned
// STACK: note: allocated here
func.func @stack_escapes() -> f32 {
  %c0 = arith.constant 0 : index
  %a = func.call @make_stack() : () -> memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
// CONSTANT: error: 'memref.store' op writes to a constant global
// CONSTANT: note: declared here
func.func @write_constant() {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @c : memref<2xf32>
  %f = arith.constant 3.0 : f32
  memref.store %f, %g[%c0] : memref<2xf32>
  return
}
// FREESTACK: error: 'memref.dealloc' op frees a buffer of memref.alloca, which its scope frees
func.func @free_stack() {
  %a = memref.alloca() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
// SUBVIEW: error: 'memref.subview' op takes a subview that runs out of its source in dimension 0: offset 5, size 2, stride 1 in a size of 4
func.func @subview_out(%o: index) {
  %a = memref.alloca() : memref<4xf32>
  %s = memref.subview %a[%o] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  return
}
// SCOPE: error: 'memref.load' op uses a stack buffer after its allocation scope returned
func.func @scope_frees() -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (memref<4xf32>) {
    %a = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %a : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}
func.func @cast_mismatch(%m: memref<?xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  return %c : memref<4xf32>
}

// arith.select between buffers chooses the buffer itself: a store through
// the chosen one shows in it, not in the other.
// RUN: terrace-run --interpret %s --entry select_buffer --print --print-format=compact | FileCheck %s --check-prefix=SELECT
// SELECT: output_0: f32 = 1
// SELECT-NEXT: output_1: f32 = 7
func.func @select_buffer() -> (f32, f32) {
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %seven = arith.constant 7.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%c0] : memref<2xf32>
  memref.store %two, %b[%c0] : memref<2xf32>
  %s = arith.select %false, %a, %b : memref<2xf32>
  memref.store %seven, %s[%c0] : memref<2xf32>
  %x = memref.load %a[%c0] : memref<2xf32>
  %y = memref.load %b[%c0] : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  return %x, %y : f32, f32
}

// Compiled code's heap is checked as the interpreter checks its buffers:
// the JIT hands it a malloc and free that keep a registry, the buffers a
// function returns are the runner's to free, and what is left after a run
// is a leak. A free of a pointer it did not allocate is reported and not
// passed on. (Unused allocations are erased before LLVM, as MLIR's
// greedy driver erases them; -O0 keeps those LLVM would remove.)
//
// A result buffer is the caller's: no leak.
// RUN: terrace-run %s --entry returns_buffer --compile -O0 --print --print-format compact | FileCheck %s --check-prefix=RETURNS
// RETURNS: output_0: memref<3xi32> = [7, 7, 7]
//
// Freed inside, or returned twice: no leak, no double free.
// RUN: terrace-run %s --entry frees_temporary --compile -O0 --print --print-format compact | FileCheck %s --check-prefix=TEMPORARY
// TEMPORARY: output_0: i32 = 5
// RUN: terrace-run %s --entry returns_twice --compile -O0 --print --print-format compact | FileCheck %s --check-prefix=TWICE
// TWICE: output_0: memref<2xf32> = [1, 1]
// TWICE-NEXT: output_1: memref<2xf32> = [1, 1]
//
// RUN: not terrace-run %s --entry leaks --compile -O0 2>&1 | FileCheck %s --check-prefix=LEAK
// LEAK: terrace-run: error: the compiled code leaked 1 buffer(s), 64 bytes in all: allocated, then neither freed nor returned (--interpret names where)
// RUN: not terrace-run %s --entry leaks --interpret 2>&1 | FileCheck %s --check-prefix=WHERE
// WHERE: compile-heap.mlir:[[# @LINE + 26]]:8: error: a buffer allocated here is never freed
//
// RUN: /usr/bin/python3 -c "import numpy as np; np.save('%t.npy', np.ones(4, np.float32))"
// RUN: not terrace-run %s --entry frees_argument --compile -O0 --input %t.npy 2>&1 | FileCheck %s --check-prefix=ARGUMENT
// ARGUMENT: terrace-run: error: the compiled code freed 1 pointer(s) it had not allocated or had freed already
// RUN: not terrace-run %s --entry frees_twice --compile -O0 2>&1 | FileCheck %s --check-prefix=DOUBLE
// DOUBLE: terrace-run: error: the compiled code freed 1 pointer(s) it had not allocated or had freed already

func.func @returns_buffer() -> memref<3xi32> {
  %a = memref.alloc() : memref<3xi32>
  %c = arith.constant 7 : i32
  linalg.fill ins(%c : i32) outs(%a : memref<3xi32>)
  return %a : memref<3xi32>
}

func.func @frees_temporary() -> i32 {
  %a = memref.alloc() : memref<4xi32>
  %c = arith.constant 5 : i32
  %i = arith.constant 2 : index
  memref.store %c, %a[%i] : memref<4xi32>
  %v = memref.load %a[%i] : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return %v : i32
}

func.func @leaks() -> f32 {
  %a = memref.alloc() : memref<16xf32>
  %i = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  memref.store %one, %a[%i] : memref<16xf32>
  %v = memref.load %a[%i] : memref<16xf32>
  return %v : f32
}

func.func @returns_twice() -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  return %a, %a : memref<2xf32>, memref<2xf32>
}

func.func @frees_argument(%m: memref<4xf32>) -> i32 {
  memref.dealloc %m : memref<4xf32>
  %c = arith.constant 1 : i32
  return %c : i32
}

func.func @frees_twice() -> i32 {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %c = arith.constant 1 : i32
  return %c : i32
}

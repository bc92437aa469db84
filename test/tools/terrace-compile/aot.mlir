// terrace-compile writes an object file and a C header; a C program built
// by the system compiler against them, with nothing of Terrace, calls the
// entries and prints what they computed (checked below against values
// worked out by hand), also compiled as C++. The same as a shared library.
// RUN: rm -rf %t && mkdir -p %t
// RUN: terrace-compile %s -o %t/kernels.o --header %t/kernels.h
// RUN: FileCheck %s --check-prefix=HEADER --input-file=%t/kernels.h
// RUN: %clang -std=c11 -Wall -Werror -I %t %t/kernels.o -x c %S/Inputs/driver.c -lm -o %t/driver
// RUN: %t/driver | FileCheck %s
// RUN: %clang -std=c++17 -Wall -Werror -I %t %t/kernels.o -x c++ %S/Inputs/driver.c -lm -o %t/driver-cxx
// RUN: %t/driver-cxx | FileCheck %s
// RUN: terrace-compile %s --shared %t/libkernels.so -O2
// RUN: %clang -std=c11 -Wall -Werror -I %t -x c %S/Inputs/driver.c -L %t -lkernels -lm -o %t/driver-shared
// RUN: env LD_LIBRARY_PATH=%t %t/driver-shared | FileCheck %s
//
// HEADER: #ifndef TERRACE_KERNELS_H
// HEADER: typedef struct {{[{]$}}
// HEADER-NEXT:   float *allocated;
// HEADER-NEXT:   float *aligned;
// HEADER-NEXT:   int64_t offset;
// HEADER-NEXT:   int64_t sizes[2];
// HEADER-NEXT:   int64_t strides[2];
// HEADER-NEXT: } terrace_memref_2d_f32;
// HEADER: /* matmul: (memref<?x?xf32>, memref<?x?xf32>) -> memref<?x?xf32> */
// HEADER-NEXT: int32_t matmul(const terrace_memref_2d_f32 *arg0, const terrace_memref_2d_f32 *arg1, terrace_memref_2d_f32 *result0);
// HEADER: int32_t scale(const terrace_memref_1d_f64 *arg0, double arg1, int64_t arg2, double *result0, int64_t *result1);
//
// [[1, 2, 3], [4, 5, 6]] x [[1, 0], [0, 1], [1, 1]]:
// CHECK: matmul 2x2: 4 5 10 11
// scale([1, 2, 3], 0.5, 7): sum 3, count 7 + 3
// CHECK-NEXT: scale: 3 10
// twice([1, 2, 3]) on tensors, bufferized by terrace-compile; the input
// buffer is left as it was:
// CHECK-NEXT: twice: 2 4 6, input 1 2 3
//
// What has no C entry is an error naming why, and no output is left.
// RUN: not terrace-compile %S/Inputs/on-tensors.mlir -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=TENSORS
// RUN: not test -e %t/bad.o
// TENSORS: terrace-compile: error: function 'f' cannot have a C entry: 'tensor<*xf32>' is a tensor of unknown rank: give it a rank

func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %n = memref.dim %B, %c1 : memref<?x?xf32>
  %C = memref.alloc(%m, %n) : memref<?x?xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%C : memref<?x?xf32>)
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return %C : memref<?x?xf32>
}

// The sum of the scaled elements, and a count plus the size.
func.func @scale(%v: memref<?xf64>, %factor: f64, %count: index) -> (f64, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xf64>
  %zero = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %x = memref.load %v[%i] : memref<?xf64>
    %y = arith.mulf %x, %factor : f64
    %next = arith.addf %acc, %y : f64
    scf.yield %next : f64
  }
  %total = arith.addi %count, %n : index
  return %sum, %total : f64, index
}

func.func private @helper() {
  return
}

// On tensors: an add into its own input, which bufferization would do in
// place; terrace-compile keeps a C caller's buffers as inputs, so the sum
// goes to a new buffer.
func.func @twice(%t: tensor<?xf32>) -> tensor<?xf32> {
  %d = linalg.add ins(%t, %t : tensor<?xf32>, tensor<?xf32>) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %d : tensor<?xf32>
}

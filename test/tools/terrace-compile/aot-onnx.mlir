// terrace-compile takes an ONNX model: imported, lowered to linalg, then
// compiled as any function on tensors; its graph becomes the C entry
// main_graph. A C program built against the object and header reads a 7
// with the demo's CNN (examples/onnx/digits-cnn.onnx).
// RUN: rm -rf %t && mkdir -p %t
// RUN: terrace-compile %S/../../../examples/onnx/digits-cnn.onnx -o %t/digits.o --header %t/digits.h
// RUN: FileCheck %s --check-prefix=HEADER --input-file=%t/digits.h
// HEADER: int32_t main_graph(const terrace_memref_4d_f32 *arg0, terrace_memref_2d_f32 *result0, terrace_memref_1d_i64 *result1);
// RUN: %clang -std=c11 -Wall -Werror -I %t %t/digits.o -x c %S/Inputs/digits-driver.c -lm -o %t/driver
// RUN: %t/driver | FileCheck %s
// CHECK: batch 1: digit 7, probability above 0.9: yes
//
// Models on sequences, optionals and strings: aot-runtime.mlir.

// terrace-run --compile: the program is lowered to the llvm dialect
// (linalg-to-llvm; tensor-to-llvm, which bufferizes first, for a function
// on tensors), compiled to native code and run; --compare-interpreter
// checks the results against the interpreter's.
//
// A matmul of known values: [[1, 2], [3, 4]] x [[5, 6], [7, 8]].
// RUN: terrace-run %s --entry matmul --compile --compare-interpreter --print --print-format compact 2>%t.err | FileCheck %s --check-prefix=MATMUL
// RUN: FileCheck %s --check-prefix=AGREE --input-file=%t.err
// MATMUL: output_0: memref<2x2xf32> = {{\[\[}}19, 22], [43, 50]]
// AGREE: terrace-run: the compiled results agree with the interpreter's
//
// Scalars in and out, several results, a loop, a global, integer
// arithmetic that wraps, at every optimization level.
// RUN: terrace-run %s --entry scalars --compile -O0 --print --print-format compact | FileCheck %s --check-prefix=SCALARS
// RUN: terrace-run %s --entry scalars --compile -O3 --print --print-format compact | FileCheck %s --check-prefix=SCALARS
// SCALARS: output_0: i32 = -2147483648
// SCALARS-NEXT: output_1: f64 = 10
// SCALARS-NEXT: output_2: memref<4xi64> = [0, 1, 4, 9]
//
// Dynamic sizes: compiled once, run with the shapes of the inputs.
// RUN: /usr/bin/python3 -c "import numpy as np; np.save('%t.a.npy', np.arange(6, dtype=np.float32).reshape(2, 3)); np.save('%t.b.npy', np.arange(12, dtype=np.float32).reshape(3, 4)); np.save('%t.c.npy', np.ones((1, 2), np.float32)); np.save('%t.d.npy', np.full((2, 1), 3, np.float32)); np.save('%t.e.npy', np.arange(1, 5, dtype=np.float32))"
// RUN: terrace-run %s --entry dynamic --compile --compare-interpreter --input %t.a.npy --input %t.b.npy --print --print-format compact | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: output_0: memref<?x?xf32> = {{\[\[}}20, 23, 26, 29], [56, 68, 80, 92]]
// RUN: terrace-run %s --entry dynamic --compile --input %t.c.npy --input %t.d.npy --print --print-format compact | FileCheck %s --check-prefix=DYNAMIC2
// DYNAMIC2: output_0: memref<?x?xf32> = {{\[\[}}6]]
//
// A function on tensors is bufferized first; what it returns of its
// argument comes back as a copy the call owns (freed after, no leak).
// RUN: terrace-run %s --entry on_tensors --compile --compare-interpreter --input %t.e.npy --print --print-format compact 2>%t.err | FileCheck %s --check-prefix=TENSORS
// RUN: FileCheck %s --check-prefix=AGREE --input-file=%t.err
// TENSORS: output_0: tensor<4xf32> = [1, 2, 3, 4]
// TENSORS-NEXT: output_1: tensor<4xf32> = [2, 4, 6, 8]
//
// A function on tensors whose blocks branch: bufferized, deallocated block
// by block (ownership passed along the branches) and compiled; both ways
// the branch goes give the interpreter's results, nothing leaked.
// RUN: /usr/bin/python3 -c "import numpy as np; np.save('%t.pos.npy', np.arange(1, 5, dtype=np.float32)); np.save('%t.neg.npy', -np.arange(1, 5, dtype=np.float32))"
// RUN: terrace-run %s --entry branches --compile --compare-interpreter --input %t.pos.npy --print --print-format compact 2>%t.err | FileCheck %s --check-prefix=BRANCH-POS
// RUN: FileCheck %s --check-prefix=AGREE --input-file=%t.err
// RUN: terrace-run %s --entry branches --compile --compare-interpreter --input %t.neg.npy --print --print-format compact 2>%t.err | FileCheck %s --check-prefix=BRANCH-NEG
// RUN: FileCheck %s --check-prefix=AGREE --input-file=%t.err
// BRANCH-POS: output_0: tensor<4xf32> = [5, 2, 3, 4]
// BRANCH-POS-NEXT: output_1: tensor<4xf32> = [1, 2, 3, 4]
// BRANCH-NEG: output_0: tensor<4xf32> = [0, 0, 0, 0]
// BRANCH-NEG-NEXT: output_1: tensor<4xf32> = [-1, -2, -3, -4]
//
// What cannot be compiled is an error naming why.
// RUN: not terrace-run --interpret %s --entry matmul --compare-interpreter 2>&1 | FileCheck %s --check-prefix=COMPARE
// COMPARE: terrace-run: error: --compare-interpreter checks compiled results: it excludes --interpret
// RUN: not terrace-run %s --entry matmul --compile --interpret 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: terrace-run: error: --compile and --interpret exclude each other

memref.global "private" constant @lhs : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global "private" constant @rhs : memref<2x2xf32> = dense<[[5.0, 6.0], [7.0, 8.0]]>

func.func @matmul() -> memref<2x2xf32> {
  %a = memref.get_global @lhs : memref<2x2xf32>
  %b = memref.get_global @rhs : memref<2x2xf32>
  %c = memref.alloc() : memref<2x2xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<2x2xf32>)
  linalg.matmul ins(%a, %b : memref<2x2xf32>, memref<2x2xf32>) outs(%c : memref<2x2xf32>)
  return %c : memref<2x2xf32>
}

func.func @scalars() -> (i32, f64, memref<4xi64>) {
  %max = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %wrapped = arith.addi %max, %one : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant 0.0 : f64
  %fone = arith.constant 1.0 : f64
  %squares = memref.alloc() : memref<4xi64>
  // 1 + 2 + 3 + 4, and i * i stored at i.
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> (f64) {
    %i64 = arith.index_cast %i : index to i64
    %sq = arith.muli %i64, %i64 : i64
    memref.store %sq, %squares[%i] : memref<4xi64>
    %f = arith.sitofp %i64 : i64 to f64
    %next = arith.addf %acc, %f : f64
    %total = arith.addf %next, %fone : f64
    scf.yield %total : f64
  }
  return %wrapped, %sum, %squares : i32, f64, memref<4xi64>
}

func.func @dynamic(%A: memref<?x?xf32>, %B: memref<?x?xf32>) -> memref<?x?xf32> {
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

func.func @on_tensors(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %d = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t, %d : tensor<4xf32>, tensor<4xf32>
}

// A positive first element: it becomes 5 in a copy; otherwise zeros. The
// argument itself comes back too, unchanged.
func.func @branches(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %five = arith.constant 5.0 : f32
  %first = tensor.extract %t[%c0] : tensor<4xf32>
  %positive = arith.cmpf ogt, %first, %zero : f32
  cf.cond_br %positive, ^bb1(%t : tensor<4xf32>), ^bb2
^bb1(%a: tensor<4xf32>):
  %b = tensor.insert %five into %a[%c0] : tensor<4xf32>
  cf.br ^bb3(%b : tensor<4xf32>)
^bb2:
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb3(%z : tensor<4xf32>)
^bb3(%r: tensor<4xf32>):
  return %r, %t : tensor<4xf32>, tensor<4xf32>
}

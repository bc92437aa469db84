// Where Terrace's one-shot-bufferize departs from mlir-opt 22's on
// purpose: MLIR 22 takes a write outside a block argument's block for a
// write outside its region, which holds for regions of one block only. A
// function argument passed along a branch, written in the next block and
// read there after the write is a read-after-write MLIR misses: its code
// writes the argument in place and then reads the new value. Terrace keeps
// the conflict and copies (OneShotAnalysis.cpp, writeMayFollowArgument).
// The program's results as interpreted on tensors and after Terrace's
// bufferization must be the same (with mlir-opt's bufferization they are
// not: output_1 reads the 9 written).
// RUN: terrace-run --interpret %s --entry layouts_differ --input %S/Inputs/four.npy --input %S/Inputs/true.npy --input %S/Inputs/nine.npy --print | sed 's/tensor</T</' > %t.tensor
// RUN: terrace-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s -o %t.bufferized.mlir
// RUN: terrace-run --interpret %t.bufferized.mlir --entry layouts_differ --input %S/Inputs/four.npy --input %S/Inputs/true.npy --input %S/Inputs/nine.npy --print --test-ignore-leaks | sed 's/memref</T</' > %t.buffers
// RUN: diff %t.tensor %t.buffers
// RUN: FileCheck %s --input-file=%t.buffers
// CHECK: output_0: T<4xf32> = [9. 2. 3. 4.]
// CHECK: output_1: f32 = 1.0
//
// The argument is copied on the branch that passes it.
// RUN: FileCheck %s --check-prefix=IR --input-file=%t.bufferized.mlir
// IR: %[[COPY:.+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IR: memref.copy %arg0, %[[COPY]]
// IR: cf.cond_br %arg1, ^bb2(%[[COPY]] : memref<4xf32>), ^bb1
func.func @layouts_differ(%a: tensor<4xf32>, %c: i1, %f: f32) -> (tensor<4xf32>, f32) {
  cf.cond_br %c, ^bb1(%a : tensor<4xf32>), ^bb2
^bb2:
  %e = tensor.empty() : tensor<4xf32>
  %n = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb1(%n : tensor<4xf32>)
^bb1(%x: tensor<4xf32>):
  %i = arith.constant 0 : index
  %y = tensor.insert %f into %x[%i] : tensor<4xf32>
  %r = tensor.extract %a[%i] : tensor<4xf32>
  return %y, %r : tensor<4xf32>, f32
}

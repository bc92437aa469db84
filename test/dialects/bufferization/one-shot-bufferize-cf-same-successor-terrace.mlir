// A branch that reaches one block twice, as Terrace bufferizes it and
// mlir-opt 22 does not: MLIR takes the first successor that is the block
// for both edges, so the second edge's operand is neither analyzed as
// what the block argument may be nor rewritten to a buffer (its output
// fails to verify: "type mismatch for bb argument #0 of successor #1").
// Terrace takes each edge. Here the block argument may be %b, which is
// read after the block writes its argument: the write must not go to
// %b's buffer. Interpreted on tensors and after Terrace's bufferization,
// the results must be the same on both edges.
// RUN: not %mlir-opt --one-shot-bufferize=bufferize-function-boundaries %s 2>&1 | FileCheck %s --check-prefix=MLIR
// MLIR: error: type mismatch for bb argument #0 of successor #1
// RUN: terrace-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s -o %t.bufferized.mlir
// RUN: terrace-run --interpret %s --entry twice --input %S/Inputs/false.npy --input %S/Inputs/nine.npy --print > %t.tensor
// RUN: terrace-run --interpret %t.bufferized.mlir --entry twice --input %S/Inputs/false.npy --input %S/Inputs/nine.npy --print --test-ignore-leaks > %t.buffers
// RUN: diff %t.tensor %t.buffers
// RUN: terrace-run --interpret %s --entry twice --input %S/Inputs/true.npy --input %S/Inputs/nine.npy --print > %t.tensor
// RUN: terrace-run --interpret %t.bufferized.mlir --entry twice --input %S/Inputs/true.npy --input %S/Inputs/nine.npy --print --test-ignore-leaks > %t.buffers
// RUN: diff %t.tensor %t.buffers
// RUN: terrace-run --interpret %s --entry twice --input %S/Inputs/false.npy --input %S/Inputs/nine.npy --print | FileCheck %s --check-prefix=OUT
// OUT-DAG: output_0: f32 = 9.0
// OUT-DAG: output_1: f32 = 2.0
//
// Both edges pass buffers; %b goes along a copy, which the block writes.
// RUN: FileCheck %s --input-file=%t.bufferized.mlir
// CHECK: linalg.fill ins(%cst : f32)
// CHECK: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: linalg.fill ins(%cst_0 : f32) outs(%[[B]] : memref<4xf32>)
// CHECK: %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: memref.copy %[[B]], %[[COPY]]
// CHECK: cf.cond_br %arg0, ^bb1(%{{.*}} : memref<4xf32>), ^bb1(%[[COPY]] : memref<4xf32>)
// CHECK: memref.load %[[B]]
//
// The analysis: the block argument may be either operand.
// RUN: terrace-opt --one-shot-bufferize="bufferize-function-boundaries test-analysis-only dump-alias-sets" %s | FileCheck %s --check-prefix=ALIASES
// ALIASES: cf.cond_br %arg0, ^bb1(%{{.*}} : tensor<4xf32>), ^bb1(%{{.*}} : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true", "false"]}
func.func @twice(%c: i1, %f: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %ea = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%ea : tensor<4xf32>) -> tensor<4xf32>
  %eb = tensor.empty() : tensor<4xf32>
  %b = linalg.fill ins(%two : f32) outs(%eb : tensor<4xf32>) -> tensor<4xf32>
  cf.cond_br %c, ^bb1(%a : tensor<4xf32>), ^bb1(%b : tensor<4xf32>)
^bb1(%t: tensor<4xf32>):
  %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %x = tensor.extract %w[%c0] : tensor<4xf32>
  %y = tensor.extract %b[%c0] : tensor<4xf32>
  return %x, %y : f32, f32
}

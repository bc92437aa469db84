// ownership-based-buffer-deallocation with private-function-dynamic-ownership
// (and buffer-deallocation-pipeline with the option of that name): a
// private function with a body returns, after its results, an i1 per
// memref result saying whether the caller owns it, and its callers free by
// that flag instead of the function cloning what it returns. Arguments
// are not owned (MLIR 22 adds no argument, whatever the pass option's
// description says). Public functions and declarations keep the ABI. The
// CHECK lines are mlir-opt 22's output; both tools must print the same
// bytes.
// RUN: terrace-opt --ownership-based-buffer-deallocation=private-function-dynamic-ownership %s | FileCheck %s
// RUN: terrace-opt --ownership-based-buffer-deallocation=private-function-dynamic-ownership %s > %t.terrace
// RUN: %mlir-opt --ownership-based-buffer-deallocation=private-function-dynamic-ownership %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --buffer-deallocation-pipeline=private-function-dynamic-ownership %s > %t.terrace
// RUN: %mlir-opt --buffer-deallocation-pipeline=private-function-dynamic-ownership %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --pass-pipeline='builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership})' %s | diff - %t.mlir
// RUN: terrace-opt --buffer-deallocation-pipeline=private-function-dynamic-ownership %S/Inputs/dealloc-private-run.mlir > %t.run.terrace
// RUN: %mlir-opt --buffer-deallocation-pipeline=private-function-dynamic-ownership %S/Inputs/dealloc-private-run.mlir | diff - %t.run.terrace
// An option the pipeline lacks, or a value not boolean, is an error.
// RUN: not terrace-opt --buffer-deallocation-pipeline=private-function %s 2>&1 | FileCheck %s --check-prefix=BAD-OPTION
// BAD-OPTION: terrace-opt: no such option 'private-function' for pipeline 'buffer-deallocation-pipeline'
// RUN: not terrace-opt --buffer-deallocation-pipeline=private-function-dynamic-ownership=maybe %s 2>&1 | FileCheck %s --check-prefix=BAD-VALUE
// BAD-VALUE: invalid value 'maybe' for option 'private-function-dynamic-ownership' of pipeline 'buffer-deallocation-pipeline' (expected true or false)
//
// The code frees each buffer once, no more, no less, interpreted (which
// checks leaks, double frees and uses after free) and compiled.
// RUN: terrace-opt --convert-bufferization-to-memref %t.run.terrace > %t.run.mlir
// RUN: terrace-run --interpret %t.run.mlir --print | FileCheck %s --check-prefix=RAN
// RUN: terrace-run %t.run.mlir --no-cache --compare-interpreter --print 2>&1 | FileCheck %s --check-prefix=RAN
// RAN-DAG: output_0: f32 = 2.0

// CHECK-LABEL: func.func private @f(%arg0: memref<f32>, %arg1: memref<f32>) -> (memref<f32>, memref<f32>, i1, i1) {
// CHECK: return %arg0, %arg1, %0#0, %0#1 : memref<f32>, memref<f32>, i1, i1
// CHECK-LABEL: func.func @function_call() {
// CHECK: %0:4 = call @f(%alloc, %alloc_1) : (memref<f32>, memref<f32>) -> (memref<f32>, memref<f32>, i1, i1)
// CHECK-LABEL: func.func private @g(%arg0: memref<4xf32>, %arg1: index) -> (memref<4xf32>, i1) {
// CHECK: return %alloc, %1 : memref<4xf32>, i1
// CHECK-LABEL: func.func @caller(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
// CHECK: %0:2 = call @g(%arg0, %arg1) : (memref<4xf32>, index) -> (memref<4xf32>, i1)
// CHECK: %1:2 = call @g(%0#0, %arg1) : (memref<4xf32>, index) -> (memref<4xf32>, i1)
// CHECK-LABEL: func.func private @ext(memref<2xf32>) -> memref<2xf32>
// CHECK-LABEL: func.func @decl(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK: %0 = call @ext(%arg0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-LABEL: func.func private @branchy(%arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, i1) {
// CHECK: return %0#0, %1 : memref<2xf32>, i1
// CHECK-LABEL: func.func @use_branchy(%arg0: i1) -> memref<2xf32> {
// CHECK: %0:2 = call @branchy(%arg0, %alloc) : (i1, memref<2xf32>) -> (memref<2xf32>, i1)

func.func private @f(%arg0: memref<f32>, %arg1: memref<f32>) -> (memref<f32>, memref<f32>) {
  return %arg0, %arg1 : memref<f32>, memref<f32>
}

func.func @function_call() {
  %alloc = memref.alloc() : memref<f32>
  %alloc0 = memref.alloc() : memref<f32>
  %ret:2 = call @f(%alloc, %alloc0) : (memref<f32>, memref<f32>) -> (memref<f32>, memref<f32>)
  memref.copy %ret#0, %ret#1 : memref<f32> to memref<f32>
  return
}

func.func private @g(%arg0: memref<4xf32>, %n: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %arg0[%c0] : memref<4xf32>
  memref.store %x, %a[%c0] : memref<4xf32>
  return %a : memref<4xf32>
}

func.func @caller(%m: memref<4xf32>, %n: index) -> memref<4xf32> {
  %r = call @g(%m, %n) : (memref<4xf32>, index) -> memref<4xf32>
  %s = call @g(%r, %n) : (memref<4xf32>, index) -> memref<4xf32>
  return %s : memref<4xf32>
}

func.func private @ext(memref<2xf32>) -> memref<2xf32>

func.func @decl(%m: memref<2xf32>) -> memref<2xf32> {
  %r = call @ext(%m) : (memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

func.func private @branchy(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @use_branchy(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = call @branchy(%c, %a) : (i1, memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

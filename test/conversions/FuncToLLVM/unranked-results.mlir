// convert-func-to-llvm on unranked memref results, as mlir-opt 22 does it:
// a function returns each unranked memref's ranked descriptor copied to
// the heap (its own may live in the frame that goes), and a call copies
// what it gets back to its stack and frees the heap copy. The same memref
// returned twice is copied twice. The CHECK lines are mlir-opt's output;
// both tools print the same bytes, with 64- and 32-bit indices.
// RUN: terrace-opt --split-input-file --convert-func-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --convert-func-to-llvm %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-func-to-llvm %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-func-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --convert-func-to-llvm='index-bitwidth=32' --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-func-to-llvm='index-bitwidth=32' --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// Compiled, a function that hands back its argument as an unranked memref
// (and the same through a cast to another memory space and back) gives the
// interpreter's results, and frees the descriptors it copied
// (Inputs/unranked-results-run.mlir).
// RUN: terrace-run %S/Inputs/unranked-results-run.mlir --entry main --compile --compare-interpreter --print --print-format compact 2>%t.err | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=AGREE --input-file=%t.err
// OUT: output_0: f32 = 3
// OUT-NEXT: output_1: i64 = 1
// OUT-NEXT: output_2: f32 = 2
// AGREE: terrace-run: the compiled results agree with the interpreter's

// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @twice(
// CHECK: llvm.call @malloc
// CHECK: "llvm.intr.memcpy"
// CHECK: llvm.call @malloc
// CHECK: "llvm.intr.memcpy"
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @caller(
// CHECK: llvm.call @twice
// CHECK: llvm.alloca
// CHECK-NEXT: llvm.extractvalue
// CHECK-NEXT: "llvm.intr.memcpy"
// CHECK-NEXT: llvm.call @free
// CHECK: llvm.alloca
// CHECK: llvm.call @free
// CHECK: llvm.call @malloc
// CHECK: llvm.return
func.func @twice(%m: memref<*xf32>, %r: memref<4xf32>) -> (memref<*xf32>, memref<4xf32>, memref<*xf32>, i32) {
  %c = arith.constant 7 : i32
  return %m, %r, %m, %c : memref<*xf32>, memref<4xf32>, memref<*xf32>, i32
}
func.func @caller(%m: memref<*xf32>, %r: memref<4xf32>) -> memref<*xf32> {
  %0:4 = call @twice(%m, %r) : (memref<*xf32>, memref<4xf32>) -> (memref<*xf32>, memref<4xf32>, memref<*xf32>, i32)
  return %0#2 : memref<*xf32>
}

// -----

// CHECK-LABEL: llvm.func @space(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK: llvm.call @malloc
func.func @space(%m: memref<*xi8, 3>) -> memref<*xi8, 3> {
  return %m : memref<*xi8, 3>
}

// -----

// The C interface wrapper returns the heap copy through its pointer.
// CHECK-LABEL: llvm.func @wrapped(
// CHECK: llvm.call @malloc
// CHECK-LABEL: llvm.func @_mlir_ciface_wrapped(
func.func @wrapped(%m: memref<*xf32>) -> memref<*xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<*xf32>
}

// -----

// An external function's unranked result comes back by the same rule.
// CHECK-LABEL: llvm.func @use_external(
// CHECK: llvm.call @external
// CHECK: llvm.alloca
// CHECK: llvm.call @free
func.func private @external() -> memref<*xf32>
func.func @use_external() -> i64 {
  %u = call @external() : () -> memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %i = arith.index_cast %r : index to i64
  return %i : i64
}

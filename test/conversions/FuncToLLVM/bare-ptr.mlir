// convert-func-to-llvm{use-bare-ptr-memref-call-conv}: a memref of static
// shape, strides and offset crosses functions as one pointer. A function
// rebuilds its descriptor from the pointer and what the type says; a call
// passes the aligned pointer and rebuilds the descriptor of what comes
// back; a return passes the allocated pointer (MLIR's choices). A
// function with `llvm.bareptr` uses the convention without the option,
// and so do its returns and its callers; a function whose memref is not
// static keeps func.func, as MLIR leaves it; no C wrapper is made. The
// CHECK lines are mlir-opt 22's output; both tools must print the same
// bytes.
// RUN: terrace-opt --split-input-file --convert-func-to-llvm=use-bare-ptr-memref-call-conv %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-func-to-llvm=use-bare-ptr-memref-call-conv %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-func-to-llvm=use-bare-ptr-memref-call-conv %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file '--convert-func-to-llvm=use-bare-ptr-memref-call-conv index-bitwidth=32' %s > %t.terrace
// RUN: %mlir-opt --split-input-file '--convert-func-to-llvm=use-bare-ptr-memref-call-conv index-bitwidth=32' %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --convert-func-to-llvm %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-func-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
//
// Lowered so, code runs in upstream's runner.
// RUN: terrace-opt --pass-pipeline='builtin.module(convert-scf-to-cf,finalize-memref-to-llvm,convert-arith-to-llvm,convert-func-to-llvm{use-bare-ptr-memref-call-conv},convert-cf-to-llvm,reconcile-unrealized-casts)' %S/Inputs/bare-ptr-run.mlir > %t.run.mlir
// RUN: mlir-runner -e main -entry-point-result=f32 %t.run.mlir | FileCheck %s --check-prefix=RAN
// RAN: 1.200000e+01

// CHECK-LABEL: llvm.func @id(%arg0: !llvm.ptr) -> !llvm.ptr {
// CHECK: %13 = llvm.extractvalue %12[0]
// CHECK-NEXT: llvm.return %13 : !llvm.ptr
// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr, %arg1: f32) -> !llvm.ptr {
// CHECK: %13 = llvm.extractvalue %12[1]
// CHECK-NEXT: %14 = llvm.call @id(%13) : (!llvm.ptr) -> !llvm.ptr
// CHECK-LABEL: llvm.func @zero_d(%arg0: !llvm.ptr) -> !llvm.ptr {
func.func @id(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  return %m : memref<4x8xf32>
}
func.func @caller(%m: memref<4x8xf32>, %x: f32) -> memref<4x8xf32> {
  %r = call @id(%m) : (memref<4x8xf32>) -> memref<4x8xf32>
  return %r : memref<4x8xf32>
}
func.func private @ext(memref<2xi32>, i64) -> i32
func.func @scalar(%m: memref<2xi32>) -> i32 {
  %c = arith.constant 3 : i64
  %r = call @ext(%m, %c) : (memref<2xi32>, i64) -> i32
  return %r : i32
}
func.func @zero_d(%m: memref<f64>) -> memref<f64> {
  return %m : memref<f64>
}

// -----

// CHECK-LABEL: func.func @dyn(%arg0: memref<?xf32>) -> memref<?xf32> {
func.func @dyn(%m: memref<?xf32>) -> memref<?xf32> {
  return %m : memref<?xf32>
}

// -----

// CHECK-LABEL: llvm.func @two(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> !llvm.struct<(ptr, i32, ptr)> {
func.func @two(%a: memref<2xf32>, %b: memref<3x4xi8, strided<[8, 2], offset: 5>>) -> (memref<2xf32>, i32, memref<3x4xi8, strided<[8, 2], offset: 5>>) {
  %c = arith.constant 1 : i32
  return %a, %c, %b : memref<2xf32>, i32, memref<3x4xi8, strided<[8, 2], offset: 5>>
}
func.func @calls_two(%a: memref<2xf32>, %b: memref<3x4xi8, strided<[8, 2], offset: 5>>) -> i32 {
  %r:3 = call @two(%a, %b) : (memref<2xf32>, memref<3x4xi8, strided<[8, 2], offset: 5>>) -> (memref<2xf32>, i32, memref<3x4xi8, strided<[8, 2], offset: 5>>)
  return %r#1 : i32
}
func.func @loads(%a: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<2xf32>
  return %x : f32
}
func.func @unranked(%a: memref<*xf32>) {
  return
}
func.func @space(%a: memref<2xf32, 3>) -> memref<2xf32, 3> {
  return %a : memref<2xf32, 3>
}

// -----

// CHECK-LABEL: llvm.func @bp(%arg0: !llvm.ptr) -> !llvm.ptr attributes {llvm.bareptr} {
func.func @bp(%a: memref<2xf32>) -> memref<2xf32> attributes {llvm.bareptr} {
  return %a : memref<2xf32>
}
func.func @caller(%a: memref<2xf32>) -> memref<2xf32> {
  %r = call @bp(%a) : (memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// CHECK-NOT: _mlir_ciface
func.func @w(%a: memref<2xf32>) -> memref<2xf32> attributes {llvm.emit_c_interface} {
  return %a : memref<2xf32>
}
func.func private @ext(%a: memref<2xf32>) -> f32 attributes {llvm.emit_c_interface}

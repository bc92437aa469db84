// finalize-memref-to-llvm{use-aligned-alloc}: memref.alloc calls
// aligned_alloc(alignment, size) (with use-generic-functions,
// _mlir_memref_to_llvm_aligned_alloc): the alignment the op's, or the
// element size's next power of two but at least 16; the size padded up to
// a multiple of it unless the static part of the shape already makes one
// (a dynamic size always is). The CHECK lines are mlir-opt 22's output;
// both tools must print the same bytes.
// RUN: terrace-opt --finalize-memref-to-llvm=use-aligned-alloc %s | FileCheck %s
// RUN: terrace-opt --finalize-memref-to-llvm=use-aligned-alloc %s > %t.terrace
// RUN: %mlir-opt --finalize-memref-to-llvm=use-aligned-alloc %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt '--finalize-memref-to-llvm=use-aligned-alloc use-generic-functions' %s > %t.terrace
// RUN: %mlir-opt '--finalize-memref-to-llvm=use-aligned-alloc use-generic-functions' %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt '--finalize-memref-to-llvm=use-aligned-alloc index-bitwidth=32' %s > %t.terrace
// RUN: %mlir-opt '--finalize-memref-to-llvm=use-aligned-alloc index-bitwidth=32' %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
//
// Code lowered so runs in upstream's runner: a buffer grown by realloc
// (0 + 1 + 2 + 3 + 10 + 10) and one shrunk (0 + 1).
// RUN: terrace-opt --pass-pipeline='builtin.module(expand-realloc,memref-copy-to-linalg,convert-linalg-to-loops,expand-strided-metadata,lower-affine,convert-scf-to-cf,finalize-memref-to-llvm{use-aligned-alloc},convert-arith-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)' %S/../../dialects/memref/Inputs/realloc-run.mlir > %t.run.mlir
// RUN: mlir-runner -e grow -entry-point-result=f32 %t.run.mlir | FileCheck %s --check-prefix=GROW
// RUN: mlir-runner -e shrink -entry-point-result=f32 %t.run.mlir | FileCheck %s --check-prefix=SHRINK
// GROW: 2.600000e+01
// SHRINK: 1.000000e+00

// CHECK-DAG: llvm.func @free(!llvm.ptr)
// CHECK-DAG: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @a(%arg0: index) -> memref<?xf32> {
// CHECK: %5 = llvm.mlir.constant(16 : index) : i64
// CHECK: %9 = llvm.urem %8, %5 : i64
// CHECK: %11 = llvm.call @aligned_alloc(%5, %10) : (i64, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @b() -> memref<4x8xf64> {
// CHECK: %7 = llvm.mlir.constant(64 : index) : i64
// CHECK: %8 = llvm.call @aligned_alloc(%7, %6) : (i64, i64) -> !llvm.ptr
// 32 f64 are 256 bytes, a multiple of 64: no padding.
// CHECK-NOT: llvm.urem
// CHECK-LABEL: func.func @c() -> memref<3xi8> {
// CHECK: %5 = llvm.mlir.constant(16 : index) : i64
// CHECK: %9 = llvm.urem %8, %5 : i64
// CHECK: %11 = llvm.call @aligned_alloc(%5, %10) : (i64, i64) -> !llvm.ptr

func.func @a(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
func.func @b() -> memref<4x8xf64> {
  %m = memref.alloc() {alignment = 64} : memref<4x8xf64>
  return %m : memref<4x8xf64>
}
func.func @c() -> memref<3xi8> {
  %m = memref.alloc() : memref<3xi8>
  return %m : memref<3xi8>
}
func.func @e() {
  %m = memref.alloc() : memref<2xvector<4xf32>>
  memref.dealloc %m : memref<2xvector<4xf32>>
  return
}
func.func @f(%n: index) -> memref<?x16xf32> {
  %m = memref.alloc(%n) : memref<?x16xf32>
  return %m : memref<?x16xf32>
}
func.func @g() -> memref<3xindex> {
  %m = memref.alloc() {alignment = 32} : memref<3xindex>
  return %m : memref<3xindex>
}
func.func @h() -> memref<5xcomplex<f64>> {
  %m = memref.alloc() : memref<5xcomplex<f64>>
  return %m : memref<5xcomplex<f64>>
}
func.func @i() -> memref<3xvector<3xf32>> {
  %m = memref.alloc() : memref<3xvector<3xf32>>
  return %m : memref<3xvector<3xf32>>
}
func.func @j() -> memref<7xi1> {
  %m = memref.alloc() : memref<7xi1>
  return %m : memref<7xi1>
}

// scf.for with `unsigned` (the unsignedCmp property): index and i32 bounds, with and without iter_args; MLIR 22 prints two spaces before the type of a non-index loop. Both tools print the same, and the generic form carries the property.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt %s | terrace-opt | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @index_bounds
// CHECK: scf.for unsigned %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK: %0 = scf.for unsigned %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT: scf.yield %arg5 : f32
// GENERIC-LABEL: sym_name = "index_bounds"
// GENERIC: "scf.for"({{.*}}) <{unsignedCmp}> ({
func.func @index_bounds(%lb: index, %ub: index, %s: index, %x: f32) {
  scf.for unsigned %i = %lb to %ub step %s {
  }
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> f32 {
    scf.yield %a : f32
  }
  return
}

// CHECK-LABEL: func.func @i32_bounds
// CHECK: %0 = scf.for unsigned %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32)  : i32 {
// CHECK: scf.for %arg4 = %arg0 to %arg1 step %arg2  : i32 {
// GENERIC-LABEL: sym_name = "i32_bounds"
// GENERIC: "scf.for"({{.*}}) <{unsignedCmp}> ({
// GENERIC: "scf.for"({{[^)]*}}) ({
func.func @i32_bounds(%lb: i32, %ub: i32, %s: i32, %x: f32) {
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> f32 : i32 {
    scf.yield %a : f32
  }
  scf.for %i = %lb to %ub step %s : i32 {
  }
  return
}

// A while loop without loop-carried values prints `scf.condition(%c)` and no assignment list, and reads it back; both tools print the same.
// RUN: terrace-opt %s | terrace-opt | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// CHECK: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0){{$}}
func.func @no_args(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

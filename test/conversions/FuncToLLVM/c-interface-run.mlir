// The C interface wrappers run: a C program built by the system compiler
// calls `_mlir_ciface_scale` (a memref in by pointer, a memref result
// through the first pointer) and `_mlir_ciface_scaled_sum`, whose body
// calls the external @report through the C interface the C program
// provides. (The wrappers' text is checked against mlir-opt in
// c-interface.mlir.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: terrace-compile %s -o %t/kernels.o
// RUN: %clang -std=c11 -Wall -Werror %t/kernels.o -x c %S/Inputs/ciface-driver.c -o %t/driver
// RUN: %t/driver | FileCheck %s
// CHECK: scale: 2 6 10
// CHECK-NEXT: report: 0.5 1.5 2.5
// CHECK-NEXT: sum: 4.5

func.func @scale(%in: memref<?xf32, strided<[?], offset: ?>>, %factor: f32) -> memref<?xf32> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?xf32, strided<[?], offset: ?>>
  %out = memref.alloc(%n) : memref<?xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%in : memref<?xf32, strided<[?], offset: ?>>) outs(%out : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.mulf %x, %factor : f32
    linalg.yield %s : f32
  }
  return %out : memref<?xf32>
}

func.func private @report(memref<?xf32>) attributes {llvm.emit_c_interface}

func.func @scaled_sum(%in: memref<?xf32, strided<[?], offset: ?>>, %factor: f32) -> f32 attributes {llvm.emit_c_interface} {
  %scaled = call @scale(%in, %factor) : (memref<?xf32, strided<[?], offset: ?>>, f32) -> memref<?xf32>
  call @report(%scaled) : (memref<?xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %scaled, %c0 : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %scaled[%i] : memref<?xf32>
    %a = arith.addf %acc, %x : f32
    scf.yield %a : f32
  }
  memref.dealloc %scaled : memref<?xf32>
  return %sum : f32
}

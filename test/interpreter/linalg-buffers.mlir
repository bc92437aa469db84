// linalg ops on buffers in terrace-run: fill, matmul and a generic write
// their inits in place and have no results. The values were checked
// against upstream MLIR's execution (convert-linalg-to-loops, lowered to
// LLVM, run by mlir-runner).
// RUN: terrace-run --interpret %s --print | FileCheck %s
// The same after convert-linalg-to-loops (loops of loads and stores):
// RUN: terrace-opt --convert-linalg-to-loops %s | terrace-run --interpret - --print | FileCheck %s

// CHECK: output_0: memref<2x3xf32> =
// CHECK-NEXT: {{\[\[}}14.5  8.5  2.5]
// CHECK-NEXT: [38.5 16.5 -5.5]]
// CHECK-NEXT: output_1: memref<2x3xf32> =
// CHECK-NEXT: {{\[\[}} 210.25   72.25    6.25]
// CHECK-NEXT: [1482.25  272.25   30.25]]
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main() -> (memref<2x3xf32>, memref<2x3xf32>) {
  %A = memref.alloc() : memref<2x4xf32>
  %B = memref.alloc() : memref<4x3xf32>
  %C = memref.alloc() : memref<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %k = %c0 to %c4 step %c1 {
      %p = arith.muli %i, %c4 : index
      %q = arith.addi %p, %k : index
      %qi = arith.index_cast %q : index to i32
      %f = arith.sitofp %qi : i32 to f32
      memref.store %f, %A[%i, %k] : memref<2x4xf32>
    }
  }
  scf.for %k = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %p = arith.subi %k, %j : index
      %qi = arith.index_cast %p : index to i32
      %f = arith.sitofp %qi : i32 to f32
      memref.store %f, %B[%k, %j] : memref<4x3xf32>
    }
  }
  %zero = arith.constant 0.5 : f32
  linalg.fill ins(%zero : f32) outs(%C : memref<2x3xf32>)
  linalg.matmul ins(%A, %B : memref<2x4xf32>, memref<4x3xf32>) outs(%C : memref<2x3xf32>)
  %D = memref.alloc() : memref<2x3xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%C : memref<2x3xf32>) outs(%D : memref<2x3xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  }
  memref.dealloc %A : memref<2x4xf32>
  memref.dealloc %B : memref<4x3xf32>
  return %C, %D : memref<2x3xf32>, memref<2x3xf32>
}

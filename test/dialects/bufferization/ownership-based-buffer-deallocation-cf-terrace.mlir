// ownership-based-buffer-deallocation through cf branches where Terrace
// departs from mlir-opt 22 on purpose.
//
// MLIR computes liveness once, before it replaces region ops (this scf.if)
// by copies with ownership results, so it does not see the scf.if's result
// live into ^bb1: its code frees the buffer before the branch and clones
// it after, a use after free that terrace-run stops at. Terrace asks
// liveness of the IR as it is: the branch retains the result, ^bb1 owns it
// as the entry block did, and the code runs right with nothing leaked.
// RUN: terrace-opt --ownership-based-buffer-deallocation %s | FileCheck %s
// RUN: terrace-opt --buffer-deallocation-pipeline --convert-bufferization-to-memref %s > %t.terrace.mlir
// RUN: terrace-run --interpret %t.terrace.mlir --entry main --print --print-format compact | FileCheck %s --check-prefix=EXEC
// EXEC: output_0: f32 = 9
// EXEC-NEXT: output_1: f32 = 4
// RUN: %mlir-opt --ownership-based-buffer-deallocation %s | terrace-opt --bufferization-lower-deallocations --convert-bufferization-to-memref > %t.mlir.mlir
// RUN: not terrace-run --interpret %t.mlir.mlir --entry main 2>&1 | FileCheck %s --check-prefix=MLIR
// MLIR: error: 'memref.copy' op uses a buffer after it was freed
//
// A buffer retained twice by one dealloc (passed to the successor and live
// into it): MLIR refuses the function, Terrace takes the first of the two
// equal answers (Inputs/dealloc-cf-retained-twice.mlir).
// RUN: not %mlir-opt --ownership-based-buffer-deallocation %S/Inputs/dealloc-cf-retained-twice.mlir 2>&1 | FileCheck %s --check-prefix=TWICE-MLIR
// TWICE-MLIR: error: MemRef value does not have valid ownership
// RUN: terrace-opt --ownership-based-buffer-deallocation %S/Inputs/dealloc-cf-retained-twice.mlir | FileCheck %s --check-prefix=TWICE
// TWICE: %[[D:.*]]:2 = bufferization.dealloc (%{{.*}} : memref<f32>) if (%{{.*}}) retain (%[[A:.*]], %[[A]] : memref<2xf32>, memref<2xf32>)
// TWICE-NEXT: cf.br ^bb1(%[[A]], %[[D]]#0 : memref<2xf32>, i1)
// TWICE: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%[[D]]#0, %{{.*}})
// RUN: terrace-opt --buffer-deallocation-pipeline --convert-bufferization-to-memref %S/Inputs/dealloc-cf-retained-twice.mlir > %t.twice.mlir
// RUN: terrace-run --interpret %t.twice.mlir --entry main --print --print-format compact | FileCheck %s --check-prefix=TWICE-EXEC
// TWICE-EXEC: output_0: f32 = 2

// CHECK-LABEL: func.func private @if_result
// CHECK: %[[R:.*]]:2 = scf.if
// CHECK: %[[KEPT:.*]] = bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[R]]#0 : memref<2xf32>)
// CHECK-NEXT: cf.br ^bb1
// CHECK: ^bb1:
// CHECK-NEXT: %{{.*}} = scf.if %[[KEPT]] -> (memref<2xf32>) {
func.func private @if_result(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %c0 = arith.constant 0 : index
    %nine = arith.constant 9.0 : f32
    memref.store %nine, %a[%c0] : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  cf.br ^bb1
^bb1:
  return %r : memref<2xf32>
}

func.func @main() -> (f32, f32) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %four = arith.constant 4.0 : f32
  %m = memref.alloc() : memref<2xf32>
  memref.store %four, %m[%c0] : memref<2xf32>
  %r0 = call @if_result(%true, %m) : (i1, memref<2xf32>) -> memref<2xf32>
  %v0 = memref.load %r0[%c0] : memref<2xf32>
  %r1 = call @if_result(%false, %m) : (i1, memref<2xf32>) -> memref<2xf32>
  %v1 = memref.load %r1[%c0] : memref<2xf32>
  return %v0, %v1 : f32, f32
}

// convert-ub-to-llvm as mlir-opt 22 runs it: ub.poison becomes
// llvm.mlir.poison of the converted type (index through a cast, memref
// descriptors, complex structs), ub.unreachable becomes llvm.unreachable,
// a tensor's poison stays. The CHECK lines are mlir-opt's output; both
// tools print the same bytes, with either index bitwidth.
// RUN: terrace-opt --split-input-file --convert-ub-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --convert-ub-to-llvm %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-ub-to-llvm %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-ub-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --convert-ub-to-llvm=index-bitwidth=32 --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-ub-to-llvm=index-bitwidth=32 --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @p() -> (i32, f64, index, vector<4xf32>, memref<2xf32>, complex<f32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : f64
  %2 = ub.poison : index
  %3 = ub.poison : vector<4xf32>
  %4 = ub.poison : memref<2xf32>
  %5 = ub.poison : complex<f32>
  return %0, %1, %2, %3, %4, %5 : i32, f64, index, vector<4xf32>, memref<2xf32>, complex<f32>
}
// CHECK: module {
// CHECK-NEXT: func.func @p() -> (i32, f64, index, vector<4xf32>, memref<2xf32>, complex<f32>) {
// CHECK-NEXT: %0 = llvm.mlir.poison : i32
// CHECK-NEXT: %1 = llvm.mlir.poison : f64
// CHECK-NEXT: %2 = llvm.mlir.poison : i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xf32>
// CHECK-NEXT: %7 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: return %0, %1, %3, %4, %6, %8 : i32, f64, index, vector<4xf32>, memref<2xf32>, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @u(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  ub.unreachable
^b:
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @u(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @t() -> tensor<2xf32> {
  %0 = ub.poison : tensor<2xf32>
  return %0 : tensor<2xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @t() -> tensor<2xf32> {
// CHECK-NEXT: %0 = ub.poison : tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

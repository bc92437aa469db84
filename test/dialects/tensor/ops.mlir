// tensor dialect custom forms (empty, extract, insert, dim, rank,
// from_elements, splat, generate, yield, cast) and their generic forms; both
// tools print the same.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt %s | %mlir-opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @f(%t: tensor<4x?xf32>, %i: index, %v: f32, %u: tensor<*xf32>) -> (tensor<?x4xf32>, f32, tensor<4x?xf32>, index, index, tensor<2xf32>, tensor<?xf32>, tensor<?x3xindex>, tensor<4x4xf32>, tensor<4xf32>) {
  %e = tensor.empty(%i) : tensor<?x4xf32>
  %x = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %n = tensor.insert %v into %t[%i, %i] : tensor<4x?xf32>
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %fe = tensor.from_elements %v, %x : tensor<2xf32>
  %s = tensor.splat %v[%i] : tensor<?xf32>
  %s2 = tensor.splat %v : tensor<4xf32>
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    %q = arith.addi %a, %b : index
    tensor.yield %q : index
  } : tensor<?x3xindex>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<4x4xf32>
  return %e, %x, %n, %d, %r, %fe, %s, %g, %c, %s2 : tensor<?x4xf32>, f32, tensor<4x?xf32>, index, index, tensor<2xf32>, tensor<?xf32>, tensor<?x3xindex>, tensor<4x4xf32>, tensor<4xf32>
}
// CHECK:   func.func @f(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: f32, %arg3: tensor<*xf32>) -> (tensor<?x4xf32>, f32, tensor<4x?xf32>, index, index, tensor<2xf32>, tensor<?xf32>, tensor<?x3xindex>, tensor<4x4xf32>, tensor<4xf32>) {
// CHECK:     %0 = tensor.empty(%arg1) : tensor<?x4xf32>
// CHECK:     %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<4x?xf32>
// CHECK:     %inserted = tensor.insert %arg2 into %arg0[%arg1, %arg1] : tensor<4x?xf32>
// CHECK:     %dim = tensor.dim %arg0, %arg1 : tensor<4x?xf32>
// CHECK:     %rank = tensor.rank %arg3 : tensor<*xf32>
// CHECK:     %from_elements = tensor.from_elements %arg2, %extracted : tensor<2xf32>
// CHECK:     %splat = tensor.splat %arg2[%arg1] : tensor<?xf32>
// CHECK:     %splat_0 = tensor.splat %arg2 : tensor<4xf32>
// CHECK:     %generated = tensor.generate %arg1 {
// CHECK:     ^bb0(%arg4: index, %arg5: index):
// CHECK:       %1 = arith.addi %arg4, %arg5 : index
// CHECK:       tensor.yield %1 : index
// CHECK:     } : tensor<?x3xindex>
// CHECK:     %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<4x4xf32>
// CHECK:     return %0, %extracted, %inserted, %dim, %rank, %from_elements, %splat, %generated, %cast, %splat_0 : tensor<?x4xf32>, f32, tensor<4x?xf32>, index, index, tensor<2xf32>, tensor<?xf32>, tensor<?x3xindex>, tensor<4x4xf32>, tensor<4xf32>
// CHECK:   }
// CHECK: }

// GENERIC: %0 = "tensor.empty"(%arg1) : (index) -> tensor<?x4xf32>
// GENERIC: %1 = "tensor.extract"(%arg0, %arg1, %arg1) : (tensor<4x?xf32>, index, index) -> f32
// GENERIC: %2 = "tensor.insert"(%arg2, %arg0, %arg1, %arg1) : (f32, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>
// GENERIC: %3 = "tensor.dim"(%arg0, %arg1) : (tensor<4x?xf32>, index) -> index
// GENERIC: %4 = "tensor.rank"(%arg3) : (tensor<*xf32>) -> index
// GENERIC: %5 = "tensor.from_elements"(%arg2, %1) : (f32, f32) -> tensor<2xf32>
// GENERIC: %6 = "tensor.splat"(%arg2, %arg1) : (f32, index) -> tensor<?xf32>
// GENERIC: %7 = "tensor.splat"(%arg2) : (f32) -> tensor<4xf32>
// GENERIC: %8 = "tensor.generate"(%arg1) ({
// GENERIC: "tensor.yield"(%10) : (index) -> ()
// GENERIC: %9 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<4x4xf32>

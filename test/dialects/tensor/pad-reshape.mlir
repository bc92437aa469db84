// tensor.pad (static and dynamic padding, nofold, attributes after the
// body), tensor.reshape (to static, dynamic and unranked shapes, from an
// index or integer shape) and tensor.bitcast; custom and generic forms as
// mlir-opt prints them, under both tools.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt %s | %mlir-opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @f(%t: tensor<?x4xf32>, %c: index, %v: f32, %s: tensor<2xindex>, %u: tensor<8xf32>, %i: tensor<4xi32>) -> (tensor<?x9xf32>, tensor<?x?xf32>, tensor<4x2xf32>, tensor<4xf32>, tensor<?x4xf32>) {
  %0 = tensor.pad %t low[%c, 2] high[1, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x9xf32>
  %1 = tensor.pad %t nofold low[0, 0] high[%c, %c] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } {tag} : tensor<?x4xf32> to tensor<?x?xf32>
  %2 = tensor.reshape %u(%s) : (tensor<8xf32>, tensor<2xindex>) -> tensor<4x2xf32>
  %3 = tensor.bitcast %i : tensor<4xi32> to tensor<4xf32>
  %4 = tensor.bitcast %t : tensor<?x4xf32> to tensor<?x4xf32>
  return %0, %1, %2, %3, %4 : tensor<?x9xf32>, tensor<?x?xf32>, tensor<4x2xf32>, tensor<4xf32>, tensor<?x4xf32>
}
func.func @more(%t: tensor<8xf32>, %s: tensor<?xindex>, %s32: tensor<2xi32>, %u: tensor<*xi32>) -> (tensor<*xf32>, tensor<2x4xf32>, tensor<*xf32>, tensor<4x2xf32>) {
  %0 = tensor.reshape %t(%s) : (tensor<8xf32>, tensor<?xindex>) -> tensor<*xf32>
  %1 = tensor.reshape %t(%s32) : (tensor<8xf32>, tensor<2xi32>) -> tensor<2x4xf32>
  %2 = tensor.bitcast %u : tensor<*xi32> to tensor<*xf32>
  %e = tensor.empty() : tensor<4x1xf32>
  %c = arith.constant 0.0 : f32
  %3 = tensor.pad %e low[0, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    tensor.yield %f : f32
  } : tensor<4x1xf32> to tensor<4x2xf32>
  return %0, %1, %2, %3 : tensor<*xf32>, tensor<2x4xf32>, tensor<*xf32>, tensor<4x2xf32>
}
// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: f32, %arg3: tensor<2xindex>, %arg4: tensor<8xf32>, %arg5: tensor<4xi32>) -> (tensor<?x9xf32>, tensor<?x?xf32>, tensor<4x2xf32>, tensor<4xf32>, tensor<?x4xf32>) {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[%arg1, 2] high[1, 3] {
// CHECK-NEXT:     ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<?x4xf32> to tensor<?x9xf32>
// CHECK-NEXT:     %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[%arg1, %arg1] {
// CHECK-NEXT:     ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } {tag} : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %reshape = tensor.reshape %arg4(%arg3) : (tensor<8xf32>, tensor<2xindex>) -> tensor<4x2xf32>
// CHECK-NEXT:     %0 = tensor.bitcast %arg5 : tensor<4xi32> to tensor<4xf32>
// CHECK-NEXT:     %1 = tensor.bitcast %arg0 : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:     return %padded, %padded_0, %reshape, %0, %1 : tensor<?x9xf32>, tensor<?x?xf32>, tensor<4x2xf32>, tensor<4xf32>, tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @more(%arg0: tensor<8xf32>, %arg1: tensor<?xindex>, %arg2: tensor<2xi32>, %arg3: tensor<*xi32>) -> (tensor<*xf32>, tensor<2x4xf32>, tensor<*xf32>, tensor<4x2xf32>) {
// CHECK-NEXT:     %reshape = tensor.reshape %arg0(%arg1) : (tensor<8xf32>, tensor<?xindex>) -> tensor<*xf32>
// CHECK-NEXT:     %reshape_0 = tensor.reshape %arg0(%arg2) : (tensor<8xf32>, tensor<2xi32>) -> tensor<2x4xf32>
// CHECK-NEXT:     %0 = tensor.bitcast %arg3 : tensor<*xi32> to tensor<*xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<4x1xf32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %padded = tensor.pad %1 low[0, 0] high[0, 1] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       %2 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT:       %3 = arith.sitofp %2 : i32 to f32
// CHECK-NEXT:       tensor.yield %3 : f32
// CHECK-NEXT:     } : tensor<4x1xf32> to tensor<4x2xf32>
// CHECK-NEXT:     return %reshape, %reshape_0, %0, %padded : tensor<*xf32>, tensor<2x4xf32>, tensor<*xf32>, tensor<4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x4xf32>, index, f32, tensor<2xindex>, tensor<8xf32>, tensor<4xi32>) -> (tensor<?x9xf32>, tensor<?x?xf32>, tensor<4x2xf32>, tensor<4xf32>, tensor<?x4xf32>), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg6: tensor<?x4xf32>, %arg7: index, %arg8: f32, %arg9: tensor<2xindex>, %arg10: tensor<8xf32>, %arg11: tensor<4xi32>):
// GENERIC-NEXT:     %8 = "tensor.pad"(%arg6, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1, 3>, static_low = array<i64: -9223372036854775808, 2>}> ({
// GENERIC-NEXT:     ^bb0(%arg14: index, %arg15: index):
// GENERIC-NEXT:       "tensor.yield"(%arg8) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x4xf32>, index) -> tensor<?x9xf32>
// GENERIC-NEXT:     %9 = "tensor.pad"(%arg6, %arg7, %arg7) <{nofold, operandSegmentSizes = array<i32: 1, 0, 2>, static_high = array<i64: -9223372036854775808, -9223372036854775808>, static_low = array<i64: 0, 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg12: index, %arg13: index):
// GENERIC-NEXT:       "tensor.yield"(%arg8) : (f32) -> ()
// GENERIC-NEXT:     }) {tag} : (tensor<?x4xf32>, index, index) -> tensor<?x?xf32>
// GENERIC-NEXT:     %10 = "tensor.reshape"(%arg10, %arg9) : (tensor<8xf32>, tensor<2xindex>) -> tensor<4x2xf32>
// GENERIC-NEXT:     %11 = "tensor.bitcast"(%arg11) : (tensor<4xi32>) -> tensor<4xf32>
// GENERIC-NEXT:     %12 = "tensor.bitcast"(%arg6) : (tensor<?x4xf32>) -> tensor<?x4xf32>
// GENERIC-NEXT:     "func.return"(%8, %9, %10, %11, %12) : (tensor<?x9xf32>, tensor<?x?xf32>, tensor<4x2xf32>, tensor<4xf32>, tensor<?x4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<8xf32>, tensor<?xindex>, tensor<2xi32>, tensor<*xi32>) -> (tensor<*xf32>, tensor<2x4xf32>, tensor<*xf32>, tensor<4x2xf32>), sym_name = "more"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<?xindex>, %arg2: tensor<2xi32>, %arg3: tensor<*xi32>):
// GENERIC-NEXT:     %0 = "tensor.reshape"(%arg0, %arg1) : (tensor<8xf32>, tensor<?xindex>) -> tensor<*xf32>
// GENERIC-NEXT:     %1 = "tensor.reshape"(%arg0, %arg2) : (tensor<8xf32>, tensor<2xi32>) -> tensor<2x4xf32>
// GENERIC-NEXT:     %2 = "tensor.bitcast"(%arg3) : (tensor<*xi32>) -> tensor<*xf32>
// GENERIC-NEXT:     %3 = "tensor.empty"() : () -> tensor<4x1xf32>
// GENERIC-NEXT:     %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     %5 = "tensor.pad"(%3) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 1>, static_low = array<i64: 0, 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT:       %6 = "arith.index_cast"(%arg4) : (index) -> i32
// GENERIC-NEXT:       %7 = "arith.sitofp"(%6) : (i32) -> f32
// GENERIC-NEXT:       "tensor.yield"(%7) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x1xf32>) -> tensor<4x2xf32>
// GENERIC-NEXT:     "func.return"(%0, %1, %2, %5) : (tensor<*xf32>, tensor<2x4xf32>, tensor<*xf32>, tensor<4x2xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// The elementwise named ops linalg.exp, add, sub, mul and div (what
// linalg-specialize-generic-ops makes): custom and generic forms, and
// generalization (the function alone, no casts; i1 add and mul are ori
// and andi, integer div is divsi); both tools print the same.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: terrace-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GEN
// RUN: %mlir-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GEN
// The CHECK lines are mlir-opt 22's output.
// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xi32>, %arg4: tensor<4xi32>, %arg5: tensor<4xi1>, %arg6: tensor<4xi1>, %arg7: memref<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi1>) {
// CHECK-NEXT: %0 = linalg.exp ins(%arg0 : tensor<4xf32>) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = linalg.add ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = linalg.sub ins(%arg3, %arg4 : tensor<4xi32>, tensor<4xi32>) outs(%arg3 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %3 = linalg.mul ins(%arg5, %arg6 : tensor<4xi1>, tensor<4xi1>) outs(%arg5 : tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT: %4 = linalg.div ins(%arg3, %arg4 : tensor<4xi32>, tensor<4xi32>) outs(%arg3 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %5 = linalg.add ins(%arg5, %arg6 : tensor<4xi1>, tensor<4xi1>) outs(%arg5 : tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT: linalg.div ins(%arg7, %arg7 : memref<4xf32>, memref<4xf32>) outs(%arg7 : memref<4xf32>)
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi1>, memref<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi1>), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xi32>, %arg4: tensor<4xi32>, %arg5: tensor<4xi1>, %arg6: tensor<4xi1>, %arg7: memref<4xf32>):
// GENERIC-NEXT: %0 = "linalg.exp"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg26: f32, %arg27: f32):
// GENERIC-NEXT: %12 = "math.exp"(%arg26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%12) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %1 = "linalg.add"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
// GENERIC-NEXT: %11 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %2 = "linalg.sub"(%arg3, %arg4, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
// GENERIC-NEXT: %10 = "arith.subi"(%arg20, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%10) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %3 = "linalg.mul"(%arg5, %arg6, %arg5) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg17: i1, %arg18: i1, %arg19: i1):
// GENERIC-NEXT: %9 = "arith.andi"(%arg17, %arg18) : (i1, i1) -> i1
// GENERIC-NEXT: "linalg.yield"(%9) : (i1) -> ()
// GENERIC-NEXT: }) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// GENERIC-NEXT: %4 = "linalg.div"(%arg3, %arg4, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg14: i32, %arg15: i32, %arg16: i32):
// GENERIC-NEXT: %8 = "arith.divsi"(%arg14, %arg15) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%8) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %5 = "linalg.add"(%arg5, %arg6, %arg5) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg11: i1, %arg12: i1, %arg13: i1):
// GENERIC-NEXT: %7 = "arith.ori"(%arg11, %arg12) : (i1, i1) -> i1
// GENERIC-NEXT: "linalg.yield"(%7) : (i1) -> ()
// GENERIC-NEXT: }) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// GENERIC-NEXT: "linalg.div"(%arg7, %arg7, %arg7) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
// GENERIC-NEXT: %6 = "arith.divf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%6) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "func.return"(%0, %1, %2, %3, %4, %5) : (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi1>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GEN: #map = affine_map<(d0) -> (d0)>
// GEN-NEXT: module {
// GEN-NEXT: func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xi32>, %arg4: tensor<4xi32>, %arg5: tensor<4xi1>, %arg6: tensor<4xi1>, %arg7: memref<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi1>) {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %6 = math.exp %in : f32
// GEN-NEXT: linalg.yield %6 : f32
// GEN-NEXT: } -> tensor<4xf32>
// GEN-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %6 = arith.addf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %6 : f32
// GEN-NEXT: } -> tensor<4xf32>
// GEN-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg3, %arg4 : tensor<4xi32>, tensor<4xi32>) outs(%arg3 : tensor<4xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %6 = arith.subi %in, %in_0 : i32
// GEN-NEXT: linalg.yield %6 : i32
// GEN-NEXT: } -> tensor<4xi32>
// GEN-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg5, %arg6 : tensor<4xi1>, tensor<4xi1>) outs(%arg5 : tensor<4xi1>) {
// GEN-NEXT: ^bb0(%in: i1, %in_0: i1, %out: i1):
// GEN-NEXT: %6 = arith.andi %in, %in_0 : i1
// GEN-NEXT: linalg.yield %6 : i1
// GEN-NEXT: } -> tensor<4xi1>
// GEN-NEXT: %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg3, %arg4 : tensor<4xi32>, tensor<4xi32>) outs(%arg3 : tensor<4xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %6 = arith.divsi %in, %in_0 : i32
// GEN-NEXT: linalg.yield %6 : i32
// GEN-NEXT: } -> tensor<4xi32>
// GEN-NEXT: %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg5, %arg6 : tensor<4xi1>, tensor<4xi1>) outs(%arg5 : tensor<4xi1>) {
// GEN-NEXT: ^bb0(%in: i1, %in_0: i1, %out: i1):
// GEN-NEXT: %6 = arith.ori %in, %in_0 : i1
// GEN-NEXT: linalg.yield %6 : i1
// GEN-NEXT: } -> tensor<4xi1>
// GEN-NEXT: linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg7, %arg7 : memref<4xf32>, memref<4xf32>) outs(%arg7 : memref<4xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %6 = arith.divf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %6 : f32
// GEN-NEXT: }
// GEN-NEXT: return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi1>
// GEN-NEXT: }
// GEN-NEXT: }

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>, %i: tensor<4xi32>, %j: tensor<4xi32>, %p: tensor<4xi1>, %q: tensor<4xi1>, %m: memref<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi1>) {
  %0 = linalg.exp ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.sub ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%i : tensor<4xi32>) -> tensor<4xi32>
  %3 = linalg.mul ins(%p, %q : tensor<4xi1>, tensor<4xi1>) outs(%p : tensor<4xi1>) -> tensor<4xi1>
  %4 = linalg.div ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%i : tensor<4xi32>) -> tensor<4xi32>
  %5 = linalg.add ins(%p, %q : tensor<4xi1>, tensor<4xi1>) outs(%p : tensor<4xi1>) -> tensor<4xi1>
  linalg.div ins(%m, %m : memref<4xf32>, memref<4xf32>) outs(%m : memref<4xf32>)
  return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi1>
}

// The other pooling layouts of MLIR 22 (nwc, ncw, ndhwc; unsigned min on
// nhwc): custom and generic forms, generalization (strides and dilations
// in the input's map), and back through linalg-specialize-generic-ops; both
// tools print the same.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: terrace-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GEN
// RUN: %mlir-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GEN
// RUN: terrace-opt --linalg-generalize-named-ops --linalg-specialize-generic-ops %s | FileCheck %s --check-prefix=BACK
// RUN: %mlir-opt --linalg-generalize-named-ops --linalg-specialize-generic-ops %s | FileCheck %s --check-prefix=BACK
// The CHECK lines are mlir-opt 22's output.
// CHECK: module {
// CHECK-LABEL: func.func @p(%arg0: tensor<2x11x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3x3xf32>, %arg3: tensor<2x3x9xi32>, %arg4: tensor<2x3x3xi32>, %arg5: tensor<1x5x5x5x2xf32>, %arg6: tensor<2x2x2xf32>, %arg7: tensor<1x2x2x2x2xf32>, %arg8: tensor<1x4x4x2xi32>, %arg9: tensor<2x2xi32>, %arg10: tensor<1x3x3x2xi32>, %arg11: tensor<2x9x3xi8>, %arg12: tensor<2x3x3xi32>) -> (tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<1x2x2x2x2xf32>, tensor<1x3x3x2xi32>, tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>) {
// CHECK-NEXT: %0 = linalg.pooling_nwc_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x11x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
// CHECK-NEXT: %1 = linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%arg3, %arg1 : tensor<2x3x9xi32>, tensor<3xf32>) outs(%arg4 : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// CHECK-NEXT: %2 = linalg.pooling_ndhwc_max {dilations = dense<[1, 2, 1]> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg5, %arg6 : tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>) outs(%arg7 : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
// CHECK-NEXT: %3 = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg8, %arg9 : tensor<1x4x4x2xi32>, tensor<2x2xi32>) outs(%arg10 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
// CHECK-NEXT: %4 = linalg.pooling_nwc_min {strides = dense<3> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x11x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
// CHECK-NEXT: %5 = linalg.pooling_ncw_sum {strides = dense<3> : tensor<1xi64>} ins(%arg3, %arg1 : tensor<2x3x9xi32>, tensor<3xf32>) outs(%arg4 : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// CHECK-NEXT: %6 = linalg.pooling_nwc_max_unsigned {strides = dense<3> : tensor<1xi64>} ins(%arg11, %arg1 : tensor<2x9x3xi8>, tensor<3xf32>) outs(%arg12 : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// CHECK-NEXT: %7 = linalg.pooling_nwc_min_unsigned {strides = dense<3> : tensor<1xi64>} ins(%arg11, %arg1 : tensor<2x9x3xi8>, tensor<3xf32>) outs(%arg12 : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// CHECK-NEXT: %8 = linalg.pooling_ndhwc_sum {strides = dense<2> : tensor<3xi64>} ins(%arg5, %arg6 : tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>) outs(%arg7 : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
// CHECK-NEXT: %9 = linalg.pooling_ndhwc_min {strides = dense<2> : tensor<3xi64>} ins(%arg5, %arg6 : tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>) outs(%arg7 : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
// CHECK-NEXT: %10 = linalg.pooling_nwc_max {strides = dense<3> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x11x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<1x2x2x2x2xf32>, tensor<1x3x3x2xi32>, tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 3 + d3 * 2, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 3 + d3)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5, d2 * 2 + d6 * 2, d3 * 2 + d7, d4)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERIC-NEXT: #map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 3 + d3, d2)>
// GENERIC-NEXT: #map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5, d2 * 2 + d6, d3 * 2 + d7, d4)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x11x3xf32>, tensor<3xf32>, tensor<2x3x3xf32>, tensor<2x3x9xi32>, tensor<2x3x3xi32>, tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>, tensor<1x2x2x2x2xf32>, tensor<1x4x4x2xi32>, tensor<2x2xi32>, tensor<1x3x3x2xi32>, tensor<2x9x3xi8>, tensor<2x3x3xi32>) -> (tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<1x2x2x2x2xf32>, tensor<1x3x3x2xi32>, tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>), sym_name = "p"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<2x11x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3x3xf32>, %arg3: tensor<2x3x9xi32>, %arg4: tensor<2x3x3xi32>, %arg5: tensor<1x5x5x5x2xf32>, %arg6: tensor<2x2x2xf32>, %arg7: tensor<1x2x2x2x2xf32>, %arg8: tensor<1x4x4x2xi32>, %arg9: tensor<2x2xi32>, %arg10: tensor<1x3x3x2xi32>, %arg11: tensor<2x9x3xi8>, %arg12: tensor<2x3x3xi32>):
// GENERIC-NEXT: %0 = "linalg.pooling_nwc_sum"(%arg0, %arg1, %arg2) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
// GENERIC-NEXT: %23 = "arith.addf"(%arg45, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%23) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x11x3xf32>, tensor<3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
// GENERIC-NEXT: %1 = "linalg.pooling_ncw_max"(%arg3, %arg1, %arg4) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg40: i32, %arg41: f32, %arg42: i32):
// GENERIC-NEXT: %22 = "arith.maxsi"(%arg42, %arg40) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%22) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map3, #map1, #map2]} : (tensor<2x3x9xi32>, tensor<3xf32>, tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// GENERIC-NEXT: %2 = "linalg.pooling_ndhwc_max"(%arg5, %arg6, %arg7) <{dilations = dense<[1, 2, 1]> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
// GENERIC-NEXT: %21 = "arith.maximumf"(%arg39, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%21) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>, tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
// GENERIC-NEXT: %3 = "linalg.pooling_nhwc_min_unsigned"(%arg8, %arg9, %arg10) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg34: i32, %arg35: i32, %arg36: i32):
// GENERIC-NEXT: %20 = "arith.minui"(%arg36, %arg34) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%20) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (tensor<1x4x4x2xi32>, tensor<2x2xi32>, tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
// GENERIC-NEXT: %4 = "linalg.pooling_nwc_min"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
// GENERIC-NEXT: %19 = "arith.minimumf"(%arg33, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%19) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<2x11x3xf32>, tensor<3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
// GENERIC-NEXT: %5 = "linalg.pooling_ncw_sum"(%arg3, %arg1, %arg4) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg28: i32, %arg29: f32, %arg30: i32):
// GENERIC-NEXT: %18 = "arith.addi"(%arg30, %arg28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%18) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map3, #map1, #map2]} : (tensor<2x3x9xi32>, tensor<3xf32>, tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// GENERIC-NEXT: %6 = "linalg.pooling_nwc_max_unsigned"(%arg11, %arg1, %arg12) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg25: i8, %arg26: f32, %arg27: i32):
// GENERIC-NEXT: %16 = "arith.extui"(%arg25) : (i8) -> i32
// GENERIC-NEXT: %17 = "arith.maxui"(%arg27, %16) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%17) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<2x9x3xi8>, tensor<3xf32>, tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// GENERIC-NEXT: %7 = "linalg.pooling_nwc_min_unsigned"(%arg11, %arg1, %arg12) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg22: i8, %arg23: f32, %arg24: i32):
// GENERIC-NEXT: %14 = "arith.extui"(%arg22) : (i8) -> i32
// GENERIC-NEXT: %15 = "arith.minui"(%arg24, %14) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%15) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<2x9x3xi8>, tensor<3xf32>, tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// GENERIC-NEXT: %8 = "linalg.pooling_ndhwc_sum"(%arg5, %arg6, %arg7) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
// GENERIC-NEXT: %13 = "arith.addf"(%arg21, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%13) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map11, #map5, #map6]} : (tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>, tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
// GENERIC-NEXT: %9 = "linalg.pooling_ndhwc_min"(%arg5, %arg6, %arg7) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
// GENERIC-NEXT: %12 = "arith.minimumf"(%arg18, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%12) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map11, #map5, #map6]} : (tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>, tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
// GENERIC-NEXT: %10 = "linalg.pooling_nwc_max"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
// GENERIC-NEXT: %11 = "arith.maximumf"(%arg15, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<2x11x3xf32>, tensor<3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
// GENERIC-NEXT: "func.return"(%0, %1, %2, %3, %4, %5, %6, %7) : (tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<1x2x2x2x2xf32>, tensor<1x3x3x2xi32>, tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GEN: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 3 + d3 * 2, d2)>
// GEN-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
// GEN-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GEN-NEXT: #map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 3 + d3)>
// GEN-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5, d2 * 2 + d6 * 2, d3 * 2 + d7, d4)>
// GEN-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
// GEN-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GEN-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// GEN-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GEN-NEXT: #map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GEN-NEXT: #map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 3 + d3, d2)>
// GEN-NEXT: module {
// GEN-NEXT: func.func @p(%arg0: tensor<2x11x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3x3xf32>, %arg3: tensor<2x3x9xi32>, %arg4: tensor<2x3x3xi32>, %arg5: tensor<1x5x5x5x2xf32>, %arg6: tensor<2x2x2xf32>, %arg7: tensor<1x2x2x2x2xf32>, %arg8: tensor<1x4x4x2xi32>, %arg9: tensor<2x2xi32>, %arg10: tensor<1x3x3x2xi32>, %arg11: tensor<2x9x3xi8>, %arg12: tensor<2x3x3xi32>) -> (tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<1x2x2x2x2xf32>, tensor<1x3x3x2xi32>, tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>) {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x11x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2x3x3xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %8 = arith.addf %out, %in : f32
// GEN-NEXT: linalg.yield %8 : f32
// GEN-NEXT: } -> tensor<2x3x3xf32>
// GEN-NEXT: %1 = linalg.generic {indexing_maps = [#map3, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg3, %arg1 : tensor<2x3x9xi32>, tensor<3xf32>) outs(%arg4 : tensor<2x3x3xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: f32, %out: i32):
// GEN-NEXT: %8 = arith.maxsi %out, %in : i32
// GEN-NEXT: linalg.yield %8 : i32
// GEN-NEXT: } -> tensor<2x3x3xi32>
// GEN-NEXT: %2 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg5, %arg6 : tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>) outs(%arg7 : tensor<1x2x2x2x2xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %8 = arith.maximumf %out, %in : f32
// GEN-NEXT: linalg.yield %8 : f32
// GEN-NEXT: } -> tensor<1x2x2x2x2xf32>
// GEN-NEXT: %3 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg8, %arg9 : tensor<1x4x4x2xi32>, tensor<2x2xi32>) outs(%arg10 : tensor<1x3x3x2xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %8 = arith.minui %out, %in : i32
// GEN-NEXT: linalg.yield %8 : i32
// GEN-NEXT: } -> tensor<1x3x3x2xi32>
// GEN-NEXT: %4 = linalg.generic {indexing_maps = [#map10, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x11x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2x3x3xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %8 = arith.minimumf %out, %in : f32
// GEN-NEXT: linalg.yield %8 : f32
// GEN-NEXT: } -> tensor<2x3x3xf32>
// GEN-NEXT: %5 = linalg.generic {indexing_maps = [#map3, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg3, %arg1 : tensor<2x3x9xi32>, tensor<3xf32>) outs(%arg4 : tensor<2x3x3xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: f32, %out: i32):
// GEN-NEXT: %8 = arith.addi %out, %in : i32
// GEN-NEXT: linalg.yield %8 : i32
// GEN-NEXT: } -> tensor<2x3x3xi32>
// GEN-NEXT: %6 = linalg.generic {indexing_maps = [#map10, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg11, %arg1 : tensor<2x9x3xi8>, tensor<3xf32>) outs(%arg12 : tensor<2x3x3xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: f32, %out: i32):
// GEN-NEXT: %8 = arith.extui %in : i8 to i32
// GEN-NEXT: %9 = arith.maxui %out, %8 : i32
// GEN-NEXT: linalg.yield %9 : i32
// GEN-NEXT: } -> tensor<2x3x3xi32>
// GEN-NEXT: %7 = linalg.generic {indexing_maps = [#map10, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg11, %arg1 : tensor<2x9x3xi8>, tensor<3xf32>) outs(%arg12 : tensor<2x3x3xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: f32, %out: i32):
// GEN-NEXT: %8 = arith.extui %in : i8 to i32
// GEN-NEXT: %9 = arith.minui %out, %8 : i32
// GEN-NEXT: linalg.yield %9 : i32
// GEN-NEXT: } -> tensor<2x3x3xi32>
// GEN-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<1x2x2x2x2xf32>, tensor<1x3x3x2xi32>, tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>
// GEN-NEXT: }
// GEN-NEXT: }
// BACK: module {
// BACK-NEXT: func.func @p(%arg0: tensor<2x11x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3x3xf32>, %arg3: tensor<2x3x9xi32>, %arg4: tensor<2x3x3xi32>, %arg5: tensor<1x5x5x5x2xf32>, %arg6: tensor<2x2x2xf32>, %arg7: tensor<1x2x2x2x2xf32>, %arg8: tensor<1x4x4x2xi32>, %arg9: tensor<2x2xi32>, %arg10: tensor<1x3x3x2xi32>, %arg11: tensor<2x9x3xi8>, %arg12: tensor<2x3x3xi32>) -> (tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<1x2x2x2x2xf32>, tensor<1x3x3x2xi32>, tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>) {
// BACK-NEXT: %0 = linalg.pooling_nwc_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x11x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
// BACK-NEXT: %1 = linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%arg3, %arg1 : tensor<2x3x9xi32>, tensor<3xf32>) outs(%arg4 : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// BACK-NEXT: %2 = linalg.pooling_ndhwc_max {dilations = dense<[1, 2, 1]> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg5, %arg6 : tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>) outs(%arg7 : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
// BACK-NEXT: %3 = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg8, %arg9 : tensor<1x4x4x2xi32>, tensor<2x2xi32>) outs(%arg10 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
// BACK-NEXT: %4 = linalg.pooling_nwc_min {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x11x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
// BACK-NEXT: %5 = linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%arg3, %arg1 : tensor<2x3x9xi32>, tensor<3xf32>) outs(%arg4 : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// BACK-NEXT: %6 = linalg.pooling_nwc_max_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%arg11, %arg1 : tensor<2x9x3xi8>, tensor<3xf32>) outs(%arg12 : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// BACK-NEXT: %7 = linalg.pooling_nwc_min_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%arg11, %arg1 : tensor<2x9x3xi8>, tensor<3xf32>) outs(%arg12 : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
// BACK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<1x2x2x2x2xf32>, tensor<1x3x3x2xi32>, tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>
// BACK-NEXT: }
// BACK-NEXT: }

func.func @p(%i1: tensor<2x11x3xf32>, %w1: tensor<3xf32>, %o1: tensor<2x3x3xf32>, %c1: tensor<2x3x9xi32>, %co: tensor<2x3x3xi32>,
             %i3: tensor<1x5x5x5x2xf32>, %w3: tensor<2x2x2xf32>, %o3: tensor<1x2x2x2x2xf32>, %ih: tensor<1x4x4x2xi32>, %wh: tensor<2x2xi32>, %oh: tensor<1x3x3x2xi32>,
             %ui: tensor<2x9x3xi8>, %uo: tensor<2x3x3xi32>) -> (tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<1x2x2x2x2xf32>, tensor<1x3x3x2xi32>, tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>) {
  %0 = linalg.pooling_nwc_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%i1, %w1 : tensor<2x11x3xf32>, tensor<3xf32>) outs(%o1 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  %1 = linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%c1, %w1 : tensor<2x3x9xi32>, tensor<3xf32>) outs(%co : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
  %2 = linalg.pooling_ndhwc_max {dilations = dense<[1, 2, 1]> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%i3, %w3 : tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>) outs(%o3 : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  %3 = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%ih, %wh : tensor<1x4x4x2xi32>, tensor<2x2xi32>) outs(%oh : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  %4 = linalg.pooling_nwc_min ins(%i1, %w1 : tensor<2x11x3xf32>, tensor<3xf32>) outs(%o1 : tensor<2x3x3xf32>) {strides = dense<3> : tensor<1xi64>} -> tensor<2x3x3xf32>
  %5 = linalg.pooling_ncw_sum {strides = dense<3> : tensor<1xi64>} ins(%c1, %w1 : tensor<2x3x9xi32>, tensor<3xf32>) outs(%co : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
  %6 = linalg.pooling_nwc_max_unsigned {strides = dense<3> : tensor<1xi64>} ins(%ui, %w1 : tensor<2x9x3xi8>, tensor<3xf32>) outs(%uo : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
  %7 = linalg.pooling_nwc_min_unsigned {strides = dense<3> : tensor<1xi64>} ins(%ui, %w1 : tensor<2x9x3xi8>, tensor<3xf32>) outs(%uo : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
  %8 = linalg.pooling_ndhwc_sum ins(%i3, %w3 : tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>) outs(%o3 : tensor<1x2x2x2x2xf32>) {strides = dense<2> : tensor<3xi64>} -> tensor<1x2x2x2x2xf32>
  %9 = linalg.pooling_ndhwc_min {strides = dense<2> : tensor<3xi64>} ins(%i3, %w3 : tensor<1x5x5x5x2xf32>, tensor<2x2x2xf32>) outs(%o3 : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  %10 = linalg.pooling_nwc_max {strides = dense<3> : tensor<1xi64>} ins(%i1, %w1 : tensor<2x11x3xf32>, tensor<3xf32>) outs(%o1 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<1x2x2x2x2xf32>, tensor<1x3x3x2xi32>, tensor<2x3x3xf32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>
}

// The grouped convolutions (ngchw/fgchw, ngchw/gfchw, nhwgc/gfhwc),
// conv_3d_ncdhw_fcdhw and the other depthwise layouts (ncw/cw, nwc/wcm,
// nchw/chw, nhwc/hwcm, the 3-D ones) of MLIR 22: custom and generic forms,
// generalization, back through linalg-specialize-generic-ops, and
// --canonicalize; both tools print the same.
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
// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_ngchw_gfchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_grouped(%arg0: tensor<1x2x3x7x7xf32>, %arg1: tensor<4x2x3x3x3xf32>, %arg2: tensor<1x2x4x3x3xf32>) -> tensor<1x2x4x3x3xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x2x3x7x7xf32>, tensor<4x2x3x3x3xf32>) outs(%arg2 : tensor<1x2x4x3x3xf32>) -> tensor<1x2x4x3x3xf32>
// CHECK-NEXT: return %0 : tensor<1x2x4x3x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_multiplier(%arg0: tensor<1x9x3xi32>, %arg1: tensor<3x3x2xi32>, %arg2: tensor<1x7x3x2xi32>) -> tensor<1x7x3x2xi32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x9x3xi32>, tensor<3x3x2xi32>) outs(%arg2 : tensor<1x7x3x2xi32>) -> tensor<1x7x3x2xi32>
// CHECK-NEXT: return %0 : tensor<1x7x3x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6 * 3, d4 * 2 + d7 * 3)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3, d7)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 * 2 + d6 * 3, d3 * 2 + d7 * 3, d4 * 2 + d8 * 3)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 * 2 + d3 * 3)>
// GENERIC-NEXT: #map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// GENERIC-NEXT: #map11 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
// GENERIC-NEXT: #map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d4 * 3, d2)>
// GENERIC-NEXT: #map13 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
// GENERIC-NEXT: #map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map15 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3)>
// GENERIC-NEXT: #map16 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// GENERIC-NEXT: #map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
// GENERIC-NEXT: #map18 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3)>
// GENERIC-NEXT: #map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// GENERIC-NEXT: #map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d3 * 2 + d6 * 3, d7)>
// GENERIC-NEXT: #map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// GENERIC-NEXT: #map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// GENERIC-NEXT: #map24 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d3 * 2 + d6 * 3)>
// GENERIC-NEXT: #map25 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
// GENERIC-NEXT: #map26 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
// GENERIC-NEXT: #map27 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3 * 2 + d7 * 3, d8)>
// GENERIC-NEXT: #map28 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// GENERIC-NEXT: #map29 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// GENERIC-NEXT: #map30 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>
// GENERIC-NEXT: #map31 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d4, d2)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "conv_2d_ngchw_fgchw"}> ({
// GENERIC-NEXT: ^bb0(%arg72: tensor<?x?x?x?x?xf32>, %arg73: tensor<?x?x?x?x?xf32>, %arg74: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT: %36 = "linalg.conv_2d_ngchw_fgchw"(%arg72, %arg73, %arg74) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
// GENERIC-NEXT: %37 = "arith.mulf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %38 = "arith.addf"(%arg77, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%38) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT: "func.return"(%36) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "conv_2d_ngchw_gfchw"}> ({
// GENERIC-NEXT: ^bb0(%arg66: tensor<?x?x?x?x?xf32>, %arg67: tensor<?x?x?x?x?xf32>, %arg68: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT: %33 = "linalg.conv_2d_ngchw_gfchw"(%arg66, %arg67, %arg68) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
// GENERIC-NEXT: %34 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %35 = "arith.addf"(%arg71, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%35) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map3, #map2]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT: "func.return"(%33) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "conv_2d_nhwgc_gfhwc"}> ({
// GENERIC-NEXT: ^bb0(%arg60: tensor<?x?x?x?x?xf32>, %arg61: tensor<?x?x?x?x?xf32>, %arg62: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT: %30 = "linalg.conv_2d_nhwgc_gfhwc"(%arg60, %arg61, %arg62) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
// GENERIC-NEXT: %31 = "arith.mulf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %32 = "arith.addf"(%arg65, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%32) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map4, #map5, #map2]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT: "func.return"(%30) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "conv_3d_ncdhw_fcdhw"}> ({
// GENERIC-NEXT: ^bb0(%arg54: tensor<?x?x?x?x?xf32>, %arg55: tensor<?x?x?x?x?xf32>, %arg56: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT: %27 = "linalg.conv_3d_ncdhw_fcdhw"(%arg54, %arg55, %arg56) <{dilations = dense<3> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
// GENERIC-NEXT: %28 = "arith.mulf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %29 = "arith.addf"(%arg59, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%29) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT: "func.return"(%27) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "depthwise_conv_1d_ncw_cw"}> ({
// GENERIC-NEXT: ^bb0(%arg48: tensor<?x?x?xf32>, %arg49: tensor<?x?xf32>, %arg50: tensor<?x?x?xf32>):
// GENERIC-NEXT: %24 = "linalg.depthwise_conv_1d_ncw_cw"(%arg48, %arg49, %arg50) <{dilations = dense<3> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
// GENERIC-NEXT: %25 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %26 = "arith.addf"(%arg53, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%26) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT: "func.return"(%24) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "depthwise_conv_1d_nwc_wcm"}> ({
// GENERIC-NEXT: ^bb0(%arg42: tensor<?x?x?xf32>, %arg43: tensor<?x?x?xf32>, %arg44: tensor<?x?x?x?xf32>):
// GENERIC-NEXT: %21 = "linalg.depthwise_conv_1d_nwc_wcm"(%arg42, %arg43, %arg44) <{dilations = dense<3> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
// GENERIC-NEXT: %22 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %23 = "arith.addf"(%arg47, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%23) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map12, #map13, #map14]} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT: "func.return"(%21) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "depthwise_conv_2d_nchw_chw"}> ({
// GENERIC-NEXT: ^bb0(%arg36: tensor<?x?x?x?xf32>, %arg37: tensor<?x?x?xf32>, %arg38: tensor<?x?x?x?xf32>):
// GENERIC-NEXT: %18 = "linalg.depthwise_conv_2d_nchw_chw"(%arg36, %arg37, %arg38) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
// GENERIC-NEXT: %19 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %20 = "arith.addf"(%arg41, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%20) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map15, #map16, #map17]} : (tensor<?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT: "func.return"(%18) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "depthwise_conv_2d_nhwc_hwcm"}> ({
// GENERIC-NEXT: ^bb0(%arg30: tensor<?x?x?x?xf32>, %arg31: tensor<?x?x?x?xf32>, %arg32: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT: %15 = "linalg.depthwise_conv_2d_nhwc_hwcm"(%arg30, %arg31, %arg32) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
// GENERIC-NEXT: %16 = "arith.mulf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %17 = "arith.addf"(%arg35, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%17) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map18, #map19, #map20]} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT: "func.return"(%15) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "depthwise_conv_3d_ndhwc_dhwc"}> ({
// GENERIC-NEXT: ^bb0(%arg24: tensor<?x?x?x?x?xf32>, %arg25: tensor<?x?x?x?xf32>, %arg26: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT: %12 = "linalg.depthwise_conv_3d_ndhwc_dhwc"(%arg24, %arg25, %arg26) <{dilations = dense<3> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
// GENERIC-NEXT: %13 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %14 = "arith.addf"(%arg29, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%14) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map21, #map22, #map23]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT: "func.return"(%12) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "depthwise_conv_3d_ncdhw_cdhw"}> ({
// GENERIC-NEXT: ^bb0(%arg18: tensor<?x?x?x?x?xf32>, %arg19: tensor<?x?x?x?xf32>, %arg20: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT: %9 = "linalg.depthwise_conv_3d_ncdhw_cdhw"(%arg18, %arg19, %arg20) <{dilations = dense<3> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
// GENERIC-NEXT: %10 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %11 = "arith.addf"(%arg23, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map24, #map25, #map26]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT: "func.return"(%9) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32>, sym_name = "depthwise_conv_3d_ndhwc_dhwcm"}> ({
// GENERIC-NEXT: ^bb0(%arg12: tensor<?x?x?x?x?xf32>, %arg13: tensor<?x?x?x?x?xf32>, %arg14: tensor<?x?x?x?x?x?xf32>):
// GENERIC-NEXT: %6 = "linalg.depthwise_conv_3d_ndhwc_dhwcm"(%arg12, %arg13, %arg14) <{dilations = dense<3> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
// GENERIC-NEXT: %7 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %8 = "arith.addf"(%arg17, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%8) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map27, #map28, #map29]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32>
// GENERIC-NEXT: "func.return"(%6) : (tensor<?x?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<1x2x3x7x7xf32>, tensor<4x2x3x3x3xf32>, tensor<1x2x4x3x3xf32>) -> tensor<1x2x4x3x3xf32>, sym_name = "static_grouped"}> ({
// GENERIC-NEXT: ^bb0(%arg6: tensor<1x2x3x7x7xf32>, %arg7: tensor<4x2x3x3x3xf32>, %arg8: tensor<1x2x4x3x3xf32>):
// GENERIC-NEXT: %3 = "linalg.conv_2d_ngchw_fgchw"(%arg6, %arg7, %arg8) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
// GENERIC-NEXT: %4 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %5 = "arith.addf"(%arg11, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%5) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map30, #map1, #map2]} : (tensor<1x2x3x7x7xf32>, tensor<4x2x3x3x3xf32>, tensor<1x2x4x3x3xf32>) -> tensor<1x2x4x3x3xf32>
// GENERIC-NEXT: "func.return"(%3) : (tensor<1x2x4x3x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<1x9x3xi32>, tensor<3x3x2xi32>, tensor<1x7x3x2xi32>) -> tensor<1x7x3x2xi32>, sym_name = "static_multiplier"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<1x9x3xi32>, %arg1: tensor<3x3x2xi32>, %arg2: tensor<1x7x3x2xi32>):
// GENERIC-NEXT: %0 = "linalg.depthwise_conv_1d_nwc_wcm"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
// GENERIC-NEXT: %1 = "arith.muli"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %2 = "arith.addi"(%arg5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%2) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map31, #map13, #map14]} : (tensor<1x9x3xi32>, tensor<3x3x2xi32>, tensor<1x7x3x2xi32>) -> tensor<1x7x3x2xi32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<1x7x3x2xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GEN: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6 * 3, d4 * 2 + d7 * 3)>
// GEN-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// GEN-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GEN-NEXT: #map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// GEN-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3, d7)>
// GEN-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// GEN-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 * 2 + d6 * 3, d3 * 2 + d7 * 3, d4 * 2 + d8 * 3)>
// GEN-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
// GEN-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// GEN-NEXT: #map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 * 2 + d3 * 3)>
// GEN-NEXT: #map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// GEN-NEXT: #map11 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
// GEN-NEXT: #map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d4 * 3, d2)>
// GEN-NEXT: #map13 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
// GEN-NEXT: #map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// GEN-NEXT: #map15 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3)>
// GEN-NEXT: #map16 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// GEN-NEXT: #map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
// GEN-NEXT: #map18 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3)>
// GEN-NEXT: #map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// GEN-NEXT: #map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// GEN-NEXT: #map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d3 * 2 + d6 * 3, d7)>
// GEN-NEXT: #map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// GEN-NEXT: #map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// GEN-NEXT: #map24 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d3 * 2 + d6 * 3)>
// GEN-NEXT: #map25 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
// GEN-NEXT: #map26 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
// GEN-NEXT: #map27 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3 * 2 + d7 * 3, d8)>
// GEN-NEXT: #map28 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// GEN-NEXT: #map29 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// GEN-NEXT: #map30 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>
// GEN-NEXT: #map31 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d4, d2)>
// GEN-NEXT: module {
// GEN-NEXT: func.func @conv_2d_ngchw_fgchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<?x?x?x?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @conv_2d_ngchw_gfchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<?x?x?x?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @conv_2d_nhwgc_gfhwc(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map4, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<?x?x?x?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @conv_3d_ncdhw_fcdhw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<?x?x?x?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @depthwise_conv_1d_ncw_cw(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<?x?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @depthwise_conv_1d_nwc_wcm(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map12, #map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<?x?x?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?x?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @depthwise_conv_2d_nchw_chw(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map15, #map16, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<?x?x?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?x?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map18, #map19, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<?x?x?x?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @depthwise_conv_3d_ndhwc_dhwc(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map21, #map22, #map23], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<?x?x?x?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map24, #map25, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<?x?x?x?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map27, #map28, #map29], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?x?xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<?x?x?x?x?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @static_grouped(%arg0: tensor<1x2x3x7x7xf32>, %arg1: tensor<4x2x3x3x3xf32>, %arg2: tensor<1x2x4x3x3xf32>) -> tensor<1x2x4x3x3xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map30, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x2x3x7x7xf32>, tensor<4x2x3x3x3xf32>) outs(%arg2 : tensor<1x2x4x3x3xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<1x2x4x3x3xf32>
// GEN-NEXT: return %0 : tensor<1x2x4x3x3xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @static_multiplier(%arg0: tensor<1x9x3xi32>, %arg1: tensor<3x3x2xi32>, %arg2: tensor<1x7x3x2xi32>) -> tensor<1x7x3x2xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map31, #map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<1x9x3xi32>, tensor<3x3x2xi32>) outs(%arg2 : tensor<1x7x3x2xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %1 = arith.muli %in, %in_0 : i32
// GEN-NEXT: %2 = arith.addi %out, %1 : i32
// GEN-NEXT: linalg.yield %2 : i32
// GEN-NEXT: } -> tensor<1x7x3x2xi32>
// GEN-NEXT: return %0 : tensor<1x7x3x2xi32>
// GEN-NEXT: }
// GEN-NEXT: }
// BACK: module {
// BACK-NEXT: func.func @conv_2d_ngchw_fgchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// BACK-NEXT: %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @conv_2d_ngchw_gfchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// BACK-NEXT: %0 = linalg.conv_2d_ngchw_gfchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @conv_2d_nhwgc_gfhwc(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// BACK-NEXT: %0 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @conv_3d_ncdhw_fcdhw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// BACK-NEXT: %0 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @depthwise_conv_1d_ncw_cw(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// BACK-NEXT: %0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// BACK-NEXT: return %0 : tensor<?x?x?xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @depthwise_conv_1d_nwc_wcm(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// BACK-NEXT: %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// BACK-NEXT: return %0 : tensor<?x?x?x?xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @depthwise_conv_2d_nchw_chw(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// BACK-NEXT: %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// BACK-NEXT: return %0 : tensor<?x?x?x?xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// BACK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @depthwise_conv_3d_ndhwc_dhwc(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// BACK-NEXT: %0 = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// BACK-NEXT: %0 = linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32> {
// BACK-NEXT: %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?x?xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @static_grouped(%arg0: tensor<1x2x3x7x7xf32>, %arg1: tensor<4x2x3x3x3xf32>, %arg2: tensor<1x2x4x3x3xf32>) -> tensor<1x2x4x3x3xf32> {
// BACK-NEXT: %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x2x3x7x7xf32>, tensor<4x2x3x3x3xf32>) outs(%arg2 : tensor<1x2x4x3x3xf32>) -> tensor<1x2x4x3x3xf32>
// BACK-NEXT: return %0 : tensor<1x2x4x3x3xf32>
// BACK-NEXT: }
// BACK-NEXT: func.func @static_multiplier(%arg0: tensor<1x9x3xi32>, %arg1: tensor<3x3x2xi32>, %arg2: tensor<1x7x3x2xi32>) -> tensor<1x7x3x2xi32> {
// BACK-NEXT: %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x9x3xi32>, tensor<3x3x2xi32>) outs(%arg2 : tensor<1x7x3x2xi32>) -> tensor<1x7x3x2xi32>
// BACK-NEXT: return %0 : tensor<1x7x3x2xi32>
// BACK-NEXT: }
// BACK-NEXT: }

func.func @conv_2d_ngchw_fgchw(%i: tensor<?x?x?x?x?xf32>, %f: tensor<?x?x?x?x?xf32>, %o: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%o : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}
func.func @conv_2d_ngchw_gfchw(%i: tensor<?x?x?x?x?xf32>, %f: tensor<?x?x?x?x?xf32>, %o: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%o : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}
func.func @conv_2d_nhwgc_gfhwc(%i: tensor<?x?x?x?x?xf32>, %f: tensor<?x?x?x?x?xf32>, %o: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%o : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}
func.func @conv_3d_ncdhw_fcdhw(%i: tensor<?x?x?x?x?xf32>, %f: tensor<?x?x?x?x?xf32>, %o: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%i, %f : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%o : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}
func.func @depthwise_conv_1d_ncw_cw(%i: tensor<?x?x?xf32>, %f: tensor<?x?xf32>, %o: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%i, %f : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%o : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
func.func @depthwise_conv_1d_nwc_wcm(%i: tensor<?x?x?xf32>, %f: tensor<?x?x?xf32>, %o: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%i, %f : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%o : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @depthwise_conv_2d_nchw_chw(%i: tensor<?x?x?x?xf32>, %f: tensor<?x?x?xf32>, %o: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%o : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @depthwise_conv_2d_nhwc_hwcm(%i: tensor<?x?x?x?xf32>, %f: tensor<?x?x?x?xf32>, %o: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%o : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}
func.func @depthwise_conv_3d_ndhwc_dhwc(%i: tensor<?x?x?x?x?xf32>, %f: tensor<?x?x?x?xf32>, %o: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%i, %f : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%o : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}
func.func @depthwise_conv_3d_ncdhw_cdhw(%i: tensor<?x?x?x?x?xf32>, %f: tensor<?x?x?x?xf32>, %o: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%i, %f : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%o : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}
func.func @depthwise_conv_3d_ndhwc_dhwcm(%i: tensor<?x?x?x?x?xf32>, %f: tensor<?x?x?x?x?xf32>, %o: tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%i, %f : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%o : tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?x?xf32>
}
func.func @static_grouped(%i: tensor<1x2x3x7x7xf32>, %f: tensor<4x2x3x3x3xf32>, %o: tensor<1x2x4x3x3xf32>) -> tensor<1x2x4x3x3xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<1x2x3x7x7xf32>, tensor<4x2x3x3x3xf32>) outs(%o : tensor<1x2x4x3x3xf32>) -> tensor<1x2x4x3x3xf32>
  return %0 : tensor<1x2x4x3x3xf32>
}
func.func @static_multiplier(%i: tensor<1x9x3xi32>, %f: tensor<3x3x2xi32>, %o: tensor<1x7x3x2xi32>) -> tensor<1x7x3x2xi32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i, %f : tensor<1x9x3xi32>, tensor<3x3x2xi32>) outs(%o : tensor<1x7x3x2xi32>) -> tensor<1x7x3x2xi32>
  return %0 : tensor<1x7x3x2xi32>
}

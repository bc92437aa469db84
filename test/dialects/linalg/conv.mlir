// Convolutions and pooling as named ops: strides and dilations enter their
// indexing maps (memoized by the verifier); custom, generic and generalized
// forms under both tools.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: terrace-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GENERALIZED
// RUN: %mlir-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GENERALIZED
// The CHECK lines are mlir-opt 22's output.

func.func @conv_pool(%I: tensor<1x8x8x3xf32>, %K: tensor<3x3x3x4xf32>, %O: tensor<1x6x6x4xf32>, %O2: tensor<1x3x3x4xf32>, %W: tensor<2x2xf32>, %In: tensor<1x3x8x8xf32>, %Kf: tensor<4x3x3x3xf32>, %On: tensor<1x4x6x6xf32>) -> (tensor<1x6x6x4xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x4x6x6xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%I, %K : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%O : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%I, %K : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%O2 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%0, %W : tensor<1x6x6x4xf32>, tensor<2x2xf32>) outs(%O2 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  %3 = linalg.conv_2d_nchw_fchw ins(%In, %Kf : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%On : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %0, %1, %2, %3 : tensor<1x6x6x4xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x4x6x6xf32>
}
func.func @all(%i1: tensor<8xf32>, %k1: tensor<3xf32>, %o1: tensor<6xf32>,
               %i2: tensor<8x8xf32>, %k2: tensor<3x3xf32>, %o2: tensor<6x6xf32>,
               %i3: tensor<5x8x8xf32>, %k3: tensor<2x3x3xf32>, %o3: tensor<4x6x6xf32>,
               %a: tensor<1x8x3xf32>, %b: tensor<3x3x4xf32>, %c: tensor<1x6x4xf32>,
               %ncw: tensor<1x3x8xf32>, %fcw: tensor<4x3x3xf32>, %nfw: tensor<1x4x6xf32>,
               %nhwc: tensor<1x8x8x3xi8>, %fhwc: tensor<4x3x3x3xi8>, %ohwf: tensor<1x6x6x4xi32>,
               %nd: tensor<1x5x8x8x3xf16>, %kd: tensor<2x3x3x3x4xf16>, %od: tensor<1x4x6x6x4xf32>,
               %dw1: tensor<1x8x3xf32>, %dk1: tensor<3x3xf32>, %do1: tensor<1x6x3xf32>,
               %dw2: tensor<1x9x9x3xf32>, %dk2: tensor<3x3x3xf32>, %do2: tensor<1x3x3x3xf32>,
               %p: tensor<1x8x8x3xi32>, %w: tensor<2x2xi32>, %po: tensor<1x4x4x3xi32>,
               %pn: tensor<1x3x8x8xf32>, %wn: tensor<3x3xf32>, %pon: tensor<1x3x6x6xf32>) {
  %0 = linalg.conv_1d ins(%i1, %k1 : tensor<8xf32>, tensor<3xf32>) outs(%o1 : tensor<6xf32>) -> tensor<6xf32>
  %1 = linalg.conv_2d ins(%i2, %k2 : tensor<8x8xf32>, tensor<3x3xf32>) outs(%o2 : tensor<6x6xf32>) -> tensor<6x6xf32>
  %2 = linalg.conv_3d ins(%i3, %k3 : tensor<5x8x8xf32>, tensor<2x3x3xf32>) outs(%o3 : tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
  %3 = linalg.conv_1d_nwc_wcf ins(%a, %b : tensor<1x8x3xf32>, tensor<3x3x4xf32>) outs(%c : tensor<1x6x4xf32>) -> tensor<1x6x4xf32>
  %4 = linalg.conv_1d_ncw_fcw ins(%ncw, %fcw : tensor<1x3x8xf32>, tensor<4x3x3xf32>) outs(%nfw : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  %5 = linalg.conv_2d_nhwc_fhwc ins(%nhwc, %fhwc : tensor<1x8x8x3xi8>, tensor<4x3x3x3xi8>) outs(%ohwf : tensor<1x6x6x4xi32>) -> tensor<1x6x6x4xi32>
  %6 = linalg.conv_3d_ndhwc_dhwcf ins(%nd, %kd : tensor<1x5x8x8x3xf16>, tensor<2x3x3x3x4xf16>) outs(%od : tensor<1x4x6x6x4xf32>) -> tensor<1x4x6x6x4xf32>
  %7 = linalg.depthwise_conv_1d_nwc_wc ins(%dw1, %dk1 : tensor<1x8x3xf32>, tensor<3x3xf32>) outs(%do1 : tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  %8 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%dw2, %dk2 : tensor<1x9x9x3xf32>, tensor<3x3x3xf32>) outs(%do2 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %9 = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<1x8x8x3xi32>, tensor<2x2xi32>) outs(%po : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  %10 = linalg.pooling_nhwc_max_unsigned {strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<1x8x8x3xi32>, tensor<2x2xi32>) outs(%po : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  %11 = linalg.pooling_nhwc_min {strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<1x8x8x3xi32>, tensor<2x2xi32>) outs(%po : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  %12 = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<1x8x8x3xi32>, tensor<2x2xi32>) outs(%po : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  %13 = linalg.pooling_nchw_max ins(%pn, %wn : tensor<1x3x8x8xf32>, tensor<3x3xf32>) outs(%pon : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  %14 = linalg.pooling_nchw_sum ins(%pn, %wn : tensor<1x3x8x8xf32>, tensor<3x3xf32>) outs(%pon : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  return
}
// CHECK: %0 = linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%arg2 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
// CHECK: %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%arg3 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
// CHECK: %2 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%0, %arg4 : tensor<1x6x6x4xf32>, tensor<2x2xf32>) outs(%arg3 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
// CHECK: %3 = linalg.conv_2d_nchw_fchw ins(%arg5, %arg6 : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%arg7 : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
// CHECK: %0 = linalg.conv_1d ins(%arg0, %arg1 : tensor<8xf32>, tensor<3xf32>) outs(%arg2 : tensor<6xf32>) -> tensor<6xf32>
// CHECK: %1 = linalg.conv_2d ins(%arg3, %arg4 : tensor<8x8xf32>, tensor<3x3xf32>) outs(%arg5 : tensor<6x6xf32>) -> tensor<6x6xf32>
// CHECK: %2 = linalg.conv_3d ins(%arg6, %arg7 : tensor<5x8x8xf32>, tensor<2x3x3xf32>) outs(%arg8 : tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
// CHECK: %3 = linalg.conv_1d_nwc_wcf ins(%arg9, %arg10 : tensor<1x8x3xf32>, tensor<3x3x4xf32>) outs(%arg11 : tensor<1x6x4xf32>) -> tensor<1x6x4xf32>
// CHECK: %4 = linalg.conv_1d_ncw_fcw ins(%arg12, %arg13 : tensor<1x3x8xf32>, tensor<4x3x3xf32>) outs(%arg14 : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
// CHECK: %5 = linalg.conv_2d_nhwc_fhwc ins(%arg15, %arg16 : tensor<1x8x8x3xi8>, tensor<4x3x3x3xi8>) outs(%arg17 : tensor<1x6x6x4xi32>) -> tensor<1x6x6x4xi32>
// CHECK: %6 = linalg.conv_3d_ndhwc_dhwcf ins(%arg18, %arg19 : tensor<1x5x8x8x3xf16>, tensor<2x3x3x3x4xf16>) outs(%arg20 : tensor<1x4x6x6x4xf32>) -> tensor<1x4x6x6x4xf32>
// CHECK: %7 = linalg.depthwise_conv_1d_nwc_wc ins(%arg21, %arg22 : tensor<1x8x3xf32>, tensor<3x3xf32>) outs(%arg23 : tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
// CHECK: %8 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg24, %arg25 : tensor<1x9x9x3xf32>, tensor<3x3x3xf32>) outs(%arg26 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
// CHECK: %9 = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>} ins(%arg27, %arg28 : tensor<1x8x8x3xi32>, tensor<2x2xi32>) outs(%arg29 : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
// CHECK: %10 = linalg.pooling_nhwc_max_unsigned {strides = dense<2> : tensor<2xi64>} ins(%arg27, %arg28 : tensor<1x8x8x3xi32>, tensor<2x2xi32>) outs(%arg29 : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
// CHECK: %11 = linalg.pooling_nhwc_min {strides = dense<2> : tensor<2xi64>} ins(%arg27, %arg28 : tensor<1x8x8x3xi32>, tensor<2x2xi32>) outs(%arg29 : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
// CHECK: %12 = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins(%arg27, %arg28 : tensor<1x8x8x3xi32>, tensor<2x2xi32>) outs(%arg29 : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
// CHECK: %13 = linalg.pooling_nchw_max ins(%arg30, %arg31 : tensor<1x3x8x8xf32>, tensor<3x3xf32>) outs(%arg32 : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
// CHECK: %14 = linalg.pooling_nchw_sum ins(%arg30, %arg31 : tensor<1x3x8x8xf32>, tensor<3x3xf32>) outs(%arg32 : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
// GENERIC: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// GENERIC: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GENERIC: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GENERIC: #map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
// GENERIC: #map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
// GENERIC: #map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERIC: #map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC: #map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// GENERIC: #map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GENERIC: #map9 = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC: #map10 = affine_map<(d0, d1) -> (d1)>
// GENERIC: #map11 = affine_map<(d0, d1) -> (d0)>
// GENERIC: #map12 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
// GENERIC: #map13 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// GENERIC: #map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// GENERIC: #map15 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>
// GENERIC: #map16 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// GENERIC: #map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
// GENERIC: #map18 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
// GENERIC: #map19 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// GENERIC: #map20 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// GENERIC: #map21 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 + d4)>
// GENERIC: #map22 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// GENERIC: #map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// GENERIC: #map24 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
// GENERIC: #map25 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// GENERIC: #map26 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// GENERIC: #map27 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
// GENERIC: #map28 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// GENERIC: #map29 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC: #map30 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d3)>
// GENERIC: #map31 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GENERIC: #map32 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
// GENERIC: %43 = "linalg.conv_2d_nhwc_hwcf"(%arg78, %arg79, %arg80) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %52 = "arith.mulf"(%arg95, %arg96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %53 = "arith.addf"(%arg97, %52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%53) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
// GENERIC: %44 = "linalg.conv_2d_nhwc_hwcf"(%arg78, %arg79, %arg81) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC: %50 = "arith.mulf"(%arg92, %arg93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %51 = "arith.addf"(%arg94, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%51) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map3, #map1, #map2]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
// GENERIC: %45 = "linalg.pooling_nhwc_max"(%43, %arg82, %arg81) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
// GENERIC: %49 = "arith.maximumf"(%arg91, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%49) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<1x6x6x4xf32>, tensor<2x2xf32>, tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
// GENERIC: %46 = "linalg.conv_2d_nchw_fchw"(%arg83, %arg84, %arg85) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %47 = "arith.mulf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %48 = "arith.addf"(%arg88, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%48) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map7, #map8, #map2]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
// GENERIC: %0 = "linalg.conv_1d"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %41 = "arith.mulf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %42 = "arith.addf"(%arg77, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%42) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (tensor<8xf32>, tensor<3xf32>, tensor<6xf32>) -> tensor<6xf32>
// GENERIC: %1 = "linalg.conv_2d"(%arg3, %arg4, %arg5) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %39 = "arith.mulf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %40 = "arith.addf"(%arg74, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%40) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map12, #map13, #map14]} : (tensor<8x8xf32>, tensor<3x3xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
// GENERIC: %2 = "linalg.conv_3d"(%arg6, %arg7, %arg8) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %37 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %38 = "arith.addf"(%arg71, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%38) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map15, #map16, #map17]} : (tensor<5x8x8xf32>, tensor<2x3x3xf32>, tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
// GENERIC: %3 = "linalg.conv_1d_nwc_wcf"(%arg9, %arg10, %arg11) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %35 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %36 = "arith.addf"(%arg68, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%36) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map18, #map19, #map20]} : (tensor<1x8x3xf32>, tensor<3x3x4xf32>, tensor<1x6x4xf32>) -> tensor<1x6x4xf32>
// GENERIC: %4 = "linalg.conv_1d_ncw_fcw"(%arg12, %arg13, %arg14) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %33 = "arith.mulf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %34 = "arith.addf"(%arg65, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%34) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map21, #map22, #map20]} : (tensor<1x3x8xf32>, tensor<4x3x3xf32>, tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
// GENERIC: %5 = "linalg.conv_2d_nhwc_fhwc"(%arg15, %arg16, %arg17) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %29 = "arith.extsi"(%arg60) : (i8) -> i32
// GENERIC: %30 = "arith.extsi"(%arg61) : (i8) -> i32
// GENERIC: %31 = "arith.muli"(%29, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %32 = "arith.addi"(%arg62, %31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%32) : (i32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map, #map23, #map2]} : (tensor<1x8x8x3xi8>, tensor<4x3x3x3xi8>, tensor<1x6x6x4xi32>) -> tensor<1x6x6x4xi32>
// GENERIC: %6 = "linalg.conv_3d_ndhwc_dhwcf"(%arg18, %arg19, %arg20) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %25 = "arith.extf"(%arg57) : (f16) -> f32
// GENERIC: %26 = "arith.extf"(%arg58) : (f16) -> f32
// GENERIC: %27 = "arith.mulf"(%25, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %28 = "arith.addf"(%arg59, %27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%28) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map24, #map25, #map26]} : (tensor<1x5x8x8x3xf16>, tensor<2x3x3x3x4xf16>, tensor<1x4x6x6x4xf32>) -> tensor<1x4x6x6x4xf32>
// GENERIC: %7 = "linalg.depthwise_conv_1d_nwc_wc"(%arg21, %arg22, %arg23) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %23 = "arith.mulf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %24 = "arith.addf"(%arg56, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%24) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map27, #map28, #map29]} : (tensor<1x8x3xf32>, tensor<3x3xf32>, tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
// GENERIC: %8 = "linalg.depthwise_conv_2d_nhwc_hwc"(%arg24, %arg25, %arg26) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC: %21 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %22 = "arith.addf"(%arg53, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%22) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map30, #map31, #map6]} : (tensor<1x9x9x3xf32>, tensor<3x3x3xf32>, tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
// GENERIC: %9 = "linalg.pooling_nhwc_max"(%arg27, %arg28, %arg29) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC: %20 = "arith.maxsi"(%arg50, %arg48) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%20) : (i32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<1x8x8x3xi32>, tensor<2x2xi32>, tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
// GENERIC: %10 = "linalg.pooling_nhwc_max_unsigned"(%arg27, %arg28, %arg29) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC: %19 = "arith.maxui"(%arg47, %arg45) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%19) : (i32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<1x8x8x3xi32>, tensor<2x2xi32>, tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
// GENERIC: %11 = "linalg.pooling_nhwc_min"(%arg27, %arg28, %arg29) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC: %18 = "arith.minsi"(%arg44, %arg42) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%18) : (i32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<1x8x8x3xi32>, tensor<2x2xi32>, tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
// GENERIC: %12 = "linalg.pooling_nhwc_sum"(%arg27, %arg28, %arg29) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC: %17 = "arith.addi"(%arg41, %arg39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%17) : (i32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<1x8x8x3xi32>, tensor<2x2xi32>, tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
// GENERIC: %13 = "linalg.pooling_nchw_max"(%arg30, %arg31, %arg32) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %16 = "arith.maximumf"(%arg38, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%16) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map32, #map5, #map6]} : (tensor<1x3x8x8xf32>, tensor<3x3xf32>, tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
// GENERIC: %14 = "linalg.pooling_nchw_sum"(%arg30, %arg31, %arg32) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %15 = "arith.addf"(%arg35, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%15) : (f32) -> ()
// GENERIC: }) {linalg.memoized_indexing_maps = [#map32, #map5, #map6]} : (tensor<1x3x8x8xf32>, tensor<3x3xf32>, tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
// GENERALIZED: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// GENERALIZED: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GENERALIZED: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GENERALIZED: #map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
// GENERALIZED: #map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
// GENERALIZED: #map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERALIZED: #map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERALIZED: #map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// GENERALIZED: #map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GENERALIZED: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%arg2 : tensor<1x6x6x4xf32>) {
// GENERALIZED: %4 = arith.mulf %in, %in_0 : f32
// GENERALIZED: %5 = arith.addf %out, %4 : f32
// GENERALIZED: linalg.yield %5 : f32
// GENERALIZED: %1 = linalg.generic {indexing_maps = [#map3, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%arg3 : tensor<1x3x3x4xf32>) {
// GENERALIZED: %4 = arith.mulf %in, %in_0 : f32
// GENERALIZED: %5 = arith.addf %out, %4 : f32
// GENERALIZED: linalg.yield %5 : f32
// GENERALIZED: %2 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%0, %arg4 : tensor<1x6x6x4xf32>, tensor<2x2xf32>) outs(%arg3 : tensor<1x3x3x4xf32>) {
// GENERALIZED: %4 = arith.maximumf %out, %in : f32
// GENERALIZED: linalg.yield %4 : f32
// GENERALIZED: %3 = linalg.generic {indexing_maps = [#map7, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg5, %arg6 : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%arg7 : tensor<1x4x6x6xf32>) {
// GENERALIZED: %4 = arith.mulf %in, %in_0 : f32
// GENERALIZED: %5 = arith.addf %out, %4 : f32
// GENERALIZED: linalg.yield %5 : f32

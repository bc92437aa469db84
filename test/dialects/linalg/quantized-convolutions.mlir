// The quantized convolutions of MLIR 22 (the `_q` ops: input and filter
// zero points as scalar inputs, subtracted before the product): custom and
// generic forms, generalization, and back through
// linalg-specialize-generic-ops; both tools print the same.
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
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nchw_fchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d6)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5 * 3, d3 * 2 + d6 * 3)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6 * 3, d4 * 2 + d7 * 3)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// GENERIC-NEXT: #map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// GENERIC-NEXT: #map10 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3, d7)>
// GENERIC-NEXT: #map12 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// GENERIC-NEXT: #map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3 * 2 + d7 * 3, d8)>
// GENERIC-NEXT: #map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// GENERIC-NEXT: #map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
// GENERIC-NEXT: #map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d3)>
// GENERIC-NEXT: #map18 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GENERIC-NEXT: #map19 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
// GENERIC-NEXT: #map20 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3)>
// GENERIC-NEXT: #map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// GENERIC-NEXT: #map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>, sym_name = "conv_2d_nhwc_hwcf_q"}> ({
// GENERIC-NEXT: ^bb0(%arg70: tensor<?x?x?x?xi8>, %arg71: tensor<?x?x?x?xi8>, %arg72: i32, %arg73: i32, %arg74: tensor<?x?x?x?xi32>):
// GENERIC-NEXT: %49 = "linalg.conv_2d_nhwc_hwcf_q"(%arg70, %arg71, %arg72, %arg73, %arg74) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg75: i8, %arg76: i8, %arg77: i32, %arg78: i32, %arg79: i32):
// GENERIC-NEXT: %50 = "arith.extsi"(%arg75) : (i8) -> i32
// GENERIC-NEXT: %51 = "arith.subi"(%50, %arg77) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %52 = "arith.extsi"(%arg76) : (i8) -> i32
// GENERIC-NEXT: %53 = "arith.subi"(%52, %arg78) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %54 = "arith.muli"(%51, %53) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %55 = "arith.addi"(%arg79, %54) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%55) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// GENERIC-NEXT: "func.return"(%49) : (tensor<?x?x?x?xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>, sym_name = "conv_2d_nhwc_fhwc_q"}> ({
// GENERIC-NEXT: ^bb0(%arg60: tensor<?x?x?x?xi8>, %arg61: tensor<?x?x?x?xi8>, %arg62: i32, %arg63: i32, %arg64: tensor<?x?x?x?xi32>):
// GENERIC-NEXT: %42 = "linalg.conv_2d_nhwc_fhwc_q"(%arg60, %arg61, %arg62, %arg63, %arg64) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg65: i8, %arg66: i8, %arg67: i32, %arg68: i32, %arg69: i32):
// GENERIC-NEXT: %43 = "arith.extsi"(%arg65) : (i8) -> i32
// GENERIC-NEXT: %44 = "arith.subi"(%43, %arg67) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %45 = "arith.extsi"(%arg66) : (i8) -> i32
// GENERIC-NEXT: %46 = "arith.subi"(%45, %arg68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %47 = "arith.muli"(%44, %46) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %48 = "arith.addi"(%arg69, %47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%48) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map4, #map2, #map2, #map3]} : (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// GENERIC-NEXT: "func.return"(%42) : (tensor<?x?x?x?xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>, sym_name = "conv_2d_nchw_fchw_q"}> ({
// GENERIC-NEXT: ^bb0(%arg50: tensor<?x?x?x?xi8>, %arg51: tensor<?x?x?x?xi8>, %arg52: i32, %arg53: i32, %arg54: tensor<?x?x?x?xi32>):
// GENERIC-NEXT: %35 = "linalg.conv_2d_nchw_fchw_q"(%arg50, %arg51, %arg52, %arg53, %arg54) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg55: i8, %arg56: i8, %arg57: i32, %arg58: i32, %arg59: i32):
// GENERIC-NEXT: %36 = "arith.extsi"(%arg55) : (i8) -> i32
// GENERIC-NEXT: %37 = "arith.subi"(%36, %arg57) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %38 = "arith.extsi"(%arg56) : (i8) -> i32
// GENERIC-NEXT: %39 = "arith.subi"(%38, %arg58) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %40 = "arith.muli"(%37, %39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %41 = "arith.addi"(%arg59, %40) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%41) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map5, #map6, #map2, #map2, #map3]} : (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// GENERIC-NEXT: "func.return"(%35) : (tensor<?x?x?x?xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>, sym_name = "conv_2d_ngchw_gfchw_q"}> ({
// GENERIC-NEXT: ^bb0(%arg40: tensor<?x?x?x?x?xi8>, %arg41: tensor<?x?x?x?x?xi8>, %arg42: i32, %arg43: i32, %arg44: tensor<?x?x?x?x?xi32>):
// GENERIC-NEXT: %28 = "linalg.conv_2d_ngchw_gfchw_q"(%arg40, %arg41, %arg42, %arg43, %arg44) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg45: i8, %arg46: i8, %arg47: i32, %arg48: i32, %arg49: i32):
// GENERIC-NEXT: %29 = "arith.extsi"(%arg45) : (i8) -> i32
// GENERIC-NEXT: %30 = "arith.subi"(%29, %arg47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %31 = "arith.extsi"(%arg46) : (i8) -> i32
// GENERIC-NEXT: %32 = "arith.subi"(%31, %arg48) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %33 = "arith.muli"(%30, %32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %34 = "arith.addi"(%arg49, %33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%34) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9, #map9, #map10]} : (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// GENERIC-NEXT: "func.return"(%28) : (tensor<?x?x?x?x?xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>, sym_name = "conv_2d_nhwgc_gfhwc_q"}> ({
// GENERIC-NEXT: ^bb0(%arg30: tensor<?x?x?x?x?xi8>, %arg31: tensor<?x?x?x?x?xi8>, %arg32: i32, %arg33: i32, %arg34: tensor<?x?x?x?x?xi32>):
// GENERIC-NEXT: %21 = "linalg.conv_2d_nhwgc_gfhwc_q"(%arg30, %arg31, %arg32, %arg33, %arg34) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg35: i8, %arg36: i8, %arg37: i32, %arg38: i32, %arg39: i32):
// GENERIC-NEXT: %22 = "arith.extsi"(%arg35) : (i8) -> i32
// GENERIC-NEXT: %23 = "arith.subi"(%22, %arg37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %24 = "arith.extsi"(%arg36) : (i8) -> i32
// GENERIC-NEXT: %25 = "arith.subi"(%24, %arg38) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %26 = "arith.muli"(%23, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %27 = "arith.addi"(%arg39, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%27) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map11, #map12, #map9, #map9, #map10]} : (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// GENERIC-NEXT: "func.return"(%21) : (tensor<?x?x?x?x?xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>, sym_name = "conv_3d_ndhwc_dhwcf_q"}> ({
// GENERIC-NEXT: ^bb0(%arg20: tensor<?x?x?x?x?xi8>, %arg21: tensor<?x?x?x?x?xi8>, %arg22: i32, %arg23: i32, %arg24: tensor<?x?x?x?x?xi32>):
// GENERIC-NEXT: %14 = "linalg.conv_3d_ndhwc_dhwcf_q"(%arg20, %arg21, %arg22, %arg23, %arg24) <{dilations = dense<3> : tensor<3xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg25: i8, %arg26: i8, %arg27: i32, %arg28: i32, %arg29: i32):
// GENERIC-NEXT: %15 = "arith.extsi"(%arg25) : (i8) -> i32
// GENERIC-NEXT: %16 = "arith.subi"(%15, %arg27) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %17 = "arith.extsi"(%arg26) : (i8) -> i32
// GENERIC-NEXT: %18 = "arith.subi"(%17, %arg28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %19 = "arith.muli"(%16, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %20 = "arith.addi"(%arg29, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%20) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map13, #map14, #map15, #map15, #map16]} : (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// GENERIC-NEXT: "func.return"(%14) : (tensor<?x?x?x?x?xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>, sym_name = "depthwise_conv_2d_nhwc_hwc_q"}> ({
// GENERIC-NEXT: ^bb0(%arg10: tensor<?x?x?x?xi8>, %arg11: tensor<?x?x?xi8>, %arg12: i32, %arg13: i32, %arg14: tensor<?x?x?x?xi32>):
// GENERIC-NEXT: %7 = "linalg.depthwise_conv_2d_nhwc_hwc_q"(%arg10, %arg11, %arg12, %arg13, %arg14) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg15: i8, %arg16: i8, %arg17: i32, %arg18: i32, %arg19: i32):
// GENERIC-NEXT: %8 = "arith.extsi"(%arg15) : (i8) -> i32
// GENERIC-NEXT: %9 = "arith.subi"(%8, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %10 = "arith.extsi"(%arg16) : (i8) -> i32
// GENERIC-NEXT: %11 = "arith.subi"(%10, %arg18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %12 = "arith.muli"(%9, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %13 = "arith.addi"(%arg19, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%13) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map17, #map18, #map19, #map19, #map20]} : (tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// GENERIC-NEXT: "func.return"(%7) : (tensor<?x?x?x?xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>, sym_name = "depthwise_conv_2d_nhwc_hwcm_q"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>):
// GENERIC-NEXT: %0 = "linalg.depthwise_conv_2d_nhwc_hwcm_q"(%arg0, %arg1, %arg2, %arg3, %arg4) <{dilations = dense<3> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
// GENERIC-NEXT: %1 = "arith.extsi"(%arg5) : (i8) -> i32
// GENERIC-NEXT: %2 = "arith.subi"(%1, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %3 = "arith.extsi"(%arg6) : (i8) -> i32
// GENERIC-NEXT: %4 = "arith.subi"(%3, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %5 = "arith.muli"(%2, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %6 = "arith.addi"(%arg9, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%6) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map21, #map22, #map2, #map2, #map23]} : (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<?x?x?x?x?xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GEN: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d6)>
// GEN-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GEN-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// GEN-NEXT: #map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GEN-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// GEN-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5 * 3, d3 * 2 + d6 * 3)>
// GEN-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GEN-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6 * 3, d4 * 2 + d7 * 3)>
// GEN-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// GEN-NEXT: #map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// GEN-NEXT: #map10 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GEN-NEXT: #map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3, d7)>
// GEN-NEXT: #map12 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// GEN-NEXT: #map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3 * 2 + d7 * 3, d8)>
// GEN-NEXT: #map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// GEN-NEXT: #map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
// GEN-NEXT: #map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// GEN-NEXT: #map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d3)>
// GEN-NEXT: #map18 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GEN-NEXT: #map19 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
// GEN-NEXT: #map20 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GEN-NEXT: #map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3)>
// GEN-NEXT: #map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// GEN-NEXT: #map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// GEN-NEXT: module {
// GEN-NEXT: func.func @conv_2d_nhwc_hwcf_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// GEN-NEXT: %1 = arith.extsi %in : i8 to i32
// GEN-NEXT: %2 = arith.subi %1, %in_1 : i32
// GEN-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// GEN-NEXT: %4 = arith.subi %3, %in_2 : i32
// GEN-NEXT: %5 = arith.muli %2, %4 : i32
// GEN-NEXT: %6 = arith.addi %out, %5 : i32
// GEN-NEXT: linalg.yield %6 : i32
// GEN-NEXT: } -> tensor<?x?x?x?xi32>
// GEN-NEXT: return %0 : tensor<?x?x?x?xi32>
// GEN-NEXT: }
// GEN-NEXT: func.func @conv_2d_nhwc_fhwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map4, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// GEN-NEXT: %1 = arith.extsi %in : i8 to i32
// GEN-NEXT: %2 = arith.subi %1, %in_1 : i32
// GEN-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// GEN-NEXT: %4 = arith.subi %3, %in_2 : i32
// GEN-NEXT: %5 = arith.muli %2, %4 : i32
// GEN-NEXT: %6 = arith.addi %out, %5 : i32
// GEN-NEXT: linalg.yield %6 : i32
// GEN-NEXT: } -> tensor<?x?x?x?xi32>
// GEN-NEXT: return %0 : tensor<?x?x?x?xi32>
// GEN-NEXT: }
// GEN-NEXT: func.func @conv_2d_nchw_fchw_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map5, #map6, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// GEN-NEXT: %1 = arith.extsi %in : i8 to i32
// GEN-NEXT: %2 = arith.subi %1, %in_1 : i32
// GEN-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// GEN-NEXT: %4 = arith.subi %3, %in_2 : i32
// GEN-NEXT: %5 = arith.muli %2, %4 : i32
// GEN-NEXT: %6 = arith.addi %out, %5 : i32
// GEN-NEXT: linalg.yield %6 : i32
// GEN-NEXT: } -> tensor<?x?x?x?xi32>
// GEN-NEXT: return %0 : tensor<?x?x?x?xi32>
// GEN-NEXT: }
// GEN-NEXT: func.func @conv_2d_ngchw_gfchw_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// GEN-NEXT: %1 = arith.extsi %in : i8 to i32
// GEN-NEXT: %2 = arith.subi %1, %in_1 : i32
// GEN-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// GEN-NEXT: %4 = arith.subi %3, %in_2 : i32
// GEN-NEXT: %5 = arith.muli %2, %4 : i32
// GEN-NEXT: %6 = arith.addi %out, %5 : i32
// GEN-NEXT: linalg.yield %6 : i32
// GEN-NEXT: } -> tensor<?x?x?x?x?xi32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// GEN-NEXT: }
// GEN-NEXT: func.func @conv_2d_nhwgc_gfhwc_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map11, #map12, #map9, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// GEN-NEXT: %1 = arith.extsi %in : i8 to i32
// GEN-NEXT: %2 = arith.subi %1, %in_1 : i32
// GEN-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// GEN-NEXT: %4 = arith.subi %3, %in_2 : i32
// GEN-NEXT: %5 = arith.muli %2, %4 : i32
// GEN-NEXT: %6 = arith.addi %out, %5 : i32
// GEN-NEXT: linalg.yield %6 : i32
// GEN-NEXT: } -> tensor<?x?x?x?x?xi32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// GEN-NEXT: }
// GEN-NEXT: func.func @conv_3d_ndhwc_dhwcf_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map13, #map14, #map15, #map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// GEN-NEXT: %1 = arith.extsi %in : i8 to i32
// GEN-NEXT: %2 = arith.subi %1, %in_1 : i32
// GEN-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// GEN-NEXT: %4 = arith.subi %3, %in_2 : i32
// GEN-NEXT: %5 = arith.muli %2, %4 : i32
// GEN-NEXT: %6 = arith.addi %out, %5 : i32
// GEN-NEXT: linalg.yield %6 : i32
// GEN-NEXT: } -> tensor<?x?x?x?x?xi32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// GEN-NEXT: }
// GEN-NEXT: func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map17, #map18, #map19, #map19, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// GEN-NEXT: %1 = arith.extsi %in : i8 to i32
// GEN-NEXT: %2 = arith.subi %1, %in_1 : i32
// GEN-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// GEN-NEXT: %4 = arith.subi %3, %in_2 : i32
// GEN-NEXT: %5 = arith.muli %2, %4 : i32
// GEN-NEXT: %6 = arith.addi %out, %5 : i32
// GEN-NEXT: linalg.yield %6 : i32
// GEN-NEXT: } -> tensor<?x?x?x?xi32>
// GEN-NEXT: return %0 : tensor<?x?x?x?xi32>
// GEN-NEXT: }
// GEN-NEXT: func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map21, #map22, #map2, #map2, #map23], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// GEN-NEXT: %1 = arith.extsi %in : i8 to i32
// GEN-NEXT: %2 = arith.subi %1, %in_1 : i32
// GEN-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// GEN-NEXT: %4 = arith.subi %3, %in_2 : i32
// GEN-NEXT: %5 = arith.muli %2, %4 : i32
// GEN-NEXT: %6 = arith.addi %out, %5 : i32
// GEN-NEXT: linalg.yield %6 : i32
// GEN-NEXT: } -> tensor<?x?x?x?x?xi32>
// GEN-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// GEN-NEXT: }
// GEN-NEXT: }
// BACK: module {
// BACK-NEXT: func.func @conv_2d_nhwc_hwcf_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// BACK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// BACK-NEXT: return %0 : tensor<?x?x?x?xi32>
// BACK-NEXT: }
// BACK-NEXT: func.func @conv_2d_nhwc_fhwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// BACK-NEXT: %0 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// BACK-NEXT: return %0 : tensor<?x?x?x?xi32>
// BACK-NEXT: }
// BACK-NEXT: func.func @conv_2d_nchw_fchw_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// BACK-NEXT: %0 = linalg.conv_2d_nchw_fchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// BACK-NEXT: return %0 : tensor<?x?x?x?xi32>
// BACK-NEXT: }
// BACK-NEXT: func.func @conv_2d_ngchw_gfchw_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// BACK-NEXT: %0 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// BACK-NEXT: }
// BACK-NEXT: func.func @conv_2d_nhwgc_gfhwc_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// BACK-NEXT: %0 = linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// BACK-NEXT: }
// BACK-NEXT: func.func @conv_3d_ndhwc_dhwcf_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// BACK-NEXT: %0 = linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// BACK-NEXT: }
// BACK-NEXT: func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// BACK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// BACK-NEXT: return %0 : tensor<?x?x?x?xi32>
// BACK-NEXT: }
// BACK-NEXT: func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// BACK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// BACK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// BACK-NEXT: }
// BACK-NEXT: }

func.func @conv_2d_nhwc_hwcf_q(%i: tensor<?x?x?x?xi8>, %f: tensor<?x?x?x?xi8>, %zi: i32, %zf: i32, %o: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f, %zi, %zf : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%o : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}
func.func @conv_2d_nhwc_fhwc_q(%i: tensor<?x?x?x?xi8>, %f: tensor<?x?x?x?xi8>, %zi: i32, %zf: i32, %o: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f, %zi, %zf : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%o : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}
func.func @conv_2d_nchw_fchw_q(%i: tensor<?x?x?x?xi8>, %f: tensor<?x?x?x?xi8>, %zi: i32, %zf: i32, %o: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = linalg.conv_2d_nchw_fchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f, %zi, %zf : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%o : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}
func.func @conv_2d_ngchw_gfchw_q(%i: tensor<?x?x?x?x?xi8>, %f: tensor<?x?x?x?x?xi8>, %zi: i32, %zf: i32, %o: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
  %0 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f, %zi, %zf : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%o : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
  return %0 : tensor<?x?x?x?x?xi32>
}
func.func @conv_2d_nhwgc_gfhwc_q(%i: tensor<?x?x?x?x?xi8>, %f: tensor<?x?x?x?x?xi8>, %zi: i32, %zf: i32, %o: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f, %zi, %zf : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%o : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
  return %0 : tensor<?x?x?x?x?xi32>
}
func.func @conv_3d_ndhwc_dhwcf_q(%i: tensor<?x?x?x?x?xi8>, %f: tensor<?x?x?x?x?xi8>, %zi: i32, %zf: i32, %o: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%i, %f, %zi, %zf : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%o : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
  return %0 : tensor<?x?x?x?x?xi32>
}
func.func @depthwise_conv_2d_nhwc_hwc_q(%i: tensor<?x?x?x?xi8>, %f: tensor<?x?x?xi8>, %zi: i32, %zf: i32, %o: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f, %zi, %zf : tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32) outs(%o : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}
func.func @depthwise_conv_2d_nhwc_hwcm_q(%i: tensor<?x?x?x?xi8>, %f: tensor<?x?x?x?xi8>, %zi: i32, %zf: i32, %o: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f, %zi, %zf : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%o : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
  return %0 : tensor<?x?x?x?x?xi32>
}

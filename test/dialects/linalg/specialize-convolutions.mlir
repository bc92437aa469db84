// linalg-specialize-generic-ops on generics of all 47 convolution and
// pooling ops of MLIR 22 (strides 2, dilations 3; f32 and i8->i32
// bodies): each becomes its named op, as with mlir-opt 22.
// RUN: terrace-opt --linalg-specialize-generic-ops %s | FileCheck %s
// RUN: %mlir-opt --linalg-specialize-generic-ops %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK: module {
// CHECK-LABEL: func.func @conv_1d(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = linalg.conv_1d ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d_nwc_wcf(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_1d_nwc_wcf {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_1d_ncw_fcw(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_1d_ncw_fcw {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nchw_fchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nchw_fchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_ngchw_gfchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_3d ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
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
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xi32>
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
// CHECK-LABEL: func.func @pooling_nhwc_max(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_max {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_min(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_min {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_sum(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_sum {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned(%arg0: tensor<?x?x?x?xi32>, %arg1: tensor<?x?xi32>, %arg2: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_max_unsigned {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xi32>, tensor<?x?xi32>) outs(%arg2 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned(%arg0: tensor<?x?x?x?xi32>, %arg1: tensor<?x?xi32>, %arg2: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_min_unsigned {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xi32>, tensor<?x?xi32>) outs(%arg2 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nchw_sum(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nchw_sum {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nchw_max(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nchw_max {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_sum(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nwc_sum {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ncw_sum(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_ncw_sum {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_max(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nwc_max {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_max_unsigned(%arg0: tensor<?x?x?xi32>, %arg1: tensor<?xi32>, %arg2: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.pooling_nwc_max_unsigned {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xi32>, tensor<?xi32>) outs(%arg2 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ncw_max(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_ncw_max {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_min(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_nwc_min {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_nwc_min_unsigned(%arg0: tensor<?x?x?xi32>, %arg1: tensor<?xi32>, %arg2: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
// CHECK-NEXT: %0 = linalg.pooling_nwc_min_unsigned {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xi32>, tensor<?xi32>) outs(%arg2 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
// CHECK-NEXT: return %0 : tensor<?x?x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_sum(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_ndhwc_sum {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_max(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_ndhwc_max {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_ndhwc_min(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT: %0 = linalg.pooling_ndhwc_min {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

#map = affine_map<(d0, d1) -> (d0 + d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3 * 3, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 * 2 + d4 * 3)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d6)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5 * 3, d3 * 2 + d6 * 3)>
#map17 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map18 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6 * 3, d4 * 2 + d7 * 3)>
#map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
#map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
#map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
#map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3, d7)>
#map24 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
#map25 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>
#map26 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map27 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map28 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3 * 2 + d7 * 3, d8)>
#map29 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
#map30 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
#map31 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
#map32 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 * 2 + d6 * 3, d3 * 2 + d7 * 3, d4 * 2 + d8 * 3)>
#map33 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
#map34 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 * 2 + d3 * 3)>
#map35 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
#map36 = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 2 + d3 * 3, d2)>
#map37 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map38 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map39 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d4 * 3, d2)>
#map40 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
#map41 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map42 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3)>
#map43 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
#map44 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d3)>
#map45 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map46 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map47 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
#map48 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3)>
#map49 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
#map50 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
#map51 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d3 * 2 + d6 * 3, d7)>
#map52 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
#map53 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
#map54 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d3 * 2 + d6 * 3)>
#map55 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
#map56 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
#map57 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
#map58 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map59 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4 * 3, d3 * 2 + d5 * 3)>
#map60 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map61 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + d3 * 3)>
#map62 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3 * 2 + d7 * 3, d4)>
#map63 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
module {
  func.func @conv_1d(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> tensor<?xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @conv_1d_nwc_wcf(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @conv_1d_ncw_fcw(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map6, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @conv_2d(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @conv_2d_nhwc_hwcf(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @conv_2d_nhwc_hwcf_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map11, #map12, #map14, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.subi %1, %in_1 : i32
      %3 = arith.extsi %in_0 : i8 to i32
      %4 = arith.subi %3, %in_2 : i32
      %5 = arith.muli %2, %4 : i32
      %6 = arith.addi %out, %5 : i32
      linalg.yield %6 : i32
    } -> tensor<?x?x?x?xi32>
    return %0 : tensor<?x?x?x?xi32>
  }
  func.func @conv_2d_nhwc_fhwc(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map11, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @conv_2d_nhwc_fhwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map11, #map15, #map14, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.subi %1, %in_1 : i32
      %3 = arith.extsi %in_0 : i8 to i32
      %4 = arith.subi %3, %in_2 : i32
      %5 = arith.muli %2, %4 : i32
      %6 = arith.addi %out, %5 : i32
      linalg.yield %6 : i32
    } -> tensor<?x?x?x?xi32>
    return %0 : tensor<?x?x?x?xi32>
  }
  func.func @conv_2d_nchw_fchw(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map16, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @conv_2d_nchw_fchw_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map16, #map17, #map14, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.subi %1, %in_1 : i32
      %3 = arith.extsi %in_0 : i8 to i32
      %4 = arith.subi %3, %in_2 : i32
      %5 = arith.muli %2, %4 : i32
      %6 = arith.addi %out, %5 : i32
      linalg.yield %6 : i32
    } -> tensor<?x?x?x?xi32>
    return %0 : tensor<?x?x?x?xi32>
  }
  func.func @conv_2d_ngchw_fgchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map18, #map19, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?xf32>
  }
  func.func @conv_2d_ngchw_gfchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map18, #map21, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?xf32>
  }
  func.func @conv_2d_ngchw_gfchw_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map18, #map21, #map22, #map22, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.subi %1, %in_1 : i32
      %3 = arith.extsi %in_0 : i8 to i32
      %4 = arith.subi %3, %in_2 : i32
      %5 = arith.muli %2, %4 : i32
      %6 = arith.addi %out, %5 : i32
      linalg.yield %6 : i32
    } -> tensor<?x?x?x?x?xi32>
    return %0 : tensor<?x?x?x?x?xi32>
  }
  func.func @conv_2d_nhwgc_gfhwc(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map23, #map24, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?xf32>
  }
  func.func @conv_2d_nhwgc_gfhwc_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map23, #map24, #map22, #map22, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.subi %1, %in_1 : i32
      %3 = arith.extsi %in_0 : i8 to i32
      %4 = arith.subi %3, %in_2 : i32
      %5 = arith.muli %2, %4 : i32
      %6 = arith.addi %out, %5 : i32
      linalg.yield %6 : i32
    } -> tensor<?x?x?x?x?xi32>
    return %0 : tensor<?x?x?x?x?xi32>
  }
  func.func @conv_3d(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map25, #map26, #map27], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @conv_3d_ndhwc_dhwcf(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map28, #map29, #map30], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?xf32>
  }
  func.func @conv_3d_ndhwc_dhwcf_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map28, #map29, #map31, #map31, #map30], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.subi %1, %in_1 : i32
      %3 = arith.extsi %in_0 : i8 to i32
      %4 = arith.subi %3, %in_2 : i32
      %5 = arith.muli %2, %4 : i32
      %6 = arith.addi %out, %5 : i32
      linalg.yield %6 : i32
    } -> tensor<?x?x?x?x?xi32>
    return %0 : tensor<?x?x?x?x?xi32>
  }
  func.func @conv_3d_ncdhw_fcdhw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map32, #map33, #map30], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?xf32>
  }
  func.func @depthwise_conv_1d_ncw_cw(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map34, #map9, #map35], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @depthwise_conv_1d_nwc_wc(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map36, #map37, #map38], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @depthwise_conv_1d_nwc_wcm(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map39, #map40, #map41], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @depthwise_conv_2d_nchw_chw(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map42, #map26, #map43], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @depthwise_conv_2d_nhwc_hwc(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map44, #map45, #map46], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map44, #map45, #map47, #map47, #map46], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.subi %1, %in_1 : i32
      %3 = arith.extsi %in_0 : i8 to i32
      %4 = arith.subi %3, %in_2 : i32
      %5 = arith.muli %2, %4 : i32
      %6 = arith.addi %out, %5 : i32
      linalg.yield %6 : i32
    } -> tensor<?x?x?x?xi32>
    return %0 : tensor<?x?x?x?xi32>
  }
  func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map48, #map49, #map50], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?xf32>
  }
  func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map48, #map49, #map14, #map14, #map50], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.subi %1, %in_1 : i32
      %3 = arith.extsi %in_0 : i8 to i32
      %4 = arith.subi %3, %in_2 : i32
      %5 = arith.muli %2, %4 : i32
      %6 = arith.addi %out, %5 : i32
      linalg.yield %6 : i32
    } -> tensor<?x?x?x?x?xi32>
    return %0 : tensor<?x?x?x?x?xi32>
  }
  func.func @depthwise_conv_3d_ndhwc_dhwc(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map51, #map52, #map53], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?xf32>
  }
  func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map54, #map55, #map56], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?xf32>
  }
  func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map28, #map29, #map57], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<?x?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?x?xf32>
  }
  func.func @pooling_nhwc_max(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map44, #map58, #map46], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.maximumf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @pooling_nhwc_min(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map44, #map58, #map46], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.minimumf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @pooling_nhwc_sum(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map44, #map58, #map46], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.addf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @pooling_nhwc_max_unsigned(%arg0: tensor<?x?x?x?xi32>, %arg1: tensor<?x?xi32>, %arg2: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map44, #map58, #map46], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xi32>, tensor<?x?xi32>) outs(%arg2 : tensor<?x?x?x?xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %1 = arith.maxui %out, %in : i32
      linalg.yield %1 : i32
    } -> tensor<?x?x?x?xi32>
    return %0 : tensor<?x?x?x?xi32>
  }
  func.func @pooling_nhwc_min_unsigned(%arg0: tensor<?x?x?x?xi32>, %arg1: tensor<?x?xi32>, %arg2: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map44, #map58, #map46], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xi32>, tensor<?x?xi32>) outs(%arg2 : tensor<?x?x?x?xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %1 = arith.minui %out, %in : i32
      linalg.yield %1 : i32
    } -> tensor<?x?x?x?xi32>
    return %0 : tensor<?x?x?x?xi32>
  }
  func.func @pooling_nchw_sum(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map59, #map58, #map46], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.addf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @pooling_nchw_max(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map59, #map58, #map46], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.maximumf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @pooling_nwc_sum(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map36, #map60, #map38], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.addf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @pooling_ncw_sum(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map61, #map60, #map38], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.addf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @pooling_nwc_max(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map36, #map60, #map38], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.maximumf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @pooling_nwc_max_unsigned(%arg0: tensor<?x?x?xi32>, %arg1: tensor<?xi32>, %arg2: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map36, #map60, #map38], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xi32>, tensor<?xi32>) outs(%arg2 : tensor<?x?x?xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %1 = arith.maxui %out, %in : i32
      linalg.yield %1 : i32
    } -> tensor<?x?x?xi32>
    return %0 : tensor<?x?x?xi32>
  }
  func.func @pooling_ncw_max(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map61, #map60, #map38], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.maximumf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @pooling_nwc_min(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map36, #map60, #map38], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.minimumf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @pooling_nwc_min_unsigned(%arg0: tensor<?x?x?xi32>, %arg1: tensor<?xi32>, %arg2: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
    %0 = linalg.generic {indexing_maps = [#map36, #map60, #map38], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xi32>, tensor<?xi32>) outs(%arg2 : tensor<?x?x?xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %1 = arith.minui %out, %in : i32
      linalg.yield %1 : i32
    } -> tensor<?x?x?xi32>
    return %0 : tensor<?x?x?xi32>
  }
  func.func @pooling_ndhwc_sum(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map62, #map63, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.addf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?xf32>
  }
  func.func @pooling_ndhwc_max(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map62, #map63, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.maximumf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?xf32>
  }
  func.func @pooling_ndhwc_min(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map62, #map63, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.minimumf %out, %in : f32
      linalg.yield %1 : f32
    } -> tensor<?x?x?x?x?xf32>
    return %0 : tensor<?x?x?x?x?xf32>
  }
}


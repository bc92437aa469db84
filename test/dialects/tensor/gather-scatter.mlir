// tensor.gather and tensor.scatter: custom and generic forms (the
// rank-reduced and full result forms, `unique`, discardable attributes),
// and --canonicalize (a gather of a splat constant folds; dead ones go;
// scatter has no folds); both tools print the same.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// RUN: %mlir-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// The CHECK lines are mlir-opt 22's output.
// CHECK: module {
// CHECK-LABEL: func.func @gather(%arg0: tensor<4x4x4xf32>, %arg1: tensor<1x2x3xindex>, %arg2: tensor<6x7x1xi32>, %arg3: tensor<3x4x5xf32>) -> (tensor<1x2x1x1x1xf32>, tensor<1x2xf32>, tensor<6x7x3x1x5xf32>, tensor<6x7x3x5xf32>) {
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg1] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
// CHECK-NEXT: %gather_0 = tensor.gather %arg0[%arg1] gather_dims([0, 1, 2]) unique : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
// CHECK-NEXT: %gather_1 = tensor.gather %arg3[%arg2] gather_dims([1]) : (tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<6x7x3x1x5xf32>
// CHECK-NEXT: %gather_2 = tensor.gather %arg3[%arg2] gather_dims([1]) unique {foo = 1 : i32} : (tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<6x7x3x5xf32>
// CHECK-NEXT: return %gather, %gather_0, %gather_1, %gather_2 : tensor<1x2x1x1x1xf32>, tensor<1x2xf32>, tensor<6x7x3x1x5xf32>, tensor<6x7x3x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scatter(%arg0: tensor<1x2x1x1x1xf32>, %arg1: tensor<4x4x4xf32>, %arg2: tensor<1x2x3xindex>, %arg3: tensor<3x4x1x6xf32>, %arg4: tensor<4x5x6xf32>, %arg5: tensor<3x1xindex>) -> (tensor<4x4x4xf32>, tensor<4x5x6xf32>) {
// CHECK-NEXT: %scatter = tensor.scatter %arg0 into %arg1[%arg2] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
// CHECK-NEXT: %scatter_0 = tensor.scatter %arg3 into %arg4[%arg5] scatter_dims([1]) unique : (tensor<3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x1xindex>) -> tensor<4x5x6xf32>
// CHECK-NEXT: return %scatter, %scatter_0 : tensor<4x4x4xf32>, tensor<4x5x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gather_splat(%arg0: tensor<2x3x1xindex>) -> (tensor<2x3x4x1x6xf32>, tensor<2x3x4x6xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : tensor<4x5x6xf32>
// CHECK-NEXT: %gather = tensor.gather %cst[%arg0] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x1x6xf32>
// CHECK-NEXT: %gather_0 = tensor.gather %cst[%arg0] gather_dims([1]) unique : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x6xf32>
// CHECK-NEXT: return %gather, %gather_0 : tensor<2x3x4x1x6xf32>, tensor<2x3x4x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gather_splat_dyn(%arg0: tensor<?x1xindex>) -> tensor<?x4x6xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : tensor<4x5x6xf32>
// CHECK-NEXT: %gather = tensor.gather %cst[%arg0] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<?x1xindex>) -> tensor<?x4x6xf32>
// CHECK-NEXT: return %gather : tensor<?x4x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gather_nonsplat(%arg0: tensor<2x1xindex>) -> tensor<2x1xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-NEXT: %gather = tensor.gather %cst[%arg0] gather_dims([0]) : (tensor<3xi32>, tensor<2x1xindex>) -> tensor<2x1xi32>
// CHECK-NEXT: return %gather : tensor<2x1xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gather_splat_i(%arg0: tensor<2x1xi8>) -> tensor<2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<7> : tensor<3xi32>
// CHECK-NEXT: %gather = tensor.gather %cst[%arg0] gather_dims([0]) unique : (tensor<3xi32>, tensor<2x1xi8>) -> tensor<2xi32>
// CHECK-NEXT: return %gather : tensor<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gather_dead(%arg0: tensor<4x5xf32>, %arg1: tensor<2x1xindex>) {
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg1] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gather_cast(%arg0: tensor<4x5xf32>, %arg1: tensor<2x1xindex>) -> tensor<2x1x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x5xf32> to tensor<4x?xf32>
// CHECK-NEXT: %gather = tensor.gather %cast[%arg1] gather_dims([0]) : (tensor<4x?xf32>, tensor<2x1xindex>) -> tensor<2x1x?xf32>
// CHECK-NEXT: return %gather : tensor<2x1x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scatter_splat(%arg0: tensor<2x1xindex>) -> tensor<4x5xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x5xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : tensor<4x5xf32>
// CHECK-NEXT: %scatter = tensor.scatter %cst into %cst_0[%arg0] scatter_dims([0]) unique : (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
// CHECK-NEXT: return %scatter : tensor<4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scatter_cast(%arg0: tensor<2x5xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x1xindex>) -> tensor<4x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<4x5xf32> to tensor<4x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<2x5xf32> to tensor<2x?xf32>
// CHECK-NEXT: %scatter = tensor.scatter %cast_0 into %cast[%arg2] scatter_dims([0]) unique : (tensor<2x?xf32>, tensor<4x?xf32>, tensor<2x1xindex>) -> tensor<4x?xf32>
// CHECK-NEXT: return %scatter : tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scatter_dead(%arg0: tensor<2x5xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x1xindex>) {
// CHECK-NEXT: %scatter = tensor.scatter %arg0 into %arg1[%arg2] scatter_dims([0]) unique : (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x4x4xf32>, tensor<1x2x3xindex>, tensor<6x7x1xi32>, tensor<3x4x5xf32>) -> (tensor<1x2x1x1x1xf32>, tensor<1x2xf32>, tensor<6x7x3x1x5xf32>, tensor<6x7x3x5xf32>), sym_name = "gather"}> ({
// GENERIC-NEXT: ^bb0(%arg21: tensor<4x4x4xf32>, %arg22: tensor<1x2x3xindex>, %arg23: tensor<6x7x1xi32>, %arg24: tensor<3x4x5xf32>):
// GENERIC-NEXT: %21 = "tensor.gather"(%arg21, %arg22) <{gather_dims = array<i64: 0, 1, 2>}> : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
// GENERIC-NEXT: %22 = "tensor.gather"(%arg21, %arg22) <{gather_dims = array<i64: 0, 1, 2>, unique}> : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
// GENERIC-NEXT: %23 = "tensor.gather"(%arg24, %arg23) <{gather_dims = array<i64: 1>}> : (tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<6x7x3x1x5xf32>
// GENERIC-NEXT: %24 = "tensor.gather"(%arg24, %arg23) <{gather_dims = array<i64: 1>, unique}> {foo = 1 : i32} : (tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<6x7x3x5xf32>
// GENERIC-NEXT: "func.return"(%21, %22, %23, %24) : (tensor<1x2x1x1x1xf32>, tensor<1x2xf32>, tensor<6x7x3x1x5xf32>, tensor<6x7x3x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<1x2x1x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>, tensor<3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x1xindex>) -> (tensor<4x4x4xf32>, tensor<4x5x6xf32>), sym_name = "scatter"}> ({
// GENERIC-NEXT: ^bb0(%arg15: tensor<1x2x1x1x1xf32>, %arg16: tensor<4x4x4xf32>, %arg17: tensor<1x2x3xindex>, %arg18: tensor<3x4x1x6xf32>, %arg19: tensor<4x5x6xf32>, %arg20: tensor<3x1xindex>):
// GENERIC-NEXT: %19 = "tensor.scatter"(%arg15, %arg16, %arg17) <{scatter_dims = array<i64: 0, 1, 2>, unique}> : (tensor<1x2x1x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
// GENERIC-NEXT: %20 = "tensor.scatter"(%arg18, %arg19, %arg20) <{scatter_dims = array<i64: 1>, unique}> : (tensor<3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x1xindex>) -> tensor<4x5x6xf32>
// GENERIC-NEXT: "func.return"(%19, %20) : (tensor<4x4x4xf32>, tensor<4x5x6xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3x1xindex>) -> (tensor<2x3x4x1x6xf32>, tensor<2x3x4x6xf32>), sym_name = "gather_splat"}> ({
// GENERIC-NEXT: ^bb0(%arg14: tensor<2x3x1xindex>):
// GENERIC-NEXT: %16 = "arith.constant"() <{value = dense<1.500000e+00> : tensor<4x5x6xf32>}> : () -> tensor<4x5x6xf32>
// GENERIC-NEXT: %17 = "tensor.gather"(%16, %arg14) <{gather_dims = array<i64: 1>}> : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x1x6xf32>
// GENERIC-NEXT: %18 = "tensor.gather"(%16, %arg14) <{gather_dims = array<i64: 1>, unique}> : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x6xf32>
// GENERIC-NEXT: "func.return"(%17, %18) : (tensor<2x3x4x1x6xf32>, tensor<2x3x4x6xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x1xindex>) -> tensor<?x4x6xf32>, sym_name = "gather_splat_dyn"}> ({
// GENERIC-NEXT: ^bb0(%arg13: tensor<?x1xindex>):
// GENERIC-NEXT: %14 = "arith.constant"() <{value = dense<1.500000e+00> : tensor<4x5x6xf32>}> : () -> tensor<4x5x6xf32>
// GENERIC-NEXT: %15 = "tensor.gather"(%14, %arg13) <{gather_dims = array<i64: 1>}> : (tensor<4x5x6xf32>, tensor<?x1xindex>) -> tensor<?x4x6xf32>
// GENERIC-NEXT: "func.return"(%15) : (tensor<?x4x6xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x1xindex>) -> tensor<2x1xi32>, sym_name = "gather_nonsplat"}> ({
// GENERIC-NEXT: ^bb0(%arg12: tensor<2x1xindex>):
// GENERIC-NEXT: %12 = "arith.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
// GENERIC-NEXT: %13 = "tensor.gather"(%12, %arg12) <{gather_dims = array<i64: 0>}> : (tensor<3xi32>, tensor<2x1xindex>) -> tensor<2x1xi32>
// GENERIC-NEXT: "func.return"(%13) : (tensor<2x1xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x1xi8>) -> tensor<2xi32>, sym_name = "gather_splat_i"}> ({
// GENERIC-NEXT: ^bb0(%arg11: tensor<2x1xi8>):
// GENERIC-NEXT: %10 = "arith.constant"() <{value = dense<7> : tensor<3xi32>}> : () -> tensor<3xi32>
// GENERIC-NEXT: %11 = "tensor.gather"(%10, %arg11) <{gather_dims = array<i64: 0>, unique}> : (tensor<3xi32>, tensor<2x1xi8>) -> tensor<2xi32>
// GENERIC-NEXT: "func.return"(%11) : (tensor<2xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x5xf32>, tensor<2x1xindex>) -> (), sym_name = "gather_dead"}> ({
// GENERIC-NEXT: ^bb0(%arg9: tensor<4x5xf32>, %arg10: tensor<2x1xindex>):
// GENERIC-NEXT: %9 = "tensor.gather"(%arg9, %arg10) <{gather_dims = array<i64: 0>}> : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x?xf32>, sym_name = "gather_cast"}> ({
// GENERIC-NEXT: ^bb0(%arg7: tensor<4x5xf32>, %arg8: tensor<2x1xindex>):
// GENERIC-NEXT: %7 = "tensor.cast"(%arg7) : (tensor<4x5xf32>) -> tensor<4x?xf32>
// GENERIC-NEXT: %8 = "tensor.gather"(%7, %arg8) <{gather_dims = array<i64: 0>}> : (tensor<4x?xf32>, tensor<2x1xindex>) -> tensor<2x1x?xf32>
// GENERIC-NEXT: "func.return"(%8) : (tensor<2x1x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x1xindex>) -> tensor<4x5xf32>, sym_name = "scatter_splat"}> ({
// GENERIC-NEXT: ^bb0(%arg6: tensor<2x1xindex>):
// GENERIC-NEXT: %4 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<2x5xf32>}> : () -> tensor<2x5xf32>
// GENERIC-NEXT: %5 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4x5xf32>}> : () -> tensor<4x5xf32>
// GENERIC-NEXT: %6 = "tensor.scatter"(%4, %5, %arg6) <{scatter_dims = array<i64: 0>, unique}> : (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
// GENERIC-NEXT: "func.return"(%6) : (tensor<4x5xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x?xf32>, sym_name = "scatter_cast"}> ({
// GENERIC-NEXT: ^bb0(%arg3: tensor<2x5xf32>, %arg4: tensor<4x5xf32>, %arg5: tensor<2x1xindex>):
// GENERIC-NEXT: %1 = "tensor.cast"(%arg4) : (tensor<4x5xf32>) -> tensor<4x?xf32>
// GENERIC-NEXT: %2 = "tensor.cast"(%arg3) : (tensor<2x5xf32>) -> tensor<2x?xf32>
// GENERIC-NEXT: %3 = "tensor.scatter"(%2, %1, %arg5) <{scatter_dims = array<i64: 0>, unique}> : (tensor<2x?xf32>, tensor<4x?xf32>, tensor<2x1xindex>) -> tensor<4x?xf32>
// GENERIC-NEXT: "func.return"(%3) : (tensor<4x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> (), sym_name = "scatter_dead"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<2x5xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x1xindex>):
// GENERIC-NEXT: %0 = "tensor.scatter"(%arg0, %arg1, %arg2) <{scatter_dims = array<i64: 0>, unique}> : (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CANON: module {
// CANON-NEXT: func.func @gather(%arg0: tensor<4x4x4xf32>, %arg1: tensor<1x2x3xindex>, %arg2: tensor<6x7x1xi32>, %arg3: tensor<3x4x5xf32>) -> (tensor<1x2x1x1x1xf32>, tensor<1x2xf32>, tensor<6x7x3x1x5xf32>, tensor<6x7x3x5xf32>) {
// CANON-NEXT: %gather = tensor.gather %arg0[%arg1] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
// CANON-NEXT: %gather_0 = tensor.gather %arg0[%arg1] gather_dims([0, 1, 2]) unique : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
// CANON-NEXT: %gather_1 = tensor.gather %arg3[%arg2] gather_dims([1]) : (tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<6x7x3x1x5xf32>
// CANON-NEXT: %gather_2 = tensor.gather %arg3[%arg2] gather_dims([1]) unique {foo = 1 : i32} : (tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<6x7x3x5xf32>
// CANON-NEXT: return %gather, %gather_0, %gather_1, %gather_2 : tensor<1x2x1x1x1xf32>, tensor<1x2xf32>, tensor<6x7x3x1x5xf32>, tensor<6x7x3x5xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @scatter(%arg0: tensor<1x2x1x1x1xf32>, %arg1: tensor<4x4x4xf32>, %arg2: tensor<1x2x3xindex>, %arg3: tensor<3x4x1x6xf32>, %arg4: tensor<4x5x6xf32>, %arg5: tensor<3x1xindex>) -> (tensor<4x4x4xf32>, tensor<4x5x6xf32>) {
// CANON-NEXT: %scatter = tensor.scatter %arg0 into %arg1[%arg2] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
// CANON-NEXT: %scatter_0 = tensor.scatter %arg3 into %arg4[%arg5] scatter_dims([1]) unique : (tensor<3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x1xindex>) -> tensor<4x5x6xf32>
// CANON-NEXT: return %scatter, %scatter_0 : tensor<4x4x4xf32>, tensor<4x5x6xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @gather_splat(%arg0: tensor<2x3x1xindex>) -> (tensor<2x3x4x1x6xf32>, tensor<2x3x4x6xf32>) {
// CANON-NEXT: %cst = arith.constant dense<1.500000e+00> : tensor<2x3x4x1x6xf32>
// CANON-NEXT: %cst_0 = arith.constant dense<1.500000e+00> : tensor<2x3x4x6xf32>
// CANON-NEXT: return %cst, %cst_0 : tensor<2x3x4x1x6xf32>, tensor<2x3x4x6xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @gather_splat_dyn(%arg0: tensor<?x1xindex>) -> tensor<?x4x6xf32> {
// CANON-NEXT: %cst = arith.constant dense<1.500000e+00> : tensor<4x5x6xf32>
// CANON-NEXT: %gather = tensor.gather %cst[%arg0] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<?x1xindex>) -> tensor<?x4x6xf32>
// CANON-NEXT: return %gather : tensor<?x4x6xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @gather_nonsplat(%arg0: tensor<2x1xindex>) -> tensor<2x1xi32> {
// CANON-NEXT: %cst = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CANON-NEXT: %gather = tensor.gather %cst[%arg0] gather_dims([0]) : (tensor<3xi32>, tensor<2x1xindex>) -> tensor<2x1xi32>
// CANON-NEXT: return %gather : tensor<2x1xi32>
// CANON-NEXT: }
// CANON-NEXT: func.func @gather_splat_i(%arg0: tensor<2x1xi8>) -> tensor<2xi32> {
// CANON-NEXT: %cst = arith.constant dense<7> : tensor<2xi32>
// CANON-NEXT: return %cst : tensor<2xi32>
// CANON-NEXT: }
// CANON-NEXT: func.func @gather_dead(%arg0: tensor<4x5xf32>, %arg1: tensor<2x1xindex>) {
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @gather_cast(%arg0: tensor<4x5xf32>, %arg1: tensor<2x1xindex>) -> tensor<2x1x?xf32> {
// CANON-NEXT: %cast = tensor.cast %arg0 : tensor<4x5xf32> to tensor<4x?xf32>
// CANON-NEXT: %gather = tensor.gather %cast[%arg1] gather_dims([0]) : (tensor<4x?xf32>, tensor<2x1xindex>) -> tensor<2x1x?xf32>
// CANON-NEXT: return %gather : tensor<2x1x?xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @scatter_splat(%arg0: tensor<2x1xindex>) -> tensor<4x5xf32> {
// CANON-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x5xf32>
// CANON-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : tensor<4x5xf32>
// CANON-NEXT: %scatter = tensor.scatter %cst into %cst_0[%arg0] scatter_dims([0]) unique : (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
// CANON-NEXT: return %scatter : tensor<4x5xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @scatter_cast(%arg0: tensor<2x5xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x1xindex>) -> tensor<4x?xf32> {
// CANON-NEXT: %cast = tensor.cast %arg1 : tensor<4x5xf32> to tensor<4x?xf32>
// CANON-NEXT: %cast_0 = tensor.cast %arg0 : tensor<2x5xf32> to tensor<2x?xf32>
// CANON-NEXT: %scatter = tensor.scatter %cast_0 into %cast[%arg2] scatter_dims([0]) unique : (tensor<2x?xf32>, tensor<4x?xf32>, tensor<2x1xindex>) -> tensor<4x?xf32>
// CANON-NEXT: return %scatter : tensor<4x?xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @scatter_dead(%arg0: tensor<2x5xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x1xindex>) {
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }

func.func @gather(%src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>, %idx2: tensor<6x7x1xi32>, %src2: tensor<3x4x5xf32>) -> (tensor<1x2x1x1x1xf32>, tensor<1x2xf32>, tensor<6x7x3x1x5xf32>, tensor<6x7x3x5xf32>) {
  %0 = tensor.gather %src[%idx] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  %1 = tensor.gather %src[%idx] gather_dims([0, 1, 2]) unique : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  %2 = tensor.gather %src2[%idx2] gather_dims([1]) : (tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<6x7x3x1x5xf32>
  %3 = "tensor.gather"(%src2, %idx2) <{gather_dims = array<i64: 1>, unique}> {foo = 1 : i32} : (tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<6x7x3x5xf32>
  return %0, %1, %2, %3 : tensor<1x2x1x1x1xf32>, tensor<1x2xf32>, tensor<6x7x3x1x5xf32>, tensor<6x7x3x5xf32>
}
func.func @scatter(%s: tensor<1x2x1x1x1xf32>, %d: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>, %s2: tensor<3x4x1x6xf32>, %d2: tensor<4x5x6xf32>, %idx2: tensor<3x1xindex>) -> (tensor<4x4x4xf32>, tensor<4x5x6xf32>) {
  %0 = tensor.scatter %s into %d[%idx] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
  %1 = tensor.scatter %s2 into %d2[%idx2] scatter_dims([1]) unique : (tensor<3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x1xindex>) -> tensor<4x5x6xf32>
  return %0, %1 : tensor<4x4x4xf32>, tensor<4x5x6xf32>
}
func.func @gather_splat(%i: tensor<2x3x1xindex>) -> (tensor<2x3x4x1x6xf32>, tensor<2x3x4x6xf32>) {
  %c = arith.constant dense<1.5> : tensor<4x5x6xf32>
  %0 = tensor.gather %c[%i] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x1x6xf32>
  %1 = tensor.gather %c[%i] gather_dims([1]) unique : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x6xf32>
  return %0, %1 : tensor<2x3x4x1x6xf32>, tensor<2x3x4x6xf32>
}
func.func @gather_splat_dyn(%i: tensor<?x1xindex>) -> tensor<?x4x6xf32> {
  %c = arith.constant dense<1.5> : tensor<4x5x6xf32>
  %0 = tensor.gather %c[%i] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<?x1xindex>) -> tensor<?x4x6xf32>
  return %0 : tensor<?x4x6xf32>
}
func.func @gather_nonsplat(%i: tensor<2x1xindex>) -> tensor<2x1xi32> {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = tensor.gather %c[%i] gather_dims([0]) : (tensor<3xi32>, tensor<2x1xindex>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}
func.func @gather_splat_i(%i: tensor<2x1xi8>) -> tensor<2xi32> {
  %c = arith.constant dense<7> : tensor<3xi32>
  %0 = tensor.gather %c[%i] gather_dims([0]) unique : (tensor<3xi32>, tensor<2x1xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @gather_dead(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  return
}
func.func @gather_cast(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) -> tensor<2x1x?xf32> {
  %c = tensor.cast %s : tensor<4x5xf32> to tensor<4x?xf32>
  %0 = tensor.gather %c[%i] gather_dims([0]) : (tensor<4x?xf32>, tensor<2x1xindex>) -> tensor<2x1x?xf32>
  return %0 : tensor<2x1x?xf32>
}
func.func @scatter_splat(%i: tensor<2x1xindex>) -> tensor<4x5xf32> {
  %s = arith.constant dense<1.0> : tensor<2x5xf32>
  %d = arith.constant dense<1.0> : tensor<4x5xf32>
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
func.func @scatter_cast(%s: tensor<2x5xf32>, %d: tensor<4x5xf32>, %i: tensor<2x1xindex>) -> tensor<4x?xf32> {
  %dc = tensor.cast %d : tensor<4x5xf32> to tensor<4x?xf32>
  %sc = tensor.cast %s : tensor<2x5xf32> to tensor<2x?xf32>
  %0 = tensor.scatter %sc into %dc[%i] scatter_dims([0]) unique : (tensor<2x?xf32>, tensor<4x?xf32>, tensor<2x1xindex>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
func.func @scatter_dead(%s: tensor<2x5xf32>, %d: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}

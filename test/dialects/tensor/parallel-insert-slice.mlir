// tensor.parallel_insert_slice in scf.forall.in_parallel: custom and
// generic forms, and --canonicalize: constant offsets, sizes and strides
// made static (a cast of the source goes before the in_parallel), casts
// that forget sizes folded in, and scf.forall's patterns that see the
// writes: outputs unused or unwritten leave the loop with their writes,
// a loop of one iteration becomes tensor.insert_slice ops at the loop's
// location, a loop of none its inits.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// RUN: %mlir-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// The CHECK lines are mlir-opt 22's output.
// CHECK: module {
// CHECK-LABEL: func.func @pis(%arg0: tensor<?x?xf32>, %arg1: tensor<8x16xf32>, %arg2: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg3, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg4[%arg3, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg4[%arg3, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice_0 into %arg4[%arg3, %arg2] [1, 16] [1, %arg2] {attr = "x"} : tensor<16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_const_args(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, %c0] [2, 16] [%c1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_const_size(%arg0: tensor<?x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, 0] [%c2, 16] [1, 1] : tensor<?x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_cast_src(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>, %arg2: index, %arg3: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg4) in (4) shared_outs(%arg5 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<2x16xf32> to tensor<?x?xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast into %arg5[%arg4, 0] [%arg2, %arg3] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_cast_src_rr(%arg0: tensor<16xf32>, %arg1: tensor<8x16xf32>, %arg2: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<16xf32> to tensor<?xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast into %arg4[%arg3, 0] [1, %arg2] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_noop(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_oob(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%c9, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_neg(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%c-1, 0] [2, 16] [%c-1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_stride0(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, 0] [2, 16] [%c0, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_rr_const(%arg0: tensor<?xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, 0] [1, %c16] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_attr(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, %c0] [2, 16] [1, 1] {keep = "me"} : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_unused(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_result(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %0:2 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1, %arg5 = %arg2) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg5[%arg3, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg4[%arg3, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg5[%arg3, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unwritten(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
// CHECK-NEXT: %0:2 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1, %arg5 = %arg2) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg3, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg5[%arg3, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : tensor<8x16xf32>, tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
// CHECK-NEXT: %0:2 = scf.forall (%arg3) in (1) shared_outs(%arg4 = %arg1, %arg5 = %arg2) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg3, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg4[%arg3, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg5[%arg3, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : tensor<8x16xf32>, tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (0) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @one_dim_single(%arg0: tensor<1x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2, %arg3) in (4, 1) shared_outs(%arg4 = %arg1) -> (tensor<4x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg4[%arg2, %arg3] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?xf32>, tensor<8x16xf32>, index) -> tensor<8x16xf32>, sym_name = "pis"}> ({
// GENERIC-NEXT: ^bb0(%arg74: tensor<?x?xf32>, %arg75: tensor<8x16xf32>, %arg76: index):
// GENERIC-NEXT: %29 = "scf.forall"(%arg75) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg77: index, %arg78: tensor<8x16xf32>):
// GENERIC-NEXT: %30 = "tensor.extract_slice"(%arg78, %arg77) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index) -> tensor<2x16xf32>
// GENERIC-NEXT: %31 = "tensor.extract_slice"(%arg78, %arg77) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 16>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index) -> tensor<16xf32>
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%30, %arg78, %arg77) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index) -> ()
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%31, %arg78, %arg77, %arg76, %arg76) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 16>, static_strides = array<i64: 1, -9223372036854775808>}> {attr = "x"} : (tensor<16xf32>, tensor<8x16xf32>, index, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%29) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "pis_const_args"}> ({
// GENERIC-NEXT: ^bb0(%arg70: tensor<2x16xf32>, %arg71: tensor<8x16xf32>):
// GENERIC-NEXT: %26 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %27 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT: %28 = "scf.forall"(%arg71) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg72: index, %arg73: tensor<8x16xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg70, %arg73, %arg72, %26, %27) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: -9223372036854775808, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%28) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "pis_const_size"}> ({
// GENERIC-NEXT: ^bb0(%arg66: tensor<?x16xf32>, %arg67: tensor<8x16xf32>):
// GENERIC-NEXT: %24 = "arith.constant"() <{value = 2 : index}> : () -> index
// GENERIC-NEXT: %25 = "scf.forall"(%arg67) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg68: index, %arg69: tensor<8x16xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg66, %arg69, %arg68, %24) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 16>, static_strides = array<i64: 1, 1>}> : (tensor<?x16xf32>, tensor<8x16xf32>, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%25) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>, index, index) -> tensor<8x16xf32>, sym_name = "pis_cast_src"}> ({
// GENERIC-NEXT: ^bb0(%arg60: tensor<2x16xf32>, %arg61: tensor<8x16xf32>, %arg62: index, %arg63: index):
// GENERIC-NEXT: %22 = "scf.forall"(%arg61) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg64: index, %arg65: tensor<8x16xf32>):
// GENERIC-NEXT: %23 = "tensor.cast"(%arg60) : (tensor<2x16xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%23, %arg65, %arg64, %arg62, %arg63) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, tensor<8x16xf32>, index, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%22) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<16xf32>, tensor<8x16xf32>, index) -> tensor<8x16xf32>, sym_name = "pis_cast_src_rr"}> ({
// GENERIC-NEXT: ^bb0(%arg55: tensor<16xf32>, %arg56: tensor<8x16xf32>, %arg57: index):
// GENERIC-NEXT: %20 = "scf.forall"(%arg56) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
// GENERIC-NEXT: ^bb0(%arg58: index, %arg59: tensor<8x16xf32>):
// GENERIC-NEXT: %21 = "tensor.cast"(%arg55) : (tensor<16xf32>) -> tensor<?xf32>
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%21, %arg59, %arg58, %arg57) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?xf32>, tensor<8x16xf32>, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%20) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "pis_noop"}> ({
// GENERIC-NEXT: ^bb0(%arg51: tensor<2x16xf32>, %arg52: tensor<8x16xf32>):
// GENERIC-NEXT: %19 = "scf.forall"(%arg52) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg53: index, %arg54: tensor<8x16xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg51, %arg54, %arg53) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%19) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "pis_oob"}> ({
// GENERIC-NEXT: ^bb0(%arg47: tensor<2x16xf32>, %arg48: tensor<8x16xf32>):
// GENERIC-NEXT: %17 = "arith.constant"() <{value = 9 : index}> : () -> index
// GENERIC-NEXT: %18 = "scf.forall"(%arg48) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg49: index, %arg50: tensor<8x16xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg47, %arg50, %17) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%18) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "pis_neg"}> ({
// GENERIC-NEXT: ^bb0(%arg43: tensor<2x16xf32>, %arg44: tensor<8x16xf32>):
// GENERIC-NEXT: %15 = "arith.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT: %16 = "scf.forall"(%arg44) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg45: index, %arg46: tensor<8x16xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg43, %arg46, %15, %15) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: -9223372036854775808, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%16) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "pis_stride0"}> ({
// GENERIC-NEXT: ^bb0(%arg39: tensor<2x16xf32>, %arg40: tensor<8x16xf32>):
// GENERIC-NEXT: %13 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %14 = "scf.forall"(%arg40) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg41: index, %arg42: tensor<8x16xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg39, %arg42, %arg41, %13) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: -9223372036854775808, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%14) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "pis_rr_const"}> ({
// GENERIC-NEXT: ^bb0(%arg35: tensor<?xf32>, %arg36: tensor<8x16xf32>):
// GENERIC-NEXT: %11 = "arith.constant"() <{value = 16 : index}> : () -> index
// GENERIC-NEXT: %12 = "scf.forall"(%arg36) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
// GENERIC-NEXT: ^bb0(%arg37: index, %arg38: tensor<8x16xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg35, %arg38, %arg37, %11) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?xf32>, tensor<8x16xf32>, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%12) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "pis_attr"}> ({
// GENERIC-NEXT: ^bb0(%arg31: tensor<2x16xf32>, %arg32: tensor<8x16xf32>):
// GENERIC-NEXT: %9 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %10 = "scf.forall"(%arg32) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg33: index, %arg34: tensor<8x16xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg31, %arg34, %arg33, %9) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> {keep = "me"} : (tensor<2x16xf32>, tensor<8x16xf32>, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%10) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>) -> (), sym_name = "pis_unused"}> ({
// GENERIC-NEXT: ^bb0(%arg27: tensor<2x16xf32>, %arg28: tensor<8x16xf32>):
// GENERIC-NEXT: %8 = "scf.forall"(%arg28) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg29: index, %arg30: tensor<8x16xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg27, %arg30, %arg29) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "unused_result"}> ({
// GENERIC-NEXT: ^bb0(%arg21: tensor<2x16xf32>, %arg22: tensor<8x16xf32>, %arg23: tensor<8x16xf32>):
// GENERIC-NEXT: %6:2 = "scf.forall"(%arg22, %arg23) <{operandSegmentSizes = array<i32: 0, 0, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg24: index, %arg25: tensor<8x16xf32>, %arg26: tensor<8x16xf32>):
// GENERIC-NEXT: %7 = "tensor.extract_slice"(%arg26, %arg24) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index) -> tensor<2x16xf32>
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg21, %arg25, %arg24) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index) -> ()
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%7, %arg26, %arg24) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
// GENERIC-NEXT: "func.return"(%6#1) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>), sym_name = "unwritten"}> ({
// GENERIC-NEXT: ^bb0(%arg15: tensor<2x16xf32>, %arg16: tensor<8x16xf32>, %arg17: tensor<8x16xf32>):
// GENERIC-NEXT: %4:2 = "scf.forall"(%arg16, %arg17) <{operandSegmentSizes = array<i32: 0, 0, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg18: index, %arg19: tensor<8x16xf32>, %arg20: tensor<8x16xf32>):
// GENERIC-NEXT: %5 = "tensor.extract_slice"(%arg19, %arg18) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index) -> tensor<2x16xf32>
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%5, %arg20, %arg18) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
// GENERIC-NEXT: "func.return"(%4#0, %4#1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>), sym_name = "single"}> ({
// GENERIC-NEXT: ^bb0(%arg9: tensor<2x16xf32>, %arg10: tensor<8x16xf32>, %arg11: tensor<8x16xf32>):
// GENERIC-NEXT: %2:2 = "scf.forall"(%arg10, %arg11) <{operandSegmentSizes = array<i32: 0, 0, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg12: index, %arg13: tensor<8x16xf32>, %arg14: tensor<8x16xf32>):
// GENERIC-NEXT: %3 = "tensor.extract_slice"(%arg13, %arg12) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index) -> tensor<2x16xf32>
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg9, %arg13, %arg12) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index) -> ()
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%3, %arg14, %arg12) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
// GENERIC-NEXT: "func.return"(%2#0, %2#1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "zero"}> ({
// GENERIC-NEXT: ^bb0(%arg5: tensor<2x16xf32>, %arg6: tensor<8x16xf32>):
// GENERIC-NEXT: %1 = "scf.forall"(%arg6) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 0>}> ({
// GENERIC-NEXT: ^bb0(%arg7: index, %arg8: tensor<8x16xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg5, %arg8, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%1) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<1x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "one_dim_single"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<1x16xf32>, %arg1: tensor<4x16xf32>):
// GENERIC-NEXT: %0 = "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg2: index, %arg3: index, %arg4: tensor<4x16xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%arg0, %arg4, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 16>, static_strides = array<i64: 1, 1>}> : (tensor<1x16xf32>, tensor<4x16xf32>, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<4x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CANON: module {
// CANON-NEXT: func.func @pis(%arg0: tensor<?x?xf32>, %arg1: tensor<8x16xf32>, %arg2: index) -> tensor<8x16xf32> {
// CANON-NEXT: %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1) -> (tensor<8x16xf32>) {
// CANON-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg3, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
// CANON-NEXT: %extracted_slice_0 = tensor.extract_slice %arg4[%arg3, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg4[%arg3, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: tensor.parallel_insert_slice %extracted_slice_0 into %arg4[%arg3, %arg2] [1, 16] [1, %arg2] {attr = "x"} : tensor<16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @pis_const_args(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CANON-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @pis_const_size(%arg0: tensor<?x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CANON-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CANON-NEXT: %cast = tensor.cast %arg0 : tensor<?x16xf32> to tensor<2x16xf32>
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %cast into %arg3[%arg2, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @pis_cast_src(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>, %arg2: index, %arg3: index) -> tensor<8x16xf32> {
// CANON-NEXT: %0 = scf.forall (%arg4) in (4) shared_outs(%arg5 = %arg1) -> (tensor<8x16xf32>) {
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %arg0 into %arg5[%arg4, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @pis_cast_src_rr(%arg0: tensor<16xf32>, %arg1: tensor<8x16xf32>, %arg2: index) -> tensor<8x16xf32> {
// CANON-NEXT: %0 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %arg1) -> (tensor<8x16xf32>) {
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %arg0 into %arg4[%arg3, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @pis_noop(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CANON-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @pis_oob(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CANON-NEXT: %c9 = arith.constant 9 : index
// CANON-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%c9, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @pis_neg(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CANON-NEXT: %c-1 = arith.constant -1 : index
// CANON-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%c-1, 0] [2, 16] [-1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @pis_stride0(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, 0] [2, 16] [%c0, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @pis_rr_const(%arg0: tensor<?xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CANON-NEXT: %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CANON-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<16xf32>
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %cast into %arg3[%arg2, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @pis_attr(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CANON-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8x16xf32>) {
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @pis_unused(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) {
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @unused_result(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CANON-NEXT: %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg2) -> (tensor<8x16xf32>) {
// CANON-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg3, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg4[%arg3, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @unwritten(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
// CANON-NEXT: %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg2) -> (tensor<8x16xf32>) {
// CANON-NEXT: %extracted_slice = tensor.extract_slice %arg1[%arg3, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg4[%arg3, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %arg1, %0 : tensor<8x16xf32>, tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @single(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
// CANON-NEXT: %extracted_slice = tensor.extract_slice %arg1[0, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
// CANON-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[0, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: %inserted_slice_0 = tensor.insert_slice %extracted_slice into %arg2[0, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CANON-NEXT: return %inserted_slice, %inserted_slice_0 : tensor<8x16xf32>, tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @zero(%arg0: tensor<2x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CANON-NEXT: return %arg1 : tensor<8x16xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @one_dim_single(%arg0: tensor<1x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CANON-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<4x16xf32>) {
// CANON-NEXT: scf.forall.in_parallel {
// CANON-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<4x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return %0 : tensor<4x16xf32>
// CANON-NEXT: }
// CANON-NEXT: }

func.func @pis(%t: tensor<?x?xf32>, %a: tensor<8x16xf32>, %n: index) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %a) -> (tensor<8x16xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
    %s1 = tensor.extract_slice %o[%i, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
      tensor.parallel_insert_slice %s1 into %o[%i, %n] [1, 16] [1, %n] {attr = "x"} : tensor<16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
// A: constant dynamic offsets/strides folded to static (ConstantArgumentFolder), source type unchanged
func.func @pis_const_args(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %c0] [2, 16] [%c1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
// B: constant dynamic size with dynamic source type
func.func @pis_const_size(%s: tensor<?x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [%c2, 16] [1, 1] : tensor<?x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
// C: cast folder on source
func.func @pis_cast_src(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>, %n: index, %m: index) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    %c = tensor.cast %s : tensor<2x16xf32> to tensor<?x?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%i, 0] [%n, %m] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
// C2: cast folder on source, rank-reduced
func.func @pis_cast_src_rr(%s: tensor<16xf32>, %d: tensor<8x16xf32>, %m: index) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    %c = tensor.cast %s : tensor<16xf32> to tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%i, 0] [1, %m] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
// D: all-static, nothing to do
func.func @pis_noop(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
// E: constant offset that would be out of bounds -> ConstantArgumentFolder must not fire
func.func @pis_oob(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c9 = arith.constant 9 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%c9, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
// F: negative constant offset -> not folded to static
func.func @pis_neg(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %cm1 = arith.constant -1 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%cm1, 0] [2, 16] [%cm1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
// G: zero stride constant stays dynamic; nonzero negative stride folds
func.func @pis_stride0(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, 16] [%c0, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
// H: rank-reduced source with constant size -> cast to canonical rank-reduced type
func.func @pis_rr_const(%s: tensor<?xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c16 = arith.constant 16 : index
  %r = scf.forall (%i) in (8) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, %c16] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
func.func @pis_attr(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %c0] [2, 16] [1, 1] {keep = "me"} : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
func.func @pis_unused(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return
}
func.func @unused_result(%s: tensor<2x16xf32>, %a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %a, %p = %b) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    %e = tensor.extract_slice %p[%i, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
      tensor.parallel_insert_slice %e into %p[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r#1 : tensor<8x16xf32>
}
func.func @unwritten(%s: tensor<2x16xf32>, %a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %a, %p = %b) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    %e = tensor.extract_slice %o[%i, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %p[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r#0, %r#1 : tensor<8x16xf32>, tensor<8x16xf32>
}
func.func @single(%s: tensor<2x16xf32>, %a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %r:2 = scf.forall (%i) in (1) shared_outs(%o = %a, %p = %b) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    %e = tensor.extract_slice %o[%i, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
      tensor.parallel_insert_slice %e into %p[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r#0, %r#1 : tensor<8x16xf32>, tensor<8x16xf32>
}
func.func @zero(%s: tensor<2x16xf32>, %a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %a) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
func.func @one_dim_single(%s: tensor<1x16xf32>, %a: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = scf.forall (%i, %j) in (4, 1) shared_outs(%o = %a) -> (tensor<4x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<4x16xf32>
    }
  }
  return %r : tensor<4x16xf32>
}

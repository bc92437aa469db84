// linalg.contract: custom and generic forms (maps always printed, `cast`
// in the attribute dictionary, i1 operands, memrefs, dynamic shapes, a
// broadcast input and a transposed init), and generalization, whose
// iterator types are parallel for the loops the init reads and reductions
// for the others. The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GEN
// RUN: %mlir-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GEN

#mA = affine_map<(m, n, k) -> (m, k)>
#mB = affine_map<(m, n, k) -> (k, n)>
#mC = affine_map<(m, n, k) -> (m, n)>
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
func.func @unsigned_widening(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.contract indexing_maps = [#mA, #mB, #mC] {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
func.func @signed_spelled(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) {cast = #linalg.type_fn<cast_signed>} -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
func.func @dot(%a: tensor<8xf16>, %b: tensor<8xf16>, %c: tensor<f32>) -> tensor<f32> {
  %0 = linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>] ins(%a, %b : tensor<8xf16>, tensor<8xf16>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @bool(%a: tensor<8xi1>, %b: tensor<8xi1>, %c: tensor<i1>) -> tensor<i1> {
  %0 = linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>] ins(%a, %b : tensor<8xi1>, tensor<8xi1>) outs(%c : tensor<i1>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func @on_buffers(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}
func.func @broadcast_lhs(%a: tensor<8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k)>, #mB, #mC] ins(%a, %b : tensor<8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
func.func @batch_transposed_init(%a: tensor<2x4x8xbf16>, %b: tensor<2x8x16xbf16>, %c: tensor<4x16x2xf32>) -> tensor<4x16x2xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n, b)>] ins(%a, %b : tensor<2x4x8xbf16>, tensor<2x8x16xbf16>) outs(%c : tensor<4x16x2xf32>) -> tensor<4x16x2xf32>
  return %0 : tensor<4x16x2xf32>
}
func.func @dynamic(%a: tensor<?x8xf64>, %b: tensor<8x?xf64>, %c: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %0 = linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : tensor<?x8xf64>, tensor<8x?xf64>) outs(%c : tensor<?x?xf64>) -> tensor<?x?xf64>
  return %0 : tensor<?x?xf64>
}
func.func @float_to_int(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.contract indexing_maps = [#mA, #mB, #mC] {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @matmul(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unsigned_widening(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>, %arg2: tensor<4x16xi32>) -> tensor<4x16xi32> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map, #map1, #map2] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT: return %0 : tensor<4x16xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @signed_spelled(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>, %arg2: tensor<4x16xi32>) -> tensor<4x16xi32> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map, #map1, #map2] {cast = #linalg.type_fn<cast_signed>} ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT: return %0 : tensor<4x16xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dot(%arg0: tensor<8xf16>, %arg1: tensor<8xf16>, %arg2: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map3, #map3, #map4] ins(%arg0, %arg1 : tensor<8xf16>, tensor<8xf16>) outs(%arg2 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %0 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bool(%arg0: tensor<8xi1>, %arg1: tensor<8xi1>, %arg2: tensor<i1>) -> tensor<i1> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map3, #map3, #map4] ins(%arg0, %arg1 : tensor<8xi1>, tensor<8xi1>) outs(%arg2 : tensor<i1>) -> tensor<i1>
// CHECK-NEXT: return %0 : tensor<i1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @on_buffers(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>) {
// CHECK-NEXT: linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @broadcast_lhs(%arg0: tensor<8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map5, #map1, #map2] ins(%arg0, %arg1 : tensor<8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_transposed_init(%arg0: tensor<2x4x8xbf16>, %arg1: tensor<2x8x16xbf16>, %arg2: tensor<4x16x2xf32>) -> tensor<4x16x2xf32> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map6, #map7, #map8] ins(%arg0, %arg1 : tensor<2x4x8xbf16>, tensor<2x8x16xbf16>) outs(%arg2 : tensor<4x16x2xf32>) -> tensor<4x16x2xf32>
// CHECK-NEXT: return %0 : tensor<4x16x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic(%arg0: tensor<?x8xf64>, %arg1: tensor<8x?xf64>, %arg2: tensor<?x?xf64>) -> tensor<?x?xf64> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<?x8xf64>, tensor<8x?xf64>) outs(%arg2 : tensor<?x?xf64>) -> tensor<?x?xf64>
// CHECK-NEXT: return %0 : tensor<?x?xf64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @float_to_int(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xi32>) -> tensor<4x16xi32> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map, #map1, #map2] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT: return %0 : tensor<4x16xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: #map3 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map4 = affine_map<(d0) -> ()>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d2)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg54: tensor<4x8xf32>, %arg55: tensor<8x16xf32>, %arg56: tensor<4x16xf32>):
// GENERIC-NEXT: %36 = "linalg.contract"(%arg54, %arg55, %arg56) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
// GENERIC-NEXT: %37 = "arith.mulf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %38 = "arith.addf"(%arg59, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%38) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT: "func.return"(%36) : (tensor<4x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>, sym_name = "unsigned_widening"}> ({
// GENERIC-NEXT: ^bb0(%arg48: tensor<4x8xi8>, %arg49: tensor<8x16xi8>, %arg50: tensor<4x16xi32>):
// GENERIC-NEXT: %31 = "linalg.contract"(%arg48, %arg49, %arg50) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg51: i8, %arg52: i8, %arg53: i32):
// GENERIC-NEXT: %32 = "arith.extui"(%arg51) : (i8) -> i32
// GENERIC-NEXT: %33 = "arith.extui"(%arg52) : (i8) -> i32
// GENERIC-NEXT: %34 = "arith.muli"(%32, %33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %35 = "arith.addi"(%arg53, %34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%35) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
// GENERIC-NEXT: "func.return"(%31) : (tensor<4x16xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>, sym_name = "signed_spelled"}> ({
// GENERIC-NEXT: ^bb0(%arg42: tensor<4x8xi8>, %arg43: tensor<8x16xi8>, %arg44: tensor<4x16xi32>):
// GENERIC-NEXT: %26 = "linalg.contract"(%arg42, %arg43, %arg44) <{cast = #linalg.type_fn<cast_signed>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg45: i8, %arg46: i8, %arg47: i32):
// GENERIC-NEXT: %27 = "arith.extsi"(%arg45) : (i8) -> i32
// GENERIC-NEXT: %28 = "arith.extsi"(%arg46) : (i8) -> i32
// GENERIC-NEXT: %29 = "arith.muli"(%27, %28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %30 = "arith.addi"(%arg47, %29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%30) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
// GENERIC-NEXT: "func.return"(%26) : (tensor<4x16xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<8xf16>, tensor<8xf16>, tensor<f32>) -> tensor<f32>, sym_name = "dot"}> ({
// GENERIC-NEXT: ^bb0(%arg36: tensor<8xf16>, %arg37: tensor<8xf16>, %arg38: tensor<f32>):
// GENERIC-NEXT: %21 = "linalg.contract"(%arg36, %arg37, %arg38) <{indexing_maps = [#map3, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg39: f16, %arg40: f16, %arg41: f32):
// GENERIC-NEXT: %22 = "arith.extf"(%arg39) : (f16) -> f32
// GENERIC-NEXT: %23 = "arith.extf"(%arg40) : (f16) -> f32
// GENERIC-NEXT: %24 = "arith.mulf"(%22, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %25 = "arith.addf"(%arg41, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%25) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<8xf16>, tensor<8xf16>, tensor<f32>) -> tensor<f32>
// GENERIC-NEXT: "func.return"(%21) : (tensor<f32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<8xi1>, tensor<8xi1>, tensor<i1>) -> tensor<i1>, sym_name = "bool"}> ({
// GENERIC-NEXT: ^bb0(%arg30: tensor<8xi1>, %arg31: tensor<8xi1>, %arg32: tensor<i1>):
// GENERIC-NEXT: %18 = "linalg.contract"(%arg30, %arg31, %arg32) <{indexing_maps = [#map3, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg33: i1, %arg34: i1, %arg35: i1):
// GENERIC-NEXT: %19 = "arith.andi"(%arg33, %arg34) : (i1, i1) -> i1
// GENERIC-NEXT: %20 = "arith.ori"(%arg35, %19) : (i1, i1) -> i1
// GENERIC-NEXT: "linalg.yield"(%20) : (i1) -> ()
// GENERIC-NEXT: }) : (tensor<8xi1>, tensor<8xi1>, tensor<i1>) -> tensor<i1>
// GENERIC-NEXT: "func.return"(%18) : (tensor<i1>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> (), sym_name = "on_buffers"}> ({
// GENERIC-NEXT: ^bb0(%arg24: memref<4x8xf32>, %arg25: memref<8x16xf32>, %arg26: memref<4x16xf32>):
// GENERIC-NEXT: "linalg.contract"(%arg24, %arg25, %arg26) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
// GENERIC-NEXT: %16 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %17 = "arith.addf"(%arg29, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%17) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "broadcast_lhs"}> ({
// GENERIC-NEXT: ^bb0(%arg18: tensor<8xf32>, %arg19: tensor<8x16xf32>, %arg20: tensor<4x16xf32>):
// GENERIC-NEXT: %13 = "linalg.contract"(%arg18, %arg19, %arg20) <{indexing_maps = [#map5, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
// GENERIC-NEXT: %14 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %15 = "arith.addf"(%arg23, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%15) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT: "func.return"(%13) : (tensor<4x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x4x8xbf16>, tensor<2x8x16xbf16>, tensor<4x16x2xf32>) -> tensor<4x16x2xf32>, sym_name = "batch_transposed_init"}> ({
// GENERIC-NEXT: ^bb0(%arg12: tensor<2x4x8xbf16>, %arg13: tensor<2x8x16xbf16>, %arg14: tensor<4x16x2xf32>):
// GENERIC-NEXT: %8 = "linalg.contract"(%arg12, %arg13, %arg14) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg15: bf16, %arg16: bf16, %arg17: f32):
// GENERIC-NEXT: %9 = "arith.extf"(%arg15) : (bf16) -> f32
// GENERIC-NEXT: %10 = "arith.extf"(%arg16) : (bf16) -> f32
// GENERIC-NEXT: %11 = "arith.mulf"(%9, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %12 = "arith.addf"(%arg17, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%12) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2x4x8xbf16>, tensor<2x8x16xbf16>, tensor<4x16x2xf32>) -> tensor<4x16x2xf32>
// GENERIC-NEXT: "func.return"(%8) : (tensor<4x16x2xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x8xf64>, tensor<8x?xf64>, tensor<?x?xf64>) -> tensor<?x?xf64>, sym_name = "dynamic"}> ({
// GENERIC-NEXT: ^bb0(%arg6: tensor<?x8xf64>, %arg7: tensor<8x?xf64>, %arg8: tensor<?x?xf64>):
// GENERIC-NEXT: %5 = "linalg.contract"(%arg6, %arg7, %arg8) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg9: f64, %arg10: f64, %arg11: f64):
// GENERIC-NEXT: %6 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: %7 = "arith.addf"(%arg11, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: "linalg.yield"(%7) : (f64) -> ()
// GENERIC-NEXT: }) : (tensor<?x8xf64>, tensor<8x?xf64>, tensor<?x?xf64>) -> tensor<?x?xf64>
// GENERIC-NEXT: "func.return"(%5) : (tensor<?x?xf64>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xi32>) -> tensor<4x16xi32>, sym_name = "float_to_int"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xi32>):
// GENERIC-NEXT: %0 = "linalg.contract"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg3: f32, %arg4: f32, %arg5: i32):
// GENERIC-NEXT: %1 = "arith.fptoui"(%arg3) : (f32) -> i32
// GENERIC-NEXT: %2 = "arith.fptoui"(%arg4) : (f32) -> i32
// GENERIC-NEXT: %3 = "arith.muli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %4 = "arith.addi"(%arg5, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%4) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xi32>) -> tensor<4x16xi32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<4x16xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// GEN: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GEN-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GEN-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GEN-NEXT: #map3 = affine_map<(d0) -> (d0)>
// GEN-NEXT: #map4 = affine_map<(d0) -> ()>
// GEN-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d2)>
// GEN-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GEN-NEXT: #map7 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GEN-NEXT: #map8 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d0)>
// GEN-NEXT: module {
// GEN-NEXT: func.func @matmul(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<4x16xf32>
// GEN-NEXT: return %0 : tensor<4x16xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @unsigned_widening(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>, %arg2: tensor<4x16xi32>) -> tensor<4x16xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// GEN-NEXT: %1 = arith.extui %in : i8 to i32
// GEN-NEXT: %2 = arith.extui %in_0 : i8 to i32
// GEN-NEXT: %3 = arith.muli %1, %2 : i32
// GEN-NEXT: %4 = arith.addi %out, %3 : i32
// GEN-NEXT: linalg.yield %4 : i32
// GEN-NEXT: } -> tensor<4x16xi32>
// GEN-NEXT: return %0 : tensor<4x16xi32>
// GEN-NEXT: }
// GEN-NEXT: func.func @signed_spelled(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>, %arg2: tensor<4x16xi32>) -> tensor<4x16xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// GEN-NEXT: %1 = arith.extsi %in : i8 to i32
// GEN-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// GEN-NEXT: %3 = arith.muli %1, %2 : i32
// GEN-NEXT: %4 = arith.addi %out, %3 : i32
// GEN-NEXT: linalg.yield %4 : i32
// GEN-NEXT: } -> tensor<4x16xi32>
// GEN-NEXT: return %0 : tensor<4x16xi32>
// GEN-NEXT: }
// GEN-NEXT: func.func @dot(%arg0: tensor<8xf16>, %arg1: tensor<8xf16>, %arg2: tensor<f32>) -> tensor<f32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"]} ins(%arg0, %arg1 : tensor<8xf16>, tensor<8xf16>) outs(%arg2 : tensor<f32>) {
// GEN-NEXT: ^bb0(%in: f16, %in_0: f16, %out: f32):
// GEN-NEXT: %1 = arith.extf %in : f16 to f32
// GEN-NEXT: %2 = arith.extf %in_0 : f16 to f32
// GEN-NEXT: %3 = arith.mulf %1, %2 : f32
// GEN-NEXT: %4 = arith.addf %out, %3 : f32
// GEN-NEXT: linalg.yield %4 : f32
// GEN-NEXT: } -> tensor<f32>
// GEN-NEXT: return %0 : tensor<f32>
// GEN-NEXT: }
// GEN-NEXT: func.func @bool(%arg0: tensor<8xi1>, %arg1: tensor<8xi1>, %arg2: tensor<i1>) -> tensor<i1> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"]} ins(%arg0, %arg1 : tensor<8xi1>, tensor<8xi1>) outs(%arg2 : tensor<i1>) {
// GEN-NEXT: ^bb0(%in: i1, %in_0: i1, %out: i1):
// GEN-NEXT: %1 = arith.andi %in, %in_0 : i1
// GEN-NEXT: %2 = arith.ori %out, %1 : i1
// GEN-NEXT: linalg.yield %2 : i1
// GEN-NEXT: } -> tensor<i1>
// GEN-NEXT: return %0 : tensor<i1>
// GEN-NEXT: }
// GEN-NEXT: func.func @on_buffers(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-NEXT: func.func @broadcast_lhs(%arg0: tensor<8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map5, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<4x16xf32>
// GEN-NEXT: return %0 : tensor<4x16xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @batch_transposed_init(%arg0: tensor<2x4x8xbf16>, %arg1: tensor<2x8x16xbf16>, %arg2: tensor<4x16x2xf32>) -> tensor<4x16x2xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x4x8xbf16>, tensor<2x8x16xbf16>) outs(%arg2 : tensor<4x16x2xf32>) {
// GEN-NEXT: ^bb0(%in: bf16, %in_0: bf16, %out: f32):
// GEN-NEXT: %1 = arith.extf %in : bf16 to f32
// GEN-NEXT: %2 = arith.extf %in_0 : bf16 to f32
// GEN-NEXT: %3 = arith.mulf %1, %2 : f32
// GEN-NEXT: %4 = arith.addf %out, %3 : f32
// GEN-NEXT: linalg.yield %4 : f32
// GEN-NEXT: } -> tensor<4x16x2xf32>
// GEN-NEXT: return %0 : tensor<4x16x2xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @dynamic(%arg0: tensor<?x8xf64>, %arg1: tensor<8x?xf64>, %arg2: tensor<?x?xf64>) -> tensor<?x?xf64> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x8xf64>, tensor<8x?xf64>) outs(%arg2 : tensor<?x?xf64>) {
// GEN-NEXT: ^bb0(%in: f64, %in_0: f64, %out: f64):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f64
// GEN-NEXT: %2 = arith.addf %out, %1 : f64
// GEN-NEXT: linalg.yield %2 : f64
// GEN-NEXT: } -> tensor<?x?xf64>
// GEN-NEXT: return %0 : tensor<?x?xf64>
// GEN-NEXT: }
// GEN-NEXT: func.func @float_to_int(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xi32>) -> tensor<4x16xi32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xi32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: i32):
// GEN-NEXT: %1 = arith.fptoui %in : f32 to i32
// GEN-NEXT: %2 = arith.fptoui %in_0 : f32 to i32
// GEN-NEXT: %3 = arith.muli %1, %2 : i32
// GEN-NEXT: %4 = arith.addi %out, %3 : i32
// GEN-NEXT: linalg.yield %4 : i32
// GEN-NEXT: } -> tensor<4x16xi32>
// GEN-NEXT: return %0 : tensor<4x16xi32>
// GEN-NEXT: }
// GEN-NEXT: }

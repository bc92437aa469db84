// linalg.softmax: custom and generic forms (attributes, memrefs, shapes
// that agree only where known, an attr-dict `dimension` winning over
// `dimension(...)` as in MLIR); --canonicalize folds casts into it as into
// any destination-style op and drops it when dead, but the linalg patterns
// (structured ops only) leave it; generalization leaves it too.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// RUN: %mlir-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// RUN: terrace-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GEN
// RUN: %mlir-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GEN
// The CHECK lines are mlir-opt 22's output.
// CHECK: module {
// CHECK-LABEL: func.func @sm(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
// CHECK-NEXT: %0 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// CHECK-NEXT: return %0 : tensor<2x16x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @smm(%arg0: memref<?x16xf16>, %arg1: memref<?x16xf16>) {
// CHECK-NEXT: linalg.softmax {foo} dimension(0) ins(%arg0 : memref<?x16xf16>) outs(%arg1 : memref<?x16xf16>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mixed(%arg0: tensor<?x16xf32>, %arg1: tensor<4x?xf32>) -> tensor<4x?xf32> {
// CHECK-NEXT: %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<?x16xf32>) outs(%arg1 : tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT: return %0 : tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tensor_cast_producer(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: %0 = linalg.softmax dimension(1) ins(%cast : tensor<?x?xf32>) outs(%cast_0 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tensor_cast_consumer(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: return %cast : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_mismatch_dyn(%arg0: tensor<4x?xf32>, %arg1: tensor<?x8xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT: %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<4x?xf32>) outs(%arg1 : tensor<?x8xf32>) -> tensor<?x8xf32>
// CHECK-NEXT: return %0 : tensor<?x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_tensor(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) {
// CHECK-NEXT: %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_memref(%arg0: memref<0x8xf32>, %arg1: memref<0x8xf32>) {
// CHECK-NEXT: linalg.softmax dimension(1) ins(%arg0 : memref<0x8xf32>) outs(%arg1 : memref<0x8xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @attr_dict_wins(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.softmax dimension(0) ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>, sym_name = "sm"}> ({
// GENERIC-NEXT: ^bb0(%arg16: tensor<2x16x32xf32>, %arg17: tensor<2x16x32xf32>):
// GENERIC-NEXT: %9 = "linalg.softmax"(%arg16, %arg17) <{dimension = 2 : i64}> : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// GENERIC-NEXT: "func.return"(%9) : (tensor<2x16x32xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<?x16xf16>, memref<?x16xf16>) -> (), sym_name = "smm"}> ({
// GENERIC-NEXT: ^bb0(%arg14: memref<?x16xf16>, %arg15: memref<?x16xf16>):
// GENERIC-NEXT: "linalg.softmax"(%arg14, %arg15) <{dimension = 0 : i64}> {foo} : (memref<?x16xf16>, memref<?x16xf16>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x16xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>, sym_name = "mixed"}> ({
// GENERIC-NEXT: ^bb0(%arg12: tensor<?x16xf32>, %arg13: tensor<4x?xf32>):
// GENERIC-NEXT: %8 = "linalg.softmax"(%arg12, %arg13) <{dimension = 1 : i64}> : (tensor<?x16xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
// GENERIC-NEXT: "func.return"(%8) : (tensor<4x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<?x?xf32>, sym_name = "tensor_cast_producer"}> ({
// GENERIC-NEXT: ^bb0(%arg10: tensor<4x8xf32>, %arg11: tensor<4x8xf32>):
// GENERIC-NEXT: %5 = "tensor.cast"(%arg10) : (tensor<4x8xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT: %6 = "tensor.cast"(%arg11) : (tensor<4x8xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT: %7 = "linalg.softmax"(%5, %6) <{dimension = 1 : i64}> : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT: "func.return"(%7) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<4x8xf32>, sym_name = "tensor_cast_consumer"}> ({
// GENERIC-NEXT: ^bb0(%arg8: tensor<?x?xf32>, %arg9: tensor<?x?xf32>):
// GENERIC-NEXT: %3 = "linalg.softmax"(%arg8, %arg9) <{dimension = 1 : i64}> : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT: %4 = "tensor.cast"(%3) : (tensor<?x?xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: "func.return"(%4) : (tensor<4x8xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x?xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>, sym_name = "static_mismatch_dyn"}> ({
// GENERIC-NEXT: ^bb0(%arg6: tensor<4x?xf32>, %arg7: tensor<?x8xf32>):
// GENERIC-NEXT: %2 = "linalg.softmax"(%arg6, %arg7) <{dimension = 1 : i64}> : (tensor<4x?xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
// GENERIC-NEXT: "func.return"(%2) : (tensor<?x8xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>) -> (), sym_name = "dead_tensor"}> ({
// GENERIC-NEXT: ^bb0(%arg4: tensor<4x8xf32>, %arg5: tensor<4x8xf32>):
// GENERIC-NEXT: %1 = "linalg.softmax"(%arg4, %arg5) <{dimension = 1 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<0x8xf32>, memref<0x8xf32>) -> (), sym_name = "zero_memref"}> ({
// GENERIC-NEXT: ^bb0(%arg2: memref<0x8xf32>, %arg3: memref<0x8xf32>):
// GENERIC-NEXT: "linalg.softmax"(%arg2, %arg3) <{dimension = 1 : i64}> : (memref<0x8xf32>, memref<0x8xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "attr_dict_wins"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>):
// GENERIC-NEXT: %0 = "linalg.softmax"(%arg0, %arg1) <{dimension = 0 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<4x8xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CANON: module {
// CANON-NEXT: func.func @sm(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
// CANON-NEXT: %0 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// CANON-NEXT: return %0 : tensor<2x16x32xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @smm(%arg0: memref<?x16xf16>, %arg1: memref<?x16xf16>) {
// CANON-NEXT: linalg.softmax {foo} dimension(0) ins(%arg0 : memref<?x16xf16>) outs(%arg1 : memref<?x16xf16>)
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @mixed(%arg0: tensor<?x16xf32>, %arg1: tensor<4x?xf32>) -> tensor<4x?xf32> {
// CANON-NEXT: %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<?x16xf32>) outs(%arg1 : tensor<4x?xf32>) -> tensor<4x?xf32>
// CANON-NEXT: return %0 : tensor<4x?xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @tensor_cast_producer(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<?x?xf32> {
// CANON-NEXT: %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CANON-NEXT: %cast = tensor.cast %0 : tensor<4x8xf32> to tensor<?x?xf32>
// CANON-NEXT: return %cast : tensor<?x?xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @tensor_cast_consumer(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<4x8xf32> {
// CANON-NEXT: %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CANON-NEXT: %cast = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
// CANON-NEXT: return %cast : tensor<4x8xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @static_mismatch_dyn(%arg0: tensor<4x?xf32>, %arg1: tensor<?x8xf32>) -> tensor<?x8xf32> {
// CANON-NEXT: %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<4x?xf32>) outs(%arg1 : tensor<?x8xf32>) -> tensor<?x8xf32>
// CANON-NEXT: return %0 : tensor<?x8xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @dead_tensor(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) {
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @zero_memref(%arg0: memref<0x8xf32>, %arg1: memref<0x8xf32>) {
// CANON-NEXT: linalg.softmax dimension(1) ins(%arg0 : memref<0x8xf32>) outs(%arg1 : memref<0x8xf32>)
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @attr_dict_wins(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CANON-NEXT: %0 = linalg.softmax dimension(0) ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CANON-NEXT: return %0 : tensor<4x8xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// GEN: module {
// GEN-NEXT: func.func @sm(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
// GEN-NEXT: %0 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// GEN-NEXT: return %0 : tensor<2x16x32xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @smm(%arg0: memref<?x16xf16>, %arg1: memref<?x16xf16>) {
// GEN-NEXT: linalg.softmax {foo} dimension(0) ins(%arg0 : memref<?x16xf16>) outs(%arg1 : memref<?x16xf16>)
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-NEXT: func.func @mixed(%arg0: tensor<?x16xf32>, %arg1: tensor<4x?xf32>) -> tensor<4x?xf32> {
// GEN-NEXT: %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<?x16xf32>) outs(%arg1 : tensor<4x?xf32>) -> tensor<4x?xf32>
// GEN-NEXT: return %0 : tensor<4x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @tensor_cast_producer(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<?x?xf32> {
// GEN-NEXT: %cast = tensor.cast %arg0 : tensor<4x8xf32> to tensor<?x?xf32>
// GEN-NEXT: %cast_0 = tensor.cast %arg1 : tensor<4x8xf32> to tensor<?x?xf32>
// GEN-NEXT: %0 = linalg.softmax dimension(1) ins(%cast : tensor<?x?xf32>) outs(%cast_0 : tensor<?x?xf32>) -> tensor<?x?xf32>
// GEN-NEXT: return %0 : tensor<?x?xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @tensor_cast_consumer(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<4x8xf32> {
// GEN-NEXT: %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// GEN-NEXT: %cast = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
// GEN-NEXT: return %cast : tensor<4x8xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @static_mismatch_dyn(%arg0: tensor<4x?xf32>, %arg1: tensor<?x8xf32>) -> tensor<?x8xf32> {
// GEN-NEXT: %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<4x?xf32>) outs(%arg1 : tensor<?x8xf32>) -> tensor<?x8xf32>
// GEN-NEXT: return %0 : tensor<?x8xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @dead_tensor(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) {
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-NEXT: func.func @zero_memref(%arg0: memref<0x8xf32>, %arg1: memref<0x8xf32>) {
// GEN-NEXT: linalg.softmax dimension(1) ins(%arg0 : memref<0x8xf32>) outs(%arg1 : memref<0x8xf32>)
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-NEXT: func.func @attr_dict_wins(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// GEN-NEXT: %0 = linalg.softmax dimension(0) ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// GEN-NEXT: return %0 : tensor<4x8xf32>
// GEN-NEXT: }
// GEN-NEXT: }

func.func @sm(%x: tensor<2x16x32xf32>, %o: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<2x16x32xf32>) outs(%o : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
func.func @smm(%x: memref<?x16xf16>, %o: memref<?x16xf16>) {
  linalg.softmax {foo} dimension(0) ins(%x : memref<?x16xf16>) outs(%o : memref<?x16xf16>)
  return
}
func.func @mixed(%x: tensor<?x16xf32>, %o: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<?x16xf32>) outs(%o : tensor<4x?xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
func.func @tensor_cast_producer(%X: tensor<4x8xf32>, %O: tensor<4x8xf32>) -> tensor<?x?xf32> {
  %x = tensor.cast %X : tensor<4x8xf32> to tensor<?x?xf32>
  %o = tensor.cast %O : tensor<4x8xf32> to tensor<?x?xf32>
  %0 = linalg.softmax dimension(1) ins(%x : tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @tensor_cast_consumer(%X: tensor<?x?xf32>, %O: tensor<?x?xf32>) -> tensor<4x8xf32> {
  %0 = linalg.softmax dimension(1) ins(%X : tensor<?x?xf32>) outs(%O : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @static_mismatch_dyn(%X: tensor<4x?xf32>, %O: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %0 = linalg.softmax dimension(1) ins(%X : tensor<4x?xf32>) outs(%O : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
func.func @dead_tensor(%X: tensor<4x8xf32>, %O: tensor<4x8xf32>) {
  %0 = linalg.softmax dimension(1) ins(%X : tensor<4x8xf32>) outs(%O : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}
func.func @zero_memref(%X: memref<0x8xf32>, %O: memref<0x8xf32>) {
  linalg.softmax dimension(1) ins(%X : memref<0x8xf32>) outs(%O : memref<0x8xf32>)
  return
}
func.func @attr_dict_wins(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.softmax {dimension = 0 : i64} dimension(1) ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

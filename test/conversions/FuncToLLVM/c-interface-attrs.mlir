// C interface wrappers of functions with argument and result attributes,
// as MLIR's propagateArgResAttrs gives them: each argument's attributes on
// its wrapper argument (a memref's on the pointer to its descriptor); the
// result's kept where the wrapper returns it, dropped where it stores the
// results through a pointer passed first (which gets none). The function
// itself keeps them as without a wrapper. The CHECK lines are mlir-opt
// 22's output; both tools must print the same bytes, and the same error
// where an attribute does not suit the converted type.
// RUN: terrace-opt --split-input-file --allow-unregistered-dialect --convert-func-to-llvm %s | FileCheck %s
// RUN: terrace-opt --split-input-file --allow-unregistered-dialect --convert-func-to-llvm %s > %t.terrace
// RUN: %mlir-opt --split-input-file --allow-unregistered-dialect --convert-func-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --allow-unregistered-dialect --convert-func-to-llvm --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --allow-unregistered-dialect --convert-func-to-llvm --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: not terrace-opt --convert-func-to-llvm %S/Inputs/c-interface-bad-attr.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %mlir-opt --convert-func-to-llvm %S/Inputs/c-interface-bad-attr.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: "llvm.noalias" attribute attached to non-pointer LLVM type

// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32 {llvm.noundef}, %arg6: i32) -> (f32 {llvm.noundef})
// CHECK-LABEL: llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr {llvm.noalias}, %arg1: f32 {llvm.noundef}, %arg2: i32) -> (f32 {llvm.noundef})
// CHECK-LABEL: llvm.func @g(
// CHECK-SAME: -> (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {test.r})
// CHECK-LABEL: llvm.func @_mlir_ciface_g(%arg0: !llvm.ptr, %arg1: !llvm.ptr {llvm.noalias}) attributes
// CHECK-LABEL: llvm.func @h(%arg0: i64 {llvm.signext}) -> !llvm.struct<(i64, f32)>
// CHECK-LABEL: llvm.func @_mlir_ciface_h(%arg0: !llvm.ptr, %arg1: i64 {llvm.signext}) attributes
// CHECK-LABEL: llvm.func private @ext(
// CHECK-LABEL: llvm.func @_mlir_ciface_ext(!llvm.ptr {llvm.noalias}, f32 {llvm.noundef}) -> (f32 {llvm.noundef})

func.func @f(%a: memref<2xf32> {llvm.noalias}, %x: f32 {llvm.noundef}, %i: i32) -> (f32 {llvm.noundef}) attributes {llvm.emit_c_interface} {
  return %x : f32
}
func.func @g(%a: memref<2xf32> {llvm.noalias}) -> (memref<2xf32> {test.r}) attributes {llvm.emit_c_interface} {
  return %a : memref<2xf32>
}
func.func @h(%x: i64 {llvm.signext}) -> (i64 {llvm.zeroext}, f32) attributes {llvm.emit_c_interface} {
  %c = arith.constant 1.0 : f32
  return %x, %c : i64, f32
}
func.func private @ext(%a: memref<2xf32> {llvm.noalias}, %x: f32 {llvm.noundef}) -> (f32 {llvm.noundef}) attributes {llvm.emit_c_interface}

// convert-func-to-llvm's C interface wrappers (llvm.emit_c_interface) as
// mlir-opt 22 makes them: `_mlir_ciface_<name>` takes memrefs (ranked and
// unranked) by pointer to their descriptor and returns struct results (a
// memref, a complex, several results) through a pointer passed first; for
// a function with a body it loads the descriptors and calls it, for an
// external one it is a declaration that the function, made private, calls
// with its descriptors stored on the stack. The CHECK lines are mlir-opt's
// output; both tools print the same bytes, custom and generic, with either
// index bitwidth.
// RUN: terrace-opt --split-input-file --convert-func-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --convert-func-to-llvm %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-func-to-llvm --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-func-to-llvm --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --convert-func-to-llvm=index-bitwidth=32 %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-func-to-llvm=index-bitwidth=32 %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @scalar(%a: i32, %b: f32) -> i32 attributes {llvm.emit_c_interface} {
  return %a : i32
}
// CHECK: module {
// CHECK-NEXT: llvm.func @scalar(%arg0: i32, %arg1: f32) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_scalar(%arg0: i32, %arg1: f32) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @scalar(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @memrefs(%m: memref<?x4xf32>, %i: index) -> memref<?x4xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<?x4xf32>
}
// CHECK: module {
// CHECK-NEXT: llvm.func @memrefs(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_memrefs(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.call @memrefs(%1, %2, %3, %4, %5, %6, %7, %arg2) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.store %8, %arg0 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func private @external(memref<*xf32>, memref<2xi32>) -> f64 attributes {llvm.emit_c_interface}
func.func @caller(%u: memref<*xf32>, %m: memref<2xi32>) -> f64 {
  %r = call @external(%u, %m) : (memref<*xf32>, memref<2xi32>) -> f64
  return %r : f64
}
// CHECK: module {
// CHECK-NEXT: llvm.func private @external(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> f64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg2, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg4, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg5, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg6, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.alloca %11 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %10, %12 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %13 = llvm.call @_mlir_ciface_external(%4, %12) : (!llvm.ptr, !llvm.ptr) -> f64
// CHECK-NEXT: llvm.return %13 : f64
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_external(!llvm.ptr, !llvm.ptr) -> f64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: llvm.func @caller(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> f64 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.extractvalue %8[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = llvm.extractvalue %8[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.call @external(%9, %10, %11, %12, %13, %14, %15) : (i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> f64
// CHECK-NEXT: llvm.return %16 : f64
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @two_results(%m: memref<3xf32>) -> (memref<3xf32>, i64) attributes {llvm.emit_c_interface} {
  %c = arith.constant 1 : i64
  return %m, %c : memref<3xf32>, i64
}
// CHECK: module {
// CHECK-NEXT: llvm.func @two_results(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT: %8 = llvm.insertvalue %c1_i64, %7[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT: llvm.return %8 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_two_results(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.call @two_results(%1, %2, %3, %4, %5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT: llvm.store %6, %arg0 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @none() attributes {llvm.emit_c_interface} {
  return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @none() attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_none() attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.call @none() : () -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @complex_result(%a: f32) -> complex<f32> attributes {llvm.emit_c_interface} {
  %c = complex.create %a, %a : complex<f32>
  return %c : complex<f32>
}
// CHECK: module {
// CHECK-NEXT: llvm.func @complex_result(%arg0: f32) -> !llvm.struct<(f32, f32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = complex.create %arg0, %arg0 : complex<f32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT: llvm.return %1 : !llvm.struct<(f32, f32)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_complex_result(%arg0: !llvm.ptr, %arg1: f32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @complex_result(%arg1) : (f32) -> !llvm.struct<(f32, f32)>
// CHECK-NEXT: llvm.store %0, %arg0 : !llvm.struct<(f32, f32)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @unranked_arg(%u: memref<*xf32>, %b: i1, %i: index) -> index attributes {llvm.emit_c_interface} {
  return %i : index
}
// CHECK: module {
// CHECK-NEXT: llvm.func @unranked_arg(%arg0: i64, %arg1: !llvm.ptr, %arg2: i1, %arg3: i64) -> i64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return %arg3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_unranked_arg(%arg0: !llvm.ptr, %arg1: i1, %arg2: i64) -> i64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.call @unranked_arg(%1, %2, %arg1, %arg2) : (i64, !llvm.ptr, i1, i64) -> i64
// CHECK-NEXT: llvm.return %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func private @ext_void(memref<4xf32>) attributes {llvm.emit_c_interface}
func.func private @ext_memref(index) -> memref<?xf32> attributes {llvm.emit_c_interface}
func.func private @ext_two(f32) -> (f32, i32) attributes {llvm.emit_c_interface}
func.func @use(%m: memref<4xf32>, %i: index, %f: f32) -> (memref<?xf32>, f32) {
  call @ext_void(%m) : (memref<4xf32>) -> ()
  %r = call @ext_memref(%i) : (index) -> memref<?xf32>
  %a, %b = call @ext_two(%f) : (f32) -> (f32, i32)
  return %r, %a : memref<?xf32>, f32
}
// CHECK: module {
// CHECK-NEXT: llvm.func private @ext_void(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ext_void(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext_void(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: llvm.func private @ext_memref(%arg0: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ext_memref(%1, %arg0) : (!llvm.ptr, i64) -> ()
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext_memref(!llvm.ptr, i64) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: llvm.func private @ext_two(%arg0: f32) -> !llvm.struct<(f32, i32)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.struct<(f32, i32)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ext_two(%1, %arg0) : (!llvm.ptr, f32) -> ()
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(f32, i32)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(f32, i32)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext_two(!llvm.ptr, f32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: llvm.func @use(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: f32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @ext_void(%6, %7, %8, %9, %10) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
// CHECK-NEXT: %11 = llvm.call @ext_memref(%arg5) : (i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.call @ext_two(%arg6) : (f32) -> !llvm.struct<(f32, i32)>
// CHECK-NEXT: %13 = llvm.extractvalue %12[0] : !llvm.struct<(f32, i32)>
// CHECK-NEXT: %14 = llvm.extractvalue %12[1] : !llvm.struct<(f32, i32)>
// CHECK-NEXT: %15 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT: %16 = llvm.insertvalue %11, %15[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT: %17 = llvm.insertvalue %13, %16[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT: llvm.return %17 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT: }
// CHECK-NEXT: }

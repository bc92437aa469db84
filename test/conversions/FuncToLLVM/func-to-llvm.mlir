// convert-func-to-llvm as mlir-opt 22 does it: llvm.func with memref
// arguments passed as their descriptors' fields and packed again on entry
// (lazily, as MLIR materializes replaced arguments), several results
// returned as a struct, calls passing descriptor fields. The CHECK lines are
// mlir-opt's output; both tools must print the same bytes.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-func-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-func-to-llvm %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-func-to-llvm %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-func-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-func-to-llvm --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-func-to-llvm --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func private @ext(%a: index, %m: memref<?xf32>) -> (index, memref<?xf32>)

func.func @body(%i: index, %m: memref<4x?xf32>, %f: f32) -> (index, f32) {
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  memref.store %f, %m[%i, %j] : memref<4x?xf32>
  %x = memref.load %m[%j, %i] : memref<4x?xf32>
  cf.br ^bb1(%j : index)
^bb1(%k: index):
  return %k, %x : index, f32
}

func.func @caller(%m: memref<?xf32>, %n: index, %mm: memref<4x?xf32>) -> index {
  %r:2 = call @ext(%n, %m) : (index, memref<?xf32>) -> (index, memref<?xf32>)
  %v = memref.load %r#1[%r#0] : memref<?xf32>
  %s:2 = call @body(%n, %mm, %v) : (index, memref<4x?xf32>, f32) -> (index, f32)
  return %s#0 : index
}
// CHECK: module {
// CHECK-NEXT: llvm.func @ext(i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @body(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: f32) -> !llvm.struct<(i64, f32)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg5, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %10 = arith.addi %9, %c1 : index
// CHECK-NEXT: memref.store %arg8, %8[%9, %10] : memref<4x?xf32>
// CHECK-NEXT: %11 = memref.load %8[%10, %9] : memref<4x?xf32>
// CHECK-NEXT: cf.br ^bb1(%10 : index)
// CHECK-NEXT: ^bb1(%12: index):  // pred: ^bb0
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : index to i64
// CHECK-NEXT: %14 = llvm.mlir.poison : !llvm.struct<(i64, f32)>
// CHECK-NEXT: %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(i64, f32)>
// CHECK-NEXT: %16 = llvm.insertvalue %11, %15[1] : !llvm.struct<(i64, f32)>
// CHECK-NEXT: llvm.return %16 : !llvm.struct<(i64, f32)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg6, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg7, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg8, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg9, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg11, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg10, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg12, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg2, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg3, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg4, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.call @ext(%arg5, %14, %15, %16, %17, %18) : (i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %20 = llvm.extractvalue %19[0] : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : i64 to index
// CHECK-NEXT: %22 = llvm.extractvalue %19[1] : !llvm.struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT: %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: %24 = memref.load %23[%21] : memref<?xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.call @body(%arg5, %25, %26, %27, %28, %29, %30, %31, %24) : (i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32) -> !llvm.struct<(i64, f32)>
// CHECK-NEXT: %33 = llvm.extractvalue %32[0] : !llvm.struct<(i64, f32)>
// CHECK-NEXT: %34 = llvm.extractvalue %32[1] : !llvm.struct<(i64, f32)>
// CHECK-NEXT: llvm.return %33 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// Unused memref arguments are not repacked; unranked memrefs pass their
// rank and descriptor pointer; complex numbers and n-D vectors convert.
func.func @unused(%m: memref<4x8xf32, strided<[16, 1], offset: ?>>, %u: memref<*xf32>) {
  return
}
func.func @unranked(%u: memref<*xf32>, %v: memref<?xf32, 1>) {
  "test.use"(%u, %v) : (memref<*xf32>, memref<?xf32, 1>) -> ()
  return
}
func.func @values(%c: complex<f32>, %v: vector<4xf32>, %w: vector<2x3xi32>) -> complex<f32> {
  return %c : complex<f32>
}
func.func @none() {
  call @none() : () -> ()
  return
}
func.func private @decl(i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["noinline"]}
// CHECK: module {
// CHECK-NEXT: llvm.func @unused(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @unranked(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: i64, %arg6: i64) {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, 1>
// CHECK-NEXT: %7 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg0, %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg1, %8[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: "test.use"(%10, %6) : (memref<*xf32>, memref<?xf32, 1>) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @values(%arg0: !llvm.struct<(f32, f32)>, %arg1: vector<4xf32>, %arg2: !llvm.array<2 x vector<3xi32>>) -> !llvm.struct<(f32, f32)> {
// CHECK-NEXT: llvm.return %arg0 : !llvm.struct<(f32, f32)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @none() {
// CHECK-NEXT: llvm.call @none() : () -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @decl(i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["noinline"], sym_visibility = "private"}
// CHECK-NEXT: }

// -----

// A memref returned as it came: the return asks for the descriptor first,
// so it is packed before the arguments nobody converted asks for.
func.func @forward(%a: memref<2xf32>, %b: memref<3xf32>, %c: memref<4xf32>) -> memref<4xf32> {
  %0 = builtin.unrealized_conversion_cast %c : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  "test.use"(%a, %b, %0) : (memref<2xf32>, memref<3xf32>, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> ()
  return %c : memref<4xf32>
}
// CHECK: module {
// CHECK-NEXT: llvm.func @forward(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg6, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg7, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg8, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg9, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<3xf32>
// CHECK-NEXT: %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg0, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg1, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg2, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg3, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg4, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xf32>
// CHECK-NEXT: %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg10, %14[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %arg11, %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %arg12, %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %arg13, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %arg14, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: "test.use"(%13, %6, %21) : (memref<2xf32>, memref<3xf32>, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> ()
// CHECK-NEXT: llvm.return %19 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: }

// finalize-memref-to-llvm on the views that keep their buffer, as mlir-opt
// 22 lowers them: transpose permutes the descriptor's sizes and strides (an
// identity permutation is the descriptor itself), view moves the aligned
// pointer by the byte shift and makes row-major sizes and strides (dynamic
// ones from the sizes given), memory_space_cast of ranked memrefs casts
// both pointers. The CHECK lines are mlir-opt's output; both tools print
// the same bytes.
// RUN: terrace-opt --split-input-file --finalize-memref-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --finalize-memref-to-llvm %s | FileCheck %s
// RUN: terrace-opt --split-input-file --finalize-memref-to-llvm %s > %t.terrace
// RUN: %mlir-opt --split-input-file --finalize-memref-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @transpose(%m: memref<?x4xf32>) -> memref<4x?xf32, strided<[1, 4]>> {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x4xf32> to memref<4x?xf32, strided<[1, 4]>>
  return %t : memref<4x?xf32, strided<[1, 4]>>
}
// CHECK: module {
// CHECK-NEXT: func.func @transpose(%arg0: memref<?x4xf32>) -> memref<4x?xf32, strided<[1, 4]>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32, strided<[1, 4]>>
// CHECK-NEXT: return %16 : memref<4x?xf32, strided<[1, 4]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @transpose3(%m: memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>>) -> memref<4x2x3xf32, strided<[1, ?, ?], offset: ?>> {
  %t = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>> to memref<4x2x3xf32, strided<[1, ?, ?], offset: ?>>
  return %t : memref<4x2x3xf32, strided<[1, ?, ?], offset: ?>>
}
// CHECK: module {
// CHECK-NEXT: func.func @transpose3(%arg0: memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>>) -> memref<4x2x3xf32, strided<[1, ?, ?], offset: ?>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %0[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %0[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<4x2x3xf32, strided<[1, ?, ?], offset: ?>>
// CHECK-NEXT: return %20 : memref<4x2x3xf32, strided<[1, ?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @view(%b: memref<2048xi8>, %s: index, %n: index) -> (memref<?x4xf32>, memref<16x4xf32>) {
  %v = memref.view %b[%s][%n] : memref<2048xi8> to memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %w = memref.view %b[%c0][] : memref<2048xi8> to memref<16x4xf32>
  return %v, %w : memref<?x4xf32>, memref<16x4xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @view(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> (memref<?x4xf32>, memref<16x4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr %6[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %8 = llvm.insertvalue %7, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %0, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.getelementptr %23[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %25 = llvm.insertvalue %24, %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %27 = llvm.insertvalue %26, %25[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %29 = llvm.insertvalue %28, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %31 = llvm.insertvalue %30, %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %33 = llvm.insertvalue %32, %31[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %35 = llvm.insertvalue %34, %33[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = builtin.unrealized_conversion_cast %35 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<16x4xf32>
// CHECK-NEXT: return %18, %36 : memref<?x4xf32>, memref<16x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @memory_space_cast(%m: memref<4xf32>, %n: memref<?x3xf32, strided<[?, 1], offset: ?>, 1>) -> (memref<4xf32, 1>, memref<?x3xf32, strided<[?, 1], offset: ?>, 2>) {
  %c = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %d = memref.memory_space_cast %n : memref<?x3xf32, strided<[?, 1], offset: ?>, 1> to memref<?x3xf32, strided<[?, 1], offset: ?>, 2>
  return %c, %d : memref<4xf32, 1>, memref<?x3xf32, strided<[?, 1], offset: ?>, 2>
}
// CHECK: module {
// CHECK-NEXT: func.func @memory_space_cast(%arg0: memref<4xf32>, %arg1: memref<?x3xf32, strided<[?, 1], offset: ?>, 1>) -> (memref<4xf32, 1>, memref<?x3xf32, strided<[?, 1], offset: ?>, 2>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?x3xf32, strided<[?, 1], offset: ?>, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %8 = llvm.addrspacecast %3 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %4, %11[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %5, %12[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %6, %13[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32, 1>
// CHECK-NEXT: %16 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.addrspacecast %16 : !llvm.ptr<1> to !llvm.ptr<2>
// CHECK-NEXT: %24 = llvm.addrspacecast %17 : !llvm.ptr<1> to !llvm.ptr<2>
// CHECK-NEXT: %25 = llvm.mlir.poison : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %23, %25[0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %18, %27[2] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %19, %28[3, 0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %20, %30[3, 1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %22, %31[4, 1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x3xf32, strided<[?, 1], offset: ?>, 2>
// CHECK-NEXT: return %15, %33 : memref<4xf32, 1>, memref<?x3xf32, strided<[?, 1], offset: ?>, 2>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @identity_transpose(%m: memref<?x4xf32>) -> memref<?x4xf32> {
  %t = memref.transpose %m (i, j) -> (i, j) : memref<?x4xf32> to memref<?x4xf32>
  return %t : memref<?x4xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @identity_transpose(%arg0: memref<?x4xf32>) -> memref<?x4xf32> {
// CHECK-NEXT: return %arg0 : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @view_0d(%b: memref<64xi8>, %s: index) -> memref<f32> {
  %v = memref.view %b[%s][] : memref<64xi8> to memref<f32>
  return %v : memref<f32>
}
// CHECK: module {
// CHECK-NEXT: func.func @view_0d(%arg0: memref<64xi8>, %arg1: index) -> memref<f32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<64xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT: return %10 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @view_dynamic_inner(%b: memref<?xi8>, %s: index, %n: index, %k: index) -> memref<?x?x2xf32> {
  %v = memref.view %b[%s][%n, %k] : memref<?xi8> to memref<?x?x2xf32>
  return %v : memref<?x?x2xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @view_dynamic_inner(%arg0: memref<?xi8>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<?xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.getelementptr %7[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %0, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %1, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %20 = llvm.mul %17, %0 : i64
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x2xf32>
// CHECK-NEXT: return %22 : memref<?x?x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// An unranked memory_space_cast: the ranked descriptor copied to the stack,
// its two pointers cast, its offset, sizes and strides copied as bytes.
// CHECK-LABEL: func.func @msc(%arg0: memref<*xf32>) -> memref<*xf32, 1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32, 1>
// CHECK-NEXT: %18 = llvm.load %2 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.addrspacecast %18 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %22 = llvm.addrspacecast %20 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: llvm.store %21, %15 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: llvm.store %22, %23 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: %26 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %27 = llvm.sub %14, %26 : i64
// CHECK-NEXT: "llvm.intr.memcpy"(%25, %24, %27) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return %17 : memref<*xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @msc(%m: memref<*xf32>) -> memref<*xf32, 1> {
  %0 = memref.memory_space_cast %m : memref<*xf32> to memref<*xf32, 1>
  return %0 : memref<*xf32, 1>
}

// finalize-memref-to-llvm on memref.reshape by a shape of unknown length (an
// unranked result), as mlir-opt 22 lowers it: a ranked descriptor of the
// shape's length on the stack with the source's pointers and offset (from
// an unranked source, read through its descriptor), and a loop of blocks,
// last dimension first, that copies each size and writes the row-major
// strides; the ops after the reshape move to the block the loop exits to.
// Both tools print the same bytes, with 64- and 32-bit indices.
// RUN: terrace-opt --split-input-file --finalize-memref-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --finalize-memref-to-llvm %s | FileCheck %s
// RUN: terrace-opt --split-input-file --finalize-memref-to-llvm %s > %t.terrace
// RUN: %mlir-opt --split-input-file --finalize-memref-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --finalize-memref-to-llvm='index-bitwidth=32' --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --finalize-memref-to-llvm='index-bitwidth=32' --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// Compiled, the reshaped buffer reads as the interpreter reads it, also
// with a shape of i32 sizes: MLIR 22 reads each size as an index from an
// array of i32 (two sizes as one); Terrace reads the i32 and extends it.
// RUN: terrace-run %S/Inputs/reshape-unranked-run.mlir --entry main --compile --compare-interpreter --print --print-format compact 2>%t.err | FileCheck %s --check-prefix=EXEC
// RUN: FileCheck %s --check-prefix=AGREE --input-file=%t.err
// EXEC: output_0: f32 = 5
// EXEC-NEXT: output_1: index = 2
// EXEC-NEXT: output_2: f32 = 3
// AGREE: terrace-run: the compiled results agree with the interpreter's
// RUN: terrace-opt --finalize-memref-to-llvm %S/Inputs/reshape-unranked-run.mlir | FileCheck %s --check-prefix=I32
// I32: %[[SIZE:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// I32-NEXT: %{{.*}} = llvm.sext %[[SIZE]] : i32 to i64

// From a ranked source.
// CHECK-LABEL: func.func @reshape(%arg0: memref<?xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)>
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
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.store %18, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %21 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %19, %21 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %20, %22 : i64, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %24 = llvm.getelementptr %23[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %25 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.sub %2, %26 : i64
// CHECK-NEXT: llvm.br ^bb1(%27, %26 : i64, i64)
// CHECK-NEXT: ^bb1(%28: i64, %29: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %31 = llvm.icmp "sge" %28, %30 : i64
// CHECK-NEXT: llvm.cond_br %31, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %32 = llvm.getelementptr %25[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %33 = llvm.load %32 : !llvm.ptr -> i64
// CHECK-NEXT: %34 = llvm.getelementptr %23[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %33, %34 : i64, !llvm.ptr
// CHECK-NEXT: %35 = llvm.getelementptr %24[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %29, %35 : i64, !llvm.ptr
// CHECK-NEXT: %36 = llvm.mul %29, %33 : i64
// CHECK-NEXT: %37 = llvm.sub %28, %26 : i64
// CHECK-NEXT: llvm.br ^bb1(%37, %36 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %17 : memref<*xf32>
// CHECK-NEXT: }
func.func @reshape(%m: memref<?xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

// -----

// From an unranked source: its fields read through its descriptor.
// CHECK-LABEL: func.func @from_unranked(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)>
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
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %20 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %23 = llvm.load %22 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %19, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %21, %24 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %23, %25 : i64, !llvm.ptr
// CHECK-NEXT: %26 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %27 = llvm.getelementptr %26[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %28 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %30 = llvm.sub %2, %29 : i64
// CHECK-NEXT: llvm.br ^bb1(%30, %29 : i64, i64)
// CHECK-NEXT: ^bb1(%31: i64, %32: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %34 = llvm.icmp "sge" %31, %33 : i64
// CHECK-NEXT: llvm.cond_br %34, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %35 = llvm.getelementptr %28[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %36 = llvm.load %35 : !llvm.ptr -> i64
// CHECK-NEXT: %37 = llvm.getelementptr %26[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %36, %37 : i64, !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %27[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %32, %38 : i64, !llvm.ptr
// CHECK-NEXT: %39 = llvm.mul %32, %36 : i64
// CHECK-NEXT: %40 = llvm.sub %31, %29 : i64
// CHECK-NEXT: llvm.br ^bb1(%40, %39 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %17 : memref<*xf32>
// CHECK-NEXT: }
func.func @from_unranked(%m: memref<*xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

// -----

// Two reshapes in a function of several blocks: each splits the block it
// is in, and the new blocks go to the end of the region.
// CHECK-LABEL: func.func @two(%arg0: memref<?xf32>, %arg1: memref<?xindex>, %arg2: memref<?xindex>) -> (memref<*xf32>, memref<*xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %10 = llvm.mul %7, %9 : i64
// CHECK-NEXT: %11 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %12 = llvm.mul %7, %11 : i64
// CHECK-NEXT: %13 = llvm.add %12, %6 : i64
// CHECK-NEXT: %14 = llvm.mul %13, %8 : i64
// CHECK-NEXT: %15 = llvm.add %10, %14 : i64
// CHECK-NEXT: %16 = llvm.alloca %15 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %17 = llvm.insertvalue %16, %5[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %19 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.store %19, %16 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %16[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %20, %22 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %16[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %21, %23 : i64, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %16[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %25 = llvm.getelementptr %24[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %26 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %28 = llvm.sub %3, %27 : i64
// CHECK-NEXT: llvm.br ^bb2(%28, %27 : i64, i64)
// CHECK-NEXT: ^bb1:  // pred: ^bb4
// CHECK-NEXT: %29 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %30 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %31 = llvm.insertvalue %29, %30[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %33 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %34 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %35 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %36 = llvm.mul %33, %35 : i64
// CHECK-NEXT: %37 = llvm.extractvalue %31[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %38 = llvm.mul %33, %37 : i64
// CHECK-NEXT: %39 = llvm.add %38, %32 : i64
// CHECK-NEXT: %40 = llvm.mul %39, %34 : i64
// CHECK-NEXT: %41 = llvm.add %36, %40 : i64
// CHECK-NEXT: %42 = llvm.alloca %41 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %43 = llvm.insertvalue %42, %31[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %44 = builtin.unrealized_conversion_cast %43 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %45 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %47 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.store %45, %42 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %48 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %46, %48 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %49 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %47, %49 : i64, !llvm.ptr
// CHECK-NEXT: %50 = llvm.getelementptr %42[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %51 = llvm.getelementptr %50[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %52 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %53 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %54 = llvm.sub %29, %53 : i64
// CHECK-NEXT: llvm.br ^bb5(%54, %53 : i64, i64)
// CHECK-NEXT: ^bb2(%55: i64, %56: i64):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: %57 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %58 = llvm.icmp "sge" %55, %57 : i64
// CHECK-NEXT: llvm.cond_br %58, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %59 = llvm.getelementptr %26[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %60 = llvm.load %59 : !llvm.ptr -> i64
// CHECK-NEXT: %61 = llvm.getelementptr %24[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %60, %61 : i64, !llvm.ptr
// CHECK-NEXT: %62 = llvm.getelementptr %25[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %56, %62 : i64, !llvm.ptr
// CHECK-NEXT: %63 = llvm.mul %56, %60 : i64
// CHECK-NEXT: %64 = llvm.sub %55, %27 : i64
// CHECK-NEXT: llvm.br ^bb2(%64, %63 : i64, i64)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb5(%65: i64, %66: i64):  // 2 preds: ^bb1, ^bb6
// CHECK-NEXT: %67 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %68 = llvm.icmp "sge" %65, %67 : i64
// CHECK-NEXT: llvm.cond_br %68, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %69 = llvm.getelementptr %52[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %70 = llvm.load %69 : !llvm.ptr -> i64
// CHECK-NEXT: %71 = llvm.getelementptr %50[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %70, %71 : i64, !llvm.ptr
// CHECK-NEXT: %72 = llvm.getelementptr %51[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %66, %72 : i64, !llvm.ptr
// CHECK-NEXT: %73 = llvm.mul %66, %70 : i64
// CHECK-NEXT: %74 = llvm.sub %65, %53 : i64
// CHECK-NEXT: llvm.br ^bb5(%74, %73 : i64, i64)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: return %18, %44 : memref<*xf32>, memref<*xf32>
// CHECK-NEXT: }
func.func @two(%m: memref<?xf32>, %s: memref<?xindex>, %t: memref<?xindex>) -> (memref<*xf32>, memref<*xf32>) {
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  cf.br ^bb1
^bb1:
  %1 = memref.reshape %m(%t) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  return %0, %1 : memref<*xf32>, memref<*xf32>
}

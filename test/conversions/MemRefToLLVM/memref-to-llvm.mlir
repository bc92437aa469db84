// finalize-memref-to-llvm as mlir-opt 22 does it: allocations through
// malloc (aligned by hand) or llvm.alloca into a new descriptor, loads and
// stores at the strided address (inbounds|nuw), globals, casts, the views
// expand-strided-metadata leaves, static reshapes and copies. The CHECK
// lines are mlir-opt's output; both tools must print the same bytes.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --finalize-memref-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --finalize-memref-to-llvm %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --finalize-memref-to-llvm %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --finalize-memref-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --finalize-memref-to-llvm --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --finalize-memref-to-llvm --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --finalize-memref-to-llvm=use-generic-functions=1 %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --finalize-memref-to-llvm=use-generic-functions=1 %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @allocs(%n: index, %i: index, %j: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc(%n) : memref<?x4xf32>
  %c = memref.alloc(%n) {alignment = 32} : memref<4x?xf32>
  %d = memref.alloc() : memref<f32>
  %e = memref.alloc() : memref<2xcomplex<f32>>
  %s = memref.alloca() : memref<4xf32>
  %t = memref.alloca(%n) {alignment = 16} : memref<?xf32>
  memref.store %v, %b[%i, %j] : memref<?x4xf32>
  %x = memref.load %b[%i, %j] {nontemporal = true} : memref<?x4xf32>
  memref.store %x, %c[%j, %i] : memref<4x?xf32>
  memref.store %x, %d[] : memref<f32>
  memref.store %x, %s[%i] : memref<4xf32>
  memref.store %x, %t[%i] : memref<?xf32>
  "test.use"(%a, %e) : (memref<16xf32>, memref<2xcomplex<f32>>) -> ()
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<?x4xf32>
  return %x : f32
}
// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: func.func @allocs(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %3 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.call @malloc(%7) : (i64) -> !llvm.ptr
// CHECK-NEXT: %9 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %3, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %4, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<16xf32>
// CHECK-NEXT: %17 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %19 = llvm.mul %17, %2 : i64
// CHECK-NEXT: %20 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %21 = llvm.getelementptr %20[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %22 = llvm.ptrtoint %21 : !llvm.ptr to i64
// CHECK-NEXT: %23 = llvm.call @malloc(%22) : (i64) -> !llvm.ptr
// CHECK-NEXT: %24 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %23, %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %28 = llvm.insertvalue %27, %26[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %2, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %17, %29[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %17, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %18, %31[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %34 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %35 = llvm.mul %2, %33 : i64
// CHECK-NEXT: %36 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %37 = llvm.getelementptr %36[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
// CHECK-NEXT: %39 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %40 = llvm.add %38, %39 : i64
// CHECK-NEXT: %41 = llvm.call @malloc(%40) : (i64) -> !llvm.ptr
// CHECK-NEXT: %42 = llvm.ptrtoint %41 : !llvm.ptr to i64
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %44 = llvm.sub %39, %43 : i64
// CHECK-NEXT: %45 = llvm.add %42, %44 : i64
// CHECK-NEXT: %46 = llvm.urem %45, %39 : i64
// CHECK-NEXT: %47 = llvm.sub %45, %46 : i64
// CHECK-NEXT: %48 = llvm.inttoptr %47 : i64 to !llvm.ptr
// CHECK-NEXT: %49 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %50 = llvm.insertvalue %41, %49[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %51 = llvm.insertvalue %48, %50[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %53 = llvm.insertvalue %52, %51[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %54 = llvm.insertvalue %33, %53[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %55 = llvm.insertvalue %2, %54[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %56 = llvm.insertvalue %2, %55[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %57 = llvm.insertvalue %34, %56[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %58 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %59 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %60 = llvm.getelementptr %59[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %61 = llvm.ptrtoint %60 : !llvm.ptr to i64
// CHECK-NEXT: %62 = llvm.call @malloc(%61) : (i64) -> !llvm.ptr
// CHECK-NEXT: %63 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %64 = llvm.insertvalue %62, %63[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %65 = llvm.insertvalue %62, %64[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %66 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %67 = llvm.insertvalue %66, %65[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %68 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %69 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %70 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %71 = llvm.getelementptr %70[%68] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// CHECK-NEXT: %72 = llvm.ptrtoint %71 : !llvm.ptr to i64
// CHECK-NEXT: %73 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %74 = llvm.getelementptr %73[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// CHECK-NEXT: %75 = llvm.ptrtoint %74 : !llvm.ptr to i64
// CHECK-NEXT: %76 = llvm.add %72, %75 : i64
// CHECK-NEXT: %77 = llvm.call @malloc(%76) : (i64) -> !llvm.ptr
// CHECK-NEXT: %78 = llvm.ptrtoint %77 : !llvm.ptr to i64
// CHECK-NEXT: %79 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %80 = llvm.sub %75, %79 : i64
// CHECK-NEXT: %81 = llvm.add %78, %80 : i64
// CHECK-NEXT: %82 = llvm.urem %81, %75 : i64
// CHECK-NEXT: %83 = llvm.sub %81, %82 : i64
// CHECK-NEXT: %84 = llvm.inttoptr %83 : i64 to !llvm.ptr
// CHECK-NEXT: %85 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %86 = llvm.insertvalue %77, %85[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %87 = llvm.insertvalue %84, %86[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %88 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %89 = llvm.insertvalue %88, %87[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %90 = llvm.insertvalue %68, %89[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %91 = llvm.insertvalue %69, %90[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %92 = builtin.unrealized_conversion_cast %91 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xcomplex<f32>>
// CHECK-NEXT: %93 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %94 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %95 = llvm.alloca %93 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %96 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %97 = llvm.insertvalue %95, %96[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %98 = llvm.insertvalue %95, %97[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %99 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %100 = llvm.insertvalue %99, %98[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %101 = llvm.insertvalue %93, %100[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %102 = llvm.insertvalue %94, %101[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %103 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %104 = llvm.alloca %2 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %105 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %106 = llvm.insertvalue %104, %105[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %107 = llvm.insertvalue %104, %106[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %108 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %109 = llvm.insertvalue %108, %107[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %110 = llvm.insertvalue %2, %109[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %111 = llvm.insertvalue %103, %110[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %112 = llvm.extractvalue %32[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %113 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %114 = llvm.mul %1, %113 overflow<nsw, nuw> : i64
// CHECK-NEXT: %115 = llvm.add %114, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %116 = llvm.getelementptr inbounds|nuw %112[%115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg3, %116 : f32, !llvm.ptr
// CHECK-NEXT: %117 = llvm.extractvalue %32[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %118 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %119 = llvm.mul %1, %118 overflow<nsw, nuw> : i64
// CHECK-NEXT: %120 = llvm.add %119, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %121 = llvm.getelementptr inbounds|nuw %117[%120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %122 = llvm.load %121 {nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT: %123 = llvm.extractvalue %57[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %124 = llvm.extractvalue %57[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %125 = llvm.mul %0, %124 overflow<nsw, nuw> : i64
// CHECK-NEXT: %126 = llvm.add %125, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %127 = llvm.getelementptr inbounds|nuw %123[%126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %122, %127 : f32, !llvm.ptr
// CHECK-NEXT: %128 = llvm.extractvalue %67[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: llvm.store %122, %128 : f32, !llvm.ptr
// CHECK-NEXT: %129 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %130 = llvm.getelementptr inbounds|nuw %129[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %122, %130 : f32, !llvm.ptr
// CHECK-NEXT: %131 = llvm.extractvalue %111[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %132 = llvm.getelementptr inbounds|nuw %131[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %122, %132 : f32, !llvm.ptr
// CHECK-NEXT: "test.use"(%16, %92) : (memref<16xf32>, memref<2xcomplex<f32>>) -> ()
// CHECK-NEXT: %133 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free(%133) : (!llvm.ptr) -> ()
// CHECK-NEXT: %134 = llvm.extractvalue %32[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @free(%134) : (!llvm.ptr) -> ()
// CHECK-NEXT: return %122 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// Globals: nested arrays, a scalar for rank 0, an initializer region for
// uninitialized ones; get_global's allocated pointer is 0xdeadbeef.
memref.global "private" constant @cst : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> {alignment = 64 : i64}
memref.global @scalar : memref<i32> = dense<7>
memref.global @zeros : memref<4xi32> = uninitialized
memref.global "private" @ext : memref<4xf64>
func.func @globals(%i: index) -> f32 {
  %g = memref.get_global @cst : memref<2x3xf32>
  %s = memref.get_global @scalar : memref<i32>
  %x = memref.load %g[%i, %i] : memref<2x3xf32>
  "test.use"(%s) : (memref<i32>) -> ()
  return %x : f32
}
// CHECK: module {
// CHECK-NEXT: llvm.mlir.global private constant @cst(dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00{{\]\]}}> : tensor<2x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: llvm.mlir.global external @scalar(7 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.mlir.global external @zeros() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.return %0 : !llvm.array<4 x i32>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global private @ext() {addr_space = 0 : i32} : !llvm.array<4 x f64>
// CHECK-NEXT: func.func @globals(%arg0: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.mlir.addressof @cst : !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %8[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: %10 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %1, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %2, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %2, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %3, %19[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
// CHECK-NEXT: %25 = llvm.mlir.addressof @scalar : !llvm.ptr
// CHECK-NEXT: %26 = llvm.getelementptr %25[0] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT: %27 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %28 = llvm.inttoptr %27 : i64 to !llvm.ptr
// CHECK-NEXT: %29 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %31 = llvm.insertvalue %26, %30[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %34 = builtin.unrealized_conversion_cast %33 : !llvm.struct<(ptr, ptr, i64)> to memref<i32>
// CHECK-NEXT: %35 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %37 = llvm.mul %0, %36 overflow<nsw, nuw> : i64
// CHECK-NEXT: %38 = llvm.add %37, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %39 = llvm.getelementptr inbounds|nuw %35[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %40 = llvm.load %39 : !llvm.ptr -> f32
// CHECK-NEXT: "test.use"(%34) : (memref<i32>) -> ()
// CHECK-NEXT: return %40 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// Casts, views that expand-strided-metadata leaves, reshapes to static
// shapes, copies (memcpy when both are contiguous, memrefCopy otherwise).
func.func @views(%m: memref<4x8xf32>, %u: memref<*xf32>, %i: index, %o: index, %shape: memref<2xi32>) -> memref<*xf32> {
  %c = memref.cast %m : memref<4x8xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %d = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  %y = memref.load %r[%i, %i] : memref<?x?xf32>
  memref.store %y, %d[%i, %i] : memref<?x8xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %rc = memref.reinterpret_cast %base to offset: [%o], sizes: [2, 4], strides: [8, 1] : memref<f32> to memref<2x4xf32, strided<[8, 1], offset: ?>>
  %z = memref.load %rc[%i, %i] : memref<2x4xf32, strided<[8, 1], offset: ?>>
  %flat = memref.reshape %m(%shape) : (memref<4x8xf32>, memref<2xi32>) -> memref<2x16xf32>
  memref.store %z, %flat[%i, %i] : memref<2x16xf32>
  memref.copy %m, %m : memref<4x8xf32> to memref<4x8xf32>
  %dst = memref.alloc() : memref<2x4xf32>
  memref.copy %rc, %dst : memref<2x4xf32, strided<[8, 1], offset: ?>> to memref<2x4xf32>
  %c0 = arith.constant 0 : index
  %dim = memref.dim %r, %c0 : memref<?x?xf32>
  "test.use"(%dim) : (index) -> ()
  return %c : memref<*xf32>
}
// CHECK: module {
// CHECK-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: func.func @views(%arg0: memref<4x8xf32>, %arg1: memref<*xf32>, %arg2: index, %arg3: index, %arg4: memref<2xi32>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %3, %5 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.insertvalue %5, %8[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %12 = llvm.load %11 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mul %1, %14 overflow<nsw, nuw> : i64
// CHECK-NEXT: %16 = llvm.add %15, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %17 = llvm.getelementptr inbounds|nuw %13[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> f32
// CHECK-NEXT: %19 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %21 = llvm.mul %1, %20 overflow<nsw, nuw> : i64
// CHECK-NEXT: %22 = llvm.add %21, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %23 = llvm.getelementptr inbounds|nuw %19[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %18, %23 : f32, !llvm.ptr
// CHECK-NEXT: %24 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %27 = llvm.insertvalue %24, %26[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %28 = llvm.insertvalue %25, %27[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %31 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.extractvalue %3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.extractvalue %3[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %37 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %38 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %39 = llvm.insertvalue %37, %36[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %40 = llvm.insertvalue %38, %39[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.insertvalue %0, %40[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %42 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %43 = llvm.insertvalue %42, %41[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %44 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %45 = llvm.insertvalue %44, %43[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %47 = llvm.insertvalue %46, %45[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %48 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %49 = llvm.insertvalue %48, %47[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %50 = llvm.extractvalue %49[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %51 = llvm.extractvalue %49[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.getelementptr %50[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %53 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %54 = llvm.mul %1, %53 overflow<nsw, nuw> : i64
// CHECK-NEXT: %55 = llvm.add %54, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %56 = llvm.getelementptr inbounds|nuw %52[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %57 = llvm.load %56 : !llvm.ptr -> f32
// CHECK-NEXT: %58 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %59 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %60 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %61 = llvm.insertvalue %59, %58[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %62 = llvm.insertvalue %60, %61[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %63 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %64 = llvm.insertvalue %63, %62[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %65 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %66 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %67 = llvm.insertvalue %66, %64[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %68 = llvm.insertvalue %65, %67[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %69 = llvm.mul %65, %66 : i64
// CHECK-NEXT: %70 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %71 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %72 = llvm.insertvalue %71, %68[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %73 = llvm.insertvalue %70, %72[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %74 = llvm.mul %70, %71 : i64
// CHECK-NEXT: %75 = llvm.extractvalue %73[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %76 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %77 = llvm.mul %1, %76 overflow<nsw, nuw> : i64
// CHECK-NEXT: %78 = llvm.add %77, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %79 = llvm.getelementptr inbounds|nuw %75[%78] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %57, %79 : f32, !llvm.ptr
// CHECK-NEXT: %80 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %81 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %82 = llvm.mul %80, %81 : i64
// CHECK-NEXT: %83 = llvm.extractvalue %3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %84 = llvm.mul %82, %83 : i64
// CHECK-NEXT: %85 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %86 = llvm.getelementptr %85[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %87 = llvm.ptrtoint %86 : !llvm.ptr to i64
// CHECK-NEXT: %88 = llvm.mul %84, %87 : i64
// CHECK-NEXT: %89 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %90 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %91 = llvm.getelementptr %89[%90] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %92 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %93 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %94 = llvm.getelementptr %92[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%94, %91, %88) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %95 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %96 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %97 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %98 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %99 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %100 = llvm.getelementptr %99[%98] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %101 = llvm.ptrtoint %100 : !llvm.ptr to i64
// CHECK-NEXT: %102 = llvm.call @malloc(%101) : (i64) -> !llvm.ptr
// CHECK-NEXT: %103 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %104 = llvm.insertvalue %102, %103[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %105 = llvm.insertvalue %102, %104[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %106 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %107 = llvm.insertvalue %106, %105[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %108 = llvm.insertvalue %95, %107[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %109 = llvm.insertvalue %96, %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %110 = llvm.insertvalue %96, %109[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %111 = llvm.insertvalue %97, %110[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %112 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %113 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %114 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %115 = llvm.alloca %114 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %49, %115 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %116 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %117 = llvm.insertvalue %113, %116[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %118 = llvm.insertvalue %115, %117[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %119 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %120 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %121 = llvm.alloca %120 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %111, %121 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %122 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %123 = llvm.insertvalue %119, %122[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %124 = llvm.insertvalue %121, %123[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %125 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %126 = llvm.alloca %125 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %118, %126 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %127 = llvm.alloca %125 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %124, %127 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %128 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %129 = llvm.getelementptr %128[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %130 = llvm.ptrtoint %129 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%130, %126, %127) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %112 : !llvm.ptr
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %131 = llvm.extractvalue %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %132 = builtin.unrealized_conversion_cast %131 : i64 to index
// CHECK-NEXT: "test.use"(%132) : (index) -> ()
// CHECK-NEXT: return %10 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// The aligned pointer as an index (what buffer deallocation compares).
func.func @aligned_pointer(%m: memref<4x?xf32>) -> index {
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> index
  return %p : index
}
// CHECK: module {
// CHECK-NEXT: func.func @aligned_pointer(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.ptrtoint %1 : !llvm.ptr to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// rank: an unranked memref's first field, a ranked one's constant.
func.func @rank(%u: memref<*xf32>, %m: memref<?x4xf32>) -> (index, index) {
  %0 = memref.rank %u : memref<*xf32>
  %1 = memref.rank %m : memref<?x4xf32>
  return %0, %1 : index, index
}
// CHECK: module {
// CHECK-NEXT: func.func @rank(%arg0: memref<*xf32>, %arg1: memref<?x4xf32>) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: return %2, %4 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// A static size: memref.dim folds to an arith.constant, which this pass
// does not accept, so the fold is undone and the pattern gives the llvm
// constant (as in mlir-opt, which keeps a fold only when its constants
// legalize).
func.func @static_dim(%m: memref<?x4xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c1 : memref<?x4xf32>
  return %0 : index
}
// CHECK: module {
// CHECK-NEXT: func.func @static_dim(%arg0: memref<?x4xf32>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

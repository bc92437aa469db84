// convert-to-llvm, as mlir-opt 22's: every dialect that lowers itself to
// llvm (arith, cf, complex, func, index, math, memref, ub) in one
// conversion, so no casts are left between them; with filter-dialects,
// only the named ones, and casts where converted and unconverted values
// meet. Both tools print the same bytes, in custom and generic form.
// RUN: terrace-opt --convert-to-llvm %s > %t.terrace
// RUN: %mlir-opt --convert-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-to-llvm --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --convert-to-llvm --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-to-llvm=filter-dialects=arith,func %s > %t.terrace
// RUN: %mlir-opt --convert-to-llvm=filter-dialects=arith,func %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-to-llvm="filter-dialects=memref,cf,complex dynamic=true" %s > %t.terrace
// RUN: %mlir-opt --convert-to-llvm="filter-dialects=memref,cf,complex dynamic=true" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-to-llvm %s | FileCheck %s
// RUN: terrace-opt --convert-to-llvm=filter-dialects=arith,func %s | FileCheck %s --check-prefix=FILTER
// RUN: terrace-opt --convert-to-llvm --dump-pass-pipeline %s -o /dev/null 2> %t.terrace
// RUN: %mlir-opt --convert-to-llvm --dump-pass-pipeline %s -o /dev/null 2> %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: not terrace-opt --convert-to-llvm=filter-dialects=nosuch %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not terrace-opt --convert-to-llvm=filter-dialects=scf %s 2>&1 | FileCheck %s --check-prefix=NOIFACE

// No cast is left: the memref argument's descriptor is built from the
// function's expanded arguments and read directly.
// CHECK-LABEL: llvm.func @mixed
// CHECK-NOT: unrealized_conversion_cast
// CHECK: llvm.getelementptr inbounds|nuw
// CHECK: llvm.intr.exp
// CHECK: llvm.return

// With only arith and func, the memref, complex and index values reach
// their unconverted users through casts.
// FILTER-LABEL: llvm.func @mixed
// FILTER: builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(f32, f32)> to complex<f32>
// FILTER: memref.load
// FILTER: math.exp

// UNKNOWN: error: dialect not loaded: nosuch
// NOIFACE: error: dialect does not implement ConvertToLLVMPatternInterface: scf

func.func @mixed(%a: i32, %b: index, %m: memref<4xf32>, %c: complex<f32>) -> f32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.index_cast %b : index to i32
  %2 = memref.load %m[%b] : memref<4xf32>
  %3 = complex.re %c : complex<f32>
  %4 = arith.addf %2, %3 : f32
  cf.br ^bb1(%4 : f32)
^bb1(%5: f32):
  %6 = math.exp %5 : f32
  %7 = index.add %b, %b
  return %6 : f32
}

func.func @buffers(%n: index, %arg: memref<?x?xf32>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.5 : f32
  %m = memref.alloc(%n) : memref<?x4xf32>
  %t = memref.alloca() : memref<4xf32>
  memref.store %f, %t[%c0] : memref<4xf32>
  %v = memref.load %t[%c0] : memref<4xf32>
  memref.store %v, %m[%c0, %c0] : memref<?x4xf32>
  %d = memref.dim %arg, %c0 : memref<?x?xf32>
  %any = memref.dim %arg, %n : memref<?x?xf32>
  %p = ub.poison : f32
  %cond = arith.cmpi slt, %d, %any : index
  cf.cond_br %cond, ^yes, ^no
^yes:
  memref.store %p, %m[%c0, %c0] : memref<?x4xf32>
  cf.br ^no
^no:
  return %m : memref<?x4xf32>
}

func.func @complex_math(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, f64) {
  %0 = complex.mul %a, %b : complex<f64>
  %1 = complex.div %0, %b : complex<f64>
  %2 = complex.abs %1 : complex<f64>
  %3 = math.sqrt %2 : f64
  %c2 = arith.constant 2 : i32
  %4 = math.fpowi %3, %c2 : f64, i32
  return %1, %4 : complex<f64>, f64
}

func.func @calls(%x: f32) -> f32 {
  %0 = call @mixed_callee(%x) : (f32) -> f32
  %1 = math.log1p %0 : f32
  %2 = index.constant 7
  %3 = index.castu %2 : index to i32
  %4 = arith.uitofp %3 : i32 to f32
  %5 = arith.mulf %1, %4 : f32
  return %5 : f32
}

func.func private @mixed_callee(f32) -> f32

func.func @loops(%n: index, %m: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %v = arith.index_cast %i : index to i64
  memref.store %v, %m[%i] : memref<?xi64>
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  cf.assert %done, "loop ended"
  return
}

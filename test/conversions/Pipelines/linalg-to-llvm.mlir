// The linalg-to-llvm pipeline: linalg on buffers down to the llvm dialect.
// After its own first steps (strided copies made generics by
// memref-copy-to-linalg, structured ops generalized, those that reduce
// into their output made loops over register blocks by
// linalg-register-tile, the loops of the others reordered by
// linalg-innermost-contiguous; mlir-opt has none of the three),
// its output is what mlir-opt's own passes make, in the same order (scf to
// cf first), byte for byte, and it translates to LLVM IR that llc takes.
// (Terrace's pipeline also runs convert-math-to-libm after
// convert-math-to-llvm, for math ops LLVM has no intrinsic for,
// convert-complex-to-standard and convert-index-to-llvm; there are no such
// ops here, and they change nothing else.)
// RUN: terrace-opt --linalg-to-llvm %s > %t.terrace
// RUN: terrace-opt --expand-realloc --memref-copy-to-linalg --linalg-generalize-named-ops --linalg-register-tile --linalg-innermost-contiguous %s > %t.reordered
// RUN: %mlir-opt --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-complex-to-llvm --convert-math-to-llvm --convert-arith-to-llvm --convert-ub-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %t.reordered > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --pass-pipeline='builtin.module(linalg-to-llvm)' %s | diff - %t.mlir
// RUN: terrace-translate --mlir-to-llvmir %t.terrace | llc -O2 -o /dev/null
// RUN: terrace-opt --list-passes | FileCheck %s --check-prefix=LIST
// LIST: Pass Pipelines:
// LIST-NEXT: --buffer-deallocation-pipeline {{ *}}- The default pipeline for automatically inserting deallocation operations after one-shot bufferization.
// LIST-NEXT: --private-function-dynamic-ownership {{ *}}- Allows to add additional results to private functions to return ownership of returned memrefs to callers.
// LIST-NEXT: --linalg-to-llvm {{ *}}- Lower linalg, scf, affine, memref, math, complex, index, arith, ub, func and cf on buffers to the llvm dialect
// LIST-NEXT: --onnx-to-linalg {{ *}}- Lower an imported ONNX model to linalg, tensor, arith and math on tensors
// LIST-NEXT: --onnx-to-llvm {{ *}}- Lower an imported ONNX model to the llvm dialect (onnx-to-linalg, then tensor-to-llvm)
// LIST-NEXT: --tensor-to-llvm {{ *}}- Bufferize a tensor program, free what it allocates, and lower it to the llvm dialect
// RUN: not terrace-opt --pass-pipeline='builtin.module(linalg-to-llvm{x=1})' %s 2>&1 | FileCheck %s --check-prefix=OPTIONS
// OPTIONS: no such option 'x' for pipeline 'linalg-to-llvm'

func.func @matmul(%A: memref<4x8xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>) {
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  return
}

func.func @elementwise(%a: memref<?xf64>, %i: index) -> f64 {
  %x = memref.load %a[%i] : memref<?xf64>
  %e = math.exp %x : f64
  %c = complex.create %x, %e : complex<f64>
  %re = complex.re %c : complex<f64>
  %j = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
  %y = memref.load %a[%j] : memref<?xf64>
  %s = arith.addf %re, %y : f64
  return %s : f64
}

func.func @views_and_poison(%m: memref<8x8xf32>, %c: i1, %i: index) -> f32 {
  %v = memref.subview %m[2, 1] [4, 4] [1, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 2], offset: 17>>
  %x = memref.load %v[%i, %i] : memref<4x4xf32, strided<[8, 2], offset: 17>>
  %p = ub.poison : f32
  %r = arith.select %c, %x, %p : f32
  return %r : f32
}

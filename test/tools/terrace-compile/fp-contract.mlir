// --fp-contract: an ONNX model's multiplications and additions are fused
// into FMAs by default (ONNX fixes no rounding of a Conv's sums, and its
// runtimes fuse), an MLIR program's only where its fast-math flags say
// `contract` (as upstream MLIR compiles it); the flag says otherwise.
// REQUIRES: host-fma
// RUN: rm -rf %t && mkdir -p %t
// RUN: terrace-compile %S/../../../examples/onnx/digits-cnn.onnx -o %t/model.o
// RUN: llvm-objdump -d %t/model.o | FileCheck %s --check-prefix=FUSED
// RUN: terrace-compile %S/../../../examples/onnx/digits-cnn.onnx --fp-contract=off -o %t/model-off.o
// RUN: llvm-objdump -d %t/model-off.o | FileCheck %s --check-prefix=SEPARATE
// RUN: terrace-compile %s -o %t/program.o
// RUN: llvm-objdump -d %t/program.o | FileCheck %s --check-prefix=SEPARATE
// RUN: terrace-compile %s --fp-contract=fast -o %t/program-fast.o
// RUN: llvm-objdump -d %t/program-fast.o | FileCheck %s --check-prefix=FUSED
// FUSED: vfmadd
// SEPARATE-NOT: vfmadd
// Run, both agree with the interpreter within terrace-run's tolerance
// (the compile cache keeps the two objects apart):
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', np.random.RandomState(0).rand(2, 1, 16, 16).astype(np.float32))"
// RUN: terrace-run %S/../../../examples/onnx/digits-cnn.onnx --input %t/x.npy --compare-interpreter 2>&1 | FileCheck %s --check-prefix=AGREE
// RUN: terrace-run %S/../../../examples/onnx/digits-cnn.onnx --input %t/x.npy --compare-interpreter --fp-contract=off 2>&1 | FileCheck %s --check-prefix=AGREE
// AGREE: the compiled results agree with the interpreter's
// RUN: not terrace-run %s --fp-contract=sometimes 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: Cannot find option named 'sometimes'!

func.func @dot(%a: memref<64xf32>, %b: memref<64xf32>, %c: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %b : memref<64xf32>, memref<64xf32>) outs(%c : memref<64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

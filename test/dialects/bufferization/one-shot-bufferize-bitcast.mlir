// tensor.bitcast on buffers: MLIR 22 does not bufferize it ("op was not
// bufferized"); Terrace reads the source's buffer as the result's element
// type through an unrealized_conversion_cast of the two memref types, which
// the llvm dialect's lowering reconciles (both convert to one descriptor).
// The ONNX lowering needs it: ONNX's unsigned integers are computed on as
// signless ones, with bitcasts at the function's boundary.
// RUN: terrace-opt --one-shot-bufferize=bufferize-function-boundaries %s | FileCheck %s
// RUN: not %mlir-opt --one-shot-bufferize=bufferize-function-boundaries %s 2>&1 | FileCheck %s --check-prefix=MLIR
// MLIR: error: op was not bufferized
//
// Compiled, unsigned arithmetic on bytes of 200 and 7: 200 / 7 = 28
// unsigned (-56 / 7 = -8 signed), returned as ui8.
// RUN: /usr/bin/python3 -c "import numpy as np; np.save('%t.x.npy', np.array([200, 7], np.uint8))"
// RUN: terrace-run %s --entry halve --compile --compare-interpreter --input %t.x.npy --print --print-format compact 2>%t.err | FileCheck %s --check-prefix=VALUES
// RUN: FileCheck %s --check-prefix=AGREE --input-file=%t.err
// VALUES: output_0: tensor<2xui8> = [28, 1]
// AGREE: terrace-run: the compiled results agree with the interpreter's

// CHECK-LABEL: func.func @halve(
// CHECK-SAME: %[[ARG:.+]]: memref<2xui8, strided<[?], offset: ?>>) -> memref<2xui8>
// CHECK: %[[IN:.+]] = builtin.unrealized_conversion_cast %[[ARG]] : memref<2xui8, strided<[?], offset: ?>> to memref<2xi8, strided<[?], offset: ?>>
// CHECK: %[[OUT:.+]] = memref.alloc() {{.*}}: memref<2xi8>
// CHECK: linalg.generic {{.*}} ins(%[[IN]] : memref<2xi8, strided<[?], offset: ?>>) outs(%[[OUT]] : memref<2xi8>)
// CHECK: %[[BACK:.+]] = builtin.unrealized_conversion_cast %[[OUT]] : memref<2xi8> to memref<2xui8>
// CHECK: return %[[BACK]] : memref<2xui8>
#id = affine_map<(d0) -> (d0)>
func.func @halve(%x: tensor<2xui8>) -> tensor<2xui8> {
  %c7 = arith.constant 7 : i8
  %s = tensor.bitcast %x : tensor<2xui8> to tensor<2xi8>
  %e = tensor.empty() : tensor<2xi8>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%s : tensor<2xi8>) outs(%e : tensor<2xi8>) {
  ^bb0(%v: i8, %o: i8):
    %d = arith.divui %v, %c7 : i8
    linalg.yield %d : i8
  } -> tensor<2xi8>
  %u = tensor.bitcast %q : tensor<2xi8> to tensor<2xui8>
  return %u : tensor<2xui8>
}

// How terrace-run meets a user: which function it runs, where its
// arguments come from, what it says about its results, the types it
// cannot pass, and what a failed run leaves behind.
// RUN: rm -rf %t && /usr/bin/python3 %S/Inputs/make_npy.py %t
//
// Random arguments are announced; without --print or --output-dir the
// results are summarized (NumPy's dtype, the shape, a few values).
// RUN: terrace-run --interpret %s --entry add 2>%t/err | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s --check-prefix=ANNOUNCE --input-file=%t/err
// ANNOUNCE: terrace-run: the 2 arguments are random, from --seed 0 (--input F.npy gives your own)
// ANNOUNCE: terrace-run: --print shows every value; --output-dir D writes them to D/output_<i>.npy
// SUMMARY: output_0: float32 (100,) [{{.*}} ... {{.*}}]
// SUMMARY-NEXT: output_1: int64 3
//
// --seed with --input is ignored, and says so.
// RUN: terrace-run --interpret %s --entry bf16_twice --input %t/bf16.npy --seed 5 --print 2>&1 | FileCheck %s --check-prefix=SEED
// SEED: warning: --seed is ignored: the arguments come from the --input files
//
// bf16 and f8E4M3FN in and out of .npy as NumPy saves ml_dtypes' arrays:
// void elements of their size, read by the function's element type. Each
// value prints with the fewest digits that read back as the same value of
// its type (0.203125 is 0.203 in bf16; 448, the largest f8E4M3FN, is 450.),
// as NumPy prints float16 (whose largest, 65504, it prints as 65500.).
// RUN: terrace-run --interpret %s --entry bf16_twice --input %t/bf16.npy --print | FileCheck %s --check-prefix=BF16
// BF16: output_0: tensor<3xbf16> = [ 3.    -4.     0.203]
// RUN: terrace-run --interpret %s --entry f8_identity --input %t/f8.npy --print --output-dir %t/f8out | FileCheck %s --check-prefix=F8
// F8: output_0: tensor<3xf8E4M3FN> = [  1.   -0.5 450. ]
// RUN: /usr/bin/python3 -c "import numpy as np; a = np.load('%t/f8out/output_0.npy'); print(a.dtype, a.view(np.uint8).tolist())" | FileCheck %s --check-prefix=F8-NPY
// F8-NPY: |V1 [56, 176, 126]
// RUN: terrace-run --interpret %s --entry bf16_twice --input %t/bf16.npy --output-dir %t/bf16out
// RUN: /usr/bin/python3 -c "import numpy as np; a = np.load('%t/bf16out/output_0.npy'); print(a.dtype, ((a.view(np.uint16).astype(np.uint32)) << 16).view(np.float32).tolist())" | FileCheck %s --check-prefix=BF16-NPY
// BF16-NPY: |V2 [3.0, -4.0, 0.203125]
//
// A size that overflows is too large, not a byte count that disagrees.
// RUN: not terrace-run --interpret %s --entry f32_sum --input %t/huge.npy 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: terrace-run: error: {{.*}}huge.npy: its shape (1099511627776, 1099511627776) is too large (more than 16 GiB of elements)
//
// Types terrace-run cannot pass are named, with the reason.
// RUN: not terrace-run --interpret %s --entry wide_int 2>&1 | FileCheck %s --check-prefix=I128
// I128: terrace-run: error: argument 0 of 'wide_int' has type 'i128', which terrace-run cannot pass: integers of 128 bits are not supported (1 to 64 are)
// RUN: not terrace-run --interpret %s --entry wide_float 2>&1 | FileCheck %s --check-prefix=F80
// F80: terrace-run: error: argument 0 of 'wide_float' has type 'f80', which terrace-run cannot pass: floats of 80 bits are not supported (at most 64 are)
// RUN: not terrace-run --interpret %s --entry buffer 2>&1 | FileCheck %s --check-prefix=MEMREF
// MEMREF: terrace-run: error: argument 0 of 'buffer' has type 'memref<*xf32>', which terrace-run cannot pass: unranked memrefs are not supported: give it a ranked type (`memref<?x?xf32>`)
// RUN: not terrace-run --interpret %s --entry unranked 2>&1 | FileCheck %s --check-prefix=UNRANKED
// UNRANKED: terrace-run: error: argument 0 of 'unranked' has type 'tensor<*xf32>', which terrace-run cannot pass: unranked tensors are not supported
// RUN: not terrace-run --interpret %s --entry returns_i128 2>&1 | FileCheck %s --check-prefix=RESULT
// RESULT: terrace-run: error: result 0 of 'returns_i128' has type 'i128', which terrace-run cannot return
//
// A failed run leaves no results, not even those of an earlier run.
// RUN: terrace-run --interpret %s --entry f8_identity --input %t/f8.npy --output-dir %t/fail
// RUN: test -f %t/fail/output_0.npy
// RUN: not terrace-run --interpret %s --entry divide_by_zero --output-dir %t/fail
// RUN: not test -e %t/fail/output_0.npy
// RUN: not test -e %t/fail/output_0.npy.partial
//
// A module of one public function runs it without --entry; with several
// and no `main`, the error names them.
// RUN: /usr/bin/python3 -c "import numpy as np; np.save('%t/seven.npy', np.int32(7))"
// RUN: terrace-run --interpret %S/Inputs/single-public.mlir --input %t/seven.npy --print | FileCheck %s --check-prefix=SINGLE
// SINGLE: output_0: i32 = 14
// RUN: not terrace-run --interpret %S/Inputs/two-public.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: terrace-run: error: no function 'main' in {{.*}}two-public.mlir; choose one with --entry: a, b
//
// RUN: terrace-run --version | FileCheck %s --check-prefix=VERSION
// VERSION: Terrace
// VERSION: terrace-run

func.func @add(%a: tensor<100xf32>, %b: tensor<100xf32>) -> (tensor<100xf32>, i64) {
  %e = tensor.empty() : tensor<100xf32>
  %s = linalg.add ins(%a, %b : tensor<100xf32>, tensor<100xf32>) outs(%e : tensor<100xf32>) -> tensor<100xf32>
  %c = arith.constant 3 : i64
  return %s, %c : tensor<100xf32>, i64
}

func.func @bf16_twice(%a: tensor<3xbf16>) -> tensor<3xbf16> {
  %e = tensor.empty() : tensor<3xbf16>
  %s = linalg.add ins(%a, %a : tensor<3xbf16>, tensor<3xbf16>) outs(%e : tensor<3xbf16>) -> tensor<3xbf16>
  return %s : tensor<3xbf16>
}

func.func @f8_identity(%a: tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN> {
  return %a : tensor<3xf8E4M3FN>
}

func.func @f32_sum(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  return %a : tensor<?x?xf32>
}

func.func @wide_int(%a: i128) {
  return
}

func.func @wide_float(%a: f80) {
  return
}

func.func @buffer(%a: memref<*xf32>) {
  return
}

func.func @unranked(%a: tensor<*xf32>) {
  return
}

func.func @returns_i128() -> i128 {
  %c = arith.constant 1 : i128
  return %c : i128
}

func.func @divide_by_zero() -> tensor<3xf8E4M3FN> {
  %a = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  %d = arith.divsi %a, %z : i32
  %e = tensor.empty() : tensor<3xf8E4M3FN>
  return %e : tensor<3xf8E4M3FN>
}

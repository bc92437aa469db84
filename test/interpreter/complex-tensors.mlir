// Tensors of complex<f32> in the interpreter: dense constants (element by
// element and splat), and the tensor and linalg ops that move elements
// without computing on them (no dialect here computes with complex
// numbers). Each value below is worked out by hand from the constants.
// RUN: terrace-run %s --print | FileCheck %s
// NumPy's complex64 in and out: the written file names its dtype, and
// reads back as the same elements; random arguments have both parts.
// RUN: rm -rf %t.dir && terrace-run %s --output-dir %t.dir
// RUN: head -c 80 %t.dir/output_1.npy | FileCheck %s --check-prefix=NPY
// NPY: {'descr': '<c8', 'fortran_order': False, 'shape': (2, 1), }
// RUN: terrace-run %s --entry echo --input %t.dir/output_1.npy --print | FileCheck %s --check-prefix=ECHO
// ECHO: output_0: tensor<2x1xcomplex<f32>> = {{\[\[}}(5+0.5j)], [(-1-1j)]]
// RUN: terrace-run %s --entry echo --seed 3 --print | FileCheck %s --check-prefix=RANDOM
// RANDOM: output_0: tensor<2x1xcomplex<f32>> = {{\[\[}}({{-?0\.[0-9]+[+-]0\.[0-9]+}}j)], [({{-?0\.[0-9]+[+-]0\.[0-9]+}}j)]]
// complex<f64> needs 128 bits, more than the interpreter's slots hold:
// RUN: not terrace-run %s --entry wide 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: error: result 0: the interpreter cannot return a value of this type
// - a transpose of [[1+2j, 3-4j], [5+0.5j, -1-1j]]:
// CHECK: output_0: tensor<2x2xcomplex<f32>> = {{\[\[}}(1+2j), (5+0.5j)], [(3-4j), (-1-1j)]]
// - the second row, reshaped to 2x1:
// CHECK: output_1: tensor<2x1xcomplex<f32>> = {{\[\[}}(5+0.5j)], [(-1-1j)]]
// - element (0, 1) inserted at (1, 0) of a splat of 7-7j, then padded
//   (high 1 row) with element (1, 1):
// CHECK: output_2: tensor<3x2xcomplex<f32>> = {{\[\[}}(7-7j), (7-7j)], [(3-4j), (7-7j)], [(-1-1j), (-1-1j)]]
// - a generic yielding its second input (a broadcast of row 0) and a fill
//   of element (1, 0), concatenated:
// CHECK: output_3: tensor<4x2xcomplex<f32>> = {{\[\[}}(1+2j), (3-4j)], [(1+2j), (3-4j)], [(5+0.5j), (5+0.5j)], [(5+0.5j), (5+0.5j)]]
func.func @main() -> (tensor<2x2xcomplex<f32>>, tensor<2x1xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<4x2xcomplex<f32>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[[(1.0, 2.0), (3.0, -4.0)], [(5.0, 0.5), (-1.0, -1.0)]]> : tensor<2x2xcomplex<f32>>
  %e = tensor.empty() : tensor<2x2xcomplex<f32>>
  %t = linalg.transpose ins(%a : tensor<2x2xcomplex<f32>>) outs(%e : tensor<2x2xcomplex<f32>>) permutation = [1, 0]

  %row = tensor.extract_slice %a[1, 0] [1, 2] [1, 1] : tensor<2x2xcomplex<f32>> to tensor<2xcomplex<f32>>
  %col = tensor.expand_shape %row [[0, 1]] output_shape [2, 1] : tensor<2xcomplex<f32>> into tensor<2x1xcomplex<f32>>

  %s = arith.constant dense<(7.0, -7.0)> : tensor<2x2xcomplex<f32>>
  %x = tensor.extract %a[%c0, %c1] : tensor<2x2xcomplex<f32>>
  %i = tensor.insert %x into %s[%c1, %c0] : tensor<2x2xcomplex<f32>>
  %pv = tensor.extract %a[%c1, %c1] : tensor<2x2xcomplex<f32>>
  %p = tensor.pad %i low[0, 0] high[1, 0] {
  ^bb0(%r: index, %q: index):
    tensor.yield %pv : complex<f32>
  } : tensor<2x2xcomplex<f32>> to tensor<3x2xcomplex<f32>>

  %r0 = tensor.extract_slice %a[0, 0] [1, 2] [1, 1] : tensor<2x2xcomplex<f32>> to tensor<2xcomplex<f32>>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %r0 : tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>) outs(%e : tensor<2x2xcomplex<f32>>) {
  ^bb0(%u: complex<f32>, %v: complex<f32>, %o: complex<f32>):
    linalg.yield %v : complex<f32>
  } -> tensor<2x2xcomplex<f32>>
  %fv = tensor.extract %a[%c1, %c0] : tensor<2x2xcomplex<f32>>
  %f = linalg.fill ins(%fv : complex<f32>) outs(%e : tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  %cat = tensor.concat dim(0) %g, %f : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
  return %t, %col, %p, %cat : tensor<2x2xcomplex<f32>>, tensor<2x1xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<4x2xcomplex<f32>>
}

func.func @echo(%x: tensor<2x1xcomplex<f32>>) -> tensor<2x1xcomplex<f32>> {
  return %x : tensor<2x1xcomplex<f32>>
}

func.func @wide() -> tensor<2xcomplex<f64>> {
  %c = arith.constant dense<(1.0, 2.0)> : tensor<2xcomplex<f64>>
  return %c : tensor<2xcomplex<f64>>
}

// Tensors of complex<f32> in the interpreter: dense constants (element by
// element and splat), and the tensor and linalg ops that move elements
// without computing on them (no dialect here computes with complex
// numbers). Each value below is worked out by hand from the constants.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// NumPy's complex64 in and out: the written file names its dtype, and
// reads back as the same elements; random arguments have both parts.
// RUN: rm -rf %t.dir && terrace-run --interpret %s --output-dir %t.dir
// RUN: head -c 80 %t.dir/output_1.npy | FileCheck %s --check-prefix=NPY
// NPY: {'descr': '<c8', 'fortran_order': False, 'shape': (2, 1), }
// RUN: terrace-run --interpret %s --entry echo --input %t.dir/output_1.npy --print --print-format=compact | FileCheck %s --check-prefix=ECHO
// ECHO: output_0: tensor<2x1xcomplex<f32>> = {{\[\[}}(5+0.5j)], [(-1-1j)]]
// RUN: terrace-run --interpret %s --entry echo --seed 3 --print --print-format=compact | FileCheck %s --check-prefix=RANDOM
// RANDOM: output_0: tensor<2x1xcomplex<f32>> = {{\[\[}}({{-?0\.[0-9]+[+-]0\.[0-9]+}}j)], [({{-?0\.[0-9]+[+-]0\.[0-9]+}}j)]]
// complex<f64> (NumPy's complex128), each part with f64's precision:
// RUN: terrace-run --interpret %s --entry wide --print --print-format=compact | FileCheck %s --check-prefix=WIDE
// RUN: rm -rf %t.wide && terrace-run --interpret %s --entry wide --output-dir %t.wide
// RUN: head -c 80 %t.wide/output_0.npy | FileCheck %s --check-prefix=NPY16
// NPY16: {'descr': '<c16', 'fortran_order': False, 'shape': (2, 2), }
// RUN: terrace-run --interpret %s --entry echo_wide --input %t.wide/output_1.npy --print --print-format=compact | FileCheck %s --check-prefix=ECHO16
// ECHO16: output_0: tensor<2xcomplex<f64>> = [(3-4j), (0.1+1e+300j)]
// RUN: terrace-run --interpret %s --entry echo_wide --seed 3 --print --print-format=compact | FileCheck %s --check-prefix=RANDOM16
// RANDOM16: output_0: tensor<2xcomplex<f64>> = [({{-?0\.[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]+[+-]0\.[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]+}}j), ({{-?0\.[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]+[+-]0\.[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]+}}j)]
// - a generic choosing with arith.select between an element and its
//   transposed one (above the diagonal: the element):
// WIDE: output_0: tensor<2x2xcomplex<f64>> = {{\[\[}}(1+2j), (3-4j)], [(3-4j), (-1-1j)]]
// - scalars carried through scf.for: elements (0, 1) and (1, 1) swapped
//   three times, so the second ends as (0, 1); gathered with an element
//   of a splat:
// WIDE: output_1: tensor<2xcomplex<f64>> = [(3-4j), (0.1+1e+300j)]
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

func.func @wide() -> (tensor<2x2xcomplex<f64>>, tensor<2xcomplex<f64>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[(1.0, 2.0), (3.0, -4.0)], [(5.0, 0.5), (-1.0, -1.0)]]> : tensor<2x2xcomplex<f64>>
  %e = tensor.empty() : tensor<2x2xcomplex<f64>>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %a : tensor<2x2xcomplex<f64>>, tensor<2x2xcomplex<f64>>) outs(%e : tensor<2x2xcomplex<f64>>) {
  ^bb0(%u: complex<f64>, %v: complex<f64>, %o: complex<f64>):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %above = arith.cmpi ule, %i, %j : index
    %pick = arith.select %above, %u, %v : complex<f64>
    linalg.yield %pick : complex<f64>
  } -> tensor<2x2xcomplex<f64>>
  %x0 = tensor.extract %a[%c0, %c1] : tensor<2x2xcomplex<f64>>
  %y0 = tensor.extract %a[%c1, %c1] : tensor<2x2xcomplex<f64>>
  %xy:2 = scf.for %k = %c0 to %c3 step %c1 iter_args(%x = %x0, %y = %y0) -> (complex<f64>, complex<f64>) {
    scf.yield %y, %x : complex<f64>, complex<f64>
  }
  %s = arith.constant dense<(0.1, 1.0e+300)> : tensor<3xcomplex<f64>>
  %sv = tensor.extract %s[%c1] : tensor<3xcomplex<f64>>
  %pair = tensor.from_elements %xy#1, %sv : tensor<2xcomplex<f64>>
  return %g, %pair : tensor<2x2xcomplex<f64>>, tensor<2xcomplex<f64>>
}

func.func @echo_wide(%x: tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
  return %x : tensor<2xcomplex<f64>>
}

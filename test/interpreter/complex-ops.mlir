// complex.constant, create, re and im in the interpreter: on scalars, and
// in the bodies of structured ops (decoded into steps) next to arith.
// Each value below is worked out by hand from the constants.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// - create(1.5, -0.25):
// CHECK: output_0: complex<f32> = (1.5-0.25j)
// - the imaginary part of a constant, at f64's range:
// CHECK: output_1: f64 = 1e+300
// - each element's parts swapped, of [1+2j, -3.5+0.125j, 1e-300-7j]:
// CHECK: output_2: tensor<3xcomplex<f64>> = [(2+1j), (0.125-3.5j), (-7+1e-300j)]
// - each real part plus the imaginary part of a constant made in the
//   body (3):
// CHECK: output_3: tensor<3xf64> = [4, -0.5, 3]
// - complex<f32> parts keep f32's bits: re(create(x, y)) of 0.1f is 0.1f.
// CHECK: output_4: f32 = 0.1
func.func @main() -> (complex<f32>, f64, tensor<3xcomplex<f64>>, tensor<3xf64>, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -0.25 : f32
  %c = complex.create %a, %b : complex<f32>
  %k = complex.constant [2.0 : f64, 1.0e+300 : f64] : complex<f64>
  %i = complex.im %k : complex<f64>
  %t = arith.constant dense<[(1.0, 2.0), (-3.5, 0.125), (1.0e-300, -7.0)]> : tensor<3xcomplex<f64>>
  %e = tensor.empty() : tensor<3xcomplex<f64>>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<3xcomplex<f64>>) outs(%e : tensor<3xcomplex<f64>>) {
  ^bb0(%x: complex<f64>, %o: complex<f64>):
    %r = complex.re %x : complex<f64>
    %m = complex.im %x : complex<f64>
    %s = complex.create %m, %r : complex<f64>
    linalg.yield %s : complex<f64>
  } -> tensor<3xcomplex<f64>>
  %f = tensor.empty() : tensor<3xf64>
  %h = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<3xcomplex<f64>>) outs(%f : tensor<3xf64>) {
  ^bb0(%x: complex<f64>, %o: f64):
    %kk = complex.constant [2.0 : f64, 3.0 : f64] : complex<f64>
    %m = complex.im %kk : complex<f64>
    %r = complex.re %x : complex<f64>
    %s = arith.addf %r, %m : f64
    linalg.yield %s : f64
  } -> tensor<3xf64>
  %tenth = arith.constant 0.1 : f32
  %p = complex.create %tenth, %a : complex<f32>
  %q = complex.re %p : complex<f32>
  return %c, %i, %g, %h, %q : complex<f32>, f64, tensor<3xcomplex<f64>>, tensor<3xf64>, f32
}

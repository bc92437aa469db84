// complex arithmetic decoded into steps inside linalg.generic bodies:
// each complex<f32> element squared, times 2 - 1j, and its modulus:
// (1+2j)² = -3+4j, (-3+4j)(2-j) = -2+11j, |1+2j| = sqrt 5 (f32: 2.236068);
// (0.5-1j)² = -0.75-1j, (-0.75-1j)(2-j) = -2.5-1.25j, |0.5-1j| = sqrt 1.25;
// and each complex<f64> made from its parts to the power -1 (an i8):
// 1/(1+2j) = (1-2j)/5, 1/(0.5-1j) = (0.5+1j)/1.25.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// CHECK: output_0: tensor<2xcomplex<f32>> = [(-2+11j), (-2.5-1.25j)]
// CHECK-NEXT: output_1: tensor<2xf32> = [2.236068, 1.118034]
// CHECK-NEXT: output_2: tensor<2xcomplex<f64>> = [(0.2-0.4j), (0.4+0.8j)]
func.func @main() -> (tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<2xcomplex<f64>>) {
  %t = arith.constant dense<[(1.0, 2.0), (0.5, -1.0)]> : tensor<2xcomplex<f32>>
  %e = tensor.empty() : tensor<2xcomplex<f32>>
  %m = tensor.empty() : tensor<2xf32>
  %g:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<2xcomplex<f32>>) outs(%e, %m : tensor<2xcomplex<f32>>, tensor<2xf32>) {
  ^bb0(%x: complex<f32>, %o: complex<f32>, %p: f32):
    %k = complex.constant [2.0 : f32, -1.0 : f32] : complex<f32>
    %sq = complex.mul %x, %x : complex<f32>
    %r = complex.mul %sq, %k : complex<f32>
    %a = complex.abs %x : complex<f32>
    linalg.yield %r, %a : complex<f32>, f32
  } -> (tensor<2xcomplex<f32>>, tensor<2xf32>)
  %re = arith.constant dense<[1.0, 0.5]> : tensor<2xf64>
  %im = arith.constant dense<[2.0, -1.0]> : tensor<2xf64>
  %ed = tensor.empty() : tensor<2xcomplex<f64>>
  %h = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%re, %im : tensor<2xf64>, tensor<2xf64>) outs(%ed : tensor<2xcomplex<f64>>) {
  ^bb0(%xr: f64, %xi: f64, %o: complex<f64>):
    %x = complex.create %xr, %xi : complex<f64>
    %n = arith.constant -1 : i8
    %p = complex.powi %x, %n : complex<f64>, i8
    linalg.yield %p : complex<f64>
  } -> tensor<2xcomplex<f64>>
  return %g#0, %g#1, %h : tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<2xcomplex<f64>>
}

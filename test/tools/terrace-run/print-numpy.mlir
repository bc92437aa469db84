// --print writes each result as NumPy's print() writes the same array:
// the lines below are checked against terrace-run's print and against
// NumPy's print of the .npy files terrace-run writes for the same run.
// RUN: terrace-run --interpret %s --print > %t.terrace
// RUN: FileCheck %s --input-file=%t.terrace --check-prefixes=CHECK,TERRACE --strict-whitespace --match-full-lines
// RUN: rm -rf %t.dir && terrace-run --interpret %s --output-dir %t.dir
// RUN: /usr/bin/python3 %S/Inputs/print_npy.py %t.dir 6 > %t.numpy
// RUN: FileCheck %s --input-file=%t.numpy --check-prefixes=CHECK,NUMPY --strict-whitespace --match-full-lines
// (numpy_print_differential.py compares thousands of random arrays.)

// TERRACE:output_0: tensor<2x3xf32> =
// CHECK:{{\[\[}} 1.5000000e+00 -2.0000000e+00  3.3333334e-01]
// CHECK-NEXT: [ 0.0000000e+00  1.0000000e+00  1.5000001e+10]]
// TERRACE-NEXT:output_1: tensor<2x3xf64> =
// CHECK-NEXT:{{\[\[}} 1.e-05  2.e+00  3.e+00]
// CHECK-NEXT: [-1.e+00     nan    -inf]]
// TERRACE-NEXT:output_2: tensor<4xi32> = [         7        -12 2147483647          0]
// NUMPY-NEXT:[         7        -12 2147483647          0]
// TERRACE-NEXT:output_3: tensor<3xi1> = [ True False  True]
// NUMPY-NEXT:[ True False  True]
// A result of more than 1000 elements is summarized, rows wrapped at 75.
// TERRACE-NEXT:output_4: tensor<40x40xi64> =
// CHECK-NEXT:{{\[\[}}   0    1    2 ...   37   38   39]
// CHECK-NEXT: [  40   41   42 ...   77   78   79]
// CHECK-NEXT: [  80   81   82 ...  117  118  119]
// CHECK-NEXT: ...
// CHECK-NEXT: [1480 1481 1482 ... 1517 1518 1519]
// CHECK-NEXT: [1520 1521 1522 ... 1557 1558 1559]
// CHECK-NEXT: [1560 1561 1562 ... 1597 1598 1599]]
// TERRACE-NEXT:output_5: tensor<30xf32> =
// CHECK-NEXT:[ 0.  1.  2.  3.  4.  5.  6.  7.  8.  9. 10. 11. 12. 13. 14. 15. 16. 17.
// CHECK-NEXT: 18. 19. 20. 21. 22. 23. 24. 25. 26. 27. 28. 29.]

func.func @main() -> (tensor<2x3xf32>, tensor<2x3xf64>, tensor<4xi32>,
                      tensor<3xi1>, tensor<40x40xi64>, tensor<30xf32>) {
  %a = arith.constant dense<[[1.5, -2.0, 0.333333333], [0.0, 1.0, 1.5e10]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[1.0e-5, 2.0, 3.0], [-1.0, 0x7FF8000000000000, 0xFFF0000000000000]]> : tensor<2x3xf64>
  %c = arith.constant dense<[7, -12, 2147483647, 0]> : tensor<4xi32>
  %d = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %e = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c40 = arith.constant 40 : index
    %r = arith.muli %i, %c40 : index
    %v = arith.addi %r, %j : index
    %w = arith.index_cast %v : index to i64
    tensor.yield %w : i64
  } : tensor<40x40xi64>
  %f = tensor.generate {
  ^bb0(%i: index):
    %w = arith.index_cast %i : index to i32
    %x = arith.sitofp %w : i32 to f32
    tensor.yield %x : f32
  } : tensor<30xf32>
  return %a, %b, %c, %d, %e, %f : tensor<2x3xf32>, tensor<2x3xf64>, tensor<4xi32>, tensor<3xi1>, tensor<40x40xi64>, tensor<30xf32>
}

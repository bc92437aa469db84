// --interpreter-libm: the interpreter computes an f32 transcendental
// function in double rounded once (the default), or with the C library's
// float function, as compiled code does (`system`). Inputs/check_libm.py
// checks both modes bit for bit against Python's math and the C library
// (through ctypes).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/check_libm.py terrace-run %s %t | FileCheck %s --check-prefix=MODES
// MODES: modes differ at tanh(0.14526996): True
//
// x - tanh(x) near 0 magnifies tanhf's last-ulp difference beyond what
// --compare-interpreter allows; computing as the C library does, the
// interpreter agrees with the compiled code.
// RUN: not terrace-run %s --entry cancel --input %t/x.npy --compare-interpreter 2>&1 | FileCheck %s --check-prefix=DIFFER
// DIFFER: error: the compiled results differ from the interpreter's: output_0 element 0
// RUN: terrace-run %s --entry cancel --input %t/x.npy --compare-interpreter --interpreter-libm=system 2>&1 | FileCheck %s --check-prefix=AGREE
// AGREE: the compiled results agree with the interpreter's
//
// A bad mode is refused by name.
// RUN: not terrace-run %s --interpreter-libm=fast 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: Cannot find option named 'fast'

func.func @main(%x: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) {
  %t = math.tanh %x : tensor<5xf32>
  %e = math.exp %x : tensor<5xf32>
  %s = math.sin %x : tensor<5xf32>
  return %t, %e, %s : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
}

func.func @cancel(%x: tensor<5xf32>) -> tensor<5xf32> {
  %t = math.tanh %x : tensor<5xf32>
  %d = arith.subf %x, %t : tensor<5xf32>
  %p = arith.mulf %d, %x : tensor<5xf32>
  return %p : tensor<5xf32>
}

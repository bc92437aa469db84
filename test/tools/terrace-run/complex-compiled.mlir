// Every complex op compiled (linalg-to-llvm lowers them through
// convert-complex-to-standard, then to llvm) and run against the
// interpreter, which computes each in std::complex<double>: the numbers
// agree within 2^-18 (f32) or 2^-45 (f64) of their magnitude, on random
// inputs from several seeds, with negative integer exponents, on both
// part types. (Normwise, as complex results are compared: where a part
// nearly cancels, e.g. the imaginary part of cos near the real axis,
// MLIR's f32 formulas, which the lowering builds op for op, keep it to
// the number's precision, not its own.)
// RUN: terrace-run --entry=ops_f32 --seed 1 --compare-interpreter %s 2>&1 | FileCheck %s
// RUN: terrace-run --entry=ops_f32 --seed 2 --compare-interpreter %s 2>&1 | FileCheck %s
// RUN: terrace-run --entry=ops_f32 --seed 3 --compare-interpreter %s 2>&1 | FileCheck %s
// RUN: terrace-run --entry=ops_f64 --seed 1 --compare-interpreter %s 2>&1 | FileCheck %s
// RUN: terrace-run --entry=ops_f64 --seed 4 --compare-interpreter %s 2>&1 | FileCheck %s
// RUN: terrace-opt --linalg-generalize-named-ops %s | terrace-opt --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' | terrace-opt --convert-complex-to-standard | FileCheck %s --check-prefix=LOWERED
// CHECK: terrace-run: the compiled results agree with the interpreter's
// LOWERED-NOT: complex.exp
// LOWERED-NOT: complex.div
// LOWERED: math.atan2

func.func @ops_f32(%a: tensor<8xcomplex<f32>>, %b: tensor<8xcomplex<f32>>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xi1>, tensor<8xi1>, tensor<8xcomplex<f32>>) {
  %e_abs = tensor.empty() : tensor<8xf32>
  %abs = linalg.map { complex.abs } ins(%a : tensor<8xcomplex<f32>>) outs(%e_abs : tensor<8xf32>)
  %e_angle = tensor.empty() : tensor<8xf32>
  %angle = linalg.map { complex.angle } ins(%a : tensor<8xcomplex<f32>>) outs(%e_angle : tensor<8xf32>)
  %e_conj = tensor.empty() : tensor<8xcomplex<f32>>
  %conj = linalg.map { complex.conj } ins(%a : tensor<8xcomplex<f32>>) outs(%e_conj : tensor<8xcomplex<f32>>)
  %e_cos = tensor.empty() : tensor<8xcomplex<f32>>
  %cos = linalg.map { complex.cos } ins(%a : tensor<8xcomplex<f32>>) outs(%e_cos : tensor<8xcomplex<f32>>)
  %e_exp = tensor.empty() : tensor<8xcomplex<f32>>
  %exp = linalg.map { complex.exp } ins(%a : tensor<8xcomplex<f32>>) outs(%e_exp : tensor<8xcomplex<f32>>)
  %e_expm1 = tensor.empty() : tensor<8xcomplex<f32>>
  %expm1 = linalg.map { complex.expm1 } ins(%a : tensor<8xcomplex<f32>>) outs(%e_expm1 : tensor<8xcomplex<f32>>)
  %e_log = tensor.empty() : tensor<8xcomplex<f32>>
  %log = linalg.map { complex.log } ins(%a : tensor<8xcomplex<f32>>) outs(%e_log : tensor<8xcomplex<f32>>)
  %e_log1p = tensor.empty() : tensor<8xcomplex<f32>>
  %log1p = linalg.map { complex.log1p } ins(%a : tensor<8xcomplex<f32>>) outs(%e_log1p : tensor<8xcomplex<f32>>)
  %e_neg = tensor.empty() : tensor<8xcomplex<f32>>
  %neg = linalg.map { complex.neg } ins(%a : tensor<8xcomplex<f32>>) outs(%e_neg : tensor<8xcomplex<f32>>)
  %e_rsqrt = tensor.empty() : tensor<8xcomplex<f32>>
  %rsqrt = linalg.map { complex.rsqrt } ins(%a : tensor<8xcomplex<f32>>) outs(%e_rsqrt : tensor<8xcomplex<f32>>)
  %e_sign = tensor.empty() : tensor<8xcomplex<f32>>
  %sign = linalg.map { complex.sign } ins(%a : tensor<8xcomplex<f32>>) outs(%e_sign : tensor<8xcomplex<f32>>)
  %e_sin = tensor.empty() : tensor<8xcomplex<f32>>
  %sin = linalg.map { complex.sin } ins(%a : tensor<8xcomplex<f32>>) outs(%e_sin : tensor<8xcomplex<f32>>)
  %e_sqrt = tensor.empty() : tensor<8xcomplex<f32>>
  %sqrt = linalg.map { complex.sqrt } ins(%a : tensor<8xcomplex<f32>>) outs(%e_sqrt : tensor<8xcomplex<f32>>)
  %e_tan = tensor.empty() : tensor<8xcomplex<f32>>
  %tan = linalg.map { complex.tan } ins(%a : tensor<8xcomplex<f32>>) outs(%e_tan : tensor<8xcomplex<f32>>)
  %e_tanh = tensor.empty() : tensor<8xcomplex<f32>>
  %tanh = linalg.map { complex.tanh } ins(%a : tensor<8xcomplex<f32>>) outs(%e_tanh : tensor<8xcomplex<f32>>)
  %e_add = tensor.empty() : tensor<8xcomplex<f32>>
  %add = linalg.map { complex.add } ins(%a, %b : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) outs(%e_add : tensor<8xcomplex<f32>>)
  %e_sub = tensor.empty() : tensor<8xcomplex<f32>>
  %sub = linalg.map { complex.sub } ins(%a, %b : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) outs(%e_sub : tensor<8xcomplex<f32>>)
  %e_mul = tensor.empty() : tensor<8xcomplex<f32>>
  %mul = linalg.map { complex.mul } ins(%a, %b : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) outs(%e_mul : tensor<8xcomplex<f32>>)
  %e_div = tensor.empty() : tensor<8xcomplex<f32>>
  %div = linalg.map { complex.div } ins(%a, %b : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) outs(%e_div : tensor<8xcomplex<f32>>)
  %e_pow = tensor.empty() : tensor<8xcomplex<f32>>
  %pow = linalg.map { complex.pow } ins(%a, %b : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) outs(%e_pow : tensor<8xcomplex<f32>>)
  %e_atan2 = tensor.empty() : tensor<8xcomplex<f32>>
  %atan2 = linalg.map { complex.atan2 } ins(%a, %b : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) outs(%e_atan2 : tensor<8xcomplex<f32>>)
  %e_eq = tensor.empty() : tensor<8xi1>
  %eq = linalg.map { complex.eq } ins(%a, %b : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) outs(%e_eq : tensor<8xi1>)
  %e_neq = tensor.empty() : tensor<8xi1>
  %neq = linalg.map { complex.neq } ins(%a, %b : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) outs(%e_neq : tensor<8xi1>)
  %e_powi = tensor.empty() : tensor<8xcomplex<f32>>
  %powi = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xcomplex<f32>>) outs(%e_powi : tensor<8xcomplex<f32>>) {
  ^bb0(%x: complex<f32>, %o: complex<f32>):
    %i = linalg.index 0 : index
    %i32 = arith.index_cast %i : index to i32
    %c3 = arith.constant 3 : i32
    %n = arith.subi %i32, %c3 : i32
    %p = complex.powi %x, %n : complex<f32>, i32
    linalg.yield %p : complex<f32>
  } -> tensor<8xcomplex<f32>>
  return %abs, %angle, %conj, %cos, %exp, %expm1, %log, %log1p, %neg, %rsqrt, %sign, %sin, %sqrt, %tan, %tanh, %add, %sub, %mul, %div, %pow, %atan2, %eq, %neq, %powi : tensor<8xf32>, tensor<8xf32>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xi1>, tensor<8xi1>, tensor<8xcomplex<f32>>
}

func.func @ops_f64(%a: tensor<8xcomplex<f64>>, %b: tensor<8xcomplex<f64>>) -> (tensor<8xf64>, tensor<8xf64>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xi1>, tensor<8xi1>, tensor<8xcomplex<f64>>) {
  %e_abs = tensor.empty() : tensor<8xf64>
  %abs = linalg.map { complex.abs } ins(%a : tensor<8xcomplex<f64>>) outs(%e_abs : tensor<8xf64>)
  %e_angle = tensor.empty() : tensor<8xf64>
  %angle = linalg.map { complex.angle } ins(%a : tensor<8xcomplex<f64>>) outs(%e_angle : tensor<8xf64>)
  %e_conj = tensor.empty() : tensor<8xcomplex<f64>>
  %conj = linalg.map { complex.conj } ins(%a : tensor<8xcomplex<f64>>) outs(%e_conj : tensor<8xcomplex<f64>>)
  %e_cos = tensor.empty() : tensor<8xcomplex<f64>>
  %cos = linalg.map { complex.cos } ins(%a : tensor<8xcomplex<f64>>) outs(%e_cos : tensor<8xcomplex<f64>>)
  %e_exp = tensor.empty() : tensor<8xcomplex<f64>>
  %exp = linalg.map { complex.exp } ins(%a : tensor<8xcomplex<f64>>) outs(%e_exp : tensor<8xcomplex<f64>>)
  %e_expm1 = tensor.empty() : tensor<8xcomplex<f64>>
  %expm1 = linalg.map { complex.expm1 } ins(%a : tensor<8xcomplex<f64>>) outs(%e_expm1 : tensor<8xcomplex<f64>>)
  %e_log = tensor.empty() : tensor<8xcomplex<f64>>
  %log = linalg.map { complex.log } ins(%a : tensor<8xcomplex<f64>>) outs(%e_log : tensor<8xcomplex<f64>>)
  %e_log1p = tensor.empty() : tensor<8xcomplex<f64>>
  %log1p = linalg.map { complex.log1p } ins(%a : tensor<8xcomplex<f64>>) outs(%e_log1p : tensor<8xcomplex<f64>>)
  %e_neg = tensor.empty() : tensor<8xcomplex<f64>>
  %neg = linalg.map { complex.neg } ins(%a : tensor<8xcomplex<f64>>) outs(%e_neg : tensor<8xcomplex<f64>>)
  %e_rsqrt = tensor.empty() : tensor<8xcomplex<f64>>
  %rsqrt = linalg.map { complex.rsqrt } ins(%a : tensor<8xcomplex<f64>>) outs(%e_rsqrt : tensor<8xcomplex<f64>>)
  %e_sign = tensor.empty() : tensor<8xcomplex<f64>>
  %sign = linalg.map { complex.sign } ins(%a : tensor<8xcomplex<f64>>) outs(%e_sign : tensor<8xcomplex<f64>>)
  %e_sin = tensor.empty() : tensor<8xcomplex<f64>>
  %sin = linalg.map { complex.sin } ins(%a : tensor<8xcomplex<f64>>) outs(%e_sin : tensor<8xcomplex<f64>>)
  %e_sqrt = tensor.empty() : tensor<8xcomplex<f64>>
  %sqrt = linalg.map { complex.sqrt } ins(%a : tensor<8xcomplex<f64>>) outs(%e_sqrt : tensor<8xcomplex<f64>>)
  %e_tan = tensor.empty() : tensor<8xcomplex<f64>>
  %tan = linalg.map { complex.tan } ins(%a : tensor<8xcomplex<f64>>) outs(%e_tan : tensor<8xcomplex<f64>>)
  %e_tanh = tensor.empty() : tensor<8xcomplex<f64>>
  %tanh = linalg.map { complex.tanh } ins(%a : tensor<8xcomplex<f64>>) outs(%e_tanh : tensor<8xcomplex<f64>>)
  %e_add = tensor.empty() : tensor<8xcomplex<f64>>
  %add = linalg.map { complex.add } ins(%a, %b : tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>) outs(%e_add : tensor<8xcomplex<f64>>)
  %e_sub = tensor.empty() : tensor<8xcomplex<f64>>
  %sub = linalg.map { complex.sub } ins(%a, %b : tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>) outs(%e_sub : tensor<8xcomplex<f64>>)
  %e_mul = tensor.empty() : tensor<8xcomplex<f64>>
  %mul = linalg.map { complex.mul } ins(%a, %b : tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>) outs(%e_mul : tensor<8xcomplex<f64>>)
  %e_div = tensor.empty() : tensor<8xcomplex<f64>>
  %div = linalg.map { complex.div } ins(%a, %b : tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>) outs(%e_div : tensor<8xcomplex<f64>>)
  %e_pow = tensor.empty() : tensor<8xcomplex<f64>>
  %pow = linalg.map { complex.pow } ins(%a, %b : tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>) outs(%e_pow : tensor<8xcomplex<f64>>)
  %e_atan2 = tensor.empty() : tensor<8xcomplex<f64>>
  %atan2 = linalg.map { complex.atan2 } ins(%a, %b : tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>) outs(%e_atan2 : tensor<8xcomplex<f64>>)
  %e_eq = tensor.empty() : tensor<8xi1>
  %eq = linalg.map { complex.eq } ins(%a, %b : tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>) outs(%e_eq : tensor<8xi1>)
  %e_neq = tensor.empty() : tensor<8xi1>
  %neq = linalg.map { complex.neq } ins(%a, %b : tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>) outs(%e_neq : tensor<8xi1>)
  %e_powi = tensor.empty() : tensor<8xcomplex<f64>>
  %powi = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xcomplex<f64>>) outs(%e_powi : tensor<8xcomplex<f64>>) {
  ^bb0(%x: complex<f64>, %o: complex<f64>):
    %i = linalg.index 0 : index
    %i32 = arith.index_cast %i : index to i32
    %c3 = arith.constant 3 : i32
    %n = arith.subi %i32, %c3 : i32
    %p = complex.powi %x, %n : complex<f64>, i32
    linalg.yield %p : complex<f64>
  } -> tensor<8xcomplex<f64>>
  return %abs, %angle, %conj, %cos, %exp, %expm1, %log, %log1p, %neg, %rsqrt, %sign, %sin, %sqrt, %tan, %tanh, %add, %sub, %mul, %div, %pow, %atan2, %eq, %neq, %powi : tensor<8xf64>, tensor<8xf64>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xi1>, tensor<8xi1>, tensor<8xcomplex<f64>>
}

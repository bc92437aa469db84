// convert-complex-to-standard, as mlir-opt 22's: every complex op but
// create, re, im and constant as arith and math ops on the parts, with
// the op's fast-math flags where MLIR's patterns put them and the special
// value guards left out under nnan+ninf; ops the patterns make of other
// complex ops (atan2's sqrt, div and log; log's abs; powi's pow) lowered
// in turn. Both tools print the same bytes for every op, with no flags,
// nnan+ninf and fast, for the three division algorithms, in custom and
// generic form, on f32, f64 and f16 parts.
// RUN: terrace-opt --convert-complex-to-standard %s > %t.terrace
// RUN: %mlir-opt --convert-complex-to-standard %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-complex-to-standard --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --convert-complex-to-standard --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-complex-to-standard=complex-range=basic %s > %t.terrace
// RUN: %mlir-opt --convert-complex-to-standard=complex-range=basic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: sed -e '/= complex\.n\?eq /b' -e '/= complex\./s/ : complex/ fastmath<nnan,ninf> : complex/' %s > %t.finite.mlir
// RUN: terrace-opt --convert-complex-to-standard %t.finite.mlir > %t.terrace
// RUN: %mlir-opt --convert-complex-to-standard %t.finite.mlir > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: sed -e '/= complex\.n\?eq /b' -e '/= complex\./s/ : complex/ fastmath<fast> : complex/' %s | sed -e 's/f32/f64/g' > %t.fast.mlir
// RUN: terrace-opt --convert-complex-to-standard=complex-range=none %t.fast.mlir > %t.terrace
// RUN: %mlir-opt --convert-complex-to-standard=complex-range=none %t.fast.mlir > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: sed -e 's/f32/f16/g' %s > %t.f16.mlir
// RUN: terrace-opt --convert-complex-to-standard %t.f16.mlir > %t.terrace
// RUN: %mlir-opt --convert-complex-to-standard %t.f16.mlir > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-complex-to-standard %s | FileCheck %s

// The textbook product; the parts stay as complex.re/im/create.
// CHECK-LABEL: func.func @mul_f32
// CHECK: %[[AR:.*]] = complex.re %arg0
// CHECK: %[[AI:.*]] = complex.im %arg0
// CHECK: %[[BR:.*]] = complex.re %arg1
// CHECK: %[[BI:.*]] = complex.im %arg1
// CHECK: %[[AC:.*]] = arith.mulf %[[AR]], %[[BR]]
// CHECK: %[[BD:.*]] = arith.mulf %[[AI]], %[[BI]]
// CHECK: %[[RE:.*]] = arith.subf %[[AC]], %[[BD]]
// CHECK: complex.create %[[RE]],
// eq compares both parts ordered-equal; neq either part unordered-unequal.
// CHECK-LABEL: func.func @eq_f32
// CHECK: arith.cmpf oeq
// CHECK: arith.cmpf oeq
// CHECK: arith.andi
// CHECK-LABEL: func.func @neq_f32
// CHECK: arith.cmpf une
// CHECK: arith.cmpf une
// CHECK: arith.ori
// powi is pow with the exponent as a float.
// CHECK-LABEL: func.func @powi_f32
// CHECK: arith.sitofp %arg1 : i32 to f32
// CHECK: math.powf

func.func @abs_f32(%a: complex<f32>) -> f32 {
  %r = complex.abs %a : complex<f32>
  return %r : f32
}
func.func @angle_f32(%a: complex<f32>) -> f32 {
  %r = complex.angle %a : complex<f32>
  return %r : f32
}
func.func @conj_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.conj %a : complex<f32>
  return %r : complex<f32>
}
func.func @cos_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.cos %a : complex<f32>
  return %r : complex<f32>
}
func.func @exp_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.exp %a : complex<f32>
  return %r : complex<f32>
}
func.func @expm1_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.expm1 %a : complex<f32>
  return %r : complex<f32>
}
func.func @log_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.log %a : complex<f32>
  return %r : complex<f32>
}
func.func @log1p_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.log1p %a : complex<f32>
  return %r : complex<f32>
}
func.func @neg_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.neg %a : complex<f32>
  return %r : complex<f32>
}
func.func @rsqrt_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.rsqrt %a : complex<f32>
  return %r : complex<f32>
}
func.func @sign_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.sign %a : complex<f32>
  return %r : complex<f32>
}
func.func @sin_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.sin %a : complex<f32>
  return %r : complex<f32>
}
func.func @sqrt_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.sqrt %a : complex<f32>
  return %r : complex<f32>
}
func.func @tan_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.tan %a : complex<f32>
  return %r : complex<f32>
}
func.func @tanh_f32(%a: complex<f32>) -> complex<f32> {
  %r = complex.tanh %a : complex<f32>
  return %r : complex<f32>
}
func.func @add_f32(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.add %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @sub_f32(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.sub %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @mul_f32(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.mul %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @div_f32(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.div %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @pow_f32(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.pow %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @atan2_f32(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.atan2 %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @eq_f32(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %r = complex.eq %a, %b : complex<f32>
  return %r : i1
}
func.func @neq_f32(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %r = complex.neq %a, %b : complex<f32>
  return %r : i1
}
func.func @powi_f32(%a: complex<f32>, %n: i32) -> complex<f32> {
  %r = complex.powi %a, %n : complex<f32>, i32
  return %r : complex<f32>
}

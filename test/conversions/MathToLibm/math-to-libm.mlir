// convert-math-to-libm as mlir-opt 22 does it on scalars: each op a call of
// libm's function (the f32 one suffixed with f), declared once at the
// module's top (newest first), private and llvm.readnone; f16 and bf16
// through f32. Both tools must print the same bytes (generic form and
// locations too). A math op libm has no function for is an error, as in
// MLIR (math.copysign, below).
// RUN: terrace-opt --convert-math-to-libm %s > %t.terrace
// RUN: %mlir-opt --convert-math-to-libm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-math-to-libm --mlir-print-op-generic --mlir-print-debuginfo %s > %t.terrace.generic
// RUN: %mlir-opt --convert-math-to-libm --mlir-print-op-generic --mlir-print-debuginfo %s > %t.mlir.generic
// RUN: diff %t.terrace.generic %t.mlir.generic
// RUN: FileCheck %s < %t.terrace
// RUN: echo 'func.func @f(%%a: f32) -> f32 { %%0 = math.copysign %%a, %%a : f32 return %%0 : f32 }' > %t.copysign.mlir
// RUN: not terrace-opt --convert-math-to-libm %t.copysign.mlir 2>&1 | FileCheck %s --check-prefix=ILLEGAL
// RUN: not %mlir-opt --convert-math-to-libm %t.copysign.mlir 2>&1 | FileCheck %s --check-prefix=ILLEGAL
// ILLEGAL: error: failed to legalize operation 'math.copysign' that was explicitly marked illegal

// CHECK: func.func private @fmaf(f32, f32, f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @asinh(f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @erff(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func @scalars(
// CHECK: call @erff(%arg0) : (f32) -> f32
// CHECK: call @asinh(%arg1) : (f64) -> f64
// CHECK: %[[WIDE:.+]] = arith.extf %arg2 : f16 to f32
// CHECK: %[[R:.+]] = call @erff(%[[WIDE]]) : (f32) -> f32
// CHECK: arith.truncf %[[R]] : f32 to f16
// CHECK: call @atan2f(%arg0, %arg3) : (f32, f32) -> f32
func.func @scalars(%a: f32, %b: f64, %c: f16, %d: f32) -> (f32, f64, f16, f32, f32, f32) {
  %0 = math.erf %a : f32
  %1 = math.asinh %b : f64
  %2 = math.erf %c : f16
  %3 = math.atan2 %a, %d : f32
  %4 = math.erf %d : f32
  %5 = math.fma %a, %d, %a : f32
  return %0, %1, %2, %3, %4, %5 : f32, f64, f16, f32, f32, f32
}

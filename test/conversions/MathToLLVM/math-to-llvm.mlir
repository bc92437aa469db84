// convert-math-to-llvm as mlir-opt 22 does it: math ops as LLVM intrinsics
// with their fast-math flags. The CHECK lines are mlir-opt's output; both
// tools must print the same bytes.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-math-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-math-to-llvm %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-math-to-llvm %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-math-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-math-to-llvm --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-math-to-llvm --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @all(%x: f32, %y: f32, %z: f32, %a: i32, %v: vector<4xf32>) {
  %0 = math.absf %x : f32
  %1 = math.sqrt %x : f32
  %2 = math.exp %x : f32
  %3 = math.exp2 %x : f32
  %4 = math.log %x : f32
  %5 = math.log2 %x : f32
  %6 = math.log10 %x : f32
  %7 = math.sin %x : f32
  %8 = math.cos %x : f32
  %9 = math.powf %x, %y : f32
  %10 = math.fpowi %x, %a : f32, i32
  %11 = math.fma %x, %y, %z : f32
  %12 = math.copysign %x, %y : f32
  %13 = math.floor %x : f32
  %14 = math.ceil %x : f32
  %15 = math.round %x : f32
  %16 = math.roundeven %x : f32
  %17 = math.trunc %x : f32
  %18 = math.ctlz %a : i32
  %19 = math.cttz %a : i32
  %20 = math.ctpop %a : i32
  %21 = math.absi %a : i32
  %22 = math.rsqrt %x : f32
  %23 = math.expm1 %x : f32
  %24 = math.log1p %x : f32
  %25 = math.tan %x : f32
  %26 = math.tanh %x : f32
  %27 = math.isnan %x : f32
  %28 = math.isinf %x : f32
  %29 = math.isfinite %x : f32
  %30 = math.isnormal %x : f32
  %31 = math.rsqrt %v : vector<4xf32>
  %32 = math.sqrt %x fastmath<fast> : f32
  %34 = math.asin %x : f32
  %35 = math.acos %x : f32
  %36 = math.atan %x : f32
  %37 = math.atan2 %x, %y : f32
  %38 = math.sinh %x : f32
  %39 = math.cosh %x : f32
  %40 = math.expm1 %v : vector<4xf32>
  %41 = math.log1p %x fastmath<fast> : f32
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @all(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.exp2(%arg0) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.log(%arg0) : (f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.log10(%arg0) : (f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.sin(%arg0) : (f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.cos(%arg0) : (f32) -> f32
// CHECK-NEXT: %9 = llvm.intr.pow(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.powi(%arg0, %arg3) : (f32, i32) -> f32
// CHECK-NEXT: %11 = llvm.intr.fma(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
// CHECK-NEXT: %12 = llvm.intr.copysign(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %13 = llvm.intr.floor(%arg0) : (f32) -> f32
// CHECK-NEXT: %14 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-NEXT: %15 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-NEXT: %16 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// CHECK-NEXT: %17 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-NEXT: %18 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %19 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %20 = llvm.intr.ctpop(%arg3) : (i32) -> i32
// CHECK-NEXT: %21 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %22 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %23 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT: %24 = llvm.fdiv %22, %23 : f32
// CHECK-NEXT: %25 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %26 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT: %27 = llvm.fsub %26, %25 : f32
// CHECK-NEXT: %28 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %29 = llvm.fadd %28, %arg0 : f32
// CHECK-NEXT: %30 = llvm.intr.log(%29) : (f32) -> f32
// CHECK-NEXT: %31 = llvm.intr.tan(%arg0) : (f32) -> f32
// CHECK-NEXT: %32 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-NEXT: %33 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT: %34 = math.isinf %arg0 : f32
// CHECK-NEXT: %35 = "llvm.intr.is.fpclass"(%arg0) <{bit = 504 : i32}> : (f32) -> i1
// CHECK-NEXT: %36 = math.isnormal %arg0 : f32
// CHECK-NEXT: %37 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %38 = llvm.intr.sqrt(%arg4) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %39 = llvm.fdiv %37, %38 : vector<4xf32>
// CHECK-NEXT: %40 = llvm.intr.sqrt(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %41 = llvm.intr.asin(%arg0) : (f32) -> f32
// CHECK-NEXT: %42 = llvm.intr.acos(%arg0) : (f32) -> f32
// CHECK-NEXT: %43 = llvm.intr.atan(%arg0) : (f32) -> f32
// CHECK-NEXT: %44 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %45 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-NEXT: %46 = llvm.intr.cosh(%arg0) : (f32) -> f32
// CHECK-NEXT: %47 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %48 = llvm.intr.exp(%arg4) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %49 = llvm.fsub %48, %47 : vector<4xf32>
// CHECK-NEXT: %50 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %51 = llvm.fadd %50, %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %52 = llvm.intr.log(%51) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// n-D vectors are unrolled into their 1-D vectors; rsqrt, expm1 and log1p
// keep their fast-math flags on both operations; erf and cbrt stay.
func.func @f(%x: f32, %v: vector<4xf32>, %a: i32, %w: vector<2x3xf32>) {
  %0 = math.expm1 %x fastmath<fast> : f32
  %1 = math.rsqrt %x fastmath<nnan> : f32
  %2 = math.fpowi %x, %a fastmath<fast> : f32, i32
  %3 = math.absf %w : vector<2x3xf32>
  %4 = math.isnan %x : f32
  %5 = math.ctlz %a : i32
  %6 = math.erf %x : f32
  %7 = math.cbrt %x : f32
  %8 = math.sqrt %v fastmath<contract> : vector<4xf32>
  %9 = math.log1p %v : vector<4xf32>
  %10 = math.exp %w : vector<2x3xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (f32, f32, f32, vector<2x3xf32>, i1, i32, f32, f32, vector<4xf32>, vector<4xf32>, vector<2x3xf32>) -> ()
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: vector<4xf32>, %arg2: i32, %arg3: vector<2x3xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %2 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %3 = llvm.fsub %2, %1 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %4 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %5 = llvm.intr.sqrt(%arg0) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
// CHECK-NEXT: %6 = llvm.fdiv %4, %5 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %7 = llvm.intr.powi(%arg0, %arg2) {fastmathFlags = #llvm.fastmath<fast>} : (f32, i32) -> f32
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.intr.fabs(%9) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %8[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %13 = llvm.intr.fabs(%12) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %11[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %16 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT: %17 = "llvm.intr.ctlz"(%arg2) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %18 = math.erf %arg0 : f32
// CHECK-NEXT: %19 = math.cbrt %arg0 : f32
// CHECK-NEXT: %20 = llvm.intr.sqrt(%arg1) {fastmathFlags = #llvm.fastmath<contract>} : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %21 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %22 = llvm.fadd %21, %arg1 : vector<4xf32>
// CHECK-NEXT: %23 = llvm.intr.log(%22) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %24 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %25 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.intr.exp(%25) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %24[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %28 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.intr.exp(%28) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %27[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %30 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: "test.use"(%3, %6, %7, %15, %16, %17, %18, %19, %20, %23, %31) : (f32, f32, f32, vector<2x3xf32>, i1, i32, f32, f32, vector<4xf32>, vector<4xf32>, vector<2x3xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

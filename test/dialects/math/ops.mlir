// math dialect custom forms (fastmath flags, clampf's brackets, sincos's two named results, classification to i1) and their generic forms; both tools print the same.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt %s | %mlir-opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @float_ops(%x: f32, %y: f32, %z: f32, %d: f64, %v: vector<4xf32>) {
  %0 = math.sqrt %x fastmath<fast> : f32
  %1 = math.rsqrt %d : f64
  %2 = math.exp %v : vector<4xf32>
  %3 = math.atan2 %x, %y : f32
  %4 = math.powf %x, %y fastmath<nnan> : f32
  %5 = math.copysign %x, %y : f32
  %6 = math.fma %x, %y, %z : f32
  %7 = math.clampf %x to [%y, %z] : f32
  %8 = math.roundeven %x : f32
  %9 = math.tanh %d fastmath<afn> : f64
  %s, %c = math.sincos %x fastmath<fast> : f32
  return
}

func.func @int_and_classify(%i: i32, %x: f32, %v: vector<4xf32>) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %i : i32
  %2 = math.cttz %i : i32
  %3 = math.ctpop %i : i32
  %4 = math.ipowi %i, %i : i32
  %5 = math.fpowi %x, %i : f32, i32
  %6 = math.isnan %x : f32
  %7 = math.isinf %x {fastmath = #arith.fastmath<nnan>} : f32
  %8 = math.isfinite %v : vector<4xf32>
  %9 = math.isnormal %x : f32
  return
}

// CHECK-LABEL: func.func @float_ops(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f64, %arg4: vector<4xf32>) {
// CHECK-NEXT: %0 = math.sqrt %arg0 fastmath<fast> : f32
// CHECK-NEXT: %1 = math.rsqrt %arg3 : f64
// CHECK-NEXT: %2 = math.exp %arg4 : vector<4xf32>
// CHECK-NEXT: %3 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT: %4 = math.powf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %5 = math.copysign %arg0, %arg1 : f32
// CHECK-NEXT: %6 = math.fma %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: %7 = math.clampf %arg0 to [%arg1, %arg2] : f32
// CHECK-NEXT: %8 = math.roundeven %arg0 : f32
// CHECK-NEXT: %9 = math.tanh %arg3 fastmath<afn> : f64
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 fastmath<fast> : f32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @int_and_classify(%arg0: i32, %arg1: f32, %arg2: vector<4xf32>) {
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ctlz %arg0 : i32
// CHECK-NEXT: %2 = math.cttz %arg0 : i32
// CHECK-NEXT: %3 = math.ctpop %arg0 : i32
// CHECK-NEXT: %4 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT: %5 = math.fpowi %arg1, %arg0 : f32, i32
// CHECK-NEXT: %6 = math.isnan %arg1 : f32
// CHECK-NEXT: %7 = math.isinf %arg1 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT: %8 = math.isfinite %arg2 : vector<4xf32>
// CHECK-NEXT: %9 = math.isnormal %arg1 : f32
// CHECK-NEXT: return

// GENERIC: %10 = "math.sqrt"(%arg3) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC: %11 = "math.rsqrt"(%arg6) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
// GENERIC: %12 = "math.exp"(%arg7) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
// GENERIC: %13 = "math.atan2"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %14 = "math.powf"(%arg3, %arg4) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// GENERIC: %15 = "math.copysign"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %16 = "math.fma"(%arg3, %arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC: %17 = "math.clampf"(%arg3, %arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC: %18 = "math.roundeven"(%arg3) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %19 = "math.tanh"(%arg6) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
// GENERIC: %20:2 = "math.sincos"(%arg3) <{fastmath = #arith.fastmath<fast>}> : (f32) -> (f32, f32)
// GENERIC: %0 = "math.absi"(%arg0) : (i32) -> i32
// GENERIC: %1 = "math.ctlz"(%arg0) : (i32) -> i32
// GENERIC: %2 = "math.cttz"(%arg0) : (i32) -> i32
// GENERIC: %3 = "math.ctpop"(%arg0) : (i32) -> i32
// GENERIC: %4 = "math.ipowi"(%arg0, %arg0) : (i32, i32) -> i32
// GENERIC: %5 = "math.fpowi"(%arg1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// GENERIC: %6 = "math.isnan"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC: %7 = "math.isinf"(%arg1) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
// GENERIC: %8 = "math.isfinite"(%arg2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xi1>
// GENERIC: %9 = "math.isnormal"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1

// arith dialect custom forms of every op: flags (overflow, exact, fastmath, rounding mode), compares, select with scalar and vector conditions, casts, constants and their result names; both tools print the same.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// Round trips: each tool reads the other's output, generic or custom.
// RUN: terrace-opt %s | %mlir-opt | FileCheck %s
// RUN: %mlir-opt %s | terrace-opt | FileCheck %s
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @int_binary(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<?xi64>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw> : i32
  %3 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %4 = arith.muli %a, %b overflow<nuw, nsw> : i32
  %5 = arith.divui %a, %b : i32
  %6 = arith.divsi %a, %b exact : i32
  %7 = arith.ceildivui %i, %i : index
  %8 = arith.ceildivsi %a, %b : i32
  %9 = arith.floordivsi %a, %b : i32
  %10 = arith.remui %v, %v : vector<4xi8>
  %11 = arith.remsi %t, %t : tensor<?xi64>
  %12 = arith.andi %a, %b : i32
  %13 = arith.ori %a, %b : i32
  %14 = arith.xori %a, %b : i32
  %15 = arith.shli %a, %b overflow<nsw> : i32
  %16 = arith.shrui %a, %b exact : i32
  %17 = arith.shrsi %a, %b : i32
  %18 = arith.maxsi %a, %b : i32
  %19 = arith.maxui %a, %b : i32
  %20 = arith.minsi %a, %b : i32
  %21 = arith.minui %a, %b : i32
  %22 = arith.addi %a, %b {tag = "x"} : i32
  %23 = arith.addi %a, %b overflow<none> : i32
  %sum, %carry = arith.addui_extended %a, %b : i32, i1
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %ulo, %uhi = arith.mului_extended %v, %v : vector<4xi8>
  return
}

func.func @float_ops(%x: f32, %y: f32, %h: f16, %d: f64, %v: vector<2xf32>) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y fastmath<fast> : f32
  %2 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
  %3 = arith.divf %x, %y fastmath<afn,contract> : f32
  %4 = arith.remf %v, %v : vector<2xf32>
  %5 = arith.maximumf %x, %y : f32
  %6 = arith.minimumf %x, %y fastmath<nsz> : f32
  %7 = arith.maxnumf %x, %y : f32
  %8 = arith.minnumf %x, %y : f32
  %9 = arith.negf %x fastmath<reassoc> : f32
  %10 = arith.addf %x, %y fastmath<none> : f32
  %11 = arith.mulf %x, %y fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  return
}

func.func @compare_select(%a: i32, %b: i32, %x: f32, %v: vector<4xi32>, %c: i1) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi "uge", %a, %b : i32
  %2 = arith.cmpi slt, %v, %v : vector<4xi32>
  %3 = arith.cmpf olt, %x, %x : f32
  %4 = arith.cmpf uno, %x, %x fastmath<nnan> : f32
  %5 = arith.cmpf false, %x, %x : f32
  %6 = arith.select %c, %a, %b : i32
  %7 = arith.select %2, %v, %v : vector<4xi1>, vector<4xi32>
  %8 = arith.select %c, %v, %v : vector<4xi32>
  %9 = arith.select %c, %a, %b {tag} : i32
  return
}

func.func @casts(%a: i32, %x: f32, %h: f16, %i: index, %v: vector<4xi16>, %m: memref<4xi32>) {
  %0 = arith.extui %a : i32 to i64
  %1 = arith.extsi %v : vector<4xi16> to vector<4xi32>
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.trunci %a overflow<nsw> : i32 to i16
  %4 = arith.extf %h : f16 to f32
  %5 = arith.extf %h fastmath<contract> : f16 to f64
  %6 = arith.truncf %x : f32 to f16
  %7 = arith.truncf %x toward_zero : f32 to bf16
  %8 = arith.truncf %x downward fastmath<fast> : f32 to f16
  %9 = arith.uitofp %a : i32 to f32
  %10 = arith.sitofp %a : i32 to f64
  %11 = arith.fptoui %x : f32 to i32
  %12 = arith.fptosi %x : f32 to i64
  %13 = arith.index_cast %a : i32 to index
  %14 = arith.index_castui %i : index to i32
  %15 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %16 = arith.bitcast %a : i32 to f32
  %17 = arith.bitcast %x : f32 to i32
  %18 = arith.scaling_extf %h, %h : f16, f16 to f32
  %19 = arith.scaling_truncf %x, %h downward : f32, f16 to f16
  return
}

func.func @constants() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -1 : i8
  %2 = arith.constant 255 : i8
  %3 = arith.constant 0 : index
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 1.5 : f32
  %7 = arith.constant dense<[1, 2]> : vector<2xi32>
  %8 = arith.constant dense<0.0> : tensor<2x3xf32>
  %9 = arith.constant 42 : i32
  %10 = arith.constant {tag = 1 : i64} 7 : i64
  %11 = arith.constant 3
  %12 = arith.constant 1 : index
  %13 = arith.constant 1 : index
  return
}

// CHECK-LABEL: func.func @int_binary(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi8>, %arg4: tensor<?xi64>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %3 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %4 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %5 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %7 = arith.ceildivui %arg2, %arg2 : index
// CHECK-NEXT: %8 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.remui %arg3, %arg3 : vector<4xi8>
// CHECK-NEXT: %11 = arith.remsi %arg4, %arg4 : tensor<?xi64>
// CHECK-NEXT: %12 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.shli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %16 = arith.shrui %arg0, %arg1 exact : i32
// CHECK-NEXT: %17 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %21 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: %22 = arith.addi %arg0, %arg1 {tag = "x"} : i32
// CHECK-NEXT: %23 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mului_extended %arg3, %arg3 : vector<4xi8>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @float_ops(%arg0: f32, %arg1: f32, %arg2: f16, %arg3: f64, %arg4: vector<2xf32>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = arith.divf %arg0, %arg1 fastmath<contract,afn> : f32
// CHECK-NEXT: %4 = arith.remf %arg4, %arg4 : vector<2xf32>
// CHECK-NEXT: %5 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.minimumf %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT: %7 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.negf %arg0 fastmath<reassoc> : f32
// CHECK-NEXT: %10 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @compare_select(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: vector<4xi32>, %arg4: i1) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %arg3 : vector<4xi32>
// CHECK-NEXT: %3 = arith.cmpf olt, %arg2, %arg2 : f32
// CHECK-NEXT: %4 = arith.cmpf uno, %arg2, %arg2 fastmath<nnan> : f32
// CHECK-NEXT: %5 = arith.cmpf false, %arg2, %arg2 : f32
// CHECK-NEXT: %6 = arith.select %arg4, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.select %2, %arg3, %arg3 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %8 = arith.select %arg4, %arg3, %arg3 : vector<4xi32>
// CHECK-NEXT: %9 = arith.select %arg4, %arg0, %arg1 {tag} : i32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: f32, %arg2: f16, %arg3: index, %arg4: vector<4xi16>, %arg5: memref<4xi32>) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extsi %arg4 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %2 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %3 = arith.trunci %arg0 overflow<nsw> : i32 to i16
// CHECK-NEXT: %4 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %5 = arith.extf %arg2 fastmath<contract> : f16 to f64
// CHECK-NEXT: %6 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: %7 = arith.truncf %arg1 toward_zero : f32 to bf16
// CHECK-NEXT: %8 = arith.truncf %arg1 downward fastmath<fast> : f32 to f16
// CHECK-NEXT: %9 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %10 = arith.sitofp %arg0 : i32 to f64
// CHECK-NEXT: %11 = arith.fptoui %arg1 : f32 to i32
// CHECK-NEXT: %12 = arith.fptosi %arg1 : f32 to i64
// CHECK-NEXT: %13 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %14 = arith.index_castui %arg3 : index to i32
// CHECK-NEXT: %15 = arith.index_cast %arg5 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %16 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %17 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %18 = arith.scaling_extf %arg2, %arg2 : f16, f16 to f32
// CHECK-NEXT: %19 = arith.scaling_truncf %arg1, %arg2 downward : f32, f16 to f16
// CHECK-NEXT: return
// CHECK-LABEL: func.func @constants() {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i8_0 = arith.constant -1 : i8
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x3xf32>
// CHECK-NEXT: %c42_i32_3 = arith.constant 42 : i32
// CHECK-NEXT: %c7_i64 = arith.constant {tag = 1 : i64} 7 : i64
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: return

// GENERIC-LABEL: "func.func"() <{function_type = (i32, i32, index, vector<4xi8>, tensor<?xi64>) -> (), sym_name = "int_binary"}> ({
// GENERIC: %56 = "arith.addi"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %57 = "arith.addi"(%arg16, %arg17) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC: %58 = "arith.subi"(%arg16, %arg17) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC: %59 = "arith.muli"(%arg16, %arg17) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC: %60 = "arith.muli"(%arg16, %arg17) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC: %62 = "arith.divsi"(%arg16, %arg17) <{isExact}> : (i32, i32) -> i32
// GENERIC: %71 = "arith.shli"(%arg16, %arg17) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC: %72 = "arith.shrui"(%arg16, %arg17) <{isExact}> : (i32, i32) -> i32
// GENERIC: %78 = "arith.addi"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> {tag = "x"} : (i32, i32) -> i32
// GENERIC: %79 = "arith.addi"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-LABEL: "func.func"() <{function_type = (f32, f32, f16, f64, vector<2xf32>) -> (), sym_name = "float_ops"}> ({
// GENERIC: %44 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %45 = "arith.subf"(%arg11, %arg12) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC: %46 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC: %47 = "arith.divf"(%arg11, %arg12) <{fastmath = #arith.fastmath<contract,afn>}> : (f32, f32) -> f32
// GENERIC: %48 = "arith.remf"(%arg15, %arg15) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// GENERIC: %49 = "arith.maximumf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %50 = "arith.minimumf"(%arg11, %arg12) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32
// GENERIC: %51 = "arith.maxnumf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %52 = "arith.minnumf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %53 = "arith.negf"(%arg11) <{fastmath = #arith.fastmath<reassoc>}> : (f32) -> f32
// GENERIC: %54 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %55 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-LABEL: "func.func"() <{function_type = (i32, i32, f32, vector<4xi32>, i1) -> (), sym_name = "compare_select"}> ({
// GENERIC: %34 = "arith.cmpi"(%arg6, %arg7) <{predicate = 0 : i64}> : (i32, i32) -> i1
// GENERIC: %35 = "arith.cmpi"(%arg6, %arg7) <{predicate = 9 : i64}> : (i32, i32) -> i1
// GENERIC: %36 = "arith.cmpi"(%arg9, %arg9) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
// GENERIC: %37 = "arith.cmpf"(%arg8, %arg8) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
// GENERIC: %38 = "arith.cmpf"(%arg8, %arg8) <{fastmath = #arith.fastmath<nnan>, predicate = 14 : i64}> : (f32, f32) -> i1
// GENERIC: %39 = "arith.cmpf"(%arg8, %arg8) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
// GENERIC-LABEL: "func.func"() <{function_type = (i32, f32, f16, index, vector<4xi16>, memref<4xi32>) -> (), sym_name = "casts"}> ({
// GENERIC: %16 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC: %17 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i16
// GENERIC: %19 = "arith.extf"(%arg2) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f64
// GENERIC: %21 = "arith.truncf"(%arg1) <{roundingmode = 3 : i32}> : (f32) -> bf16
// GENERIC: %22 = "arith.truncf"(%arg1) <{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}> : (f32) -> f16
// GENERIC: %33 = "arith.scaling_truncf"(%arg1, %arg2) <{roundingmode = 1 : i32}> : (f32, f16) -> f16
// GENERIC-LABEL: "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
// GENERIC: %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC: %1 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// GENERIC: %2 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// GENERIC: %3 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC: %4 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC: %5 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC: %6 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// GENERIC: %7 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
// GENERIC: %8 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
// GENERIC: %9 = "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC: %10 = "arith.constant"() <{value = 7 : i64}> {tag = 1 : i64} : () -> i64
// GENERIC: %11 = "arith.constant"() <{value = 3 : i64}> : () -> i64
// GENERIC: %12 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC: %13 = "arith.constant"() <{value = 1 : index}> : () -> index

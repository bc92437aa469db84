// convert-arith-to-llvm as mlir-opt 22 does it: each arith op as its llvm op
// or intrinsic, the ceil and floor divisions expanded, the extended ops as
// twice-wide arithmetic, index as i64 with casts where converted values meet
// unconverted users, and ops of constants folded on the way. The CHECK lines
// are mlir-opt's output; both tools must print the same bytes.
// RUN: terrace-opt --split-input-file --convert-arith-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --convert-arith-to-llvm %s | FileCheck %s
// RUN: terrace-opt --split-input-file --convert-arith-to-llvm %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-arith-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --convert-arith-to-llvm --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --convert-arith-to-llvm --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @arith(%a: i32, %b: i32, %x: f32, %i: index, %v: vector<4xf32>) -> (i32, f32, index, vector<4xf32>) {
  %c3_i32 = arith.constant 3 : i32
  %cst = arith.constant 2.5 : f32
  %c4 = arith.constant 4 : index
  %cv = arith.constant dense<1.0> : vector<4xf32>
  %0 = arith.addi %a, %c3_i32 : i32
  %1 = arith.muli %0, %b : i32
  %2 = arith.cmpi slt, %1, %a : i32
  %3 = arith.select %2, %1, %b : i32
  %4 = arith.sitofp %3 : i32 to f32
  %5 = arith.addf %4, %cst : f32
  %6 = arith.index_cast %a : i32 to index
  %7 = arith.addi %6, %i : index
  %8 = arith.muli %7, %c4 : index
  %9 = arith.index_cast %8 : index to i32
  %10 = arith.addi %9, %3 : i32
  %11 = arith.addf %v, %cv : vector<4xf32>
  return %10, %5, %8, %11 : i32, f32, index, vector<4xf32>
}
// CHECK: module {
// CHECK-NEXT: func.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: index, %arg4: vector<4xf32>) -> (i32, f32, index, vector<4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(2.500000e+00 : f32) : f32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %5 = llvm.add %arg0, %1 : i32
// CHECK-NEXT: %6 = llvm.mul %5, %arg1 : i32
// CHECK-NEXT: %7 = llvm.icmp "slt" %6, %arg0 : i32
// CHECK-NEXT: %8 = llvm.select %7, %6, %arg1 : i1, i32
// CHECK-NEXT: %9 = llvm.sitofp %8 : i32 to f32
// CHECK-NEXT: %10 = llvm.fadd %9, %2 : f32
// CHECK-NEXT: %11 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %12 = llvm.add %11, %0 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %3 : i64
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : i64 to index
// CHECK-NEXT: %15 = llvm.trunc %13 : i64 to i32
// CHECK-NEXT: %16 = llvm.add %15, %8 : i32
// CHECK-NEXT: %17 = llvm.fadd %arg4, %4 : vector<4xf32>
// CHECK-NEXT: return %16, %10, %14, %17 : i32, f32, index, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @all(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %j: index, %v: vector<4xf32>, %vi: vector<4xi32>, %h: f16, %d: f64, %c: i1, %s: i64) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nsw, nuw> : i32
  %3 = arith.muli %a, %b : i32
  %4 = arith.divsi %a, %b : i32
  %5 = arith.divui %a, %b : i32
  %6 = arith.remsi %a, %b : i32
  %7 = arith.remui %a, %b : i32
  %8 = arith.andi %a, %b : i32
  %9 = arith.ori %a, %b : i32
  %10 = arith.xori %a, %b : i32
  %11 = arith.shli %a, %b : i32
  %12 = arith.shrsi %a, %b : i32
  %13 = arith.shrui %a, %b : i32
  %14 = arith.addf %x, %y : f32
  %15 = arith.subf %x, %y fastmath<fast> : f32
  %16 = arith.mulf %x, %y : f32
  %17 = arith.divf %x, %y : f32
  %18 = arith.remf %x, %y : f32
  %19 = arith.negf %x : f32
  %20 = arith.cmpi slt, %a, %b : i32
  %21 = arith.cmpf olt, %x, %y : f32
  %22 = arith.select %c, %a, %b : i32
  %23 = arith.sitofp %a : i32 to f32
  %24 = arith.uitofp %a : i32 to f32
  %25 = arith.fptosi %x : f32 to i32
  %26 = arith.fptoui %x : f32 to i32
  %27 = arith.extsi %a : i32 to i64
  %28 = arith.extui %a : i32 to i64
  %29 = arith.trunci %s : i64 to i32
  %30 = arith.extf %x : f32 to f64
  %31 = arith.truncf %d : f64 to f32
  %32 = arith.bitcast %a : i32 to f32
  %33 = arith.index_cast %a : i32 to index
  %34 = arith.index_cast %i : index to i32
  %35 = arith.index_castui %i : index to i64
  %36 = arith.maxsi %a, %b : i32
  %37 = arith.minsi %a, %b : i32
  %38 = arith.maxui %a, %b : i32
  %39 = arith.minui %a, %b : i32
  %40 = arith.maximumf %x, %y : f32
  %41 = arith.minimumf %x, %y : f32
  %42 = arith.maxnumf %x, %y : f32
  %43 = arith.minnumf %x, %y : f32
  %44 = arith.constant 7 : i32
  %45 = arith.constant 1.5 : f32
  %46 = arith.constant 3 : index
  %47 = arith.constant dense<1.0> : vector<4xf32>
  %48 = arith.addi %i, %j : index
  %49 = arith.ceildivsi %a, %b : i32
  %50 = arith.floordivsi %a, %b : i32
  %51 = arith.ceildivui %a, %b : i32
  %sum, %ov = arith.addui_extended %a, %b : i32, i1
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %lo2, %hi2 = arith.mului_extended %a, %b : i32
  %52 = arith.addf %v, %v : vector<4xf32>
  %53 = arith.cmpi eq, %vi, %vi : vector<4xi32>
  %54 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %55 = arith.extf %h : f16 to f32
  %56 = arith.constant true
  %57 = arith.cmpf une, %x, %y fastmath<nnan> : f32
  %58 = arith.fptosi %v : vector<4xf32> to vector<4xi32>
  %59 = arith.cmpi ult, %i, %j : index
  %60 = arith.select %c, %v, %v : vector<4xf32>
  %61 = arith.constant 0.0 : f64
  %64 = arith.addf %x, %y fastmath<contract> : f32
  %65 = arith.constant -1 : i64
  %66 = arith.constant 0x7FC00000 : f32
  %70 = arith.trunci %s overflow<nuw> : i64 to i32
  %71 = arith.constant dense<[[1.0, 2.0],[3.0, 4.0]]> : vector<2x2xf32>
  %72 = arith.addf %71, %71 : vector<2x2xf32>
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @all(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index, %arg5: index, %arg6: vector<4xf32>, %arg7: vector<4xi32>, %arg8: f16, %arg9: f64, %arg10: i1, %arg11: i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: %2 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %3 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %4 = llvm.sub %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %5 = llvm.mul %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %7 = llvm.udiv %arg0, %arg1 : i32
// CHECK-NEXT: %8 = llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.urem %arg0, %arg1 : i32
// CHECK-NEXT: %10 = llvm.and %arg0, %arg1 : i32
// CHECK-NEXT: %11 = llvm.or %arg0, %arg1 : i32
// CHECK-NEXT: %12 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT: %13 = llvm.shl %arg0, %arg1 : i32
// CHECK-NEXT: %14 = llvm.ashr %arg0, %arg1 : i32
// CHECK-NEXT: %15 = llvm.lshr %arg0, %arg1 : i32
// CHECK-NEXT: %16 = llvm.fadd %arg2, %arg3 : f32
// CHECK-NEXT: %17 = llvm.fsub %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %18 = llvm.fmul %arg2, %arg3 : f32
// CHECK-NEXT: %19 = llvm.fdiv %arg2, %arg3 : f32
// CHECK-NEXT: %20 = llvm.frem %arg2, %arg3 : f32
// CHECK-NEXT: %21 = llvm.fneg %arg2 : f32
// CHECK-NEXT: %22 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %23 = llvm.fcmp "olt" %arg2, %arg3 : f32
// CHECK-NEXT: %24 = llvm.select %arg10, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %25 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %26 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %27 = llvm.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %28 = llvm.fptoui %arg2 : f32 to i32
// CHECK-NEXT: %29 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %30 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %31 = llvm.trunc %arg11 : i64 to i32
// CHECK-NEXT: %32 = llvm.fpext %arg2 : f32 to f64
// CHECK-NEXT: %33 = llvm.fptrunc %arg9 : f64 to f32
// CHECK-NEXT: %34 = llvm.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %35 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %36 = llvm.trunc %1 : i64 to i32
// CHECK-NEXT: %37 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %38 = llvm.intr.smin(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %39 = llvm.intr.umax(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %40 = llvm.intr.umin(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %41 = llvm.intr.maximum(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %42 = llvm.intr.minimum(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %43 = llvm.intr.maxnum(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %44 = llvm.intr.minnum(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %45 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %46 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %47 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %48 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %49 = llvm.add %1, %0 : i64
// CHECK-NEXT: %50 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %51 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %52 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %53 = llvm.mul %52, %arg1 : i32
// CHECK-NEXT: %54 = llvm.icmp "ne" %arg0, %53 : i32
// CHECK-NEXT: %55 = llvm.icmp "slt" %arg0, %50 : i32
// CHECK-NEXT: %56 = llvm.icmp "slt" %arg1, %50 : i32
// CHECK-NEXT: %57 = llvm.icmp "eq" %55, %56 : i1
// CHECK-NEXT: %58 = llvm.and %54, %57 : i1
// CHECK-NEXT: %59 = llvm.add %52, %51 : i32
// CHECK-NEXT: %60 = llvm.select %58, %59, %52 : i1, i32
// CHECK-NEXT: %61 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %62 = llvm.mul %61, %arg1 : i32
// CHECK-NEXT: %63 = llvm.icmp "ne" %arg0, %62 : i32
// CHECK-NEXT: %64 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %65 = llvm.icmp "slt" %arg0, %64 : i32
// CHECK-NEXT: %66 = llvm.icmp "slt" %arg1, %64 : i32
// CHECK-NEXT: %67 = llvm.icmp "ne" %65, %66 : i1
// CHECK-NEXT: %68 = llvm.and %63, %67 : i1
// CHECK-NEXT: %69 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %70 = llvm.add %61, %69 : i32
// CHECK-NEXT: %71 = llvm.select %68, %70, %61 : i1, i32
// CHECK-NEXT: %72 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %73 = llvm.icmp "eq" %arg0, %72 : i32
// CHECK-NEXT: %74 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %75 = llvm.sub %arg0, %74 : i32
// CHECK-NEXT: %76 = llvm.udiv %75, %arg1 : i32
// CHECK-NEXT: %77 = llvm.add %76, %74 : i32
// CHECK-NEXT: %78 = llvm.select %73, %72, %77 : i1, i32
// CHECK-NEXT: %79 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %80 = llvm.extractvalue %79[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %81 = llvm.extractvalue %79[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %82 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %83 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %84 = llvm.mul %82, %83 : i64
// CHECK-NEXT: %85 = llvm.trunc %84 : i64 to i32
// CHECK-NEXT: %86 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %87 = llvm.lshr %84, %86 : i64
// CHECK-NEXT: %88 = llvm.trunc %87 : i64 to i32
// CHECK-NEXT: %89 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %90 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT: %91 = llvm.mul %89, %90 : i64
// CHECK-NEXT: %92 = llvm.trunc %91 : i64 to i32
// CHECK-NEXT: %93 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %94 = llvm.lshr %91, %93 : i64
// CHECK-NEXT: %95 = llvm.trunc %94 : i64 to i32
// CHECK-NEXT: %96 = llvm.fadd %arg6, %arg6 : vector<4xf32>
// CHECK-NEXT: %97 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
// CHECK-NEXT: %98 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT: %99 = llvm.fpext %arg8 : f16 to f32
// CHECK-NEXT: %100 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %101 = llvm.fcmp "une" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %102 = llvm.fptosi %arg6 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %103 = llvm.icmp "ult" %1, %0 : i64
// CHECK-NEXT: %104 = llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK-NEXT: %105 = llvm.fadd %arg2, %arg3 {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT: %106 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %107 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT: %108 = llvm.trunc %arg11 overflow<nuw> : i64 to i32
// CHECK-NEXT: %109 = llvm.mlir.constant(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00{{\]\]}}> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %110 = llvm.mlir.constant(dense<{{\[\[}}2.000000e+00, 4.000000e+00], [6.000000e+00, 8.000000e+00{{\]\]}}> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// Folds during the conversion, as mlir-opt's: an op of constants becomes a
// constant, and an index value meets unconverted users through casts.
func.func @folds(%i: index) -> (index, i32, i1) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c2, %c3 : i32
  %1 = arith.cmpi eq, %i, %i : index
  %2 = arith.addi %i, %i : index
  %3 = arith.muli %0, %c3 : i32
  return %2, %3, %1 : index, i32, i1
}
// CHECK: module {
// CHECK-NEXT: func.func @folds(%arg0: index) -> (index, i32, i1) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %5 = llvm.add %0, %0 : i64
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT: %7 = llvm.mul %3, %2 : i32
// CHECK-NEXT: return %6, %7, %4 : index, i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

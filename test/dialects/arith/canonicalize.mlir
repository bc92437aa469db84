// arith folds and canonicalization patterns, and the greedy driver's constant handling (dedup, hoisting to the entry block, MLIR's order).
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

// addi(x, 0) -> x; addi(subi(a, b), b) -> a
func.func @addi_identities(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %s = arith.subi %x, %y : i32
  %1 = arith.addi %s, %y : i32
  return %0, %1 : i32, i32
}
// CHECK-LABEL: func.func @addi_identities(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: return %arg0, %arg0 : i32, i32

// Constants fold (wrapping) and move to the entry block; commutative ops
// take their constant on the right.
func.func @constant_folding(%x: i8) -> (i8, i8, i8) {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %0 = arith.addi %a, %b overflow<nsw> : i8
  %1 = arith.muli %b, %x : i8
  %c = arith.constant 5 : i8
  %2 = arith.addi %c, %x : i8
  return %0, %1, %2 : i8, i8, i8
}
// CHECK-LABEL: func.func @constant_folding(%arg0: i8) -> (i8, i8, i8) {
// CHECK-NEXT: %c5_i8 = arith.constant 5 : i8
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %0 = arith.addi %arg0, %c5_i8 : i8
// CHECK-NEXT: return %c-128_i8, %arg0, %0 : i8, i8, i8

// addi(addi(x, c0), c1) -> addi(x, c0 + c1), flags intersected
func.func @addi_chain(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %x, %c3 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c5 overflow<nsw> : i32
  return %1 : i32
}
// CHECK-LABEL: func.func @addi_chain(%arg0: i32) -> i32 {
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i32 overflow<nsw> : i32
// CHECK-NEXT: return %0 : i32

// subi(addi(x, c0), c1) -> addi(x, c0 - c1) (flags dropped)
func.func @subi_of_addi(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %x, %c3 overflow<nsw> : i32
  %1 = arith.subi %0, %c5 overflow<nsw> : i32
  return %1 : i32
}
// CHECK-LABEL: func.func @subi_of_addi(%arg0: i32) -> i32 {
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT: return %0 : i32

// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
func.func @muli_chain(%x: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %0 = arith.muli %x, %c3 : i64
  %1 = arith.muli %0, %c5 : i64
  return %1 : i64
}
// CHECK-LABEL: func.func @muli_chain(%arg0: i64) -> i64 {
// CHECK-NEXT: %c15_i64 = arith.constant 15 : i64
// CHECK-NEXT: %0 = arith.muli %arg0, %c15_i64 : i64
// CHECK-NEXT: return %0 : i64

// Division by zero and INT_MIN / -1 stay; shifts past the width stay.
func.func @no_fold_ub() -> (i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm1 = arith.constant -1 : i8
  %min = arith.constant -128 : i8
  %c8 = arith.constant 8 : i8
  %0 = arith.divui %c1, %c0 : i8
  %1 = arith.divsi %min, %cm1 : i8
  %2 = arith.shli %c1, %c8 : i8
  %3 = arith.remsi %c1, %c0 : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}
// CHECK-LABEL: func.func @no_fold_ub() -> (i8, i8, i8, i8) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: %0 = arith.divui %c1_i8, %c0_i8 : i8
// CHECK-NEXT: %1 = arith.divsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT: %2 = arith.shli %c1_i8, %c8_i8 : i8
// CHECK-NEXT: %3 = arith.remsi %c1_i8, %c0_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3 : i8, i8, i8, i8

// Signed division rounding: ceil, floor, truncation, remainder sign.
func.func @division_rounding() -> (i32, i32, i32, i32) {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.divsi %a, %b : i32
  %3 = arith.remsi %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @division_rounding() -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %c-3_i32, %c-4_i32, %c-3_i32, %c-1_i32 : i32, i32, i32, i32

// Bitwise identities: andi(x, x), xori(x, x), ori(x, -1), andi(x, not x)
func.func @bitwise(%x: i16) -> (i16, i16, i16, i16) {
  %m1 = arith.constant -1 : i16
  %0 = arith.andi %x, %x : i16
  %1 = arith.xori %x, %x : i16
  %2 = arith.ori %x, %m1 : i16
  %n = arith.xori %x, %m1 : i16
  %3 = arith.andi %x, %n : i16
  return %0, %1, %2, %3 : i16, i16, i16, i16
}
// CHECK-LABEL: func.func @bitwise(%arg0: i16) -> (i16, i16, i16, i16) {
// CHECK-NEXT: %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: return %arg0, %c0_i16, %c-1_i16, %c0_i16 : i16, i16, i16, i16

// max/min with identical operands and extreme constants
func.func @min_max(%x: i8) -> (i8, i8, i8) {
  %max = arith.constant 127 : i8
  %0 = arith.maxsi %x, %x : i8
  %1 = arith.maxsi %x, %max : i8
  %2 = arith.minsi %x, %max : i8
  return %0, %1, %2 : i8, i8, i8
}
// CHECK-LABEL: func.func @min_max(%arg0: i8) -> (i8, i8, i8) {
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: return %arg0, %c127_i8, %arg0 : i8, i8, i8

// cmpi: equal operands, constant on the left moves right (predicate
// mirrored), constants fold.
func.func @cmpi(%x: i32) -> (i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.cmpi sle, %x, %x : i32
  %1 = arith.cmpi slt, %c5, %x : i32
  %2 = arith.cmpi ugt, %c5, %c7 : i32
  return %0, %1, %2 : i1, i1, i1
}
// CHECK-LABEL: func.func @cmpi(%arg0: i32) -> (i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT: return %true, %0, %false : i1, i1, i1

// xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)
func.func @not_of_cmpi(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  return %1 : i1
}
// CHECK-LABEL: func.func @not_of_cmpi(%arg0: i32, %arg1: i32) -> i1 {
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i1

// cmpf with a NaN constant folds whatever the other operand is.
func.func @cmpf_nan(%x: f32) -> (i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf ult, %x, %nan : f32
  %1 = arith.cmpf olt, %x, %nan : f32
  return %0, %1 : i1, i1
}
// CHECK-LABEL: func.func @cmpf_nan(%arg0: f32) -> (i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %true, %false : i1, i1

// cmpf(sitofp(x), C) -> cmpi when the conversion is exact
func.func @cmpf_of_sitofp(%x: i16) -> (i1, i1) {
  %c = arith.constant 4.5 : f32
  %f = arith.sitofp %x : i16 to f32
  %0 = arith.cmpf olt, %f, %c : f32
  %1 = arith.cmpf ord, %f, %c : f32
  return %0, %1 : i1, i1
}
// CHECK-LABEL: func.func @cmpf_of_sitofp(%arg0: i16) -> (i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c4_i16 = arith.constant 4 : i16
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %c4_i16 : i16
// CHECK-NEXT: return %0, %true : i1, i1

// Float identities: x + -0.0, x * 1.0; x + 0.0 stays (x may be -0.0).
func.func @float_identities(%x: f32) -> (f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.mulf %x, %one : f32
  %2 = arith.addf %x, %pz : f32
  return %0, %1, %2 : f32, f32, f32
}
// CHECK-LABEL: func.func @float_identities(%arg0: f32) -> (f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT: return %arg0, %arg0, %0 : f32, f32, f32

// Float constants fold with IEEE results (1/0 is +inf, printed in hex).
func.func @float_folding() -> (f32, f64) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %0 = arith.divf %one, %zero : f32
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0.2 : f64
  %1 = arith.addf %a, %b : f64
  return %0, %1 : f32, f64
}
// CHECK-LABEL: func.func @float_folding() -> (f32, f64) {
// CHECK-NEXT: %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT: return %cst, %cst_0 : f32, f64

// negf(negf(x)) -> x; mulf(negf x, negf y) -> mulf(x, y)
func.func @negf(%x: f32, %y: f32) -> (f32, f32) {
  %0 = arith.negf %x : f32
  %1 = arith.negf %0 : f32
  %ny = arith.negf %y : f32
  %2 = arith.mulf %0, %ny fastmath<fast> : f32
  return %1, %2 : f32, f32
}
// CHECK-LABEL: func.func @negf(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: return %arg0, %0 : f32, f32

// select folds and patterns
func.func @select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %t, %a, %b : i32
  %2 = arith.select %c, %f, %t : i1
  %3 = arith.select %c, %one, %zero : i32
  %eq = arith.cmpi eq, %a, %b : i32
  %4 = arith.select %eq, %a, %b : i32
  return %0, %1, %2, %3, %4 : i32, i32, i1, i32, i32
}
// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i1, i32, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %1 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: return %arg1, %arg1, %0, %1, %arg2 : i32, i32, i1, i32, i32

// Cast chains: extui(extui), trunci(extsi) back to the source, index_cast
// round trip, bitcast of a constant, constants through casts.
func.func @casts(%x: i8, %i: index) -> (i64, i8, index, i32, f32, i32) {
  %0 = arith.extui %x : i8 to i16
  %1 = arith.extui %0 : i16 to i64
  %2 = arith.extsi %x : i8 to i32
  %3 = arith.trunci %2 : i32 to i8
  %4 = arith.index_cast %i : index to i64
  %5 = arith.index_cast %4 : i64 to index
  %c = arith.constant 1065353216 : i32
  %6 = arith.bitcast %c : i32 to f32
  %m = arith.constant -1 : i8
  %7 = arith.extui %m : i8 to i32
  %h = arith.constant 2.5 : f32
  %8 = arith.sitofp %7 : i32 to f32
  %9 = arith.fptosi %h : f32 to i32
  return %1, %3, %5, %7, %8, %9 : i64, i8, index, i32, f32, i32
}
// CHECK-LABEL: func.func @casts(%arg0: i8, %arg1: index) -> (i64, i8, index, i32, f32, i32) {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %cst = arith.constant 2.550000e+02 : f32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: return %0, %arg0, %arg1, %c255_i32, %cst, %c2_i32 : i64, i8, index, i32, f32, i32

// Extended ops: fold constants; with the second result unused they become
// the plain op.
func.func @extended(%x: i32, %y: i32) -> (i32, i1, i32, i32) {
  %c = arith.constant -1 : i32
  %one = arith.constant 1 : i32
  %s, %o = arith.addui_extended %c, %one : i32, i1
  %lo, %hi = arith.mului_extended %x, %y : i32
  %l2, %h2 = arith.mulsi_extended %c, %c : i32
  return %s, %o, %lo, %h2 : i32, i1, i32, i32
}
// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: i32) -> (i32, i1, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %c0_i32, %true, %0, %c0_i32 : i32, i1, i32, i32

// Splat vector constants fold element-wise.
func.func @splats() -> (vector<4xi32>, vector<4xi1>) {
  %a = arith.constant dense<3> : vector<4xi32>
  %b = arith.constant dense<4> : vector<4xi32>
  %0 = arith.muli %a, %b : vector<4xi32>
  %1 = arith.cmpi slt, %a, %b : vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi1>
}
// CHECK-LABEL: func.func @splats() -> (vector<4xi32>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<12> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: return %cst, %cst_0 : vector<4xi32>, vector<4xi1>

// Duplicate constants merge into the first; dead code goes.
func.func @dedup_and_dce(%x: i32) -> (i32, i32) {
  %a = arith.constant 9 : i32
  %dead = arith.muli %x, %x : i32
  %b = arith.constant 9 : i32
  %0 = arith.addi %x, %a : i32
  %1 = arith.subi %x, %b : i32
  return %0, %1 : i32, i32
}
// CHECK-LABEL: func.func @dedup_and_dce(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c9_i32 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %c9_i32 : i32
// CHECK-NEXT: return %0, %1 : i32, i32

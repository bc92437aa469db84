// terrace-run --interpret: the results of func, arith, math, scf and tensor
// ops, worked out by hand.
// RUN: terrace-run %s --interpret --print --print-format=compact | FileCheck %s
// RUN: terrace-run --interpret %s --entry tensors --print --print-format=compact | FileCheck %s --check-prefix=TENSORS
// RUN: terrace-run --interpret %s --entry integers --print --print-format=compact | FileCheck %s --check-prefix=INTS
// RUN: terrace-run --interpret %s --entry floats --print --print-format=compact | FileCheck %s --check-prefix=FLOATS
// RUN: terrace-run --interpret %s --entry control --print --print-format=compact | FileCheck %s --check-prefix=CONTROL

func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %done = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %done -> i64 {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

// 10! by recursion; 0 + 1 + ... + 9 by a loop.
// CHECK: output_0: i64 = 3628800
// CHECK-NEXT: output_1: index = 45
func.func @main() -> (i64, index) {
  %n = arith.constant 10 : i64
  %f = func.call @fact(%n) : (i64) -> i64
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  %sum = scf.for %i = %lb to %ub step %st iter_args(%acc = %lb) -> index {
    %x = arith.addi %acc, %i : index
    scf.yield %x : index
  }
  return %f, %sum : i64, index
}

// generate: element (i, j) is 3 * i + j; insert 100 at (1, 2); extract
// (1, 1) = 4; dim 1 of the dynamic cast = 3; a row from elements; a splat.
// TENSORS: output_0: tensor<2x3xindex> = {{\[\[}}0, 1, 2], [3, 4, 100]]
// TENSORS-NEXT: output_1: index = 4
// TENSORS-NEXT: output_2: index = 3
// TENSORS-NEXT: output_3: tensor<3xindex> = [4, 100, 0]
// TENSORS-NEXT: output_4: tensor<2x2xi8> = {{\[\[}}-3, -3], [-3, -3]]
// TENSORS-NEXT: output_5: index = 2
func.func @tensors() -> (tensor<2x3xindex>, index, index, tensor<3xindex>, tensor<2x2xi8>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %t = arith.muli %i, %c3 : index
    %e = arith.addi %t, %j : index
    tensor.yield %e : index
  } : tensor<2x3xindex>
  %hundred = arith.constant 100 : index
  %ins = tensor.insert %hundred into %g[%c1, %c2] : tensor<2x3xindex>
  %x = tensor.extract %ins[%c1, %c1] : tensor<2x3xindex>
  %dyn = tensor.cast %ins : tensor<2x3xindex> to tensor<?x?xindex>
  %d = tensor.dim %dyn, %c1 : tensor<?x?xindex>
  %y = tensor.extract %dyn[%c1, %c2] : tensor<?x?xindex>
  %row = tensor.from_elements %x, %y, %c0 : tensor<3xindex>
  %m3 = arith.constant -3 : i8
  %s = tensor.splat %m3 : tensor<2x2xi8>
  %r = tensor.rank %dyn : tensor<?x?xindex>
  return %ins, %x, %d, %row, %s, %r : tensor<2x3xindex>, index, index, tensor<3xindex>, tensor<2x2xi8>, index
}

// Integers wrap at their width; signed and unsigned views of the same bits.
// i8: 100 + 100 = 200 = -56; -7 / 2 = -3 (divsi), floordivsi -4, ceildivsi
// -3; 0xf9 / 2 = 124 (divui); -7 rem 2 = -1; -1 >> 1 = 127 (shrui), -1
// (shrsi); i16 -7 extended to i32 then (mulsi_extended by 65536) high = -1.
// INTS: output_0: i8 = -56
// INTS-NEXT: output_1: i8 = -3
// INTS-NEXT: output_2: i8 = -4
// INTS-NEXT: output_3: i8 = -3
// INTS-NEXT: output_4: i8 = 124
// INTS-NEXT: output_5: i8 = -1
// INTS-NEXT: output_6: i8 = 127
// INTS-NEXT: output_7: i8 = -1
// INTS-NEXT: output_8: i32 = -1
// INTS-NEXT: output_9: i1 = true
// INTS-NEXT: output_10: i32 = 6
func.func @integers() -> (i8, i8, i8, i8, i8, i8, i8, i8, i32, i1, i32) {
  %a = arith.constant 100 : i8
  %sum = arith.addi %a, %a : i8
  %m7 = arith.constant -7 : i8
  %two = arith.constant 2 : i8
  %q = arith.divsi %m7, %two : i8
  %fq = arith.floordivsi %m7, %two : i8
  %cq = arith.ceildivsi %m7, %two : i8
  %uq = arith.divui %m7, %two : i8
  %r = arith.remsi %m7, %two : i8
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %lr = arith.shrui %m1, %one : i8
  %ar = arith.shrsi %m1, %one : i8
  %w = arith.constant -7 : i16
  %ext = arith.extsi %w : i16 to i32
  %big = arith.constant 65536 : i32
  %low, %high = arith.mulsi_extended %ext, %big : i32
  %lt = arith.cmpi ult, %a, %m7 : i8
  %five = arith.constant 5 : i32
  %pop = math.ctpop %big : i32
  %six = arith.addi %pop, %five : i32
  return %sum, %q, %fq, %cq, %uq, %r, %lr, %ar, %high, %lt, %six : i8, i8, i8, i8, i8, i8, i8, i8, i32, i1, i32
}

// Each float type rounds to nearest even once per op: f16 2048 + 1 is a tie
// (2048), 2048 + 3 another (2052); bf16 256 + 1 and 256 + 3 likewise. NaN
// propagates through maximumf, not maxnumf; minimumf orders -0 below +0.
// FLOATS: output_0: f32 = 0.3
// FLOATS-NEXT: output_1: f16 = 2048
// FLOATS-NEXT: output_2: f16 = 2052
// FLOATS-NEXT: output_3: bf16 = 256
// FLOATS-NEXT: output_4: bf16 = 260
// FLOATS-NEXT: output_5: f32 = nan
// FLOATS-NEXT: output_6: f32 = 1
// FLOATS-NEXT: output_7: f32 = -0
// FLOATS-NEXT: output_8: f64 = 1.4142135623730951
// FLOATS-NEXT: output_9: f32 = 0.33333334
// FLOATS-NEXT: output_10: i32 = 2
// FLOATS-NEXT: output_11: f32 = -3
// FLOATS-NEXT: output_12: i1 = true
// FLOATS-NEXT: output_13: tensor<3xf32> = [1, 2.7182817, 0.36787945]
// 1/3 truncated to f32 downward and upward (the two neighbours of 1/3).
// FLOATS-NEXT: output_14: f32 = 0.3333333
// FLOATS-NEXT: output_15: f32 = 0.33333334
func.func @floats() -> (f32, f16, f16, bf16, bf16, f32, f32, f32, f64, f32, i32, f32, i1, tensor<3xf32>, f32, f32) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %ab = arith.addf %a, %b : f32
  %h = arith.constant 2048.0 : f16
  %h1 = arith.constant 1.0 : f16
  %h3 = arith.constant 3.0 : f16
  %hs1 = arith.addf %h, %h1 : f16
  %hs3 = arith.addf %h, %h3 : f16
  %g = arith.constant 256.0 : bf16
  %g1 = arith.constant 1.0 : bf16
  %g3 = arith.constant 3.0 : bf16
  %gs1 = arith.addf %g, %g1 : bf16
  %gs3 = arith.addf %g, %g3 : bf16
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %mx = arith.maximumf %nan, %one : f32
  %mn = arith.maxnumf %nan, %one : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %mz = arith.minimumf %pz, %nz : f32
  %two = arith.constant 2.0 : f64
  %sq = math.sqrt %two : f64
  %third = arith.constant 0.33333333333333331 : f64
  %tf = arith.truncf %third : f64 to f32
  %e = arith.constant 2.7 : f32
  %i = arith.fptosi %e : f32 to i32
  %m3 = arith.constant -3 : i32
  %f = arith.sitofp %m3 : i32 to f32
  %u = arith.cmpf uno, %nan, %one : f32
  %v = arith.constant dense<[0.0, 1.0, -1.0]> : tensor<3xf32>
  %ev = math.exp %v : tensor<3xf32>
  %down = arith.truncf %third downward : f64 to f32
  %up = arith.truncf %third upward : f64 to f32
  return %ab, %hs1, %hs3, %gs1, %gs3, %mx, %mn, %mz, %sq, %tf, %i, %f, %u, %ev, %down, %up : f32, f16, f16, bf16, bf16, f32, f32, f32, f64, f32, i32, f32, i1, tensor<3xf32>, f32, f32
}

// scf.while: the Collatz steps from 6 (8); cf branches: 1 + ... + 5 (15);
// scf.index_switch and cf.switch pick their cases.
// CONTROL: output_0: i32 = 8
// CONTROL-NEXT: output_1: i32 = 15
// CONTROL-NEXT: output_2: i32 = 20
// CONTROL-NEXT: output_3: i32 = 30
func.func @control() -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c6 = arith.constant 6 : i32
  %steps:2 = scf.while (%n = %c6, %k = %c0) : (i32, i32) -> (i32, i32) {
    %more = arith.cmpi ne, %n, %c1 : i32
    scf.condition(%more) %n, %k : i32, i32
  } do {
  ^bb0(%n: i32, %k: i32):
    %r = arith.remui %n, %c2 : i32
    %even = arith.cmpi eq, %r, %c0 : i32
    %next = scf.if %even -> i32 {
      %h = arith.divui %n, %c2 : i32
      scf.yield %h : i32
    } else {
      %t = arith.muli %n, %c3 : i32
      %t1 = arith.addi %t, %c1 : i32
      scf.yield %t1 : i32
    }
    %k1 = arith.addi %k, %c1 : i32
    scf.yield %next, %k1 : i32, i32
  }
  %c5 = arith.constant 5 : i32
  cf.br ^loop(%c1, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %acc1 = arith.addi %acc, %i : i32
  %i1 = arith.addi %i, %c1 : i32
  %again = arith.cmpi sle, %i1, %c5 : i32
  cf.cond_br %again, ^loop(%i1, %acc1 : i32, i32), ^done
^done:
  %idx = arith.constant 2 : index
  %sw = scf.index_switch %idx -> i32
  case 1 {
    %ten = arith.constant 10 : i32
    scf.yield %ten : i32
  }
  case 2 {
    %twenty = arith.constant 20 : i32
    scf.yield %twenty : i32
  }
  default {
    scf.yield %c0 : i32
  }
  cf.switch %c3 : i32, [
    default: ^other(%c0 : i32),
    3: ^three
  ]
^three:
  %thirty = arith.constant 30 : i32
  cf.br ^other(%thirty : i32)
^other(%out: i32):
  return %steps#1, %acc1, %sw, %out : i32, i32, i32, i32
}

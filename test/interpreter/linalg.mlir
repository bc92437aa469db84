// linalg.generic in terrace-run: bodies decoded once (matmul, reductions,
// transposes, broadcasts, linalg.index) and bodies run op by op (regions,
// tensor reads, maps with division); values worked out by hand.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s

// [[1,2,3],[4,5,6]] x [[7,8],[9,10],[11,12]] = [[58,64],[139,154]].
// CHECK: output_0: tensor<2x2xf32> = {{\[\[}}58, 64], [139, 154]]
// Row sums 6 and 15 added to 100 and 200.
// CHECK-NEXT: output_1: tensor<2xf32> = [106, 215]
// The transpose.
// CHECK-NEXT: output_2: tensor<3x2xf32> = {{\[\[}}1, 4], [2, 5], [3, 6]]
// 2.5 times the index.
// CHECK-NEXT: output_3: tensor<4xf32> = [0, 2.5, 5, 7.5]
// [1, 2, 3, 4] reversed through tensor.extract at 3 - i.
// CHECK-NEXT: output_4: tensor<4xi32> = [4, 3, 2, 1]
// Each element of [10, 20] twice (map d0 floordiv 2), made negative when odd
// position (scf.if in the body).
// CHECK-NEXT: output_5: tensor<4xi32> = [10, -10, 20, -20]
// i8 sums wrap: 100 + 100 = -56.
// CHECK-NEXT: output_6: tensor<1xi8> = [-56]
#mA = affine_map<(i, j, k) -> (i, k)>
#mB = affine_map<(i, j, k) -> (k, j)>
#mC = affine_map<(i, j, k) -> (i, j)>
#id1 = affine_map<(i) -> (i)>
#id2 = affine_map<(i, j) -> (i, j)>
func.func @main() -> (tensor<2x2xf32>, tensor<2xf32>, tensor<3x2xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) {
  %A = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %B = arith.constant dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<3x2xf32>
  %zero = arith.constant 0.0 : f32
  %C0 = tensor.splat %zero : tensor<2x2xf32>
  %C = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<2x3xf32>, tensor<3x2xf32>) outs(%C0 : tensor<2x2xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>

  %R0 = arith.constant dense<[100.0, 200.0]> : tensor<2xf32>
  %R = linalg.generic {indexing_maps = [#id2, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%A : tensor<2x3xf32>) outs(%R0 : tensor<2xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>

  %T0 = tensor.empty() : tensor<3x2xf32>
  %T = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, #id2], iterator_types = ["parallel", "parallel"]} ins(%A : tensor<2x3xf32>) outs(%T0 : tensor<3x2xf32>) {
  ^bb0(%a: f32, %t: f32):
    linalg.yield %a : f32
  } -> tensor<3x2xf32>

  %x = arith.constant 2.5 : f32
  %S0 = tensor.empty() : tensor<4xf32>
  %S = linalg.generic {indexing_maps = [affine_map<(i) -> ()>, #id1], iterator_types = ["parallel"]} ins(%x : f32) outs(%S0 : tensor<4xf32>) {
  ^bb0(%s: f32, %o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %p = arith.mulf %s, %f : f32
    linalg.yield %p : f32
  } -> tensor<4xf32>

  %V = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %c3 = arith.constant 3 : index
  %W0 = tensor.empty() : tensor<4xi32>
  %W = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%W0 : tensor<4xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = arith.subi %c3, %i : index
    %e = tensor.extract %V[%j] : tensor<4xi32>
    linalg.yield %e : i32
  } -> tensor<4xi32>

  %P = arith.constant dense<[10, 20]> : tensor<2xi32>
  %Q0 = tensor.empty() : tensor<4xi32>
  %Q = linalg.generic {indexing_maps = [affine_map<(i) -> (i floordiv 2)>, #id1], iterator_types = ["parallel"]} ins(%P : tensor<2xi32>) outs(%Q0 : tensor<4xi32>) {
  ^bb0(%p: i32, %o: i32):
    %i = linalg.index 0 : index
    %c2 = arith.constant 2 : index
    %r = arith.remui %i, %c2 : index
    %c0 = arith.constant 0 : index
    %even = arith.cmpi eq, %r, %c0 : index
    %v = scf.if %even -> i32 {
      scf.yield %p : i32
    } else {
      %z = arith.constant 0 : i32
      %n = arith.subi %z, %p : i32
      scf.yield %n : i32
    }
    linalg.yield %v : i32
  } -> tensor<4xi32>

  %I = arith.constant dense<100> : tensor<2xi8>
  %I0 = arith.constant dense<0> : tensor<1xi8>
  %Isum = linalg.generic {indexing_maps = [#id1, affine_map<(i) -> (0)>], iterator_types = ["reduction"]} ins(%I : tensor<2xi8>) outs(%I0 : tensor<1xi8>) {
  ^bb0(%a: i8, %acc: i8):
    %s = arith.addi %acc, %a : i8
    linalg.yield %s : i8
  } -> tensor<1xi8>
  return %C, %R, %T, %S, %W, %Q, %Isum : tensor<2x2xf32>, tensor<2xf32>, tensor<3x2xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<1xi8>
}

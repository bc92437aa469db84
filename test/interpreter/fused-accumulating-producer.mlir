// A producer that reads its init (p = a + acc), consumed through a map
// that leaves a consumer loop out (out[i] = max over j of p[j], from an
// init of zeros), fused by linalg-fuse-elementwise-ops: every element of
// p is visited twice. Terrace's fused op reads acc as an input, so each
// visit sees p's element: with a = [1, 5] and acc = [10, -20], p is
// [11, -15] and out is [11, 11]. MLIR 22 keeps acc as an init of the
// fused op, which writes p into it on the first visit and adds a to that
// on the second: out[1] becomes max(1 + 11, 5 - 15) = 12.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: terrace-opt --linalg-fuse-elementwise-ops %s | FileCheck %s --check-prefix=FUSED
// RUN: terrace-opt --linalg-fuse-elementwise-ops %s | terrace-run --interpret --print --print-format=compact - | FileCheck %s
// RUN: %mlir-opt --linalg-fuse-elementwise-ops %s | terrace-run --interpret --print --print-format=compact - | FileCheck %s --check-prefix=MLIR
// CHECK: output_0: tensor<2xi32> = [11, 11]
// MLIR: output_0: tensor<2xi32> = [11, 12]
// One generic is left, acc among its inputs:
// FUSED: linalg.generic
// FUSED-SAME: ins(%{{.*}}, %{{.*}} : tensor<2xi32>, tensor<2xi32>) outs(%{{.*}} : tensor<2xi32>)
// FUSED-NOT: linalg.generic
func.func @main() -> tensor<2xi32> {
  %a = arith.constant dense<[1, 5]> : tensor<2xi32>
  %acc = arith.constant dense<[10, -20]> : tensor<2xi32>
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<2xi32>) -> tensor<2xi32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<2xi32>) outs(%acc : tensor<2xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %o : i32
    linalg.yield %s : i32
  } -> tensor<2xi32>
  %out = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%p : tensor<2xi32>) outs(%init : tensor<2xi32>) {
  ^bb0(%x: i32, %o: i32):
    %m = arith.maxsi %o, %x : i32
    linalg.yield %m : i32
  } -> tensor<2xi32>
  return %out : tensor<2xi32>
}

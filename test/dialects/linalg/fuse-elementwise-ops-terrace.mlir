// Where Terrace's linalg-fuse-elementwise-ops differs from MLIR 22's: a
// producer's init that its body reads is an input of the fused op where
// the fused op would visit its elements twice (MLIR 22 keeps it an init
// and miscompiles; see below). An
// unread init with an encoding becomes an empty tensor that keeps it
// (MLIR 22 drops it and the generic fails to verify).
// RUN: terrace-opt --split-input-file --linalg-fuse-elementwise-ops %s | FileCheck %s
// RUN: not %mlir-opt --split-input-file --linalg-fuse-elementwise-ops %s 2>&1 | FileCheck %s --check-prefix=MLIR

#id = affine_map<(d0) -> (d0)>
func.func @enc(%a: tensor<8xf32, "foo">, %init: tensor<8xf32, "foo">) -> tensor<8xf32, "foo"> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32, "foo">) outs(%init : tensor<8xf32, "foo">) {
  ^bb0(%i: f32, %o: f32):
    %s = math.exp %i : f32
    linalg.yield %s : f32
  } -> tensor<8xf32, "foo">
  return %0 : tensor<8xf32, "foo">
}
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @enc(%arg0: tensor<8xf32, "foo">, %arg1: tensor<8xf32, "foo">) -> tensor<8xf32, "foo"> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8xf32, "foo">
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32, "foo">) outs(%0 : tensor<8xf32, "foo">) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<8xf32, "foo">
// CHECK-NEXT: return %1 : tensor<8xf32, "foo">
// MLIR-DAG: error: 'linalg.generic' op expected type of operand #1 ('tensor<8xf32>') to match type of corresponding result ('tensor<8xf32, "foo">')

// -----

// A producer that reads its init, consumed through a map that leaves a
// consumer loop out: each producer element is visited twice. MLIR 22
// keeps the init as an init of the fused op, which adds the input in
// again on the second visit; Terrace reads it as an input of the fused
// op (test/interpreter/fused-accumulating-producer.mlir runs both).
func.func @accumulating_producer(%a: tensor<2xi32>, %acc: tensor<2xi32>, %init: tensor<2xi32>) -> tensor<2xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<2xi32>) outs(%acc : tensor<2xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %o : i32
    linalg.yield %s : i32
  } -> tensor<2xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<2xi32>) outs(%init : tensor<2xi32>) {
  ^bb0(%x: i32, %o: i32):
    %m = arith.maxsi %o, %x : i32
    linalg.yield %m : i32
  } -> tensor<2xi32>
  return %1 : tensor<2xi32>
}
// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @accumulating_producer(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2xi32>, tensor<2xi32>) outs(%arg2 : tensor<2xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.addi %in, %in_0 : i32
// CHECK-NEXT: %2 = arith.maxsi %out, %1 : i32
// CHECK-NEXT: linalg.yield %2 : i32
// CHECK-NEXT: } -> tensor<2xi32>
// CHECK-NEXT: return %0 : tensor<2xi32>
// CHECK-NEXT: }
// MLIR-DAG: outs(%arg1, %arg2 : tensor<2xi32>, tensor<2xi32>)

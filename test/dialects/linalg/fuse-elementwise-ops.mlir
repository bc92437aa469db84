// --linalg-fuse-elementwise-ops: chains of elementwise generics fused into
// one (the producer's body first, its inputs read through composed maps),
// only when nothing else uses the producer; broadcast and transposed
// reads; an elementwise producer into a reduction; linalg.index of the
// producer renumbered, made constant or affine.apply of the fused
// indices; named ops left alone; filled and splat or scalar constant
// inputs moved into the body. The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --split-input-file --linalg-fuse-elementwise-ops %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --linalg-fuse-elementwise-ops %s | FileCheck %s

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @chain2(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%0, %c : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @chain3(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%0, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%b, %1 : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @multiuse(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%0, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
func.func @multiuse2(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%0, %0 : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
// -----
#map0 = affine_map<(d0) -> (d0)>
func.func @fold_fill_generic_basic(%arg0: tensor<?xf32>) -> (tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 7.0 : f32
  %0 = tensor.dim %arg0, %c0 : tensor<?xf32>
  %1 = tensor.empty(%0) : tensor<?xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<?xf32>) -> tensor<?xf32>
  %3 = tensor.empty(%0) : tensor<?xf32>
  %4 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types=["parallel"]} ins(%arg0, %2 : tensor<?xf32>, tensor<?xf32>) outs (%3:tensor<?xf32>) {
  ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
    %5 = arith.addf  %arg1, %arg2 : f32
        linalg.yield %5 : f32
  } -> tensor<?xf32>
  return %4 : tensor<?xf32>
}
// -----
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#id1 = affine_map<(d0) -> (d0)>
func.func @bcast(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e1 = tensor.empty() : tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%c, %0 : tensor<4x8xf32>, tensor<8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
// producer is a broadcast (its input map is not a permutation); consumer elementwise
func.func @bcast_producer(%a: tensor<8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e2 = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%0, %c : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
// -----
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
// consumer reads producer result transposed
func.func @consumer_transposed(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<8x4xf32>
  %1 = linalg.generic {indexing_maps = [#tr, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0, %c : tensor<4x8xf32>, tensor<8x4xf32>) outs(%e2 : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}
// producer writes its result transposed
func.func @producer_transposed_out(%a: tensor<4x8xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %e2 = tensor.empty() : tensor<8x4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e2 : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %0 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e2 : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}
// -----
#id = affine_map<(d0, d1) -> (d0, d1)>
#red = affine_map<(d0, d1) -> (d0)>
func.func @reduce_consumer(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"]}
      ins(%0 : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
// reduction producer: not fused
func.func @reduce_producer(%a: tensor<4x8xf32>, %init: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%0, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
// -----
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @indexed_producer(%a: tensor<4x8xi32>) -> tensor<8x4xi32> {
  %e = tensor.empty() : tensor<4x8xi32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xi32>) outs(%e : tensor<4x8xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %s = arith.addi %x, %ii : i32
    %t = arith.subi %s, %jj : i32
    linalg.yield %t : i32
  } -> tensor<4x8xi32>
  %e2 = tensor.empty() : tensor<8x4xi32>
  %1 = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<4x8xi32>) outs(%e2 : tensor<8x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.muli %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<8x4xi32>
  return %1 : tensor<8x4xi32>
}
// producer 1-D indexed, consumer broadcast along d0
func.func @indexed_producer_bcast(%a: tensor<8xi32>, %b: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %e = tensor.empty() : tensor<8xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<8xi32>) outs(%e : tensor<8xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<8xi32>
  %e2 = tensor.empty() : tensor<4x8xi32>
  %1 = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b, %0 : tensor<4x8xi32>, tensor<8xi32>) outs(%e2 : tensor<4x8xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %s = arith.addi %x, %y : i32
    linalg.yield %s : i32
  } -> tensor<4x8xi32>
  return %1 : tensor<4x8xi32>
}
// -----
func.func @index_const_used(%a: tensor<1x8xi32>, %init: tensor<8xi32>) -> tensor<8xi32> {
  %e = tensor.empty() : tensor<1x8xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<1x8xi32>) outs(%e : tensor<1x8xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.divsi %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<1x8xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%0 : tensor<1x8xi32>) outs(%init : tensor<8xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %o : i32
    linalg.yield %s : i32
  } -> tensor<8xi32>
  return %1 : tensor<8xi32>
}
// -----
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @named_add_producer(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0, %c : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @named_consumer(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.mul ins(%0, %c : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @map_chain(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.map { math.exp } ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>)
  %1 = linalg.map { arith.addf } ins(%0, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>)
  return %1 : tensor<8xf32>
}
func.func @matmul_then_generic(%a: tensor<4x16xf32>, %b: tensor<16x8xf32>, %c: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x16xf32>, tensor<16x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @generic_then_matmul(%a: tensor<4x16xf32>, %b: tensor<16x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x16xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%0, %b : tensor<4x16xf32>, tensor<16x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @elementwise_named(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%0, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
// -----
#id = affine_map<(d0, d1) -> (d0, d1)>
#d0 = affine_map<(d0, d1) -> (d0)>
#sc = affine_map<(d0, d1) -> ()>
func.func @splat_input(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant dense<2.0> : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %cst : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @splat_bcast_input(%a: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %cst = arith.constant dense<3> : tensor<4xi32>
  %e = tensor.empty() : tensor<4x8xi32>
  %0 = linalg.generic {indexing_maps = [#d0, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%cst, %a : tensor<4xi32>, tensor<4x8xi32>) outs(%e : tensor<4x8xi32>) {
  ^bb0(%y: i32, %x: i32, %o: i32):
    %s = arith.addi %x, %y : i32
    linalg.yield %s : i32
  } -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
func.func @scalar_input(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %cst : tensor<4x8xf32>, f32) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @nonsplat_input(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %cst = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %cst : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
// splat as the only input defining loop bounds of an all-splat op
func.func @splat_only(%init: tensor<4xf32>) -> tensor<4xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%cst : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%y: f32, %o: f32):
    %s = arith.addf %y, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// splat into reduction: loop bounds would be lost -> not folded
func.func @splat_reduction() -> tensor<3xf32> {
  %three = arith.constant dense<3.0> : tensor<3x2xf32>
  %init = tensor.empty() : tensor<3xf32>
  %result = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
     ins(%three : tensor<3x2xf32>) outs(%init : tensor<3xf32>) {
     ^bb0(%arg0 : f32, %arg1 : f32):
        %0 = arith.addf %arg0, %arg1 : f32
        linalg.yield %0 : f32
  } -> tensor<3xf32>
  return %result : tensor<3xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @chain2(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: %3 = arith.mulf %2, %in_1 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @chain3(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg1, %arg0 : tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = math.exp %in_0 : f32
// CHECK-NEXT: %3 = arith.addf %2, %in : f32
// CHECK-NEXT: %4 = arith.mulf %in, %3 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: return %1 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @multiuse(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: return %1, %2 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multiuse2(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = math.exp %in : f32
// CHECK-NEXT: %3 = arith.addf %2, %2 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: return %1 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @fold_fill_generic_basic(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<?xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%0 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %cst : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @bcast(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg0, %arg1 : tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in_0, %in_1 : f32
// CHECK-NEXT: %3 = arith.mulf %in, %2 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast_producer(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = math.exp %in : f32
// CHECK-NEXT: %3 = arith.mulf %2, %in_0 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @consumer_transposed(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x4xf32>) outs(%0 : tensor<8x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: %3 = arith.mulf %2, %in_1 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<8x4xf32>
// CHECK-NEXT: return %1 : tensor<8x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @producer_transposed_out(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg0 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%0 : tensor<8x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = math.exp %in_0 : f32
// CHECK-NEXT: %3 = arith.subf %in, %2 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<8x4xf32>
// CHECK-NEXT: return %1 : tensor<8x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @reduce_consumer(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %1, %out : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce_producer(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%0, %arg2 : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %3 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @indexed_producer(%arg0: tensor<4x8xi32>) -> tensor<8x4xi32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8x4xi32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xi32>) outs(%0 : tensor<8x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %6 = arith.addi %in, %4 : i32
// CHECK-NEXT: %7 = arith.subi %6, %5 : i32
// CHECK-NEXT: %8 = linalg.index 0 : index
// CHECK-NEXT: %9 = arith.index_cast %8 : index to i32
// CHECK-NEXT: %10 = arith.muli %7, %9 : i32
// CHECK-NEXT: linalg.yield %10 : i32
// CHECK-NEXT: } -> tensor<8x4xi32>
// CHECK-NEXT: return %1 : tensor<8x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @indexed_producer_bcast(%arg0: tensor<8xi32>, %arg1: tensor<4x8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xi32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg0 : tensor<4x8xi32>, tensor<8xi32>) outs(%0 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.addi %in_0, %3 : i32
// CHECK-NEXT: %5 = arith.addi %in, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %1 : tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (0, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @index_const_used(%arg0: tensor<1x8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%arg0 : tensor<1x8xi32>) outs(%arg1 : tensor<8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %1 = arith.divsi %in, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.addi %1, %out : i32
// CHECK-NEXT: linalg.yield %2 : i32
// CHECK-NEXT: } -> tensor<8xi32>
// CHECK-NEXT: return %0 : tensor<8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @named_add_producer(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.add ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %arg2 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %3 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %2 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @named_consumer(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %2 = linalg.mul ins(%1, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %2 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @map_chain(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %mapped = linalg.map { math.exp } ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>)
// CHECK-NEXT: %mapped_0 = linalg.map { arith.addf } ins(%mapped, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<8xf32>)
// CHECK-NEXT: return %mapped_0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_then_generic(%arg0: tensor<4x16xf32>, %arg1: tensor<16x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x16xf32>, tensor<16x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %arg3 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %2 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic_then_matmul(%arg0: tensor<4x16xf32>, %arg1: tensor<16x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x16xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x16xf32>) outs(%0 : tensor<4x16xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4x16xf32>
// CHECK-NEXT: %2 = linalg.matmul ins(%1, %arg1 : tensor<4x16xf32>, tensor<16x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %2 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elementwise_named(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %1 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: %2 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%1, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: return %2 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @splat_input(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.mulf %in, %cst : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat_bcast_input(%arg0: tensor<4x8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xi32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xi32>) outs(%0 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %2 = arith.addi %in, %c3_i32 : i32
// CHECK-NEXT: linalg.yield %2 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %1 : tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scalar_input(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 5.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.subf %in, %cst : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nonsplat_input(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x2xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cst : tensor<2x2xf32>, tensor<2x2xf32>) outs(%0 : tensor<2x2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x2xf32>
// CHECK-NEXT: return %1 : tensor<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat_only(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%arg0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: %1 = arith.addf %out, %cst : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat_reduction() -> tensor<3xf32> {
// CHECK-NEXT: %cst = arith.constant dense<3.000000e+00> : tensor<3x2xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<3xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%cst : tensor<3x2xf32>) outs(%0 : tensor<3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<3xf32>
// CHECK-NEXT: return %1 : tensor<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// The consumer reads the producer at d0 * 2: the producer's index
// becomes affine.apply of the fused index.
func.func @index_affine(%a: tensor<16xi32>, %init: tensor<8xi32>) -> tensor<8xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<16xi32>) outs(%e : tensor<16xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<16xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 * 2)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%0 : tensor<16xi32>) outs(%init : tensor<8xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %o : i32
    linalg.yield %s : i32
  } -> tensor<8xi32>
  return %1 : tensor<8xi32>
}
// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK: #map1 = affine_map<(d0) -> (d0)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-LABEL: func.func @index_affine(%arg0: tensor<16xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%arg0 : tensor<16xi32>) outs(%arg1 : tensor<8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: %2 = affine.apply #map2()[%1]
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.addi %in, %3 : i32
// CHECK-NEXT: %5 = arith.addi %4, %out : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: } -> tensor<8xi32>
// CHECK-NEXT: return %0 : tensor<8xi32>
// CHECK-NEXT: }

// -----

// A producer's linalg.index reads a compound expression of the consumer's
// loops (the consumer reads the producer's result at d0 + d1): it becomes
// affine.apply of the fused indices, composed into symbols.
func.func @index_of_compound(%a: tensor<8xi32>) -> tensor<4x5xi32> {
  %e = tensor.empty() : tensor<8xi32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xi32>) outs(%e : tensor<8xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.muli %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<8xi32>
  %e2 = tensor.empty() : tensor<4x5xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<8xi32>) outs(%e2 : tensor<4x5xi32>) {
  ^bb0(%x: i32, %o: i32):
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i32
    %s = arith.addi %x, %jj : i32
    linalg.yield %s : i32
  } -> tensor<4x5xi32>
  return %r : tensor<4x5xi32>
}
// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map2 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @index_of_compound(%arg0: tensor<8xi32>) -> tensor<4x5xi32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x5xi32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8xi32>) outs(%0 : tensor<4x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: %4 = affine.apply #map2()[%2, %3]
// CHECK-NEXT: %5 = arith.index_cast %4 : index to i32
// CHECK-NEXT: %6 = arith.muli %in, %5 : i32
// CHECK-NEXT: %7 = linalg.index 1 : index
// CHECK-NEXT: %8 = arith.index_cast %7 : index to i32
// CHECK-NEXT: %9 = arith.addi %6, %8 : i32
// CHECK-NEXT: linalg.yield %9 : i32
// CHECK-NEXT: } -> tensor<4x5xi32>
// CHECK-NEXT: return %1 : tensor<4x5xi32>
// CHECK-NEXT: }

// -----

// A producer that reads its init only where its index says so, consumed
// at a constant position: in the fused op the index is a constant, the
// read folds away, and so does the init.
func.func @init_read_folds_away(%a: tensor<4xf32>, %acc: tensor<4xf32>, %init: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %c2 = arith.constant 2 : index
    %lt = arith.cmpi ult, %i, %c2 : index
    %s = arith.select %lt, %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4xf32>) outs(%init : tensor<3x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}
// CHECK: #map = affine_map<(d0, d1) -> (1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @init_read_folds_away(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<3x4xf32>) -> tensor<3x4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<3x4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<3x4xf32>
// CHECK-NEXT: return %1 : tensor<3x4xf32>
// CHECK-NEXT: }

// --linalg-fuse-elementwise-ops, its reshape propagation: a structured op
// reading a collapse_shape, or whose result an expand_shape reshapes, runs
// on the expanded loops instead (generics, named ops, an index of a split
// loop linearized with affine.apply);
// pads move across reshapes; an expand of a parallel collapse goes first.
// The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --split-input-file --linalg-fuse-elementwise-ops %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --linalg-fuse-elementwise-ops %s | FileCheck %s

// A generic reading a collapse_shape runs on the uncollapsed loops; its
// other operands are expanded to match and its result collapsed back.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @consumer_of_collapse(%a: tensor<2x3x4xf32>, %b: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%c, %b : tensor<6x4xf32>, tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

// -----

// Dynamic sizes: the expanded operands take theirs from tensor.dim of the
// collapse's source, read through a transposed init.
#map = affine_map<(d0, d1) -> (d0, d1)>
#mapt = affine_map<(d0, d1) -> (d1, d0)>
func.func @dynamic_consumer_of_collapse(%a: tensor<?x3x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x3x?xf32> into tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#map, #mapt], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// An expand_shape of a generic's result: the generic makes the expanded
// tensor itself.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @expand_of_producer(%a: tensor<6x4xf32>, %b: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %e = tensor.empty() : tensor<6x4xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<6x4xf32>, tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<6x4xf32>
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %x : tensor<2x3x4xf32>
}

// -----

// The expand's dynamic size is computed after the generic: its definition
// moves before it.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @expand_size_moved(%a: tensor<?x4xf32>, %n: index) -> tensor<?x3x4xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  %c3 = arith.constant 3 : index
  %m = arith.divui %n, %c3 : index
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [%m, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
  return %x : tensor<?x3x4xf32>
}

// -----

// Reduction loops split too, and keep their iterator type.
func.func @reduction(%a: tensor<2x3x4xf32>, %e: tensor<2xf32>) -> tensor<2xf32> {
  %c = tensor.collapse_shape %a [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<2x12xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// Named ops: map, reduce, broadcast and elementwise become generics;
// transposes stay transposes (the permutation split), copies and fills
// stay what they are; a matmul becomes a generic.
func.func @map(%a: tensor<2x3x4xf32>, %b: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %r = linalg.map { arith.addf } ins(%c, %b : tensor<6x4xf32>, tensor<6x4xf32>) outs(%e : tensor<6x4xf32>)
  return %r : tensor<6x4xf32>
}
func.func @transpose(%a: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<4x6xf32>
  %r = linalg.transpose ins(%c : tensor<6x4xf32>) outs(%e : tensor<4x6xf32>) permutation = [1, 0]
  return %r : tensor<4x6xf32>
}
func.func @copy(%a: tensor<2x3x4xf32>, %e: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %r = linalg.copy ins(%c : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}
func.func @reduce(%a: tensor<2x3x4xf32>, %e: tensor<6xf32>) -> tensor<6xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %r = linalg.reduce { arith.addf } ins(%c : tensor<6x4xf32>) outs(%e : tensor<6xf32>) dimensions = [1]
  return %r : tensor<6xf32>
}
func.func @broadcast(%a: tensor<2x3xf32>, %e: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %r = linalg.broadcast ins(%c : tensor<6xf32>) outs(%e : tensor<6x4xf32>) dimensions = [1]
  return %r : tensor<6x4xf32>
}
func.func @fill_expand(%e: tensor<6x4xf32>, %v: f32) -> tensor<2x3x4xf32> {
  %r = linalg.fill ins(%v : f32) outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %x : tensor<2x3x4xf32>
}
func.func @elementwise(%a: tensor<2x3x4xf32>, %e: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %r = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%c : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}
func.func @matmul(%a: tensor<2x3x4xf32>, %b: tensor<4x5xf32>, %i: tensor<6x5xf32>) -> tensor<6x5xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %r = linalg.matmul ins(%c, %b : tensor<6x4xf32>, tensor<4x5xf32>) outs(%i : tensor<6x5xf32>) -> tensor<6x5xf32>
  return %r : tensor<6x5xf32>
}

// -----

// linalg.index follows its loop: renumbered where loops before it split,
// and a loop split into one piece and unit pieces reads the piece's
// index (the units' are 0).
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @index_renumbered(%a: tensor<2x3x4xi32>) -> tensor<6x4xi32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xi32> into tensor<6x4xi32>
  %e = tensor.empty() : tensor<6x4xi32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<6x4xi32>) outs(%e : tensor<6x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<6x4xi32>
  return %r : tensor<6x4xi32>
}
func.func @index_of_unit_split(%a: tensor<1x3x4xi32>) -> tensor<3x4xi32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<1x3x4xi32> into tensor<3x4xi32>
  %e = tensor.empty() : tensor<3x4xi32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<3x4xi32>) outs(%e : tensor<3x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %ii = arith.index_cast %s : index to i32
    %t = arith.addi %x, %ii : i32
    linalg.yield %t : i32
  } -> tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}

// -----

// A collapse with another use stays (the control function): nothing
// fuses.
#map = affine_map<(d0) -> (d0)>
func.func @collapse_used_twice(%a: tensor<2x3xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%c : tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r, %c : tensor<6xf32>, tensor<6xf32>
}

// -----

// Pads move across reshapes where no collapsed group is padded: below a
// collapse, above an expand (dynamic amounts too); a padded group stays.
func.func @pad_of_collapse(%a: tensor<2x3x4xf32>) -> tensor<6x7xf32> {
  %cst = arith.constant 0.0 : f32
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %p = tensor.pad %c low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x4xf32> to tensor<6x7xf32>
  return %p : tensor<6x7xf32>
}
func.func @expand_of_pad(%a: tensor<6x4xf32>, %l: index, %n: index) -> tensor<2x3x?xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %a low[0, %l] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x4xf32> to tensor<6x?xf32>
  %x = tensor.expand_shape %p [[0, 1], [2]] output_shape [2, 3, %n] : tensor<6x?xf32> into tensor<2x3x?xf32>
  return %x : tensor<2x3x?xf32>
}
func.func @expand_of_pad_dynamic_group(%a: tensor<?x4xf32>, %m: index) -> tensor<?x3x7xf32> {
  %cst = arith.constant 1.0 : f32
  %p = tensor.pad %a low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x4xf32> to tensor<?x7xf32>
  %x = tensor.expand_shape %p [[0, 1], [2]] output_shape [%m, 3, 7] : tensor<?x7xf32> into tensor<?x3x7xf32>
  return %x : tensor<?x3x7xf32>
}
func.func @padded_group_stays(%a: tensor<2x3x4xf32>, %v: f32) -> tensor<7x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %p = tensor.pad %c low[1, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<6x4xf32> to tensor<7x4xf32>
  return %p : tensor<7x4xf32>
}
func.func @pad_of_index_stays(%a: tensor<2x3x4xindex>) -> tensor<6x5xindex> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xindex> into tensor<6x4xindex>
  %p = tensor.pad %c low[0, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %j : index
  } : tensor<6x4xindex> to tensor<6x5xindex>
  return %p : tensor<6x5xindex>
}

// -----

// An expand of a collapse whose groups do not overlap: the expand goes
// first.
func.func @bubble_up(%a: tensor<2x3x4xf32>) -> tensor<6x2x2xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %x = tensor.expand_shape %c [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  return %x : tensor<6x2x2xf32>
}
func.func @bubble_up_dynamic(%a: tensor<?x3x?xf32>, %n: index) -> tensor<?x?x2xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x3x?xf32> into tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %c, %c0 : tensor<?x?xf32>
  %x = tensor.expand_shape %c [[0], [1, 2]] output_shape [%d, %n, 2] : tensor<?x?xf32> into tensor<?x?x2xf32>
  return %x : tensor<?x?x2xf32>
}

// -----

// A chain: the reshapes travel through an elementwise pair and fuse away.
#map = affine_map<(d0) -> (d0)>
func.func @chain(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %ca = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %cb = tensor.collapse_shape %b [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%ca, %cb : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  %n = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%r : tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  %x = tensor.expand_shape %n [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %x : tensor<2x3xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @consumer_of_collapse(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3x4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%0 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: return %collapsed : tensor<6x4xf32>
// CHECK-NEXT: }

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// CHECK-LABEL: func.func @dynamic_consumer_of_collapse(%arg0: tensor<?x3x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x3x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c2 : tensor<?x3x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0], [1, 2]] output_shape [%dim_0, %dim, 3] : tensor<?x?xf32> into tensor<?x?x3xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x3x?xf32>) outs(%expanded : tensor<?x?x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<?x?x3xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0], [1, 2]] : tensor<?x?x3xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %collapsed : tensor<?x?xf32>
// CHECK-NEXT: }

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @expand_of_producer(%arg0: tensor<6x4xf32>, %arg1: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3x4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %expanded_0 : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%0 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.mulf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %1 : tensor<2x3x4xf32>
// CHECK-NEXT: }

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @expand_size_moved(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x3x4xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<?x4xf32>
// CHECK-NEXT: %1 = arith.divui %arg1, %c3 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%1, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %0 {{\[\[}}0, 1], [2]] output_shape [%1, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %expanded_0, %c0 : tensor<?x3x4xf32>
// CHECK-NEXT: %2 = tensor.empty(%dim_1) : tensor<?x3x4xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<?x3x4xf32>) outs(%2 : tensor<?x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %4 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<?x3x4xf32>
// CHECK-NEXT: return %3 : tensor<?x3x4xf32>
// CHECK-NEXT: }

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-LABEL: func.func @reduction(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%arg1 : tensor<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK: #map3 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @map(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3x4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%0 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: return %collapsed : tensor<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose(%arg0: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0], [1, 2]] output_shape [4, 2, 3] : tensor<4x6xf32> into tensor<4x2x3xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%expanded : tensor<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK-NEXT: %collapsed = tensor.collapse_shape %transposed {{\[\[}}0], [1, 2]] : tensor<4x2x3xf32> into tensor<4x6xf32>
// CHECK-NEXT: return %collapsed : tensor<4x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<2x3x4xf32>) outs(%expanded : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: return %collapsed : tensor<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%expanded : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT: return %collapsed : tensor<6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @broadcast(%arg0: tensor<2x3xf32>, %arg1: tensor<6x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3x4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: return %collapsed : tensor<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_expand(%arg0: tensor<6x4xf32>, %arg1: f32) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%expanded : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elementwise(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3x4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%0 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: return %collapsed : tensor<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<6x5xf32>) -> tensor<6x5xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg2 {{\[\[}}0, 1], [2]] output_shape [2, 3, 5] : tensor<6x5xf32> into tensor<2x3x5xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<4x5xf32>) outs(%expanded : tensor<2x3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x5xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0, 1], [2]] : tensor<2x3x5xf32> into tensor<6x5xf32>
// CHECK-NEXT: return %collapsed : tensor<6x5xf32>
// CHECK-NEXT: }

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @index_renumbered(%arg0: tensor<2x3x4xi32>) -> tensor<6x4xi32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3x4xi32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x4xi32>) outs(%0 : tensor<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %2 = linalg.index 2 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.addi %in, %3 : i32
// CHECK-NEXT: linalg.yield %4 : i32
// CHECK-NEXT: } -> tensor<2x3x4xi32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<2x3x4xi32> into tensor<6x4xi32>
// CHECK-NEXT: return %collapsed : tensor<6x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_of_unit_split(%arg0: tensor<1x3x4xi32>) -> tensor<3x4xi32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<1x3x4xi32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x3x4xi32>) outs(%0 : tensor<1x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = linalg.index 2 : index
// CHECK-NEXT: %4 = arith.addi %2, %3 : index
// CHECK-NEXT: %5 = arith.index_cast %4 : index to i32
// CHECK-NEXT: %6 = arith.addi %in, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<1x3x4xi32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<1x3x4xi32> into tensor<3x4xi32>
// CHECK-NEXT: return %collapsed : tensor<3x4xi32>
// CHECK-NEXT: }

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @collapse_used_twice(%arg0: tensor<2x3xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<6xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed : tensor<6xf32>) outs(%0 : tensor<6xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<6xf32>
// CHECK-NEXT: return %1, %collapsed : tensor<6xf32>, tensor<6xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @pad_of_collapse(%arg0: tensor<2x3x4xf32>) -> tensor<6x7xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, 0, 1] high[0, 0, 2] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<2x3x4xf32> to tensor<2x3x7xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %padded {{\[\[}}0, 1], [2]] : tensor<2x3x7xf32> into tensor<6x7xf32>
// CHECK-NEXT: return %collapsed : tensor<6x7xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_pad(%arg0: tensor<6x4xf32>, %arg1: index, %arg2: index) -> tensor<2x3x?xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %padded = tensor.pad %expanded low[0, 0, %arg1] high[0, 0, 2] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<2x3x4xf32> to tensor<2x3x?xf32>
// CHECK-NEXT: return %padded : tensor<2x3x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_pad_dynamic_group(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x3x7xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
// CHECK-NEXT: %padded = tensor.pad %expanded low[0, 0, 1] high[0, 0, 2] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x3x4xf32> to tensor<?x3x7xf32>
// CHECK-NEXT: return %padded : tensor<?x3x7xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @padded_group_stays(%arg0: tensor<2x3x4xf32>, %arg1: f32) -> tensor<7x4xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %padded = tensor.pad %collapsed low[1, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<6x4xf32> to tensor<7x4xf32>
// CHECK-NEXT: return %padded : tensor<7x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad_of_index_stays(%arg0: tensor<2x3x4xindex>) -> tensor<6x5xindex> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xindex> into tensor<6x4xindex>
// CHECK-NEXT: %padded = tensor.pad %collapsed low[0, 1] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %arg2 : index
// CHECK-NEXT: } : tensor<6x4xindex> to tensor<6x5xindex>
// CHECK-NEXT: return %padded : tensor<6x5xindex>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @bubble_up(%arg0: tensor<2x3x4xf32>) -> tensor<6x2x2xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1], [2], [3]] : tensor<2x3x2x2xf32> into tensor<6x2x2xf32>
// CHECK-NEXT: return %collapsed : tensor<6x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bubble_up_dynamic(%arg0: tensor<?x3x?xf32>, %arg1: index) -> tensor<?x?x2xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x3x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [%dim, 3, %arg1, 2] : tensor<?x3x?xf32> into tensor<?x3x?x2xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1], [2], [3]] : tensor<?x3x?x2xf32> into tensor<?x?x2xf32>
// CHECK-NEXT: return %collapsed : tensor<?x?x2xf32>
// CHECK-NEXT: }

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @chain(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: %3 = math.exp %2 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %1 : tensor<2x3xf32>
// CHECK-NEXT: }

// -----

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 + s1 * 3)>
// CHECK-LABEL: func.func @index_of_split_loop(%arg0: tensor<2x3x4xi32>) -> tensor<6x4xi32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3x4xi32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x4xi32>) outs(%0 : tensor<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = linalg.index 0 : index
// CHECK-NEXT: %4 = affine.apply #map1()[%2, %3]
// CHECK-NEXT: %5 = arith.index_cast %4 : index to i32
// CHECK-NEXT: %6 = arith.addi %in, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4xi32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<2x3x4xi32> into tensor<6x4xi32>
// CHECK-NEXT: return %collapsed : tensor<6x4xi32>
// CHECK-NEXT: }

// An index of a loop split in pieces of other sizes than 1 is the pieces'
// indices linearized with affine.apply (their linalg.index are symbols).
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @index_of_split_loop(%a: tensor<2x3x4xi32>) -> tensor<6x4xi32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xi32> into tensor<6x4xi32>
  %e = tensor.empty() : tensor<6x4xi32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<6x4xi32>) outs(%e : tensor<6x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<6x4xi32>
  return %r : tensor<6x4xi32>
}

// -----

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 * 5 + s1)>
// CHECK-LABEL: func.func @index_of_three_pieces(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?x1x5xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [%arg1, 1, 5] : tensor<?xf32> into tensor<?x1x5xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %0 {{\[\[}}0, 1, 2]] output_shape [%arg1, 1, 5] : tensor<?xf32> into tensor<?x1x5xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %expanded_0, %c0 : tensor<?x1x5xf32>
// CHECK-NEXT: %1 = tensor.empty(%dim_1) : tensor<?x1x5xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<?x1x5xf32>) outs(%1 : tensor<?x1x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = linalg.index 2 : index
// CHECK-NEXT: %4 = linalg.index 0 : index
// CHECK-NEXT: %5 = affine.apply #map1()[%4, %3]
// CHECK-NEXT: %6 = arith.index_cast %5 : index to i64
// CHECK-NEXT: %7 = arith.sitofp %6 : i64 to f32
// CHECK-NEXT: %8 = arith.addf %in, %7 : f32
// CHECK-NEXT: linalg.yield %8 : f32
// CHECK-NEXT: } -> tensor<?x1x5xf32>
// CHECK-NEXT: return %2 : tensor<?x1x5xf32>
// CHECK-NEXT: }

// Three pieces, the outer one dynamic, an inner one of size 1 (its index
// folds to 0 and drops out of the map); the split is of an expand_shape of
// the result.
#map = affine_map<(d0) -> (d0)>
func.func @index_of_three_pieces(%a: tensor<?xf32>, %n: index) -> tensor<?x1x5xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %s = arith.addf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %x = tensor.expand_shape %r [[0, 1, 2]] output_shape [%n, 1, 5] : tensor<?xf32> into tensor<?x1x5xf32>
  return %x : tensor<?x1x5xf32>
}

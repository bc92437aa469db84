// linalg-register-tile: a generic on buffers that reduces into its output
// becomes loops over blocks of output elements, each loaded once, carried
// through the reduction loops as iter_args and stored once; the loops go
// into a private function, one per distinct op, which the op becomes a
// call of. Small vectors
// here (64 bits: two f32 lanes, so blocks of 4 lanes; 4 accumulators, so
// 2 rows) make the edge blocks show on small shapes.
// RUN: terrace-opt --split-input-file --linalg-generalize-named-ops --linalg-register-tile='vector-bits=64 accumulators=4' %s | FileCheck %s
// RUN: terrace-opt --split-input-file --linalg-generalize-named-ops --linalg-register-tile %s | FileCheck %s --check-prefix=FLAT
// The loops are valid MLIR:
// RUN: terrace-opt --split-input-file --linalg-generalize-named-ops --linalg-register-tile %s | %mlir-opt --split-input-file > /dev/null
// What they compute: register-tile-run.mlir.

// A 5x7 matmul over 3: blocks of 2 rows (i) by 4 lanes (j), then the
// lanes left (3), then the row left. The second matmul, of the same types
// and body, calls the same function.
// CHECK-LABEL: func.func private @register_tile_kernel(
// CHECK-SAME: %[[A:[^:]+]]: memref<5x3xf32>, %[[B:[^:]+]]: memref<3x7xf32>, %{{.+}}: memref<5x7xf32>) {
// CHECK: scf.for %[[I:.+]] = %{{.+}} to %{{.+}} step %[[C2:.+]] {
// CHECK: scf.for %[[J:.+]] = %{{.+}} to %{{.+}} step %[[C4:.+]] {
// CHECK: %[[I1:.+]] = arith.addi %[[I]], %{{.+}} : index
// CHECK: %[[J1:.+]] = arith.addi %[[J]], %{{.+}} : index
// CHECK-COUNT-8: memref.load %{{.+}}[%{{.+}}, %{{.+}}] : memref<5x7xf32>
// CHECK: %[[SUMS:.+]]:8 = scf.for %[[K:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(
// Each row of A once per row of the block, each element of B's row once
// per lane: 2 + 4 loads for 8 products.
// CHECK-NEXT: memref.load %[[A]][%[[I]], %[[K]]]
// CHECK-NEXT: memref.load %[[A]][%[[I1]], %[[K]]]
// CHECK-NEXT: memref.load %[[B]][%[[K]], %[[J]]]
// CHECK-NEXT: memref.load %[[B]][%[[K]], %[[J1]]]
// CHECK-NEXT: memref.load %[[B]]
// CHECK-NEXT: memref.load %[[B]]
// CHECK-NOT: memref.load
// CHECK-COUNT-8: arith.addf
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-COUNT-8: memref.store
// CHECK: %{{.+}}:6 = scf.for
// CHECK: %{{.+}}:4 = scf.for
// CHECK: %{{.+}}:3 = scf.for
// CHECK-NOT: linalg.
// CHECK-NOT: func.func private
// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[A2:[^:]+]]: memref<5x3xf32>, %[[B2:[^:]+]]: memref<3x7xf32>
// CHECK: %[[C:.+]] = memref.alloc() : memref<5x7xf32>
// CHECK: %[[D:.+]] = memref.alloc() : memref<5x7xf32>
// CHECK: call @register_tile_kernel(%[[A2]], %[[B2]], %[[C]]) : (memref<5x3xf32>, memref<3x7xf32>, memref<5x7xf32>) -> ()
// CHECK: call @register_tile_kernel(%[[A2]], %[[B2]], %[[D]])
// CHECK-NOT: linalg.matmul
func.func @matmul(%a: memref<5x3xf32>, %b: memref<3x7xf32>) -> (memref<5x7xf32>, memref<5x7xf32>) {
  %c = memref.alloc() : memref<5x7xf32>
  %d = memref.alloc() : memref<5x7xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<5x7xf32>)
  linalg.fill ins(%zero : f32) outs(%d : memref<5x7xf32>)
  linalg.matmul ins(%a, %b : memref<5x3xf32>, memref<3x7xf32>) outs(%c : memref<5x7xf32>)
  linalg.matmul ins(%a, %b : memref<5x3xf32>, memref<3x7xf32>) outs(%d : memref<5x7xf32>)
  return %c, %d : memref<5x7xf32>, memref<5x7xf32>
}

// -----

// A body that reads a value from outside the op is tiled where it is.
// CHECK-LABEL: func.func @captured(
// CHECK-NOT: call
// CHECK: %{{.+}}:8 = scf.for
// CHECK: arith.mulf %{{.+}}, %[[SCALE:.+]] : f32
func.func @captured(%a: memref<5x3xf32>, %c: memref<5x7xf32>, %scale: f32) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a : memref<5x3xf32>) outs(%c : memref<5x7xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %p = arith.mulf %in, %scale : f32
    %sum = arith.addf %acc, %p : f32
    linalg.yield %sum : f32
  }
  return
}

// -----

// A convolution of stride 2 (n, f, oh, ow, c, kh, kw): its image is
// first laid out by phase, element (h, w) at (h % 2, w % 2, h / 2, w / 2)
// (the rows and columns past the image's edge copies of its last), so
// that the lanes read neighbours; rows along the output channels, whose
// weights are the operand not read along ow; the batch and the output
// rows stay loops around the blocks; the three reductions carry the
// block in their order.
// CHECK-LABEL: func.func private @register_tile_kernel(%arg0: memref<2x3x11x13xf32>
// CHECK: %[[PHASES:.+]] = memref.alloc() : memref<2x3x2x2x6x7xf32>
// Phase (0, 0): every column inside the image, a unit-stride loop.
// CHECK: scf.for %[[N0:[a-z0-9_]+]] =
// CHECK-NEXT: scf.for %[[C0:[a-z0-9_]+]] =
// CHECK-NEXT: scf.for %[[H:[a-z0-9_]+]] =
// CHECK-NEXT: %[[H2:.+]] = arith.muli %[[H]], %[[TWO:[a-z0-9_]+]] : index
// CHECK-NEXT: %[[H3:.+]] = arith.minui %[[H2]], %c10 : index
// CHECK-NEXT: scf.for %[[W:[a-z0-9_]+]] = %{{.+}} to %c7 step
// CHECK-NEXT: %[[W2:.+]] = arith.muli %[[W]], %[[TWO]] : index
// CHECK-NEXT: %[[V:.+]] = memref.load %arg0[%[[N0]], %[[C0]], %[[H3]], %[[W2]]]
// CHECK-NEXT: memref.store %[[V]], %[[PHASES]][%[[N0]], %[[C0]], %[[ZERO:[a-z0-9_]+]], %[[ZERO]], %[[H]], %[[W]]]
// Phase (0, 1): six columns inside, the seventh from the last column.
// CHECK: arith.minui %{{.+}}, %c10 : index
// CHECK-NEXT: scf.for %[[K:[a-z0-9_]+]] = %{{.+}} to %[[SIX:[a-z0-9_]+]] step
// CHECK-NEXT: %[[K2:.+]] = arith.muli %[[K]], %[[TWO]] : index
// CHECK-NEXT: %[[K3:.+]] = arith.addi %[[K2]], %[[ONE:[a-z0-9_]+]] : index
// CHECK-NEXT: memref.load %arg0[{{.+}}, %[[K3]]]
// CHECK: scf.for %[[L:[a-z0-9_]+]] = %[[SIX]] to %c7 step
// CHECK-NEXT: %[[L2:.+]] = arith.muli %[[L]], %[[TWO]] : index
// CHECK-NEXT: %[[L3:.+]] = arith.addi %[[L2]], %[[ONE]] : index
// CHECK-NEXT: arith.minui %[[L3]], %c12 : index
// The last phase, (1, 1), inside and past the edge:
// CHECK: memref.store %{{.+}}, %[[PHASES]][%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %[[ONE]], %[[ONE]], %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}]
// CHECK: memref.store %{{.+}}, %[[PHASES]][%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %[[ONE]], %[[ONE]], %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}]
// CHECK: scf.for %[[N:[a-z0-9_]+]] = {{.+}} {
// CHECK-NEXT: scf.for %[[OH:[a-z0-9_]+]] = {{.+}} {
// CHECK-NEXT: scf.for %[[F:[a-z0-9_]+]] = %{{.+}} to %{{.+}} step %{{.+}} {
// CHECK-NEXT: scf.for %[[OW:[a-z0-9_]+]] = %{{.+}} to %{{.+}} step %{{.+}} {
// CHECK: %{{.+}}:8 = scf.for %[[CH:[a-z0-9_]+]] = {{.+}} iter_args(
// CHECK-NEXT: %{{.+}}:8 = scf.for %[[KH:[a-z0-9_]+]] = {{.+}} iter_args(
// CHECK-NEXT: %{{.+}}:8 = scf.for %[[KW:[a-z0-9_]+]] = {{.+}} iter_args(
// CHECK-NEXT: %[[PH:.+]] = affine.apply #[[MOD2:.+]](%[[KH]])
// CHECK-NEXT: %[[PW:.+]] = affine.apply #[[MOD2]](%[[KW]])
// CHECK-NEXT: %[[I:.+]] = affine.apply #[[HALF:.+]](%[[OH]], %[[KH]])
// CHECK-NEXT: %[[J:.+]] = affine.apply #[[HALF]](%[[OW]], %[[KW]])
// CHECK-NEXT: memref.load %[[PHASES]][%[[N]], %[[CH]], %[[PH]], %[[PW]], %[[I]], %[[J]]]
// CHECK: memref.dealloc %[[PHASES]]
// CHECK-LABEL: func.func @conv_strided(
// CHECK: call @register_tile_kernel(
// CHECK-NOT: linalg.conv
func.func @conv_strided(%x: memref<2x3x11x13xf32>, %w: memref<5x3x3x3xf32>) -> memref<2x5x5x6xf32> {
  %y = memref.alloc() : memref<2x5x5x6xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<2x5x5x6xf32>)
  linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>} ins(%x, %w : memref<2x3x11x13xf32>, memref<5x3x3x3xf32>) outs(%y : memref<2x5x5x6xf32>)
  return %y : memref<2x5x5x6xf32>
}

// -----

// Stride 1 and an output narrower than a vector (5x5 from 7x7; the
// default 512-bit vectors): the output's rows are walked as one line of
// (5 - 1) * 7 + 5 = 33 lanes, over the image's rows as one line. The
// blocks work on a buffer holding the output as the line lays it out
// (lane p: row p / 7, column p % 7, the columns past 5 copies of the
// last), copied in before and out after.
// FLAT-LABEL: func.func private @register_tile_kernel(%arg0: memref<1x2x7x7xf32>
// FLAT: %[[IMAGE:.+]] = memref.collapse_shape %arg0 {{\[}}[0], [1], [2, 3]] : memref<1x2x7x7xf32> into memref<1x2x49xf32>
// FLAT: %[[LINE:.+]] = memref.alloc() : memref<1x3x33xf32>
// FLAT: scf.for %[[N0:.+]] = {{.+}} {
// FLAT-NEXT: scf.for %[[F0:.+]] = {{.+}} {
// FLAT-NEXT: scf.for %[[P0:.+]] = %{{.+}} to %c33 step %{{.+}} {
// FLAT-NEXT: %[[ROW:.+]] = arith.divui %[[P0]], %c7 : index
// FLAT-NEXT: %[[COLUMN:.+]] = arith.remui %[[P0]], %c7 : index
// FLAT-NEXT: %[[CLAMPED:.+]] = arith.minui %[[COLUMN]], %c4 : index
// FLAT-NEXT: %[[V:.+]] = memref.load %[[Y:[a-z0-9_]+]][%[[N0]], %[[F0]], %[[ROW]], %[[CLAMPED]]]
// FLAT-NEXT: memref.store %[[V]], %[[LINE]][%[[N0]], %[[F0]], %[[P0]]]
// FLAT: scf.for %[[N:.+]] = {{.+}} {
// FLAT-NEXT: scf.for %[[F:.+]] = %{{.+}} to %[[C3:.+]] step %[[C3]] {
// FLAT-NEXT: scf.for %[[P:.+]] = %{{.+}} to %c32 step %c32 {
// FLAT: memref.load %[[LINE]][%[[N]], %[[F]], %[[P]]]
// FLAT: scf.for %[[CH:.+]] = {{.+}} iter_args(
// FLAT: memref.load %[[IMAGE]][%[[N]], %[[CH]], %{{.+}}]
// FLAT: memref.store %{{.+}}, %[[LINE]][%[[N]], %[[F]], %[[P]]]
// FLAT: scf.for %[[N1:[a-z0-9_]+]] = %{{[a-z0-9_]+}} to %{{[a-z0-9_]+}} step %{{[a-z0-9_]+}} {{[{]$}}
// FLAT-NEXT: scf.for %[[F1:[a-z0-9_]+]] = %{{[a-z0-9_]+}} to %{{[a-z0-9_]+}} step %{{[a-z0-9_]+}} {{[{]$}}
// FLAT-NEXT: scf.for %[[ROW1:[a-z0-9_]+]] = %{{[a-z0-9_]+}} to %[[C5:[a-z0-9_]+]] step %{{[a-z0-9_]+}} {
// FLAT-NEXT: scf.for %[[COLUMN1:[a-z0-9_]+]] = %{{[a-z0-9_]+}} to %[[C5]] step %{{[a-z0-9_]+}} {
// FLAT-NEXT: %[[AT:.+]] = arith.muli %[[ROW1]], %c7 : index
// FLAT-NEXT: %[[P1:.+]] = arith.addi %[[AT]], %[[COLUMN1]] : index
// FLAT-NEXT: %[[W:.+]] = memref.load %[[LINE]][%[[N1]], %[[F1]], %[[P1]]]
// FLAT-NEXT: memref.store %[[W]], %[[Y]][%[[N1]], %[[F1]], %[[ROW1]], %[[COLUMN1]]]
// FLAT: memref.dealloc %[[LINE]]
// FLAT-NEXT: return
// With 64-bit vectors, the rows are no narrower than a vector: not flat.
// CHECK-LABEL: func.func private @register_tile_kernel(%arg0: memref<1x2x7x7xf32>
// CHECK-NOT: memref.collapse_shape
func.func @conv_flat(%x: memref<1x2x7x7xf32>, %w: memref<3x2x3x3xf32>) -> memref<1x3x5x5xf32> {
  %y = memref.alloc() : memref<1x3x5x5xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x5x5xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x2x7x7xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x5x5xf32>)
  return %y : memref<1x3x5x5xf32>
}

// -----

// Left to convert-linalg-to-loops: no reduction; a dynamic size along the
// lanes; a row sum, whose output's rows are read across the input's;
// a body with an effect; an input that is the output.
// CHECK-LABEL: func.func @untouched(
// CHECK-NOT: scf.for
// CHECK-COUNT-5: linalg.generic
// CHECK-NOT: scf.for
func.func @untouched(%a: memref<4x8xf32>, %b: memref<8x?xf32>, %c: memref<4x?xf32>, %s: memref<4xf32>, %d: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  linalg.add ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x?xf32>) outs(%c : memref<4x?xf32>)
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%s : memref<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %sum = arith.addf %in, %acc : f32
      linalg.yield %sum : f32
    }
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %sum = arith.addf %in, %acc : f32
    linalg.yield %sum : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%d : memref<4x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %v = memref.load %a[%c0, %c0] : memref<4x8xf32>
    %sum = arith.addf %in, %v : f32
    linalg.yield %sum : f32
  }
  return
}

// What linalg-register-tile's loops compute is what the ops did, to the
// bit: the interpreter on the same random inputs before and after, at the
// default block (two 512-bit vectors of lanes, 12 accumulators) and at a
// small one that leaves edge blocks on every shape here.
// RUN: terrace-opt --linalg-generalize-named-ops %s -o %t.generic.mlir
// RUN: terrace-opt --linalg-generalize-named-ops --linalg-register-tile %s -o %t.tiled.mlir
// RUN: terrace-opt --linalg-generalize-named-ops --linalg-register-tile='vector-bits=64 accumulators=3' %s -o %t.small.mlir
// RUN: terrace-run --interpret %t.generic.mlir --entry matmul --seed 11 --print > %t.matmul
// RUN: terrace-run --interpret %t.tiled.mlir --entry matmul --seed 11 --print | diff %t.matmul -
// RUN: terrace-run --interpret %t.small.mlir --entry matmul --seed 11 --print | diff %t.matmul -
// RUN: terrace-run --interpret %t.generic.mlir --entry conv_strided --seed 11 --print > %t.conv_strided
// RUN: terrace-run --interpret %t.tiled.mlir --entry conv_strided --seed 11 --print | diff %t.conv_strided -
// RUN: terrace-run --interpret %t.small.mlir --entry conv_strided --seed 11 --print | diff %t.conv_strided -
// RUN: terrace-run --interpret %t.generic.mlir --entry pool_max --seed 11 --print > %t.pool_max
// RUN: terrace-run --interpret %t.tiled.mlir --entry pool_max --seed 11 --print | diff %t.pool_max -
// RUN: terrace-run --interpret %t.small.mlir --entry pool_max --seed 11 --print | diff %t.pool_max -
// RUN: terrace-run --interpret %t.generic.mlir --entry indexed --seed 11 --print > %t.indexed
// RUN: terrace-run --interpret %t.tiled.mlir --entry indexed --seed 11 --print | diff %t.indexed -
// RUN: terrace-run --interpret %t.small.mlir --entry indexed --seed 11 --print | diff %t.indexed -
// RUN: terrace-run --interpret %t.generic.mlir --entry conv_narrow --seed 11 --print > %t.conv_narrow
// RUN: terrace-run --interpret %t.tiled.mlir --entry conv_narrow --seed 11 --print | diff %t.conv_narrow -
// RUN: terrace-run --interpret %t.small.mlir --entry conv_narrow --seed 11 --print | diff %t.conv_narrow -
// RUN: terrace-run --interpret %t.generic.mlir --entry conv_1x1 --seed 11 --print > %t.conv_1x1
// RUN: terrace-run --interpret %t.tiled.mlir --entry conv_1x1 --seed 11 --print | diff %t.conv_1x1 -
// RUN: terrace-run --interpret %t.small.mlir --entry conv_1x1 --seed 11 --print | diff %t.conv_1x1 -
// RUN: terrace-run --interpret %t.generic.mlir --entry colsum --seed 11 --print > %t.colsum
// RUN: terrace-run --interpret %t.tiled.mlir --entry colsum --seed 11 --print | diff %t.colsum -
// RUN: terrace-run --interpret %t.small.mlir --entry colsum --seed 11 --print | diff %t.colsum -
// maximumf and minimumf become compares and selects in the blocks (which
// LLVM vectorizes), to the bit what the ops give, NaNs and signed zeros
// included:
// RUN: %python -c "import numpy as np; n, i = np.nan, np.inf; np.save('%t.special.npy', np.array([[0, -0., 0, -0., 0, -0.], [-0., 0, -0., 0, -0., 0], [-0.] * 6, [1, n, 2, 3, 4, 5], [1.5, -1.5, 2.5, -2.5, 0.5, -0.5], [i, 1, 2, 3, 4, 5], [-i, -1, -2, -3, -4, -5], [0, 0, 0, 0, 0, n]], np.float32).T.copy())"
// RUN: terrace-run --interpret %t.generic.mlir --entry extrema --input %t.special.npy --print > %t.extrema
// RUN: terrace-run --interpret %t.tiled.mlir --entry extrema --input %t.special.npy --print | diff %t.extrema -
// RUN: terrace-run --interpret %t.small.mlir --entry extrema --input %t.special.npy --print | diff %t.extrema -
// RUN: terrace-run %t.tiled.mlir --entry extrema --input %t.special.npy --print | diff %t.extrema -
// RUN: FileCheck %s --check-prefix=EXTREMA --input-file=%t.extrema
// EXTREMA: output_0: memref<2x8xf32> =
// EXTREMA-NEXT: {{\[}}[ 0. 0. -0. nan 2.5 inf -1. nan]
// EXTREMA-NEXT: [-0. -0. -0. nan -2.5 1. -inf nan]]
// The convolutions and the pooling with outputs narrower than a vector
// walk their output rows as one line (the strided convolution's over its
// image laid out by phase):
// RUN: grep -c memref.collapse_shape %t.tiled.mlir | FileCheck %s --check-prefix=FLAT
// FLAT: 4
// Every op was tiled (none left for convert-linalg-to-loops):
// RUN: FileCheck %s --input-file=%t.tiled.mlir
// CHECK-NOT: linalg.generic {{.*}}"reduction"

func.func @matmul(%a: memref<37x19xf32>, %b: memref<19x45xf32>) -> memref<37x45xf32> {
  %c = memref.alloc() : memref<37x45xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<37x45xf32>)
  linalg.matmul ins(%a, %b : memref<37x19xf32>, memref<19x45xf32>) outs(%c : memref<37x45xf32>)
  return %c : memref<37x45xf32>
}

func.func @conv_strided(%x: memref<2x3x13x15xf32>, %w: memref<7x3x3x3xf32>) -> memref<2x7x6x7xf32> {
  %y = memref.alloc() : memref<2x7x6x7xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%y : memref<2x7x6x7xf32>)
  linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>} ins(%x, %w : memref<2x3x13x15xf32>, memref<7x3x3x3xf32>) outs(%y : memref<2x7x6x7xf32>)
  return %y : memref<2x7x6x7xf32>
}

func.func @pool_max(%x: memref<1x5x9x11xf32>) -> memref<1x5x7x9xf32> {
  %window = memref.alloc() : memref<3x3xf32>
  %y = memref.alloc() : memref<1x5x7x9xf32>
  %low = arith.constant -3.0e+38 : f32
  linalg.fill ins(%low : f32) outs(%y : memref<1x5x7x9xf32>)
  linalg.pooling_nchw_max ins(%x, %window : memref<1x5x9x11xf32>, memref<3x3xf32>) outs(%y : memref<1x5x7x9xf32>)
  memref.dealloc %window : memref<3x3xf32>
  return %y : memref<1x5x7x9xf32>
}

// Integers, and a body that reads its loops' indices.
func.func @indexed(%a: memref<6x10xi32>) -> memref<6x9xi32> {
  %c = memref.alloc() : memref<6x9xi32>
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%c : memref<6x9xi32>)
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a : memref<6x10xi32>) outs(%c : memref<6x9xi32>) {
  ^bb0(%in: i32, %acc: i32):
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %jk = arith.muli %j, %k : index
    %w = arith.index_cast %jk : index to i32
    %p = arith.muli %in, %w : i32
    %sum = arith.addi %acc, %p : i32
    linalg.yield %sum : i32
  }
  return %c : memref<6x9xi32>
}

// Stride 1: the output's rows are walked as one line (7x7 outputs from 9x9
// images, the columns between rows computed and dropped).
func.func @conv_narrow(%x: memref<2x4x9x9xf32>, %w: memref<6x4x3x3xf32>) -> memref<2x6x7x7xf32> {
  %y = memref.alloc() : memref<2x6x7x7xf32>
  %one = arith.constant 0.5 : f32
  linalg.fill ins(%one : f32) outs(%y : memref<2x6x7x7xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<2x4x9x9xf32>, memref<6x4x3x3xf32>) outs(%y : memref<2x6x7x7xf32>)
  return %y : memref<2x6x7x7xf32>
}

// A 1x1 window: the line has no columns to drop.
func.func @conv_1x1(%x: memref<1x5x6x7xf32>, %w: memref<3x5x1x1xf32>) -> memref<1x3x6x7xf32> {
  %y = memref.alloc() : memref<1x3x6x7xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x6x7xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x5x6x7xf32>, memref<3x5x1x1xf32>) outs(%y : memref<1x3x6x7xf32>)
  return %y : memref<1x3x6x7xf32>
}

// A rank-1 output: blocks of lanes only, no rows.
func.func @colsum(%a: memref<13x37xf64>) -> memref<37xf64> {
  %s = memref.alloc() : memref<37xf64>
  %zero = arith.constant 0.0 : f64
  linalg.fill ins(%zero : f64) outs(%s : memref<37xf64>)
  linalg.reduce ins(%a : memref<13x37xf64>) outs(%s : memref<37xf64>) dimensions = [0]
    (%in: f64, %acc: f64) {
      %sum = arith.addf %in, %acc : f64
      linalg.yield %sum : f64
    }
  return %s : memref<37xf64>
}

// Column-wise maximum and minimum of six rows: signed zeros against each
// other (+0 is the larger), NaNs, infinities.
func.func @extrema(%a: memref<6x8xf32>) -> memref<2x8xf32> {
  %r = memref.alloc() : memref<2x8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %low = arith.constant 0xFF800000 : f32
  %high = arith.constant 0x7F800000 : f32
  %max = memref.subview %r[0, 0] [1, 8] [1, 1] : memref<2x8xf32> to memref<8xf32, strided<[1]>>
  %min = memref.subview %r[1, 0] [1, 8] [1, 1] : memref<2x8xf32> to memref<8xf32, strided<[1], offset: 8>>
  linalg.fill ins(%low : f32) outs(%max : memref<8xf32, strided<[1]>>)
  linalg.fill ins(%high : f32) outs(%min : memref<8xf32, strided<[1], offset: 8>>)
  linalg.reduce ins(%a : memref<6x8xf32>) outs(%max : memref<8xf32, strided<[1]>>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  linalg.reduce ins(%a : memref<6x8xf32>) outs(%min : memref<8xf32, strided<[1], offset: 8>>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %m = arith.minimumf %in, %acc : f32
      linalg.yield %m : f32
    }
  return %r : memref<2x8xf32>
}

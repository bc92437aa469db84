// tensor.pad under --canonicalize, as MLIR 22: zero padding is a cast; a
// cast that forgot sizes folds into the pad (FoldSourceTensorCast); a pad
// whose one use is a cast that knows more takes its type
// (FoldTargetTensorCast); pads of disjoint dimensions around two slices
// join (FoldOrthogonalPaddings); constant amounts become static where a
// result size does (FoldStaticPadding); a pad of a pad by the same value
// is one pad (FoldConsecutiveConstantPadding; dynamic amounts in
// canonicalize-pads-dynamic.mlir). Each
// function also shows where a pattern must not fire.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.
// CHECK-LABEL: func.func @source_cast(%arg0: tensor<4x8xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 2] high[3, 4] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x8xf32> to tensor<8x14xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<8x14xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @source_cast_same(%arg0: tensor<4x?xf32>, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 2] high[%arg2, 4] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %padded : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @target_cast(%arg0: tensor<?x8xf32>, %arg1: f32) -> tensor<8x12xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 2] high[3, 2] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<?x8xf32> to tensor<8x12xf32>
// CHECK-NEXT: return %padded : tensor<8x12xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_padding(%arg0: tensor<4x?xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 0] high[3, 1] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<8x?xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<8x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @consecutive(%arg0: tensor<4x4xf32>) -> tensor<10x9xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[3, 2] high[3, 3] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<10x9xf32>
// CHECK-NEXT: return %padded : tensor<10x9xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @orthogonal(%arg0: tensor<64x64xf32>, %arg1: f32) -> tensor<8x10xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, 2] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
// CHECK-NEXT: %padded = tensor.pad %extracted_slice low[0, 0] high[3, 0] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<5x6xf32> to tensor<8x6xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %padded[0, 1] [8, 4] [1, 1] : tensor<8x6xf32> to tensor<8x4xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, 6] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<8x4xf32> to tensor<8x10xf32>
// CHECK-NEXT: return %padded_1 : tensor<8x10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @orthogonal_const(%arg0: tensor<64x64xf32>) -> tensor<8x10xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, 2] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
// CHECK-NEXT: %padded = tensor.pad %extracted_slice low[0, 0] high[3, 0] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<5x6xf32> to tensor<8x6xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %padded[0, 1] [8, 4] [1, 1] : tensor<8x6xf32> to tensor<8x4xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[0, 6] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<8x4xf32> to tensor<8x10xf32>
// CHECK-NEXT: return %padded_1 : tensor<8x10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_pad_nofold(%arg0: tensor<4x?xf32>, %arg1: f32) -> tensor<?x?xf32> attributes {foo} {
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[1, 0] high[1, 1] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<6x?xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<6x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @attrs(%arg0: tensor<4x8xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 2] high[3, 4] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } {my.attr = 3 : i32} : tensor<4x8xf32> to tensor<8x14xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<8x14xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @target_two_uses(%arg0: tensor<?x8xf32>, %arg1: f32) -> (tensor<8x12xf32>, tensor<?x12xf32>) {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 2] high[3, 2] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<?x8xf32> to tensor<?x12xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<?x12xf32> to tensor<8x12xf32>
// CHECK-NEXT: return %cast, %padded : tensor<8x12xf32>, tensor<?x12xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @consecutive_nofold(%arg0: tensor<4x4xf32>) -> tensor<10x9xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[1, 2] high[0, 1] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<5x7xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %padded low[2, 0] high[3, 2] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<5x7xf32> to tensor<10x9xf32>
// CHECK-NEXT: return %padded_0 : tensor<10x9xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @consecutive_diff(%arg0: tensor<4x4xf32>) -> tensor<10x9xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 2] high[0, 1] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<5x7xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %padded low[2, 0] high[3, 2] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst_0 : f32
// CHECK-NEXT: } : tensor<5x7xf32> to tensor<10x9xf32>
// CHECK-NEXT: return %padded_1 : tensor<10x9xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @consecutive_arg(%arg0: tensor<4x4xf32>, %arg1: f32) -> tensor<10x9xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[3, 2] high[3, 3] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<10x9xf32>
// CHECK-NEXT: return %padded : tensor<10x9xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @source_cast_nofold(%arg0: tensor<4x8xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @body_index(%arg0: tensor<4x?xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 0] high[1, %arg1] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: %0 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = arith.sitofp %1 : i32 to f32
// CHECK-NEXT: tensor.yield %2 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<6x?xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<6x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @orth_memory(%arg0: tensor<64x64xf32>, %arg1: index) -> tensor<8x10xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, %arg1] [5, 4] [1, 1] : tensor<64x64xf32> to tensor<5x4xf32>
// CHECK-NEXT: %padded = tensor.pad %extracted_slice low[0, 0] high[3, 6] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } {keep.me} : tensor<5x4xf32> to tensor<8x10xf32>
// CHECK-NEXT: return %padded : tensor<8x10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @orthogonal_joined(%arg0: tensor<64x64xf32>) -> tensor<8x10xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, 1] [5, 4] [1, 1] : tensor<64x64xf32> to tensor<5x4xf32>
// CHECK-NEXT: %padded = tensor.pad %extracted_slice low[0, 0] high[3, 6] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<5x4xf32> to tensor<8x10xf32>
// CHECK-NEXT: return %padded : tensor<8x10xf32>
// CHECK-NEXT: }

func.func @source_cast(%t: tensor<4x8xf32>, %v: f32) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %p = tensor.pad %c low[1, 2] high[3, 4] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @source_cast_same(%t: tensor<4x?xf32>, %v: f32, %h: index) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %p = tensor.pad %c low[1, 2] high[%h, 4] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @target_cast(%t: tensor<?x8xf32>, %v: f32) -> tensor<8x12xf32> {
  %p = tensor.pad %t low[1, 2] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x8xf32> to tensor<?x12xf32>
  %c = tensor.cast %p : tensor<?x12xf32> to tensor<8x12xf32>
  return %c : tensor<8x12xf32>
}
func.func @static_padding(%t: tensor<4x?xf32>, %v: f32) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %p = tensor.pad %t low[%c1, 0] high[%c3, %c1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @consecutive(%t: tensor<4x4xf32>) -> tensor<10x9xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x4xf32> to tensor<5x7xf32>
  %q = tensor.pad %p low[2, 0] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<5x7xf32> to tensor<10x9xf32>
  return %q : tensor<10x9xf32>
}
func.func @orthogonal(%arg0: tensor<64x64xf32>, %padding: f32) -> tensor<8x10xf32> {
  %0 = tensor.extract_slice %arg0[1, 2] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[3, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %padding : f32
  } : tensor<5x6xf32> to tensor<8x6xf32>
  %2 = tensor.extract_slice %1[0, 1] [8, 4] [1, 1] : tensor<8x6xf32> to tensor<8x4xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 6] {
  ^bb0(%i: index, %j: index):
    tensor.yield %padding : f32
  } : tensor<8x4xf32> to tensor<8x10xf32>
  return %3 : tensor<8x10xf32>
}
func.func @orthogonal_const(%arg0: tensor<64x64xf32>) -> tensor<8x10xf32> {
  %padding = arith.constant 1.0 : f32
  %0 = tensor.extract_slice %arg0[1, 2] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[3, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %padding : f32
  } : tensor<5x6xf32> to tensor<8x6xf32>
  %2 = tensor.extract_slice %1[0, 1] [8, 4] [1, 1] : tensor<8x6xf32> to tensor<8x4xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 6] {
  ^bb0(%i: index, %j: index):
    %p2 = arith.constant 1.0 : f32
    tensor.yield %p2 : f32
  } : tensor<8x4xf32> to tensor<8x10xf32>
  return %3 : tensor<8x10xf32>
}
func.func @static_pad_nofold(%t: tensor<4x?xf32>, %v: f32) -> tensor<?x?xf32> attributes {foo} {
  %c1 = arith.constant 1 : index
  %p = tensor.pad %t nofold low[%c1, 0] high[%c1, %c1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @attrs(%t: tensor<4x8xf32>, %v: f32) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %p = tensor.pad %c low[1, 2] high[3, 4] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } {my.attr = 3 : i32} : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @target_two_uses(%t: tensor<?x8xf32>, %v: f32) -> (tensor<8x12xf32>, tensor<?x12xf32>) {
  %p = tensor.pad %t low[1, 2] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x8xf32> to tensor<?x12xf32>
  %c = tensor.cast %p : tensor<?x12xf32> to tensor<8x12xf32>
  return %c, %p : tensor<8x12xf32>, tensor<?x12xf32>
}
func.func @consecutive_nofold(%t: tensor<4x4xf32>) -> tensor<10x9xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t nofold low[1, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x4xf32> to tensor<5x7xf32>
  %q = tensor.pad %p low[2, 0] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<5x7xf32> to tensor<10x9xf32>
  return %q : tensor<10x9xf32>
}
func.func @consecutive_diff(%t: tensor<4x4xf32>) -> tensor<10x9xf32> {
  %cst = arith.constant 0.0 : f32
  %cst1 = arith.constant 1.0 : f32
  %p = tensor.pad %t low[1, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x4xf32> to tensor<5x7xf32>
  %q = tensor.pad %p low[2, 0] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst1 : f32
  } : tensor<5x7xf32> to tensor<10x9xf32>
  return %q : tensor<10x9xf32>
}
func.func @consecutive_arg(%t: tensor<4x4xf32>, %v: f32) -> tensor<10x9xf32> {
  %c2 = arith.constant 2 : index
  %p = tensor.pad %t low[1, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<5x7xf32>
  %q = tensor.pad %p low[%c2, 0] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<5x7xf32> to tensor<10x9xf32>
  return %q : tensor<10x9xf32>
}
func.func @source_cast_nofold(%t: tensor<4x8xf32>, %v: f32) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %p = tensor.pad %c nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @body_index(%t: tensor<4x?xf32>, %h: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %p = tensor.pad %t low[%c1, 0] high[%c1, %h] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %x = arith.index_cast %s : index to i32
    %f = arith.sitofp %x : i32 to f32
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @orth_memory(%arg0: tensor<64x64xf32>, %o: index) -> tensor<8x10xf32> {
  %padding = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %arg0[%o, %c0] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[3, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %padding : f32
  } : tensor<5x6xf32> to tensor<8x6xf32>
  %2 = tensor.extract_slice %1[0, %o] [8, 4] [1, 1] : tensor<8x6xf32> to tensor<8x4xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 6] {
  ^bb0(%i: index, %j: index):
    tensor.yield %padding : f32
  } {keep.me} : tensor<8x4xf32> to tensor<8x10xf32>
  return %3 : tensor<8x10xf32>
}
func.func @orthogonal_joined(%arg0: tensor<64x64xf32>) -> tensor<8x10xf32> {
  %padding = arith.constant 1.0 : f32
  %0 = tensor.extract_slice %arg0[1, 0] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[3, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %padding : f32
  } : tensor<5x6xf32> to tensor<8x6xf32>
  %2 = tensor.extract_slice %1[0, 1] [8, 4] [1, 1] : tensor<8x6xf32> to tensor<8x4xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 6] {
  ^bb0(%i: index, %j: index):
    %p2 = arith.constant 1.0 : f32
    tensor.yield %p2 : f32
  } : tensor<8x4xf32> to tensor<8x10xf32>
  return %3 : tensor<8x10xf32>
}

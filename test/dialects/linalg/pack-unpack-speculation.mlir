// --loop-invariant-code-motion hoists a pack or unpack when it may run
// anywhere (MLIR's speculatability): a pack with a padding value, or one
// whose tiles and tile dimensions are all known. The CHECK lines are
// mlir-opt 22's output.
// RUN: terrace-opt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s

func.func @licm(%s: tensor<?x?xf32>, %d: tensor<?x?x?x8xf32>, %t: index, %pad: f32, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    // dynamic tile, no padding: NotSpeculatable -> stays in loop
    %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [%t, 8] into %d : tensor<?x?xf32> -> tensor<?x?x?x8xf32>
    // padding present: Speculatable -> hoisted
    %1 = linalg.pack %s padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [%t, 8] into %d : tensor<?x?xf32> -> tensor<?x?x?x8xf32>
    "test.use"(%0, %1) : (tensor<?x?x?x8xf32>, tensor<?x?x?x8xf32>) -> ()
  }
  return
}
func.func @licm2(%s: tensor<?x?xf32>, %d: tensor<?x?x4x8xf32>, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    // static tiles, no padding: Speculatable -> hoisted
    %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %d : tensor<?x?xf32> -> tensor<?x?x4x8xf32>
    "test.use"(%0) : (tensor<?x?x4x8xf32>) -> ()
  }
  return
}
func.func @licm3(%s: tensor<?x?x4x8xf32>, %d: tensor<?x?xf32>, %t: index, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %d : tensor<?x?x4x8xf32> -> tensor<?x?xf32>
    "test.use"(%0) : (tensor<?x?xf32>) -> ()
  }
  return
}
func.func @licm4(%s: tensor<?x?x?x8xf32>, %d: tensor<?x?xf32>, %t: index, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [%t, 8] into %d : tensor<?x?x?x8xf32> -> tensor<?x?xf32>
    "test.use"(%0) : (tensor<?x?xf32>) -> ()
  }
  return
}
func.func @dead(%s: tensor<16x16xf32>, %d: tensor<2x16x8xf32>) {
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<2x16x8xf32>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @licm(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x?x8xf32>, %arg2: index, %arg3: f32, %arg4: index, %arg5: index, %arg6: index) {
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg3 : f32) inner_dims_pos = [0, 1] inner_tiles = [%arg2, 8] into %arg1 : tensor<?x?xf32> -> tensor<?x?x?x8xf32>
// CHECK-NEXT: scf.for %arg7 = %arg4 to %arg5 step %arg6 {
// CHECK-NEXT: %pack_0 = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [%arg2, 8] into %arg1 : tensor<?x?xf32> -> tensor<?x?x?x8xf32>
// CHECK-NEXT: "test.use"(%pack_0, %pack) : (tensor<?x?x?x8xf32>, tensor<?x?x?x8xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @licm2(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x4x8xf32>, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %arg1 : tensor<?x?xf32> -> tensor<?x?x4x8xf32>
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: "test.use"(%pack) : (tensor<?x?x4x8xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @licm3(%arg0: tensor<?x?x4x8xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %arg1 : tensor<?x?x4x8xf32> -> tensor<?x?xf32>
// CHECK-NEXT: scf.for %arg6 = %arg3 to %arg4 step %arg5 {
// CHECK-NEXT: "test.use"(%unpack) : (tensor<?x?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @licm4(%arg0: tensor<?x?x?x8xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
// CHECK-NEXT: scf.for %arg6 = %arg3 to %arg4 step %arg5 {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [%arg2, 8] into %arg1 : tensor<?x?x?x8xf32> -> tensor<?x?xf32>
// CHECK-NEXT: "test.use"(%unpack) : (tensor<?x?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead(%arg0: tensor<16x16xf32>, %arg1: tensor<2x16x8xf32>) {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0] inner_tiles = [8] into %arg1 : tensor<16x16xf32> -> tensor<2x16x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// cse merges side-effect-free ops with regions when their bodies match op for op (MLIR's OperationEquivalence): two identical linalg.fill or linalg.generic on tensors become one. Ops inside the bodies are compared operand by operand, and ops whose regions have several blocks are left alone, as MLIR 22 does.
// RUN: terrace-opt --cse %s | FileCheck %s
// RUN: %mlir-opt --cse %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @fills(%f: f32, %g: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %b = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c = linalg.fill ins(%g : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %a, %b, %c : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
// CHECK-LABEL: func.func @fills(%arg0: f32, %arg1: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %1, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>

// Bodies that differ (mulf against addf) keep both ops.
func.func @generics(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.addf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %a, %b, %c : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
// CHECK-LABEL: func.func @generics(
// CHECK: %1 = linalg.generic
// CHECK: arith.mulf
// CHECK: %2 = linalg.generic
// CHECK: arith.addf
// CHECK: return %1, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>

// Inside bodies a commutative op's operands are compared in order: the
// second scf.if stays, though its addi only swaps the operands.
func.func @ifs(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %a = scf.if %c -> i32 {
    %s = arith.addi %x, %y : i32
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  %b = scf.if %c -> i32 {
    %s = arith.addi %y, %x : i32
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  %d = scf.if %c -> i32 {
    %s = arith.addi %x, %y : i32
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  return %a, %b, %d : i32, i32, i32
}
// CHECK-LABEL: func.func @ifs(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i32
// CHECK: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg1 : i32
// CHECK-NOT: scf.if
// CHECK: return %0, %1, %0 : i32, i32, i32

// Regions with several blocks are not compared; one-block ones are.
func.func @one_block(%x: i32) -> (i32, i32) {
  %a = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  %b = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  return %a, %b : i32, i32
}
// CHECK-LABEL: func.func @one_block(
// CHECK: return %0, %0 : i32, i32

func.func @multi_block(%x: i32) -> (i32, i32) {
  %a = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %x : i32
  }
  %b = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %x : i32
  }
  return %a, %b : i32, i32
}
// CHECK-LABEL: func.func @multi_block(
// CHECK: %0 = scf.execute_region
// CHECK: %1 = scf.execute_region
// CHECK: return %0, %1 : i32, i32

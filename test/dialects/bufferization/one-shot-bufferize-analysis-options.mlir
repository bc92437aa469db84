// One-shot-bufferize's analysis options for tests, as mlir-opt 22's:
// dump-alias-sets annotates each op with its tensor results' alias sets
// (`__opresult_alias_set_attr__`) and its regions' tensor block
// arguments' (`__bbarg_alias_set_attr__`: region, block, argument), each
// set the whole alias class, values named as the printer names them;
// analysis-heuristic picks the order in which ops are decided
// (bottom-up, top-down, bottom-up-from-terminators, or fuzzer: the order
// std::mt19937 seeded with analysis-fuzzer-seed shuffles, as MLIR's).
// Both tools print the same bytes for every option set.
// RUN: terrace-opt --split-input-file --one-shot-bufferize="test-analysis-only dump-alias-sets bufferize-function-boundaries" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="test-analysis-only dump-alias-sets bufferize-function-boundaries" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="test-analysis-only dump-alias-sets" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="test-analysis-only dump-alias-sets" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="test-analysis-only analysis-heuristic=bottom-up-from-terminators bufferize-function-boundaries" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="test-analysis-only analysis-heuristic=bottom-up-from-terminators bufferize-function-boundaries" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=23 bufferize-function-boundaries" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=23 bufferize-function-boundaries" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// Bufferized in the fuzzer's order (@looping_branches fails in both: its
// loop's block argument has no buffer type to start from).
// RUN: not terrace-opt --split-input-file --one-shot-bufferize="analysis-heuristic=fuzzer analysis-fuzzer-seed=91 bufferize-function-boundaries" %s > %t.terrace 2>&1
// RUN: not %mlir-opt --split-input-file --one-shot-bufferize="analysis-heuristic=fuzzer analysis-fuzzer-seed=91 bufferize-function-boundaries" %s > %t.mlir 2>&1
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="test-analysis-only dump-alias-sets bufferize-function-boundaries" %s | FileCheck %s
//
// Options that need test-analysis-only, and the two memory-space options
// together, are errors.
// RUN: not terrace-opt --one-shot-bufferize=dump-alias-sets %s 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: not %mlir-opt --one-shot-bufferize=dump-alias-sets %s 2>&1 | FileCheck %s --check-prefix=DUMP
// DUMP: <unknown>:0: error: Invalid option: 'dump-alias-sets' requires 'test-analysis-only'
// RUN: not terrace-opt --one-shot-bufferize=print-conflicts %s 2>&1 | FileCheck %s --check-prefix=CONFLICTS
// RUN: not %mlir-opt --one-shot-bufferize=print-conflicts %s 2>&1 | FileCheck %s --check-prefix=CONFLICTS
// CONFLICTS: <unknown>:0: error: Invalid option: 'print-conflicts' requires 'test-analysis-only'
// RUN: not terrace-opt --one-shot-bufferize="must-infer-memory-space use-encoding-for-memory-space" %s 2>&1 | FileCheck %s --check-prefix=SPACES
// RUN: not %mlir-opt --one-shot-bufferize="must-infer-memory-space use-encoding-for-memory-space" %s 2>&1 | FileCheck %s --check-prefix=SPACES
// SPACES: error: only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed in one-shot-bufferize
// SPACES-NOT: see current operation

// A chain of fills: the last one's set holds the whole chain.
// CHECK-LABEL: func.func @fills
// CHECK: %[[E:.*]] = tensor.empty()
// CHECK: %[[F1:.*]] = linalg.fill
// CHECK: %[[F2:.*]] = linalg.fill {{.*}}__opresult_alias_set_attr__ = [{{\[}}"%[[F2]]", "%[[F1]]", "%[[E]]"]]
func.func @fills(%f: f32, %i: index) -> f32 {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = linalg.fill ins(%f : f32) outs(%1 : tensor<5xf32>) -> tensor<5xf32>
  %3 = tensor.extract %2[%i] : tensor<5xf32>
  return %3 : f32
}

// -----

// CHECK-LABEL: func.func @single_branch
// CHECK-SAME: {__bbarg_alias_set_attr__ = [{{\[}}[{{\[}}"%[[ARG1:.*]]", "%[[T:.*]]"]], [{{\[}}"%[[ARG1]]", "%[[T]]"]]]]}
func.func @single_branch(%t: tensor<5xf32>) -> tensor<5xf32> {
  cf.br ^bb1(%t : tensor<5xf32>)
^bb1(%arg1 : tensor<5xf32>):
  func.return %arg1 : tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @diamond_branch
// CHECK-SAME: {__bbarg_alias_set_attr__ = [{{\[}}[{{\[}}"%{{.*}}", "%[[T0:.*]]", "%[[T1:.*]]"], [
func.func @diamond_branch(%c: i1, %t0: tensor<5xf32>, %t1: tensor<5xf32>) -> tensor<5xf32> {
  cf.cond_br %c, ^bb1(%t0 : tensor<5xf32>), ^bb2(%t1 : tensor<5xf32>)
^bb3(%arg1 : tensor<5xf32>):
  func.return %arg1 : tensor<5xf32>
^bb1(%arg2 : tensor<5xf32>):
  cf.br ^bb3(%arg2 : tensor<5xf32>)
^bb2(%arg3 : tensor<5xf32>):
  cf.br ^bb3(%arg3 : tensor<5xf32>)
}

// -----

func.func @looping_branches(%f: f32, %i: index, %cond: i1) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.empty() : tensor<5xf32>
  cf.br ^bb1(%0 : tensor<5xf32>)
^bb1(%arg1 : tensor<5xf32>):
  cf.cond_br %cond, ^bb2(%arg1 : tensor<5xf32>), ^bb3
^bb2(%arg2 : tensor<5xf32>):
  %inserted = tensor.insert %f into %arg2[%c0] : tensor<5xf32>
  cf.br ^bb1(%inserted : tensor<5xf32>)
^bb3:
  func.return %arg1 : tensor<5xf32>
}

// -----

func.func @loops_and_ifs(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %c: i1, %f: f32) -> (tensor<8xf32>, f32) {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> tensor<8xf32> {
    %s = tensor.extract_slice %a[%iv] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %u = scf.if %c -> tensor<4xf32> {
      %w = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
      scf.yield %w : tensor<4xf32>
    } else {
      scf.yield %s : tensor<4xf32>
    }
    %v = tensor.insert_slice %u into %a[%iv] [4] [1] : tensor<4xf32> into tensor<8xf32>
    scf.yield %v : tensor<8xf32>
  }
  %e = tensor.extract %t[%lb] : tensor<8xf32>
  return %r, %e : tensor<8xf32>, f32
}

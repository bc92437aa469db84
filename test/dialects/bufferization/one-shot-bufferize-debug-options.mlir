// one-shot-bufferize's no-analysis-func-filter and print-conflicts, as
// mlir-opt 22's. With function boundaries, a function the filter names is
// left out of the analysis (its ops too) and copies before every write;
// its callers are analyzed as usual. With test-analysis-only,
// print-conflicts marks each read-after-write conflict the analysis finds
// (`C_n[CONFL-WRITE: operand]` on the writer, `C_n[READ: operand]` on the
// reader, `C_n[DEF: result|bbArg k]` on the definition) and each value
// that may not be written (`W_n[NOT-WRITABLE: ...]`), numbered over the
// run. Both tools print the same bytes here, where each read meets one
// conflict; where it meets several, mlir-opt names the first in an order
// that follows addresses and changes from run to run, Terrace the first
// in the order it found them, the same every run.
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=callee" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=callee" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// Both functions filtered (mlir-opt 22 does not finish on this one): the
// caller copies what it writes, and what it passes to the unanalyzed
// callee, which may write it.
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=callee,caller" %s | FileCheck %s --check-prefix=BOTH
// RUN: terrace-opt --split-input-file --one-shot-bufferize="test-analysis-only print-conflicts" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="test-analysis-only print-conflicts" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=callee" %s | FileCheck %s --check-prefix=FILTER
// RUN: terrace-opt --split-input-file --one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" %s | FileCheck %s --check-prefix=CONFLICTS

// The filtered callee copies its argument before writing it; the analyzed
// caller writes its own argument in place.
// FILTER-LABEL: func.func @callee
// FILTER: memref.alloc
// FILTER: memref.copy
// FILTER-LABEL: func.func @caller
// FILTER-NOT: memref.copy
// FILTER: return

// BOTH-LABEL: func.func @caller
// BOTH: memref.copy %arg0
// BOTH: memref.store
// BOTH: memref.copy
// BOTH: call @callee

// The insert may not write %t in place: %t is read after it.
// CONFLICTS: func.func @callee({{.*}} attributes {"C_0[DEF: bbArg 0]"}
// CONFLICTS: tensor.insert {{.*}}"C_0[CONFL-WRITE: 1]"
// CONFLICTS: tensor.extract {{.*}}"C_0[READ: 0]"
func.func @callee(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}

func.func @caller(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %r = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %s:2 = call @callee(%r, %v) : (tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
  return %s#0 : tensor<4xf32>
}

// -----

// A constant may not be written: the fill goes to a copy.
func.func @constant() -> tensor<4xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %f = arith.constant 2.0 : f32
  %r = linalg.fill ins(%f : f32) outs(%cst : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A value read after a loop that writes it in place.
func.func @loop(%t: tensor<8xf32>, %n: index) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 3.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %w = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %w : tensor<8xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %e : tensor<8xf32>, f32
}

// A failing pass: a located diagnostic saying why, the IR as the pass left it with --mlir-print-ir-after-failure, a non-zero exit and no output file.
// RUN: not terrace-opt %s --canonicalize='test-convergence=true max-iterations=1' --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not %mlir-opt %s --canonicalize='test-convergence=true max-iterations=1' --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL: // -----// IR Dump After Canonicalizer Failed (canonicalize) //----- //
// FAIL-NEXT: module {
// RUN: not terrace-opt %s --canonicalize='test-convergence=true max-iterations=1' 2>&1 | FileCheck %s --check-prefix=DIAG
// DIAG: pass-failure.mlir:{{[0-9]+}}:{{[0-9]+}}: error: canonicalizer failed to converge

// RUN: rm -f %t.out
// RUN: not terrace-opt %s --canonicalize='test-convergence=true max-iterations=1' -o %t.out
// RUN: not test -e %t.out

// Folds, so one iteration of canonicalize does not converge.
func.func @g(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}

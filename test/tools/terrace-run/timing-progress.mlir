// --mlir-timing and --progress of terrace-run and terrace-compile: the report, as
// mlir-opt's, covers parsing, every pass of the pipeline and LLVM's steps
// (translation, optimization, code generation; linking and the run for
// terrace-run), in the order they ran.
// RUN: terrace-run --no-cache --mlir-timing %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=CHECK,JIT
// RUN: terrace-compile --mlir-timing %s -o %t.o 2>&1 | FileCheck %s
// On a terminal (or with --progress) each pass and step rewrites one line
// of stderr, which is cleared at the end; off elsewhere unless asked.
// RUN: terrace-run --no-cache --progress %s 2>&1 >/dev/null | FileCheck %s --check-prefix=PROGRESS
// RUN: terrace-compile --progress %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PROGRESS
// RUN: terrace-run --no-cache %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET
// Both tools list the two flags in --help.
// RUN: terrace-run --help | FileCheck %s --check-prefix=HELP
// RUN: terrace-compile --help | FileCheck %s --check-prefix=HELP
// HELP-DAG: --mlir-timing
// HELP-DAG: --progress
// PROGRESS: [terrace 1] convert-elementwise-to-linalg
// PROGRESS: [terrace 2] one-shot-bufferize
// PROGRESS: [terrace 31] reconcile-unrealized-casts
// PROGRESS: [terrace 32] LLVM IR translation
// PROGRESS: LLVM optimization
// PROGRESS: [terrace 34] Code generation
// QUIET-NOT: [terrace
// CHECK: Execution time report
// CHECK: Total Execution Time:
// CHECK: Parser
// CHECK: OneShotBufferizePass
// CHECK: FinalizeMemRefToLLVMConversionPass
// CHECK: ReconcileUnrealizedCastsPass
// CHECK: LLVM IR translation
// CHECK: LLVM optimization
// CHECK: Code generation
// JIT: Linking
// JIT: Execution
// CHECK: Total
func.func @main() -> tensor<4xf32> {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.addf %a, %a : tensor<4xf32>
  return %b : tensor<4xf32>
}

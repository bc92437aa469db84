// --mlir-timing of terrace-run and terrace-compile: the report, as
// mlir-opt's, covers parsing, every pass of the pipeline and LLVM's steps
// (translation, optimization, code generation; linking and the run for
// terrace-run), in the order they ran.
// RUN: terrace-run --no-cache --mlir-timing %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=CHECK,JIT
// RUN: terrace-compile --mlir-timing %s -o %t.o 2>&1 | FileCheck %s
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

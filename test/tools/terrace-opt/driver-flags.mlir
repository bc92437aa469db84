// The driver's own flags, as mlir-opt has them.
// --show-dialects lists the registered dialects.
// RUN: terrace-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// DIALECTS: Available Dialects: {{.*}}arith,bufferization,builtin,cf,complex,func,index,linalg,llvm,math,memref,onnx,scf,tensor,ub
//
// A mistyped pass flag gets the pass as a suggestion (same words as mlir-opt).
// RUN: not terrace-opt --canonicalise %s 2>&1 | FileCheck %s --check-prefix=MISTYPED
// RUN: not %mlir-opt --canonicalise %s 2>&1 | FileCheck %s --check-prefix=MISTYPED
// MISTYPED: Unknown command line argument '--canonicalise'.
// MISTYPED: Did you mean '--canonicalize'?
//
// --mlir-print-ir-before/after name passes; an unknown one is an error.
// RUN: not terrace-opt --mlir-print-ir-after=bogus %s 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not %mlir-opt --mlir-print-ir-after=bogus %s 2>&1 | FileCheck %s --check-prefix=BOGUS
// BOGUS: for the --mlir-print-ir-after option: Cannot find option named 'bogus'!
//
// --help lists every pass with its options and their values.
// RUN: terrace-opt --help | FileCheck %s --check-prefix=HELP
// HELP:      Passes
// HELP:      --canonicalize {{ *}}- Canonicalize operations
// HELP-NEXT:   --max-iterations=<long>
// HELP:        --region-simplify=<value>
// HELP-NEXT:     =disabled
// HELP-NEXT:     =normal
// HELP-NEXT:     =aggressive
// HELP:      --cse {{ *}}- Eliminate common sub-expressions
//
// --version names the LLVM it was built with.
// RUN: terrace-opt --version | FileCheck %s --check-prefix=VERSION
// VERSION: Terrace
// VERSION: built with LLVM 22
//
// MLIR bytecode is neither read nor written yet: one clear error each.
// RUN: printf 'ML\357R\000' > %t.mlirbc
// RUN: not terrace-opt %t.mlirbc 2>&1 | FileCheck %s --check-prefix=BYTECODE-IN
// BYTECODE-IN: MLIR bytecode is not supported yet
// RUN: not terrace-opt --emit-bytecode %s 2>&1 | FileCheck %s --check-prefix=BYTECODE-OUT
// BYTECODE-OUT: --emit-bytecode: MLIR bytecode is not supported yet

func.func @f() {
  return
}

// What terrace-translate cannot translate: one error at the op, a non-zero
// exit and no output file (an earlier one is left alone).
// RUN: rm -f %t.ll
// RUN: not terrace-translate --mlir-to-llvmir --split-marker-free %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not terrace-translate %s 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: not terrace-translate --mlir-to-llvmir %S/Inputs/arith-in-llvm-func.mlir -o %t.ll 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not test -e %t.ll
// RUN: not terrace-translate --mlir-to-llvmir %S/Inputs/func-func.mlir 2>&1 | FileCheck %s --check-prefix=TOP
// RUN: not terrace-translate --mlir-to-llvmir %S/Inputs/invalid-llvm.mlir 2>&1 | FileCheck %s --check-prefix=INVALID

// FLAG: Unknown command line argument '--split-marker-free'
// MODE: terrace-translate: choose a translation (--mlir-to-llvmir)
// NESTED: arith-in-llvm-func.mlir:2:8: error: cannot be converted to LLVM IR: no translation for op: arith.addi
// TOP: func-func.mlir:1:1: error: cannot be converted to LLVM IR: no translation for op: func.func
// INVALID: invalid-llvm.mlir:2:8: error: 'llvm.add' op requires the same type for all operands and results
// RUN: not terrace-translate --mlir-to-llvmir %S/Inputs/unreachable-use.mlir 2>&1 | FileCheck %s --check-prefix=UNREACHABLE
// RUN: not terrace-translate --mlir-to-llvmir %S/Inputs/widening-trunc.mlir 2>&1 | FileCheck %s --check-prefix=TRUNC
// UNREACHABLE: unreachable-use.mlir:4:8: error: cannot be converted to LLVM IR: an operand is defined in a block translated after this one
// TRUNC: widening-trunc.mlir:2:8: error: cannot be converted to LLVM IR: LLVM has no such instruction for these operand and result types

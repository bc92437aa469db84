// How terrace-opt answers a pass it does not have, a mistyped pass or
// option, a pipeline on the wrong op and a bad option value.
//
// A pass of MLIR 22 that Terrace lacks is named as such (mlir-opt has it).
// RUN: not terrace-opt --buffer-hoisting %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: terrace-opt: '--buffer-hoisting' is a pass of MLIR 22 that Terrace does not provide yet
// RUN: not terrace-opt --pass-pipeline='builtin.module(buffer-hoisting)' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM-PIPELINE
// UPSTREAM-PIPELINE: error: 'buffer-hoisting' does not refer to a registered pass or pass pipeline: it is a pass of MLIR 22 that Terrace does not provide yet
// UPSTREAM-PIPELINE-NEXT: builtin.module(buffer-hoisting)
// UPSTREAM-PIPELINE-NEXT: {{^               \^}}
//
// A typo gets the nearest pass, not an unrelated flag (mlir-opt's words).
// RUN: not terrace-opt --linalg-fuse-elementwise %s 2>&1 | FileCheck %s --check-prefix=FUSE
// RUN: not %mlir-opt --linalg-fuse-elementwise %s 2>&1 | FileCheck %s --check-prefix=FUSE
// FUSE: Unknown command line argument '--linalg-fuse-elementwise'.
// FUSE-NEXT: Did you mean '--linalg-fuse-elementwise-ops'?
// RUN: not terrace-opt --canonicalize-foo %s 2>&1 | FileCheck %s --check-prefix=CANON
// RUN: not %mlir-opt --canonicalize-foo %s 2>&1 | FileCheck %s --check-prefix=CANON
// CANON: Unknown command line argument '--canonicalize-foo'.
// CANON-NEXT: Did you mean '--canonicalize'?
// A tool flag's typo gets the flag; nothing near gets no suggestion.
// RUN: not terrace-opt --split-input-fil %s 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: Did you mean '--split-input-file'?
// RUN: not terrace-opt --zzzzzzzzzzzzzz %s 2>&1 | FileCheck %s --check-prefix=NOTHING --implicit-check-not='Did you mean'
// NOTHING: Unknown command line argument '--zzzzzzzzzzzzzz'.
//
// A mistyped pass option gets the nearest option of that pass.
// RUN: not terrace-opt '--canonicalize=max-iteration=3' %s 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: no such option 'max-iteration' for pass 'canonicalize'; did you mean 'max-iterations'?
// RUN: not %mlir-opt '--canonicalize=max-iteration=3' %s 2>&1 | FileCheck %s --check-prefix=MLIR-OPTION
// MLIR-OPTION: no such option max-iteration
//
// Numeric options are checked as mlir-opt checks them: inline's are
// unsigned, canonicalize's signed 64-bit; 0x is hexadecimal.
// RUN: not terrace-opt --inline=max-iterations=-5 %s 2>&1 | FileCheck %s --check-prefix=UINT
// UINT: invalid value '-5' for option 'max-iterations' of pass 'inline' (expected <uint>)
// RUN: not %mlir-opt --inline=max-iterations=-5 %s 2>&1 | FileCheck %s --check-prefix=MLIR-UINT
// MLIR-UINT: for the --max-iterations option: '-5' value invalid for uint argument!
// RUN: not terrace-opt --inline=inlining-threshold=4294967296 %s 2>&1 | FileCheck %s --check-prefix=UINT-RANGE
// UINT-RANGE: invalid value '4294967296' for option 'inlining-threshold'
// RUN: not %mlir-opt --inline=inlining-threshold=4294967296 %s
// RUN: terrace-opt --inline=max-iterations=0x2 --canonicalize=max-iterations=-1 %s | FileCheck %s --check-prefix=OK
// RUN: %mlir-opt --inline=max-iterations=0x2 --canonicalize=max-iterations=-1 %s | FileCheck %s --check-prefix=OK
// OK: func.func @f()
//
// A pipeline anchored on the wrong op: mlir-opt's one line, no IR dump.
// RUN: not terrace-opt --pass-pipeline='func.func(cse)' %s 2>&1 | FileCheck %s --check-prefix=ANCHOR --implicit-check-not=note
// RUN: not %mlir-opt --pass-pipeline='func.func(cse)' %s 2>&1 | FileCheck %s --check-prefix=ANCHOR --implicit-check-not=note
// ANCHOR: pass-flags.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op
//
// --list-passes prints the passes and their options, as mlir-opt's does.
// RUN: terrace-opt --list-passes | FileCheck %s --check-prefix=LIST
// RUN: %mlir-opt --list-passes | FileCheck %s --check-prefix=LIST
// LIST:      Passes:
// LIST:      --canonicalize {{ *}}- Canonicalize operations
// LIST-NEXT:   --{{[a-z-]+}}
// LIST:      --inline {{ *}}- Inline function calls
// LIST:        --max-iterations=<uint>
// LIST:      --symbol-dce {{ *}}- Eliminate dead symbols

func.func @f() {
  return
}

// Bad pipelines: each gives one diagnostic with a caret into the pipeline text, a non-zero exit, and no output file.
// RUN: not terrace-opt %s --pass-pipeline='builtin.module(foo)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: MLIR Textual PassPipeline Parser:1:16: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: builtin.module(foo)
// UNKNOWN-NEXT: {{^               \^}}

// RUN: not terrace-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// UNBALANCED: error: expected ')' to close the pipeline of 'builtin.module'

// RUN: not terrace-opt %s --pass-pipeline='cse' 2>&1 | FileCheck %s --check-prefix=NOANCHOR
// NOANCHOR: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// RUN: not terrace-opt %s --pass-pipeline='builtin.module(canonicalize{foo=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: no such option 'foo' for pass 'canonicalize'

// RUN: not terrace-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=x})' 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: error: invalid value 'x' for option 'max-iterations' of pass 'canonicalize'

// RUN: not terrace-opt %s --pass-pipeline='builtin.module(canonicalize{region-simplify=maybe})' 2>&1 | FileCheck %s --check-prefix=CHOICE
// CHOICE: error: invalid value 'maybe' for option 'region-simplify' of pass 'canonicalize'

// RUN: not terrace-opt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op

// RUN: not terrace-opt %s --cse --pass-pipeline='builtin.module(cse)' 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: '--pass-pipeline' cannot be combined with pass flags such as '--cse'

// A pass that fails writes no output file.
// RUN: rm -f %t.out
// RUN: not terrace-opt %s --pass-pipeline='builtin.module(foo)' -o %t.out
// RUN: not test -e %t.out

func.func @f() {
  return
}

// Pass pipelines: the textual syntax, nested pipelines, pass options and per-pass flags, as --dump-pass-pipeline shows them (both tools print the same).
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=3 top-down=false}))' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: %mlir-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=3 top-down=false}))' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// NESTED:      Pass Manager with 1 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     cse,
// NESTED-NEXT:     canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}
// NESTED-NEXT:   )
// NESTED-NEXT: )

// Per-pass flags run on the top-level module, in command-line order.
// RUN: terrace-opt %s --cse --canonicalize=max-iterations=2 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: %mlir-opt %s --cse --canonicalize=max-iterations=2 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// FLAGS:      Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   cse,
// FLAGS-NEXT:   canonicalize{  max-iterations=2 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// FLAGS-NEXT: )

// Adjacent nested pipelines are listed as written (they merge when run).
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize{disable-patterns=A,B}))' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: %mlir-opt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize{disable-patterns=A,B}))' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO
// TWO:      Pass Manager with 2 passes:
// TWO-NEXT: builtin.module(
// TWO-NEXT:   func.func(
// TWO-NEXT:     cse
// TWO-NEXT:   ),
// TWO-NEXT:   func.func(
// TWO-NEXT:     canonicalize{disable-patterns={A,B}  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// TWO-NEXT:   )
// TWO-NEXT: )

// The pipeline transforms the IR the same way through either spelling.
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize))' | FileCheck %s
// RUN: terrace-opt %s --cse --canonicalize | FileCheck %s
// RUN: %mlir-opt %s --cse --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[M]] : i32
func.func @f(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %x, %c : i32
  %1 = arith.addi %x, %c : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

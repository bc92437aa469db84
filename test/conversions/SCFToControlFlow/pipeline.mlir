// The conversion passes in a pipeline: their flags, the option mlir-opt's convert-scf-to-cf has, and one run that lowers and reconciles.
// RUN: terrace-opt --convert-scf-to-cf --reconcile-unrealized-casts --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: %mlir-opt --convert-scf-to-cf --reconcile-unrealized-casts --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: terrace-opt --pass-pipeline='builtin.module(func.func(convert-scf-to-cf{allow-pattern-rollback=false}))' %s | FileCheck %s
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(convert-scf-to-cf{allow-pattern-rollback=false}))' %s | FileCheck %s

// PIPELINE: Pass Manager with 2 passes:
// PIPELINE-NEXT: builtin.module(
// PIPELINE-NEXT:   convert-scf-to-cf{allow-pattern-rollback=true},
// PIPELINE-NEXT:   reconcile-unrealized-casts
// PIPELINE-NEXT: )

// CHECK-LABEL: func.func @count
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg2 : index, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addi %1, %arg2 : i32
// CHECK-NEXT: %4 = arith.addi %0, %arg3 : index
// CHECK-NEXT: cf.br ^bb1(%4, %3 : index, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
func.func @count(%lb: index, %ub: index, %x: i32, %step: index) -> i32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %x) -> i32 {
    %next = arith.addi %acc, %x : i32
    scf.yield %next : i32
  }
  return %r : i32
}

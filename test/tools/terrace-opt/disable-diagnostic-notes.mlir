// --mlir-disable-diagnostic-notes prints errors without their notes.
// RUN: not terrace-opt %s 2>&1 | FileCheck %s --check-prefix=NOTES
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s --check-prefix=NOTES
// NOTES: error: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'
// NOTES: note: prior use here
// RUN: not terrace-opt --mlir-disable-diagnostic-notes %s 2>&1 | FileCheck %s --check-prefix=NONE --implicit-check-not='note:'
// mlir-opt 22 takes the flag but still prints this note (and the "see
// current operation" ones): Terrace does what the flag says.
// RUN: not %mlir-opt --mlir-disable-diagnostic-notes %s 2>&1 | FileCheck %s --check-prefix=NOTES
// NONE: error: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'

func.func @f(%a: i32) -> i64 {
  %0 = arith.addi %a, %a : i64
  return %0 : i64
}

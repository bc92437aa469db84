// --mlir-pass-statistics: the counters of the passes that keep them (MLIR's
// names and descriptions), in the shape of the pipeline or as a list.
// Debian's mlir-opt 22 is built without statistics (it prints the header
// alone), so only terrace-opt is checked; the counts are those of this
// file, checked by hand: @f has one repeated addi and one dead muli, @g one
// repeated constant; @dead is a private function no one calls.
// RUN: terrace-opt %s --mlir-disable-threading --mlir-pass-statistics --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s
// RUN: terrace-opt %s --mlir-pass-statistics --mlir-pass-statistics-display=list --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: %mlir-opt %s --mlir-pass-statistics --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=HEADER
// RUN: terrace-opt %s --mlir-pass-statistics --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=HEADER

// HEADER:      ===-------------------------------------------------------------------------===
// HEADER-NEXT:                          ... Pass statistics report ...
// HEADER-NEXT: ===-------------------------------------------------------------------------===

// CHECK:      'func.func' Pipeline
// CHECK-NEXT:   CSE
// CHECK-NEXT:     (S) 2 num-cse'd - Number of operations CSE'd
// CHECK-NEXT:     (S) 1 num-dce'd - Number of operations DCE'd
// CHECK-NEXT:   Canonicalizer
// CHECK-NEXT: SymbolDCE
// CHECK-NEXT:   (S) 1 num-dce'd - Number of symbols DCE'd

// Threads or not, the counts are summed over every function.
// LIST:      CSE
// LIST-NEXT:   (S) 2 num-cse'd - Number of operations CSE'd
// LIST-NEXT:   (S) 1 num-dce'd - Number of operations DCE'd
// LIST-NEXT: SymbolDCE
// LIST-NEXT:   (S) 1 num-dce'd - Number of symbols DCE'd

func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.muli %0, %0 : i32
  return %2 : i32
}

func.func @g() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 1 : i32
  return %c1, %c2 : i32, i32
}

func.func private @dead() {
  return
}

// Constants of 4 KiB and more (weights) go into an ahead-of-time object as
// bytes, one flat array each (not LLVM's nested constants, which cost a
// ResNet's compile seconds), where the code reads them as before; a small
// constant stays an LLVM constant. The module comes from
// ../terrace-run/Inputs/weights.py, which says what it computes; the values
// were worked out by Python from the same formulas.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../terrace-run/Inputs/weights.py %t/weights.mlir weights_main
// RUN: terrace-compile %t/weights.mlir -o %t/weights.o --header %t/weights.h
// RUN: %clang -std=c11 -Wall -Werror -I %t %t/weights.o -x c %S/Inputs/weights-driver.c -o %t/driver
// RUN: %t/driver | FileCheck %s
// CHECK: sum -1368 picked -450 halves 261888
//
// The object holds the two large constants' 12 KiB as read-only data.
// RUN: llvm-objdump --section-headers %t/weights.o | FileCheck %s --check-prefix=SECTIONS
// SECTIONS: rodata {{0*}}00003000

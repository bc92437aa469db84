// -o writes through a temporary file renamed on success, so no reader ever
// sees a half-written file; a symlink stays a symlink (its target gets the
// output) and the file keeps its permissions. A failed run removes the output
// of an earlier run, so nothing stale passes for its result; the symlink
// stays and the next good run writes through it again.
// RUN: rm -rf %t && mkdir %t
// RUN: echo previous > %t/real.mlir && chmod 640 %t/real.mlir
// RUN: ln -s real.mlir %t/link.mlir
// RUN: terrace-opt --allow-unregistered-dialect %s -o %t/link.mlir
// RUN: test -L %t/link.mlir
// RUN: FileCheck %s < %t/real.mlir
// RUN: stat -c %%a %t/real.mlir | FileCheck %s --check-prefix=PERM
// RUN: echo '"foo.broken"(' > %t/bad.mlir
// RUN: not terrace-opt --allow-unregistered-dialect %t/bad.mlir -o %t/link.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: test ! -e %t/real.mlir
// RUN: test -L %t/link.mlir
// RUN: ls %t | FileCheck %s --check-prefix=NOTEMP
// RUN: terrace-opt --allow-unregistered-dialect %s -o %t/link.mlir
// RUN: test -L %t/link.mlir
// RUN: FileCheck %s < %t/real.mlir

// CHECK: "foo.op"() : () -> ()
// PERM: 640
// ERR: bad.mlir:1:14: error: expected ')' to end operand list
// NOTEMP-NOT: tmp
"foo.op"() : () -> ()

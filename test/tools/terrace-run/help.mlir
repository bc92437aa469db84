// --help lists each tool's own options; the code generation options LLVM
// registers (still accepted) stay out of it.
// RUN: terrace-run --help | FileCheck %s --check-prefix=HELP
// HELP-NOT: --enable-gvn-hoist
// HELP: terrace-run options:
// HELP: --compile
// HELP: --print-format
// HELP-NOT: --enable-gvn-hoist
// RUN: terrace-compile --help | FileCheck %s --check-prefix=COMPILE
// COMPILE-NOT: --enable-gvn-hoist
// COMPILE: terrace-compile options:
// COMPILE: --header
// COMPILE-NOT: --enable-gvn-hoist

// --mlir-timing: mlir-opt's report, a tree of wall times (parser, each nested pipeline and its passes, output), on stderr.
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),cse)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),cse)' --mlir-timing --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----Wall Time----  ----Name----
// CHECK-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Parser$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  'func.func' Pipeline$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)    CSE$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)    Canonicalizer$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  CSE$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Output$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Rest$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  Total$}}

func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

func.func @g(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}

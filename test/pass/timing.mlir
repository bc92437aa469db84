// --mlir-timing: mlir-opt's report, a tree of wall times (parser, each nested pipeline and its passes, output), on stderr.
// With threads, a user-time column comes first once passes ran on more than
// one thread (as in mlir-opt); whether they did depends on the scheduler.
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),cse)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,THREADS
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),cse)' --mlir-timing --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,ONE

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// CHECK-EMPTY:
// ONE-NEXT:   ----Wall Time----  ----Name----
// ONE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Parser$}}
// ONE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  'func.func' Pipeline$}}
// ONE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)    CSE$}}
// ONE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)    Canonicalizer$}}
// ONE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  CSE$}}
// ONE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Output$}}
// ONE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Rest$}}
// ONE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  Total$}}
// THREADS-NEXT: {{^(  ----User Time----)?  ----Wall Time----  ----Name----$}}
// THREADS-NEXT: {{^( +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\))? +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Parser$}}
// THREADS-NEXT: {{^( +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\))? +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  'func.func' Pipeline$}}
// THREADS-NEXT: {{^( +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\))? +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)    CSE$}}
// THREADS-NEXT: {{^( +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\))? +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)    Canonicalizer$}}
// THREADS-NEXT: {{^( +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\))? +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  CSE$}}
// THREADS-NEXT: {{^( +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\))? +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Output$}}
// THREADS-NEXT: {{^( +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\))? +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Rest$}}
// THREADS-NEXT: {{^( +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\))? +[0-9]+\.[0-9]{4} \(100\.0%\)  Total$}}

func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

func.func @g(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}

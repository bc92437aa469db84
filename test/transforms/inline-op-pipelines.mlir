// inline's op-pipelines: a callable whose kind has an entry is simplified by
// that pipeline instead of the default one (here none).
// RUN: terrace-opt '--inline=default-pipeline= op-pipelines=func.func(canonicalize)' %s | FileCheck %s --check-prefix=CANON
// RUN: %mlir-opt '--inline=default-pipeline= op-pipelines=func.func(canonicalize)' %s | FileCheck %s --check-prefix=CANON
// RUN: terrace-opt '--inline=op-pipelines=func.func(cse)' %s | FileCheck %s --check-prefix=CSE
// RUN: %mlir-opt '--inline=op-pipelines=func.func(cse)' %s | FileCheck %s --check-prefix=CSE
// The CHECK lines are mlir-opt 22's output.

func.func private @callee(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %a, %c0 : i32
  return %r : i32
}
func.func @caller(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %x = func.call @callee(%s) : (i32) -> i32
  %y = arith.muli %x, %a : i32
  return %y : i32
}

// CANON-LABEL: func.func @caller(%arg0: i32) -> i32 {
// CANON-NEXT:    %c3_i32 = arith.constant 3 : i32
// CANON-NEXT:    %0 = arith.muli %arg0, %c3_i32 : i32
// CANON-NEXT:    return %0 : i32
// CANON-NEXT:  }

// CSE-LABEL: func.func @caller(%arg0: i32) -> i32 {
// CSE-NEXT:    %c1_i32 = arith.constant 1 : i32
// CSE-NEXT:    %c2_i32 = arith.constant 2 : i32
// CSE-NEXT:    %0 = arith.addi %c1_i32, %c2_i32 : i32
// CSE-NEXT:    %c0_i32 = arith.constant 0 : i32
// CSE-NEXT:    %1 = arith.addi %0, %c0_i32 : i32
// CSE-NEXT:    %2 = arith.muli %1, %arg0 : i32
// CSE-NEXT:    return %2 : i32
// CSE-NEXT:  }

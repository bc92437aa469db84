// scf.while with scf.condition, and scf.index_switch with and without results (the default region prints its yield only when it yields values); both tools print the same.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt %s | %mlir-opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @w(%init: i32, %n: i32, %i: index) -> i32 {
  %r = scf.while (%arg = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %arg, %n : i32
    scf.condition(%c) %arg : i32
  } do {
  ^bb0(%x: i32):
    %next = arith.addi %x, %x : i32
    scf.yield %next : i32
  }
  %s = scf.index_switch %i -> i32
  case 2 {
    scf.yield %n : i32
  }
  case 5 {
    scf.yield %init : i32
  }
  default {
    scf.yield %r : i32
  }
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  default {
  }
  return %s : i32
}

// CHECK-LABEL: func.func @w(%arg0: i32, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT:     scf.condition(%2) %arg3 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg3: i32):
// CHECK-NEXT:     %2 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.index_switch %arg2 -> i32 
// CHECK-NEXT:   case 2 {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   case 5 {
// CHECK-NEXT:     scf.yield %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.index_switch %arg2 
// CHECK-NEXT:   case 1 {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// GENERIC: %0 = "scf.while"(%arg0) ({
// GENERIC: "scf.condition"(%3, %arg4) : (i1, i32) -> ()
// GENERIC: "scf.yield"(%2) : (i32) -> ()
// GENERIC: %1 = "scf.index_switch"(%arg2) <{cases = array<i64: 2, 5>}> ({
// GENERIC: "scf.yield"(%0) : (i32) -> ()
// GENERIC: "scf.yield"(%arg1) : (i32) -> ()
// GENERIC: "scf.yield"(%arg0) : (i32) -> ()
// GENERIC: "scf.index_switch"(%arg2) <{cases = array<i64: 1>}> ({
// GENERIC: "scf.yield"() : () -> ()
// GENERIC: "scf.yield"() : () -> ()


// --mlir-print-value-users: each result says which ops use it, each block
// argument gets a comment line, and ops without results that use something
// get an id (from the values' counter, so later numbers shift; an op in a
// nested region is numbered after the whole enclosing region, hence %9 in
// test.region). Same text as mlir-opt, in both forms.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-value-users %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-value-users %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:    // %arg0 is used by %1
// CHECK-NEXT:    // %arg1 is unused
// CHECK-NEXT:    // %arg2 is used by %5
// CHECK-NEXT:    %1 = arith.addi %arg0, %arg0 : i32 // users: %2#0, %2#1
// CHECK-NEXT:    %2:2 = "test.two"(%1) : (i32) -> (i32, i32) // users: (%3), (%9, %3)
// CHECK-NEXT:    %3 = "test.one"(%2#0, %2#0, %2#1) : (i32, i32, i32) -> i32 // users: %5, %4
// CHECK-NEXT:    "test.region"(%3) ({
// CHECK-NEXT:    ^bb0(%arg3: i32):
// CHECK-NEXT:      // %arg3 is used by %9
// CHECK-NEXT:      "test.use"(%arg3, %2#1) : (i32, i32) -> () // id: %9
// CHECK-NEXT:      "test.term"() : () -> ()
// CHECK-NEXT:    }) : (i32) -> () // id: %4
// CHECK-NEXT:    cf.cond_br %arg2, ^bb1(%3 : i32), ^bb1(%3 : i32) // id: %5
// CHECK-NEXT:  ^bb1(%6: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    // %6 is used by %8
// CHECK-NEXT:    %7 = "test.unused"() : () -> i32 // unused
// CHECK-NEXT:    return %6 : i32 // id: %8
// CHECK-NEXT:  }

// GENERIC:      ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
// GENERIC-NEXT:   // %arg0 is used by %2
// GENERIC:        %2 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %3#0, %3#1
// GENERIC:        "func.return"(%7) : (i32) -> () // id: %9

func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1:2 = "test.two"(%0) : (i32) -> (i32, i32)
  %2 = "test.one"(%1#0, %1#0, %1#1) : (i32, i32, i32) -> i32
  "test.region"(%2) ({
  ^bb0(%x: i32):
    "test.use"(%x, %1#1) : (i32, i32) -> ()
    "test.term"() : () -> ()
  }) : (i32) -> ()
  cf.cond_br %c, ^bb1(%2 : i32), ^bb1(%2 : i32)
^bb1(%y: i32):
  %u = "test.unused"() : () -> i32
  return %y : i32
}

// cf dialect custom forms: branches with block arguments, branch weights, a switch with a default and cases, an assertion; and their generic forms with operand segments. Both tools print the same.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt %s | %mlir-opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @branches(%c: i1, %a: i32, %b: i32, %s: i32) -> i32 {
  cf.assert %c, "must hold"
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb2(%x, %b : i32, i32), ^bb3
^bb2(%y: i32, %z: i32):
  cf.cond_br %c weights([30, 70]), ^bb3, ^bb4(%y : i32)
^bb3:
  cf.switch %s : i32, [
    default: ^bb4(%a : i32),
    42: ^bb4(%b : i32),
    7: ^bb5
  ]
^bb4(%r: i32):
  return %r : i32
^bb5:
  cf.br ^bb4(%a : i32)
}

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   cf.assert %arg0, "must hold"
// CHECK-NEXT:   cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   cf.cond_br %arg0, ^bb2(%0, %arg2 : i32, i32), ^bb3
// CHECK-NEXT: ^bb2(%1: i32, %2: i32):  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %arg0 weights([30, 70]), ^bb3, ^bb4(%1 : i32)
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   cf.switch %arg3 : i32, [
// CHECK-NEXT:     default: ^bb4(%arg1 : i32),
// CHECK-NEXT:     42: ^bb4(%arg2 : i32),
// CHECK-NEXT:     7: ^bb5
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb4(%3: i32):  // 4 preds: ^bb2, ^bb3, ^bb3, ^bb5
// CHECK-NEXT:   return %3 : i32
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: }

// GENERIC: "cf.assert"(%arg0) <{msg = "must hold"}> : (i1) -> ()
// GENERIC: "cf.br"(%arg1)[^bb1] : (i32) -> ()
// GENERIC: "cf.cond_br"(%arg0, %0, %arg2)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
// GENERIC: "cf.cond_br"(%arg0, %1)[^bb3, ^bb4] <{branch_weights = array<i32: 30, 70>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// GENERIC: "cf.switch"(%arg3, %arg1, %arg2)[^bb4, ^bb4, ^bb5] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[42, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
// GENERIC: "cf.br"(%arg1)[^bb4] : (i32) -> ()

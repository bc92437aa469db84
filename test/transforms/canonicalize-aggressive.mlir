// canonicalize with region-simplify=aggressive also merges blocks that hold the same ops and branch alike (the operands where they differ become block arguments, repeated ones pruned) and drops block arguments every predecessor passes the same value, as MLIR 22's simplifyRegions with mergeBlocks.
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize=region-simplify=aggressive %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --canonicalize=region-simplify=aggressive %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s --check-prefix=NORMAL
// The CHECK lines are mlir-opt 22's output.

func.func @merge(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a, %a) : (i32, i32) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%b, %b) : (i32, i32) -> ()
  cf.br ^bb3
^bb3:
  return
}
// CHECK-LABEL: func.func @merge(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: "test.use"(%0, %0) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @same_argument(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "test.use"(%x, %y) : (i32, i32) -> ()
  return
}
// CHECK-LABEL: func.func @same_argument(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: "test.use"(%arg1, %0) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @not_identical(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.one"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "test.two"(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}
// CHECK-LABEL: func.func @not_identical(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.one"(%arg1) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.two"(%arg1) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }

// NORMAL-LABEL: func.func @merge
// NORMAL: ^bb1:
// NORMAL: ^bb2:

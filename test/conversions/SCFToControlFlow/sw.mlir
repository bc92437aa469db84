// scf.index_switch to cf.switch on an i32 index_cast: results, no cases, many cases; case values truncated to 32 bits and printed unsigned, as MLIR 22 does.
// RUN: terrace-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @switch_res(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %x = "test.two"() : () -> i32
    scf.yield %x : i32
  }
  case 5 {
    scf.yield %a : i32
  }
  case -1 {
    %z = "test.neg"() : () -> i32
    scf.yield %z : i32
  }
  default {
    %d = "test.def"() : () -> i32
    scf.yield %d : i32
  }
  "test.after"(%r) : (i32) -> ()
  return %r : i32
}
func.func @switch_nores(%i: index) {
  scf.index_switch %i
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
func.func @switch_defaultonly(%i: index) {
  scf.index_switch %i
  default {
    "test.d"() : () -> ()
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @switch_res(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 2: ^bb1,
// CHECK-NEXT: 5: ^bb2,
// CHECK-NEXT: 4294967295: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.two"() : () -> i32
// CHECK-NEXT: cf.br ^bb5(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb5(%arg1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %2 = "test.neg"() : () -> i32
// CHECK-NEXT: cf.br ^bb5(%2 : i32)
// CHECK-NEXT: ^bb4:  // pred: ^bb0
// CHECK-NEXT: %3 = "test.def"() : () -> i32
// CHECK-NEXT: cf.br ^bb5(%3 : i32)
// CHECK-NEXT: ^bb5(%4: i32):  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
// CHECK-NEXT: "test.after"(%4) : (i32) -> ()
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_nores(%arg0: index) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 0: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.zero"() : () -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_defaultonly(%arg0: index) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb1]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.d"() : () -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

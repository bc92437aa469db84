// scf.while to blocks: the general form, the do-while form (an after region that yields its arguments in order), a permuted yield that is not a do-while.
// RUN: terrace-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @while_basic(%a: i32, %b: f32) -> (i64, f32) {
  "test.pre"() : () -> ()
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i64, f32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %w = "test.widen"(%x) : (i32) -> i64
    scf.condition(%c) %w, %y : i64, f32
  } do {
  ^bb0(%p: i64, %q: f32):
    %n = "test.next"(%p) : (i64) -> i32
    scf.yield %n, %q : i32, f32
  }
  "test.post"(%r#0) : (i64) -> ()
  return %r#0, %r#1 : i64, f32
}
func.func @while_nested_if(%a: i32, %k: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = scf.if %k -> i32 {
      %t = "test.t"() : () -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%p: i32):
    scf.if %k {
      "test.in_after"() : () -> ()
    }
    scf.yield %p : i32
  }
  return %r : i32
}
func.func @dowhile(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %n = "test.n"(%x) : (i32) -> i32
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  "test.post"(%r) : (i32) -> ()
  return %r : i32
}
func.func @dowhile_nested_if(%a: i32, %k: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.if %k {
      "test.t"() : () -> ()
    }
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %r : i32
}
func.func @while_swapped(%a: i32, %b: i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %q, %p : i32, i32
  }
  return
}

// CHECK-LABEL: func.func @while_basic(%arg0: i32, %arg1: f32) -> (i64, f32) {
// CHECK-NEXT: "test.pre"() : () -> ()
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg1 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT: %3 = "test.widen"(%0) : (i32) -> i64
// CHECK-NEXT: cf.cond_br %2, ^bb2(%3, %1 : i64, f32), ^bb3
// CHECK-NEXT: ^bb2(%4: i64, %5: f32):  // pred: ^bb1
// CHECK-NEXT: %6 = "test.next"(%4) : (i64) -> i32
// CHECK-NEXT: cf.br ^bb1(%6, %5 : i32, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "test.post"(%3) : (i64) -> ()
// CHECK-NEXT: return %3, %1 : i64, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_nested_if(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT: %1 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = "test.t"() : () -> i32
// CHECK-NEXT: cf.br ^bb4(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb4(%3: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: cf.cond_br %1, ^bb6(%3 : i32), ^bb9
// CHECK-NEXT: ^bb6(%4: i32):  // pred: ^bb5
// CHECK-NEXT: cf.cond_br %arg1, ^bb7, ^bb8
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: "test.in_after"() : () -> ()
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb8:  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT: cf.br ^bb1(%4 : i32)
// CHECK-NEXT: ^bb9:  // pred: ^bb5
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dowhile(%arg0: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT: %2 = "test.n"(%0) : (i32) -> i32
// CHECK-NEXT: cf.cond_br %1, ^bb1(%2 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.post"(%2) : (i32) -> ()
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dowhile_nested_if(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: %1 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.t"() : () -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.cond_br %1, ^bb1(%0 : i32), ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_swapped(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg1 : i32, i32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT: cf.cond_br %2, ^bb2(%0, %1 : i32, i32), ^bb3
// CHECK-NEXT: ^bb2(%3: i32, %4: i32):  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb1(%4, %3 : i32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

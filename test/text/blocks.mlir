// Blocks: labels renumbered ^bbN per region, when the entry block gets a label, `// pred:` comments (edges counted), empty blocks and regions.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=CUSTOM
// RUN: %mlir-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=CUSTOM
"foo.f"() ({
  %0 = "foo.c"() : () -> i1
  "foo.cbr"(%0)[^bb3, ^bb3] : (i1) -> ()
^bb1:
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb4, ^bb1, ^bb3] : () -> ()
^bb3:
  "foo.br"()[^bb4] : () -> ()
^bb4:
  "foo.ret"() : () -> ()
^bb5:
  "foo.br"()[^bb5] : () -> ()
^bb6:
  "foo.br"()[^bb7, ^bb7] : () -> ()
^bb7:
  "foo.ret"() : () -> ()
}) : () -> ()
"foo.regions"() ({
^bb0:
}, {
^bb0(%arg0: i32):
}, {
}) : () -> ()
"foo.named"() ({
^entry(%a: i32):
  "foo.br"(%a)[^exit] : (i32) -> ()
^exit(%b: i32):
  "foo.nested"() ({
    "foo.br"()[^inner] : () -> ()
  ^inner:
    "foo.ret"() : () -> ()
  }) : () -> ()
  "foo.ret"(%b) : (i32) -> ()
}) : () -> ()
"foo.forward"() ({
  "foo.br"()[^later] : () -> ()
^later:
  "foo.br"()[^earlier] : () -> ()
^earlier:
  "foo.ret"() : () -> ()
}) : () -> ()
"foo.empty_entry_then_ops"() ({
^bb0:
  "foo.op"() : () -> ()
}) : () -> ()
"foo.two_regions"() ({
  "foo.a"() : () -> ()
}, {
  "foo.b"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "foo.f"
// CHECK-SAME: () ({
// CHECK-NEXT:     %[[C:.*]] = "foo.c"() : () -> i1
// CHECK-NEXT:     "foo.cbr"(%[[C]])[^bb3, ^bb3] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     "foo.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb2:  // no predecessors
// CHECK-NEXT:     "foo.br"()[^bb4, ^bb1, ^bb3] : () -> ()
// CHECK-NEXT:   ^bb3:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
// CHECK-NEXT:     "foo.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   ^bb5:  // pred: ^bb5
// CHECK-NEXT:     "foo.br"()[^bb5] : () -> ()
// CHECK-NEXT:   ^bb6:  // no predecessors
// CHECK-NEXT:     "foo.br"()[^bb7, ^bb7] : () -> ()
// CHECK-NEXT:   ^bb7:  // 2 preds: ^bb6, ^bb6
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-LABEL: "foo.regions"
// CHECK-SAME: () ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }) : () -> ()
// CHECK-LABEL: "foo.named"
// CHECK-SAME: () ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "foo.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.nested"() ({
// CHECK-NEXT:       "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       "foo.ret"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "foo.ret"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-LABEL: "foo.forward"
// CHECK-SAME: () ({
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-LABEL: "foo.empty_entry_then_ops"
// CHECK-SAME: () ({
// CHECK-NEXT:     "foo.op"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-LABEL: "foo.two_regions"
// CHECK-SAME: () ({
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:     "foo.b"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// CUSTOM-LABEL: "foo.f"
// CUSTOM-SAME: () ({
// CUSTOM-NEXT:     %0 = "foo.c"() : () -> i1
// CUSTOM-NEXT:     "foo.cbr"(%0)[^bb3, ^bb3] : (i1) -> ()
// CUSTOM-NEXT:   ^bb1:  // pred: ^bb2
// CUSTOM-NEXT:     "foo.br"()[^bb3] : () -> ()
// CUSTOM-NEXT:   ^bb2:  // no predecessors
// CUSTOM-NEXT:     "foo.br"()[^bb4, ^bb1, ^bb3] : () -> ()
// CUSTOM-NEXT:   ^bb3:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
// CUSTOM-NEXT:     "foo.br"()[^bb4] : () -> ()
// CUSTOM-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CUSTOM-NEXT:     "foo.ret"() : () -> ()
// CUSTOM-NEXT:   ^bb5:  // pred: ^bb5
// CUSTOM-NEXT:     "foo.br"()[^bb5] : () -> ()
// CUSTOM-NEXT:   ^bb6:  // no predecessors
// CUSTOM-NEXT:     "foo.br"()[^bb7, ^bb7] : () -> ()
// CUSTOM-NEXT:   ^bb7:  // 2 preds: ^bb6, ^bb6
// CUSTOM-NEXT:     "foo.ret"() : () -> ()
// CUSTOM-NEXT:   }) : () -> ()
// CUSTOM-LABEL: "foo.regions"
// CUSTOM-SAME: () ({
// CUSTOM-NEXT:   ^bb0:
// CUSTOM-NEXT:   }, {
// CUSTOM-NEXT:   ^bb0(%arg0: i32):
// CUSTOM-NEXT:   }, {
// CUSTOM-NEXT:   }) : () -> ()
// CUSTOM-LABEL: "foo.named"
// CUSTOM-SAME: () ({
// CUSTOM-NEXT:   ^bb0(%arg0: i32):
// CUSTOM-NEXT:     "foo.br"(%arg0)[^bb1] : (i32) -> ()
// CUSTOM-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CUSTOM-NEXT:     "foo.nested"() ({
// CUSTOM-NEXT:       "foo.br"()[^bb1] : () -> ()
// CUSTOM-NEXT:     ^bb1:  // pred: ^bb0
// CUSTOM-NEXT:       "foo.ret"() : () -> ()
// CUSTOM-NEXT:     }) : () -> ()
// CUSTOM-NEXT:     "foo.ret"(%0) : (i32) -> ()
// CUSTOM-NEXT:   }) : () -> ()
// CUSTOM-LABEL: "foo.forward"
// CUSTOM-SAME: () ({
// CUSTOM-NEXT:     "foo.br"()[^bb1] : () -> ()
// CUSTOM-NEXT:   ^bb1:  // pred: ^bb0
// CUSTOM-NEXT:     "foo.br"()[^bb2] : () -> ()
// CUSTOM-NEXT:   ^bb2:  // pred: ^bb1
// CUSTOM-NEXT:     "foo.ret"() : () -> ()
// CUSTOM-NEXT:   }) : () -> ()
// CUSTOM-LABEL: "foo.empty_entry_then_ops"
// CUSTOM-SAME: () ({
// CUSTOM-NEXT:     "foo.op"() : () -> ()
// CUSTOM-NEXT:   }) : () -> ()
// CUSTOM-LABEL: "foo.two_regions"
// CUSTOM-SAME: () ({
// CUSTOM-NEXT:     "foo.a"() : () -> ()
// CUSTOM-NEXT:   }, {
// CUSTOM-NEXT:     "foo.b"() : () -> ()
// CUSTOM-NEXT:   }) : () -> ()
// CUSTOM-NEXT: }

// SSA value names: generic form numbers uniquely across the file (one LIFO stack of regions, counters never reset); custom form restarts per region.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: terrace-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=CUSTOM
// RUN: %mlir-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=CUSTOM
// Input names are dropped. The whole output is checked; CHECK lines follow the input.
"foo.f"() ({
^bb0(%a: i32, %b: i32):
  %x = "foo.x"(%a) : (i32) -> i32
  "foo.r1"() ({
  ^bb0(%c: i32):
    %y = "foo.y"(%c) : (i32) -> i32
    "foo.r3"() ({
    ^bb0(%d: i32):
      %q = "foo.q"() : () -> i32
    }) : () -> ()
  }, {
  ^bb0(%e: i32):
    %z = "foo.z"(%e) : (i32) -> i32
  }) : () -> ()
  %m:3 = "foo.m"() : () -> (i32, i32, i32)
  "foo.r2"() ({
  ^bb0(%f: i32):
    %w = "foo.w"(%m#2) : (i32) -> i32
  }) : () -> ()
  "foo.br"(%m#1)[^bb1] : (i32) -> ()
^bb1(%g: i32, %h: i64):
  %v = "foo.v"(%g) : (i32) -> i32
  "foo.r4"() ({
  ^bb0(%i: i32):
    "foo.u"() : () -> ()
  }) : () -> ()
  "foo.br"()[^bb2] : () -> ()
^bb2:
  %t = "foo.t"() : () -> i32
}) : () -> ()
"foo.g"() ({
^bb0(%j: i32):
  %k = "foo.x"(%j) : (i32) -> i32
}) : () -> ()
"foo.top"() : () -> ()
%early = "foo.use_later"(%late) : (i64) -> i64
%late = "foo.def"() : () -> i64
%pair:2 = "foo.pair"() : () -> (i1, i2)
"foo.uses"(%pair#1, %pair#0, %early) : (i2, i1, i64) -> ()
"foo.loop"() ({
^bb0(%iv: index):
  "foo.br"(%iv)[^body] : (index) -> ()
^body(%x: index):
  "foo.in_non_entry"() ({
  ^bb0(%y: index):
    %s = "foo.sum"(%x, %y, %pair#0) : (index, index, i1) -> index
  }) : () -> ()
  "foo.br"(%x)[^body] : (index) -> ()
}) : () -> ()

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "foo.f"() ({
// GENERIC-NEXT:   ^bb0(%arg3: i32, %arg4: i32):
// GENERIC-NEXT:     %6 = "foo.x"(%arg3) : (i32) -> i32
// GENERIC-NEXT:     "foo.r1"() ({
// GENERIC-NEXT:     ^bb0(%arg8: i32):
// GENERIC-NEXT:       %14 = "foo.y"(%arg8) : (i32) -> i32
// GENERIC-NEXT:       "foo.r3"() ({
// GENERIC-NEXT:       ^bb0(%arg9: i32):
// GENERIC-NEXT:         %15 = "foo.q"() : () -> i32
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     ^bb0(%arg7: i32):
// GENERIC-NEXT:       %13 = "foo.z"(%arg7) : (i32) -> i32
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %7:3 = "foo.m"() : () -> (i32, i32, i32)
// GENERIC-NEXT:     "foo.r2"() ({
// GENERIC-NEXT:     ^bb0(%arg6: i32):
// GENERIC-NEXT:       %12 = "foo.w"(%7#2) : (i32) -> i32
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "foo.br"(%7#1)[^bb1] : (i32) -> ()
// GENERIC-NEXT:   ^bb1(%8: i32, %9: i64):  // pred: ^bb0
// GENERIC-NEXT:     %10 = "foo.v"(%8) : (i32) -> i32
// GENERIC-NEXT:     "foo.r4"() ({
// GENERIC-NEXT:     ^bb0(%arg5: i32):
// GENERIC-NEXT:       "foo.u"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "foo.br"()[^bb2] : () -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb1
// GENERIC-NEXT:     %11 = "foo.t"() : () -> i32
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "foo.g"() ({
// GENERIC-NEXT:   ^bb0(%arg2: i32):
// GENERIC-NEXT:     %5 = "foo.x"(%arg2) : (i32) -> i32
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "foo.top"() : () -> ()
// GENERIC-NEXT:   %0 = "foo.use_later"(%1) : (i64) -> i64
// GENERIC-NEXT:   %1 = "foo.def"() : () -> i64
// GENERIC-NEXT:   %2:2 = "foo.pair"() : () -> (i1, i2)
// GENERIC-NEXT:   "foo.uses"(%2#1, %2#0, %0) : (i2, i1, i64) -> ()
// GENERIC-NEXT:   "foo.loop"() ({
// GENERIC-NEXT:   ^bb0(%arg0: index):
// GENERIC-NEXT:     "foo.br"(%arg0)[^bb1] : (index) -> ()
// GENERIC-NEXT:   ^bb1(%3: index):  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:     "foo.in_non_entry"() ({
// GENERIC-NEXT:     ^bb0(%arg1: index):
// GENERIC-NEXT:       %4 = "foo.sum"(%3, %arg1, %2#0) : (index, index, i1) -> index
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "foo.br"(%3)[^bb1] : (index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CUSTOM:      module {
// CUSTOM-NEXT:   "foo.f"() ({
// CUSTOM-NEXT:   ^bb0(%arg0: i32, %arg1: i32):
// CUSTOM-NEXT:     %3 = "foo.x"(%arg0) : (i32) -> i32
// CUSTOM-NEXT:     "foo.r1"() ({
// CUSTOM-NEXT:     ^bb0(%arg2: i32):
// CUSTOM-NEXT:       %9 = "foo.y"(%arg2) : (i32) -> i32
// CUSTOM-NEXT:       "foo.r3"() ({
// CUSTOM-NEXT:       ^bb0(%arg3: i32):
// CUSTOM-NEXT:         %10 = "foo.q"() : () -> i32
// CUSTOM-NEXT:       }) : () -> ()
// CUSTOM-NEXT:     }, {
// CUSTOM-NEXT:     ^bb0(%arg2: i32):
// CUSTOM-NEXT:       %9 = "foo.z"(%arg2) : (i32) -> i32
// CUSTOM-NEXT:     }) : () -> ()
// CUSTOM-NEXT:     %4:3 = "foo.m"() : () -> (i32, i32, i32)
// CUSTOM-NEXT:     "foo.r2"() ({
// CUSTOM-NEXT:     ^bb0(%arg2: i32):
// CUSTOM-NEXT:       %9 = "foo.w"(%4#2) : (i32) -> i32
// CUSTOM-NEXT:     }) : () -> ()
// CUSTOM-NEXT:     "foo.br"(%4#1)[^bb1] : (i32) -> ()
// CUSTOM-NEXT:   ^bb1(%5: i32, %6: i64):  // pred: ^bb0
// CUSTOM-NEXT:     %7 = "foo.v"(%5) : (i32) -> i32
// CUSTOM-NEXT:     "foo.r4"() ({
// CUSTOM-NEXT:     ^bb0(%arg2: i32):
// CUSTOM-NEXT:       "foo.u"() : () -> ()
// CUSTOM-NEXT:     }) : () -> ()
// CUSTOM-NEXT:     "foo.br"()[^bb2] : () -> ()
// CUSTOM-NEXT:   ^bb2:  // pred: ^bb1
// CUSTOM-NEXT:     %8 = "foo.t"() : () -> i32
// CUSTOM-NEXT:   }) : () -> ()
// CUSTOM-NEXT:   "foo.g"() ({
// CUSTOM-NEXT:   ^bb0(%arg0: i32):
// CUSTOM-NEXT:     %3 = "foo.x"(%arg0) : (i32) -> i32
// CUSTOM-NEXT:   }) : () -> ()
// CUSTOM-NEXT:   "foo.top"() : () -> ()
// CUSTOM-NEXT:   %0 = "foo.use_later"(%1) : (i64) -> i64
// CUSTOM-NEXT:   %1 = "foo.def"() : () -> i64
// CUSTOM-NEXT:   %2:2 = "foo.pair"() : () -> (i1, i2)
// CUSTOM-NEXT:   "foo.uses"(%2#1, %2#0, %0) : (i2, i1, i64) -> ()
// CUSTOM-NEXT:   "foo.loop"() ({
// CUSTOM-NEXT:   ^bb0(%arg0: index):
// CUSTOM-NEXT:     "foo.br"(%arg0)[^bb1] : (index) -> ()
// CUSTOM-NEXT:   ^bb1(%3: index):  // 2 preds: ^bb0, ^bb1
// CUSTOM-NEXT:     "foo.in_non_entry"() ({
// CUSTOM-NEXT:     ^bb0(%arg1: index):
// CUSTOM-NEXT:       %4 = "foo.sum"(%3, %arg1, %2#0) : (index, index, i1) -> index
// CUSTOM-NEXT:     }) : () -> ()
// CUSTOM-NEXT:     "foo.br"(%3)[^bb1] : (index) -> ()
// CUSTOM-NEXT:   }) : () -> ()
// CUSTOM-NEXT: }

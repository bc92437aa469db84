// --split-input-file: each chunk is its own module with its own aliases, SSA and distinct numbering; outputs are joined by the marker line.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s --check-prefix=CUSTOM
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s --check-prefix=CUSTOM
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --split-input-file %s | FileCheck %s --check-prefix=DEBUG
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --split-input-file %s | FileCheck %s --check-prefix=DEBUG

// Chunk 1: the implicit module is located at <file>:0:0; op locations use whole-file lines.
// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.a"() {m = #map} : () -> i32
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CUSTOM:      #map = affine_map<(d0) -> (d0 + 1)>
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   %0 = "foo.a"() {m = #map} : () -> i32
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: {{//}} -----
// DEBUG:      "builtin.module"() ({
// DEBUG-NEXT:   %0 = "foo.a"() {m = #map} : () -> i32 loc(#loc1)
// DEBUG-NEXT: }) : () -> () loc(#loc)
// DEBUG-NEXT: #loc = loc("{{.*}}split-input-file.mlir":0:0)
// DEBUG-NEXT: #loc1 = loc("{{.*}}split-input-file.mlir":[[@LINE+2]]:6)
// DEBUG-EMPTY:
%a = "foo.a"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> i32

// -----

// Chunk 2: alias, SSA and distinct numbering restart.
// CHECK-NEXT: #distinct = distinct[0]<1 : i32>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.b"() {d = #distinct, e = distinct[1]<>, m = #map} : () -> i32
// CHECK-NEXT:   "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// DEBUG:        %0 = "foo.b"() {d = #distinct, e = distinct[1]<>, m = #map} : () -> i32 loc(#loc1)
// DEBUG:      #loc1 = loc("{{.*}}split-input-file.mlir":[[@LINE+1]]:6)
%b = "foo.b"() {m = affine_map<(d0) -> (d0 + 2)>, d = distinct[7]<1 : i32>, e = distinct[9]<>} : () -> i32
"foo.use"(%b) : (i32) -> ()

// -----
// -----

// An empty chunk, or one with only comments, is an empty module (its entry
// block is labelled). A marker may be indented.
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----

  // -----

// An explicit module is kept as it is; `//-----` is an ordinary comment, not a marker.
// CHECK-NEXT: "builtin.module"() <{sym_name = "explicit"}> ({
// CHECK-NEXT:   "foo.c"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CUSTOM:      module @explicit {
// CUSTOM-NEXT:   "foo.c"() : () -> ()
// CUSTOM-NEXT: }
module @explicit {
  //-----
  "foo.c"() : () -> ()
}

// -----

// The last chunk ends the output with the usual empty line.
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.last"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NOT: {{.}}
"foo.last"() : () -> ()

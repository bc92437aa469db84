// --split-input-file with a bad chunk: the error is reported with whole-file line numbers, the other chunks are still printed, the exit status is non-zero.
// RUN: not terrace-opt --allow-unregistered-dialect --split-input-file %s 2>%t.terrace.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.terrace.err
// RUN: not %mlir-opt --allow-unregistered-dialect --split-input-file %s 2>%t.mlir.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.mlir.err

// CHECK:      module {
// CHECK-NEXT:   "foo.first"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
"foo.first"() : () -> ()

// -----

// The bad chunk prints nothing, not even a module.
// CHECK-NEXT: {{//}} -----
// ERR: split-input-file-errors.mlir:[[@LINE+4]]:22: error: expected non-function type
// ERR-NEXT: "foo.bad"() : () -> (
// ERR-NEXT: {{^                     \^$}}
// ERR-NOT: error
"foo.bad"() : () -> (

// -----

// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.after"() : () -> ()
// CHECK-NEXT: }
"foo.after"() : () -> ()

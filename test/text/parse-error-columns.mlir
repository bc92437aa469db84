// Where a parse error points, to the column, as mlir-opt 22 points (the
// CHECK lines are mlir-opt's output): a distinct id given two different
// referenced attributes is reported at the second `distinct`, naming the
// first definition's attribute; a vector type is checked once its `>` is
// read, so a missing `>` comes first, and a zero size names every size.
// RUN: not terrace-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

"foo.a"() {v = distinct[0]<1 : i32>, w = distinct[0]<2 : i32>} : () -> ()
// CHECK: parse-error-columns.mlir:9:42: error: referenced attribute does not match previous definition: 1 : i32

// -----

"foo.a"() {v = vector<2x0xf32>} : () -> ()
// CHECK: parse-error-columns.mlir:14:16: error: vector types must have positive constant sizes but got 2, 0

// -----

"foo.a"() {v = vector<0xf32 : () -> ()
// CHECK: parse-error-columns.mlir:19:28: error: expected '>' in vector type

// -----

"foo.a"() {v = vector<0xtensor<2xf32>>} : () -> ()
// CHECK: parse-error-columns.mlir:24:16: error: failed to verify 'elementType': VectorElementTypeInterface instance

// -----

// A range starts at a column: after a bare line the `)` is expected.
"foo.a"() : () -> () loc("r.py":12 to :4)
// CHECK: parse-error-columns.mlir:30:35: error: expected ')' in location

// -----

"foo.a"() {v = distinct[ [0]<1 : i32>} : () -> ()
// CHECK: parse-error-columns.mlir:35:25: error: expected distinct ID

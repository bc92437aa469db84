// Affine arithmetic at the edges of int64: no overflow UB, and the wrapped
// results mlir-opt prints (the division case, on which mlir-opt traps, is in
// affine-overflow-division.mlir).
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s
// The printed INT64_MIN reads back (mlir-opt cannot read its own print here):
// RUN: terrace-opt --allow-unregistered-dialect %s | terrace-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s

// CHECK: b = affine_map<(d0) -> (9223372036854775806)>
// CHECK-SAME: c = affine_map<(d0) -> (d0 * -9223372036854775808)>
// CHECK-SAME: d = affine_map<(d0) -> (d0 - -9223372036854775808)>
"foo.a"() {b = affine_map<(d0) -> (9223372036854775806 mod 9223372036854775807)>, c = affine_map<(d0) -> (d0 * 4611686018427387904 * 2)>, d = affine_map<(d0) -> (d0 + 9223372036854775807 + 1)>} : () -> ()

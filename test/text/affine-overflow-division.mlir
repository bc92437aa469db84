// INT64_MIN floordiv -1 would overflow: terrace leaves the division
// unfolded instead of trapping. mlir-opt 22 traps on this input, so only
// terrace-opt runs here.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect %s | terrace-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s

// CHECK: a = affine_map<(d0) -> ((d0 * -9223372036854775808) floordiv -1)>
"foo.a"() {a = affine_map<(d0) -> ((d0 * (-9223372036854775807 - 1)) floordiv -1)>} : () -> ()

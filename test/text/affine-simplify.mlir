// MLIR 22's construction-time simplifications of affine expressions: mod and
// floordiv by known divisors, x - (x floordiv q) * q, re-association of sums,
// negative divisors, and the ordering of leaf operands.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s

// CHECK-LABEL: "foo.a1"()
// CHECK-SAME: {m = affine_map<(d0) -> (d0 mod 4)>}
"foo.a1"() {m = affine_map<(d0) -> (d0 - d0 floordiv 4 * 4)>} : () -> ()

// CHECK-LABEL: "foo.a2"()
// CHECK-SAME: {m = affine_map<(d0)[s0] -> (d0 mod s0)>}
"foo.a2"() {m = affine_map<(d0)[s0] -> (d0 - (d0 floordiv s0) * s0)>} : () -> ()

// CHECK-LABEL: "foo.a3"()
// CHECK-SAME: {m = affine_map<(d0, d1) -> (d0 + d1 mod 4)>}
"foo.a3"() {m = affine_map<(d0, d1) -> ((d0 + d1) - (d1 floordiv 4) * 4)>} : () -> ()

// CHECK-LABEL: "foo.a4"()
// CHECK-SAME: {m = affine_map<(d0, d1)[s0] -> (d1 + -(d0 floordiv s0) + s0)>}
"foo.a4"() {m = affine_map<(d0, d1)[s0] -> (d1 + s0 - d0 floordiv s0)>} : () -> ()

// CHECK-LABEL: "foo.a5"()
// CHECK-SAME: {m = affine_map<(d0, d1)[s0] -> (d1 + -(d0 floordiv 2) + s0 * 2)>}
"foo.a5"() {m = affine_map<(d0, d1)[s0] -> (d1 + s0 * 2 - d0 floordiv 2)>} : () -> ()

// CHECK-LABEL: "foo.a6"()
// CHECK-SAME: {m = affine_map<(d0, d1) -> (d0 + d1 floordiv 4)>}
"foo.a6"() {m = affine_map<(d0, d1) -> ((d0 * 4 + d1) floordiv 4)>} : () -> ()

// CHECK-LABEL: "foo.a7"()
// CHECK-SAME: {m = affine_map<(d0, d1) -> (d0)>}
"foo.a7"() {m = affine_map<(d0, d1) -> ((d0 * 4 + 2) floordiv 4)>} : () -> ()

// CHECK-LABEL: "foo.a8"()
// CHECK-SAME: {m = affine_map<(d0, d1)[s0, s1] -> (s1 floordiv 8 + 1)>}
"foo.a8"() {m = affine_map<(d0, d1)[s0, s1] -> ((s1 + 8) floordiv 8)>} : () -> ()

// CHECK-LABEL: "foo.a9"()
// CHECK-SAME: {m = affine_map<(d0, d1, d2)[s0] -> (((d2 + s0) * s0) floordiv 6 - 1)>}
"foo.a9"() {m = affine_map<(d0, d1, d2)[s0] -> (((d2 + s0) * s0 - 6) floordiv 6)>} : () -> ()

// CHECK-LABEL: "foo.a10"()
// CHECK-SAME: {m = affine_map<(d0, d1) -> (0)>}
"foo.a10"() {m = affine_map<(d0, d1) -> ((d0 * 4 + d1 * 8) mod 4)>} : () -> ()

// CHECK-LABEL: "foo.a11"()
// CHECK-SAME: {m = affine_map<(d0, d1) -> (d1 mod 4)>}
"foo.a11"() {m = affine_map<(d0, d1) -> ((d0 * 4 + d1) mod 4)>} : () -> ()

// CHECK-LABEL: "foo.a12"()
// CHECK-SAME: {m = affine_map<(d0, d1) -> (d0 mod 4)>}
"foo.a12"() {m = affine_map<(d0, d1) -> ((d0 + d1 * 4) mod 4)>} : () -> ()

// CHECK-LABEL: "foo.a13"()
// CHECK-SAME: {m = affine_map<(d0)[s0, s1] -> (s1 mod 5)>}
"foo.a13"() {m = affine_map<(d0)[s0, s1] -> ((s1 + 5) mod 5)>} : () -> ()

// CHECK-LABEL: "foo.a14"()
// CHECK-SAME: {m = affine_map<(d0) -> (d0 mod 2)>}
"foo.a14"() {m = affine_map<(d0) -> (d0 mod 4 mod 2)>} : () -> ()

// CHECK-LABEL: "foo.a15"()
// CHECK-SAME: {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d2 * s1) mod 4)>}
"foo.a15"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (((d2 * s1) mod 8) mod 4)>} : () -> ()

// CHECK-LABEL: "foo.a16"()
// CHECK-SAME: {m = affine_map<(d0, d1, d2) -> (d1 + d2 + d0)>}
"foo.a16"() {m = affine_map<(d0, d1, d2) -> (d2 + d1 + d0)>} : () -> ()

// CHECK-LABEL: "foo.a17"()
// CHECK-SAME: {m = affine_map<(d0, d1, d2, d3) -> (d2 + d3 + d1 + d0)>}
"foo.a17"() {m = affine_map<(d0, d1, d2, d3) -> (d3 + d2 + d1 + d0)>} : () -> ()

// CHECK-LABEL: "foo.a18"()
// CHECK-SAME: {m = affine_map<(d0, d1, d2) -> (d0 + d2 + d1)>}
"foo.a18"() {m = affine_map<(d0, d1, d2) -> (d0 + d2 + d1)>} : () -> ()

// CHECK-LABEL: "foo.a19"()
// CHECK-SAME: {m = affine_map<(d0, d1) -> (d0 + d1 + 1)>}
"foo.a19"() {m = affine_map<(d0, d1) -> (d1 + 1 + d0)>} : () -> ()

// CHECK-LABEL: "foo.a20"()
// CHECK-SAME: {m = affine_map<(d0)[s0] -> (d0 + s0 + 3)>}
"foo.a20"() {m = affine_map<(d0)[s0] -> (s0 + 3 + d0)>} : () -> ()

// CHECK-LABEL: "foo.a21"()
// CHECK-SAME: {m = affine_map<(d0)[s0, s1] -> ((s0 * s1) * 2)>}
"foo.a21"() {m = affine_map<(d0)[s0, s1] -> (s1 * s0 * 2)>} : () -> ()

// CHECK-LABEL: "foo.a22"()
// CHECK-SAME: {m = affine_map<(d0)[s0] -> (d0 * (s0 * 2))>}
"foo.a22"() {m = affine_map<(d0)[s0] -> (s0 * 2 * d0)>} : () -> ()

// CHECK-LABEL: "foo.a23"()
// CHECK-SAME: {m = affine_map<(d0, d1, d2)[s0] -> (d2 floordiv -1 + -d1 + s0)>}
"foo.a23"() {m = affine_map<(d0, d1, d2)[s0] -> ((d2 - (s0 - d1)) floordiv -1)>} : () -> ()

// CHECK-LABEL: "foo.a24"()
// CHECK-SAME: {m = affine_map<(d0, d1)[s0] -> ((d0 + s0) * -2 + s0)>}
"foo.a24"() {m = affine_map<(d0, d1)[s0] -> (s0 - (d0 + s0) * 2)>} : () -> ()

// CHECK-LABEL: "foo.a25"()
// CHECK-SAME: {m = affine_map<(d0, d1) -> (d1 - (d0 + d1) * 2)>}
"foo.a25"() {m = affine_map<(d0, d1) -> (d1 - (d0 + d1) * 2)>} : () -> ()

// CHECK-LABEL: "foo.a26"()
// CHECK-SAME: {m = affine_map<(d0) -> (d0 * 3 + 3)>}
"foo.a26"() {m = affine_map<(d0) -> (3 + d0 * 2 + d0)>} : () -> ()

// CHECK-LABEL: "foo.a27"()
// CHECK-SAME: {m = affine_map<(d0) -> (d0 - 1)>}
"foo.a27"() {m = affine_map<(d0) -> (d0 * 2 - 1 - d0)>} : () -> ()

// CHECK-LABEL: "foo.a28"()
// CHECK-SAME: {m = affine_map<(d0, d1)[s0] -> (d0 + s0 - d1)>}
"foo.a28"() {m = affine_map<(d0, d1)[s0] -> (d0 + s0 - d1)>} : () -> ()

// CHECK-LABEL: "foo.a29"()
// CHECK-SAME: {m = affine_map<(d0)[s0] -> (-4)>}
"foo.a29"() {m = affine_map<(d0)[s0] -> (7 floordiv -2)>} : () -> ()

// CHECK-LABEL: "foo.a30"()
// CHECK-SAME: {m = affine_map<(d0)[s0] -> (d0 * -3)>}
"foo.a30"() {m = affine_map<(d0)[s0] -> ((d0 * 6) floordiv -2)>} : () -> ()

// CHECK-LABEL: "foo.a31"()
// CHECK-SAME: {m = affine_map<(d0)[s0] -> (d0 mod -3)>}
"foo.a31"() {m = affine_map<(d0)[s0] -> (d0 mod -3)>} : () -> ()

// CHECK-LABEL: "foo.a32"()
// CHECK-SAME: {m = affine_map<(d0)[s0] -> (0)>}
"foo.a32"() {m = affine_map<(d0)[s0] -> ((s0 mod 1) ceildiv -2)>} : () -> ()

// CHECK-LABEL: "foo.a33"()
// CHECK-SAME: {m = affine_map<(d0)[s0] -> (-5)>}
"foo.a33"() {m = affine_map<(d0)[s0] -> (5 ceildiv -1)>} : () -> ()


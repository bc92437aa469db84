// dense_resource attributes and the `{-# #-}` block: unused blobs dropped, reference order, quoted keys, external resources.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Blobs are printed in the order of their first reference while printing (the
// attribute dictionary is sorted first); the unused blob is dropped; the
// alignment read in is kept; hex is printed uppercase.
// CHECK-LABEL: "foo.a"()
// CHECK-SAME: {a = dense_resource<"weird name"> : tensor<1xi8>, z = dense_resource<blob2> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: "foo.b"()
// CHECK-SAME: {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<missing> : tensor<2xi32>, c = dense_resource<__elided__> : tensor<3xf32>, d = dense_resource<blob2> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       "weird name": "0x0100000007",
// CHECK-NEXT:       blob2: "0x0100000005",
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     foo: {
// CHECK-NEXT:       x: true,
// CHECK-NEXT:       z: "0x08000000AABB",
// CHECK-NEXT:       w: "plain"
// CHECK-NEXT:     },
// CHECK-NEXT:     bar: {
// CHECK-NEXT:       q: false
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
"foo.a"() {z = dense_resource<blob2> : tensor<1xi8>, a = dense_resource<"weird name"> : tensor<1xi8>} : () -> ()
"foo.b"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<missing> : tensor<2xi32>, c = dense_resource<__elided__> : tensor<3xf32>, d = dense_resource<blob2> : tensor<1xi8>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      unused: "0x0400000001000000",
      blob1: "0x040000000100000002000000",
      blob2: "0x0100000005",
      "weird name": "0x0100000007"
    }
  },
  external_resources: {
    foo: {
      x: true,
      z: "0x08000000AABB",
      w: "plain"
    },
    bar: {
      q: false
    }
  }
#-}

// -----

// Reference order follows the printer: an aliased attribute (printed at the
// top) refers first, then nested regions before the op's own attributes.
// CHECK: #distinct = distinct[0]<dense_resource<b2> : tensor<2xi8>>
// CHECK-LABEL: "foo.outer"()
// CHECK-NEXT: "foo.in"() {r = dense_resource<b3> : tensor<2xi8>} : () -> ()
// CHECK-NEXT: }) {r = dense_resource<b1> : tensor<2xi8>, s = #distinct} : () -> ()
// CHECK:      dialect_resources: {
// CHECK-NEXT:   builtin: {
// CHECK-NEXT:     b2: "0x02000000ABCD",
// CHECK-NEXT:     b3: "0x10000000FFFF",
// CHECK-NEXT:     b1: "0x01000000ABCD"
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: #-}
"foo.outer"() ({
  "foo.in"() {r = dense_resource<b3> : tensor<2xi8>} : () -> ()
}) {r = dense_resource<b1> : tensor<2xi8>, s = distinct[0]<dense_resource<b2> : tensor<2xi8>>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      b1: "0x01000000abcd",
      b2: "0x02000000aBcD",
      b3: "0x10000000ffff",
      "b\"4": "0x0100000000"
    }
  }
#-}

// -----

// Only unused blobs: no resource block at all (not even the blank line).
// CHECK-LABEL: "foo.unused"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
"foo.unused"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
      dead: "0x0100000001"
    }
  }
#-}

// -----

// External resources are kept whether used or not, in input order.
// CHECK-LABEL: "foo.ext_only"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     zeta: {
// CHECK-NEXT:       b: false,
// CHECK-NEXT:       a: "0X01000000"
// CHECK-NEXT:     },
// CHECK-NEXT:     alpha: {
// CHECK-NEXT:       k: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
// CHECK-NOT: {{.}}
"foo.ext_only"() : () -> ()
{-#
  external_resources: {
    zeta: {
      b: false,
      a: "0X01000000"
    },
    alpha: {
      k: true
    }
  }
#-}

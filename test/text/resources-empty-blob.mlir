// An empty blob prints with alignment 0, and that output reads back (a
// fuzzer finding: terrace-opt used to reject its own output here).
// RUN: terrace-opt --allow-unregistered-dialect %s | terrace-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect %s | %mlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: "foo.a"() {v = dense_resource<e> : tensor<0xi8>} : () -> ()
// CHECK:      e: "0x00000000"
"foo.a"() {v = dense_resource<e> : tensor<0xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      e: "0x04000000"
    }
  }
#-}

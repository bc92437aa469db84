// --mlir-elide-elementsattrs-if-larger=N prints elements attributes with
// more than N elements as dense_resource<__elided__> (splats stay, and so
// do dense_resource references); --mlir-elide-resource-strings-if-larger=N
// leaves blobs whose hex text is longer than N out of the resource section.
// Same text as mlir-opt.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 %s | FileCheck %s --check-prefix=ELEMENTS
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 %s | FileCheck %s --check-prefix=ELEMENTS
// RUN: terrace-opt --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=20 %s | FileCheck %s --check-prefix=BLOBS
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=20 %s | FileCheck %s --check-prefix=BLOBS
// RUN: terrace-opt --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=2 %s | FileCheck %s --check-prefix=NOBLOBS
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=2 %s | FileCheck %s --check-prefix=NOBLOBS

// ELEMENTS:      arith.constant dense_resource<__elided__> : tensor<4xi32>
// ELEMENTS-NEXT: arith.constant dense<7> : tensor<8xi32>
// ELEMENTS-NEXT: arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// ELEMENTS-NEXT: arith.constant dense_resource<__elided__> : tensor<8xi8>
// ELEMENTS-NEXT: arith.constant dense_resource<blob1> : tensor<2xi32>
// ELEMENTS-NEXT: arith.constant dense_resource<blob2> : tensor<1xi32>
// ELEMENTS-NEXT: "test.s"() {s = dense_resource<__elided__> : tensor<3x!foo.str>, sp = sparse<{{\[\[}}0], [1]], [5, 6]> : tensor<4xi32>} : () -> ()
// ELEMENTS:      blob1: "0x040000000100000002000000",
// ELEMENTS-NEXT: blob2: "0x0400000003000000"

// BLOBS:      arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// BLOBS:      {-#
// BLOBS-NEXT:   dialect_resources: {
// BLOBS-NEXT:     builtin: {
// BLOBS-NEXT:       blob2: "0x0400000003000000"
// BLOBS-NEXT:     }
// BLOBS-NEXT:   }
// BLOBS-NEXT: #-}

// NOBLOBS:      {-#
// NOBLOBS-EMPTY:
// NOBLOBS-NEXT: #-}

func.func @f() -> tensor<4xi32> {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = arith.constant dense<7> : tensor<8xi32>
  %2 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %3 = arith.constant dense<"0x0102030405060708"> : tensor<8xi8>
  %4 = arith.constant dense_resource<blob1> : tensor<2xi32>
  %5 = arith.constant dense_resource<blob2> : tensor<1xi32>
  "test.s"() {s = dense<["a", "b", "c"]> : tensor<3x!foo.str>, sp = sparse<[[0], [1]], [5, 6]> : tensor<4xi32>} : () -> ()
  return %0 : tensor<4xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob2: "0x0400000003000000"
    }
  }
#-}

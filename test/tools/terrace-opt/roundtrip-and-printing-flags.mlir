// --verify-roundtrip, --mlir-print-elementsattrs-with-hex-if-larger and
// --mlir-disable-diagnostic-notes, as mlir-opt 22 has them.
//
// The round trip passes on valid IR and prints it as without the flag.
// RUN: terrace-opt --verify-roundtrip %s | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: %mlir-opt --verify-roundtrip %s | FileCheck %s --check-prefix=ROUNDTRIP
// ROUNDTRIP: %cst = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
//
// Non-splat dense elements past the limit print as hex; -1 never does.
// RUN: terrace-opt --mlir-print-elementsattrs-with-hex-if-larger=2 %s | FileCheck %s --check-prefix=HEX
// RUN: %mlir-opt --mlir-print-elementsattrs-with-hex-if-larger=2 %s | FileCheck %s --check-prefix=HEX
// HEX: %cst = arith.constant dense<"0x010000000200000003000000"> : tensor<3xi32>
// HEX: %cst_0 = arith.constant dense<"0x05"> : tensor<3xi1>
// HEX: %cst_1 = arith.constant dense<7> : tensor<3xi32>
// HEX: %cst_2 = arith.constant dense<[1, 2]> : tensor<2xi8>
// RUN: terrace-opt --mlir-print-elementsattrs-with-hex-if-larger=-1 %S/Inputs/large-constant.mlir | FileCheck %s --check-prefix=NEVER
// RUN: %mlir-opt --mlir-print-elementsattrs-with-hex-if-larger=-1 %S/Inputs/large-constant.mlir | FileCheck %s --check-prefix=NEVER
// NEVER: dense<[0, 1, 2, 3,
// RUN: terrace-opt %S/Inputs/large-constant.mlir | FileCheck %s --check-prefix=DEFAULT
// RUN: %mlir-opt %S/Inputs/large-constant.mlir | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: dense<"0x0000000001000000

func.func @f() -> (tensor<3xi32>, tensor<3xi1>, tensor<3xi32>, tensor<2xi8>) {
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %c = arith.constant dense<7> : tensor<3xi32>
  %d = arith.constant dense<[1, 2]> : tensor<2xi8>
  return %a, %b, %c, %d : tensor<3xi32>, tensor<3xi1>, tensor<3xi32>, tensor<2xi8>
}

// subi(subi(a, b), a) on a tensor of dynamic shape: MLIR 22 rewrites it
// to 0 - b with `dense<0> : tensor<?xi32>`, a constant no parser accepts
// (an elements literal needs a static shape). Terrace keeps the op.
// RUN: terrace-opt --canonicalize %s | FileCheck %s
// RUN: %mlir-opt --canonicalize %s | not %mlir-opt 2>&1 | FileCheck %s --check-prefix=MLIR

func.func @dynamic(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %0 = arith.subi %a, %b : tensor<?xi32>
  %1 = arith.subi %0, %a : tensor<?xi32>
  return %1 : tensor<?xi32>
}
// CHECK-LABEL: func.func @dynamic
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : tensor<?xi32>
// CHECK-NEXT: %1 = arith.subi %0, %arg0 : tensor<?xi32>
// CHECK-NEXT: return %1 : tensor<?xi32>
// MLIR: error: elements literal type must have static shape

// convert-onnx-to-linalg on DFT and MelWeightMatrix. DFT: the sums of
// the definition in one generic over the output (its last dimension the
// real and imaginary parts) with a reduction over the points, in f64.
// Point n of bin k turns by -2 pi ((k n) mod 4) / 4; a real input has no
// imaginary part (0).
// RUN: terrace-opt --onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt > /dev/null

// CHECK-LABEL: func.func @dft
// CHECK-DAG: %[[L:.+]] = arith.constant 4.000000e+00 : f64
// CHECK-DAG: %[[TURN:.+]] = arith.constant -6.2831853071795862 : f64
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f64
// CHECK-DAG: %[[FOUR:.+]] = arith.constant 4 : index
// CHECK: %[[POINTS:.+]] = tensor.empty() : tensor<4xf64>
// CHECK: %[[SUMS:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[POINTS]] : tensor<4xf64>) outs(%{{.+}} : tensor<1x4x2xf64>)
// CHECK: ^bb0(%{{.+}}: f64, %[[ACC:.+]]: f64):
// CHECK: %[[N:.+]] = linalg.index 3 : index
// CHECK: %[[K:.+]] = linalg.index 1 : index
// CHECK: %[[KN:.+]] = arith.muli %[[K]], %[[N]] : index
// CHECK: %[[MOD:.+]] = arith.remsi %[[KN]], %[[FOUR]] : index
// CHECK: %[[T:.+]] = arith.sitofp %{{.+}} : i64 to f64
// CHECK: %[[A:.+]] = arith.mulf %[[T]], %[[TURN]] : f64
// CHECK: %[[ANGLE:.+]] = arith.divf %[[A]], %[[L]] : f64
// CHECK: %[[COS:.+]] = math.cos %[[ANGLE]] : f64
// CHECK: %[[SIN:.+]] = math.sin %[[ANGLE]] : f64
// CHECK: %[[X:.+]] = tensor.extract %arg0[%c0, %[[N]], %c0] : tensor<1x4x1xf32>
// CHECK: %[[XD:.+]] = arith.extf %[[X]] : f32 to f64
// CHECK: %[[RC:.+]] = arith.mulf %[[XD]], %[[COS]] : f64
// CHECK: %[[IS:.+]] = arith.mulf %[[SIN]], %[[ZERO]] : f64
// CHECK: %[[RE:.+]] = arith.subf %[[RC]], %[[IS]] : f64
// CHECK: %[[RS:.+]] = arith.mulf %[[XD]], %[[SIN]] : f64
// CHECK: %[[IC:.+]] = arith.mulf %[[COS]], %[[ZERO]] : f64
// CHECK: %[[IM:.+]] = arith.addf %[[RS]], %[[IC]] : f64
// CHECK: %[[PART:.+]] = linalg.index 2 : index
// CHECK: %[[ISREAL:.+]] = arith.cmpi eq, %[[PART]], %c0 : index
// CHECK: %[[TERM:.+]] = arith.select %[[ISREAL]], %[[RE]], %[[IM]] : f64
// CHECK: arith.addf %[[ACC]], %[[TERM]] : f64
// CHECK: linalg.generic {{.*}} ins(%[[SUMS]] : tensor<1x4x2xf64>)
// CHECK: arith.truncf %{{.+}} : f64 to f32
func.func @dft(%x: tensor<1x4x1xf32>) -> tensor<1x4x2xf32> {
  %0 = "onnx.DFT"(%x) : (tensor<1x4x1xf32>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}

// MelWeightMatrix: each weight (bin j, mel bin i) from the edges i, i + 1
// and i + 2: mel-spaced (2595 log10(1 + hz / 700)), back in Hertz
// (700 (10^(m / 2595) - 1)), as DFT bins (floor); a rising ramp up to the
// center, a falling one after it.
// CHECK-LABEL: func.func @mel
// CHECK-COUNT-2: math.log10
// CHECK: linalg.generic
// CHECK-COUNT-3: math.powf
// CHECK: math.floor
// CHECK: arith.select
func.func @mel(%n: tensor<i32>, %l: tensor<i32>, %r: tensor<i32>, %lo: tensor<f32>, %hi: tensor<f32>) -> tensor<5x4xf32> {
  %0 = "onnx.MelWeightMatrix"(%n, %l, %r, %lo, %hi) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// convert-onnx-to-linalg on ONNX's unsigned integers and quantized ops.
// arith computes on signless integers only: an unsigned operand is
// bitcast to the signless type of its width, the op computes with the
// unsigned forms (divui, maxui, cmpi ult, uitofp, extui, fptoui) and its
// result is bitcast back; between two lowered ops the bitcasts cancel.
// RUN: terrace-opt --onnx-to-linalg %s | FileCheck %s
// RUN: terrace-opt --onnx-to-linalg %s --mlir-print-op-generic | %mlir-opt > /dev/null

// The maps: elementwise and per-axis (QuantizeLinear), matrices and a
// scalar zero point (MatMulInteger), a strided window (MaxPool).
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[AXIS:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[AMAP:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[BMAP:.+]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[SCALAR:.+]] = affine_map<(d0, d1, d2) -> ()>
// CHECK-DAG: #[[CMAP:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + d3)>

// CHECK-LABEL: func.func @div_max
// CHECK-DAG: %[[X:.+]] = tensor.bitcast %arg0 : tensor<3xui8> to tensor<3xi8>
// CHECK-DAG: %[[Y:.+]] = tensor.bitcast %arg1 : tensor<3xui8> to tensor<3xi8>
// CHECK: %[[Q:.+]] = linalg.generic {{.*}} ins(%[[X]], %[[Y]] : tensor<3xi8>, tensor<3xi8>)
// CHECK: arith.divui %{{.+}}, %{{.+}} : i8
// No bitcast between the two ops: Max reads Div's i8 result directly.
// CHECK-NOT: tensor.bitcast %[[Q]]
// CHECK: %[[M:.+]] = linalg.generic {{.*}} ins(%[[Q]], %{{.+}} : tensor<3xi8>, tensor<3xi8>)
// CHECK: arith.maxui %{{.+}}, %{{.+}} : i8
// CHECK: %[[R:.+]] = tensor.bitcast %[[M]] : tensor<3xi8> to tensor<3xui8>
// CHECK: return %[[R]] : tensor<3xui8>
func.func @div_max(%x: tensor<3xui8>, %y: tensor<3xui8>) -> tensor<3xui8> {
  %0 = "onnx.Div"(%x, %y) : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xui8>
  %1 = "onnx.Max"(%0, %y) : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xui8>
  return %1 : tensor<3xui8>
}

// CHECK-LABEL: func.func @less
// CHECK: arith.cmpi ult, %{{.+}}, %{{.+}} : i8
func.func @less(%x: tensor<3xui8>, %y: tensor<3xui8>) -> tensor<3xi1> {
  %0 = "onnx.Less"(%x, %y) : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// Each side of a Cast is read as its own type says: from ui8, widened
// with zeros; from i8 to ui16, with its sign.
// CHECK-LABEL: func.func @casts
// CHECK: arith.uitofp %{{.+}} : i8 to f32
// CHECK: arith.extui %{{.+}} : i8 to i32
// CHECK: arith.extsi %{{.+}} : i8 to i16
// CHECK: arith.fptoui %{{.+}} : f32 to i8
func.func @casts(%x: tensor<3xui8>, %s: tensor<3xi8>, %f: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xi32>, tensor<3xui16>, tensor<3xui8>) {
  %0 = "onnx.Cast"(%x) <{to = 1 : si64}> : (tensor<3xui8>) -> tensor<3xf32>
  %1 = "onnx.Cast"(%x) <{to = 6 : si64}> : (tensor<3xui8>) -> tensor<3xi32>
  %2 = "onnx.Cast"(%s) <{to = 4 : si64}> : (tensor<3xi8>) -> tensor<3xui16>
  %3 = "onnx.Cast"(%f) <{to = 2 : si64}> : (tensor<3xf32>) -> tensor<3xui8>
  return %0, %1, %2, %3 : tensor<3xf32>, tensor<3xi32>, tensor<3xui16>, tensor<3xui8>
}

// A folded constant keeps its bits: 200 as i8 is -56.
// CHECK-LABEL: func.func @constant
// CHECK: %[[C:.+]] = arith.constant dense<[-56, 7]> : tensor<2xi8>
// CHECK: %[[U:.+]] = tensor.bitcast %[[C]] : tensor<2xi8> to tensor<2xui8>
// CHECK: return %[[U]]
func.func @constant() -> tensor<2xui8> {
  %0 = "onnx.Constant"() <{value = dense<[200, 7]> : tensor<2xui8>}> : () -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// A shift by the width or more gives 0 (numpy's answer; arith's shift
// would be poison).
// CHECK-LABEL: func.func @shift
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0 : i16
// CHECK-DAG: %[[WIDTH:.+]] = arith.constant 16 : i16
// CHECK: ^bb0(%[[V:.+]]: i16, %[[BY:.+]]: i16, %{{.+}}: i16):
// CHECK: %[[S:.+]] = arith.shrui %[[V]], %[[BY]] : i16
// CHECK: %[[FAR:.+]] = arith.cmpi uge, %[[BY]], %[[WIDTH]] : i16
// CHECK: arith.select %[[FAR]], %[[ZERO]], %[[S]] : i16
func.func @shift(%x: tensor<3xui16>, %y: tensor<3xui16>) -> tensor<3xui16> {
  %0 = "onnx.BitShift"(%x, %y) <{direction = "RIGHT"}> : (tensor<3xui16>, tensor<3xui16>) -> tensor<3xui16>
  return %0 : tensor<3xui16>
}

// Per-axis QuantizeLinear: scale and zero point read at the axis' loop;
// x / scale rounded half to even, the zero point added, clamped to
// [0, 255], converted unsigned.
// CHECK-LABEL: func.func @quantize
// CHECK-DAG: %[[HI:.+]] = arith.constant 2.550000e+02 : f32
// CHECK-DAG: %[[LO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[AXIS]], #[[AXIS]], #[[ID]]]
// CHECK: ^bb0(%[[X:.+]]: f32, %[[S:.+]]: f32, %[[Z:.+]]: i8, %{{.+}}: i8):
// CHECK: %[[D:.+]] = arith.divf %[[X]], %[[S]] : f32
// CHECK: %[[R:.+]] = math.roundeven %[[D]] : f32
// CHECK: %[[ZF:.+]] = arith.uitofp %[[Z]] : i8 to f32
// CHECK: %[[A:.+]] = arith.addf %[[R]], %[[ZF]] : f32
// CHECK: %[[M:.+]] = arith.maximumf %[[A]], %[[LO]] : f32
// CHECK: %[[N:.+]] = arith.minimumf %[[M]], %[[HI]] : f32
// CHECK: arith.fptoui %[[N]] : f32 to i8
func.func @quantize(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %z: tensor<3xui8>) -> tensor<2x3xui8> {
  %0 = "onnx.QuantizeLinear"(%x, %s, %z) <{axis = 1 : si64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xui8>) -> tensor<2x3xui8>
  return %0 : tensor<2x3xui8>
}

// MatMulInteger of ui8 and i8 with a scalar zero point for A: each
// operand widened by its own signedness, the zero point subtracted, the
// products summed in i32 over k.
// CHECK-LABEL: func.func @matmul_integer
// CHECK: linalg.generic {indexing_maps = [#[[AMAP]], #[[BMAP]], #[[SCALAR]], #[[CMAP]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK: ^bb0(%[[AV:.+]]: i8, %[[BV:.+]]: i8, %[[AZ:.+]]: i8, %[[ACC:.+]]: i32):
// CHECK: %[[AW:.+]] = arith.extui %[[AV]] : i8 to i32
// CHECK: %[[AZW:.+]] = arith.extui %[[AZ]] : i8 to i32
// CHECK: %[[AS:.+]] = arith.subi %[[AW]], %[[AZW]] : i32
// CHECK: %[[BW:.+]] = arith.extsi %[[BV]] : i8 to i32
// CHECK: %[[P:.+]] = arith.muli %[[AS]], %[[BW]] : i32
// CHECK: arith.addi %[[ACC]], %[[P]] : i32
func.func @matmul_integer(%a: tensor<4x3xui8>, %b: tensor<3x2xi8>, %az: tensor<ui8>) -> tensor<4x2xi32> {
  %0 = "onnx.MatMulInteger"(%a, %b, %az) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<4x3xui8>, tensor<3x2xi8>, tensor<ui8>) -> tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
}

// MaxPool of ui8: linalg's pooling ops take signed maxima, so a generic
// of the same loops with maxui, starting from 0 (the lowest ui8).
// CHECK-LABEL: func.func @maxpool_unsigned
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i8
// CHECK: linalg.fill ins(%[[ZERO]] : i8)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CHECK: arith.maxui
func.func @maxpool_unsigned(%x: tensor<1x1x4xui8>) -> tensor<1x1x3xui8> {
  %0 = "onnx.MaxPool"(%x) <{kernel_shape = [2]}> : (tensor<1x1x4xui8>) -> tensor<1x1x3xui8>
  return %0 : tensor<1x1x3xui8>
}

// MaxPool's Indices: one generic keeps each window's first maximum and its
// place in the unpadded input, (n * C + c) * 4 + (2 * o + k - 1), where
// the padded position 2 * o + k lies in [1, 5).
// CHECK-LABEL: func.func @maxpool_indices
// CHECK-DAG: %[[NONE:.+]] = arith.constant -1 : i64
// CHECK: %[[IDX:.+]] = linalg.fill ins(%[[NONE]] : i64)
// CHECK: linalg.generic {indexing_maps = [#[[IN]], {{.+}}]{{.*}} outs(%{{.+}}, %[[IDX]] : tensor<1x2x2xf32>, tensor<1x2x2xi64>)
// CHECK: arith.cmpi sge
// CHECK: arith.cmpi slt
// CHECK: arith.cmpi eq, %{{.+}}, %[[NONE]] : i64
// CHECK: arith.cmpf ogt
// CHECK: arith.index_cast %{{.+}} : index to i64
func.func @maxpool_indices(%x: tensor<1x2x4xf32>) -> (tensor<1x2x2xf32>, tensor<1x2x2xi64>) {
  %0:2 = "onnx.MaxPool"(%x) <{kernel_shape = [2], pads = [1, 0], strides = [2]}> : (tensor<1x2x4xf32>) -> (tensor<1x2x2xf32>, tensor<1x2x2xi64>)
  return %0#0, %0#1 : tensor<1x2x2xf32>, tensor<1x2x2xi64>
}

// Pooling over three dimensions: linalg has no named NCDHW pooling op,
// so a generic of 5 parallel and 3 reduction loops.
// CHECK-LABEL: func.func @averagepool_3d
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]
// CHECK: arith.addf
// CHECK: arith.divf
func.func @averagepool_3d(%x: tensor<1x1x2x2x2xf32>) -> tensor<1x1x1x1x1xf32> {
  %0 = "onnx.AveragePool"(%x) <{kernel_shape = [2, 2, 2]}> : (tensor<1x1x2x2x2xf32>) -> tensor<1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1xf32>
}

// terrace-import-onnx on models written by Inputs/make_models.py: each
// check states what the model holds (see the script), printed as the onnx
// dialect; the output parses back in terrace-opt and in mlir-opt.
// RUN: rm -rf %t && %python %S/Inputs/make_models.py %t

// Initializers below 1024 bytes are dense<>; each node is its op, with
// its attributes; the output type comes from ONNX's shape inference.
// RUN: terrace-import-onnx %t/conv_relu.onnx | FileCheck %s --check-prefix=CONV
// RUN: terrace-import-onnx %t/conv_relu.onnx | terrace-opt | FileCheck %s --check-prefix=CONV
// RUN: terrace-import-onnx %t/conv_relu.onnx | %mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=CONV
// CONV: func.func @main_graph(%arg0: tensor<1x3x8x8xf32> {onnx.name = "x"}) -> (tensor<1x4x8x8xf32> {onnx.name = "y"})
// CONV: %[[W:.*]] = "onnx.Constant"() <{value = dense<"0x000000000AD7233C{{.*}}"> : tensor<4x3x3x3xf32>}> : () -> tensor<4x3x3x3xf32>
// CONV: %[[B:.*]] = "onnx.Constant"() <{value = dense<[5.000000e-01, -5.000000e-01, 1.000000e+00, -1.000000e+00]> : tensor<4xf32>}>
// CONV: %[[C:.*]] = "onnx.Conv"(%arg0, %[[W]], %[[B]]) <{kernel_shape = [3, 3], pads = [1, 1, 1, 1]}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
// CONV: %[[Y:.*]] = "onnx.Relu"(%[[C]]) : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
// CONV: return %[[Y]] : tensor<1x4x8x8xf32>

// Node names are the ops' locations.
// RUN: terrace-import-onnx %t/conv_relu.onnx --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// LOC: "onnx.Conv"{{.*}} loc(#[[CONVLOC:loc[0-9]*]])
// LOC: #[[CONVLOC]] = loc("conv1"(

// A 32x32 f32 weight (4096 bytes) is a dense_resource blob: alignment 4,
// then 1.5 (0x3FC00000) and 0.25 (0x3E800000) little-endian.
// RUN: terrace-import-onnx %t/big_weights.onnx | FileCheck %s --check-prefix=BIG
// BIG: "onnx.Constant"() <{value = dense_resource<w> : tensor<32x32xf32>}>
// BIG: "onnx.MatMul"
// BIG: w: "0x040000000000C03F0000803E0000803E
// RUN: terrace-import-onnx %t/big_weights.onnx --mlir-elide-resource-strings-if-larger=16 | FileCheck %s --check-prefix=ELIDED
// ELIDED: dense_resource<w>
// ELIDED-NOT: 0x04000000

// External data: six floats 1..6 read from weights.bin at offset 4.
// RUN: terrace-import-onnx %t/external.onnx | FileCheck %s --check-prefix=EXTERNAL
// EXTERNAL: dense_resource<w> : tensor<6xf32>
// EXTERNAL: w: "0x040000000000803F0000004000004040000080400000A0400000C040"

// A symbolic dimension is dynamic; its name is kept as onnx-mlir keeps it
// (`onnx.dim_params`, "index:name" for each named dimension).
// RUN: terrace-import-onnx %t/symbolic.onnx | FileCheck %s --check-prefix=SYMBOLIC
// SYMBOLIC: func.func @main_graph(%arg0: tensor<?x4xf32> {onnx.dim_params = "0:N", onnx.name = "x"}) -> (tensor<?x4xf32> {onnx.dim_params = "0:N", onnx.name = "y"})

// If's branches are regions that use the outer graph's values.
// RUN: terrace-import-onnx %t/if_capture.onnx | FileCheck %s --check-prefix=IF
// IF: func.func @main_graph(%arg0: tensor<i1> {onnx.name = "c"}, %arg1: tensor<2xf32> {onnx.name = "x"})
// IF: "onnx.If"(%arg0) ({
// IF-NEXT: %[[N:.*]] = "onnx.Neg"(%arg1)
// IF-NEXT: "onnx.Yield"(%[[N]])
// IF-NEXT: }, {
// IF-NEXT: %[[I:.*]] = "onnx.Identity"(%arg1)
// IF-NEXT: "onnx.Yield"(%[[I]])

// Opset 6's Clip (min and max as attributes) arrives as opset 17's, with
// min and max as inputs.
// RUN: terrace-import-onnx %t/clip6.onnx | FileCheck %s --check-prefix=CLIP
// CLIP: %[[MIN:.*]] = "onnx.Constant"() <{value = dense<-1.000000e+00> : tensor<f32>}>
// CLIP: %[[MAX:.*]] = "onnx.Constant"() <{value = dense<2.500000e+00> : tensor<f32>}>
// CLIP: "onnx.Clip"(%arg0, %[[MIN]], %[[MAX]]) <{operandSegmentSizes = array<i32: 1, 1, 1>}>

// Opset 11's Softmax of an input of unknown shape: flattened at its axis
// (1), the opset-13 Softmax along the last axis, reshaped back to the
// input's shape.
// RUN: terrace-import-onnx %t/softmax11.onnx | FileCheck %s --check-prefix=SOFTMAX11
// SOFTMAX11: %[[R:.+]] = "onnx.Reshape"(%arg0, %arg1)
// SOFTMAX11: %[[SHAPE:.+]] = "onnx.Shape"(%[[R]])
// SOFTMAX11: %[[FLAT:.+]] = "onnx.Flatten"(%[[R]]) <{axis = 1 : si64}>
// SOFTMAX11: %[[S:.+]] = "onnx.Softmax"(%[[FLAT]]) <{axis = 1 : si64}>
// SOFTMAX11: %[[Y:.+]] = "onnx.Reshape"(%[[S]], %[[SHAPE]])
// SOFTMAX11: return %[[Y]]

// Opset 8's Scan, batch axis first: a Loop over the batch (its size read
// from the first input's shape) whose body slices each input and runs
// opset 9's Scan on the slices; the Loop stacks the results along the
// batch axis again. The declared shapes keep their batch axis.
// RUN: terrace-import-onnx %t/scan8.onnx | FileCheck %s --check-prefix=SCAN8
// SCAN8: func.func @main_graph(%arg0: tensor<?x2xf32> {onnx.dim_params = "0:B", onnx.name = "initial"}, %arg1: tensor<?x3x2xf32> {onnx.dim_params = "0:B", onnx.name = "x"}) -> (tensor<?x2xf32> {onnx.dim_params = "0:B", onnx.name = "y"}, tensor<?x3x2xf32> {onnx.dim_params = "0:B", onnx.name = "z"})
// SCAN8: %[[SHAPE:.+]] = "onnx.Shape"(%arg0)
// SCAN8: %[[ZERO:.+]] = "onnx.Constant"() <{value = dense<0> : tensor<i64>}>
// SCAN8: %[[BATCH:.+]] = "onnx.Gather"(%[[SHAPE]], %[[ZERO]]) <{axis = 0 : si64}>
// SCAN8: "onnx.Loop"(%[[BATCH]])
// SCAN8: ^bb0(%[[I:.+]]: tensor<i64>, %{{.+}}: tensor<i1>):
// SCAN8-DAG: %[[S:.+]] = "onnx.Gather"(%arg0, %[[I]]) <{axis = 0 : si64}> : (tensor<?x2xf32>, tensor<i64>) -> tensor<2xf32>
// SCAN8-DAG: %[[X:.+]] = "onnx.Gather"(%arg1, %[[I]]) <{axis = 0 : si64}> : (tensor<?x3x2xf32>, tensor<i64>) -> tensor<3x2xf32>
// SCAN8: "onnx.Scan"(%[[S]], %[[X]]) <{num_scan_inputs = 1 : si64, scan_input_directions = [1]}>
//
// Run on a batch of 2, as imported, lowered and compiled. Backwards, the
// first element's sums are [5,6], [8,10], [9,12]; the second's, from
// [10,10], [13,13], [15,15], [16,16].
// RUN: terrace-run %t/scan8.onnx --interpret --input %t/scan8_initial.npy --input %t/scan8_x.npy --print --print-format compact | FileCheck %s --check-prefix=SCAN8-OUT
// RUN: terrace-run %t/scan8.onnx --interpret --level linalg --input %t/scan8_initial.npy --input %t/scan8_x.npy --print --print-format compact | FileCheck %s --check-prefix=SCAN8-OUT
// RUN: terrace-run %t/scan8.onnx --no-cache --input %t/scan8_initial.npy --input %t/scan8_x.npy --print --print-format compact | FileCheck %s --check-prefix=SCAN8-OUT
// SCAN8-OUT: output_0: {{.*}} = {{\[}}[9, 12], [16, 16]]
// SCAN8-OUT: output_1: {{.*}} = {{\[}}{{\[}}[5, 6], [8, 10], [9, 12]], {{\[}}[13, 13], [15, 15], [16, 16]]]
// Both inputs name their first dimension B: a batch of 2 and one of 3 is
// an error naming them, at every level.
// RUN: /usr/bin/python3 -c "import numpy as np; np.save('%t/scan8_x3.npy', np.zeros((3, 3, 2), np.float32))"
// RUN: not terrace-run %t/scan8.onnx --interpret --input %t/scan8_initial.npy --input %t/scan8_x3.npy 2>&1 | FileCheck %s --check-prefix=SCAN8-BATCH
// RUN: not terrace-run %t/scan8.onnx --input %t/scan8_initial.npy --input %t/scan8_x3.npy 2>&1 | FileCheck %s --check-prefix=SCAN8-BATCH
// SCAN8-BATCH: terrace-run: error: argument 1: dimension 0 is B = 3, but argument 0 has B = 2 (the model names both dimensions B)

// A Loop of 5 steps at most whose body stops after step 2: its scan
// output's rows are made for the trip count and cut to the steps run.
// RUN: terrace-run %t/loop_early_exit.onnx --interpret --input %t/loop_m.npy --input %t/loop_go.npy --print --print-format compact | FileCheck %s --check-prefix=EARLY
// RUN: terrace-run %t/loop_early_exit.onnx --interpret --level linalg --input %t/loop_m.npy --input %t/loop_go.npy --print --print-format compact | FileCheck %s --check-prefix=EARLY
// RUN: terrace-run %t/loop_early_exit.onnx --no-cache --input %t/loop_m.npy --input %t/loop_go.npy --print --print-format compact | FileCheck %s --check-prefix=EARLY
// EARLY: output_0: tensor<?x1xf32> = {{\[}}[0], [1], [2]]
// RUN: terrace-import-onnx %t/loop_early_exit.onnx | terrace-opt --convert-onnx-to-linalg | FileCheck %s --check-prefix=EARLY-IR
// EARLY-IR: %[[M:.+]] = tensor.extract %arg0[]
// EARLY-IR: %[[POSITIVE:.+]] = arith.maxsi %[[M]], %{{.+}} : i64
// EARLY-IR: %[[ROWS:.+]] = arith.index_cast %[[POSITIVE]] : i64 to index
// EARLY-IR: tensor.empty(%[[ROWS]]) : tensor<?x1xf32>
// EARLY-IR: %[[LOOP:.+]]:3 = scf.while
// EARLY-IR: %[[RAN:.+]] = arith.index_cast %[[LOOP]]#0 : i64 to index
// EARLY-IR: tensor.extract_slice %[[LOOP]]#2[0, 0] [%[[RAN]], 1] [1, 1] : tensor<?x1xf32> to tensor<?x1xf32>

// Strings and sequences.
// RUN: terrace-import-onnx %t/strings_sequences.onnx | FileCheck %s --check-prefix=SEQ
// SEQ: "onnx.Constant"() <{value = dense<["ab", "c"]> : tensor<2x!onnx.String>}>
// SEQ: "onnx.SequenceConstruct"(%arg0, %arg0) : (tensor<3xi64>, tensor<3xi64>) -> !onnx.Seq<tensor<3xi64>>
// SEQ: "onnx.SequenceLength"(%{{.*}}) : (!onnx.Seq<tensor<3xi64>>) -> tensor<i64>

// Output goes to -o.
// RUN: terrace-import-onnx %t/symbolic.onnx -o %t/symbolic.mlir && FileCheck %s --check-prefix=SYMBOLIC < %t/symbolic.mlir

// A node test model of ONNX's own, with optional inputs left out.
// RUN: terrace-import-onnx %onnx-node-tests/test_resize_upsample_scales_nearest/model.onnx | FileCheck %s --check-prefix=RESIZE
// RESIZE: "onnx.Resize"(%arg0, %arg1) <{mode = "nearest", operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (tensor<1x1x2x2xf32>, tensor<4xf32>) -> tensor<1x1x4x6xf32>

// 64 KiB of weights in an opset 11 model that libonnx upgrades in another
// process: the weights come back whole (1.5 first, -2.0 last).
// RUN: terrace-import-onnx %t/huge_weights.onnx | FileCheck %s --check-prefix=HUGE
// HUGE: "onnx.MatMul"(%arg0, %{{.*}}) : (tensor<2x128xf32>, tensor<128x128xf32>) -> tensor<2x128xf32>
// HUGE: w: "0x040000000000C03F0000803E
// HUGE-SAME: 0000803E000000C0"

// A model's sequences compiled: terrace-run lowers them to calls of the
// sequence runtime, passes sequence arguments in and reads sequence
// results back, and agrees with the interpreter; a position out of range
// is an error from the run, compiled as interpreted. The model is
// Inputs/sequence_model.py's; its inputs: s = [[1, 2, 3], [4]], t = [7, 8],
// p = -1 (the last) or 2 (past the end).
// RUN: rm -rf %t && %python %S/Inputs/sequence_model.py %t
// RUN: terrace-run %t/seq_ops.onnx --no-cache --input %t/s.pb --input %t/t.pb --input %t/p_back.pb --print --print-format compact | FileCheck %s
// RUN: terrace-run %t/seq_ops.onnx --interpret --input %t/s.pb --input %t/t.pb --input %t/p_back.pb --print --print-format compact | FileCheck %s
// RUN: terrace-run %t/seq_ops.onnx --no-cache --compare-interpreter --input %t/s.pb --input %t/t.pb --input %t/p_back.pb 2>&1 | FileCheck %s --check-prefix=AGREE
// AGREE: the compiled results agree with the interpreter's
// --bisect interprets after each pass, which cannot follow sequences into
// native code: one error naming the first op on them.
// RUN: not terrace-run %t/seq_ops.onnx --bisect --input %t/s.pb --input %t/t.pb --input %t/p_back.pb 2>&1 | FileCheck %s --check-prefix=BISECT
// BISECT: error: 'onnx.SequenceInsert' works on values --bisect cannot follow into native code (sequences, optionals, strings): not supported; --compile and --interpret run it
//
// Inserted before the last: [[1, 2, 3], [7, 8], [4]]; the last erased:
// [[1, 2, 3]]; the last: [4]; the insert's length: 3.
// CHECK: output_0: !onnx.Seq<tensor<?xf32>>, 3 tensors
// CHECK-NEXT: tensor<3xf32> = [1. 2. 3.]
// CHECK-NEXT: tensor<2xf32> = [7. 8.]
// CHECK-NEXT: tensor<1xf32> = [4.]
// CHECK-NEXT: output_1: !onnx.Seq<tensor<?xf32>>, 1 tensors
// CHECK-NEXT: tensor<3xf32> = [1. 2. 3.]
// CHECK-NEXT: output_2: tensor<?xf32> = [4]
// CHECK-NEXT: output_3: tensor<i64> = 3
//
// Sequence results written as ONNX's SequenceProto files.
// RUN: terrace-run %t/seq_ops.onnx --no-cache --input %t/s.pb --input %t/t.pb --input %t/p_back.pb --output-dir %t/out
// RUN: %python -c "import onnx, sys; from onnx import numpy_helper; s = onnx.SequenceProto(); s.ParseFromString(open(sys.argv[1], 'rb').read()); print([numpy_helper.to_array(t).tolist() for t in s.tensor_values])" %t/out/output_0.pb | FileCheck %s --check-prefix=PROTO
// PROTO: {{\[}}[1.0, 2.0, 3.0], [7.0, 8.0], [4.0]]
//
// Position 2 of a sequence of 2: one error, no results.
// RUN: not terrace-run %t/seq_ops.onnx --no-cache --input %t/s.pb --input %t/t.pb --input %t/p_out.pb --output-dir %t/bad 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not ls %t/bad/output_0.pb
// RANGE: terrace-run: error: SequenceErase: position 2 is out of range for a sequence of 2
// RUN: not terrace-run %t/seq_ops.onnx --interpret --input %t/s.pb --input %t/t.pb --input %t/p_out.pb 2>&1 | FileCheck %s --check-prefix=RANGE-INTERPRETED
// RANGE-INTERPRETED: error: 'onnx.SequenceErase' op position 2 is out of range for a sequence of 2

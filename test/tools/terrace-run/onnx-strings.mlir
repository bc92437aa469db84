// A model's tensors of strings compiled: terrace-run lowers their ops to
// calls of the string runtime and agrees with the interpreter (the same
// rules: dialects/onnx/StringRules.h). The models are
// Inputs/string_model.py's: x = [1.5, -0.1, inf] written as strings (in
// the shortest form that reads back, INF as ONNX spells it) and read back
// as doubles; ["Monday", "Tuesday", "MONDAY", "Wed"] normalized (lower
// case, "monday" dropped ignoring case); strings that are no number.
// RUN: rm -rf %t && %python %S/Inputs/string_model.py %t
// RUN: terrace-run %t/strings.onnx --no-cache --input %t/x.pb --input %t/words.pb --print --print-format compact | FileCheck %s
// RUN: terrace-run %t/strings.onnx --interpret --input %t/x.pb --input %t/words.pb --print --print-format compact | FileCheck %s
// RUN: terrace-run %t/strings.onnx --no-cache --compare-interpreter --input %t/x.pb --input %t/words.pb 2>&1 | FileCheck %s --check-prefix=AGREE
// AGREE: the compiled results agree with the interpreter's
// CHECK: output_0: tensor<3x!onnx.String> = ['1.5', '-0.1', 'INF']
// CHECK-NEXT: output_1: tensor<?x!onnx.String> = ['tuesday', 'wed']
// CHECK-NEXT: output_2: tensor<3xf64> = [1.5, -0.1, inf]
//
// RUN: terrace-run %t/parse.onnx --no-cache --input %t/good.pb --print --print-format compact | FileCheck %s --check-prefix=PARSE
// PARSE: output_0: tensor<2xf32> = [1.25, -300]
// RUN: not terrace-run %t/parse.onnx --no-cache --input %t/bad.pb 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: terrace-run: error: Cast: cannot read 'x' as a number
// RUN: not terrace-run %t/parse.onnx --interpret --input %t/bad.pb 2>&1 | FileCheck %s --check-prefix=BAD-INTERPRETED
// BAD-INTERPRETED: error: 'onnx.Cast' op cannot read 'x' as a number

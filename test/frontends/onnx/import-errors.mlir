// Models the importer refuses: one diagnostic naming the file (and the
// node and operator where there is one), a non-zero exit, no output file.
// RUN: rm -rf %t && %python %S/Inputs/make_models.py %t

// RUN: not terrace-import-onnx %t/truncated.onnx -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// RUN: not test -e %t/out.mlir
// TRUNCATED: .onnx:0:0: error: not an ONNX model: the file does not parse as a ModelProto (truncated or corrupt?)
// RUN: not terrace-import-onnx %t/garbage.onnx 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// RUN: not terrace-import-onnx %t/no_such.onnx 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: no_such.onnx:0:0: error: cannot read the model: No such file or directory

// ONNX's checker runs first, as ONNX's own tools run it.
// RUN: not terrace-import-onnx %t/unknown_op.onnx 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: ONNX's checker rejects the model: No Op registered for Frobnicate with domain_version of 17
// RUN: not terrace-import-onnx %t/custom_domain.onnx 2>&1 | FileCheck %s --check-prefix=DOMAIN
// DOMAIN: error: node 'gelu' (Gelu): operators of domain 'com.example' are not supported (only ONNX's default domain is)
// RUN: not terrace-import-onnx %onnx-node-tests/test_adam/model.onnx 2>&1 | FileCheck %s --check-prefix=TRAINING
// TRAINING: error: node (Adam) is of domain 'ai.onnx.preview.training'; Terrace imports ONNX's default domain only
// RUN: not terrace-import-onnx %t/opset18.onnx 2>&1 | FileCheck %s --check-prefix=OPSET
// OPSET: error: the model uses opset 18; Terrace's onnx dialect declares opsets up to 17

// RUN: not terrace-import-onnx %t/bad_attr.onnx 2>&1 | FileCheck %s --check-prefix=ATTR
// ATTR: error: ONNX's checker rejects the model: Mismatched attribute type in 'leaky : alpha'
// RUN: not terrace-import-onnx %t/unknown_attr.onnx 2>&1 | FileCheck %s --check-prefix=UNKNOWN-ATTR
// UNKNOWN-ATTR: error: ONNX's checker rejects the model: Unrecognized attribute: slope for operator Relu
// RUN: not terrace-import-onnx %t/undefined_input.onnx 2>&1 | FileCheck %s --check-prefix=UNDEFINED
// UNDEFINED: error: ONNX's checker rejects the model: Nodes in a graph must be topologically sorted, however input 'nope' of node: name: add OpType: Add is not output of any previous nodes.

// RUN: not terrace-import-onnx %t/raw_size.onnx 2>&1 | FileCheck %s --check-prefix=RAW
// RAW: error: initializer 'w' holds 5 bytes of raw data for 8 bytes of elements
// RUN: not terrace-import-onnx %t/external_escape.onnx 2>&1 | FileCheck %s --check-prefix=ESCAPE
// ESCAPE: error: initializer 'w' has external data at '../{{.*}}/weights.bin', outside the model's folder
// RUN: not terrace-import-onnx %t/external_missing.onnx 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: ONNX's checker rejects the model: Data of TensorProto ( tensor name: w) should be stored in {{.*}}no_such_file.bin, but it doesn't exist or is not accessible.

// Found by the importer's fuzzer: a Conv that crashes libonnx's shape
// inference, which runs in a child process for this reason.
// RUN: not terrace-import-onnx %S/Inputs/fuzz-shape-inference-crash.onnx 2>&1 | FileCheck %s --check-prefix=CRASH
// CRASH: error: ONNX's checker, version converter or shape inference crashed on the model: it is malformed

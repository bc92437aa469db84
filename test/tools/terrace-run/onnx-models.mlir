// terrace-run on ONNX models: the model is imported and interpreted, inputs
// come from TensorProto (.pb) files, outputs go to D/output_<i>.pb (the
// default for models) or .npy; each is checked against ONNX's own expected
// output with NumPy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: terrace-run --interpret %onnx-node-tests/test_add_bcast/model.onnx --input %onnx-node-tests/test_add_bcast/test_data_set_0/input_0.pb --input %onnx-node-tests/test_add_bcast/test_data_set_0/input_1.pb --output-dir %t/pb
// RUN: %python -c "import sys, numpy as np, onnx; from onnx import numpy_helper as h; load = lambda p: h.to_array(onnx.load_tensor(p)); np.testing.assert_allclose(load('%t/pb/output_0.pb'), load('%onnx-node-tests/test_add_bcast/test_data_set_0/output_0.pb'), rtol=1e-6)"
// RUN: terrace-run --interpret %onnx-node-tests/test_add_bcast/model.onnx --input %onnx-node-tests/test_add_bcast/test_data_set_0/input_0.pb --input %onnx-node-tests/test_add_bcast/test_data_set_0/input_1.pb --output-dir %t/npy --output-format npy
// RUN: %python -c "import numpy as np, onnx; from onnx import numpy_helper as h; np.testing.assert_allclose(np.load('%t/npy/output_0.npy'), h.to_array(onnx.load_tensor('%onnx-node-tests/test_add_bcast/test_data_set_0/output_0.pb')), rtol=1e-6)"

// Compiling a model needs the onnx-to-linalg lowering, which is not built.
// RUN: not terrace-run %onnx-node-tests/test_add_bcast/model.onnx 2>&1 | FileCheck %s --check-prefix=COMPILE
// COMPILE: terrace-run: error: an ONNX model runs with --interpret: compiling one needs the onnx-to-linalg lowering, which does not exist yet
// RUN: not terrace-run --interpret --level linalg %onnx-node-tests/test_add_bcast/model.onnx 2>&1 | FileCheck %s --check-prefix=LEVEL
// LEVEL: terrace-run: error: --level linalg: ONNX models are interpreted as imported (--level onnx) until the onnx-to-linalg lowering exists
// RUN: not terrace-run --interpret --output-format csv %onnx-node-tests/test_add_bcast/model.onnx 2>&1 | FileCheck %s --check-prefix=FORMAT
// FORMAT: terrace-run: error: --output-format csv: the formats are npy and pb

// A random operator has no semantics (ONNX fixes no generator): the error
// names it.
// RUN: not terrace-run --interpret %onnx-node-tests/test_bernoulli/model.onnx --input %onnx-node-tests/test_bernoulli/test_data_set_0/input_0.pb 2>&1 | FileCheck %s --check-prefix=NOSEMANTICS
// NOSEMANTICS: error: 'onnx.Bernoulli' op cannot be interpreted: no semantics are attached to it

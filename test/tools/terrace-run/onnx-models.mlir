// terrace-run on ONNX models: the model is imported and interpreted (as
// imported, or after onnx-to-linalg) or compiled, inputs
// come from TensorProto (.pb) files, outputs go to D/output_<i>.pb (the
// default for models) or .npy; each is checked against ONNX's own expected
// output with NumPy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: terrace-run --interpret %onnx-node-tests/test_add_bcast/model.onnx --input %onnx-node-tests/test_add_bcast/test_data_set_0/input_0.pb --input %onnx-node-tests/test_add_bcast/test_data_set_0/input_1.pb --output-dir %t/pb
// RUN: %python -c "import sys, numpy as np, onnx; from onnx import numpy_helper as h; load = lambda p: h.to_array(onnx.load_tensor(p)); np.testing.assert_allclose(load('%t/pb/output_0.pb'), load('%onnx-node-tests/test_add_bcast/test_data_set_0/output_0.pb'), rtol=1e-6)"
// RUN: terrace-run --interpret %onnx-node-tests/test_add_bcast/model.onnx --input %onnx-node-tests/test_add_bcast/test_data_set_0/input_0.pb --input %onnx-node-tests/test_add_bcast/test_data_set_0/input_1.pb --output-dir %t/npy --output-format npy
// RUN: %python -c "import numpy as np, onnx; from onnx import numpy_helper as h; np.testing.assert_allclose(np.load('%t/npy/output_0.npy'), h.to_array(onnx.load_tensor('%onnx-node-tests/test_add_bcast/test_data_set_0/output_0.pb')), rtol=1e-6)"

// Interpreted after the onnx-to-linalg pipeline, and compiled (lowered
// through linalg to native code): the same answers.
// RUN: terrace-run --interpret --level linalg %onnx-node-tests/test_conv_with_strides_padding/model.onnx --input %onnx-node-tests/test_conv_with_strides_padding/test_data_set_0/input_0.pb --input %onnx-node-tests/test_conv_with_strides_padding/test_data_set_0/input_1.pb --output-dir %t/linalg
// RUN: %python -c "import onnx, numpy as np; from onnx import numpy_helper as h; load = lambda p: h.to_array(onnx.load_tensor(p)); np.testing.assert_allclose(load('%t/linalg/output_0.pb'), load('%onnx-node-tests/test_conv_with_strides_padding/test_data_set_0/output_0.pb'), rtol=1e-5)"
// RUN: terrace-run --no-cache %onnx-node-tests/test_conv_with_strides_padding/model.onnx --input %onnx-node-tests/test_conv_with_strides_padding/test_data_set_0/input_0.pb --input %onnx-node-tests/test_conv_with_strides_padding/test_data_set_0/input_1.pb --output-dir %t/compiled
// RUN: %python -c "import onnx, numpy as np; from onnx import numpy_helper as h; load = lambda p: h.to_array(onnx.load_tensor(p)); np.testing.assert_allclose(load('%t/compiled/output_0.pb'), load('%onnx-node-tests/test_conv_with_strides_padding/test_data_set_0/output_0.pb'), rtol=1e-5)"
// RUN: not terrace-run --interpret --level tosa %onnx-node-tests/test_add_bcast/model.onnx 2>&1 | FileCheck %s --check-prefix=LEVEL
// LEVEL: terrace-run: error: --level tosa: the levels are onnx and linalg
// RUN: not terrace-run --level linalg %onnx-node-tests/test_add_bcast/model.onnx 2>&1 | FileCheck %s --check-prefix=LEVELCOMPILED
// LEVELCOMPILED: terrace-run: error: --level goes with --interpret: compiled models are lowered through linalg
// An op without a lowering stops compilation with one error naming it.
// RUN: not terrace-run %onnx-node-tests/test_bernoulli/model.onnx --input %onnx-node-tests/test_bernoulli/test_data_set_0/input_0.pb 2>&1 | FileCheck %s --check-prefix=NOLOWERING
// NOLOWERING: error: cannot lower 'onnx.Bernoulli' to linalg: no lowering exists for it yet
// RUN: not terrace-run --interpret --output-format csv %onnx-node-tests/test_add_bcast/model.onnx 2>&1 | FileCheck %s --check-prefix=FORMAT
// FORMAT: terrace-run: error: --output-format csv: the formats are npy and pb

// A random operator has no semantics (ONNX fixes no generator): the error
// names it.
// RUN: not terrace-run --interpret %onnx-node-tests/test_bernoulli/model.onnx --input %onnx-node-tests/test_bernoulli/test_data_set_0/input_0.pb 2>&1 | FileCheck %s --check-prefix=NOSEMANTICS
// NOSEMANTICS: error: 'onnx.Bernoulli' op cannot be interpreted: no semantics are attached to it

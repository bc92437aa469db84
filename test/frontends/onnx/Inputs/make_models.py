#!/usr/bin/python3
"""Writes the ONNX models the importer's lit tests read into a folder.

    make_models.py OUT_DIR

Each model is built with onnx.helper from values written here, so every
test states what it expects without depending on the importer's output.
"""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OUT = sys.argv[1]
os.makedirs(OUT, exist_ok=True)


def save(model, name, check=True):
    if check:
        onnx.checker.check_model(model)
    onnx.save(model, os.path.join(OUT, name))


def model(graph, opset=17):
    return helper.make_model(
        graph, opset_imports=[helper.make_opsetid('', opset)],
        producer_name='terrace-tests')


# Conv + Relu with small initializers (dense<> attributes).
w = np.arange(4 * 3 * 3 * 3, dtype=np.float32).reshape(4, 3, 3, 3) / 100
b = np.array([0.5, -0.5, 1.0, -1.0], dtype=np.float32)
save(model(helper.make_graph(
    [helper.make_node('Conv', ['x', 'w', 'b'], ['c'], name='conv1',
                      kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
     helper.make_node('Relu', ['c'], ['y'], name='relu1')],
    'conv_relu',
    [helper.make_tensor_value_info('x', TensorProto.FLOAT, [1, 3, 8, 8])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, [1, 4, 8, 8])],
    [numpy_helper.from_array(w, 'w'), numpy_helper.from_array(b, 'b')])),
    'conv_relu.onnx')

# A 32x32 weight (4096 bytes): a dense_resource blob.
big = np.full((32, 32), 0.25, dtype=np.float32)
big[0, 0] = 1.5
save(model(helper.make_graph(
    [helper.make_node('MatMul', ['x', 'w'], ['y'], name='mm')],
    'big_weights',
    [helper.make_tensor_value_info('x', TensorProto.FLOAT, [2, 32])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, [2, 32])],
    [numpy_helper.from_array(big, 'w')])), 'big_weights.onnx')


def external_tensor(name, array, location, offset):
    t = TensorProto()
    t.name = name
    t.data_type = TensorProto.FLOAT
    t.dims.extend(array.shape)
    t.data_location = TensorProto.EXTERNAL
    for key, value in (('location', location), ('offset', str(offset)),
                       ('length', str(array.nbytes))):
        entry = t.external_data.add()
        entry.key = key
        entry.value = value
    return t


# Weights in a file next to the model, 4 bytes in (after a header).
ext = np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], dtype=np.float32)
with open(os.path.join(OUT, 'weights.bin'), 'wb') as f:
    f.write(b'HEAD')
    f.write(ext.tobytes())
external_graph = helper.make_graph(
    [helper.make_node('Add', ['x', 'w'], ['y'], name='add')], 'external',
    [helper.make_tensor_value_info('x', TensorProto.FLOAT, [6])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, [6])],
    [external_tensor('w', ext, 'weights.bin', 4)])
save(model(external_graph), 'external.onnx', check=False)
escape_graph = helper.make_graph(
    [helper.make_node('Add', ['x', 'w'], ['y'], name='add')], 'escape',
    [helper.make_tensor_value_info('x', TensorProto.FLOAT, [6])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, [6])],
    [external_tensor('w', ext, '../' + os.path.basename(os.path.abspath(OUT)) + '/weights.bin', 4)])
save(model(escape_graph), 'external_escape.onnx', check=False)
missing_graph = helper.make_graph(
    [helper.make_node('Add', ['x', 'w'], ['y'], name='add')], 'missing',
    [helper.make_tensor_value_info('x', TensorProto.FLOAT, [6])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, [6])],
    [external_tensor('w', ext, 'no_such_file.bin', 0)])
save(model(missing_graph), 'external_missing.onnx', check=False)

# A symbolic batch dimension.
save(model(helper.make_graph(
    [helper.make_node('Relu', ['x'], ['y'], name='relu')], 'symbolic',
    [helper.make_tensor_value_info('x', TensorProto.FLOAT, ['N', 4])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, ['N', 4])])),
    'symbolic.onnx')

# If whose branches use a value of the graph around them.
then_graph = helper.make_graph(
    [helper.make_node('Neg', ['x'], ['t'], name='neg')], 'then', [],
    [helper.make_tensor_value_info('t', TensorProto.FLOAT, [2])])
else_graph = helper.make_graph(
    [helper.make_node('Identity', ['x'], ['e'], name='id')], 'else', [],
    [helper.make_tensor_value_info('e', TensorProto.FLOAT, [2])])
save(model(helper.make_graph(
    [helper.make_node('If', ['c'], ['y'], name='branch',
                      then_branch=then_graph, else_branch=else_graph)],
    'if_capture',
    [helper.make_tensor_value_info('c', TensorProto.BOOL, []),
     helper.make_tensor_value_info('x', TensorProto.FLOAT, [2])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, [2])])),
    'if_capture.onnx')

# Opset 6's Clip takes min and max as attributes; opset 17's as inputs.
save(model(helper.make_graph(
    [helper.make_node('Clip', ['x'], ['y'], name='clip', min=-1.0, max=2.5)],
    'clip6',
    [helper.make_tensor_value_info('x', TensorProto.FLOAT, [3])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, [3])]), opset=6),
    'clip6.onnx')

# Opset 11's Softmax flattens at its axis; here its input's shape is
# unknown (a Reshape to a shape read at run time), which ONNX's version
# converter cannot adapt: the importer does.
save(model(helper.make_graph(
    [helper.make_node('Reshape', ['x', 'shape'], ['r'], name='reshape'),
     helper.make_node('Softmax', ['r'], ['y'], name='softmax', axis=1)],
    'softmax11',
    [helper.make_tensor_value_info('x', TensorProto.FLOAT, [2, 3, 4]),
     helper.make_tensor_value_info('shape', TensorProto.INT64, [3])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, [None, None, None])]),
    opset=11), 'softmax11.onnx')

# Opset 8's Scan has a batch axis first (symbolic here), and scans its
# input backwards (directions): the body adds each row to the state and
# returns the sum so far. Inputs for a batch of 2 beside it.
scan_body = helper.make_graph(
    [helper.make_node('Add', ['sum_in', 'next'], ['sum_out']),
     helper.make_node('Identity', ['sum_out'], ['scan_out'])],
    'scan_body',
    [helper.make_tensor_value_info('sum_in', TensorProto.FLOAT, [2]),
     helper.make_tensor_value_info('next', TensorProto.FLOAT, [2])],
    [helper.make_tensor_value_info('sum_out', TensorProto.FLOAT, [2]),
     helper.make_tensor_value_info('scan_out', TensorProto.FLOAT, [2])])
save(model(helper.make_graph(
    [helper.make_node('Scan', ['', 'initial', 'x'], ['y', 'z'], name='scan',
                      num_scan_inputs=1, directions=[1], body=scan_body)],
    'scan8',
    [helper.make_tensor_value_info('initial', TensorProto.FLOAT, ['B', 2]),
     helper.make_tensor_value_info('x', TensorProto.FLOAT, ['B', 3, 2])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, ['B', 2]),
     helper.make_tensor_value_info('z', TensorProto.FLOAT, ['B', 3, 2])]),
    opset=8), 'scan8.onnx')
np.save(os.path.join(OUT, 'scan8_initial.npy'),
        np.array([[0, 0], [10, 10]], np.float32))
np.save(os.path.join(OUT, 'scan8_x.npy'),
        np.array([[[1, 2], [3, 4], [5, 6]], [[1, 1], [2, 2], [3, 3]]],
                 np.float32))

# A Loop whose trip count comes at run time and whose body stops it early
# (after the step where i < 2 turns false): its scan output has as many
# rows as steps ran, not the trip count.
loop_body = helper.make_graph(
    [helper.make_node('Constant', [], ['two'],
                      value=helper.make_tensor('v', TensorProto.INT64, [], [2])),
     helper.make_node('Less', ['i', 'two'], ['more']),
     helper.make_node('Cast', ['i'], ['f'], to=TensorProto.FLOAT),
     helper.make_node('Unsqueeze', ['f', 'axes'], ['row'])],
    'loop_body',
    [helper.make_tensor_value_info('i', TensorProto.INT64, []),
     helper.make_tensor_value_info('c', TensorProto.BOOL, [])],
    [helper.make_tensor_value_info('more', TensorProto.BOOL, []),
     helper.make_tensor_value_info('row', TensorProto.FLOAT, [1])])
save(model(helper.make_graph(
    [helper.make_node('Constant', [], ['axes'],
                      value=helper.make_tensor('a', TensorProto.INT64, [1], [0])),
     helper.make_node('Loop', ['m', 'go'], ['rows'], name='loop',
                      body=loop_body)],
    'loop_early_exit',
    [helper.make_tensor_value_info('m', TensorProto.INT64, []),
     helper.make_tensor_value_info('go', TensorProto.BOOL, [])],
    [helper.make_tensor_value_info('rows', TensorProto.FLOAT, [None, 1])])),
    'loop_early_exit.onnx')
np.save(os.path.join(OUT, 'loop_m.npy'), np.array(5, np.int64))
np.save(os.path.join(OUT, 'loop_go.npy'), np.array(True))

# A string tensor and a sequence.
save(model(helper.make_graph(
    [helper.make_node('Constant', [], ['s'], name='strings',
                      value=helper.make_tensor('v', TensorProto.STRING, [2],
                                               [b'ab', b'c'])),
     helper.make_node('SequenceConstruct', ['x', 'x'], ['seq'], name='make'),
     helper.make_node('SequenceLength', ['seq'], ['n'], name='count')],
    'strings_sequences',
    [helper.make_tensor_value_info('x', TensorProto.INT64, [3])],
    [helper.make_tensor_value_info('s', TensorProto.STRING, [2]),
     helper.make_tensor_value_info('n', TensorProto.INT64, [])])),
    'strings_sequences.onnx')

# Malformed models.
with open(os.path.join(OUT, 'conv_relu.onnx'), 'rb') as f:
    whole = f.read()
with open(os.path.join(OUT, 'truncated.onnx'), 'wb') as f:
    f.write(whole[:len(whole) // 2])
with open(os.path.join(OUT, 'garbage.onnx'), 'wb') as f:
    f.write(b'this is not a protobuf \xff\xff\xff\xff\xff')

relu_io = ([helper.make_tensor_value_info('x', TensorProto.FLOAT, [2])],
           [helper.make_tensor_value_info('y', TensorProto.FLOAT, [2])])
save(model(helper.make_graph(
    [helper.make_node('Frobnicate', ['x'], ['y'], name='frob')],
    'unknown_op', *relu_io)), 'unknown_op.onnx', check=False)
custom = helper.make_model(
    helper.make_graph(
        [helper.make_node('Gelu', ['x'], ['y'], name='gelu',
                          domain='com.example')], 'custom_domain', *relu_io),
    opset_imports=[helper.make_opsetid('', 17),
                   helper.make_opsetid('com.example', 1)])
save(custom, 'custom_domain.onnx', check=False)
save(model(helper.make_graph(
    [helper.make_node('LeakyRelu', ['x'], ['y'], name='leaky', alpha=[0.1])],
    'bad_attr', *relu_io)), 'bad_attr.onnx', check=False)
save(model(helper.make_graph(
    [helper.make_node('Relu', ['x'], ['y'], name='relu', slope=2)],
    'unknown_attr', *relu_io)), 'unknown_attr.onnx', check=False)
save(model(helper.make_graph(
    [helper.make_node('Add', ['x', 'nope'], ['y'], name='add')],
    'undefined_input', *relu_io)), 'undefined_input.onnx', check=False)
short = numpy_helper.from_array(np.zeros(2, dtype=np.float32), 'w')
short.raw_data = short.raw_data[:5]
save(model(helper.make_graph(
    [helper.make_node('Add', ['x', 'w'], ['y'], name='add')],
    'raw_size', *relu_io, [short])), 'raw_size.onnx', check=False)
save(model(helper.make_graph(
    [helper.make_node('Relu', ['x'], ['y'], name='relu')], 'opset18',
    *relu_io), opset=18), 'opset18.onnx', check=False)

# 64 KiB of weights in an opset 11 model: upgraded (MatMul changed at 13)
# by libonnx in another process, which never sees the weights' bytes.
huge = np.full((128, 128), 0.25, dtype=np.float32)
huge[0, 0] = 1.5
huge[127, 127] = -2.0
save(model(helper.make_graph(
    [helper.make_node('MatMul', ['x', 'w'], ['y'], name='mm')],
    'huge_weights',
    [helper.make_tensor_value_info('x', TensorProto.FLOAT, [2, 128])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, [2, 128])],
    [numpy_helper.from_array(huge, 'w')]), opset=11), 'huge_weights.onnx')

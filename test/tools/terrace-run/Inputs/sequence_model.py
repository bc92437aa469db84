#!/usr/bin/python3
"""Writes a model of ONNX's sequence ops and inputs for it into a folder:

  seq_ops.onnx: s (a sequence of float vectors), t (a float vector), p
  (an int64 position) -> SequenceInsert(s, t, p), SequenceErase(s, p),
  SequenceAt(s, p), SequenceLength of the insert's result.
  s.pb: the sequence [[1, 2, 3], [4]]; t.pb: [7, 8]; p_back.pb: -1;
  p_out.pb: 2 (out of range for s).

Usage: sequence_model.py FOLDER
"""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
vector = helper.make_tensor_type_proto(TensorProto.FLOAT, ['n'])
graph = helper.make_graph(
    [helper.make_node('SequenceInsert', ['s', 't', 'p'], ['inserted']),
     helper.make_node('SequenceErase', ['s', 'p'], ['erased']),
     helper.make_node('SequenceAt', ['s', 'p'], ['at']),
     helper.make_node('SequenceLength', ['inserted'], ['length'])],
    'sequences',
    [helper.make_value_info('s', helper.make_sequence_type_proto(vector)),
     helper.make_tensor_value_info('t', TensorProto.FLOAT, [2]),
     helper.make_tensor_value_info('p', TensorProto.INT64, [])],
    [helper.make_value_info('inserted',
                            helper.make_sequence_type_proto(vector)),
     helper.make_value_info('erased', helper.make_sequence_type_proto(vector)),
     helper.make_tensor_value_info('at', TensorProto.FLOAT, ['m']),
     helper.make_tensor_value_info('length', TensorProto.INT64, [])])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 17)])
onnx.checker.check_model(model)
onnx.save(model, os.path.join(out, 'seq_ops.onnx'))


def save(proto, name):
    with open(os.path.join(out, name), 'wb') as f:
        f.write(proto.SerializeToString())


save(numpy_helper.from_list([np.array([1, 2, 3], np.float32),
                             np.array([4], np.float32)]), 's.pb')
save(numpy_helper.from_array(np.array([7, 8], np.float32)), 't.pb')
save(numpy_helper.from_array(np.array(-1, np.int64)), 'p_back.pb')
save(numpy_helper.from_array(np.array(2, np.int64)), 'p_out.pb')

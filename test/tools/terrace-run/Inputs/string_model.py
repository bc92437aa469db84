#!/usr/bin/python3
"""Writes models of ONNX's ops on strings and inputs for them into a folder:

  strings.onnx: x (3 floats), words (4 strings) -> Cast(x) to strings,
  StringNormalizer(words) (lower case, "monday" dropped, case-insensitive),
  Cast(Cast(x) to strings) to doubles.
  x.pb: [1.5, -0.1, inf]; words.pb: ["Monday", "Tuesday", "MONDAY", "Wed"].
  parse.onnx: s (2 strings) -> Cast(s) to floats.
  good.pb: ["1.25", "-3e2"]; bad.pb: ["1", "x"].

Usage: string_model.py FOLDER
"""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
graph = helper.make_graph(
    [helper.make_node('Cast', ['x'], ['text'], to=TensorProto.STRING),
     helper.make_node('StringNormalizer', ['words'], ['normalized'],
                      case_change_action='LOWER', is_case_sensitive=0,
                      stopwords=['monday']),
     helper.make_node('Cast', ['text'], ['back'], to=TensorProto.DOUBLE)],
    'strings',
    [helper.make_tensor_value_info('x', TensorProto.FLOAT, [3]),
     helper.make_tensor_value_info('words', TensorProto.STRING, [4])],
    [helper.make_tensor_value_info('text', TensorProto.STRING, [3]),
     helper.make_tensor_value_info('normalized', TensorProto.STRING, [None]),
     helper.make_tensor_value_info('back', TensorProto.DOUBLE, [3])])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 17)])
onnx.checker.check_model(model)
onnx.save(model, os.path.join(out, 'strings.onnx'))

graph = helper.make_graph(
    [helper.make_node('Cast', ['s'], ['y'], to=TensorProto.FLOAT)], 'parse',
    [helper.make_tensor_value_info('s', TensorProto.STRING, [2])],
    [helper.make_tensor_value_info('y', TensorProto.FLOAT, [2])])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 17)])
onnx.save(model, os.path.join(out, 'parse.onnx'))


def save(array, name):
    with open(os.path.join(out, name), 'wb') as f:
        f.write(numpy_helper.from_array(array).SerializeToString())


save(np.array([1.5, -0.1, np.inf], np.float32), 'x.pb')
save(np.array(['Monday', 'Tuesday', 'MONDAY', 'Wed'], object), 'words.pb')
save(np.array(['1.25', '-3e2'], object), 'good.pb')
save(np.array(['1', 'x'], object), 'bad.pb')

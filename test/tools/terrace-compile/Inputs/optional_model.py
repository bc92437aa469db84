#!/usr/bin/python3
"""Writes a model of ONNX's optionals into a folder:

  optionals.onnx: o (an optional float vector), os (an optional sequence
  of float vectors), t (2 floats) -> OptionalHasElement(o),
  OptionalHasElement(os), Optional(t), OptionalGetElement(o) + 1.

Usage: optional_model.py FOLDER
"""
import os
import sys

import onnx
from onnx import TensorProto, helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
vector = helper.make_tensor_type_proto(TensorProto.FLOAT, ['n'])
one = helper.make_tensor('one', TensorProto.FLOAT, [1], [1.0])
graph = helper.make_graph(
    [helper.make_node('OptionalHasElement', ['o'], ['has_o']),
     helper.make_node('OptionalHasElement', ['os'], ['has_os']),
     helper.make_node('Optional', ['t'], ['wrapped']),
     helper.make_node('OptionalGetElement', ['o'], ['got']),
     helper.make_node('Add', ['got', 'one'], ['plus_one'])],
    'optionals',
    [helper.make_value_info('o', helper.make_optional_type_proto(vector)),
     helper.make_value_info('os', helper.make_optional_type_proto(
         helper.make_sequence_type_proto(vector))),
     helper.make_tensor_value_info('t', TensorProto.FLOAT, [2])],
    [helper.make_tensor_value_info('has_o', TensorProto.BOOL, []),
     helper.make_tensor_value_info('has_os', TensorProto.BOOL, []),
     helper.make_value_info('wrapped', helper.make_optional_type_proto(
         helper.make_tensor_type_proto(TensorProto.FLOAT, [2]))),
     helper.make_tensor_value_info('plus_one', TensorProto.FLOAT, ['n'])],
    initializer=[one])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 17)])
onnx.checker.check_model(model)
onnx.save(model, os.path.join(out, 'optionals.onnx'))

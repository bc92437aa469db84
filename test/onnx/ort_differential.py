#!/usr/bin/python3
"""Random ONNX graphs run by Terrace (imported, then interpreted as
imported, interpreted after onnx-to-linalg, or compiled: --level) and by
ONNX Runtime (the onnxruntime-node npm package, installed with
--ignore-scripts into the build folder and used only as an oracle); the
outputs must agree.

    ort_differential.py --terrace-run build/bin/terrace-run --seeds 0:300
        [--ort-dir build/ort] [--jobs N] [--keep DIR]
        [--level onnx|linalg|compiled]

Each seed gives one graph of 1 to 8 nodes drawn from the operators below,
with random shapes (broadcasting partners, symbolic batch dimensions),
dtypes (float32, float64, int32, int64, bool through comparisons; uint8
and int8 inside quantized steps) and
attributes, built with onnx.helper. Floats agree within rtol 1e-4 and
atol 1e-5; integers and booleans exactly. Exits 1 on any disagreement or
on a graph Terrace cannot run.
"""
import argparse
import concurrent.futures
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

ORT_VERSION = '1.31.1'
HERE = os.path.dirname(os.path.abspath(__file__))

FLOAT_UNARY = ['Abs', 'Neg', 'Exp', 'Sigmoid', 'Tanh', 'Relu', 'Floor',
               'Ceil', 'Sin', 'Cos', 'Softsign', 'Erf', 'Sign', 'Softplus',
               'Identity']
INT_UNARY = ['Abs', 'Neg', 'Sign', 'Identity']
BINARY = ['Add', 'Sub', 'Mul', 'Max', 'Min']
COMPARE = ['Equal', 'Less', 'Greater', 'LessOrEqual', 'GreaterOrEqual']
NP = {TensorProto.FLOAT: np.float32, TensorProto.DOUBLE: np.float64,
      TensorProto.INT32: np.int32, TensorProto.INT64: np.int64,
      TensorProto.BOOL: np.bool_}
ORT_TYPE = {np.float32: 'float32', np.float64: 'float64', np.int32: 'int32',
            np.int64: 'int64', np.bool_: 'bool'}


class Graph:
    def __init__(self, rng):
        self.rng = rng
        self.nodes, self.inputs, self.inits, self.values = [], [], [], []
        self.feeds = {}
        self.count = 0

    def name(self, prefix):
        self.count += 1
        return f'{prefix}{self.count}'

    def add_input(self, dtype, shape, symbolic=False):
        name = self.name('in')
        dims = list(shape)
        if symbolic and dims:
            dims[0] = 'N'
        self.inputs.append(helper.make_tensor_value_info(name, dtype, dims))
        r = self.rng
        if dtype in (TensorProto.FLOAT, TensorProto.DOUBLE):
            data = np.array([r.uniform(-3, 3) for _ in range(int(np.prod(shape)))],
                            dtype=NP[dtype]).reshape(shape)
        else:
            data = np.array([r.randint(-5, 5) for _ in range(int(np.prod(shape)))],
                            dtype=NP[dtype]).reshape(shape)
        self.feeds[name] = data
        self.values.append((name, dtype, tuple(shape)))
        return name

    def constant(self, array):
        name = self.name('c')
        self.inits.append(numpy_helper.from_array(array, name))
        return name

    def node(self, op, inputs, dtype, shape, **attrs):
        out = self.name('v')
        self.nodes.append(helper.make_node(op, inputs, [out], **attrs))
        self.values.append((out, dtype, tuple(shape)))
        return out


def broadcast_partner(rng, shape):
    """A shape that broadcasts with `shape` (some dimensions 1, maybe fewer
    leading ones)."""
    dims = [1 if rng.random() < 0.3 else d for d in shape]
    drop = rng.randint(0, len(dims)) if dims and rng.random() < 0.3 else 0
    return tuple(dims[drop:])


def random_shape(rng):
    return tuple(rng.randint(1, 4) for _ in range(rng.randint(1, 4)))


def step(g):
    rng = g.rng
    name, dtype, shape = rng.choice(g.values)
    floaty = dtype in (TensorProto.FLOAT, TensorProto.DOUBLE)
    rank = len(shape)
    choice = rng.random()
    if dtype == TensorProto.FLOAT and rng.random() < 0.08:
        return quantized_step(g, name, shape)
    if dtype != TensorProto.BOOL and rng.random() < 0.3:
        return structured_step(g, name, dtype, shape)
    if dtype == TensorProto.BOOL:
        # Booleans become numbers again.
        if rng.random() < 0.5:
            other = g.add_input(TensorProto.FLOAT, shape)
            zero = g.constant(np.zeros(shape, np.float32))
            return g.node('Where', [name, other, zero], TensorProto.FLOAT, shape)
        return g.node('Cast', [name], TensorProto.INT64, shape,
                      to=TensorProto.INT64)
    if choice < 0.25:
        op = rng.choice(FLOAT_UNARY if floaty else INT_UNARY)
        if op in ('Softplus', 'Erf', 'Softsign') and dtype != TensorProto.FLOAT:
            op = 'Tanh'  # ONNX Runtime has them for float32 only
        return g.node(op, [name], dtype, shape)
    if choice < 0.45:
        partner_shape = broadcast_partner(rng, shape)
        other = g.add_input(dtype, partner_shape)
        out_shape = tuple(np.broadcast_shapes(shape, partner_shape))
        if rng.random() < 0.2:
            return g.node(rng.choice(COMPARE), [name, other],
                          TensorProto.BOOL, out_shape)
        ops = BINARY + (['Div'] if floaty else [])
        op = rng.choice(ops)
        if op == 'Div':
            # Away from zero: divide by 1 + |y|.
            one = g.constant(np.ones((), NP[dtype]))
            absolute = g.node('Abs', [other], dtype, partner_shape)
            other = g.node('Add', [absolute, one], dtype, partner_shape)
        return g.node(op, [name, other], dtype, out_shape)
    if choice < 0.55 and rank:
        axes = sorted(rng.sample(range(rank), rng.randint(1, rank)))
        keep = rng.randint(0, 1)
        out = [1 if i in axes else d for i, d in enumerate(shape)] if keep \
            else [d for i, d in enumerate(shape) if i not in axes]
        op = rng.choice(['ReduceSum', 'ReduceMax', 'ReduceMin'] +
                        (['ReduceMean'] if floaty else []))
        if op == 'ReduceSum':
            axes_c = g.constant(np.array(axes, np.int64))
            return g.node(op, [name, axes_c], dtype, out, keepdims=keep)
        return g.node(op, [name], dtype, out, axes=axes, keepdims=keep)
    if choice < 0.62 and rank > 1:
        perm = list(range(rank))
        rng.shuffle(perm)
        return g.node('Transpose', [name], dtype,
                      [shape[p] for p in perm], perm=perm)
    if choice < 0.67:
        total = int(np.prod(shape))
        target = rng.choice([[total], [-1], [1, total], list(reversed(shape))]
                            if rank else [[1]])
        out = [total] if target == [-1] else target
        if int(np.prod(out)) != total:
            out, target = [total], [total]
        return g.node('Reshape', [name, g.constant(np.array(target, np.int64))],
                      dtype, out)
    if choice < 0.72 and floaty and rank:
        axis = rng.randint(-rank, rank - 1)
        return g.node(rng.choice(['Softmax', 'LogSoftmax']), [name], dtype,
                      shape, axis=axis)
    if choice < 0.78 and rank == 2 and dtype != TensorProto.INT32:
        n = rng.randint(1, 4)
        other = g.add_input(dtype, (shape[1], n))
        return g.node('MatMul', [name, other], dtype, (shape[0], n))
    if choice < 0.82 and rank:
        axis = rng.randint(0, rank - 1)
        out = list(shape)
        out[axis] *= 2
        return g.node('Concat', [name, name], dtype, out, axis=axis)
    if choice < 0.86 and rank:
        axis = rng.randint(0, rank - 1)
        dim = shape[axis]
        start = rng.randint(0, dim - 1)
        end = rng.randint(start + 1, dim)
        out = list(shape)
        out[axis] = end - start
        return g.node('Slice', [name, g.constant(np.array([start], np.int64)),
                                g.constant(np.array([end], np.int64)),
                                g.constant(np.array([axis], np.int64))],
                      dtype, out)
    if choice < 0.9 and floaty:
        lo, hi = sorted((rng.uniform(-2, 1), rng.uniform(-1, 2)))
        return g.node('Clip', [name, g.constant(np.array(lo, NP[dtype])),
                               g.constant(np.array(hi, NP[dtype]))],
                      dtype, shape)
    if choice < 0.94:
        to = rng.choice([TensorProto.FLOAT, TensorProto.DOUBLE,
                         TensorProto.INT64, TensorProto.INT32])
        if floaty and to in (TensorProto.INT64, TensorProto.INT32):
            # Truncation of exact halves is where runtimes round; keep away.
            name = g.node('Floor', [name], dtype, shape)
        return g.node('Cast', [name], to, shape, to=to)
    if choice < 0.97 and rank:
        axis = rng.randint(0, rank - 1)
        indices = np.array([rng.randint(0, shape[axis] - 1)
                            for _ in range(rng.randint(1, 3))], np.int64)
        out = list(shape[:axis]) + [len(indices)] + list(shape[axis + 1:])
        return g.node('Gather', [name, g.constant(indices)], dtype, out,
                      axis=axis)
    return structured_step(g, name, dtype, shape)


def conv_output(size, kernel, stride, pad_begin, pad_end, dilation=1):
    return (size + pad_begin + pad_end - ((kernel - 1) * dilation + 1)) // stride + 1


def model_step(g, name, dtype, shape):
    """The operators models are made of beyond the basic ones: transposed
    and grouped convolutions, normalizations, batched matrix products,
    broadcasting and rearranging data; float32 where ONNX Runtime has them
    for float32 only."""
    rng = g.rng
    rank = len(shape)
    f32 = dtype == TensorProto.FLOAT
    choice = rng.random()
    if f32 and choice < 0.2:
        n, groups = rng.randint(1, 2), rng.randint(1, 2)
        c = groups * rng.randint(1, 2)
        h, w = rng.randint(2, 5), rng.randint(2, 5)
        x = g.add_input(dtype, (n, c, h, w))
        kh, kw = rng.randint(1, 3), rng.randint(1, 3)
        sh, sw = rng.randint(1, 2), rng.randint(1, 2)
        pads = [rng.randint(0, kh - 1), rng.randint(0, kw - 1),
                rng.randint(0, kh - 1), rng.randint(0, kw - 1)]
        out_pad = [rng.randint(0, sh - 1), rng.randint(0, sw - 1)]
        m = groups * rng.randint(1, 2)
        weights = g.add_input(dtype, (c, m // groups, kh, kw))
        oh = sh * (h - 1) + out_pad[0] + kh - pads[0] - pads[2]
        ow = sw * (w - 1) + out_pad[1] + kw - pads[1] - pads[3]
        if oh < 1 or ow < 1:
            pads = [0, 0, 0, 0]
            oh = sh * (h - 1) + out_pad[0] + kh
            ow = sw * (w - 1) + out_pad[1] + kw
        bias = [g.add_input(dtype, (m,))] if rng.random() < 0.5 else []
        return g.node('ConvTranspose', [x, weights] + bias, dtype,
                      (n, m, oh, ow), kernel_shape=[kh, kw], strides=[sh, sw],
                      pads=pads, output_padding=out_pad, group=groups)
    if f32 and choice < 0.35 and rank >= 2:
        c = shape[1]
        if rng.random() < 0.5:
            scale, bias = g.add_input(dtype, (c,)), g.add_input(dtype, (c,))
            mean = g.add_input(dtype, (c,))
            var = g.node('Abs', [g.add_input(dtype, (c,))], dtype, (c,))
            return g.node('BatchNormalization', [name, scale, bias, mean, var],
                          dtype, shape, epsilon=1e-3)
        axis = rng.randint(1, rank - 1)
        norm = shape[axis:]
        return g.node('LayerNormalization',
                      [name, g.add_input(dtype, norm), g.add_input(dtype, norm)],
                      dtype, shape, axis=axis, epsilon=1e-3)
    if choice < 0.5 and rank == 3 and dtype != TensorProto.INT32:
        # A batch of matrices times one broadcast over the batch.
        n = rng.randint(1, 3)
        other = g.add_input(dtype, (1, shape[2], n) if rng.random() < 0.5
                            else (shape[2], n))
        return g.node('MatMul', [name, other], dtype, (shape[0], shape[1], n))
    if choice < 0.6 and rank:
        if rng.random() < 0.5:
            out = [2 * d if d == 1 else d for d in shape]
            out = [rng.randint(1, 3)] + out
            return g.node('Expand', [name, g.constant(np.array(out, np.int64))],
                          dtype, out)
        repeats = [rng.randint(1, 2) for _ in shape]
        return g.node('Tile', [name, g.constant(np.array(repeats, np.int64))],
                      dtype, [d * r for d, r in zip(shape, repeats)])
    if choice < 0.7 and rank >= 2:
        k = g.constant(np.array(rng.randint(-1, 1), np.int64))
        return g.node('Trilu', [name, k], dtype, shape,
                      upper=rng.randint(0, 1))
    if choice < 0.8 and rank:
        axis = rng.randint(0, rank - 1)
        if shape[axis] >= 2:
            first = rng.randint(1, shape[axis] - 1)
            parts = [first, shape[axis] - first]
            outs = []
            for size in parts:
                out = list(shape)
                out[axis] = size
                outs.append(out)
            names = [g.name('v') for _ in parts]
            g.nodes.append(helper.make_node(
                'Split', [name, g.constant(np.array(parts, np.int64))], names,
                axis=axis))
            for n_, o in zip(names, outs):
                g.values.append((n_, dtype, tuple(o)))
            return names[-1]
    if choice < 0.9 and rank and dtype in (TensorProto.FLOAT, TensorProto.DOUBLE,
                                           TensorProto.INT64, TensorProto.INT32):
        axis = rng.randint(0, rank - 1)
        indices = np.array(
            [rng.randint(-shape[axis], shape[axis] - 1)
             for _ in range(int(np.prod(shape)))], np.int64).reshape(shape)
        return g.node('GatherElements', [name, g.constant(indices)], dtype,
                      shape, axis=axis)
    if f32 and rng.random() < 0.15:
        # A recurrent layer over a fresh sequence.
        op = rng.choice(['RNN', 'GRU', 'LSTM'])
        gates = {'RNN': 1, 'GRU': 3, 'LSTM': 4}[op]
        seq, batch, inp, hid = (rng.randint(1, 4), rng.randint(1, 3),
                                rng.randint(1, 4), rng.randint(1, 4))
        direction = rng.choice(['forward', 'reverse', 'bidirectional'])
        dirs = 2 if direction == 'bidirectional' else 1
        x = g.add_input(dtype, (seq, batch, inp))
        w = g.add_input(dtype, (dirs, gates * hid, inp))
        r = g.add_input(dtype, (dirs, gates * hid, hid))
        inputs = [x, w, r]
        inputs.append(g.add_input(dtype, (dirs, 2 * gates * hid))
                      if rng.random() < 0.6 else '')
        if rng.random() < 0.5:
            inputs += ['', g.add_input(dtype, (dirs, batch, hid))]
        attrs = dict(hidden_size=hid, direction=direction)
        if rng.random() < 0.3:
            attrs['clip'] = round(rng.uniform(0.5, 2), 2)
        if op == 'GRU':
            attrs['linear_before_reset'] = rng.randint(0, 1)
        return g.node(op, inputs, dtype, (seq, dirs, batch, hid), **attrs)
    if f32 and rank == 4 and rng.random() < 0.5:
        # Resize by constant scales of the spatial dimensions.
        sh, sw = rng.choice([0.5, 1.5, 2.0, 3.0]), rng.choice([0.5, 1.0, 2.0])
        scales = np.array([1, 1, sh, sw], np.float32)
        out = [shape[0], shape[1], int(np.floor(shape[2] * sh)),
               int(np.floor(shape[3] * sw))]
        if min(out) >= 1:
            mode = rng.choice(['nearest', 'linear', 'cubic'])
            transform = rng.choice(['half_pixel', 'asymmetric', 'align_corners',
                                    'pytorch_half_pixel'])
            roi = g.constant(np.array([], np.float32))
            return g.node('Resize', [name, roi, g.constant(scales)], dtype, out,
                          mode=mode, coordinate_transformation_mode=transform)
    if f32 and rank == 4 and shape[1] % 4 == 0:
        return g.node('DepthToSpace', [name], dtype,
                      (shape[0], shape[1] // 4, shape[2] * 2, shape[3] * 2),
                      blocksize=2, mode=rng.choice(['DCR', 'CRD']))
    return g.node('Identity', [name], dtype, shape)


def structured_step(g, name, dtype, shape):
    """Windows, matrices, padding and the rest, on float32 where ONNX
    Runtime has them."""
    rng = g.rng
    rank = len(shape)
    f32 = dtype == TensorProto.FLOAT
    choice = rng.random()
    if rng.random() < 0.3:
        return model_step(g, name, dtype, shape)
    if f32 and choice < 0.3:
        # A 2-D convolution or pooling over a fresh N x C x H x W input.
        n, c = rng.randint(1, 2), rng.randint(1, 3)
        h, w = rng.randint(3, 7), rng.randint(3, 7)
        x = g.add_input(dtype, (n, c, h, w))
        kh, kw = rng.randint(1, 3), rng.randint(1, 3)
        sh, sw = rng.randint(1, 2), rng.randint(1, 2)
        pads = [rng.randint(0, kh - 1), rng.randint(0, kw - 1),
                rng.randint(0, kh - 1), rng.randint(0, kw - 1)]
        oh = conv_output(h, kh, sh, pads[0], pads[2])
        ow = conv_output(w, kw, sw, pads[1], pads[3])
        kind = rng.choice(['Conv', 'MaxPool', 'AveragePool'])
        if kind == 'Conv':
            group = rng.choice([g_ for g_ in (1, c) if c % g_ == 0])
            m = group * rng.randint(1, 2)
            weights = g.add_input(dtype, (m, c // group, kh, kw))
            bias = [g.add_input(dtype, (m,))] if rng.random() < 0.5 else []
            return g.node('Conv', [x, weights] + bias, dtype, (n, m, oh, ow),
                          kernel_shape=[kh, kw], strides=[sh, sw], pads=pads,
                          group=group)
        attrs = dict(kernel_shape=[kh, kw], strides=[sh, sw], pads=pads)
        if kind == 'AveragePool':
            attrs['count_include_pad'] = rng.randint(0, 1)
        return g.node(kind, [x], dtype, (n, c, oh, ow), **attrs)
    if f32 and choice < 0.4 and rank == 2:
        trans_a = rng.randint(0, 1)
        m, k = (shape[1], shape[0]) if trans_a else shape
        n = rng.randint(1, 4)
        trans_b = rng.randint(0, 1)
        b = g.add_input(dtype, (n, k) if trans_b else (k, n))
        c = [g.add_input(dtype, broadcast_partner(rng, (m, n)))] \
            if rng.random() < 0.6 else []
        return g.node('Gemm', [name, b] + c, dtype, (m, n),
                      alpha=round(rng.uniform(0.5, 2), 2),
                      beta=round(rng.uniform(0.5, 2), 2), transA=trans_a,
                      transB=trans_b)
    if choice < 0.55 and rank:
        pads = [rng.randint(0, 2) for _ in range(2 * rank)]
        out = [d + pads[i] + pads[rank + i] for i, d in enumerate(shape)]
        mode = rng.choice(['constant', 'edge', 'reflect'])
        if mode == 'reflect':
            pads = [min(p, shape[i % rank] - 1) for i, p in enumerate(pads)]
            out = [d + pads[i] + pads[rank + i] for i, d in enumerate(shape)]
        return g.node('Pad', [name, g.constant(np.array(pads, np.int64))],
                      dtype, out, mode=mode)
    if choice < 0.65:
        axis = rng.randint(0, rank)
        out = list(shape[:axis]) + [1] + list(shape[axis:])
        return g.node('Unsqueeze', [name, g.constant(np.array([axis], np.int64))],
                      dtype, out)
    if choice < 0.75 and rank and dtype != TensorProto.INT32:
        axis = rng.randint(0, rank - 1)
        keep = rng.randint(0, 1)
        out = [1 if i == axis else d for i, d in enumerate(shape)] if keep \
            else [d for i, d in enumerate(shape) if i != axis]
        return g.node(rng.choice(['ArgMax', 'ArgMin']), [name],
                      TensorProto.INT64, out, axis=axis, keepdims=keep)
    if choice < 0.85 and rank and dtype in (TensorProto.FLOAT, TensorProto.DOUBLE,
                                            TensorProto.INT64, TensorProto.INT32):
        axis = g.constant(np.array(rng.randint(-rank, rank - 1), np.int64))
        return g.node('CumSum', [name, axis], dtype, shape,
                      exclusive=rng.randint(0, 1), reverse=rng.randint(0, 1))
    if dtype in (TensorProto.FLOAT, TensorProto.DOUBLE):
        return g.node('LeakyRelu', [name], dtype, shape,
                      alpha=round(rng.uniform(0.01, 0.5), 3))
    return g.node('Identity', [name], dtype, shape)


def quantize(g, name, shape, unsigned, axis=None):
    """QuantizeLinear of float32 `name` to uint8 or int8, per tensor or
    (with `axis`) per index of an axis; returns the value and its
    scale and zero point."""
    rng = g.rng
    count = shape[axis] if axis is not None else None
    size = () if count is None else (count,)
    scale = g.constant(np.array([rng.uniform(0.02, 0.5) for _ in
                                 range(int(np.prod(size)))],
                                np.float32).reshape(size))
    lo, hi = (0, 255) if unsigned else (-128, 127)
    zero = g.constant(np.array([rng.randint(lo, hi) for _ in
                                range(int(np.prod(size)))],
                               np.uint8 if unsigned else np.int8).reshape(size))
    qtype = TensorProto.UINT8 if unsigned else TensorProto.INT8
    attrs = {'axis': axis} if axis is not None else {}
    q = g.node('QuantizeLinear', [name, scale, zero], qtype, shape, **attrs)
    g.values.pop()  # 8-bit values stay inside this step
    return q, scale, zero


def quantized_step(g, name, shape):
    """float32 data through ONNX's 8-bit integers and back:
    QuantizeLinear (per tensor or per axis, uint8 or int8), then
    DequantizeLinear, Cast, MatMulInteger, QLinearMatMul or
    DynamicQuantizeLinear."""
    rng = g.rng
    rank = len(shape)
    choice = rng.random()
    unsigned = rng.random() < 0.6
    if choice < 0.15:
        y = g.node('DynamicQuantizeLinear', [name], TensorProto.UINT8, shape)
        g.values.pop()
        node = g.nodes[-1]
        scale, zero = g.name('v'), g.name('v')
        node.output.extend([scale, zero])
        return g.node('DequantizeLinear', [y, scale, zero], TensorProto.FLOAT,
                      shape)
    if choice < 0.45 and rank == 2:
        n = rng.randint(1, 4)
        other = g.add_input(TensorProto.FLOAT, (shape[1], n))
        g.values.pop()
        a, a_scale, a_zero = quantize(g, name, shape, unsigned)
        b, b_scale, b_zero = quantize(g, other, (shape[1], n),
                                      rng.random() < 0.5 or not unsigned)
        if rng.random() < 0.5:
            return g.node('MatMulInteger', [a, b, a_zero, b_zero],
                          TensorProto.INT32, (shape[0], n))
        y_scale = g.constant(np.array(rng.uniform(0.05, 2), np.float32))
        y_zero = g.constant(np.array(rng.randint(0, 255) if unsigned
                                     else rng.randint(-128, 127),
                                     np.uint8 if unsigned else np.int8))
        b, b_scale, b_zero = quantize(g, other, (shape[1], n), unsigned)
        y = g.node('QLinearMatMul', [a, a_scale, a_zero, b, b_scale, b_zero,
                                     y_scale, y_zero],
                   TensorProto.UINT8 if unsigned else TensorProto.INT8,
                   (shape[0], n))
        g.values.pop()
        return g.node('DequantizeLinear', [y, y_scale, y_zero],
                      TensorProto.FLOAT, (shape[0], n))
    axis = rng.randint(0, rank - 1) if rank and rng.random() < 0.4 else None
    q, scale, zero = quantize(g, name, shape, unsigned, axis)
    if choice < 0.75:
        attrs = {'axis': axis} if axis is not None else {}
        return g.node('DequantizeLinear', [q, scale, zero], TensorProto.FLOAT,
                      shape, **attrs)
    to = rng.choice([TensorProto.FLOAT, TensorProto.INT32])
    return g.node('Cast', [q], to, shape, to=to)


def make_case(seed, folder):
    rng = random.Random(seed)
    g = Graph(rng)
    dtype = rng.choice([TensorProto.FLOAT] * 3 + [TensorProto.DOUBLE,
                                                 TensorProto.INT64])
    g.add_input(dtype, random_shape(rng), symbolic=rng.random() < 0.3)
    for _ in range(rng.randint(1, 8)):
        step(g)
    outputs = [g.values[-1]]
    if len(g.values) > 2 and rng.random() < 0.3:
        outputs.append(rng.choice(g.values[1:-1]))
    graph = helper.make_graph(
        g.nodes, f'random_{seed}', g.inputs,
        [helper.make_tensor_value_info(n, t, [None] * len(s))
         for n, t, s in outputs],
        g.inits)
    model = helper.make_model(graph,
                              opset_imports=[helper.make_opsetid('', 17)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    os.makedirs(folder, exist_ok=True)
    onnx.save(model, os.path.join(folder, 'model.onnx'))
    inputs = []
    for i, info in enumerate(g.inputs):
        data = g.feeds[info.name]
        with open(os.path.join(folder, f'input_{i}.pb'), 'wb') as f:
            f.write(numpy_helper.from_array(data).SerializeToString())
        raw = os.path.join(folder, f'input_{i}.bin')
        data.tofile(raw)
        inputs.append({'name': info.name, 'type': ORT_TYPE[data.dtype.type],
                       'shape': list(data.shape), 'file': raw})
    return {'model': os.path.join(folder, 'model.onnx'), 'inputs': inputs,
            'outdir': folder}


def ensure_ort(ort_dir):
    module = os.path.join(ort_dir, 'node_modules', 'onnxruntime-node')
    if not os.path.isdir(module):
        os.makedirs(ort_dir, exist_ok=True)
        subprocess.run(['npm', 'install', f'onnxruntime-node@{ORT_VERSION}',
                        '--ignore-scripts', '--no-audit', '--no-fund',
                        '--prefix', ort_dir], check=True,
                       stdout=subprocess.DEVNULL)
    return module


LEVEL_FLAGS = {
    'onnx': ['--interpret'],
    'linalg': ['--interpret', '--level', 'linalg'],
    'compiled': ['--no-cache'],
}


def run_terrace(terrace_run, case, level):
    folder = case['outdir']
    out = os.path.join(folder, 'terrace')
    cmd = [terrace_run, *LEVEL_FLAGS[level], case['model'], '--output-dir',
           out, '--output-format', 'npy']
    for i in range(len(case['inputs'])):
        cmd += ['--input', os.path.join(folder, f'input_{i}.pb')]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stderr


def compare(case):
    folder = case['outdir']
    if os.path.exists(os.path.join(folder, 'error.txt')):
        with open(os.path.join(folder, 'error.txt')) as f:
            return 'ort-rejected', f.read()[:200]
    with open(os.path.join(folder, 'outputs.json')) as f:
        outputs = json.load(f)
    for i, o in enumerate(outputs):
        dtype = {v: k for k, v in ORT_TYPE.items()}[o['type']]
        expected = np.fromfile(o['file'], dtype=dtype).reshape(o['shape'])
        actual = np.load(os.path.join(folder, 'terrace', f'output_{i}.npy'))
        if expected.shape != actual.shape:
            return 'disagree', f'output {i}: shape {actual.shape} vs {expected.shape}'
        if dtype in (np.float32, np.float64):
            if not np.allclose(actual, expected, rtol=1e-4, atol=1e-5,
                               equal_nan=True):
                worst = np.max(np.abs(actual.astype(np.float64) - expected))
                return 'disagree', f'output {i}: max difference {worst}'
        elif not np.array_equal(actual.astype(dtype), expected):
            return 'disagree', f'output {i}: values differ'
    return 'agree', ''


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--terrace-run', required=True)
    ap.add_argument('--seeds', default='0:100')
    ap.add_argument('--ort-dir', default=os.path.join('build', 'ort'))
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    ap.add_argument('--keep', help='copy disagreeing cases here')
    ap.add_argument('--level', choices=sorted(LEVEL_FLAGS), default='onnx',
                    help='interpreted as imported (onnx), after '
                         'onnx-to-linalg (linalg), or compiled')
    args = ap.parse_args()
    first, last = (int(x) for x in args.seeds.split(':'))
    module = ensure_ort(os.path.abspath(args.ort_dir))
    work = tempfile.mkdtemp(prefix='ort-differential-')
    try:
        cases = [make_case(s, os.path.join(work, str(s)))
                 for s in range(first, last)]
        with open(os.path.join(work, 'cases.json'), 'w') as f:
            json.dump(cases, f)
        env = dict(os.environ, TERRACE_ORT_MODULE=module)
        subprocess.run(['node', os.path.join(HERE, 'ort_run.js'),
                        os.path.join(work, 'cases.json')], check=True, env=env)
        counts = {'agree': 0, 'disagree': 0, 'ort-rejected': 0,
                  'terrace-failed': 0}
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            runs = list(pool.map(
                lambda c: run_terrace(args.terrace_run, c, args.level), cases))
        for seed, case, (rc, err) in zip(range(first, last), cases, runs):
            if rc != 0:
                outcome, detail = 'terrace-failed', err.strip()[:300]
            else:
                outcome, detail = compare(case)
            counts[outcome] += 1
            if outcome != 'agree':
                print(f'seed {seed}: {outcome}: {detail}')
                if args.keep and outcome != 'ort-rejected':
                    shutil.copytree(case['outdir'],
                                    os.path.join(args.keep, str(seed)),
                                    dirs_exist_ok=True)
        print(f"random graphs {first}:{last} at level {args.level}: agree {counts['agree']}, "
              f"disagree {counts['disagree']}, terrace failed "
              f"{counts['terrace-failed']}, ORT rejected "
              f"{counts['ort-rejected']}")
        return 1 if counts['disagree'] or counts['terrace-failed'] else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/python3
"""A small CNN that reads digits, and the images it reads.

The network is written with onnx.helper (opset 13, batch size symbolic):

  image [N, 1, 16, 16] -> Conv (10 filters of 7x5) -> Relu -> MaxPool 2x2
  -> GlobalMaxPool -> Flatten -> x4 -> Softmax -> probabilities [N, 10]
                                                -> ArgMax  -> digit [N]

Its weights are set, not trained: filter d is digit d's 5x7 glyph (the
classic dot-matrix font below), less its mean and scaled to unit norm. A
filter's response at a position is then the image's correlation with
that digit there (a constant background adds nothing), largest for the
digit drawn, wherever it is drawn: the max-pools keep the best position.

    digits.py model OUT.onnx          writes the model (digits-cnn.onnx)
    digits.py check MODEL.onnx        fails unless MODEL is what `model`
                                      writes (the shipped file is)
    digits.py image D ROW COL SEED OUT.npy
                                      digit D at (ROW, COL) on a noisy
                                      background, as a [1, 1, 16, 16] f32
"""
import sys

import numpy as np

GLYPHS = {
    0: ["01110", "10001", "10011", "10101", "11001", "10001", "01110"],
    1: ["00100", "01100", "00100", "00100", "00100", "00100", "01110"],
    2: ["01110", "10001", "00001", "00010", "00100", "01000", "11111"],
    3: ["11111", "00010", "00100", "00010", "00001", "10001", "01110"],
    4: ["00010", "00110", "01010", "10010", "11111", "00010", "00010"],
    5: ["11111", "10000", "11110", "00001", "00001", "10001", "01110"],
    6: ["00110", "01000", "10000", "11110", "10001", "10001", "01110"],
    7: ["11111", "00001", "00010", "00100", "01000", "01000", "01000"],
    8: ["01110", "10001", "10001", "01110", "10001", "10001", "01110"],
    9: ["01110", "10001", "10001", "01111", "00001", "00010", "01100"],
}
SIZE = 16


def glyph(d):
    return np.array([[float(c) for c in row] for row in GLYPHS[d]],
                    np.float32)


def model(path):
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    filters = np.stack([glyph(d) - glyph(d).mean() for d in range(10)])
    filters /= np.linalg.norm(filters.reshape(10, -1), axis=1)[:, None, None]
    weights = numpy_helper.from_array(filters[:, None].astype(np.float32),
                                      'filters')
    bias = numpy_helper.from_array(np.zeros(10, np.float32), 'bias')
    sharpness = numpy_helper.from_array(np.array(4.0, np.float32),
                                        'sharpness')
    nodes = [
        helper.make_node('Conv', ['image', 'filters', 'bias'], ['response'],
                         kernel_shape=[7, 5]),
        helper.make_node('Relu', ['response'], ['positive']),
        helper.make_node('MaxPool', ['positive'], ['pooled'],
                         kernel_shape=[2, 2], strides=[2, 2]),
        helper.make_node('GlobalMaxPool', ['pooled'], ['best']),
        helper.make_node('Flatten', ['best'], ['scores']),
        helper.make_node('Mul', ['scores', 'sharpness'], ['logits']),
        helper.make_node('Softmax', ['logits'], ['probabilities'], axis=1),
        helper.make_node('ArgMax', ['logits'], ['digit'], axis=1,
                         keepdims=0),
    ]
    graph = helper.make_graph(
        nodes, 'digits',
        [helper.make_tensor_value_info('image', TensorProto.FLOAT,
                                       ['N', 1, SIZE, SIZE])],
        [helper.make_tensor_value_info('probabilities', TensorProto.FLOAT,
                                       ['N', 10]),
         helper.make_tensor_value_info('digit', TensorProto.INT64, ['N'])],
        [weights, bias, sharpness])
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 13)],
                          producer_name='terrace examples/onnx/digits.py')
    onnx.checker.check_model(m, full_check=True)
    onnx.save(m, path)


def image(d, row, col, seed, path):
    rng = np.random.default_rng(seed)
    picture = rng.uniform(0, 0.3, (SIZE, SIZE)).astype(np.float32)
    picture[row:row + 7, col:col + 5] += glyph(d)
    np.save(path, picture[None, None])


if __name__ == '__main__':
    if sys.argv[1] == 'model':
        model(sys.argv[2])
    elif sys.argv[1] == 'check':
        import tempfile
        with tempfile.TemporaryDirectory() as work:
            model(work + '/model.onnx')
            with open(work + '/model.onnx', 'rb') as made, \
                    open(sys.argv[2], 'rb') as shipped:
                if made.read() != shipped.read():
                    sys.exit(f'{sys.argv[2]} is not what digits.py writes')
    else:
        d, row, col, seed = map(int, sys.argv[2:6])
        image(d, row, col, seed, sys.argv[6])

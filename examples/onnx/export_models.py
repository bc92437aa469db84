#!/usr/bin/python3
"""Models as exporters write them: PyTorch's own ONNX exporter (Debian's
python3-torch) writes a ResNet-style CNN, a transformer encoder layer and
an LSTM, with random weights, at opsets 11, 13 and 17, each with a dynamic
batch dimension, and an input for two batch sizes.

    export_models.py OUTDIR

Writes OUTDIR/<model>_opset<N>/model.onnx and, for each batch size b,
OUTDIR/<model>_opset<N>/batch<b>/input_0.pb. The reference outputs are
ONNX Runtime's (test/onnx/exported_models.py runs it), not PyTorch's: the
exporter's graph is what both run.
"""
import os
import sys

import numpy as np
import torch
from onnx import numpy_helper

OPSETS = (11, 13, 17)
BATCHES = (1, 3)


class ResidualBlock(torch.nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(channels, channels, 3, padding=1,
                                     bias=False)
        self.bn1 = torch.nn.BatchNorm2d(channels)
        self.conv2 = torch.nn.Conv2d(channels, channels, 3, padding=1,
                                     bias=False)
        self.bn2 = torch.nn.BatchNorm2d(channels)

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        return torch.relu(x + y)


class SmallResNet(torch.nn.Module):
    """A ResNet in miniature: a strided stem, max pooling, two residual
    blocks, global average pooling and a linear classifier."""

    def __init__(self):
        super().__init__()
        self.stem = torch.nn.Conv2d(3, 8, 3, stride=2, padding=1, bias=False)
        self.bn = torch.nn.BatchNorm2d(8)
        self.pool = torch.nn.MaxPool2d(2)
        self.blocks = torch.nn.Sequential(ResidualBlock(8), ResidualBlock(8))
        self.head = torch.nn.Linear(8, 10)

    def forward(self, x):
        x = self.pool(torch.relu(self.bn(self.stem(x))))
        x = self.blocks(x)
        x = torch.nn.functional.adaptive_avg_pool2d(x, 1).flatten(1)
        return self.head(x)


class Encoder(torch.nn.Module):
    """One transformer encoder layer (self-attention, feed-forward, layer
    normalization), batch first."""

    def __init__(self):
        super().__init__()
        self.layer = torch.nn.TransformerEncoderLayer(
            d_model=16, nhead=2, dim_feedforward=32, dropout=0.0,
            batch_first=True)

    def forward(self, x):
        return self.layer(x)


class Recurrent(torch.nn.Module):
    """A two-layer LSTM over a sequence, batch first, and its last state."""

    def __init__(self):
        super().__init__()
        self.lstm = torch.nn.LSTM(input_size=6, hidden_size=8, num_layers=2,
                                  batch_first=True)

    def forward(self, x):
        out, (h, c) = self.lstm(x)
        return out, h


MODELS = {
    'resnet': (SmallResNet, lambda b: torch.randn(b, 3, 16, 16)),
    'encoder': (Encoder, lambda b: torch.randn(b, 5, 16)),
    'lstm': (Recurrent, lambda b: torch.randn(b, 7, 6)),
}


def export(name, opset, out):
    torch.manual_seed(opset * 100 + len(name))
    make, example = MODELS[name]
    model = make().eval()
    # Batch statistics that are not the identity, so normalization counts.
    for m in model.modules():
        if isinstance(m, torch.nn.BatchNorm2d):
            m.running_mean.uniform_(-0.5, 0.5)
            m.running_var.uniform_(0.5, 1.5)
    folder = os.path.join(out, f'{name}_opset{opset}')
    os.makedirs(folder, exist_ok=True)
    x = example(2)
    outputs = ['output'] if name != 'lstm' else ['output', 'state']
    dynamic = {'input': {0: 'batch'}}
    for o in outputs:
        dynamic[o] = {0: 'batch'} if o == 'output' else {1: 'batch'}
    # Exported with gradients enabled: otherwise PyTorch takes its fused
    # encoder-layer fast path, which has no ONNX form.
    torch.onnx.export(model, (x,), os.path.join(folder, 'model.onnx'),
                      opset_version=opset, input_names=['input'],
                      output_names=outputs, dynamic_axes=dynamic,
                      do_constant_folding=True)
    for b in BATCHES:
        data = example(b).detach().numpy().astype(np.float32)
        sub = os.path.join(folder, f'batch{b}')
        os.makedirs(sub, exist_ok=True)
        with open(os.path.join(sub, 'input_0.pb'), 'wb') as f:
            f.write(numpy_helper.from_array(data).SerializeToString())
        data.tofile(os.path.join(sub, 'input_0.bin'))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    for name in MODELS:
        for opset in OPSETS:
            export(name, opset, sys.argv[1])
    print(f'exported {len(MODELS) * len(OPSETS)} models to {sys.argv[1]}')


if __name__ == '__main__':
    main()

#!/usr/bin/python3
"""A ResNet-18-sized model (1 x 3 x 224 x 224, about 3.6 GFLOP), end to
end: PyTorch's exporter writes it (random weights, opset 17), then, side
by side in one run:

  * ONNX Runtime, the anchor (onnxruntime-node, one intra-op thread),
    min and median of R warm runs;
  * Terrace compiled: `terrace-run MODEL --no-cache --bench R`, min and
    median of R warm runs, and its compile time from the ONNX file
    (compile_ms: the import, lowering, LLVM, code generation), then from
    the cache (the import again, the key, the object and weights read
    from the cache);
  * upstream MLIR compiled, on the same program: Terrace's onnx-to-linalg
    output (which mlir-opt reads) lowered by mlir-opt's own passes
    (bufferization, loops, LLVM) and run by mlir-runner -O3, min and
    median of U runs after a warm-up;
  * Terrace's interpreter: `terrace-run --interpret MODEL --bench I`,
    min and median of I warm runs (the reference level; target under
    10 s on one core), and its ratio to the compiled code's.

    bench_onnx_resnet.py --terrace-run build/bin/terrace-run
        [--ort-dir build/ort] [--runs 3] [--interpreter-runs 3]
        [--upstream-runs 2]
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
import torch
from onnx import numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'test', 'onnx'))
import ort_differential  # noqa: E402  (ensure_ort)


class BasicBlock(torch.nn.Module):
    def __init__(self, inputs, outputs, stride):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(inputs, outputs, 3, stride, 1, bias=False)
        self.bn1 = torch.nn.BatchNorm2d(outputs)
        self.conv2 = torch.nn.Conv2d(outputs, outputs, 3, 1, 1, bias=False)
        self.bn2 = torch.nn.BatchNorm2d(outputs)
        self.down = None
        if stride != 1 or inputs != outputs:
            self.down = torch.nn.Sequential(
                torch.nn.Conv2d(inputs, outputs, 1, stride, bias=False),
                torch.nn.BatchNorm2d(outputs))

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        return torch.relu(y + (self.down(x) if self.down else x))


class ResNet18(torch.nn.Module):
    """torchvision's ResNet-18 layout: a 7x7 stem, four stages of two
    basic blocks (64 to 512 channels), average pooling, 1000 classes."""

    def __init__(self):
        super().__init__()
        self.stem = torch.nn.Sequential(
            torch.nn.Conv2d(3, 64, 7, 2, 3, bias=False),
            torch.nn.BatchNorm2d(64), torch.nn.ReLU(),
            torch.nn.MaxPool2d(3, 2, 1))
        layers, inputs = [], 64
        for outputs, stride in ((64, 1), (128, 2), (256, 2), (512, 2)):
            layers += [BasicBlock(inputs, outputs, stride),
                       BasicBlock(outputs, outputs, 1)]
            inputs = outputs
        self.layers = torch.nn.Sequential(*layers)
        self.fc = torch.nn.Linear(512, 1000)

    def forward(self, x):
        x = self.layers(self.stem(x))
        x = torch.nn.functional.adaptive_avg_pool2d(x, 1).flatten(1)
        return self.fc(x)


def export(folder):
    torch.manual_seed(0)
    model = ResNet18().eval()
    x = torch.randn(1, 3, 224, 224)
    path = os.path.join(folder, 'resnet18.onnx')
    torch.onnx.export(model, (x,), path, opset_version=17,
                      input_names=['input'], output_names=['output'])
    data = x.numpy().astype(np.float32)
    with open(os.path.join(folder, 'input_0.pb'), 'wb') as f:
        f.write(numpy_helper.from_array(data).SerializeToString())
    data.tofile(os.path.join(folder, 'input_0.bin'))
    return path


ORT_TIMER = r"""
const fs = require('fs');
const ort = require(process.env.TERRACE_ORT_MODULE);
(async () => {
  const [model, input, runs] = process.argv.slice(2);
  const session = await ort.InferenceSession.create(model,
      { intraOpNumThreads: 1, interOpNumThreads: 1 });
  const bytes = fs.readFileSync(input);
  const data = new Float32Array(bytes.buffer.slice(bytes.byteOffset,
                                                   bytes.byteOffset + bytes.length));
  const feeds = { input: new ort.Tensor('float32', data, [1, 3, 224, 224]) };
  await session.run(feeds);
  const times = [];
  for (let i = 0; i < Number(runs); ++i) {
    const start = process.hrtime.bigint();
    await session.run(feeds);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  console.log(JSON.stringify(times));
})();
"""


LLVM_BIN = '/usr/lib/llvm-22/bin'
LLVM_LIB = '/usr/lib/llvm-22/lib'

# Upstream MLIR's own lowering of a tensor program, pass for pass what
# Terrace's tensor-to-llvm runs but for Terrace's own steps (the register
# blocks and the loop order).
UPSTREAM_LOWERING = [
    '--convert-elementwise-to-linalg',
    '--one-shot-bufferize=bufferize-function-boundaries '
    'function-boundary-type-conversion=identity-layout-map',
    '--buffer-deallocation-pipeline', '--convert-bufferization-to-memref',
    '--convert-linalg-to-loops', '--expand-strided-metadata',
    '--lower-affine', '--convert-scf-to-cf', '--finalize-memref-to-llvm',
    '--convert-math-to-llvm', '--convert-arith-to-llvm',
    '--convert-ub-to-llvm', '--convert-func-to-llvm', '--convert-cf-to-llvm',
    '--reconcile-unrealized-casts',
]

UPSTREAM_MAIN = """
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @main() {{
    %x = arith.constant dense<0.5> : tensor<1x3x224x224xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %runs = arith.constant {runs} : index
    scf.for %i = %c0 to %runs step %c1 {{
      %t0 = func.call @rtclock() : () -> f64
      %y = func.call @main_graph(%x) : (tensor<1x3x224x224xf32>) -> tensor<1x1000xf32>
      %t1 = func.call @rtclock() : () -> f64
      %dt = arith.subf %t1, %t0 : f64
      func.call @printF64(%dt) : (f64) -> ()
      func.call @printNewline() : () -> ()
    }}
    return
  }}
"""


def upstream_times(model, work, runs, tools):
    """Upstream MLIR on the same program: Terrace's onnx-to-linalg output
    (which mlir-opt reads), lowered by mlir-opt's own passes and run by
    mlir-runner -O3, timed inside the program after one warm-up run."""
    imported = os.path.join(work, 'imported.mlir')
    subprocess.run([os.path.join(tools, 'terrace-import-onnx'), model, '-o',
                    imported], check=True)
    program = subprocess.run([os.path.join(tools, 'terrace-opt'), imported,
                              '--onnx-to-linalg'], check=True,
                             capture_output=True, text=True).stdout
    at = program.index('{', program.index('module')) + 1
    program = program[:at] + UPSTREAM_MAIN.format(runs=runs + 1) + program[at:]
    lowered = subprocess.run([os.path.join(LLVM_BIN, 'mlir-opt')] +
                             UPSTREAM_LOWERING, input=program, check=True,
                             capture_output=True, text=True).stdout
    libs = ','.join(os.path.join(LLVM_LIB, lib) for lib in
                    ('libmlir_runner_utils.so.22.1',
                     'libmlir_c_runner_utils.so.22.1'))
    ran = subprocess.run([os.path.join(LLVM_BIN, 'mlir-runner'), '-e', 'main',
                          '-entry-point-result=void', '-O3',
                          '-shared-libs=' + libs], input=lowered, check=True,
                         capture_output=True, text=True)
    times = [float(x) * 1000 for x in ran.stdout.split()][1:]
    return min(times), statistics.median(times)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--terrace-run', required=True)
    ap.add_argument('--ort-dir', default=os.path.join('build', 'ort'))
    ap.add_argument('--runs', type=int, default=3)
    ap.add_argument('--interpreter-runs', type=int, default=3)
    ap.add_argument('--upstream-runs', type=int, default=2)
    args = ap.parse_args()
    module = os.path.abspath(ort_differential.ensure_ort(args.ort_dir))
    with tempfile.TemporaryDirectory(prefix='bench-resnet-') as work:
        model = export(work)
        pb = os.path.join(work, 'input_0.pb')

        script = os.path.join(work, 'ort_timer.js')
        with open(script, 'w') as f:
            f.write(ORT_TIMER)
        out = subprocess.run(['node', script, model,
                              os.path.join(work, 'input_0.bin'),
                              str(args.runs)],
                             env=dict(os.environ, TERRACE_ORT_MODULE=module),
                             check=True, capture_output=True, text=True)
        ort = json.loads(out.stdout)

        env = dict(os.environ, TERRACE_CACHE_DIR=os.path.join(work, 'cache'))
        def compile_times(text):
            """The import (--mlir-timing's Parser line) and compile_ms (the
            import, lowering, LLVM, code generation; or the import and
            loading from the cache)."""
            parse = re.search(r'([\d.]+) \(\s*[\d.]+%\)\s+Parser', text)
            return (float(parse.group(1)) * 1000,
                    float(re.search(r'compile_ms: ([\d.]+)', text).group(1)))

        proc = subprocess.run([args.terrace_run, model, '--input', pb,
                               '--no-cache', '--mlir-timing', '--bench',
                               str(args.runs)],
                              env=env, check=True, capture_output=True,
                              text=True)
        text = proc.stdout + proc.stderr
        m = re.search(r'bench: runs=\d+ min_ms=([\d.]+) median_ms=([\d.]+)',
                      text)
        compiled = (float(m.group(1)), float(m.group(2)))
        import_ms, compile_ms = compile_times(text)
        # The first fills the cache, the others read it.
        cached = []
        for _ in range(3):
            proc = subprocess.run([args.terrace_run, model, '--input', pb,
                                   '--mlir-timing', '--bench', '1'], env=env,
                                  check=True, capture_output=True, text=True)
            cached.append(compile_times(proc.stdout + proc.stderr))
        cached = cached[1:]

        # The interpreter timed as the compiled code is: warm runs of the
        # graph alone (no import, no start-up).
        proc = subprocess.run([args.terrace_run, '--interpret', model,
                               '--input', pb, '--bench',
                               str(args.interpreter_runs)],
                              check=True, capture_output=True, text=True)
        m = re.search(r'bench: runs=\d+ min_ms=([\d.]+) median_ms=([\d.]+)',
                      proc.stdout + proc.stderr)
        interpreted = (float(m.group(1)), float(m.group(2)))

        upstream = upstream_times(model, work, args.upstream_runs,
                                  os.path.dirname(args.terrace_run))

    print(f'ResNet-18-sized model, 1x3x224x224, one core, {args.runs} runs:')
    print(f'  ONNX Runtime (1 thread): min {min(ort):.1f} ms, median '
          f'{statistics.median(ort):.1f} ms')
    print(f'  Terrace compiled:        min {compiled[0]:.1f} ms, median '
          f'{compiled[1]:.1f} ms ({compiled[0] / min(ort):.2f}x ONNX '
          f'Runtime\'s min)')
    print(f'  Terrace interpreter:     min {interpreted[0]:.0f} ms, median '
          f'{interpreted[1]:.0f} ms ({args.interpreter_runs} runs; '
          f'{interpreted[0] / compiled[0]:.1f}x compiled\'s min, '
          f'{interpreted[1] / compiled[1]:.1f}x its median)')
    print(f'  upstream MLIR compiled:  min {upstream[0]:.0f} ms, median '
          f'{upstream[1]:.0f} ms ({args.upstream_runs} runs; '
          f'{upstream[0] / compiled[0]:.1f}x Terrace compiled\'s min)')
    print(f'  compile time from the ONNX file: {compile_ms:.0f} ms (the '
          f'import {import_ms:.0f} ms of it)')
    best = min(cached, key=lambda times: times[1])
    print(f'  from the cache: {best[1]:.1f} ms (the import {best[0]:.1f} ms '
          f'of it; best of {len(cached)})')


if __name__ == '__main__':
    main()

#!/usr/bin/python3
"""Importing an ONNX model with W bytes of weights: terrace-import-onnx
against Python's onnx.load on the same file, side by side.

    bench_onnx_import.py --terrace-import-onnx build/bin/terrace-import-onnx
        [--mib 256] [--runs 5] [--dir build/bench]

Writes a model of 16 MatMul layers whose weights take --mib MiB, once with
the weights embedded and once in an external data file next to it, then
times each tool on each (wall time and the child's peak RSS from wait4,
after a warm-up run) and prints min and median, with peak memory as a
multiple of W. Terrace prints the IR to /dev/null with resource strings
elided (the import, not hex printing); onnx.load reads external data too.
Targets (issue 23): peak memory under 1.5 W plus a constant; time at most
onnx.load's.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def make_models(folder, mib):
    layers = 16
    side = int((mib * 2**20 / layers / 4) ** 0.5)
    nodes, inits, prev = [], [], 'x'
    rng = np.random.default_rng(0)
    for i in range(layers):
        w = rng.random((side, side), dtype=np.float32)
        inits.append(numpy_helper.from_array(w, f'w{i}'))
        nodes.append(helper.make_node('MatMul', [prev, f'w{i}'], [f'h{i}']))
        prev = f'h{i}'
    graph = helper.make_graph(
        nodes, 'weights', [helper.make_tensor_value_info('x', TensorProto.FLOAT,
                                                         [1, side])],
        [helper.make_tensor_value_info(prev, TensorProto.FLOAT, [1, side])],
        inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 17)])
    embedded = os.path.join(folder, f'weights-{mib}mib.onnx')
    external = os.path.join(folder, f'weights-{mib}mib-external.onnx')
    onnx.save(model, embedded)
    onnx.save(model, external, save_as_external_data=True,
              all_tensors_to_one_file=True,
              location=f'weights-{mib}mib-external.bin', size_threshold=1024)
    return embedded, external, layers * side * side * 4


def measure(cmd):
    """Wall time and peak RSS of `cmd`, spawned with posix_spawn (a fork
    would carry this process's own peak into the child's ru_maxrss)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    start = time.perf_counter()
    pid = os.posix_spawn(cmd[0], cmd, os.environ,
                         file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1),
                                       (os.POSIX_SPAWN_DUP2, devnull, 2)])
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    os.close(devnull)
    if status != 0:
        sys.exit(f'failed: {" ".join(cmd)}')
    return wall, usage.ru_maxrss * 1024


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--terrace-import-onnx', required=True)
    ap.add_argument('--mib', type=int, default=256)
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--dir', default=os.path.join('build', 'bench'))
    ap.add_argument('--make-only', action='store_true',
                    help=argparse.SUPPRESS)
    args = ap.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    if args.make_only:
        make_models(args.dir, args.mib)
        return
    # The models are written by another process, so this one stays small.
    subprocess.run([sys.executable, __file__, '--terrace-import-onnx',
                    args.terrace_import_onnx, '--mib', str(args.mib), '--dir',
                    args.dir, '--make-only'], check=True)
    layers = 16
    side = int((args.mib * 2**20 / layers / 4) ** 0.5)
    weight_bytes = layers * side * side * 4
    embedded = os.path.join(args.dir, f'weights-{args.mib}mib.onnx')
    external = os.path.join(args.dir, f'weights-{args.mib}mib-external.onnx')
    print(f'weights W = {weight_bytes / 2**20:.0f} MiB, {args.runs} runs each '
          'after a warm-up, alternating')
    for label, path in (('embedded', embedded), ('external data', external)):
        tools = {
            'terrace-import-onnx': [os.path.abspath(args.terrace_import_onnx),
                                    path, '-o',
                                    '/dev/null',
                                    '--mlir-elide-resource-strings-if-larger=16'],
            'onnx.load': [sys.executable, '-c',
                          f'import onnx; onnx.load({path!r})'],
        }
        results = {name: [] for name in tools}
        for name, cmd in tools.items():
            measure(cmd)
        for _ in range(args.runs):
            for name, cmd in tools.items():
                results[name].append(measure(cmd))
        for name, runs in results.items():
            walls = [w for w, _ in runs]
            rss = max(r for _, r in runs)
            print(f'{label:14} {name:20} min {min(walls) * 1000:8.1f} ms  '
                  f'median {statistics.median(walls) * 1000:8.1f} ms  '
                  f'peak {rss / 2**20:7.1f} MiB ({rss / weight_bytes:.2f} W)')
        t = results['terrace-import-onnx']
        o = results['onnx.load']
        print(f'{label:14} time ratio onnx.load / terrace: '
              f'{min(w for w, _ in o) / min(w for w, _ in t):.1f}x (min), '
              f'{statistics.median(w for w, _ in o) / statistics.median(w for w, _ in t):.1f}x (median)')


if __name__ == '__main__':
    main()

#!/usr/bin/python3
"""The demo's ONNX part: terrace-run imports digits-cnn.onnx (a small CNN,
see digits.py), compiles it to native code and reads a batch of digits
drawn at random places on noisy backgrounds. It prints each prediction,
checks it against the digit drawn and the compiled results against the
interpreter's (--compare-interpreter), and prints the median latency of 50
warm runs, compiled and interpreted (as imported), side by side.

    run_digits.py --terrace-run build/bin/terrace-run
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import digits  # noqa: E402

# (digit, row, column, noise seed)
DRAWN = [(3, 2, 4, 11), (7, 8, 10, 12), (0, 5, 1, 13), (9, 9, 6, 14),
         (4, 0, 11, 15)]


def median_ms(stdout):
    for line in stdout.splitlines():
        if line.startswith('bench:'):
            return float(line.split('median_ms=')[1].split()[0])
    return float('nan')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--terrace-run', required=True)
    options = parser.parse_args()
    model = os.path.join(HERE, 'digits-cnn.onnx')
    with tempfile.TemporaryDirectory() as work:
        pictures = []
        for i, (d, row, col, seed) in enumerate(DRAWN):
            path = os.path.join(work, f'digit_{i}.npy')
            digits.image(d, row, col, seed, path)
            pictures.append(np.load(path))
        batch = os.path.join(work, 'batch.npy')
        np.save(batch, np.concatenate(pictures))
        out = os.path.join(work, 'out')
        run = subprocess.run(
            [options.terrace_run, model, '--input', batch, '--no-cache',
             '--compare-interpreter', '--output-dir', out, '--output-format',
             'npy', '--bench', '50'], capture_output=True, text=True)
        if run.returncode != 0:
            print(f'digits-cnn.onnx: terrace-run failed:\n{run.stderr}')
            return 1
        probabilities = np.load(os.path.join(out, 'output_0.npy'))
        predicted = np.load(os.path.join(out, 'output_1.npy'))
        status = 0
        print(f'digits-cnn.onnx: imported, compiled to native code, run on a '
              f'batch of {len(DRAWN)} 16x16 images')
        for i, (d, row, col, _) in enumerate(DRAWN):
            p = int(predicted[i])
            verdict = 'right' if p == d else 'WRONG'
            status |= p != d
            print(f'  image {i}: a {d} drawn at row {row}, column {col}: '
                  f'predicted {p} (probability {probabilities[i, p]:.3f}, '
                  f'{verdict})')
        agree = 'agree with the interpreter' in run.stderr
        status |= not agree
        interpreted = subprocess.run(
            [options.terrace_run, model, '--input', batch, '--interpret',
             '--bench', '50'], capture_output=True, text=True)
        compiled_ms = median_ms(run.stdout)
        interpreted_ms = median_ms(interpreted.stdout)
        print(f'  compiled results {"agree" if agree else "DISAGREE"} with '
              f'the interpreter\'s; median of 50 runs {compiled_ms * 1000:.0f}'
              f' us compiled, {interpreted_ms * 1000:.0f} us interpreted '
              f'({interpreted_ms / compiled_ms:.0f}x faster)')
        return status


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/python3
"""Runs the linalg examples with terrace-run and checks them against NumPy.

For each example this script makes its inputs (seeded, so reproducible),
computes the expected output with NumPy, writes both as .npy files to a
directory, runs `terrace-run EXAMPLE --interpret --input ...`, and compares
the output (float32 sums in another order: relative 1e-5, absolute 1e-6).
Then it compiles the example to native code (`--compile`: Terrace's own
bufferization, deallocation and lowering, LLVM O3), checks that output the
same way, and prints the median latency of 50 warm runs of each, compiled
and interpreted, measured side by side.

    run_examples.py --terrace-run build/bin/terrace-run [--keep DIR]
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def mlp_case(rng):
    x = rng.uniform(-1, 1, (4, 16)).astype(np.float32)
    w1 = rng.uniform(-0.5, 0.5, (16, 32)).astype(np.float32)
    b1 = rng.uniform(-0.1, 0.1, (32,)).astype(np.float32)
    w2 = rng.uniform(-0.5, 0.5, (32, 10)).astype(np.float32)
    b2 = rng.uniform(-0.1, 0.1, (10,)).astype(np.float32)
    h = np.maximum(x @ w1 + b1, 0)
    y = h @ w2 + b2
    e = np.exp(y - y.max(axis=1, keepdims=True))
    return [x, w1, b1, w2, b2], e / e.sum(axis=1, keepdims=True)


def convnet_case(rng):
    image = rng.uniform(-1, 1, (1, 8, 8, 1)).astype(np.float32)
    filt = rng.uniform(-1, 1, (3, 3, 1, 4)).astype(np.float32)
    bias = rng.uniform(-0.1, 0.1, (4,)).astype(np.float32)
    conv = np.zeros((1, 6, 6, 4), np.float32) + bias
    for kh in range(3):
        for kw in range(3):
            conv += np.einsum("nhwc,cf->nhwf",
                              image[:, kh:kh + 6, kw:kw + 6, :],
                              filt[kh, kw])
    relu = np.maximum(conv, 0)
    pool = relu.reshape(1, 3, 2, 3, 2, 4).max(axis=(2, 4))
    return [image, filt, bias], pool


EXAMPLES = [("mlp.mlir", mlp_case), ("convnet.mlir", convnet_case)]


def median_ms(stdout):
    """The median of `--bench`'s line, in milliseconds."""
    for line in stdout.splitlines():
        if line.startswith("bench:"):
            return float(line.split("median_ms=")[1].split()[0])
    return float("nan")


def compiled(options, name, work, paths, expected):
    """Compiles the example natively, checks its output and times it
    against the interpreter. 0 when all is well."""
    inputs = []
    for path in paths:
        inputs += ["--input", path]
    out = os.path.join(work, "compiled")
    base = [options.terrace_run, os.path.join(HERE, name)]
    run = subprocess.run(base + ["--compile", "--no-cache", "--output-dir",
                                 out, "--bench", "50"] + inputs,
                         capture_output=True, text=True)
    if run.returncode != 0:
        print(f"{name}: terrace-run --compile failed:\n{run.stderr}")
        return 1
    got = np.load(os.path.join(out, "output_0.npy"))
    ok = got.shape == expected.shape and np.allclose(got, expected,
                                                     rtol=1e-5, atol=1e-6)
    interpreted = subprocess.run(base + ["--interpret", "--bench", "50"] +
                                 inputs, capture_output=True, text=True)
    compiled_ms, interpreted_ms = median_ms(run.stdout), median_ms(
        interpreted.stdout)
    print(f"{name}: compiled to native code: output "
          f"{'matches' if ok else 'DIFFERS FROM'} NumPy; median of 50 runs "
          f"{compiled_ms * 1000:.1f} us compiled, {interpreted_ms * 1000:.1f} "
          f"us interpreted ({interpreted_ms / compiled_ms:.0f}x faster)")
    return 0 if ok else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--terrace-run", required=True)
    parser.add_argument("--keep", help="write inputs, references and outputs "
                        "here instead of a temporary directory")
    options = parser.parse_args()
    status = 0
    with tempfile.TemporaryDirectory() as tmp:
        root = options.keep or tmp
        for name, case in EXAMPLES:
            work = os.path.join(root, os.path.splitext(name)[0])
            os.makedirs(work, exist_ok=True)
            inputs, expected = case(np.random.default_rng(2026))
            paths = []
            for i, array in enumerate(inputs):
                paths.append(os.path.join(work, f"input_{i}.npy"))
                np.save(paths[-1], array)
            np.save(os.path.join(work, "expected_0.npy"), expected)
            command = [options.terrace_run, os.path.join(HERE, name),
                       "--interpret", "--output-dir", work]
            for path in paths:
                command += ["--input", path]
            run = subprocess.run(command, capture_output=True, text=True)
            if run.returncode != 0:
                print(f"{name}: terrace-run failed:\n{run.stderr}")
                status = 1
                continue
            got = np.load(os.path.join(work, "output_0.npy"))
            ok = got.shape == expected.shape and np.allclose(
                got, expected, rtol=1e-5, atol=1e-6)
            error = np.abs(got - expected).max() if ok else float("nan")
            print(f"{name}: output {got.shape} {got.dtype} "
                  f"{'matches' if ok else 'DIFFERS FROM'} NumPy"
                  + (f" (max abs difference {error:.2e})" if ok else ""))
            status |= 0 if ok else 1
            status |= compiled(options, name, work, paths, expected)
    return status


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/python3
"""Native-code differential: Terrace's compiled code against its interpreter.

For every seed, a random tensor program (gen_tensor_program.py, or
gen_complex_program.py with --generator complex) is bufferized by mlir-opt
22 (one-shot bufferization with identity layouts at function boundaries,
loops, strides expanded: the steps Terrace does not have yet). Terrace
takes it from there: `terrace-run --compile --compare-interpreter` lowers
it with linalg-to-llvm, compiles it with the JIT (LLVM O3), runs it, and
checks its results against the interpreter's on the same buffer program
(and that the compiled code frees what it allocates and does not return:
upstream's ownership-based deallocation pipeline is part of the
bufferization); the results must also agree with the interpreter's on the original tensor
program (itself checked against upstream MLIR by execution_differential.py)
bit for bit for integers and within a relative 2^-18 (f32) or 2^-45 (f64)
for floats. A program whose compiled results differ only until the
interpreter computes transcendental functions as the C library's float
versions do (`--interpreter-libm=system`: compiled code calls them, and
they may be an ulp off, which a later subtraction magnifies) passes, and
is counted apart.

Last line: `jit-differential: N passed, M failed`; exit status 1 on any
failure.

    jit_differential.py --terrace-run build/bin/terrace-run --seeds 0:100
"""

import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import execution_differential as ed  # noqa: E402

# With --terrace-bufferize, mlir-opt only applies the transform schedules
# some programs carry; terrace-run --compile takes the tensor program from
# there (its tensor-to-llvm pipeline: elementwise ops as linalg,
# bufferization, deallocation, lowering).
TERRACE_PREPARE = []

BUFFERIZE = [
    "--convert-elementwise-to-linalg",
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map "
    "allow-return-allocs-from-loops",
    "--buffer-deallocation-pipeline", "--convert-bufferization-to-memref",
    "--scf-forall-to-for", "--convert-linalg-to-loops",
    "--expand-strided-metadata",
]


def run(cmd, **kwargs):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300,
                          **kwargs)


def agree(a, b):
    """Whether two result arrays agree (see the module comment)."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if a.dtype.kind == "c":
        # Normwise, as terrace-run --compare-interpreter compares complex
        # numbers: NaN and infinite parts alike, the rest within the
        # tolerance of the larger magnitude.
        tolerance = 2.0 ** (-45 if a.dtype.itemsize == 16 else -18)
        x, y = a.astype(np.complex128), b.astype(np.complex128)
        for p, q in ((x.real, y.real), (x.imag, y.imag)):
            if not np.array_equal(np.isnan(p), np.isnan(q)):
                return False
            special = np.isinf(p) | np.isinf(q)
            if not np.array_equal(p[special], q[special]):
                return False
        finite = lambda v: np.where(np.isfinite(v), v, 0)  # noqa: E731
        xf = finite(x.real) + 1j * finite(x.imag)
        yf = finite(y.real) + 1j * finite(y.imag)
        return bool(np.all(np.abs(xf - yf) <=
                           tolerance * np.maximum(np.abs(xf), np.abs(yf))))
    if a.dtype.kind != "f":
        return np.array_equal(a, b)
    tolerance = 2.0 ** (-45 if a.dtype.itemsize == 8 else -18)
    x, y = a.astype(np.float64), b.astype(np.float64)
    both_nan = np.isnan(x) & np.isnan(y)
    close = np.abs(x - y) <= tolerance * np.maximum(np.abs(x), np.abs(y))
    return bool(np.all(both_nan | close | (x == y)))


def check_seed(seed, options):
    function, args, _ = ed.GENERATORS[options.generator](seed)
    with tempfile.TemporaryDirectory() as tmp:
        def fail(why, module=None):
            if options.keep_failures and module:
                os.makedirs(options.keep_failures, exist_ok=True)
                with open(os.path.join(options.keep_failures,
                                       f"seed{seed}.mlir"), "w") as f:
                    f.write(module)
            return f"seed {seed}: {why}", "failed"

        tensor_program = os.path.join(tmp, "f.mlir")
        with open(tensor_program, "w") as f:
            f.write(function)
        passes = (ed.TRANSFORM_PASSES if ed.transform_schedule(function)
                  else []) + (TERRACE_PREPARE if options.terrace_bufferize
                              else BUFFERIZE)
        source = function
        schedule = ed.transform_schedule(function)
        if schedule:
            source = function + "\n" + schedule
        lowered = run([os.path.join(ed.LLVM_BIN, "mlir-opt"), "-"] + passes,
                      input=source)
        if options.terrace_bufferize and not passes:
            lowered = subprocess.CompletedProcess([], 0, function, "")
        if lowered.returncode != 0:
            return None, "skipped"
        buffer_program = os.path.join(tmp, "buffers.mlir")
        with open(buffer_program, "w") as f:
            f.write(lowered.stdout)
        inputs = []
        for i, arg in enumerate(args):
            path = os.path.join(tmp, f"in{i}.npy")
            np.save(path, arg)
            inputs += ["--input", path]
        compiled_dir = os.path.join(tmp, "compiled")
        command = [options.terrace_run, buffer_program, "--entry", "f",
                   "--compile", "--compare-interpreter", "--output-dir",
                   compiled_dir] + inputs
        compiled = run(command)
        # Compiled code calls the C library's float functions (tanhf,
        # expf, ...), which may be an ulp off the interpreter's correctly
        # rounded ones; a later subtraction can make that far more than
        # the tolerance (x - tanh(x) near 0). Such a program is checked
        # again with the interpreter computing as the C library does: it
        # must then agree, or it is a failure.
        libm = []
        if (compiled.returncode != 0 and "math." in lowered.stdout and
                "differ from the interpreter's" in compiled.stderr):
            libm = ["--interpreter-libm=system"]
            compiled = run(command + libm)
        if compiled.returncode != 0:
            return fail("terrace-run --compile: " + compiled.stderr.strip()
                        .splitlines()[-1][:300], lowered.stdout)
        expected_dir = os.path.join(tmp, "expected")
        expected = run([options.terrace_run, tensor_program, "--entry", "f",
                        "--interpret", "--output-dir", expected_dir] + libm +
                       inputs)
        if expected.returncode != 0:
            return fail("terrace-run --interpret on the tensor program: " +
                        expected.stderr.strip()[:300])
        for name in sorted(os.listdir(expected_dir)):
            want = np.load(os.path.join(expected_dir, name))
            got = np.load(os.path.join(compiled_dir, name))
            if not agree(got, want):
                return fail(f"{name} differs from the tensor program's",
                            lowered.stdout)
    if libm:
        return (f"seed {seed}: agrees only with the interpreter computing "
                "as the C library's float functions do"), "passed (libm)"
    return None, "passed"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--terrace-run", required=True)
    parser.add_argument("--seeds", default="0:100")
    parser.add_argument("--generator", choices=sorted(ed.GENERATORS),
                        default="tensor")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep-failures", default=None)
    parser.add_argument("--terrace-bufferize", action="store_true",
                        help="bufferize with Terrace, not mlir-opt")
    options = parser.parse_args()
    counts = {"passed": 0, "passed (libm)": 0, "failed": 0, "skipped": 0}
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for message, outcome in pool.map(lambda s: check_seed(s, options),
                                         ed.parse_seeds(options.seeds)):
            counts[outcome] += 1
            if message:
                print(message)
    passed = counts["passed"] + counts["passed (libm)"]
    print(f"jit-differential: {passed} passed ({counts['passed (libm)']} "
          "only with the interpreter's --interpreter-libm=system), "
          f"{counts['failed']} failed, {counts['skipped']} skipped "
          "(upstream could not bufferize them)")
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/python3
"""terrace-run --print against NumPy's own print of the same arrays.

Each case is a random array (dtype, shape, magnitudes from tiny to huge,
signed zeros, NaN and infinities, integers at their limits; some large
enough to be summarized) saved as .npy, passed through an identity
function by terrace-run --print (with random --print-precision,
--print-threshold, --print-edgeitems and --print-linewidth), and compared
with `str(array)` under np.set_printoptions of the same values.

Last line: `numpy-print-differential: N passed, M failed`.

    numpy_print_differential.py --terrace-run build/bin/terrace-run --seeds 0:200
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

import numpy as np

DTYPES = {
    "f32": np.float32, "f64": np.float64, "f16": np.float16,
    "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "ui8": np.uint8, "ui32": np.uint32, "i1": np.bool_,
    "complex<f32>": np.complex64, "complex<f64>": np.complex128,
}


def random_floats(rng, n, dtype):
    style = rng.choice(["unit", "wide", "tiny", "huge", "ints", "special", "mixed"])
    if style == "unit":
        values = [rng.uniform(-1, 1) for _ in range(n)]
    elif style == "wide":
        values = [rng.uniform(-1, 1) * 10 ** rng.randint(-6, 10) for _ in range(n)]
    elif style == "tiny":
        values = [rng.uniform(-1, 1) * 1e-7 for _ in range(n)]
    elif style == "huge":
        values = [rng.uniform(-1, 1) * 1e12 for _ in range(n)]
    elif style == "ints":
        values = [float(rng.randint(-50, 50)) for _ in range(n)]
    elif style == "special":
        pool = [0.0, -0.0, float("nan"), float("inf"), float("-inf"), 1.5, -2.25]
        values = [rng.choice(pool) for _ in range(n)]
    else:
        values = [rng.choice([rng.uniform(-3, 3), rng.randint(-9, 9), 0.5, 1e-5])
                  for _ in range(n)]
    with np.errstate(over="ignore"):
        return np.array(values, dtype=np.float64).astype(dtype)


def random_array(rng):
    name = rng.choice(list(DTYPES))
    dtype = DTYPES[name]
    rank = rng.choice([1, 1, 2, 2, 3])
    big = rng.random() < 0.25
    shape = tuple(rng.randint(1, 40 if big else 6) for _ in range(rank))
    if big and rank == 1:
        shape = (rng.randint(900, 2000),)
    n = int(np.prod(shape))
    if name == "i1":
        data = np.array([rng.random() < 0.5 for _ in range(n)])
    elif name.startswith("complex"):
        part = np.float32 if name == "complex<f32>" else np.float64
        with np.errstate(invalid="ignore"):
            data = (random_floats(rng, n, part).astype(dtype) +
                    1j * random_floats(rng, n, part).astype(dtype))
    elif name.startswith("f"):
        data = random_floats(rng, n, dtype)
    else:
        info = np.iinfo(dtype)
        pool = [info.min, info.max, 0, 1, -1 if info.min < 0 else 2]
        data = np.array([rng.choice(pool) if rng.random() < 0.2 else
                         rng.randint(max(info.min, -10 ** rng.randint(1, 6)),
                                     min(info.max, 10 ** rng.randint(1, 6)))
                         for _ in range(n)], dtype=dtype)
    return name, data.reshape(shape).astype(dtype)


def run_case(seed, terrace_run, tmp):
    rng = random.Random(seed)
    name, array = random_array(rng)
    options = {"precision": rng.choice([8, 8, 3, 5, 12]),
               "threshold": rng.choice([1000, 1000, 20, 100]),
               "edgeitems": rng.choice([3, 3, 1, 2, 4]),
               "linewidth": rng.choice([75, 75, 40, 120])}
    path = os.path.join(tmp, "a%d.npy" % seed)
    np.save(path, array)
    ttype = "tensor<%sx%s>" % ("x".join(str(d) for d in array.shape), name)
    program = os.path.join(tmp, "p%d.mlir" % seed)
    with open(program, "w") as f:
        f.write("func.func @main(%%a: %s) -> %s {\n  return %%a : %s\n}\n" %
                (ttype, ttype, ttype))
    cmd = [terrace_run, program, "--interpret", "--input", path, "--print"] + \
        ["--print-%s=%d" % (k, v) for k, v in options.items()]
    p = subprocess.run(cmd, capture_output=True, text=True)
    prefix = "output_0: %s =" % ttype
    got = p.stdout[len(prefix):].lstrip(" \n").rstrip("\n") \
        if p.stdout.startswith(prefix) else None
    with np.printoptions(**options):
        want = str(array)
    if p.returncode == 0 and got == want:
        return None
    return ("FAIL seed=%d %s shape=%s options=%s\n--- numpy ---\n%s\n--- terrace-run "
            "(exit %d) ---\n%s%s" % (seed, name, array.shape, options, want,
                                     p.returncode, p.stdout, p.stderr))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--terrace-run", required=True)
    ap.add_argument("--seeds", default="0:200", help="A:B (B exclusive)")
    ap.add_argument("--max-reports", type=int, default=10)
    a = ap.parse_args()
    lo, hi = (int(x) for x in a.seeds.split(":"))
    failures = []
    with tempfile.TemporaryDirectory(prefix="terrace-npprint-") as tmp:
        for seed in range(lo, hi):
            report = run_case(seed, a.terrace_run, tmp)
            if report:
                failures.append(report)
    for report in failures[:a.max_reports]:
        print(report)
    print("numpy-print-differential: %d passed, %d failed" %
          (hi - lo - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

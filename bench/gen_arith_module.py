#!/usr/bin/python3
"""Writes a large module of arith functions for the canonicalize/cse benchmark.

The functions are those of the pass differential test (see
test/differential/gen_arith_ir.py): integer and float arithmetic with flags,
compares, selects, casts, extended ops, constants with edge values, planted
common sub-expressions and constant chains. The first line records the exact
op count (module, functions, every op in them, terminators).

    gen_arith_module.py --ops 1000000 --seed 1 -o big.mlir
"""

import argparse
import os
import random
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "test", "differential"))
import gen_arith_ir  # noqa: E402


def generate(ops, seed, ops_per_func, out):
    rng = random.Random(seed)
    bodies = []
    count = 1  # the module
    i = 0
    while count < ops:
        text = gen_arith_ir.Func(rng, "f{}".format(i), ops_per_func,
                                 avoid_mlir_crashes=True,
                                 with_math=False, with_poison=False).build()
        # One op per line between the func line and its closing brace.
        count += len(text.splitlines()) - 1
        bodies.append(text)
        i += 1
    out.write("// ops: {}\n".format(count))
    out.write("module {\n")
    out.write("\n".join(bodies))
    out.write("\n}\n")
    return count


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ops", type=int, default=1_000_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ops-per-func", type=int, default=500)
    ap.add_argument("-o", "--output", default="-")
    a = ap.parse_args()
    out = sys.stdout if a.output == "-" else open(a.output, "w")
    n = generate(a.ops, a.seed, a.ops_per_func, out)
    print("wrote {:,} ops".format(n), file=sys.stderr)

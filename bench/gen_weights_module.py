#!/usr/bin/python3
"""Writes a module holding large weights as a dense_resource blob.

The module is what an imported model looks like to the compiler: a function
returning `arith.constant dense_resource<weights> : tensor<Nxf32>`, and a
`{-# dialect_resources #-}` section with the blob in hex (4 bytes of
alignment, then the data). The data are pseudo-random bytes, deterministic
for a given --seed, so that nothing compresses or repeats.

    gen_weights_module.py OUT [--mib 64] [--seed 1]
"""

import argparse
import random


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--mib", type=int, default=64, help="blob size in MiB")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    size = args.mib * 1024 * 1024
    n = size // 4
    rng = random.Random(args.seed)
    with open(args.out, "w") as f:
        f.write("// gen_weights_module: mib={} seed={} ops=3\n".format(args.mib, args.seed))
        f.write("func.func @weights() -> tensor<{0}xf32> {{\n"
                "  %0 = arith.constant dense_resource<weights> : tensor<{0}xf32>\n"
                "  return %0 : tensor<{0}xf32>\n}}\n".format(n))
        f.write("{-#\n  dialect_resources: {\n    builtin: {\n"
                "      weights: \"0x04000000")
        chunk = 1 << 20
        for _ in range(size // chunk):
            f.write(rng.randbytes(chunk).hex().upper())
        f.write("\"\n    }\n  }\n#-}\n")


if __name__ == "__main__":
    main()

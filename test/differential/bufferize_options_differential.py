#!/usr/bin/python3
"""One-shot-bufferize's analysis options and memory spaces: terrace-opt
against mlir-opt 22, byte for byte, on random programs.

For every seed, a random tensor program (gen_tensor_program.py, its
elementwise ops made linalg by mlir-opt's --convert-elementwise-to-linalg
first, so that both tools bufferize the same IR) and a random program of
branches (gen_tensor_cfg.py) are bufferized by both tools with each
option set below:

  - the analysis alone with dump-alias-sets, with the
    bottom-up-from-terminators order, and with the fuzzer's random order
    (a seed per program: MLIR's std::mt19937 and llvm::shuffle, so the
    same seed must give the same order);
  - memory spaces: each tensor.empty of the program, by a draw from the
    seed, stays, or becomes a bufferization.alloc_tensor in memory space 1
    or 2; the programs are bufferized whole, where spaces that meet are
    MLIR's errors.

Outputs and errors must be the same bytes. The branchy programs are
analyzed without function boundaries: with them, where a later block
writes what a function argument's alias holds, Terrace keeps a conflict
MLIR 22 misses, on purpose (bufferize_cfg_differential.py runs them).

Last line: `bufferize-options-differential: N passed, M failed`; exit
status 1 on any failure.

    bufferize_options_differential.py --terrace-opt build/bin/terrace-opt \\
        --seeds 0:100
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import gen_tensor_cfg  # noqa: E402
import gen_tensor_program  # noqa: E402

gen_tensor_program.DYNAMIC_VIEWS = True


def analysis_options(seed, boundaries):
    """The analysis option sets; with function boundaries or not."""
    extra = " bufferize-function-boundaries" if boundaries else ""
    return [
        "test-analysis-only dump-alias-sets" + extra,
        "test-analysis-only analysis-heuristic=bottom-up-from-terminators"
        + extra,
        "test-analysis-only analysis-heuristic=fuzzer "
        "analysis-fuzzer-seed={}".format(seed + 1) + extra,
    ]


MEMORY_SPACE_OPTIONS = [
    "allow-return-allocs-from-loops",
    "allow-return-allocs-from-loops bufferize-function-boundaries",
    "allow-return-allocs-from-loops bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "allow-return-allocs-from-loops analysis-heuristic=fuzzer "
    "analysis-fuzzer-seed=7",
]


def with_memory_spaces(text, seed):
    """Each tensor.empty stays, or becomes an alloc_tensor in memory space 1
    or 2, drawn from `seed`."""
    rng = random.Random(seed)

    def place(match):
        space = rng.randrange(3)
        if space == 0:
            return match.group(0)
        return "bufferization.alloc_tensor({}) {{memory_space = {} : i64}} :"\
            .format(match.group(1), space)
    return re.sub(r"tensor\.empty\(([^)]*)\) :", place, text)


def linalg_form(mlir_opt, text, tmp):
    """`text` with its elementwise ops made linalg by mlir-opt."""
    path = os.path.join(tmp, "elementwise.mlir")
    with open(path, "w") as f:
        f.write(text)
    r = subprocess.run([mlir_opt, "--convert-elementwise-to-linalg", path],
                       capture_output=True, text=True, timeout=120,
                       check=True)
    return r.stdout


def run(tool, flags, path):
    r = subprocess.run([tool] + flags + [path], capture_output=True,
                       text=True, timeout=120)
    return r.returncode, r.stdout, r.stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--terrace-opt", required=True)
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--seeds", default="0:100")
    args = parser.parse_args()
    first, last = (int(x) for x in args.seeds.split(":"))
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "program.mlir")
        for seed in range(first, last):
            program = gen_tensor_program.gen(seed)[0]
            tensor = linalg_form(args.mlir_opt, program, tmp)
            branches = gen_tensor_cfg.module(seed, 3)
            cases = []
            for options in analysis_options(seed, boundaries=True):
                cases.append((tensor, options))
            for options in analysis_options(seed, boundaries=False):
                cases.append((branches, options))
            spaces = linalg_form(args.mlir_opt,
                                 with_memory_spaces(program, seed), tmp)
            for options in MEMORY_SPACE_OPTIONS:
                cases.append((spaces, options))
            ok = True
            for text, options in cases:
                with open(path, "w") as f:
                    f.write(text)
                flags = ["--one-shot-bufferize=" + options]
                ours = run(args.terrace_opt, flags, path)
                theirs = run(args.mlir_opt, flags, path)
                if ours != theirs:
                    ok = False
                    print("seed {} differs with {}".format(
                        seed, " ".join(flags)))
                    break
            if ok:
                passed += 1
            else:
                failed += 1
    print("bufferize-options-differential: {} passed, {} failed".format(
        passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

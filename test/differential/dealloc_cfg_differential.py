#!/usr/bin/python3
"""Deallocation differential over unstructured control flow: terrace-opt
against mlir-opt 22.

For every seed, gen_tensor_cfg.py writes functions on tensors whose blocks
pass tensors along cf.br and cf.cond_br (and now and then loop back) and
use the entry block's tensors directly;
Terrace bufferizes them (identity layouts at function boundaries), and
both tools run --ownership-based-buffer-deallocation and the whole
--buffer-deallocation-pipeline on that code: their outputs (or, for loops
of blocks, their errors) must be the same bytes.

Every seed that deallocates is also run: each function, on random
arguments, interpreted as written (tensors: the reference) and after each
tool's pipeline (and convert-bufferization-to-memref) by terrace-run, which
stops at a leak, a double free or a use after free. Terrace's code must
give the reference's results with no such error: a seed where it does not
fails. Where the tools' outputs differ, the seed is counted apart: as one
where mlir-opt's code goes wrong (MLIR 22 computes liveness once, before
it replaces region ops, so it frees the result of an scf.if used in a
later block and clones it after; Terrace asks liveness of the IR as it
is), or as one where both run right (MLIR orders retained block arguments
of one number from different blocks by its hash set's order, which
Terrace cannot follow).

Last line: `dealloc-cfg-differential: N passed, M failed, K where mlir-opt
goes wrong, C differing but both right, J not bufferized`; exit status 1
on any failure.

    dealloc_cfg_differential.py --terrace-opt build/bin/terrace-opt \\
        --terrace-run build/bin/terrace-run --seeds 0:200
"""

import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import gen_tensor_cfg  # noqa: E402
from bufferize_cfg_differential import results  # noqa: E402

PASSES = ["--ownership-based-buffer-deallocation",
          "--buffer-deallocation-pipeline"]
BUFFERIZE = ("--one-shot-bufferize=bufferize-function-boundaries "
             "function-boundary-type-conversion=identity-layout-map")
LOOP_ERROR = "Only structured control-flow loops are supported."
OWNERSHIP_ERROR = "MemRef value does not have valid ownership"


def tool_run(tool, flags, path):
    r = subprocess.run([tool] + flags + [path], capture_output=True,
                       text=True, timeout=300)
    return r.returncode, r.stdout, r.stderr


def crashed(result):
    return result[0] < 0 or "Stack dump" in result[2]


def runs_right(args, reference, program, names, tmp):
    """Whether every function of `program` (deallocated memref code) gives
    the tensor program's results, with no memory error; None when no run
    decided."""
    path = os.path.join(tmp, "deallocated.mlir")
    with open(path, "w") as f:
        f.write(program)
    lowered = tool_run(args.terrace_opt, ["--convert-bufferization-to-memref"],
                       path)
    if lowered[0] != 0:
        return False
    with open(path, "w") as f:
        f.write(lowered[1])
    verdict = None
    for name in names:
        for arg_seed in (1, 2):
            want = results(args.terrace_run, reference, name, arg_seed)
            if want is None or want.startswith("error"):
                continue
            got = results(args.terrace_run, path, name, arg_seed,
                          ignore_leaks=False)
            if got != want:
                return False
            verdict = True
    return verdict


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--terrace-opt", required=True)
    parser.add_argument("--terrace-run", required=True)
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--seeds", default="0:100")
    args = parser.parse_args()
    first, last = (int(x) for x in args.seeds.split(":"))
    passed = failed = mlir_wrong = mlir_refuses = both_right = 0
    unbufferized = 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(first, last):
            source = gen_tensor_cfg.module(seed, entry_values=True)
            reference = os.path.join(tmp, "tensors.mlir")
            with open(reference, "w") as f:
                f.write(source)
            rc, buffers, _ = tool_run(args.terrace_opt, [BUFFERIZE], reference)
            if rc != 0:
                unbufferized += 1
                continue
            path = os.path.join(tmp, "buffers.mlir")
            with open(path, "w") as f:
                f.write(buffers)
            names = [line.split("@")[1].split("(")[0]
                     for line in source.splitlines() if "func.func @" in line]
            differing = None  # mlir-opt's output where the tools differ
            for flag in PASSES:
                t = tool_run(args.terrace_opt, [flag], path)
                m = tool_run(args.mlir_opt, [flag], path)
                if t != m and differing is None:
                    differing = m
                    print("seed {} differs with {}".format(seed, flag))
                ours, theirs = t, m
            same = differing is None
            # Terrace's code must run right; a refusal is right only for a
            # loop of blocks.
            if ours[0] != 0:
                ours_right = LOOP_ERROR in ours[2]
            else:
                ours_right = runs_right(args, reference, ours[1], names,
                                        tmp) is not False
            if not ours_right:
                print("seed {}: Terrace's deallocated code goes wrong ({})"
                      .format(seed, ours[2].strip().splitlines()[0]
                              if ours[0] else "its results"))
                failed += 1
            elif same:
                passed += 1
            elif crashed(differing) or crashed(theirs):
                print("seed {}: mlir-opt crashes".format(seed))
                mlir_wrong += 1
            elif any(r[0] != 0 and OWNERSHIP_ERROR in r[2]
                     for r in (differing, theirs)):
                # Unknown ownership of a memref retained twice.
                mlir_refuses += 1
            elif theirs[0] == 0 and ours[0] == 0 and runs_right(
                    args, reference, theirs[1], names, tmp) is False:
                print("seed {}: mlir-opt's deallocated code goes wrong, "
                      "Terrace's is right".format(seed))
                mlir_wrong += 1
            elif ours[0] == 0 and theirs[0] == 0:
                print("seed {}: the tools' code differs, both run right"
                      .format(seed))
                both_right += 1
            else:
                print("seed {}: the tools refuse it differently".format(seed))
                failed += 1
    print("dealloc-cfg-differential: {} passed, {} failed, {} where mlir-opt "
          "goes wrong, {} where mlir-opt refuses, {} differing but both "
          "right, {} not bufferized".format(passed, failed, mlir_wrong,
                                            mlir_refuses, both_right,
                                            unbufferized))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

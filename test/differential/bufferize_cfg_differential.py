#!/usr/bin/python3
"""Bufferization differential over unstructured control flow: terrace-opt
against mlir-opt 22.

For every seed, gen_tensor_cfg.py writes functions on tensors whose blocks
pass tensors along cf.br and cf.cond_br (loops included) and hold
scf.execute_regions of several blocks; both tools run one-shot-bufferize
with each option set below, and their outputs (and errors) must be the
same bytes.

Every seed is also run: each function, on random arguments, interpreted
as written (tensors: the reference) and after each tool's bufferization
(identity layouts at function boundaries, buffers never freed), all by
terrace-run. Terrace's bufferized code must give the reference's results:
a seed where it does not fails. Terrace keeps a read-after-write conflict
that MLIR 22 misses (a function argument written in a later block and
read after it; see OneShotAnalysis.cpp), so the outputs may differ: a
seed whose outputs differ is counted apart, as one where mlir-opt's code
computes other results than the reference, or as one where Terrace
copies more than mlir-opt needed (both right on the runs made).

Last line: `bufferize-cfg-differential: N passed, M failed, K where
mlir-opt miscompiles, C copying more than mlir-opt, J skipped`; exit
status 1 on any failure. A seed mlir-opt rejects with errors in an order
that changes from run to run (its maps are keyed by pointers) is skipped.

    bufferize_cfg_differential.py --terrace-opt build/bin/terrace-opt \\
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

OPTION_SETS = [
    "bufferize-function-boundaries",
    "bufferize-function-boundaries test-analysis-only",
    "bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "bufferize-function-boundaries analysis-heuristic=top-down",
    "bufferize-function-boundaries copy-before-write",
    "",
]
SPLIT = "// -----\n"
RUN_OPTIONS = ("bufferize-function-boundaries "
               "function-boundary-type-conversion=identity-layout-map")


def results(terrace_run, path, entry, seed, ignore_leaks=True):
    """What terrace-run prints for `entry` on random arguments from `seed`
    (buffers printed as tensors; with `ignore_leaks`, not freeing them is
    no error), an error line, or None when it does not finish."""
    flags = ["--test-ignore-leaks"] if ignore_leaks else []
    try:
        r = subprocess.run([terrace_run, "--interpret", path, "--entry", entry,
                            "--seed", str(seed), "--print"] + flags,
                           capture_output=True, text=True, timeout=5)
    except subprocess.TimeoutExpired:
        return None
    if r.returncode != 0:
        lines = r.stderr.strip().splitlines()
        return "error: " + (lines[-1] if lines else "exit {}".format(
            r.returncode))
    lines = [l for l in r.stdout.splitlines() if l.startswith("output_")]
    return "\n".join(lines).replace("memref<", "tensor<")


def bufferized(tool, path, out):
    """`path` bufferized by `tool` (nothing freed: deallocation does not
    follow loops made of branches)."""
    r = subprocess.run([tool, "--one-shot-bufferize=" + RUN_OPTIONS, path],
                       capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        return False
    with open(out, "w") as f:
        f.write(r.stdout)
    return True


def execution_verdict(args, seed, tmp):
    """Runs `seed`'s functions on random arguments: (whether Terrace's
    bufferized code computed what the tensor program does on every run,
    whether mlir-opt's did); None where no run finished."""
    path = os.path.join(tmp, "exec.mlir")
    with open(path, "w") as f:
        f.write(gen_tensor_cfg.module(seed))
    ours, theirs = path + ".terrace", path + ".mlir"
    # A program both tools reject: the comparison of their errors decides.
    if not bufferized(args.terrace_opt, path, ours):
        return None, None
    mlir_bufferized = bufferized(args.mlir_opt, path, theirs)
    names = [line.split("@")[1].split("(")[0]
             for line in gen_tensor_cfg.module(seed).splitlines()
             if "func.func @" in line]
    terrace_ok = mlir_ok = None
    for name in names:
        for arg_seed in range(1, 3):
            # A loop of branches may not end (its condition is an
            # argument): that run decides nothing.
            want = results(args.terrace_run, path, name, arg_seed)
            if want is None or want.startswith("error"):
                continue
            got = results(args.terrace_run, ours, name, arg_seed)
            terrace_ok = (terrace_ok is not False) and got == want
            if mlir_bufferized:
                got = results(args.terrace_run, theirs, name, arg_seed)
                mlir_ok = (mlir_ok is not False) and got == want
    return terrace_ok, mlir_ok


def run(tool, options, path):
    r = subprocess.run([tool, "--split-input-file",
                        "--one-shot-bufferize=" + options, path],
                       capture_output=True, text=True, timeout=300)
    return r.returncode, r.stdout, r.stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--terrace-opt", required=True)
    parser.add_argument("--terrace-run", required=True)
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--seeds", default="0:100")
    parser.add_argument("--batch", type=int, default=25)
    args = parser.parse_args()
    first, last = (int(x) for x in args.seeds.split(":"))
    seeds = list(range(first, last))
    passed = failed = skipped = miscompiles = conservative = 0
    with tempfile.TemporaryDirectory() as tmp:
        for start in range(0, len(seeds), args.batch):
            batch = seeds[start:start + args.batch]
            path = os.path.join(tmp, "cfg.mlir")
            with open(path, "w") as f:
                f.write(SPLIT.join(gen_tensor_cfg.module(s) for s in batch))
            bad, unstable = set(), set()
            for options in OPTION_SETS:
                rc_m, out_m, err_m = run(args.mlir_opt, options, path)
                rc_t, out_t, err_t = run(args.terrace_opt, options, path)
                if (rc_m, out_m, err_m) == (rc_t, out_t, err_t):
                    continue
                # Find the seeds that differ, alone.
                for s in batch:
                    with open(path + ".one", "w") as f:
                        f.write(gen_tensor_cfg.module(s))
                    one_m = run(args.mlir_opt, options, path + ".one")
                    one_t = run(args.terrace_opt, options, path + ".one")
                    # mlir-opt reports a program it rejects in an order
                    # that changes from run to run (its maps are keyed by
                    # pointers): such a seed decides nothing.
                    if s in unstable:
                        continue
                    if one_m != one_t and one_m[0] != 0 and \
                            run(args.mlir_opt, options, path + ".one") != one_m:
                        print("seed {}: mlir-opt's errors change between "
                              "runs; skipped".format(s))
                        unstable.add(s)
                        continue
                    if one_m != one_t and s not in bad:
                        bad.add(s)
                        print("seed {} differs with --one-shot-bufferize='{}'"
                              .format(s, options))
            bad -= unstable
            for seed in batch:
                if seed in unstable:
                    continue
                ours, theirs = execution_verdict(args, seed, tmp)
                if ours is False:
                    print("seed {}: Terrace's bufferized code computes other "
                          "results than the tensor program".format(seed))
                    failed += 1
                elif seed not in bad:
                    passed += 1
                elif theirs is False:
                    print("seed {}: mlir-opt's code computes other results "
                          "than the tensor program, Terrace's the same"
                          .format(seed))
                    miscompiles += 1
                else:
                    conservative += 1
            skipped += len(unstable)
    print("bufferize-cfg-differential: {} passed, {} failed, {} where "
          "mlir-opt miscompiles, {} copying more than mlir-opt, {} skipped"
          .format(passed, failed, miscompiles, conservative, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/python3
"""Differential test of passes: terrace-opt against mlir-opt 22.

For every seed, gen_arith_ir.py writes a module of arith functions (with
--generator dense, over tensors and vectors with dense constants; with
--generator control, gen_control_ir.py writes one with scf and cf control
flow and calls); both tools run it with each flag set below and their
outputs must be byte-identical:

    (round trip)                       custom form, no pass
    --mlir-print-op-generic            generic form, no pass
    --canonicalize --cse               one worklist over the module
    --pass-pipeline=builtin.module(func.func(canonicalize,cse))
                                       per function, in parallel
    --canonicalize --mlir-print-op-generic
    --canonicalize=top-down=false      the bottom-up worklist order
    --sccp                             constant propagation and its rewrite
    --remove-dead-values               liveness and dead value removal

and, for the control generator, aggressive region simplification, --cse,
--loop-invariant-code-motion,
--inline (with and without its default pipeline) and --symbol-dce. The
tensor generator (gen_tensor_program.py's random tensor and linalg
programs) runs the round trips, --linalg-generalize-named-ops,
--linalg-inline-scalar-operands, --linalg-specialize-generic-ops,
--linalg-fold-unit-extent-dims and --linalg-fuse-elementwise-ops (each alone
and after generalization; the first also with use-rank-reducing-slices)
and --canonicalize; --generator complex runs
the same on gen_complex_program.py's programs, which move tensors of
complex numbers. Where mlir-opt's output
fails to verify the seed is skipped; where Terrace differs on purpose from
a valid MLIR miscompile (fusing a producer that reads its init into a
consumer that visits its elements twice; see the -terrace lit tests) the
seed fails and must be checked by hand: it is rare (in seeds 0-3999 only
seed 2915, whose fused program, run by terrace-run, computes other values
than the original).

Seeds run in batches (--batch, 20 by default) joined into one
--split-input-file file per flag set, since mlir-opt's start-up is most of
a seed's cost; a seed whose chunk differs or fails runs again alone.

A seed mlir-opt rejects is a generator bug (reported as GENERATOR-BUG); a
seed mlir-opt crashes on, or whose pass output mlir-opt's own verifier
rejects, is skipped (SKIP), as there is no reference. The
last line is `passes-differential: N passed, M failed, K skipped`; the exit
status is 1 on any failure.

    passes_differential.py --terrace-opt build/bin/terrace-opt --seeds 0:200
"""

import argparse
import concurrent.futures
import difflib
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import gen_affine_ir  # noqa: E402
import gen_arith_ir  # noqa: E402
import gen_complex_program  # noqa: E402
import gen_control_ir  # noqa: E402
import gen_tensor_program  # noqa: E402

# The passes see reshaped views with dynamic sizes too (the execution
# differential cannot run them upstream), and affine.apply in bodies (which
# the canonicalizer and the fusion patterns rewrite).
gen_tensor_program.DYNAMIC_VIEWS = True
gen_tensor_program.AFFINE_IN_BODIES = True

GENERATORS = {"affine": gen_affine_ir.generate,
              "arith": gen_arith_ir.generate,
              "dense": gen_arith_ir.generate_dense,
              "control": gen_control_ir.generate,
              "tensor": lambda seed: gen_tensor_program.gen(seed)[0],
              "complex": lambda seed: gen_complex_program.gen(seed)[0]}

FLAG_SETS = [
    [],
    ["--mlir-print-op-generic"],
    ["--canonicalize", "--cse"],
    ["--pass-pipeline=builtin.module(func.func(canonicalize,cse))"],
    ["--canonicalize", "--mlir-print-op-generic"],
    ["--canonicalize=top-down=false"],
    ["--sccp"],
    ["--remove-dead-values"],
]
# What only programs with control flow and calls exercise.
CONTROL_FLAG_SETS = [
    ["--canonicalize=region-simplify=aggressive"],
    ["--cse"],
    ["--loop-invariant-code-motion"],
    ["--inline"],
    ["--inline=default-pipeline="],
    ["--symbol-dce"],
]
# Tensor and linalg programs: the syntax both ways, generalization,
# specialization, scalar inputs inlined, unit dimensions dropped and the
# canonicalizer.
TENSOR_FLAG_SETS = [
    [],
    ["--mlir-print-op-generic"],
    ["--linalg-generalize-named-ops"],
    ["--linalg-generalize-named-ops", "--mlir-print-op-generic"],
    ["--linalg-inline-scalar-operands"],
    ["--linalg-specialize-generic-ops"],
    ["--linalg-generalize-named-ops", "--linalg-specialize-generic-ops"],
    ["--linalg-fold-unit-extent-dims"],
    ["--linalg-generalize-named-ops", "--linalg-fold-unit-extent-dims"],
    ["--linalg-generalize-named-ops",
     "--linalg-fold-unit-extent-dims=use-rank-reducing-slices"],
    ["--linalg-fuse-elementwise-ops"],
    ["--linalg-generalize-named-ops", "--linalg-fuse-elementwise-ops"],
    ["--canonicalize"],
    ["--canonicalize", "--mlir-print-op-generic"],
]
# affine.apply chains: the syntax and the canonicalization that composes
# and simplifies them.
AFFINE_FLAG_SETS = [
    [],
    ["--mlir-print-op-generic"],
    ["--canonicalize"],
    ["--canonicalize", "--cse"],
    ["--canonicalize=top-down=false"],
]


def run(tool, flags, path):
    p = subprocess.run([tool, path] + flags, capture_output=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def flag_sets_of(args):
    # remove-dead-values last: where mlir-opt fails it, the seed stops.
    extra = [flags.split() for flags in args.extra_flags]
    if args.generator in ("tensor", "complex"):
        return TENSOR_FLAG_SETS + extra
    if args.generator == "affine":
        return AFFINE_FLAG_SETS + extra
    return FLAG_SETS[:-1] + (
        CONTROL_FLAG_SETS if args.generator == "control" else []) + \
        extra + FLAG_SETS[-1:]


def write_temp(text):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        return f.name


SPLIT = b"// -----\n"


def compare_one(args, seed, flags, path):
    """One seed, one flag set: None when both tools agree, else a report."""
    rc_m, out_m, err_m = run(args.mlir_opt, flags, path)
    if rc_m < 0 or b"Stack dump" in err_m:
        return "SKIP seed {} {}: mlir-opt crashed".format(seed, " ".join(flags))
    if rc_m != 0 and flags:
        # The input verified (the first, pass-less run): mlir-opt's pass
        # broke it (its remove-dead-values leaves null operands on some
        # region programs). No reference.
        return "SKIP seed {} {}: mlir-opt's output does not verify".format(
            seed, " ".join(flags))
    if rc_m != 0:
        return "GENERATOR-BUG seed {} {}: {}".format(
            seed, " ".join(flags), err_m.decode()[:500])
    rc_t, out_t, err_t = run(args.terrace_opt, flags, path)
    if rc_t != 0 or out_t != out_m:
        diff = "".join(list(difflib.unified_diff(
            out_m.decode().splitlines(True), out_t.decode().splitlines(True),
            "mlir-opt", "terrace-opt"))[:args.diff_lines])
        return "FAIL seed {} {} (rc {}):\n{}{}".format(
            seed, " ".join(flags), rc_t, err_t.decode()[:500], diff)
    return None


def check_batch(args, seeds):
    """Runs a batch of seeds as one --split-input-file file per flag set:
    mlir-opt's start-up (a tenth of a second, loading every dialect) is
    most of a seed's cost otherwise. A seed whose outputs differ or are
    empty (a chunk that fails prints nothing), or every seed of the batch
    where the chunks do not line up (a crash), is run again alone with that
    flag set, which tells skips from failures and reports them precisely.
    A seed stops at its first report, as it would alone. Returns the
    reports."""
    texts = {s: GENERATORS[args.generator](s) for s in seeds}
    paths = {s: write_temp(texts[s]) for s in seeds}
    reports = []
    try:
        active = list(seeds)
        for flags in flag_sets_of(args):
            if not active:
                break
            path = write_temp("\n// -----\n".join(texts[s] for s in active))
            try:
                split = ["--split-input-file"]
                rc_m, out_m, _ = run(args.mlir_opt, split + flags, path)
                rc_t, out_t, _ = run(args.terrace_opt, split + flags, path)
            finally:
                os.unlink(path)
            chunks_m, chunks_t = out_m.split(SPLIT), out_t.split(SPLIT)
            if rc_m < 0 or rc_t < 0 or len(chunks_m) != len(active) or \
                    len(chunks_t) != len(active):
                suspects = list(active)
            else:
                suspects = [s for s, m, t in zip(active, chunks_m, chunks_t)
                            if m != t or not m.strip() or not t.strip()]
            for s in suspects:
                report = compare_one(args, s, flags, paths[s])
                if report:
                    reports.append(report)
                    active.remove(s)
    finally:
        for path in paths.values():
            os.unlink(path)
    return reports


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--terrace-opt", required=True)
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--seeds", default="0:100", help="A:B (B exclusive)")
    ap.add_argument("--generator", choices=sorted(GENERATORS), default="arith",
                    help="arith: straight-line arith/math/ub functions; "
                         "dense: the same over tensors and vectors with "
                         "dense constants; "
                         "control: scf, cf and func.call around them; "
                         "tensor: tensor and linalg programs; "
                         "affine: affine.apply chains")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--diff-lines", type=int, default=30)
    ap.add_argument("--max-reports", type=int, default=10)
    ap.add_argument("--extra-flags", action="append", default=[],
                    help="one more flag set, e.g. --extra-flags=--canonicalize "
                         "(repeatable)")
    ap.add_argument("--batch", type=int, default=20,
                    help="seeds per --split-input-file run (1: one by one)")
    args = ap.parse_args()
    a, b = (int(x) for x in args.seeds.split(":"))
    failed = reported = skipped = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        batches = [range(s, min(s + args.batch, b))
                   for s in range(a, b, args.batch)]
        for reports in pool.map(lambda seeds: check_batch(args, seeds), batches):
            for report in reports:
                if report and report.startswith("SKIP"):
                    skipped += 1
                    print(report)
                elif report:
                    failed += 1
                    if reported < args.max_reports:
                        print(report)
                        reported += 1
    print("passes-differential: {} passed, {} failed, {} skipped".format(
        b - a - failed - skipped, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/python3
"""Lowering differential: each of Terrace's lowerings against mlir-opt's.

For every seed, a random tensor program (gen_tensor_program.py, or
gen_complex_program.py with --generator complex) with a @main that prints
its results is lowered by mlir-opt 22 down the pipeline of
execution_differential.py (one-shot bufferization, loops, LLVM). Before
each pass of that pipeline that Terrace has (--passes), the module as
mlir-opt has it then is given to both tools with that one pass; their
outputs must be the same, byte for byte. So every lowering is checked on
the IR that the passes before it really make.

Last line: `lowering-differential: N passed, M failed` with a count per
pass; exit status 1 on any failure.

    lowering_differential.py --terrace-opt build/bin/terrace-opt \\
        --passes convert-scf-to-cf,convert-func-to-llvm --seeds 0:100

A pass that stands in for one of the pipeline (NAME@ANCHOR) is checked on
the IR before that one: convert-linalg-to-parallel-loops@convert-linalg-to-loops.
"""

import argparse
import collections
import concurrent.futures
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import execution_differential as ed  # noqa: E402
import gen_tensor_program  # noqa: E402


def run(cmd, **kwargs):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120,
                          **kwargs)


def pass_name(flag):
    return flag[2:].split("=")[0]


def check_seed(seed, options):
    """(messages, {pass: outcome}) for one seed."""
    function, args, result_types = ed.GENERATORS[options.generator](seed)
    arg_types = [gen_tensor_program.tensor_type(list(a.shape),
                                                ed.ELEMENT_OF_DTYPE[a.dtype])
                 for a in args]
    module = ed.upstream_main(function, args, arg_types, result_types)
    mlir_opt = os.path.join(ed.LLVM_BIN, "mlir-opt")
    if ed.transform_schedule(function):
        done = run([mlir_opt, "-"] + ed.TRANSFORM_PASSES, input=module)
        if done.returncode != 0:
            return [], {}
        module = done.stdout
    messages, outcomes = [], {}
    for flag in ed.PIPELINE:
        for label in options.checks.get(pass_name(flag), []):
            # A pass checked at several anchors counts at each apart.
            name = label.partition("@")[0]
            checked = "--" + name if name != pass_name(flag) else flag
            printing = ["--mlir-print-op-generic"] if options.generic else []
            want = run([mlir_opt, "-", checked] + printing, input=module)
            got = run([options.terrace_opt, "-", checked] + printing,
                      input=module)
            if want.returncode != 0:
                outcomes[label] = "skipped"
            elif got.returncode != 0 or got.stdout != want.stdout:
                outcomes[label] = "failed"
                why = ("fails: " + got.stderr.strip()[:300]
                       if got.returncode else "prints differently")
                messages.append(f"seed {seed}: {label} {why}")
                if options.keep_failures:
                    os.makedirs(options.keep_failures, exist_ok=True)
                    path = os.path.join(options.keep_failures,
                                        f"seed{seed}-{label}.mlir")
                    with open(path, "w") as f:
                        f.write(module)
            else:
                outcomes[label] = "passed"
        step = run([mlir_opt, "-", flag], input=module)
        if step.returncode != 0:
            break
        module = step.stdout
    return messages, outcomes


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--terrace-opt", required=True)
    parser.add_argument("--passes", required=True,
                        help="comma-separated names of the passes to check; "
                        "NAME@ANCHOR checks NAME on the IR before ANCHOR")
    parser.add_argument("--seeds", default="0:100")
    parser.add_argument("--generator", choices=sorted(ed.GENERATORS),
                        default="tensor")
    parser.add_argument("--generic", action="store_true",
                        help="compare the generic form (properties and "
                        "all) instead of the custom one")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep-failures", default=None,
                        help="write each failing pass's input here")
    options = parser.parse_args()
    # NAME checks a pass of the pipeline; NAME@ANCHOR checks another pass
    # on the IR the pipeline has before ANCHOR (an alternative to it).
    options.checks = collections.defaultdict(list)
    known = {pass_name(f) for f in ed.PIPELINE}
    for entry in options.passes.split(","):
        name, _, anchor = entry.partition("@")
        anchor = anchor or name
        if anchor not in known:
            parser.error("not in the pipeline: " + anchor)
        options.checks[anchor].append(entry)
    counts = collections.defaultdict(collections.Counter)
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for messages, outcomes in pool.map(lambda s: check_seed(s, options),
                                           ed.parse_seeds(options.seeds)):
            for message in messages:
                print(message)
            for name, outcome in outcomes.items():
                counts[name][outcome] += 1
    for name in sorted(counts):
        c = counts[name]
        print(f"  {name}: {c['passed']} passed, {c['failed']} failed, "
              f"{c['skipped']} skipped")
    passed = sum(c["passed"] for c in counts.values())
    failed = sum(c["failed"] for c in counts.values())
    print(f"lowering-differential: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/python3
"""canonicalize + cse benchmark of terrace-opt against mlir-opt, side by side.

Both tools run the same pipeline on the same generated module of at least
one million arith operations (bench/gen_arith_module.py):

    TOOL FILE --pass-pipeline='builtin.module(func.func(canonicalize,cse))'
         --mlir-timing -o /dev/null [--mlir-disable-threading]

once with threads (both tools use every core: two on the reference machine)
and once with --mlir-disable-threading, alternating the tools in ABBA order.
It reports, for each tool, the min and median of

  - the whole run (parse, verify, passes, print, exit): what a user waits;
  - the passes alone: the wall time of the 'func.func' Pipeline line of the
    tool's own --mlir-timing report;

and peak RSS. Ratios are mlir-opt time / terrace-opt time (> 1: terrace-opt
faster). The outputs of the two tools are compared once: they must be
byte-identical (the pass differential test's guarantee, at scale).

    make bench-passes
    /usr/bin/python3 bench/bench_passes.py --terrace-opt build/bin/terrace-opt
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench_parse_print as common  # noqa: E402
import gen_arith_module  # noqa: E402

PIPELINE = "--pass-pipeline=builtin.module(func.func(canonicalize,cse))"
PIPELINE_LINE = re.compile(r"^\s+(?:([0-9.]+) \(\s*[0-9.]+%\)\s+)?([0-9.]+) \(\s*[0-9.]+%\)\s+'func.func' Pipeline$",
                           re.M)


def pipeline_wall(stderr_text):
    """The wall time of the nested pipeline in a --mlir-timing report."""
    m = PIPELINE_LINE.search(stderr_text)
    if not m:
        return None
    return float(m.group(2))


def ensure_input(a):
    work = a.work_dir or os.path.join(HERE, "..", "build", "bench")
    os.makedirs(work, exist_ok=True)
    path = os.path.join(work, "arith-%d-s%d-p%d.mlir" % (a.ops, a.seed, a.ops_per_func))
    if not os.path.exists(path):
        tmp = path + ".tmp"
        with open(tmp, "w") as f:
            gen_arith_module.generate(a.ops, a.seed, a.ops_per_func, f)
        os.rename(tmp, path)
    with open(path) as f:
        ops = int(f.readline().split(":")[1])
    return path, ops


class Run:
    """One run: the process measurements plus the pipeline's own time."""

    def __init__(self, result, pass_s):
        self.wall_s = result.wall_s
        self.maxrss_kib = result.maxrss_kib
        self.status = result.status
        self.stderr_tail = result.stderr_tail
        self.pass_s = pass_s


def run(tool, argv, timeout, errfile):
    r = common.run_once(tool, argv, timeout, errfile)
    with open(errfile, encoding="utf-8", errors="replace") as f:
        return Run(r, pipeline_wall(f.read()))


def measure(a, cmds, label):
    fd, errfile = tempfile.mkstemp(prefix="bench_passes.", suffix=".stderr")
    os.close(fd)
    results = {"terrace-opt": [], "mlir-opt": []}
    try:
        rounds = [("warm-up", i) for i in range(a.warmup)] + [("run", i) for i in range(a.runs)]
        for kind, i in rounds:
            order = ["terrace-opt", "mlir-opt"] if i % 2 == 0 else ["mlir-opt", "terrace-opt"]
            for tool in order:
                r = run(tool, cmds[tool], a.timeout, errfile)
                print("%-8s %-10s %-12s %7.3f s  passes %7.3f s  %7.1f MiB  exit %d" % (
                    label, "%s %d" % (kind, i + 1), tool, r.wall_s, r.pass_s or -1,
                    common.mib(r.maxrss_kib), r.status), flush=True)
                if r.status != 0 or r.pass_s is None:
                    print("%s failed: %s\n%s" % (tool, " ".join(cmds[tool]), r.stderr_tail),
                          file=sys.stderr)
                    sys.exit(1)
                if kind == "run":
                    results[tool].append(r)
    finally:
        os.unlink(errfile)
    return results


def stats(rs):
    walls = [r.wall_s for r in rs]
    passes = [r.pass_s for r in rs]
    return {"min": min(walls), "med": statistics.median(walls),
            "pmin": min(passes), "pmed": statistics.median(passes),
            "rss": max(r.maxrss_kib for r in rs)}


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--terrace-opt", default="build/bin/terrace-opt")
    p.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    p.add_argument("-r", "--runs", type=int, default=5)
    p.add_argument("--warmup", type=int, default=1)
    p.add_argument("--ops", type=int, default=1_000_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ops-per-func", type=int, default=500)
    p.add_argument("--work-dir")
    p.add_argument("--timeout", type=int, default=600)
    a = p.parse_args()
    terrace = common.resolve_tool(a.terrace_opt, "terrace-opt")
    mlir = common.resolve_tool(a.mlir_opt, "mlir-opt")
    inp, ops = ensure_input(a)
    print("input: %s (%s ops, %.1f MB)" % (inp, "{:,}".format(ops), os.path.getsize(inp) / 1e6))

    # The two tools must agree on the result before their speed means anything.
    outs = []
    for tool in (terrace, mlir):
        outs.append(subprocess.run([tool, inp, PIPELINE], capture_output=True,
                                   timeout=a.timeout).stdout)
    if outs[0] != outs[1]:
        print("the outputs of terrace-opt and mlir-opt differ", file=sys.stderr)
        return 1
    print("outputs: identical (%d bytes)" % len(outs[0]))

    rows = []
    for label, extra in (("2 threads" if os.cpu_count() == 2 else "threads", []),
                         ("1 thread", ["--mlir-disable-threading"])):
        cmds = {t: [path, inp, PIPELINE, "--mlir-timing", "-o", "/dev/null"] + extra
                for t, path in (("terrace-opt", terrace), ("mlir-opt", mlir))}
        res = measure(a, cmds, label)
        st, sm = stats(res["terrace-opt"]), stats(res["mlir-opt"])
        rows.append("| %s | %d | %.3f / %.3f | %.3f / %.3f | %.2fx / %.2fx | %.3f / %.3f | %.3f / %.3f "
                    "| %.2fx / %.2fx | %.0f / %.0f |" % (
                        label, a.runs, st["min"], st["med"], sm["min"], sm["med"],
                        sm["min"] / st["min"], sm["med"] / st["med"],
                        st["pmin"], st["pmed"], sm["pmin"], sm["pmed"],
                        sm["pmin"] / st["pmin"], sm["pmed"] / st["pmed"],
                        common.mib(st["rss"]), common.mib(sm["rss"])))
    print()
    print("canonicalize,cse on %s ops (%s):" % ("{:,}".format(ops), os.path.basename(inp)))
    print("| threads | runs | terrace-opt run min / median s | mlir-opt run min / median s "
          "| run ratio (min / median) | terrace-opt passes min / median s "
          "| mlir-opt passes min / median s | pass ratio (min / median) | peak RSS MiB (terrace / mlir) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in rows:
        print(r)
    return 0


if __name__ == "__main__":
    sys.exit(main())

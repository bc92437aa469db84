#!/usr/bin/python3
"""Parse+print benchmark: terrace-opt against mlir-opt, side by side.

Both tools read the same large generic-form module (made by
gen_large_module.py and cached in --work-dir), verify it and print it back in
generic form to /dev/null:

    TOOL FILE --allow-unregistered-dialect --mlir-print-op-generic -o /dev/null [extra args]

The two tools are run alternately (ABBA order) in the same invocation, after
--warmup untimed runs each. For every run the wall time (perf_counter around
posix_spawn .. wait4) and the child's own peak RSS and CPU time (the rusage
that wait4 returns for that child only) are recorded. The summary gives, per
tool, min and median wall time, throughput in ops/s, and peak RSS; then the
throughput ratio (terrace/mlir: > 1 means terrace-opt is faster) and the
peak-memory ratio (terrace/mlir: < 1 means terrace-opt uses less memory).
The last line printed is a markdown table row for bench/README.md.

Exit status: 0 on success, 1 if a tool fails (non-zero exit, signal or
timeout), 2 on bad usage (missing tool, unreadable input).
"""

import argparse
import hashlib
import json
import os
import platform
import shlex
import shutil
import signal
import statistics
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
GEN = os.path.join(HERE, "gen_large_module.py")
BASE_ARGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic", "-o", "/dev/null"]


def die(msg, code=2):
    print("bench_parse_print: error: " + msg, file=sys.stderr)
    sys.exit(code)


def resolve_tool(path, what):
    """An executable path: as given (relative to cwd), else relative to the
    repository root, else looked up on PATH when it has no slash."""
    cands = [path]
    if not os.path.isabs(path):
        cands.append(os.path.join(REPO, path))
    for c in cands:
        if os.path.isfile(c) and os.access(c, os.X_OK):
            return os.path.abspath(c)
    if "/" not in path:
        w = shutil.which(path)
        if w:
            return w
    die("%s not found or not executable: %s" % (what, path))


def read_header_ops(path):
    """The op count from gen_large_module's first line, or None."""
    try:
        with open(path, "r", encoding="utf-8", errors="replace") as f:
            line = f.readline()
    except OSError as e:
        die("cannot read %s: %s" % (path, e))
    if line.startswith("// gen_large_module:"):
        for tok in line.split():
            if tok.startswith("ops="):
                return int(tok[4:])
    return None


def ensure_input(args):
    """Path of the input module, generating (and caching) it if needed."""
    if args.input:
        if not os.path.isfile(args.input):
            die("input file not found: %s" % args.input)
        return os.path.abspath(args.input)
    with open(GEN, "rb") as f:
        gen_hash = hashlib.sha256(f.read()).hexdigest()[:10]
    work = args.work_dir or os.path.join(REPO, "build", "bench")
    os.makedirs(work, exist_ok=True)
    name = "large_ops%d_seed%d_opf%d_%s.mlir" % (args.ops, args.seed, args.ops_per_func, gen_hash)
    path = os.path.join(work, name)
    if os.path.isfile(path) and read_header_ops(path) is not None:
        print("input: %s (cached)" % path)
        return path
    print("input: generating %s ..." % path, flush=True)
    sys.path.insert(0, HERE)
    import gen_large_module  # noqa: E402  (same folder)
    rc = gen_large_module.main(["--ops", str(args.ops), "--seed", str(args.seed),
                                "--ops-per-func", str(args.ops_per_func), "-o", path])
    if rc:
        die("generator failed", 1)
    return path


class RunResult:
    __slots__ = ("tool", "wall_s", "maxrss_kib", "user_s", "sys_s", "status", "stderr_tail")

    def __init__(self, tool, wall_s, maxrss_kib, user_s, sys_s, status, stderr_tail):
        self.tool = tool
        self.wall_s = wall_s
        self.maxrss_kib = maxrss_kib
        self.user_s = user_s
        self.sys_s = sys_s
        self.status = status          # exit code; negative: killed by signal
        self.stderr_tail = stderr_tail


def run_once(tool, argv, timeout_s, errfile):
    """Spawns argv, waits with wait4; returns a RunResult for that child."""
    fa = [
        (os.POSIX_SPAWN_OPEN, 0, "/dev/null", os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, errfile, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
    ]
    timed_out = []

    t0 = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=fa)

    def kill():
        timed_out.append(True)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    timer = threading.Timer(timeout_s, kill)
    timer.daemon = True
    timer.start()
    while True:
        try:
            _, wstatus, ru = os.wait4(pid, 0)
            break
        except InterruptedError:
            continue
    wall = time.perf_counter() - t0
    timer.cancel()
    status = os.waitstatus_to_exitcode(wstatus)
    tail = ""
    if status != 0 or timed_out:
        try:
            with open(errfile, "r", encoding="utf-8", errors="replace") as f:
                tail = f.read()[-4000:]
        except OSError:
            pass
        if timed_out:
            tail += "\n(killed after the %d s timeout)" % timeout_s
            status = status or -signal.SIGKILL
    return RunResult(tool, wall, ru.ru_maxrss, ru.ru_utime, ru.ru_stime, status, tail)


def fmt_ops(x):
    if x >= 1e6:
        return "%.2f M" % (x / 1e6)
    if x >= 1e3:
        return "%.1f k" % (x / 1e3)
    return "%.0f " % x


def mib(kib):
    return kib / 1024.0


def summarize(results, ops):
    walls = [r.wall_s for r in results]
    rss = [r.maxrss_kib for r in results]
    cpu = [r.user_s + r.sys_s for r in results]
    s = {
        "runs": len(results),
        "min_s": min(walls),
        "median_s": statistics.median(walls),
        "peak_rss_kib": max(rss),
        "median_rss_kib": statistics.median(rss),
        "median_cpu_s": statistics.median(cpu),
        "walls_s": walls,
        "rss_kib": rss,
    }
    if ops:
        s["ops_per_s_min"] = ops / s["min_s"]          # best run
        s["ops_per_s_median"] = ops / s["median_s"]
    return s


def main(argv=None):
    p = argparse.ArgumentParser(
        description="Parse+print benchmark of terrace-opt against mlir-opt, side by side.",
        epilog="Values that start with '-' need the '=' form, e.g. "
               "--extra-args=--mlir-disable-threading")
    p.add_argument("--terrace-opt", default="build/bin/terrace-opt",
                   help="terrace-opt binary (default build/bin/terrace-opt; relative paths "
                        "are tried from the current directory, then the repository root)")
    p.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt",
                   help="mlir-opt binary (default /usr/lib/llvm-22/bin/mlir-opt)")
    p.add_argument("-r", "--runs", type=int, default=5, help="timed runs per tool (default 5)")
    p.add_argument("--warmup", type=int, default=1,
                   help="untimed runs per tool first (default 1; also checks both tools work)")
    p.add_argument("--ops", type=int, default=1_000_000,
                   help="operations in the generated module (default 1000000)")
    p.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    p.add_argument("--ops-per-func", type=int, default=500,
                   help="mean operations per function (default 500)")
    p.add_argument("--input", help="use this .mlir file instead of generating one")
    p.add_argument("--input-ops", type=int,
                   help="op count of --input when it has no gen_large_module header")
    p.add_argument("--work-dir",
                   help="where generated inputs are cached (default <repo>/build/bench)")
    p.add_argument("--extra-args", action="append", default=[],
                   help="extra arguments for both tools (shell-split; repeatable)")
    p.add_argument("--terrace-args", action="append", default=[],
                   help="extra arguments for terrace-opt only")
    p.add_argument("--mlir-args", action="append", default=[],
                   help="extra arguments for mlir-opt only")
    p.add_argument("--timeout", type=int, default=600, help="seconds per run (default 600)")
    p.add_argument("--json", help="also write all measurements to this JSON file")
    a = p.parse_args(argv)
    if a.runs < 1 or a.warmup < 0:
        p.error("--runs must be >= 1 and --warmup >= 0")

    terrace = resolve_tool(a.terrace_opt, "terrace-opt")
    mlir = resolve_tool(a.mlir_opt, "mlir-opt")
    extra = [x for s in a.extra_args for x in shlex.split(s)]
    t_extra = [x for s in a.terrace_args for x in shlex.split(s)]
    m_extra = [x for s in a.mlir_args for x in shlex.split(s)]

    inp = ensure_input(a)
    ops = read_header_ops(inp) or a.input_ops
    size = os.path.getsize(inp)
    cmds = {
        "terrace-opt": [terrace, inp] + BASE_ARGS + extra + t_extra,
        "mlir-opt": [mlir, inp] + BASE_ARGS + extra + m_extra,
    }
    print("ops: %s, size: %.1f MB, runs: %d (+%d warm-up) each, alternating"
          % ("{:,}".format(ops) if ops else "unknown", size / 1e6, a.runs, a.warmup))
    for k, c in cmds.items():
        print("%-12s %s" % (k + ":", " ".join(shlex.quote(x) for x in c)))
    sys.stdout.flush()

    fd, errfile = tempfile.mkstemp(prefix="bench_parse_print.", suffix=".stderr")
    os.close(fd)
    results = {"terrace-opt": [], "mlir-opt": []}
    try:
        rounds = [("warm-up", i) for i in range(a.warmup)] + [("run", i) for i in range(a.runs)]
        for kind, i in rounds:
            # ABBA: alternate which tool goes first in each round.
            order = ["terrace-opt", "mlir-opt"] if i % 2 == 0 else ["mlir-opt", "terrace-opt"]
            for tool in order:
                r = run_once(tool, cmds[tool], a.timeout, errfile)
                label = "%s %d/%d" % (kind, i + 1, a.warmup if kind == "warm-up" else a.runs)
                print("%-12s %-12s %8.3f s  %9.1f MiB  cpu %7.3f s  exit %d"
                      % (label, tool, r.wall_s, mib(r.maxrss_kib), r.user_s + r.sys_s, r.status),
                      flush=True)
                if r.status != 0:
                    print("\n%s failed (exit status %d): %s\n--- stderr (tail) ---\n%s"
                          % (tool, r.status, " ".join(shlex.quote(x) for x in cmds[tool]),
                             r.stderr_tail.rstrip()), file=sys.stderr)
                    return 1
                if kind == "run":
                    results[tool].append(r)
    finally:
        try:
            os.unlink(errfile)
        except OSError:
            pass

    st = summarize(results["terrace-opt"], ops)
    sm = summarize(results["mlir-opt"], ops)
    tp_min = sm["min_s"] / st["min_s"]
    tp_med = sm["median_s"] / st["median_s"]
    mem = st["peak_rss_kib"] / sm["peak_rss_kib"]

    print()
    print("| tool | min s | median s | ops/s (min) | ops/s (median) | peak RSS MiB | median CPU s |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, s in (("terrace-opt", st), ("mlir-opt", sm)):
        print("| %s | %.3f | %.3f | %s | %s | %.1f | %.3f |" % (
            name, s["min_s"], s["median_s"],
            fmt_ops(s["ops_per_s_min"]) if ops else "n/a",
            fmt_ops(s["ops_per_s_median"]) if ops else "n/a",
            mib(s["peak_rss_kib"]), s["median_cpu_s"]))
    print()
    print("throughput ratio terrace/mlir: %.2fx (min), %.2fx (median)   (> 1: terrace-opt faster)"
          % (tp_min, tp_med))
    print("peak-memory ratio terrace/mlir: %.2fx   (< 1: terrace-opt uses less)" % mem)

    if a.json:
        with open(a.json, "w") as f:
            json.dump({
                "input": inp, "ops": ops, "bytes": size,
                "commands": cmds, "runs": a.runs, "warmup": a.warmup,
                "host": platform.node(), "cpus": os.cpu_count(),
                "terrace-opt": st, "mlir-opt": sm,
                "throughput_ratio_min": tp_min, "throughput_ratio_median": tp_med,
                "peak_memory_ratio": mem,
            }, f, indent=1)

    # The row for bench/README.md (its header is printed just above it).
    flags = " ".join(extra)
    what = "%s ops, %.0f MB%s" % ("{:,}".format(ops) if ops else "?", size / 1e6,
                                  (", `" + flags + "`") if flags else "")
    print()
    print("| input | runs | terrace-opt min / median s | mlir-opt min / median s "
          "| throughput ratio (min / median) | terrace-opt peak RSS MiB "
          "| mlir-opt peak RSS MiB | peak-memory ratio |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    print("| %s | %d | %.3f / %.3f | %.3f / %.3f | %.2fx / %.2fx | %.0f | %.0f | %.2fx |" % (
        what, a.runs, st["min_s"], st["median_s"], sm["min_s"], sm["median_s"],
        tp_min, tp_med, mib(st["peak_rss_kib"]), mib(sm["peak_rss_kib"]), mem))
    return 0


if __name__ == "__main__":
    sys.exit(main())

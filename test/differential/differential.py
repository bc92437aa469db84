#!/usr/bin/python3
"""Differential test: terrace-opt against mlir-opt on generic-form IR.

For every seed, gen_generic_ir.py writes a file; both tools print it with
    --allow-unregistered-dialect --mlir-print-op-generic
(and, for some seeds, also with --mlir-print-debuginfo) and the outputs must be
byte-identical.  terrace-opt's output is then fed back to terrace-opt and must
print the same again (a fixpoint; where mlir-opt itself is not a fixpoint on
that text, terrace-opt must match mlir-opt's second print instead).

If mlir-opt rejects a generated file, that is a bug in the GENERATOR, and is
reported as such (`GENERATOR-BUG`), separately from terrace-opt failures.

--corpus FILE|DIR...  does the same for existing .mlir files: files whose RUN
lines use --split-input-file are split on `// -----`; chunks (or files) that
contain expected-error/-warning/-remark/-note are skipped, as are chunks that
mlir-opt itself rejects with these flags.

Without --terrace-opt (and no terrace-opt at the default path) only the
mlir-opt side runs: a check that the generator makes valid IR.

Last line of output: `differential: N passed, M failed`; exit status 1 on any
failure (generator bugs included), 2 on usage errors.

Examples:
    differential.py --terrace-opt build/bin/terrace-opt --seeds 0:1000 --jobs 2
    differential.py --seeds 0:2000 --generator-only          # check the generator
    differential.py --terrace-opt build/bin/terrace-opt --corpus test/ --keep-failures /tmp/f
"""

import argparse
import concurrent.futures
import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True   # keep the source tree clean
import gen_generic_ir  # noqa: E402

DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
DEFAULT_TERRACE_OPT = os.path.normpath(os.path.join(HERE, "..", "..", "build", "bin", "terrace-opt"))
BASE_FLAGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic"]
# The custom form: the inputs use only builtin and func among the dialects
# both tools register, so mlir-opt's custom print is the reference too.
CUSTOM_FLAGS = ["--allow-unregistered-dialect"]
DEBUG_FLAG = "--mlir-print-debuginfo"
DIAG_RE = re.compile(r"expected-(error|warning|remark|note)\b")
SPLIT_RE = re.compile(r"^// -----", re.M)


def parse_seeds(spec):
    """`A:B` (B exclusive), `N`, or a comma-separated list of those."""
    seeds = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        if ":" in part:
            a, b = part.split(":", 1)
            seeds.extend(range(int(a), int(b)))
        else:
            seeds.append(int(part))
    return seeds


def seed_with_locs(seed):
    return seed % 2 == 1


def seed_flag_sets(seed, debuginfo):
    """Flag sets to run a seed with: always the plain generic print; with
    --mlir-print-debuginfo for seeds that carry explicit locations, and for
    every fourth other seed (then the locations are the implicit
    file:line:col of the input, which checks the lexer's column tracking)."""
    sets = [BASE_FLAGS, CUSTOM_FLAGS]
    if debuginfo == "always" or (debuginfo == "auto" and (seed_with_locs(seed) or seed % 4 == 2)):
        sets.append(BASE_FLAGS + [DEBUG_FLAG])
    return sets


class Result:
    def __init__(self, name):
        self.name = name
        self.status = "pass"    # pass | fail | genbug | skip
        self.messages = []
        self.notes = []

    def fail(self, status, msg):
        if self.status == "pass":
            self.status = status
        self.messages.append(msg)


def run_tool(path, flags, infile, timeout):
    try:
        p = subprocess.run([path] + flags + [infile], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", ("timed out after %ss" % timeout).encode()
    except OSError as e:
        return "oserror", b"", str(e).encode()


def first_difference(expected, actual):
    """`line L col C: expected ...X... got ...Y...` for the first differing byte."""
    n = min(len(expected), len(actual))
    i = 0
    while i < n and expected[i] == actual[i]:
        i += 1
    line = expected.count(b"\n", 0, i) + 1
    col = i - (expected.rfind(b"\n", 0, i) + 1) + 1
    def window(data):
        start = max(i - 50, data.rfind(b"\n", 0, i) + 1, 0)
        end = data.find(b"\n", i)
        end = min(len(data) if end < 0 else end, i + 60)
        text = data[start:end].decode("utf-8", "replace")
        return text if text else "(end of line/file)"
    return "first difference at line %d col %d:\n  expected: %s\n  actual:   %s\n" % (
        line, col, window(expected), window(actual))


def short_diff(expected, actual, exp_name, act_name, lines=20):
    a = expected.decode("utf-8", "replace").splitlines(keepends=True)
    b = actual.decode("utf-8", "replace").splitlines(keepends=True)
    d = list(difflib.unified_diff(a, b, exp_name, act_name, n=1))
    if not d:
        # differ only in bytes that splitlines hides (e.g. a missing final newline)
        d = ["(outputs differ only in line endings / trailing newline: "
             "expected %d bytes ending %r, got %d bytes ending %r)\n"
             % (len(expected), expected[-3:], len(actual), actual[-3:])]
    out = [first_difference(expected, actual)]
    for line in d[:lines]:
        line = line if line.endswith("\n") else line + "\n"
        if len(line) > 300:
            line = line[:300] + " ...[line truncated]\n"
        out.append(line)
    if len(d) > lines:
        out.append("... (%d more diff lines)\n" % (len(d) - lines))
    return "".join(out)


def flag_tag(flags):
    if DEBUG_FLAG in flags:
        return "debuginfo"
    return "generic" if "--mlir-print-op-generic" in flags else "custom"


def first_line(b):
    s = b.decode("utf-8", "replace").strip().splitlines()
    return s[0][:300] if s else "(no output)"


class Runner:
    def __init__(self, args):
        self.args = args
        self.tmp = tempfile.mkdtemp(prefix="terrace-differential-")
        self.keep = args.keep_failures
        if self.keep:
            os.makedirs(self.keep, exist_ok=True)
        self.lock = threading.Lock()

    def cleanup(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def keep_file(self, name, data):
        if not self.keep:
            return
        path = os.path.join(self.keep, name)
        with open(path, "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode("utf-8"))

    def check_text(self, res, key, text_bytes, flag_sets, corpus):
        """Run one input (bytes) under each flag set; record into res."""
        a = self.args
        work = os.path.join(self.tmp, key)
        os.makedirs(work, exist_ok=True)
        infile = os.path.join(work, "input.mlir")
        with open(infile, "wb") as f:
            f.write(text_bytes)
        kept_input = False
        try:
            for flags in flag_sets:
                tag = flag_tag(flags)
                rc, m1, merr = run_tool(a.mlir_opt, flags, infile, a.timeout)
                if rc != 0:
                    if corpus:
                        res.status = "skip"
                        res.messages.append("SKIP %s: mlir-opt rejects it (%s)"
                                            % (res.name, first_line(merr)))
                        return
                    res.fail("genbug", "GENERATOR-BUG %s [%s]: mlir-opt rejects the generated "
                             "file: %s" % (res.name, tag, first_line(merr)))
                    if not kept_input:
                        self.keep_file(key + ".mlir", text_bytes)
                        kept_input = True
                    self.keep_file("%s.%s.mlir-opt.stderr" % (key, tag), merr)
                    continue
                if not a.terrace_opt:
                    continue
                rc, t1, terr = run_tool(a.terrace_opt, flags, infile, a.timeout)
                if rc != 0:
                    res.fail("fail", "FAIL %s [%s]: terrace-opt exited with %s (mlir-opt accepts "
                             "it): %s" % (res.name, tag, rc, first_line(terr)))
                    if not kept_input:
                        self.keep_file(key + ".mlir", text_bytes)
                        kept_input = True
                    self.keep_file("%s.%s.terrace-opt.stderr" % (key, tag), terr)
                    self.keep_file("%s.%s.mlir-opt.out" % (key, tag), m1)
                    continue
                if t1 != m1:
                    res.fail("fail", "FAIL %s [%s]: output differs from mlir-opt\n%s" % (
                        res.name, tag, short_diff(m1, t1, "mlir-opt", "terrace-opt",
                                                  a.diff_lines)))
                    if not kept_input:
                        self.keep_file(key + ".mlir", text_bytes)
                        kept_input = True
                    self.keep_file("%s.%s.mlir-opt.out" % (key, tag), m1)
                    self.keep_file("%s.%s.terrace-opt.out" % (key, tag), t1)
                    continue
                if a.no_fixpoint:
                    continue
                # Fixpoint: terrace-opt on its own output.
                again = os.path.join(work, "again.%s.mlir" % tag)
                with open(again, "wb") as f:
                    f.write(t1)
                rc, t2, terr2 = run_tool(a.terrace_opt, flags, again, a.timeout)
                if rc == 0 and t2 == t1:
                    continue
                # Is mlir-opt a fixpoint here?  If not, terrace-opt must match it.
                rcm, m2, merr2 = run_tool(a.mlir_opt, flags, again, a.timeout)
                if rc == 0 and rcm == 0 and t2 == m2:
                    continue
                if rcm != 0 and (rc != 0 or t2 != t1):
                    # mlir-opt cannot read this output (e.g. a location attribute
                    # inside an attribute with --mlir-print-debuginfo is printed as
                    # an alias defined after its use, or an affine constant of
                    # INT64_MIN that terrace-opt reads back): there is no reference
                    # for the second print, so it is not checkable.
                    res.notes.append("NOTE %s [%s]: fixpoint not checked: mlir-opt rejects its "
                                     "own output too: %s" % (res.name, tag, first_line(merr2)))
                    continue
                if rc != 0:
                    why = "terrace-opt rejects its own output (exit %s): %s" % (
                        rc, first_line(terr2))
                    if rcm != 0:
                        why += " (mlir-opt rejects it too: %s)" % first_line(merr2)
                elif rcm == 0 and m2 != m1:
                    why = ("second print differs from mlir-opt's second print (mlir-opt is not "
                           "a fixpoint here either)\n" +
                           short_diff(m2, t2, "mlir-opt(mlir-opt)", "terrace-opt(terrace-opt)",
                                      a.diff_lines))
                else:
                    why = "not a fixpoint: printing the output again changes it\n" + \
                        short_diff(t1, t2, "terrace-opt", "terrace-opt(terrace-opt)",
                                   a.diff_lines)
                res.fail("fail", "FAIL %s [%s] fixpoint: %s" % (res.name, tag, why))
                if not kept_input:
                    self.keep_file(key + ".mlir", text_bytes)
                    kept_input = True
                self.keep_file("%s.%s.terrace-opt.out" % (key, tag), t1)
                self.keep_file("%s.%s.terrace-opt.again.out" % (key, tag), t2)
                if rc != 0:
                    self.keep_file("%s.%s.terrace-opt.again.stderr" % (key, tag), terr2)
        finally:
            shutil.rmtree(work, ignore_errors=True)

    def run_seed(self, seed):
        a = self.args
        res = Result("seed=%d" % seed)
        with_locs = seed_with_locs(seed) if a.locs == "auto" else (a.locs == "always")
        try:
            text = gen_generic_ir.generate(seed, a.size, with_locs, a.canonical)
        except Exception as e:  # a crash in the generator is a generator bug
            res.fail("genbug", "GENERATOR-BUG seed=%d: generator crashed: %r" % (seed, e))
            return res
        self.check_text(res, "seed_%d" % seed, text.encode("utf-8"),
                        seed_flag_sets(seed, a.debuginfo), corpus=False)
        return res

    def run_chunk(self, name, key, text):
        a = self.args
        res = Result(name)
        sets = [BASE_FLAGS, CUSTOM_FLAGS]
        if a.debuginfo != "never":
            sets.append(BASE_FLAGS + [DEBUG_FLAG])
        self.check_text(res, key, text.encode("utf-8"), sets, corpus=True)
        return res


def corpus_chunks(paths):
    """Yield (display name, key, text) for each testable chunk, and
    (name, None, reason) for skipped ones."""
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                for n in sorted(names):
                    if n.endswith(".mlir"):
                        files.append(os.path.join(root, n))
        else:
            files.append(p)
    for idx, path in enumerate(sorted(set(files))):
        try:
            with open(path, encoding="utf-8", errors="surrogateescape") as f:
                text = f.read()
        except OSError as e:
            yield path, None, "unreadable: %s" % e
            continue
        run_lines = [l for l in text.splitlines() if re.match(r"\s*//\s*RUN:", l)]
        split = any("split-input-file" in l for l in run_lines)
        chunks = SPLIT_RE.split(text) if split else [text]
        base = re.sub(r"[^A-Za-z0-9_.-]", "_", os.path.basename(path))
        for ci, chunk in enumerate(chunks):
            name = "%s#%d" % (path, ci) if split else path
            if DIAG_RE.search(chunk):
                yield name, None, "contains expected-* diagnostics"
                continue
            if not chunk.strip():
                continue
            # Drop the rest of the `// -----` line (the split marker eats only its prefix).
            if split and ci > 0:
                nl = chunk.find("\n")
                chunk = "" if nl < 0 else chunk[nl + 1:]
                # keep line numbers stable-ish is not needed: both tools see this text
            yield name, "corpus_%d_%s_%d" % (idx, base, ci), chunk


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Compare terrace-opt with mlir-opt on generated or given generic IR.",
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--terrace-opt", default=None,
                    help="terrace-opt binary (default: %s if it exists)" % DEFAULT_TERRACE_OPT)
    ap.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    ap.add_argument("--seeds", default=None,
                    help="A:B (B exclusive), N, or a comma-separated list of those")
    ap.add_argument("--corpus", nargs="+", default=None, metavar="FILE",
                    help=".mlir files or directories to check instead of / besides seeds")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--keep-failures", default=None, metavar="DIR",
                    help="write failing inputs, outputs and stderr here")
    ap.add_argument("--size", type=int, default=None,
                    help="rough ops per generated file (default: random 50..200 per seed)")
    ap.add_argument("--locs", choices=["auto", "always", "never"], default="auto",
                    help="explicit loc(...) in generated files: auto = odd seeds")
    ap.add_argument("--debuginfo", choices=["auto", "always", "never"], default="auto",
                    help="also compare with --mlir-print-debuginfo: auto = seeds with "
                         "locations and every 4th other seed; corpus: always unless never")
    ap.add_argument("--canonical", action="store_true",
                    help="generate only spellings mlir-opt prints back unchanged")
    ap.add_argument("--generator-only", action="store_true",
                    help="do not run terrace-opt: only check mlir-opt accepts the generated IR")
    ap.add_argument("--no-fixpoint", action="store_true", help="skip the fixpoint check")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per tool run")
    ap.add_argument("--diff-lines", type=int, default=20)
    ap.add_argument("--max-reports", type=int, default=50,
                    help="print details of at most this many failures (all are counted)")
    ap.add_argument("-v", "--verbose", action="store_true", help="also list passes and skips")
    a = ap.parse_args(argv)

    if a.seeds is None and a.corpus is None:
        ap.error("give --seeds and/or --corpus")
    if not (os.path.isfile(a.mlir_opt) and os.access(a.mlir_opt, os.X_OK)):
        ap.error("mlir-opt not found: %s" % a.mlir_opt)
    if a.generator_only:
        a.terrace_opt = None
    else:
        if a.terrace_opt is None and os.path.exists(DEFAULT_TERRACE_OPT):
            a.terrace_opt = DEFAULT_TERRACE_OPT
        if a.terrace_opt is None:
            print("differential: no terrace-opt given or found at %s; checking the generator "
                  "against mlir-opt only" % DEFAULT_TERRACE_OPT)
        elif not (os.path.isfile(a.terrace_opt) and os.access(a.terrace_opt, os.X_OK)):
            ap.error("terrace-opt not found or not executable: %s" % a.terrace_opt)
        else:
            a.terrace_opt = os.path.abspath(a.terrace_opt)

    runner = Runner(a)
    jobs = []
    skipped = []
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
            if a.seeds is not None:
                for s in parse_seeds(a.seeds):
                    jobs.append(ex.submit(runner.run_seed, s))
            if a.corpus is not None:
                for name, key, text in corpus_chunks(a.corpus):
                    if key is None:
                        skipped.append("SKIP %s: %s" % (name, text))
                        continue
                    jobs.append(ex.submit(runner.run_chunk, name, key, text))
            results = [j.result() for j in jobs]   # keep submission order
    except KeyboardInterrupt:
        print("differential: interrupted")
        return 130
    finally:
        runner.cleanup()

    passed = sum(1 for r in results if r.status == "pass")
    failed = [r for r in results if r.status in ("fail", "genbug")]
    genbugs = [r for r in results if r.status == "genbug"]
    skips = [r for r in results if r.status == "skip"]
    reported = 0
    for r in results:
        if r.status in ("fail", "genbug"):
            if reported < a.max_reports:
                for m in r.messages:
                    sys.stdout.write(m if m.endswith("\n") else m + "\n")
            reported += 1
        elif r.status == "skip" and a.verbose:
            for m in r.messages:
                print(m)
        elif a.verbose:
            print("PASS %s" % r.name)
        if a.verbose:
            for n in r.notes:
                print(n)
    if a.verbose:
        for s in skipped:
            print(s)
    if reported > a.max_reports:
        print("... details of %d more failures not shown (--max-reports)" % (reported - a.max_reports))
    if genbugs:
        print("generator bugs: %d (mlir-opt rejected generated input: %s)" % (
            len(genbugs), ", ".join(r.name for r in genbugs[:20]) +
            (", ..." if len(genbugs) > 20 else "")))
    if skips or skipped:
        print("skipped: %d corpus chunks (%d contain expected-* diagnostics, %d rejected by "
              "mlir-opt)" % (len(skips) + len(skipped), len(skipped), len(skips)))
    if a.terrace_opt is None:
        print("(terrace-opt not run: generator check only)")
    print("differential: %d passed, %d failed" % (passed, len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

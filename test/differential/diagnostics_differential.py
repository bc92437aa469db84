#!/usr/bin/python3
"""Diagnostics differential: terrace-opt's first error against mlir-opt's.

Every `.mlir` file under test/ (cut at `// -----` where its RUN lines split
the input) is a starting point. Each seed picks one chunk and mutates it the
way a hand slips: a token deleted, duplicated, swapped with its neighbour or
changed into another token of the file or a common one, or the file cut
short. Both tools parse and verify the mutant (no passes; the chunk's own
`--allow-unregistered-dialect` when its RUN lines have it). Where mlir-opt
rejects the mutant cleanly (exit 1 with an error, no crash), terrace-opt
must reject it too, and its first error must name the same line, column and
message.

Every disagreement is classified against `diagnostics-known-differences.txt`
(next to this script): a kind says, by two regular expressions, what
mlir-opt says and what terrace-opt says instead, and why they differ. A
disagreement no kind describes is reported as `UNKNOWN`; with --strict it
fails the run, as does an agreement below --min-agreement, and always a
crash or a hang of terrace-opt.

Last line: `diagnostics-differential: A of N agree (P%)`.

Examples:
    diagnostics_differential.py --terrace-opt build/bin/terrace-opt --seeds 0:1000
    diagnostics_differential.py --seeds 17 --show        # one mutant, both outputs
"""

import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
DEFAULT_TERRACE_OPT = os.path.join(ROOT, "build", "bin", "terrace-opt")
KNOWN_DIFFERENCES = os.path.join(HERE, "diagnostics-known-differences.txt")
SPLIT_RE = re.compile(r"^// -----.*$", re.M)
RUN_RE = re.compile(r"^\s*//\s*RUN:(.*)$", re.M)
ERROR_RE = re.compile(r"^(.*?): error: (.*)$", re.M)
CRASH_MARKERS = (b"PLEASE submit a bug report", b"Stack dump:", b"LLVM ERROR:")

# Tokens of MLIR's text: comments are skipped (mutating them changes nothing).
TOKEN_RE = re.compile(r"""
    (?P<comment>//[^\n]*)
  | (?P<space>\s+)
  | (?P<token>
        "(?:[^"\\\n]|\\.)*"?                      # string (maybe unterminated)
      | [%^@#!][A-Za-z0-9_$.\-]*                  # value, block, symbol, alias
      | 0x[0-9A-Fa-f]+
      | [0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?
      | [A-Za-z_][A-Za-z0-9_$.]*
      | \{-\# | \#-\} | -> | ::
      | .)
""", re.X | re.S)

# What a hand types in place of a token, besides the file's own tokens.
VOCABULARY = ["(", ")", "[", "]", "{", "}", "<", ">", ",", ":", "=", "->", "*",
              "?", "x", "i32", "f32", "index", "i1", "tensor", "memref", "dense",
              "0", "1", "-1", "2.5", "%0", "%arg0", "^bb0", "@f", "\"s\"", "true",
              "func.func", "arith.addi", "linalg.generic", "ins", "outs", "to",
              "step", "iter_args", "attributes", "loc", "unit", "#map", "!t"]

MUTATIONS = ["delete", "duplicate", "swap", "change", "truncate"]


def chunks_of(path):
    """The chunks mlir-opt would see of a test file, with its flags."""
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    runs = " ".join(RUN_RE.findall(text))
    flags = ["--allow-unregistered-dialect"] if "allow-unregistered-dialect" in runs else []
    pieces = SPLIT_RE.split(text) if "split-input-file" in runs else [text]
    return [(piece, flags) for piece in pieces if piece.strip()]


def corpus(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, names in os.walk(p):
                # The onnx dialect is Terrace's own: mlir-opt has none to
                # compare its errors with (its tests, and the lowering's).
                dirs[:] = sorted(d for d in dirs
                                 if d not in ("onnx", "ONNXToLinalg"))
                files.extend(os.path.join(root, n) for n in sorted(names)
                             if n.endswith(".mlir"))
        else:
            files.append(p)
    chunks = []
    for path in files:
        rel = os.path.relpath(path, ROOT)
        for i, (text, flags) in enumerate(chunks_of(path)):
            chunks.append(("%s#%d" % (rel, i), text, flags))
    return chunks


def tokens(text):
    return [(m.start(), m.end()) for m in TOKEN_RE.finditer(text)
            if m.lastgroup == "token"]


def mutate(text, rng):
    """One mutation of `text`: (new text, what was done)."""
    toks = tokens(text)
    if len(toks) < 2:
        return None, None
    kind = rng.choice(MUTATIONS)
    i = rng.randrange(len(toks))
    s, e = toks[i]
    tok = text[s:e]
    if kind == "delete":
        return text[:s] + text[e:], "delete %r" % tok
    if kind == "duplicate":
        return text[:e] + " " + tok + text[e:], "duplicate %r" % tok
    if kind == "swap":
        i = min(i, len(toks) - 2)
        (s1, e1), (s2, e2) = toks[i], toks[i + 1]
        a, b = text[s1:e1], text[s2:e2]
        if a == b:
            return None, None
        return text[:s1] + b + text[e1:s2] + a + text[e2:], "swap %r %r" % (a, b)
    if kind == "change":
        if rng.random() < 0.5:
            j = rng.randrange(len(toks))
            other = text[toks[j][0]:toks[j][1]]
        else:
            other = rng.choice(VOCABULARY)
        if other == tok:
            return None, None
        return text[:s] + other + text[e:], "change %r to %r" % (tok, other)
    # truncate: at a token's start, or inside it
    cut = s if rng.random() < 0.7 else rng.randrange(s, e + 1)
    return text[:cut], "truncate before %r" % text[cut:cut + 12]


def run(tool, flags, cwd, timeout):
    try:
        p = subprocess.run([tool] + flags + ["input.mlir", "-o", os.devnull],
                           cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=timeout)
        return p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b""


def first_error(stderr):
    # A NUL byte in a message (mlir-opt writes one) is kept visible as \x00.
    text = stderr.decode("utf-8", "replace").replace("\0", "\\x00")
    m = ERROR_RE.search(text)
    return (m.group(1), m.group(2)) if m else None


def load_known(path):
    """Kinds of known disagreement: blocks of `kind:`, `mlir:`, `terrace:`
    (regular expressions searched in `location: message`), and prose."""
    kinds = []
    current = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            key, _, value = line.partition(": ")
            if key == "kind":
                current = {"name": value, "mlir": None, "terrace": None}
                kinds.append(current)
            elif key in ("mlir", "terrace") and current is not None:
                current[key] = re.compile(value)
    return kinds


def classify(kinds, mlir, terrace):
    mtext = "%s: %s" % mlir
    ttext = "%s: %s" % terrace if terrace else "(accepted)"
    for k in kinds:
        if (k["mlir"] is None or k["mlir"].search(mtext)) and \
           (k["terrace"] is None or k["terrace"].search(ttext)):
            return k["name"]
    return None


def check(seed, chunks, args, kinds):
    rng = random.Random(seed)
    for _ in range(20):
        name, text, flags = chunks[rng.randrange(len(chunks))]
        mutant, what = mutate(text, rng)
        if mutant is not None:
            break
    else:
        return {"seed": seed, "status": "skip", "why": "no mutation"}
    work = tempfile.mkdtemp(prefix="terrace-diag-%d-" % seed, dir=args.tmp)
    try:
        with open(os.path.join(work, "input.mlir"), "w", encoding="utf-8",
                  errors="surrogateescape") as f:
            f.write(mutant)
        res = {"seed": seed, "chunk": name, "what": what, "flags": flags}
        mrc, merr = run(args.mlir_opt, flags, work, args.timeout)
        if mrc == 0:
            res["status"] = "accepted"
            if args.terrace_opt:
                trc, terr = run(args.terrace_opt, flags, work, args.timeout)
                if trc != 0:
                    res["status"] = "false-rejection"
                    res["terrace"] = first_error(terr) or ("?", terr.decode()[:200])
        elif mrc != 1 or any(m in merr for m in CRASH_MARKERS) or not first_error(merr):
            res["status"] = "mlir-unclean"
        else:
            res["mlir"] = first_error(merr)
            trc, terr = run(args.terrace_opt, flags, work, args.timeout)
            if trc not in (0, 1) or any(m in terr for m in CRASH_MARKERS):
                res["status"] = "crash"
                res["terrace"] = ("exit %s" % trc, terr.decode("utf-8", "replace")[-400:])
            elif trc == 0:
                res["status"] = "differ"
                res["terrace"] = None
            else:
                res["terrace"] = first_error(terr) or ("?", terr.decode()[:200])
                res["status"] = "agree" if res["terrace"] == res["mlir"] else "differ"
            if res["status"] == "differ":
                res["kind"] = classify(kinds, res["mlir"], res["terrace"])
        if args.show or (args.keep and res["status"] in ("differ", "crash")):
            res["mutant"] = mutant
        return res
    finally:
        shutil.rmtree(work, ignore_errors=True)


def parse_seeds(spec):
    seeds = []
    for part in spec.split(","):
        if ":" in part:
            a, b = part.split(":", 1)
            seeds.extend(range(int(a), int(b)))
        elif part.strip():
            seeds.append(int(part))
    return seeds


def describe(r):
    lines = ["%s seed=%d %s: %s" % (r["status"].upper(), r["seed"], r["chunk"], r["what"])]
    if "mlir" in r:
        lines.append("  mlir-opt:    %s: %s" % r["mlir"])
    if r.get("terrace"):
        lines.append("  terrace-opt: %s: %s" % r["terrace"])
    elif r["status"] == "differ":
        lines.append("  terrace-opt: (accepted)")
    if r.get("kind"):
        lines.append("  known: %s" % r["kind"])
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Compare the first error of terrace-opt and mlir-opt on mutated tests.",
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--terrace-opt", default=DEFAULT_TERRACE_OPT)
    ap.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    ap.add_argument("--seeds", required=True, help="A:B (B exclusive), N, or a list")
    ap.add_argument("--corpus", nargs="+", default=[os.path.join(ROOT, "test")])
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=30.0)
    ap.add_argument("--min-agreement", type=float, default=0.0,
                    help="fail below this percentage of agreement")
    ap.add_argument("--strict", action="store_true",
                    help="fail on a disagreement of no known kind")
    ap.add_argument("--show", action="store_true", help="print each mutant and both errors")
    ap.add_argument("--keep", metavar="DIR", help="write disagreeing mutants here")
    ap.add_argument("--max-reports", type=int, default=40)
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="also report disagreements of known kinds")
    args = ap.parse_args(argv)
    args.tmp = tempfile.mkdtemp(prefix="terrace-diagnostics-")
    chunks = corpus(args.corpus)
    kinds = load_known(KNOWN_DIFFERENCES)
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            results = list(ex.map(lambda s: check(s, chunks, args, kinds),
                                  parse_seeds(args.seeds)))
    finally:
        shutil.rmtree(args.tmp, ignore_errors=True)

    count = {}
    by_kind = {}
    reported = 0
    for r in results:
        count[r["status"]] = count.get(r["status"], 0) + 1
        if r["status"] == "differ":
            by_kind[r.get("kind") or "UNKNOWN"] = by_kind.get(r.get("kind") or "UNKNOWN", 0) + 1
        interesting = r["status"] in ("crash", "false-rejection") or \
            (r["status"] == "differ" and (args.verbose or not r.get("kind")))
        if args.show or (interesting and reported < args.max_reports):
            print(describe(r))
            if args.show and "mutant" in r:
                print("  --- mutant ---\n" + r["mutant"])
            reported += interesting
        if args.keep and "mutant" in r:
            os.makedirs(args.keep, exist_ok=True)
            with open(os.path.join(args.keep, "seed-%d.mlir" % r["seed"]), "w",
                      encoding="utf-8", errors="surrogateescape") as f:
                f.write("// %s\n// flags: %s\n%s" % (r["what"], " ".join(r["flags"]), r["mutant"]))
    rejected = count.get("agree", 0) + count.get("differ", 0) + count.get("crash", 0)
    agree = count.get("agree", 0)
    pct = 100.0 * agree / rejected if rejected else 100.0
    print("mutants: %d; mlir-opt accepts %d (terrace-opt rejects %d of those), crashes or "
          "hangs on %d, rejects %d cleanly" % (
              len(results), count.get("accepted", 0) + count.get("false-rejection", 0),
              count.get("false-rejection", 0), count.get("mlir-unclean", 0), rejected))
    for kind, n in sorted(by_kind.items(), key=lambda kv: -kv[1]):
        print("  %5d  %s" % (n, kind))
    if count.get("crash"):
        print("terrace-opt CRASHED or hung on %d mutants" % count["crash"])
    print("diagnostics-differential: %d of %d agree (%.1f%%)" % (agree, rejected, pct))
    failed = count.get("crash", 0) > 0 or pct < args.min_agreement or \
        (args.strict and by_kind.get("UNKNOWN", 0) > 0)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/python3
"""Execution differential test: Terrace's interpreter against upstream MLIR.

For every seed, gen_tensor_program.py writes a function @f and its
arguments. Terrace runs it with `terrace-run --interpret` (arguments from
.npy files, results to .npy files). Upstream MLIR runs the same function
compiled: a @main that passes the arguments as constants and prints each
result's bits (bitcast to integers, widened to i64; a complex result's
real and imaginary parts apart, split with the complex dialect) with
printMemrefI64,
lowered by mlir-opt (one-shot bufferization, loops, LLVM) and run by
mlir-runner with the runner-utils libraries. Integers must agree exactly;
floats within --max-ulps units in the last place. Where the program calls
a libm function (exp, tanh, sin, cos), whose float versions upstream may be
an ulp or two off the correctly rounded value the interpreter computes,
and a later subtraction can magnify that, floats must agree within a
relative 2^-18 (f32) or 2^-45 (f64) of the larger magnitude.

With --generator complex, the programs come from gen_complex_program.py:
tensors of complex<f32> and complex<f64> moved, selected and carried
through loops, which must agree bit for bit. With --generator
complex-arith, from gen_complex_arith.py: the complex dialect's
arithmetic, which upstream lowers with convert-complex-to-standard,
compared normwise (COMPLEX_ARITH_TOLERANCE).

Last line: `execution-differential: N passed, M failed`; exit status 1 on
any failure (a program upstream MLIR cannot run is a generator bug and
fails too).

    execution_differential.py --terrace-run build/bin/terrace-run --seeds 0:200

With --terrace-opt and --passes, Terrace's passes rewrite each program
before the interpreter runs it, so the comparison also checks that they
keep what it computes:

    execution_differential.py --terrace-run build/bin/terrace-run \
        --terrace-opt build/bin/terrace-opt \
        --passes "--linalg-fold-unit-extent-dims" --seeds 0:200
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import gen_complex_arith  # noqa: E402
import gen_complex_program  # noqa: E402
import gen_tensor_program  # noqa: E402

# Bodies compute indices with affine.apply too (upstream lowers them with
# --lower-affine).
gen_tensor_program.AFFINE_IN_BODIES = True

LLVM_BIN = "/usr/lib/llvm-22/bin"
LLVM_LIB = "/usr/lib/llvm-22/lib"
PIPELINE = [
    "--convert-elementwise-to-linalg",
    # (scf.for may carry tensors that swap places: their buffers are
    # copied where they do.)
    "--one-shot-bufferize=bufferize-function-boundaries "
    "allow-return-allocs-from-loops",
    "--scf-forall-to-for", "--convert-linalg-to-loops", "--expand-strided-metadata",
    "--lower-affine", "--finalize-memref-to-llvm", "--convert-scf-to-cf",
    "--convert-complex-to-standard", "--convert-complex-to-llvm",
    "--convert-math-to-llvm", "--convert-math-to-libm",
    "--convert-arith-to-llvm", "--convert-func-to-llvm",
    "--convert-cf-to-llvm", "--reconcile-unrealized-casts",
]
WIDTH = {"f32": 32, "f64": 64, "i32": 32, "i64": 64, "i1": 1}
# A complex element type's part type.
COMPLEX_PARTS = {"complex<f32>": "f32", "complex<f64>": "f64"}
# The MLIR element type of each NumPy dtype the generators make.
ELEMENT_OF_DTYPE = {np.dtype(v): k for k, v in
                    {**gen_tensor_program.FLOAT_TYPES,
                     **gen_tensor_program.INT_TYPES,
                     **gen_complex_program.COMPLEX_TYPES}.items()}
GENERATORS = {"tensor": gen_tensor_program.gen,
              "complex": gen_complex_program.gen,
              "complex-arith": gen_complex_arith.gen}
# How far apart complex-arith's results may be, normwise (the distance
# against the larger magnitude, at least 1), by part width: the interpreter rounds
# each op of a double computation once, upstream runs MLIR's formulas in
# the part type (see gen_complex_arith.py).
COMPLEX_ARITH_TOLERANCE = {32: 2.0 ** -16, 64: 2.0 ** -44}
# linalg.softmax, pack and unpack have no bufferization upstream: they are
# first rewritten through the transform dialect (softmax's own
# decomposition into linalg.generic ops; pack into pad, expand_shape and
# transpose; unpack into transpose, collapse_shape and a slice copied out),
# whose schedule is then erased. The unpad-like shortcut of lower_unpack
# mishandles some unpacks with unit outer dimensions, so it is off.
TRANSFORMS = {
    "linalg.softmax": """
    %sm = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %parts = transform.structured.decompose_interface %sm : (!transform.any_op) -> !transform.any_op""",
    "linalg.pack": """
    %pk = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.pack">
    transform.structured.lower_pack %pk {lowerPadLikeWithInsertSlice = false} : (!transform.op<"linalg.pack">) -> (!transform.op<"tensor.pad">, !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)""",
    "linalg.unpack": """
    %up = transform.structured.match ops{["linalg.unpack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.unpack">
    transform.structured.lower_unpack %up {lowerUnpadLikeWithExtractSlice = false} : (!transform.op<"linalg.unpack">) -> (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">, !transform.op<"tensor.extract_slice">)""",
}
TRANSFORM_PASSES = ["--transform-interpreter",
                    "--test-transform-dialect-erase-schedule"]


def transform_schedule(function):
    """The transform module for the ops `function` uses, or None."""
    steps = [t for op, t in TRANSFORMS.items()
             if re.search(re.escape(op) + r"\b", function)]
    if not steps:
        return None
    return ("module attributes {transform.with_named_sequence} {\n"
            "  transform.named_sequence @__transform_main(%root: "
            "!transform.any_op {transform.readonly}) {"
            + "".join(steps) + "\n    transform.yield\n  }\n}\n")


def element_of(ttype):
    body = ttype[len("tensor<"):-1]
    for part in COMPLEX_PARTS:
        if body.endswith(part):
            return part
    return body.split("x")[-1]


def float_literal(x):
    """The shortest decimal that reads back as `x` in its type, in the
    form MLIR's float literals take (a point before any exponent)."""
    return np.format_float_scientific(x, unique=True)


def dense_literal(array):
    if array.dtype.kind == "c":
        def nested(a):
            if a.ndim == 0:
                return (f"({float_literal(a.real)}, "
                        f"{float_literal(a.imag)})")
            return "[" + ", ".join(nested(x) for x in a) + "]"
        return nested(array)
    if array.dtype.kind == "f":
        return np.array2string(array, separator=", ", threshold=1 << 30,
                               floatmode="unique").replace("\n", "")
    return np.array2string(array, separator=", ",
                           threshold=1 << 30).replace("\n", "")


def print_bits(lines, value, ttype, tag):
    """Lines of @main printing the bits of `value`, a tensor of integers or
    floats, widened to i64."""
    elem = element_of(ttype)
    width = WIDTH[elem]
    as_int = ttype.replace(elem, f"i{width}")
    if elem.startswith("f"):
        lines.append(f"  %bits{tag} = arith.bitcast {value} : {ttype} to "
                     f"{as_int}")
        value = f"%bits{tag}"
    wide = ttype.replace(elem, "i64")
    if width < 64:
        lines.append(f"  %wide{tag} = arith.extui {value} : {as_int} to "
                     f"{wide}")
        value = f"%wide{tag}"
    lines.append(f"  %u{tag} = tensor.cast {value} : {wide} to "
                 "tensor<*xi64>")
    lines.append(f"  func.call @printMemrefI64(%u{tag}) : "
                 "(tensor<*xi64>) -> ()")


def printed_parts(ttype):
    """What @main prints of a result of type `ttype`: (element type, which
    part of a complex number or None) per printed memref."""
    elem = element_of(ttype)
    if elem in COMPLEX_PARTS:
        return [(COMPLEX_PARTS[elem], 0), (COMPLEX_PARTS[elem], 1)]
    return [(elem, None)]


def upstream_main(function, args, arg_types, result_types):
    lines = [function, "func.func private @printMemrefI64(tensor<*xi64>)",
             "func.func @main() {"]
    names = []
    for i, (arg, ttype) in enumerate(zip(args, arg_types)):
        lines.append(f"  %in{i} = arith.constant dense<{dense_literal(arg)}>"
                     f" : {ttype}")
        names.append(f"%in{i}")
    outs = ", ".join(f"%out{i}" for i in range(len(result_types)))
    lines.append(f"  {outs} = func.call @f({', '.join(names)}) : "
                 f"({', '.join(arg_types)}) -> ({', '.join(result_types)})")
    for i, ttype in enumerate(result_types):
        elem = element_of(ttype)
        if elem not in COMPLEX_PARTS:
            print_bits(lines, f"%out{i}", ttype, f"{i}")
            continue
        # The real parts, then the imaginary ones.
        part = COMPLEX_PARTS[elem]
        ptype = ttype.replace(elem, part)
        rank = ttype[len("tensor<"):-len(elem) - 1].count("x")
        loops = ", ".join(f"d{d}" for d in range(rank))
        identity = f"affine_map<({loops}) -> ({loops})>"
        iters = ", ".join(['"parallel"'] * rank)
        lines.append(f"  %e{i} = tensor.empty() : {ptype}")
        lines.append(
            f"  %parts{i}:2 = linalg.generic {{indexing_maps = [{identity}, "
            f"{identity}, {identity}], iterator_types = [{iters}]}} "
            f"ins(%out{i} : {ttype}) outs(%e{i}, %e{i} : {ptype}, {ptype}) {{")
        lines.append(f"  ^bb0(%c: {elem}, %r: {part}, %m: {part}):")
        lines.append(f"    %x = complex.re %c : {elem}")
        lines.append(f"    %y = complex.im %c : {elem}")
        lines.append(f"    linalg.yield %x, %y : {part}, {part}")
        lines.append(f"  }} -> ({ptype}, {ptype})")
        print_bits(lines, f"%parts{i}#0", ptype, f"{i}re")
        print_bits(lines, f"%parts{i}#1", ptype, f"{i}im")
    lines += ["  return", "}"]
    schedule = transform_schedule(function)
    if schedule:
        lines.append(schedule)
    return "\n".join(lines) + "\n"


def parse_runner_output(text, count):
    """The data of each printed memref, as lists of ints."""
    blocks = text.split("Unranked Memref")[1:]
    if len(blocks) != count:
        return None
    return [[int(x) for x in re.findall(r"-?\d+", b.split("data =", 1)[1])]
            for b in blocks]


def ulps_apart(a, b, width):
    """Distance of two floats' bit patterns along the number line."""
    def ordered(bits):
        sign = 1 << (width - 1)
        return (sign - 1 - (bits ^ sign)) if bits & sign else bits + sign
    return abs(ordered(a) - ordered(b))


LIBM_RE = re.compile(r"math\.(exp|tanh|sin|cos)\b")


def close_relative(a, b, width):
    kind = np.float32 if width == 32 else np.float64
    bits = np.uint32 if width == 32 else np.uint64
    x = float(np.array([a], dtype=bits).view(kind)[0])
    y = float(np.array([b], dtype=bits).view(kind)[0])
    scale = max(abs(x), abs(y), 1.0)
    return abs(x - y) <= scale * (2.0 ** (-18 if width == 32 else -45))


def floats_of_bits(bits, width):
    kind = np.float32 if width == 32 else np.float64
    raw = np.uint32 if width == 32 else np.uint64
    mask = (1 << width) - 1
    return np.array([x & mask for x in bits], dtype=raw).view(kind)


def compare_normwise(result_types, expected, out_dir):
    """Why complex results differ normwise from upstream's printed parts
    (real parts, then imaginary, per result), or None."""
    worst = 0.0
    for i, ttype in enumerate(result_types):
        width = WIDTH[COMPLEX_PARTS[element_of(ttype)]]
        real = floats_of_bits(expected[2 * i], width)
        want = np.empty(real.shape, dtype=np.complex128)
        want.real = real
        want.imag = floats_of_bits(expected[2 * i + 1], width)
        got = np.load(os.path.join(out_dir, f"output_{i}.npy")).reshape(-1)
        if got.shape != want.shape:
            return f"result {i}: {got.size} elements, upstream {want.size}"
        for j, (g, w) in enumerate(zip(got, want)):
            parts = [(g.real, w.real), (g.imag, w.imag)]
            # NaN where upstream has NaN; infinities equal.
            if any(np.isnan(a) != np.isnan(b) or
                   (np.isinf(a) or np.isinf(b)) and a != b
                   for a, b in parts):
                return f"result {i} element {j}: terrace {g}, upstream {w}"
            finite = [(a, b) for a, b in parts if np.isfinite(a)]
            distance = np.hypot(*[a - b for a, b in finite] + [0.0] *
                                (2 - len(finite)))
            # At least 1, the arguments' scale (see gen_complex_arith.py).
            magnitude = max(np.hypot(*[a for a, _ in finite] + [0.0] *
                                     (2 - len(finite))),
                            np.hypot(*[b for _, b in finite] + [0.0] *
                                     (2 - len(finite))), 1.0)
            if distance == 0:
                continue
            ratio = distance / magnitude if magnitude else float("inf")
            worst = max(worst, ratio)
            if ratio > COMPLEX_ARITH_TOLERANCE[width]:
                return (f"result {i} element {j}: terrace {g}, upstream {w} "
                        f"(normwise {ratio:.3g} apart)")
    return None


def run_seed(seed, terrace_run, max_ulps, keep, rewrite=None,
             generator="tensor"):
    function, args, result_types = GENERATORS[generator](seed)
    uses_libm = LIBM_RE.search(function) is not None
    arg_types = [gen_tensor_program.tensor_type(list(a.shape),
                                                ELEMENT_OF_DTYPE[a.dtype])
                 for a in args]
    with tempfile.TemporaryDirectory() as tmp:
        def fail(why):
            if keep:
                os.makedirs(keep, exist_ok=True)
                with open(os.path.join(keep, f"seed{seed}.mlir"), "w") as f:
                    f.write(upstream_main(function, args, arg_types,
                                          result_types))
            return f"seed {seed}: {why}"

        prog = os.path.join(tmp, "f.mlir")
        with open(prog, "w") as f:
            f.write(function)
        if rewrite:
            # Terrace's passes first: what the interpreter runs is their
            # output, so a pass that changes what the program computes
            # shows.
            terrace_opt, flags = rewrite
            rewritten = subprocess.run([terrace_opt, prog] + flags,
                                       capture_output=True, text=True,
                                       timeout=120)
            if rewritten.returncode != 0:
                return fail("terrace-opt failed: " + rewritten.stderr.strip())
            with open(prog, "w") as f:
                f.write(rewritten.stdout)
        inputs = []
        for i, arg in enumerate(args):
            path = os.path.join(tmp, f"in{i}.npy")
            np.save(path, arg)
            inputs += ["--input", path]
        out_dir = os.path.join(tmp, "out")
        run = subprocess.run([terrace_run, prog, "--entry", "f", "--interpret",
                              "--output-dir", out_dir] + inputs,
                             capture_output=True, text=True, timeout=120)
        if run.returncode != 0:
            return fail("terrace-run failed: " + run.stderr.strip())

        upstream = os.path.join(tmp, "main.mlir")
        with open(upstream, "w") as f:
            f.write(upstream_main(function, args, arg_types, result_types))
        passes = (TRANSFORM_PASSES if transform_schedule(function)
                  else []) + PIPELINE
        lowered = subprocess.run([os.path.join(LLVM_BIN, "mlir-opt"), upstream]
                                 + passes, capture_output=True, text=True,
                                 timeout=120)
        if lowered.returncode != 0:
            return fail("GENERATOR-BUG: mlir-opt: " + lowered.stderr.strip())
        libs = ",".join(os.path.join(LLVM_LIB, lib) for lib in
                        ("libmlir_runner_utils.so.22.1",
                         "libmlir_c_runner_utils.so.22.1"))
        ran = subprocess.run([os.path.join(LLVM_BIN, "mlir-runner"), "-e",
                              "main", "-entry-point-result=void",
                              "-shared-libs=" + libs], input=lowered.stdout,
                             capture_output=True, text=True, timeout=120)
        printed = [(i, elem, part) for i, ttype in enumerate(result_types)
                   for elem, part in printed_parts(ttype)]
        expected = parse_runner_output(ran.stdout, len(printed))
        if ran.returncode != 0 or expected is None:
            return fail("GENERATOR-BUG: mlir-runner: " + ran.stderr.strip())

        if generator == "complex-arith":
            why = compare_normwise(result_types, expected, out_dir)
            return fail(why) if why else None
        for (i, elem, part), want in zip(printed, expected):
            width = WIDTH[elem]
            got = np.load(os.path.join(out_dir, f"output_{i}.npy"))
            if part is not None:
                got = got.real if part == 0 else got.imag
                i = f"{i} ({'real' if part == 0 else 'imaginary'} parts)"
            mask = (1 << width) - 1
            if elem.startswith("f"):
                bits = np.ascontiguousarray(got).view(
                    np.uint32 if width == 32 else np.uint64)
                got_bits = [int(x) for x in bits.reshape(-1)]
            else:
                got_bits = [int(x) & mask for x in got.reshape(-1)]
            want = [x & mask for x in want]
            if len(got_bits) != len(want):
                return fail(f"result {i}: {len(got_bits)} elements, upstream "
                            f"{len(want)}")
            for j, (g, w) in enumerate(zip(got_bits, want)):
                if g == w:
                    continue
                if elem.startswith("f"):
                    nan = all(((x >> (23 if width == 32 else 52)) &
                               ((1 << (8 if width == 32 else 11)) - 1)) ==
                              ((1 << (8 if width == 32 else 11)) - 1) and
                              x & ((1 << (23 if width == 32 else 52)) - 1)
                              for x in (g, w))
                    if nan or ulps_apart(g, w, width) <= max_ulps:
                        continue
                    if uses_libm and close_relative(g, w, width):
                        continue
                return fail(f"result {i} element {j}: terrace bits {g:#x}, "
                            f"upstream {w:#x}")
    return None


def parse_seeds(spec):
    seeds = []
    for part in spec.split(","):
        if ":" in part:
            a, b = part.split(":")
            seeds.extend(range(int(a), int(b)))
        else:
            seeds.append(int(part))
    return seeds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--terrace-run", required=True)
    parser.add_argument("--seeds", default="0:100")
    parser.add_argument("--generator", choices=sorted(GENERATORS),
                        default="tensor",
                        help="gen_tensor_program.py, or gen_complex_program.py"
                        " (tensors of complex numbers)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--max-ulps", type=int, default=None,
                        help="how far floats may be apart (default: 4; 0 "
                        "with --generator complex, which only moves "
                        "elements)")
    parser.add_argument("--keep-failures", default=None)
    parser.add_argument("--terrace-opt", default=None,
                        help="with --passes: terrace-opt, to rewrite each "
                        "program before the interpreter runs it")
    parser.add_argument("--passes", default="",
                        help="terrace-opt flags, space-separated (e.g. "
                        "'--linalg-fold-unit-extent-dims')")
    options = parser.parse_args()
    rewrite = None
    if options.passes:
        if not options.terrace_opt:
            parser.error("--passes needs --terrace-opt")
        rewrite = (options.terrace_opt, options.passes.split())
    if options.max_ulps is None:
        options.max_ulps = 0 if options.generator == "complex" else 4
    seeds = parse_seeds(options.seeds)
    failures = []
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for result in pool.map(lambda s: run_seed(s, options.terrace_run,
                                                  options.max_ulps,
                                                  options.keep_failures,
                                                  rewrite,
                                                  options.generator),
                                seeds):
            if result:
                failures.append(result)
                print(result)
    print(f"execution-differential: {len(seeds) - len(failures)} passed, "
          f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

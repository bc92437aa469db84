#!/usr/bin/python3
"""LLVM dialect differential: Terrace against upstream MLIR on real IR.

For every seed, a random tensor program (gen_tensor_program.py, or
gen_complex_program.py with --generator complex) with a @main that prints
its results is lowered by mlir-opt 22 to the llvm dialect (the pipeline of
execution_differential.py: one-shot bufferization, loops, LLVM). On that
module, which holds the ops upstream's own lowerings make:

  * terrace-opt prints it as mlir-opt does, in the custom and the generic
    form, byte for byte;
  * terrace-translate --mlir-to-llvmir writes the LLVM IR that
    mlir-translate --mlir-to-llvmir writes, byte for byte;
  * with --run, lli runs Terrace's LLVM IR (with the runner-utils
    libraries) and prints what mlir-runner prints for the module.

Last line: `translate-differential: N passed, M failed`; exit status 1 on
any failure.

    translate_differential.py --terrace-opt build/bin/terrace-opt \\
        --terrace-translate build/bin/terrace-translate --seeds 0:100
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import execution_differential as ed  # noqa: E402
import gen_tensor_program  # noqa: E402

LLVM_BIN = ed.LLVM_BIN
RUNNER_LIBS = [os.path.join(ed.LLVM_LIB, lib) for lib in
               ("libmlir_runner_utils.so.22.1",
                "libmlir_c_runner_utils.so.22.1")]

ADDRESS = re.compile(r"base@ = 0x[0-9a-f]+")


def tool(name):
    return os.path.join(LLVM_BIN, name)


def run(cmd, **kwargs):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120,
                          **kwargs)


def lowered_module(seed, generator):
    """The upstream-lowered llvm dialect module of `seed`, or None when
    upstream cannot lower it (a generator matter, checked elsewhere)."""
    function, args, result_types = ed.GENERATORS[generator](seed)
    arg_types = [gen_tensor_program.tensor_type(list(a.shape),
                                                ed.ELEMENT_OF_DTYPE[a.dtype])
                 for a in args]
    main = ed.upstream_main(function, args, arg_types, result_types)
    passes = (ed.TRANSFORM_PASSES if ed.transform_schedule(function)
              else []) + ed.PIPELINE
    lowered = run([tool("mlir-opt"), "-"] + passes, input=main)
    return lowered.stdout if lowered.returncode == 0 else None


def check_seed(seed, options):
    module = lowered_module(seed, options.generator)
    if module is None:
        return None, "skipped"
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "lowered.mlir")
        with open(path, "w") as f:
            f.write(module)

        def keep(why):
            if options.keep_failures:
                os.makedirs(options.keep_failures, exist_ok=True)
                with open(os.path.join(options.keep_failures,
                                       f"seed{seed}.mlir"), "w") as f:
                    f.write(module)
            return f"seed {seed}: {why}", "failed"

        for flags in ([], ["--mlir-print-op-generic"]):
            want = run([tool("mlir-opt"), path] + flags)
            got = run([options.terrace_opt, path] + flags)
            if got.returncode != 0:
                return keep("terrace-opt failed: " + got.stderr.strip())
            if got.stdout != want.stdout:
                return keep(f"terrace-opt {' '.join(flags)} prints "
                            "differently from mlir-opt")
        want = run([tool("mlir-translate"), "--mlir-to-llvmir", path])
        got = run([options.terrace_translate, "--mlir-to-llvmir", path])
        if got.returncode != 0:
            return keep("terrace-translate failed: " + got.stderr.strip())
        if got.stdout != want.stdout:
            return keep("terrace-translate writes different LLVM IR than "
                        "mlir-translate")
        if options.run:
            ll = os.path.join(tmp, "lowered.ll")
            with open(ll, "w") as f:
                f.write(got.stdout)
            ran = run([tool("lli")] + [f"--load={lib}" for lib in RUNNER_LIBS]
                      + ["--entry-function=main", ll])
            upstream = run([tool("mlir-runner"), "-e", "main",
                            "-entry-point-result=void",
                            "-shared-libs=" + ",".join(RUNNER_LIBS), path])
            # Buffers are printed with their addresses, which differ.
            if ran.returncode != 0 or (ADDRESS.sub("", ran.stdout) !=
                                       ADDRESS.sub("", upstream.stdout)):
                return keep("lli on Terrace's LLVM IR prints differently "
                            "from mlir-runner")
    return None, "passed"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--terrace-opt", required=True)
    parser.add_argument("--terrace-translate", required=True)
    parser.add_argument("--seeds", default="0:100")
    parser.add_argument("--generator", choices=sorted(ed.GENERATORS),
                        default="tensor")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--run", action="store_true",
                        help="also run Terrace's LLVM IR with lli")
    parser.add_argument("--keep-failures", default=None)
    options = parser.parse_args()
    seeds = ed.parse_seeds(options.seeds)
    counts = {"passed": 0, "failed": 0, "skipped": 0}
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for message, outcome in pool.map(lambda s: check_seed(s, options),
                                         seeds):
            counts[outcome] += 1
            if message:
                print(message)
    print(f"translate-differential: {counts['passed']} passed, "
          f"{counts['failed']} failed, {counts['skipped']} skipped "
          "(upstream could not lower them)")
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())

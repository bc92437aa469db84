#!/usr/bin/python3
"""Native-code benchmark: a 512x512 f32 matmul on buffers, compiled.

Measured side by side in one run, on the same program (linalg.fill and
linalg.matmul on memrefs, returning a new buffer):

  * Terrace compiled: `terrace-run --compile --no-cache --bench R` (its
    linalg-to-llvm pipeline, LLVM O3 for this CPU, ORC's JIT), min and
    median of R warm calls;
  * upstream MLIR compiled, the anchor: the same function lowered by
    mlir-opt's own passes (loops, strides expanded, LLVM) and run by
    mlir-runner -O3, timed inside the program with rtclock() around each of
    R calls;
  * Terrace's interpreter: `terrace-run --interpret --bench 2`.

And the compile time, one process each: terrace-compile -O3 to an object
file against mlir-opt | mlir-translate | llc -O3 to an object file (the
same lowering and the same LLVM); and terrace-run's compile_ms (parsing
to a callable entry) compiling and from its cache.

    bench_native.py --terrace-run build/bin/terrace-run \\
        --terrace-compile build/bin/terrace-compile [--runs 5]
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

LLVM_BIN = "/usr/lib/llvm-22/bin"
LLVM_LIB = "/usr/lib/llvm-22/lib"
N = 512

KERNEL = f"""func.func @matmul(%A: memref<{N}x{N}xf32>, %B: memref<{N}x{N}xf32>) -> memref<{N}x{N}xf32> {{
  %C = memref.alloc() : memref<{N}x{N}xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%C : memref<{N}x{N}xf32>)
  linalg.matmul ins(%A, %B : memref<{N}x{N}xf32>, memref<{N}x{N}xf32>) outs(%C : memref<{N}x{N}xf32>)
  return %C : memref<{N}x{N}xf32>
}}
"""

UPSTREAM_LOWERING = [
    "--convert-linalg-to-loops", "--lower-affine", "--convert-scf-to-cf",
    "--expand-strided-metadata", "--finalize-memref-to-llvm",
    "--convert-arith-to-llvm", "--convert-func-to-llvm",
    "--convert-cf-to-llvm", "--reconcile-unrealized-casts",
]


def upstream_program(runs):
    return KERNEL + f"""
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {{
  %one = arith.constant 1.0 : f32
  %A = memref.alloc() : memref<{N}x{N}xf32>
  linalg.fill ins(%one : f32) outs(%A : memref<{N}x{N}xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %runs = arith.constant {runs + 1} : index
  scf.for %i = %c0 to %runs step %c1 {{
    %t0 = func.call @rtclock() : () -> f64
    %C = func.call @matmul(%A, %A) : (memref<{N}x{N}xf32>, memref<{N}x{N}xf32>) -> memref<{N}x{N}xf32>
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    func.call @printF64(%dt) : (f64) -> ()
    func.call @printNewline() : () -> ()
    memref.dealloc %C : memref<{N}x{N}xf32>
  }}
  memref.dealloc %A : memref<{N}x{N}xf32>
  return
}}
"""


def bench_line(out):
    m = re.search(r"bench: runs=\d+ min_ms=([\d.]+) median_ms=([\d.]+)", out)
    return float(m.group(1)), float(m.group(2))


def wall(cmd, **kwargs):
    start = time.perf_counter()
    subprocess.run(cmd, check=True, capture_output=True, **kwargs)
    return (time.perf_counter() - start) * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--terrace-run", required=True)
    parser.add_argument("--terrace-compile", required=True)
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        kernel = os.path.join(tmp, "matmul.mlir")
        with open(kernel, "w") as f:
            f.write(KERNEL)
        env = dict(os.environ, TERRACE_CACHE_DIR=os.path.join(tmp, "cache"))
        compiled = bench_line(subprocess.run(
            [options.terrace_run, kernel, "--compile", "--no-cache",
             "--bench", str(options.runs)],
            capture_output=True, text=True, check=True).stdout)
        interpreted = bench_line(subprocess.run(
            [options.terrace_run, kernel, "--interpret", "--bench", "2"],
            capture_output=True, text=True, check=True).stdout)

        upstream = os.path.join(tmp, "upstream.mlir")
        with open(upstream, "w") as f:
            f.write(upstream_program(options.runs))
        lowered = subprocess.run(
            [os.path.join(LLVM_BIN, "mlir-opt"), upstream] + UPSTREAM_LOWERING,
            capture_output=True, text=True, check=True).stdout
        libs = ",".join(os.path.join(LLVM_LIB, lib) for lib in
                        ("libmlir_runner_utils.so.22.1",
                         "libmlir_c_runner_utils.so.22.1"))
        ran = subprocess.run([os.path.join(LLVM_BIN, "mlir-runner"), "-e",
                              "main", "-entry-point-result=void", "-O3",
                              "-shared-libs=" + libs], input=lowered,
                             capture_output=True, text=True, check=True)
        times = [float(x) * 1000 for x in ran.stdout.split()][1:]
        upstream_run = (min(times), statistics.median(times))

        # Compile times: object files from the kernel, one process each.
        terrace_compile, upstream_compile, cached = [], [], []
        obj = os.path.join(tmp, "k.o")
        ll = os.path.join(tmp, "k.ll")
        for _ in range(options.runs):
            terrace_compile.append(wall(
                [options.terrace_compile, kernel, "-o", obj, "-O3"]))
            start = time.perf_counter()
            lowered_kernel = subprocess.run(
                [os.path.join(LLVM_BIN, "mlir-opt"), kernel]
                + UPSTREAM_LOWERING, capture_output=True, text=True,
                check=True).stdout
            subprocess.run([os.path.join(LLVM_BIN, "mlir-translate"),
                            "--mlir-to-llvmir", "-o", ll],
                           input=lowered_kernel, text=True, check=True)
            subprocess.run([os.path.join(LLVM_BIN, "llc"), "-O3",
                            "-filetype=obj", ll, "-o", obj], check=True)
            upstream_compile.append((time.perf_counter() - start) * 1000)
        def compile_ms():
            out = subprocess.run([options.terrace_run, kernel, "--compile",
                                  "--bench", "1"], env=env,
                                 capture_output=True, text=True,
                                 check=True).stdout
            return float(re.search(r"compile_ms: ([\d.]+)", out).group(1))
        uncached = compile_ms()
        for _ in range(options.runs):
            cached.append(compile_ms())

    def pair(values):
        return f"min {min(values):.1f} ms, median {statistics.median(values):.1f} ms"

    print(f"{N}x{N} f32 matmul on buffers, {options.runs} runs")
    print(f"terrace compiled (terrace-run --compile, LLVM O3): "
          f"min {compiled[0]:.1f} ms, median {compiled[1]:.1f} ms")
    print(f"upstream compiled (mlir-runner -O3): min {upstream_run[0]:.1f} "
          f"ms, median {upstream_run[1]:.1f} ms")
    print(f"terrace interpreter (terrace-run --interpret): "
          f"min {interpreted[0]:.1f} ms, median {interpreted[1]:.1f} ms")
    print(f"upstream / terrace compiled: {upstream_run[0] / compiled[0]:.2f}x "
          f"(min), {upstream_run[1] / compiled[1]:.2f}x (median)")
    print(f"interpreter / terrace compiled: {interpreted[0] / compiled[0]:.1f}x "
          f"(min), {interpreted[1] / compiled[1]:.1f}x (median)")
    print(f"compile to an object: terrace-compile {pair(terrace_compile)}; "
          f"mlir-opt | mlir-translate | llc {pair(upstream_compile)}; "
          f"ratio {statistics.median(upstream_compile) / statistics.median(terrace_compile):.1f}x (median)")
    print(f"terrace-run compile_ms (parse, lower, compile): {uncached:.1f} ms; "
          f"from the cache (parse, load): {pair(cached)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

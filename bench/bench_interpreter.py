#!/usr/bin/python3
"""Interpreter benchmark: a 256x256x256 f32 matmul as linalg.generic.

Terrace: `terrace-run matmul.mlir --interpret --bench N` (the reference interpreter;
N timed calls after a warm-up, min and median reported by terrace-run).
Anchor: the same function compiled by upstream MLIR (mlir-opt with one-shot
bufferization, loops, LLVM; mlir-runner's JIT), timed inside the program
with rtclock() around each of N calls. The target is an absolute one (the
interpreter under a second); the ratio to compiled code says what the
interpreter costs.

    bench_interpreter.py --terrace-run build/bin/terrace-run [--runs 5]
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

LLVM_BIN = "/usr/lib/llvm-22/bin"
LLVM_LIB = "/usr/lib/llvm-22/lib"
N = 256

KERNEL = f"""#mA = affine_map<(i, j, k) -> (i, k)>
#mB = affine_map<(i, j, k) -> (k, j)>
#mC = affine_map<(i, j, k) -> (i, j)>
func.func @matmul(%A: tensor<{N}x{N}xf32>, %B: tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32> {{
  %zero = arith.constant 0.0 : f32
  %init = tensor.splat %zero : tensor<{N}x{N}xf32>
  %0 = linalg.generic {{indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]}} ins(%A, %B : tensor<{N}x{N}xf32>, tensor<{N}x{N}xf32>) outs(%init : tensor<{N}x{N}xf32>) {{
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }} -> tensor<{N}x{N}xf32>
  return %0 : tensor<{N}x{N}xf32>
}}
"""


def upstream_program(runs):
    return KERNEL + f"""
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {{
  %one = arith.constant 1.0 : f32
  %A = tensor.splat %one : tensor<{N}x{N}xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %runs = arith.constant {runs + 1} : index
  scf.for %i = %c0 to %runs step %c1 {{
    %t0 = func.call @rtclock() : () -> f64
    %C = func.call @matmul(%A, %A) : (tensor<{N}x{N}xf32>, tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32>
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    func.call @printF64(%dt) : (f64) -> ()
    func.call @printNewline() : () -> ()
    %x = tensor.extract %C[%c0, %c0] : tensor<{N}x{N}xf32>
  }}
  return
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--terrace-run", required=True)
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        kernel = os.path.join(tmp, "matmul.mlir")
        with open(kernel, "w") as f:
            f.write(KERNEL)
        out = subprocess.run([options.terrace_run, kernel, "--interpret", "--entry", "matmul",
                              "--bench", str(options.runs)],
                             capture_output=True, text=True, check=True).stdout
        m = re.search(r"bench: runs=\d+ min_ms=([\d.]+) median_ms=([\d.]+)",
                      out)
        terrace_min, terrace_median = float(m.group(1)), float(m.group(2))

        upstream = os.path.join(tmp, "upstream.mlir")
        with open(upstream, "w") as f:
            f.write(upstream_program(options.runs))
        lowered = subprocess.run(
            [os.path.join(LLVM_BIN, "mlir-opt"), upstream,
             "--one-shot-bufferize=bufferize-function-boundaries",
             "--convert-linalg-to-loops", "--expand-strided-metadata",
             "--lower-affine", "--finalize-memref-to-llvm",
             "--convert-scf-to-cf", "--convert-arith-to-llvm",
             "--convert-func-to-llvm", "--convert-cf-to-llvm",
             "--reconcile-unrealized-casts"],
            capture_output=True, text=True, check=True).stdout
        libs = ",".join(os.path.join(LLVM_LIB, lib) for lib in
                        ("libmlir_runner_utils.so.22.1",
                         "libmlir_c_runner_utils.so.22.1"))
        ran = subprocess.run([os.path.join(LLVM_BIN, "mlir-runner"), "-e",
                              "main", "-entry-point-result=void", "-O3",
                              "-shared-libs=" + libs], input=lowered,
                             capture_output=True, text=True, check=True)
        times = [float(x) * 1000 for x in ran.stdout.split()][1:]
        up_min, up_median = min(times), statistics.median(times)

    print(f"interpreter (terrace-run --bench {options.runs}): "
          f"min {terrace_min:.1f} ms, median {terrace_median:.1f} ms "
          f"(target < 1000 ms: {'met' if terrace_median < 1000 else 'NOT met'})")
    print(f"upstream MLIR compiled (mlir-runner -O3): min {up_min:.1f} ms, "
          f"median {up_median:.1f} ms")
    print(f"interpreter / compiled: {terrace_min / up_min:.1f}x (min), "
          f"{terrace_median / up_median:.1f}x (median)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

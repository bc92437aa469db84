#!/usr/bin/env bash
# The demo: terrace-opt reads each example, verifies it, prints it in the
# custom and generic forms, reads its own generic output back, and checks
# that the result is stable and identical to what mlir-opt 22 prints. Then
# it optimizes each example with a pipeline (canonicalize and cse on every
# function in parallel, loop-invariant code motion, dead symbols) and checks
# that mlir-opt 22 leaves the same IR. Last, terrace-run interprets the
# linalg examples (a small MLP and a convolution network), checks their
# results against NumPy, compiles them to native code (bufferized,
# deallocated and lowered by Terrace) and prints the compiled latency
# against the interpreter's; and it imports a small CNN from ONNX
# (examples/onnx/digits-cnn.onnx), compiles it, prints what digits it
# reads in a batch of images and its compiled latency against the
# interpreter's.
set -euo pipefail
opt=${1:-build/bin/terrace-opt}
run=${2:-$(dirname "$opt")/terrace-run}
mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

status=0
for example in "$here"/*.mlir; do
  name=$(basename "$example")
  flags=(--allow-unregistered-dialect)
  "$opt" "${flags[@]}" "$example" -o "$tmp/custom.mlir"
  "$opt" "${flags[@]}" --mlir-print-op-generic "$example" -o "$tmp/generic.mlir"
  "$opt" "${flags[@]}" --mlir-print-op-generic "$tmp/generic.mlir" -o "$tmp/again.mlir"
  stable=yes; cmp -s "$tmp/generic.mlir" "$tmp/again.mlir" || { stable=no; status=1; }
  same=n/a
  if [ -x "$mlir_opt" ]; then
    "$mlir_opt" "${flags[@]}" --mlir-print-op-generic "$example" > "$tmp/mlir.mlir"
    same=yes; cmp -s "$tmp/generic.mlir" "$tmp/mlir.mlir" || { same=no; status=1; }
  fi
  echo "== $name: verified; generic form stable: $stable; identical to mlir-opt: $same"
  cat "$tmp/custom.mlir"
  pipeline='builtin.module(func.func(canonicalize,cse,loop-invariant-code-motion,canonicalize),symbol-dce)'
  "$opt" "${flags[@]}" --pass-pipeline="$pipeline" "$example" -o "$tmp/optimized.mlir"
  same=n/a
  if [ -x "$mlir_opt" ]; then
    "$mlir_opt" "${flags[@]}" --pass-pipeline="$pipeline" "$example" > "$tmp/mlir-optimized.mlir"
    same=yes; cmp -s "$tmp/optimized.mlir" "$tmp/mlir-optimized.mlir" || { same=no; status=1; }
  fi
  echo "== $name after $pipeline: identical to mlir-opt: $same"
  cat "$tmp/optimized.mlir"
done
echo "== linalg examples run by terrace-run, interpreted and compiled, against NumPy"
/usr/bin/python3 "$here/linalg/run_examples.py" --terrace-run "$run" || status=1
echo "== an ONNX model: a small CNN imported, compiled to native code, reading digits"
/usr/bin/python3 "$here/onnx/run_digits.py" --terrace-run "$run" || status=1
exit $status

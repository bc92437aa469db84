#!/usr/bin/env bash
# Installs the Debian packages Terrace builds and tests with, when missing.
# Safe to run repeatedly: it only calls apt-get when something is absent.
set -euo pipefail

packages=(
  cmake ninja-build make
  clang-22 llvm-22-dev llvm-22-tools mlir-22-tools libclang-rt-22-dev
  # Libraries LLVM's CMake package links against.
  zlib1g-dev libzstd-dev libffi-dev libedit-dev libxml2-dev libcurl4-openssl-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  python3 python3-numpy
  # ONNX: the importer (libonnx, protobuf), its conformance tests and the
  # schemas the onnx dialect is generated from.
  libonnx-dev libprotobuf-dev protobuf-compiler libonnx-testdata python3-onnx
)
# With --tests, what only the tests need: PyTorch, whose own ONNX exporter
# writes the models of test/onnx/exported_models.py.
if [ "${1:-}" = "--tests" ]; then
  packages+=(python3-torch)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

# Node.js and npm: ONNX Runtime (onnxruntime-node), the models' oracle in the
# tests, comes from the npm registry into the build folder. Any node and npm
# on PATH will do (a NodeSource nodejs carries its own npm, which Debian's
# npm package would conflict with).
if ! command -v node >/dev/null 2>&1; then missing+=(nodejs); fi
if ! command -v npm >/dev/null 2>&1; then missing+=(npm); fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

# Terrace: the two commands of the README, and a few more.
#   make demo   - set up, build, and run the demo on examples/
#   make test   - set up, build, and run every test through ctest
# Both install missing Debian packages first (scripts/install-deps.sh).

BUILD ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?= -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22
PYTHON := /usr/bin/python3
SEEDS ?= 0:10000

.PHONY: all deps configure build demo test sanitize bench bench-passes bench-weights \
  bench-native bench-onnx-import bench-onnx-resnet \
  bench-interpreter differential execution-differential translate-differential \
  lowering-differential jit-differential \
  diagnostics-differential fuzz onnx-fuzz onnx-node-tests onnx-differential \
  mlir-coverage clean

all: build

deps:
	@bash scripts/install-deps.sh

$(BUILD)/build.ninja: | deps
	cmake -S . -B $(BUILD) $(CMAKE_FLAGS)

configure: $(BUILD)/build.ninja

build: configure
	cmake --build $(BUILD) -j $(JOBS)

# The demo builds only the two tools it runs.
demo: configure
	cmake --build $(BUILD) -j $(JOBS) --target terrace-opt terrace-run
	@bash examples/demo.sh $(BUILD)/bin/terrace-opt

test: build
	@bash scripts/install-deps.sh --tests
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The lit and unit tests on a build with AddressSanitizer and UBSan (its own
# build folder); any report fails the test that caused it.
SANITIZE_BUILD ?= build-sanitize
# allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons a new slab in its
# slow path, which our instrumented code instantiates, and unpoisons each
# allocation in its fast path, which the (uninstrumented) LLVM libraries
# run: without it, the JIT's LLVM types read as use-after-poison.
sanitize: deps
	cmake -S . -B $(SANITIZE_BUILD) $(CMAKE_FLAGS) -DTERRACE_SANITIZE=ON \
	  -DTERRACE_FUZZER=OFF
	cmake --build $(SANITIZE_BUILD) -j $(JOBS)
	@bash scripts/install-deps.sh --tests
	cd $(SANITIZE_BUILD) && ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:allow_user_poisoning=0 \
	  UBSAN_OPTIONS=print_stacktrace=1 \
	  ctest --output-on-failure -j $(JOBS) -E 'differential|fuzz'

# Any number of random seeds against mlir-opt (make differential SEEDS=0:100000).
differential: build
	$(PYTHON) test/differential/differential.py --terrace-opt $(BUILD)/bin/terrace-opt \
	  --mlir-opt /usr/lib/llvm-22/bin/mlir-opt --seeds $(SEEDS) --jobs $(JOBS)

# The parser fuzzer, for as long as FUZZ_SECONDS says, seeded with every
# .mlir test (cut at `// -----`); what it finds new stays in fuzz-corpus.
FUZZ_SECONDS ?= 300
fuzz: build
	mkdir -p $(BUILD)/fuzz-corpus
	$(PYTHON) test/fuzz/make_seeds.py test $(BUILD)/fuzz-seeds
	$(BUILD)/bin/terrace-parser-fuzzer $(BUILD)/fuzz-corpus $(BUILD)/fuzz-seeds \
	  -max_total_time=$(FUZZ_SECONDS) -max_len=16384 -rss_limit_mb=4096

# The ONNX importer's fuzzer, seeded with every model the tests use.
onnx-fuzz: build
	mkdir -p $(BUILD)/onnx-fuzz-corpus
	$(PYTHON) test/fuzz/make_onnx_seeds.py test $(BUILD)/onnx-fuzz-seeds
	$(BUILD)/bin/terrace-onnx-import-fuzzer $(BUILD)/onnx-fuzz-corpus \
	  $(BUILD)/onnx-fuzz-seeds -max_total_time=$(FUZZ_SECONDS) \
	  -max_len=65536 -rss_limit_mb=4096

# ONNX's backend node tests through the importer and terrace-run at every
# level (interpreted as imported, interpreted after onnx-to-linalg,
# compiled), every outcome listed (ctest runs the same with its lists).
onnx-node-tests: build
	for level in onnx linalg compiled; do \
	  $(PYTHON) test/onnx/node_tests.py --terrace-run $(BUILD)/bin/terrace-run \
	    --level $$level -v || exit 1; \
	done

# Random ONNX graphs against ONNX Runtime, as many as SEEDS says.
onnx-differential: build
	for level in onnx linalg compiled; do \
	  $(PYTHON) test/onnx/ort_differential.py --terrace-run $(BUILD)/bin/terrace-run \
	    --seeds $(SEEDS) --ort-dir $(BUILD)/ort --level $$level || exit 1; \
	done

# Importing a model with 256 MiB of weights against Python's onnx.load.
bench-onnx-import: build
	$(PYTHON) bench/bench_onnx_import.py \
	  --terrace-import-onnx $(BUILD)/bin/terrace-import-onnx --dir $(BUILD)/bench

bench: build
	$(PYTHON) bench/bench_parse_print.py --terrace-opt $(BUILD)/bin/terrace-opt

bench-native: build
	$(PYTHON) bench/bench_native.py --terrace-run $(BUILD)/bin/terrace-run \
	  --terrace-compile $(BUILD)/bin/terrace-compile

bench-passes: build
	$(PYTHON) bench/bench_passes.py --terrace-opt $(BUILD)/bin/terrace-opt

# 64 MiB of dense_resource weights parsed, verified and printed.
bench-weights: build
	mkdir -p $(BUILD)/bench
	test -f $(BUILD)/bench/weights-64mib.mlir || \
	  $(PYTHON) bench/gen_weights_module.py $(BUILD)/bench/weights-64mib.mlir --mib 64
	$(PYTHON) bench/bench_parse_print.py --terrace-opt $(BUILD)/bin/terrace-opt \
	  --input $(BUILD)/bench/weights-64mib.mlir --input-ops 3

# The reference interpreter on a 256^3 f32 matmul (linalg.generic), beside
# upstream MLIR's compiled code.
bench-interpreter: build
	$(PYTHON) bench/bench_interpreter.py --terrace-run $(BUILD)/bin/terrace-run

# A ResNet-18-sized model exported by PyTorch: ONNX Runtime, Terrace
# compiled and interpreted, and the compile time.
bench-onnx-resnet: build
	@bash scripts/install-deps.sh --tests
	$(PYTHON) bench/bench_onnx_resnet.py --terrace-run $(BUILD)/bin/terrace-run \
	  --ort-dir $(BUILD)/ort

# Any number of mutated test inputs: terrace-opt's first error against
# mlir-opt's (make diagnostics-differential SEEDS=0:20000).
diagnostics-differential: build
	$(PYTHON) test/differential/diagnostics_differential.py \
	  --terrace-opt $(BUILD)/bin/terrace-opt --seeds $(SEEDS) --jobs $(JOBS) \
	  --min-agreement 97 --strict

# Regenerates docs/mlir-coverage.md and src/pass/UpstreamPasses.inc from
# both tools' registries (a ctest checks they are current).
mlir-coverage: build
	$(PYTHON) scripts/mlir_coverage.py --terrace-opt $(BUILD)/bin/terrace-opt

# Any number of random tensor programs: interpreter against upstream MLIR
# (GENERATOR=complex or complex-arith for the complex generators).
GENERATOR ?= tensor
execution-differential: build
	$(PYTHON) test/differential/execution_differential.py \
	  --terrace-run $(BUILD)/bin/terrace-run --generator $(GENERATOR) \
	  --seeds $(SEEDS) --jobs $(JOBS)

# Any number of lowered programs through terrace-opt, terrace-translate
# and lli against mlir-opt, mlir-translate and mlir-runner.
translate-differential: build
	$(PYTHON) test/differential/translate_differential.py \
	  --terrace-opt $(BUILD)/bin/terrace-opt \
	  --terrace-translate $(BUILD)/bin/terrace-translate --run \
	  --seeds $(SEEDS) --jobs $(JOBS)

# Any number of random programs: each of Terrace's lowerings against
# mlir-opt's on the IR of upstream's own pipeline.
LOWERINGS := convert-linalg-to-loops,convert-linalg-to-parallel-loops@convert-linalg-to-loops,expand-strided-metadata,lower-affine,finalize-memref-to-llvm,convert-scf-to-cf,convert-complex-to-llvm,convert-math-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts,convert-to-llvm@finalize-memref-to-llvm,convert-to-llvm@convert-complex-to-llvm
lowering-differential: build
	$(PYTHON) test/differential/lowering_differential.py \
	  --terrace-opt $(BUILD)/bin/terrace-opt --passes $(LOWERINGS) \
	  --seeds $(SEEDS) --jobs $(JOBS)
	$(PYTHON) test/differential/lowering_differential.py \
	  --terrace-opt $(BUILD)/bin/terrace-opt --passes $(LOWERINGS) \
	  --generator complex --seeds $(SEEDS) --jobs $(JOBS)
	$(PYTHON) test/differential/lowering_differential.py \
	  --terrace-opt $(BUILD)/bin/terrace-opt --passes $(LOWERINGS) \
	  --generic --seeds $(SEEDS) --jobs $(JOBS)

# Any number of random programs compiled to native code and run against
# the interpreter.
jit-differential: build
	$(PYTHON) test/differential/jit_differential.py \
	  --terrace-run $(BUILD)/bin/terrace-run --seeds $(SEEDS) --jobs $(JOBS)
	$(PYTHON) test/differential/jit_differential.py \
	  --terrace-run $(BUILD)/bin/terrace-run --generator complex \
	  --seeds $(SEEDS) --jobs $(JOBS)

clean:
	rm -rf $(BUILD) $(SANITIZE_BUILD)

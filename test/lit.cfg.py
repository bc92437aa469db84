# lit configuration for Terrace's .mlir tests.
import os
import lit.formats

config.name = "Terrace"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "differential", "fuzz", "lit.cfg.py", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.terrace_build_dir, "test")

tools = config.terrace_tools_dir
llvm_bin = config.llvm_tools_dir
# Compiled code goes to a cache in the build tree, not the user's.
config.environment["TERRACE_CACHE_DIR"] = os.path.join(
    config.terrace_build_dir, "test-compile-cache")
config.environment["PATH"] = os.pathsep.join(
    [tools, llvm_bin, config.environment.get("PATH", "")])

config.substitutions.append(("%mlir-opt", os.path.join(llvm_bin, "mlir-opt")))
# Debian's Python, which sees python3-onnx and python3-numpy (scripts that
# write test models), and ONNX's backend node tests (libonnx-testdata).
config.substitutions.append(("%python", "/usr/bin/python3"))
config.substitutions.append(
    ("%onnx-node-tests", "/usr/share/libonnx-testdata/data/node"))
# The system's C compiler, for programs built against terrace-compile's
# output.
config.substitutions.append(("%clang", os.path.join(llvm_bin, "clang")))
config.substitutions.append(
    ("%mlir-translate", os.path.join(llvm_bin, "mlir-translate")))
# %roundtrip: print generic, re-read, print again (the result must be stable).
config.substitutions.append(
    ("%roundtrip",
     "terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | "
     "terrace-opt --allow-unregistered-dialect"))

# The host CPU's fused multiply-add, which --fp-contract's tests look for
# in compiled code.
try:
    with open("/proc/cpuinfo") as cpuinfo:
        if " fma" in cpuinfo.read():
            config.available_features.add("host-fma")
except OSError:
    pass

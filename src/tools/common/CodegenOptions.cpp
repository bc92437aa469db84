//===- CodegenOptions.cpp - Native-code flags of the compiling tools ------===//
#include "tools/common/CodegenOptions.h"

#include "llvm/Support/CommandLine.h"

using namespace llvm;

namespace {
enum class FPContract { ByInput, Fast, Off };
} // namespace

static cl::opt<FPContract> fpContract(
    "fp-contract",
    cl::desc("Fuse multiplications and the additions of their products into "
             "FMAs (one rounding) wherever LLVM finds them (default: fast for "
             "an ONNX model, off for an MLIR program)"),
    cl::values(clEnumValN(FPContract::Fast, "fast", "fuse wherever found"),
               clEnumValN(FPContract::Off, "off",
                          "fuse only where fast-math flags say contract")),
    cl::init(FPContract::ByInput));

void terrace::addCodegenOptionsTo(cl::OptionCategory &category) {
  fpContract.addCategory(category);
}

bool terrace::contractFloats(bool onnxModel) {
  switch (fpContract) {
  case FPContract::Fast:
    return true;
  case FPContract::Off:
    return false;
  case FPContract::ByInput:
    break;
  }
  return onnxModel;
}

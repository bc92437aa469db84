//===- CodegenOptions.h - Native-code flags of the compiling tools --------===//
//
// The flags that say how terrace-run and terrace-compile make native code,
// declared once so that both take them with the same words.
//
//===----------------------------------------------------------------------===//
#pragma once

namespace llvm::cl {
class OptionCategory;
} // namespace llvm::cl

namespace terrace {

/// Lists the flags under `category` (a tool that hides unrelated options
/// shows them).
void addCodegenOptionsTo(llvm::cl::OptionCategory &category);

/// --fp-contract=fast|off: whether compiled code fuses a multiplication
/// and the addition of its product into one FMA wherever LLVM finds them.
/// Unset: fast for an ONNX model (ONNX fixes no rounding of a Conv's or a
/// MatMul's sums, and its runtimes fuse), off for an MLIR program (whose
/// arith ops fuse only where their fast-math flags say `contract`, as
/// upstream MLIR compiles them).
bool contractFloats(bool onnxModel);

} // namespace terrace

//===- Codegen.h - From the llvm dialect to optimized machine code --------===//
//
// What the JIT and the ahead-of-time compiler share: a target machine for
// the host CPU, the translation of an llvm dialect module to LLVM IR,
// LLVM's default O0-O3 pipeline tuned for that machine, and object files.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/Support/Error.h"

#include <cstdint>

#include <memory>

namespace llvm {
class LLVMContext;
class Module;
class TargetMachine;
class raw_pwrite_stream;
} // namespace llvm

namespace terrace {
class Operation;
struct TranslationOptions;
} // namespace terrace

namespace terrace::runtime {

/// Registers the host's target with LLVM, once (what compiling and loading
/// objects need).
void initializeNativeTarget();

/// A target machine for this CPU (its features included) at `optLevel`.
/// With `contractFloats`, LLVM fuses a multiplication and the addition of
/// its product into one fused multiply-add (one rounding instead of two)
/// wherever it finds them, as `-ffp-contract=fast`; without, only where
/// the ops' fast-math flags allow it (MLIR's `contract`).
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createHostTargetMachine(unsigned optLevel, bool contractFloats = false);

/// Constant arrays at least this large are translated as bytes (flat, or
/// out of the module for the JIT: TranslationOptions), not as LLVM's
/// nested constants; smaller ones stay as they are, for LLVM to fold
/// loads from.
constexpr uint64_t kLargeConstantBytes = 4096;

/// `module` (a builtin.module of llvm dialect ops) as LLVM IR for
/// `machine`. Errors of the translation are reported at the op too.
llvm::Expected<std::unique_ptr<llvm::Module>>
translateForTarget(Operation *module, llvm::LLVMContext &context,
                   llvm::TargetMachine &machine,
                   const TranslationOptions &options);

/// Checks `module` and runs LLVM's default pipeline at `optLevel` on it.
llvm::Error optimize(llvm::Module &module, llvm::TargetMachine &machine,
                     unsigned optLevel);

/// Writes `module` as an object file for `machine`.
llvm::Error emitObjectFile(llvm::Module &module, llvm::TargetMachine &machine,
                           llvm::raw_pwrite_stream &os);

} // namespace terrace::runtime

//===- CompiledRun.h - Running a function compiled to native code ---------===//
//
// terrace-run --compile: the program (on buffers: Terrace has no
// bufferization yet) is lowered by the linalg-to-llvm pipeline, compiled by
// the JIT (runtime/JIT.h), and its entry function called with the
// arguments terrace-run reads: each memref argument copied into a buffer
// of its own (the function may write it), each memref result copied out
// into a tensor and its buffer freed.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/RuntimeValue.h"
#include "runtime/JIT.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/LogicalResult.h"

namespace terrace {
class ProgressInstrumentation;
class TimingInstrumentation;
class FunctionType;
class Operation;
} // namespace terrace

namespace terrace::interp {

struct CompileOptions {
  /// LLVM's optimization level, 0-3.
  unsigned optLevel = 3;
  /// --fp-contract=fast: multiplications and additions fused into FMAs
  /// wherever LLVM finds them.
  bool contractFloats = false;
  /// The module is in the llvm dialect already (--bisect lowered it).
  bool lowered = false;
  /// Load the object from the compile cache when it holds one for this
  /// program, keep it there when not (runtime/CompileCache.h).
  bool useCache = false;
  /// With --mlir-timing: the passes and LLVM's steps report to it.
  TimingInstrumentation *timing = nullptr;
  /// The progress line, when one is shown.
  ProgressInstrumentation *progress = nullptr;
  /// The entry's type as the caller's values have it, when the lowering
  /// to linalg made some of its sequences and optionals pointers to the
  /// sequence runtime's objects (runtime/library/SequenceRuntime.h): run()
  /// makes those objects of the arguments and reads the results back from
  /// them.
  std::optional<FunctionType> valueTypes;
};

class CompiledRun {
public:
  ~CompiledRun();
  /// Lowers `module` in place (unless it is lowered already) and compiles
  /// it, or loads it from the cache; `entry` is the function to run, of
  /// `type` (before lowering). Errors of the lowering are reported as
  /// diagnostics too.
  static llvm::Expected<std::unique_ptr<CompiledRun>>
  create(Operation *module, llvm::StringRef entry, FunctionType type,
         const CompileOptions &options);

  /// Whether the code came from the cache.
  bool isFromCache() const { return fromCache; }

  /// Runs the entry function once on `args`.
  llvm::Error run(llvm::ArrayRef<RuntimeValue> args,
                  llvm::SmallVectorImpl<RuntimeValue> &results);

private:
  CompiledRun() = default;
  std::unique_ptr<runtime::JITProgram> program;
  bool fromCache = false;
  std::string entry;
  llvm::SmallVector<Type, 4> argTypes, resultTypes;
  /// What each argument and result is to the caller (options.valueTypes).
  llvm::SmallVector<Type, 4> argValueTypes, resultValueTypes;
};

} // namespace terrace::interp

namespace terrace::interp {

/// Runs `function` (a func.func) with the interpreter; buffers it returns
/// become tensors of their elements. Errors are reported at the ops; a
/// buffer left allocated is one unless `checkLeaks` is false.
llvm::LogicalResult
interpretFunction(Operation *function, llvm::ArrayRef<RuntimeValue> args,
                  llvm::SmallVectorImpl<RuntimeValue> &results,
                  bool checkLeaks = true);

/// The names of the passes of the linalg-to-llvm pipeline, in order.
llvm::SmallVector<std::string, 16> linalgToLLVMPasses();

/// Whether results of a compiled run agree with the interpreter's:
/// integers bit for bit, floats within a relative 2^-18 (f32, bf16, f16:
/// 2^-8) or 2^-45 (f64) of the larger magnitude, as libm's functions
/// compiled code calls may be an ulp or two off the interpreter's correctly
/// rounded ones; NaN agrees with NaN. Empty when they agree, else the first
/// difference, the values named by the labels.
std::string compareResults(llvm::ArrayRef<RuntimeValue> compiled,
                           llvm::ArrayRef<RuntimeValue> interpreted,
                           llvm::ArrayRef<Type> types,
                           llvm::StringRef compiledLabel = "compiled",
                           llvm::StringRef interpretedLabel = "interpreted");

} // namespace terrace::interp

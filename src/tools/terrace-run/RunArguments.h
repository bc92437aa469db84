//===- RunArguments.h - The entry function's arguments --------------------===//
//
// Each argument comes from an .npy file (its dtype and shape checked
// against the argument's type) or is made at random, reproducibly from a
// seed. What terrace-run cannot pass is named in the error.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/RuntimeValue.h"

#include "llvm/Support/Error.h"

#include <random>
#include <string>

namespace terrace {
class Context;
class Operation;
} // namespace terrace

namespace terrace::interp {

/// Why `type` cannot be an argument or a result of a run, or empty when it
/// can be.
std::string whyNotRunnable(Type type);

/// Argument `index` of type `type` from the .npy file at `path`.
llvm::Expected<RuntimeValue> readArgument(Context &ctx, unsigned index,
                                          Type type, llvm::StringRef path);

/// A random argument `index` of type `type`: floats uniform in [-1, 1),
/// integers in [-8, 8) (unsigned ones in [0, 16), bools 0 or 1), so that
/// results stay readable and exact.
llvm::Expected<RuntimeValue> randomArgument(unsigned index, Type type,
                                            std::mt19937_64 &rng);

/// Arguments whose dimensions an imported model names alike (its
/// `onnx.dim_params`, "0:batch,1:seq") have one size for each name: the
/// first argument that disagrees is the error.
llvm::Error checkSymbolicDimensions(Operation *function,
                                    llvm::ArrayRef<RuntimeValue> args);

} // namespace terrace::interp

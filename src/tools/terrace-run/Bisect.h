//===- Bisect.h - Which pass changed what a program computes --------------===//
//
// terrace-run --bisect lowers the program pass by pass through the
// linalg-to-llvm pipeline and, after each pass, runs the interpreter on it
// while it can (down to the last level it has semantics for), comparing
// with the results of the program as written. The first pass after which
// they differ is named. Past the interpreter's last level the compiled
// code is compared, and a difference is put on the passes since then and
// on LLVM.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/RuntimeValue.h"

namespace llvm {
class raw_ostream;
}

namespace terrace {
class FunctionType;
class Operation;
} // namespace terrace

namespace terrace::interp {

struct BisectOptions {
  unsigned optLevel = 3;
  /// Test hook: after this pass, flip the first addition into a
  /// subtraction, so that a test can check that --bisect names it.
  std::string breakAfter;
};

/// Bisects the lowering of `entry` (of `type`) in `module`, which it
/// lowers in place, against `reference` (the results of the program as
/// written). Reports to `os`; false when a level disagrees or a step
/// fails.
bool bisectPipeline(Operation *module, llvm::StringRef entry, FunctionType type,
                    llvm::ArrayRef<RuntimeValue> args,
                    llvm::ArrayRef<RuntimeValue> reference,
                    const BisectOptions &options, llvm::raw_ostream &os);

} // namespace terrace::interp

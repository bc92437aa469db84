//===- Pass.h - A transformation anchored on one kind of op ---------------===//
//
// A pass runs on one operation at a time (its anchor: `func.func`,
// `builtin.module`, or any op) and may change only that op and what is
// nested in it. It knows nothing of the tool that runs it: it reads its
// options, transforms the IR, and calls signalPassFailure() after emitting a
// diagnostic when it cannot do its job.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <functional>
#include <memory>
#include <string>

namespace llvm {
class raw_ostream;
}

namespace terrace {
class Context;
class Operation;
class PipelineAdaptor;

/// One `name=value` option of a pass, bound to a field of the pass object.
struct PassOption {
  std::string name;
  std::string description;
  /// Parses the text after `=` into the field; false when it is malformed.
  std::function<bool(llvm::StringRef)> parse;
  /// The field's current value, as `parse` reads it.
  std::function<std::string()> print;
  /// A comma-separated list (printed as nothing when empty).
  bool isList = false;
  /// What `--help` shows after `=`: `<long>`, `<string>`; empty for a flag.
  std::string valueDescription;
  /// The values an enumerated option takes.
  std::vector<std::string> choices;
};

/// A counter a pass keeps of what it did (`num-cse'd`), shown with
/// --mlir-pass-statistics; each copy of a pass counts on its own and the
/// report sums them.
struct PassStatistic {
  llvm::StringRef name;
  llvm::StringRef description;
  uint64_t *counter;
};

class Pass {
public:
  virtual ~Pass() = default;

  /// The flag and pipeline name: `canonicalize`.
  llvm::StringRef getArgument() const { return argument; }
  /// The name reports show: `Canonicalizer`.
  llvm::StringRef getName() const { return name; }
  /// The op name the pass is anchored on, or empty for any op.
  llvm::StringRef getOpName() const { return opName; }

  /// Transforms getOperation().
  virtual void runOnOperation() = 0;
  /// Called once before the pass runs on any op (after options are set).
  virtual llvm::LogicalResult initialize(Context &) { return llvm::success(); }

  /// Parses `a=1 b=x,y` into the options; reports to `err` on failure.
  llvm::LogicalResult parseOptions(llvm::StringRef text, std::string &err);
  /// `{a=1 b=x}`, or nothing when the pass has no options.
  void printOptions(llvm::raw_ostream &os) const;
  llvm::ArrayRef<PassOption> getOptions() const { return options; }

  /// A new instance with the same options, for another thread.
  std::unique_ptr<Pass> clone() const;

  // Used by the pass manager.
  Operation *getOperation() const { return op; }
  void setOperation(Operation *target) {
    op = target;
    failedRun = false;
    preservedAll = false;
  }
  bool hasFailed() const { return failedRun; }
  /// Whether the last run said it left the IR as it found it.
  bool preservedAllAnalyses() const { return preservedAll; }
  /// The pass's counters, in declaration order.
  llvm::ArrayRef<PassStatistic> getStatistics() const { return statistics; }

  /// Non-null for the pass manager's own pass that runs nested pipelines.
  virtual PipelineAdaptor *asAdaptor() { return nullptr; }

  using Factory = std::unique_ptr<Pass> (*)();

protected:
  Pass(llvm::StringRef argument, llvm::StringRef name,
       llvm::StringRef opName = {})
      : argument(argument), name(name), opName(opName) {}

  void signalPassFailure() { failedRun = true; }
  /// Says the run changed nothing: the pass manager then skips verifying
  /// the op again, as MLIR's does.
  void markAllAnalysesPreserved() { preservedAll = true; }
  /// A new instance of the concrete pass with default options (PassBase
  /// provides it).
  virtual std::unique_ptr<Pass> createInstance() const = 0;

  /// Declares an option bound to `field`; its current value is the default.
  void option(llvm::StringRef name, llvm::StringRef description, bool &field);
  void option(llvm::StringRef name, llvm::StringRef description,
              int64_t &field);
  /// An unsigned 32-bit option (MLIR's `unsigned`, shown as `<uint>`).
  void option(llvm::StringRef name, llvm::StringRef description,
              unsigned &field);
  void option(llvm::StringRef name, llvm::StringRef description,
              std::string &field);
  /// A string option that takes one of `allowed`.
  void option(llvm::StringRef name, llvm::StringRef description,
              std::string &field, llvm::ArrayRef<llvm::StringRef> allowed);
  void option(llvm::StringRef name, llvm::StringRef description,
              std::vector<std::string> &field);
  /// Declares a statistic counted in `counter` (a field, zero at first).
  void statistic(llvm::StringRef name, llvm::StringRef description,
                 uint64_t &counter) {
    statistics.push_back({name, description, &counter});
  }

private:
  llvm::StringRef argument, name, opName;
  Operation *op = nullptr;
  bool failedRun = false;
  bool preservedAll = false;
  llvm::SmallVector<PassOption, 4> options;
  llvm::SmallVector<PassStatistic, 2> statistics;
};

/// The base of concrete passes: `class CSE : public PassBase<CSE>`.
template <typename Derived> class PassBase : public Pass {
protected:
  using Pass::Pass;
  std::unique_ptr<Pass> createInstance() const override {
    return std::make_unique<Derived>();
  }
};

} // namespace terrace

//===- PassInstrumentations.h - Timing and IR dumps around passes ---------===//
//
// The two instrumentations terrace-opt offers, as mlir-opt does:
// --mlir-timing (a tree of wall times: parser, each pipeline and pass,
// output) and --mlir-print-ir-before/after(-all|-failure).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "pass/PassManager.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringSet.h"

#include <chrono>
#include <mutex>
#include <thread>

namespace terrace {

/// A tree of named timers. Passes and nested pipelines add themselves
/// under the node that was running when they started; times of one node
/// add up over every op it ran on. When passes ran on several threads the
/// report has mlir-opt's two columns: user time (summed over threads) and
/// wall time (the busiest thread's).
class TimingInstrumentation : public PassInstrumentation {
public:
  using Clock = std::chrono::steady_clock;
  struct Node {
    std::string name;
    /// Time summed over every run on every thread (MLIR's user time).
    double seconds = 0;
    /// Time per thread; the wall time is the longest of them.
    std::vector<std::pair<std::thread::id, double>> perThread;
    double wall() const;
    std::vector<std::unique_ptr<Node>> children;
    Node *child(llvm::StringRef childName);
  };

  TimingInstrumentation();
  /// Times a step of the tool itself (Parser, Output) at the top level.
  void addTopLevel(llvm::StringRef name, double seconds);
  /// Prints the report as mlir-opt's --mlir-timing does.
  void print(llvm::raw_ostream &os);

  void runBeforePass(Pass *pass, Operation *op) override;
  void runAfterPass(Pass *pass, Operation *op) override;
  void runAfterPassFailed(Pass *pass, Operation *op) override;
  void runBeforePipeline(llvm::StringRef anchor, Operation *op) override;
  void runAfterPipeline(llvm::StringRef anchor, Operation *op) override;

private:
  void push(llvm::StringRef name);
  void pop();
  bool inWorker() const;

  Node root;
  Clock::time_point start;
  std::thread::id mainThread;
  std::mutex mutex;
  /// The stack of the thread that created the instrumentation; workers
  /// start from its top (it waits while they run).
  std::vector<std::pair<Node *, Clock::time_point>> mainStack;
};

/// Prints the op a pass runs on, before and/or after the pass, to `os`.
class IRPrinterInstrumentation : public PassInstrumentation {
public:
  struct Config {
    bool beforeAll = false, afterAll = false, afterFailure = false;
    /// Pass arguments to print before / after.
    llvm::StringSet<> before, after;
    /// Print the top-level op instead of the one the pass ran on.
    bool moduleScope = false;
    bool generic = false, debugInfo = false;
    /// Print after a pass only when it changed the IR it ran on.
    bool onlyAfterChange = false;
    /// The IR may not verify: print in the generic form when it does not.
    bool checkBeforeCustomForm = false;
  };
  IRPrinterInstrumentation(Config config, llvm::raw_ostream &os)
      : config(std::move(config)), os(os) {}

  void runBeforePass(Pass *pass, Operation *op) override;
  void runAfterPass(Pass *pass, Operation *op) override;
  void runAfterPassFailed(Pass *pass, Operation *op) override;

private:
  /// `// -----// IR Dump <when> <pass name><suffix> (<argument>) //----- //`
  void dump(llvm::StringRef when, Pass *pass, Operation *op,
            llvm::StringRef suffix = {});
  bool printsAfter(Pass *pass) const;
  Config config;
  llvm::raw_ostream &os;
  std::mutex mutex;
  /// With onlyAfterChange: the IR's fingerprint before each running pass,
  /// keyed by the op it runs on (passes on sibling ops run in parallel).
  llvm::DenseMap<std::pair<Pass *, Operation *>, llvm::hash_code>
      beforeFingerprints;
};

/// A one-line progress display of a compilation on a terminal: each pass
/// that starts, and each step of the tool's own (`step("LLVM
/// optimization")`), overwrites the line; finish() clears it. Passes that
/// run on several threads show whichever started last.
class ProgressInstrumentation : public PassInstrumentation {
public:
  explicit ProgressInstrumentation(llvm::raw_ostream &os) : os(os) {}
  ~ProgressInstrumentation() override { finish(); }

  void step(llvm::StringRef what);
  /// Clears the line (once something was shown).
  void finish();

  void runBeforePass(Pass *pass, Operation *op) override;

private:
  llvm::raw_ostream &os;
  std::mutex mutex;
  unsigned steps = 0;
  bool shown = false;
};

} // namespace terrace

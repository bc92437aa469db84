//===- PassManager.h - Pipelines of passes, nested by op kind -------------===//
//
// An OpPassManager holds the passes that run, in order, on one kind of op
// (its anchor). `nest("func.func")` adds a nested pipeline that runs on
// every func.func directly inside the anchor's regions; consecutive nested
// pipelines of one anchor merge, so `func.func(canonicalize),
// func.func(cse)` visits each function once. Ops of a nested pipeline are
// isolated from above, so they are processed in parallel on a thread pool
// unless threading is off; diagnostics are replayed in IR order and the IR
// that results is the same either way.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "pass/Pass.h"

#include <memory>
#include <vector>

namespace terrace {
class Context;
class Operation;

/// Hooks around every pass run: timing, IR printing, ... Called from worker
/// threads when passes run in parallel; implementations synchronize.
class PassInstrumentation {
public:
  virtual ~PassInstrumentation() = default;
  virtual void runBeforePass(Pass *, Operation *) {}
  virtual void runAfterPass(Pass *, Operation *) {}
  virtual void runAfterPassFailed(Pass *, Operation *) {}
  /// Around a nested pipeline's run on one op.
  virtual void runBeforePipeline(llvm::StringRef /*anchor*/, Operation *) {}
  virtual void runAfterPipeline(llvm::StringRef /*anchor*/, Operation *) {}
};

/// What a run shares with every nested pipeline.
struct PassRunOptions {
  Context *context = nullptr;
  bool threading = true;
  bool verifyAfterEachPass = true;
  std::vector<PassInstrumentation *> instrumentations;
};

class OpPassManager {
public:
  /// `anchor` is an op name, or "any".
  explicit OpPassManager(llvm::StringRef anchor = "any");
  OpPassManager(OpPassManager &&) = default;
  OpPassManager &operator=(OpPassManager &&) = default;
  ~OpPassManager();

  llvm::StringRef getAnchor() const { return anchor; }
  /// A new pipeline for ops named `opName` nested directly in this
  /// anchor's regions. Adjacent nested pipelines merge when the pipeline
  /// runs (mergeNestedPipelines), so `f(a), f(b)` visits each op once.
  OpPassManager &nest(llvm::StringRef opName);
  /// Merges adjacent nested pipelines, as MLIR does before a run.
  void mergeNestedPipelines();
  void addPass(std::unique_ptr<Pass> pass);
  llvm::ArrayRef<std::unique_ptr<Pass>> getPasses() const { return passes; }
  bool empty() const { return passes.empty(); }

  /// `anchor(pass1{opts},nested(pass2))`, the syntax of --pass-pipeline;
  /// `pretty` puts each element on its own line, as --dump-pass-pipeline.
  void printAsTextualPipeline(llvm::raw_ostream &os, bool pretty = false,
                              unsigned indent = 0) const;
  /// An independent copy (for another thread).
  OpPassManager clone() const;
  /// Adds the statistics of `copy` (a clone of this pipeline that ran on
  /// other ops) to this one's.
  void addStatisticsOf(const OpPassManager &copy);
  /// The --mlir-pass-statistics report, as MLIR's: `asList` merges every
  /// pass's counters by pass name; otherwise the pipeline's shape is shown.
  void printStatistics(llvm::raw_ostream &os, bool asList) const;

  /// Calls every pass's initialize hook, nested pipelines included.
  llvm::LogicalResult initialize(Context &ctx);
  /// Runs the pipeline on `op`, whose name must match the anchor.
  llvm::LogicalResult run(Operation *op, const PassRunOptions &options);

private:
  std::string anchor;
  std::vector<std::unique_ptr<Pass>> passes;
};

/// The top-level pipeline with its run options.
class PassManager : public OpPassManager {
public:
  explicit PassManager(Context &ctx, llvm::StringRef anchor = "any");
  void enableThreading(bool enable) { options.threading = enable; }
  void enableVerifier(bool enable) { options.verifyAfterEachPass = enable; }
  /// Instrumentations are owned by the caller and outlive the run.
  void addInstrumentation(PassInstrumentation *instr) {
    options.instrumentations.push_back(instr);
  }
  /// Runs on `op`. A failing pass stops the pipeline: the failure is
  /// reported as a diagnostic located at the op it ran on (unless the pass
  /// reported its own error) and failure is returned.
  llvm::LogicalResult run(Operation *op);

private:
  Context &context;
  PassRunOptions options;
};

} // namespace terrace

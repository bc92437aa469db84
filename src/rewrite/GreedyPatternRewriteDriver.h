//===- GreedyPatternRewriteDriver.h - Apply patterns until nothing changes ===//
#pragma once

#include "rewrite/PatternMatch.h"

namespace terrace {

struct GreedyRewriteConfig {
  /// Visit ops in program order (pre-order) rather than post-order.
  bool topDown = true;
  /// Rounds of "walk, drain the worklist, simplify regions"; -1: no limit.
  int64_t maxIterations = 10;
  /// Successful pattern applications per round; -1: no limit.
  int64_t maxNumRewrites = -1;
  enum class RegionSimplification { Disabled, Normal, Aggressive };
  RegionSimplification regionSimplification = RegionSimplification::Normal;
  /// Fold ops (and materialize the constants they fold to).
  bool fold = true;
  /// Deduplicate constants and hoist them to the entry block of their
  /// isolated region.
  bool cseConstants = true;
};

/// Applies `patterns` and folding to everything nested in the regions of
/// `scope` until a fixpoint (or a limit), as MLIR's greedy driver does.
/// Returns failure when it did not converge; `changed` says whether the IR
/// changed.
llvm::LogicalResult applyPatternsGreedily(Operation *scope,
                                          const FrozenPatternSet &patterns,
                                          const GreedyRewriteConfig &config,
                                          bool *changed = nullptr);

/// Applies `patterns` and folding to `ops` and to the ops the rewrites
/// touch (with their ancestors, up to the innermost region holding every
/// op of `ops`), draining one worklist: no walk, no rounds, no region
/// simplification; constants are neither hoisted nor deduplicated (MLIR's
/// applyOpPatternsGreedily with its default strictness). The last op of
/// `ops` is visited first. Returns failure when the worklist was not
/// drained (a rewrite limit was hit).
llvm::LogicalResult applyOpPatternsGreedily(llvm::ArrayRef<Operation *> ops,
                                            const FrozenPatternSet &patterns,
                                            const GreedyRewriteConfig &config,
                                            bool *changed = nullptr);

} // namespace terrace

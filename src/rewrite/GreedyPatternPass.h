//===- GreedyPatternPass.h - A pass that applies its patterns greedily ----===//
//
// The shape of many of MLIR's passes: build a pattern set once, then run
// the greedy driver (which also folds) on the op the pass is given. A pass
// says its name and its patterns; the rest is here.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "pass/PassRegistry.h"
#include "rewrite/GreedyPatternRewriteDriver.h"

#include <memory>

namespace terrace {

template <typename Derived> class GreedyPatternPass : public PassBase<Derived> {
protected:
  using PassBase<Derived>::PassBase;
  /// The pass's patterns.
  virtual void populatePatterns(RewritePatternSet &patterns) const = 0;
  /// How the driver runs them: MLIR's applyPatternsGreedily defaults,
  /// which most such passes use (the worklist starts bottom-up, regions
  /// are simplified aggressively: identical blocks merged). A pass that
  /// asks MLIR's driver for something else overrides this.
  virtual GreedyRewriteConfig driverConfig() const {
    GreedyRewriteConfig config;
    config.topDown = false;
    config.regionSimplification =
        GreedyRewriteConfig::RegionSimplification::Aggressive;
    return config;
  }

public:
  llvm::LogicalResult initialize(Context &ctx) override {
    RewritePatternSet set(ctx);
    populatePatterns(set);
    patterns = std::make_shared<FrozenPatternSet>(std::move(set));
    return llvm::success();
  }
  void runOnOperation() override {
    (void)applyPatternsGreedily(this->getOperation(), *patterns,
                                driverConfig());
  }

private:
  std::shared_ptr<FrozenPatternSet> patterns;
};

} // namespace terrace

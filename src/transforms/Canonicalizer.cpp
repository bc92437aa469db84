//===- Canonicalizer.cpp - The canonicalize pass --------------------------===//
//
// Collects every registered op's canonicalization patterns and applies
// them, with folding and dead-code removal, through the greedy driver.
//
//===----------------------------------------------------------------------===//
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "pass/PassRegistry.h"
#include "rewrite/GreedyPatternRewriteDriver.h"
#include "rewrite/PatternMatch.h"
#include "transforms/Passes.h"

#include "llvm/ADT/StringExtras.h"

using namespace terrace;

namespace {
class Canonicalizer : public PassBase<Canonicalizer> {
public:
  Canonicalizer() : PassBase("canonicalize", "Canonicalizer") {
    option("max-iterations",
           "Max. iterations between applying patterns / simplifying regions",
           maxIterations);
    option("max-num-rewrites",
           "Max. number of pattern rewrites within an "
           "iteration",
           maxNumRewrites);
    option("region-simplify",
           "Perform control flow optimizations to the region tree "
           "(disabled, normal, aggressive)",
           regionSimplify, {"disabled", "normal", "aggressive"});
    option("test-convergence", "Test only: Fail pass on non-convergence",
           testConvergence);
    option("top-down", "Seed the worklist in general top-down order", topDown);
    option("disable-patterns",
           "Labels of patterns that should be filtered out during application",
           disabledPatterns);
    option("enable-patterns",
           "Labels of patterns that should be used during application, all "
           "other patterns are filtered out",
           enabledPatterns);
  }

  llvm::LogicalResult initialize(Context &ctx) override {
    // MLIR 22's order, which decides among patterns of equal benefit (the
    // same root): the dialects' own patterns first, by namespace from last
    // to first; then the ops' patterns, dialect by dialect (linalg's
    // before tensor's) and, within one, by op name from last to first
    // (mlir-opt 22 keeps registered ops newest first).
    RewritePatternSet set(ctx);
    llvm::SmallVector<const Dialect *, 16> dialects;
    llvm::SmallVector<const OpDefinition *, 0> ops;
    for (const std::unique_ptr<Dialect> &dialect : ctx.getDialects()) {
      dialects.push_back(dialect.get());
      dialect->forEachOp([&](const OpDefinition &def) {
        if (def.canonicalize)
          ops.push_back(&def);
      });
    }
    llvm::sort(dialects, [](const Dialect *a, const Dialect *b) {
      return a->getNamespace() > b->getNamespace();
    });
    llvm::sort(ops, [](const OpDefinition *a, const OpDefinition *b) {
      auto [nsA, opA] = llvm::StringRef(a->name).split('.');
      auto [nsB, opB] = llvm::StringRef(b->name).split('.');
      return nsA != nsB ? nsA < nsB : opA > opB;
    });
    for (const Dialect *dialect : dialects)
      dialect->getCanonicalizationPatterns(set);
    for (const OpDefinition *def : ops)
      def->canonicalize(set, ctx);
    auto keep = [this](const RewritePattern &p) {
      if (llvm::is_contained(disabledPatterns, p.getDebugName()))
        return false;
      return enabledPatterns.empty() ||
             llvm::is_contained(enabledPatterns, p.getDebugName());
    };
    patterns = std::make_shared<FrozenPatternSet>(std::move(set), keep);
    config.topDown = topDown;
    config.maxIterations = maxIterations;
    config.maxNumRewrites = maxNumRewrites;
    using RS = GreedyRewriteConfig::RegionSimplification;
    config.regionSimplification = regionSimplify == "disabled" ? RS::Disabled
                                  : regionSimplify == "aggressive"
                                      ? RS::Aggressive
                                      : RS::Normal;
    return llvm::success();
  }

  void runOnOperation() override {
    bool converged =
        succeeded(applyPatternsGreedily(getOperation(), *patterns, config));
    if (testConvergence && !converged) {
      getOperation()->emitError("canonicalizer failed to converge");
      signalPassFailure();
    }
  }

private:
  int64_t maxIterations = 10;
  int64_t maxNumRewrites = -1;
  std::string regionSimplify = "normal";
  bool testConvergence = false;
  bool topDown = true;
  std::vector<std::string> disabledPatterns, enabledPatterns;
  std::shared_ptr<FrozenPatternSet> patterns;
  GreedyRewriteConfig config;
};
} // namespace

std::unique_ptr<Pass> terrace::createCanonicalizerPass() {
  return std::make_unique<Canonicalizer>();
}

void terrace::registerTransformsPasses() {
#define PASS(argument, summary, factory)                                       \
  registerPass({argument, summary, factory});
#include "transforms/Passes.def"
}

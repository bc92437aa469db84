//===- SCFInternal.h - Pieces shared by the scf op files ------------------===//
#pragma once

#include "dialects/scf/SCFOps.h"
#include "ir/Dialect.h"
#include "rewrite/PatternMatch.h"

#include <string>

namespace terrace {
class Region;

namespace scf {

/// ensureImplicitTerminator (ir/OpBase.h) with scf.yield by default.
template <typename TermOp = YieldOp>
void ensureTerminator(Region &region, Location loc) {
  ensureImplicitTerminator(region, loc, opTypeID<TermOp>);
}

/// Gives `newOp`'s first (empty) region a block that takes the arguments
/// of `body` not already mapped in `mapper`, and clones `body`'s ops into
/// it: the new loop of a fold that drops some dimensions.
void cloneBodyInto(PatternRewriter &rewriter, Block &body, Operation *newOp,
                   llvm::DenseMap<Value, Value> &mapper);

/// The terminator of `region`'s block when it is a TermOp; otherwise
/// reports `message` (with a "terminator here" note) and returns null.
Operation *verifyTerminator(Operation *op, Region &region, const void *typeID,
                            const llvm::Twine &message);
template <typename TermOp>
Operation *verifyTerminator(Operation *op, Region &region,
                            const llvm::Twine &message) {
  return verifyTerminator(op, region, opTypeID<TermOp>, message);
}

/// Canonicalization patterns and folds (SCFCanonicalize.cpp).
void forPatterns(RewritePatternSet &patterns, Context &ctx);
void ifPatterns(RewritePatternSet &patterns, Context &ctx);
void whilePatterns(RewritePatternSet &patterns, Context &ctx);
void indexSwitchPatterns(RewritePatternSet &patterns, Context &ctx);
void executeRegionPatterns(RewritePatternSet &patterns, Context &ctx);
void parallelPatterns(RewritePatternSet &patterns, Context &ctx);
llvm::LogicalResult foldIf(Operation *op, llvm::ArrayRef<Attribute> operands,
                           llvm::SmallVectorImpl<OpFoldResult> &results);

void forallPatterns(RewritePatternSet &patterns, Context &ctx);

/// The trip count of a loop from `lb` to `ub` by `step` when they say it
/// (MLIR 22's constantTripCount): zero when the bounds are the same value
/// (`sameBounds`), or the step is a constant <= 0 (read signed), or the
/// bounds are constants with ub <= lb (in the loop's signedness) or with
/// ub - lb overflowing a signed loop; else, with a constant step,
/// ceil((ub - lb) / step).
std::optional<llvm::APInt> constantTripCount(std::optional<llvm::APInt> lb,
                                             std::optional<llvm::APInt> ub,
                                             std::optional<llvm::APInt> step,
                                             bool sameBounds, unsigned width,
                                             bool isSigned);

/// scf.parallel, scf.reduce, scf.reduce.return, scf.forall and
/// scf.forall.in_parallel.
llvm::ArrayRef<OpDefinition> getParallelOps();

} // namespace scf
} // namespace terrace

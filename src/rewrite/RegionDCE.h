//===- RegionDCE.h - Liveness-based dead code removal in regions ----------===//
//
// MLIR's runRegionDCE, the second half of the greedy driver's region
// simplification: an op is live when it has effects (terminators always)
// or a live user; a successor operand counts as a use only when the block
// argument it feeds is live, so a value that only flows around a loop
// through branch operands dies with its block arguments. Dead ops, dead
// non-entry block arguments and the branch operands feeding them go.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "rewrite/PatternMatch.h"

namespace terrace {

/// Runs on `region` and every region nested in it; true when an op was
/// erased (erased block arguments alone do not count, as in MLIR).
bool runRegionDCE(PatternRewriter &rewriter, Region &region);

} // namespace terrace

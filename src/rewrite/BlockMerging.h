//===- BlockMerging.h - The aggressive half of region simplification ------===//
//
// What canonicalize's `region-simplify=aggressive` adds to the normal level,
// as MLIR's simplifyRegions does with mergeBlocks: blocks that hold the same
// ops and branch to the same successors merge into one, the operands in
// which they differ becoming new block arguments; and a block argument that
// every predecessor passes the same value is replaced by that value.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "rewrite/PatternMatch.h"

namespace terrace {

/// Merges identical blocks in `region` and the regions nested in it; true
/// when it merged any.
bool mergeIdenticalBlocks(PatternRewriter &rewriter, Region &region);

/// Drops block arguments that receive the same value from every
/// predecessor, in `region` and the regions nested in it; true when it
/// dropped any.
bool dropRedundantArguments(PatternRewriter &rewriter, Region &region);

} // namespace terrace

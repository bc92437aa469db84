//===- RegionBranchPatterns.h - Canonicalizing any region-branch op -------===//
//
// Patterns that simplify the values a region-branch op (scf.for, scf.while,
// scf.if, scf.index_switch) passes between its regions and its results,
// knowing only its RegionBranchOpInterface: a successor input (a region's
// entry argument or an op result) that can only ever hold one outside value
// is replaced by it; of two inputs that always receive the same values, one
// takes the other's uses; and a set of tied inputs none of which is used is
// erased together with the operands that feed it. MLIR 22 canonicalizes
// these ops the same way (populateRegionBranchOpInterfaceCanonicalization-
// Patterns), which replaced the per-op iter_args and unused-result folders.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "rewrite/PatternMatch.h"

namespace terrace {

/// Adds the three patterns, matching ops named `opName` (a string that
/// outlives the set).
void populateRegionBranchCanonicalizationPatterns(RewritePatternSet &patterns,
                                                  llvm::StringRef opName);

} // namespace terrace

//===- ControlFlowInternal.h - Pieces shared by the cf op files -----------===//
#pragma once

#include "ir/Attributes.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/APInt.h"

namespace terrace {
namespace cf {

/// Canonicalization patterns (ControlFlowCanonicalize.cpp).
void brPatterns(RewritePatternSet &patterns, Context &ctx);
void condBrPatterns(RewritePatternSet &patterns, Context &ctx);
void switchPatterns(RewritePatternSet &patterns, Context &ctx);
void assertPatterns(RewritePatternSet &patterns, Context &ctx);

} // namespace cf
} // namespace terrace

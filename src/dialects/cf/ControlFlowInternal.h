//===- ControlFlowInternal.h - Pieces shared by the cf op files -----------===//
#pragma once

#include "ir/Attributes.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/APInt.h"

namespace terrace {
namespace cf {

/// The case values of a cf.switch, as integers of the flag's width (none
/// when `case_values` is missing or not integers).
llvm::SmallVector<llvm::APInt, 4> caseValues(Operation *op);

/// The successor a cf.switch takes when its flag is `value`: its case's,
/// else the default (0).
unsigned caseSuccessorIndex(Operation *op, const llvm::APInt &value);

/// The `operandSegmentSizes`-style property of these sizes.
DenseArrayAttr segmentsAttr(Context &ctx, llvm::ArrayRef<int32_t> sizes);

/// Canonicalization patterns (ControlFlowCanonicalize.cpp).
void brPatterns(RewritePatternSet &patterns, Context &ctx);
void condBrPatterns(RewritePatternSet &patterns, Context &ctx);
void switchPatterns(RewritePatternSet &patterns, Context &ctx);
void assertPatterns(RewritePatternSet &patterns, Context &ctx);

} // namespace cf
} // namespace terrace

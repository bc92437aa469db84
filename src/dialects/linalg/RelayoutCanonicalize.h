//===- RelayoutCanonicalize.h - Patterns of linalg.pack and unpack --------===//
//
// MLIR 22's PackOp::canonicalize and UnPackOp::canonicalize, the dialect's
// tensor.cast folding into either (FoldTensorCastPackOp/UnPackOp), and
// fill's FoldFillWithPack (RelayoutCanonicalize.cpp).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/OperationName.h"

namespace terrace::linalg {

void packPatterns(RewritePatternSet &patterns, Context &ctx);
void unpackPatterns(RewritePatternSet &patterns, Context &ctx);
/// The dialect's: casts folded into pack and unpack.
void addRelayoutCastPatterns(RewritePatternSet &patterns);
/// fill's: a pack of a fill is a fill of the pack's dest.
void addFillWithPackPattern(RewritePatternSet &patterns);

} // namespace terrace::linalg

//===- LinalgCanonicalize.h - Folds and patterns of linalg ops ------------===//
//
// The folds and canonicalization patterns the op tables point at
// (LinalgCanonicalize.cpp).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/OperationName.h"

namespace terrace::linalg {

/// An identity linalg.transpose on tensors is its input.
llvm::LogicalResult foldTranspose(Operation *op,
                                  llvm::ArrayRef<Attribute> operands,
                                  llvm::SmallVectorImpl<OpFoldResult> &results);
void transposePatterns(RewritePatternSet &patterns, Context &ctx);
void broadcastPatterns(RewritePatternSet &patterns, Context &ctx);
void genericPatterns(RewritePatternSet &patterns, Context &ctx);

} // namespace terrace::linalg

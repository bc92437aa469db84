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
void copyPatterns(RewritePatternSet &patterns, Context &ctx);
/// Patterns on other ops that read a fill (copy, extract, transpose).
void fillPatterns(RewritePatternSet &patterns, Context &ctx);
/// The dialect's own: patterns rooted on every structured op.
void addDialectPatterns(RewritePatternSet &patterns);

} // namespace terrace::linalg

//===- LinalgCanonicalize.h - Folds and patterns of linalg ops ------------===//
//
// The folds and canonicalization patterns the op tables point at
// (LinalgCanonicalize.cpp).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Location.h"
#include "ir/OperationName.h"

namespace terrace {
class PatternRewriter;
}

namespace terrace::linalg {

/// A linalg.transpose or linalg.broadcast (`name`) of `input` into `init`,
/// `attrName` (permutation, dimensions) set to `values`, with its body, at
/// the rewriter's insertion point.
Operation *createCopyLike(PatternRewriter &rewriter, Location loc,
                          OperationName name, llvm::StringRef attrName,
                          Value input, Value init,
                          llvm::ArrayRef<int64_t> values);

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
/// fill's patterns on pads (FillPadPatterns.cpp).
void addFillWithPadPattern(RewritePatternSet &patterns);
void addInsertPadIntoFillPattern(RewritePatternSet &patterns);
/// The dialect's own: patterns rooted on every structured op.
void addDialectPatterns(RewritePatternSet &patterns);

} // namespace terrace::linalg

//===- MemRefFolds.h - What memref ops fold to ----------------------------===//
#pragma once

#include "dialects/memref/MemRefOps.h"
#include "ir/OperationName.h"

namespace terrace {
class RewritePatternSet;
}

namespace terrace::memref {

/// Canonicalization patterns (MemRefCanonicalize.cpp).
void allocPatterns(RewritePatternSet &patterns, Context &ctx);
void allocaPatterns(RewritePatternSet &patterns, Context &ctx);
void copyPatterns(RewritePatternSet &patterns, Context &ctx);
void subViewPatterns(RewritePatternSet &patterns, Context &ctx);
/// expand_shape's and collapse_shape's (MemRefReshapeCanonicalize.cpp).
void expandShapePatterns(RewritePatternSet &patterns, Context &ctx);
void collapseShapePatterns(RewritePatternSet &patterns, Context &ctx);
llvm::LogicalResult foldSubView(Operation *op,
                                llvm::ArrayRef<Attribute> operands,
                                llvm::SmallVectorImpl<OpFoldResult> &results);

using FoldResults = llvm::SmallVectorImpl<OpFoldResult>;

/// Casts folded into the op's operands (dealloc, prefetch, the DMA ops).
llvm::LogicalResult foldCastsIntoOp(Operation *op,
                                    llvm::ArrayRef<Attribute> operands,
                                    FoldResults &results);
/// The same but for the first operand, a value (store, atomic_rmw).
llvm::LogicalResult foldCastsIntoOpButFirst(Operation *op,
                                            llvm::ArrayRef<Attribute> operands,
                                            FoldResults &results);
llvm::LogicalResult foldDim(FoldAdaptor<DimOp> adaptor, FoldResults &results);
llvm::LogicalResult foldRank(Operation *op, llvm::ArrayRef<Attribute> operands,
                             FoldResults &results);
llvm::LogicalResult foldCopy(Operation *op, llvm::ArrayRef<Attribute> operands,
                             FoldResults &results);
llvm::LogicalResult foldLoad(Operation *op, llvm::ArrayRef<Attribute> operands,
                             FoldResults &results);
llvm::LogicalResult foldReinterpretCast(Operation *op,
                                        llvm::ArrayRef<Attribute> operands,
                                        FoldResults &results);
llvm::LogicalResult
foldExtractStridedMetadata(Operation *op, llvm::ArrayRef<Attribute> operands,
                           FoldResults &results);
llvm::LogicalResult foldExpandShape(Operation *op,
                                    llvm::ArrayRef<Attribute> operands,
                                    FoldResults &results);
llvm::LogicalResult foldCollapseShape(Operation *op,
                                      llvm::ArrayRef<Attribute> operands,
                                      FoldResults &results);
llvm::LogicalResult foldCast(Operation *op, llvm::ArrayRef<Attribute> operands,
                             FoldResults &results);

} // namespace terrace::memref

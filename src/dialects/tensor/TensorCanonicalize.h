//===- TensorCanonicalize.h - Canonicalization patterns of tensor ops -----===//
//
// The patterns each op table points at (TensorCanonicalize.cpp), and the
// dialect's own pattern (casts folded into destination-style ops).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/ReshapeGroups.h"

#include "ir/Location.h"
#include "ir/OperationName.h"

namespace terrace {
class PatternRewriter;
class RankedTensorType;
struct OpFoldResult;
} // namespace terrace

namespace terrace::tensor {
struct CastOp;
struct PadOp;

/// A reshape's reassociation: the expanded dimensions each collapsed
/// dimension holds (`[[0, 1], [2]]`), read from the op and made into its
/// `reassociation` attribute.
using Groups = llvm::SmallVector<llvm::SmallVector<int64_t, 4>, 4>;
Groups getReassociation(Operation *op);
using ::terrace::reassociationAttr;

/// MLIR 22's inferCanonicalRankReducedResultType: the slice type of
/// `sizes`, less its first unit dimensions down to `rank`.
RankedTensorType rankReducedSliceType(unsigned rank, RankedTensorType source,
                                      llvm::ArrayRef<int64_t> sizes);

/// The value every padded element gets, when it is one (MLIR's
/// getConstantPaddingValue): a constant, or a value from outside the body.
Value constantPaddingValue(PadOp pad);

/// Whether `target` knows every size `source` knows (both ranked, one
/// element type, rank and encoding): MLIR's preservesStaticInformation.
bool preservesStaticInformation(Type source, Type target);

/// The source of a tensor.cast that only forgets static sizes (MLIR's
/// canFoldIntoConsumerOp), or null.
Value foldableCastSource(Value value);
/// `tensor.cast %source : ... to type` at the rewriter's insertion point.
Value createCast(PatternRewriter &rewriter, Location loc, Type type,
                 Value source);
/// A copy of `op` (attributes, regions) on other operands and result
/// types, at the rewriter's insertion point (MLIR's mlir::clone).
Operation *cloneWith(PatternRewriter &rewriter, Operation *op,
                     llvm::ArrayRef<Type> resultTypes,
                     llvm::ArrayRef<Value> operands);
/// Replaces `op` with `replacement`'s results, each cast back to the old
/// result's type where it changed.
void replaceWithCastsBack(PatternRewriter &rewriter, Operation *op,
                          Operation *replacement);

/// MLIR's getMixedSize: size `dim` of the ranked tensor `value`, an index
/// attribute where static, else `tensor.dim %value, %cDim` at the
/// insertion point (folded when it folds, to a value or to a constant op;
/// the index constant stays).
OpFoldResult getMixedSize(PatternRewriter &rewriter, Location loc, Value value,
                          int64_t dim);
/// MLIR's createOrFold<tensor::DimOp>: `tensor.dim %value, %cDim` at the
/// insertion point, or what it folds to (a value, or a constant op for a
/// static size); the index constant stays.
Value createDimOrFold(PatternRewriter &rewriter, Location loc, Value value,
                      int64_t dim);
/// getMixedSize of every dimension, in order.
llvm::SmallVector<OpFoldResult, 4> getMixedSizes(PatternRewriter &rewriter,
                                                 Location loc, Value value);

/// `tensor.empty` of these sizes (index attributes or values) at the
/// insertion point (MLIR's EmptyOp builder taking mixed sizes).
Value createEmpty(PatternRewriter &rewriter, Location loc,
                  llvm::ArrayRef<OpFoldResult> sizes, Type elementType,
                  Attribute encoding = {});
/// Size `dim` of a tensor.pad's result as MLIR's PadOp::reifyResultShapes
/// computes it: the static size, or the source's size plus both
/// paddings, a composed, folded affine.apply at the insertion point.
OpFoldResult reifyPadSize(PatternRewriter &rewriter, Location loc,
                          Operation *pad, int64_t dim);

/// `tensor.collapse_shape %source groups : ... into type` at the
/// rewriter's insertion point.
Operation *createCollapseShape(PatternRewriter &rewriter, Location loc,
                               Type type, Value source, const Groups &groups);
/// `tensor.expand_shape %source groups output_shape [...]` into `type`,
/// each output size an index attribute or a value (MLIR's builder taking
/// OpFoldResults).
Operation *createExpandShape(PatternRewriter &rewriter, Location loc, Type type,
                             Value source, const Groups &groups,
                             llvm::ArrayRef<OpFoldResult> outputShape);

/// `tensor.pad %source` by these amounts (index attributes or values)
/// whose body yields `value`, at the insertion point, which then follows
/// the pad (MLIR's PadOp builder with a constant padding value).
Operation *createPadOfValue(PatternRewriter &rewriter, Location loc, Type type,
                            Value source, llvm::ArrayRef<OpFoldResult> low,
                            llvm::ArrayRef<OpFoldResult> high, Value value,
                            bool nofold);

/// MLIR's populateBubbleUpExpandShapePatterns: an expand_shape of a
/// collapse_shape whose groups do not overlap becomes a collapse of an
/// expand (BubbleUpExpandThroughParallelCollapse), so that the expand
/// moves towards the ops that made the tensor.
void bubbleUpExpandShapePatterns(RewritePatternSet &patterns);

void addDialectPatterns(RewritePatternSet &patterns);
/// A cast that makes a slice more static as a more static slice (MLIR's
/// TensorCastExtractSlice; TensorSliceCanonicalize.cpp).
llvm::LogicalResult tensorCastExtractSlice(CastOp op,
                                           PatternRewriter &rewriter);
void castPatterns(RewritePatternSet &patterns, Context &ctx);
void emptyPatterns(RewritePatternSet &patterns, Context &ctx);
void dimPatterns(RewritePatternSet &patterns, Context &ctx);
void extractPatterns(RewritePatternSet &patterns, Context &ctx);
void generatePatterns(RewritePatternSet &patterns, Context &ctx);
void extractSlicePatterns(RewritePatternSet &patterns, Context &ctx);
void insertSlicePatterns(RewritePatternSet &patterns, Context &ctx);
void parallelInsertSlicePatterns(RewritePatternSet &patterns, Context &ctx);
void expandShapePatterns(RewritePatternSet &patterns, Context &ctx);
void collapseShapePatterns(RewritePatternSet &patterns, Context &ctx);
void fromElementsPatterns(RewritePatternSet &patterns, Context &ctx);
void concatPatterns(RewritePatternSet &patterns, Context &ctx);
void padPatterns(RewritePatternSet &patterns, Context &ctx);
void bitcastPatterns(RewritePatternSet &patterns, Context &ctx);

} // namespace terrace::tensor

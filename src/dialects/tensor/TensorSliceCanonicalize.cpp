//===- TensorSliceCanonicalize.cpp - Patterns of slices -------------------===//
//
// MLIR 22's canonicalization patterns of tensor.extract_slice and
// tensor.insert_slice, and of a cast that makes a slice more static:
// constant offsets, sizes and strides made static (cast back), casts that
// forget sizes folded into slices.
//
//===----------------------------------------------------------------------===//
#include "dialects/common/IndexListSyntax.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorInternal.h"
#include "dialects/tensor/TensorOps.h"
#include "interfaces/ParallelCombiningInterface.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::tensor;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

//===-- Slices ------------------------------------------------------------===//

MixedList::MixedList(Attribute statics, OperandRange dynamic) {
  unsigned next = 0;
  for (int64_t c : denseI64Values(statics)) {
    constants.push_back(c);
    values.push_back(c == kDynamic ? dynamic[next++] : Value());
  }
}

std::optional<int64_t> MixedList::constantAt(size_t i) const {
  if (!values[i])
    return constants[i];
  if (std::optional<llvm::APInt> c = getConstantInt(values[i]))
    return c->getSExtValue();
  return std::nullopt;
}

bool MixedList::foldConstants(bool onlyNonNegative, bool onlyNonZero) {
  bool changed = false;
  for (size_t i = 0; i < values.size(); ++i) {
    if (!values[i])
      continue;
    std::optional<int64_t> c = constantAt(i);
    if (!c || (onlyNonNegative && *c < 0) || (onlyNonZero && *c == 0))
      continue;
    constants[i] = *c;
    values[i] = Value();
    changed = true;
  }
  return changed;
}

llvm::SmallVector<Value, 4> MixedList::dynamic() const {
  llvm::SmallVector<Value, 4> out;
  for (Value v : values)
    if (v)
      out.push_back(v);
  return out;
}

Attribute MixedList::attr(Context &ctx) const {
  return DenseArrayAttr::get(ctx, llvm::ArrayRef<int64_t>(constants));
}

/// The offsets, sizes and strides of a slice op.
template <typename SliceOp>
static std::tuple<MixedList, MixedList, MixedList> sliceLists(SliceOp op) {
  return {MixedList(op.template property<"static_offsets">(),
                    op.template operands<"offsets">()),
          MixedList(op.template property<"static_sizes">(),
                    op.template operands<"sizes">()),
          MixedList(op.template property<"static_strides">(),
                    op.template operands<"strides">())};
}

/// Whether the slice stays inside `shape` as far as is known.
static bool isInBoundsSlice(llvm::ArrayRef<int64_t> shape,
                            const MixedList &offsets, const MixedList &sizes,
                            const MixedList &strides) {
  return !findSliceOutOfBounds(shape, offsets.constants, sizes.constants,
                               strides.constants);
}

/// MLIR 22's inferCanonicalRankReducedResultType: the slice type of
/// `sizes`, less its first unit dimensions down to `rank`.
RankedTensorType tensor::rankReducedSliceType(unsigned rank,
                                              RankedTensorType source,
                                              llvm::ArrayRef<int64_t> sizes) {
  auto full = RankedTensorType::get(sizes, source.getElementType(),
                                    source.getEncoding());
  if (sizes.size() <= rank)
    return full;
  size_t drop = sizes.size() - rank;
  llvm::SmallVector<int64_t, 4> shape;
  for (int64_t size : sizes) {
    if (drop && size == 1) {
      --drop;
      continue;
    }
    shape.push_back(size);
  }
  return RankedTensorType::get(shape, source.getElementType(), Attribute());
}

/// Constant offsets, sizes and strides of extract_slice become static
/// (MLIR's OpWithOffsetSizesAndStridesConstantArgumentFolder).
static LogicalResult extractSliceConstantArguments(ExtractSliceOp op,
                                                   PatternRewriter &rewriter) {
  auto [offsets, sizes, strides] = sliceLists(op);
  bool changed = offsets.foldConstants(true, false);
  changed |= sizes.foldConstants(true, false);
  changed |= strides.foldConstants(false, false);
  if (!changed)
    return failure();
  auto sourceType =
      llvm::cast<RankedTensorType>(op.operand<"source">().getType());
  if (!isInBoundsSlice(sourceType.getShape(), offsets, sizes, strides))
    return failure();
  auto oldType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  RankedTensorType type = rankReducedSliceType(
      unsigned(oldType.getShape().size()), sourceType, sizes.constants);
  Context &ctx = rewriter.getContext();
  rewriter.setInsertionPoint(op);
  Operation *slice = create<ExtractSliceOp>(
      rewriter, op->getLoc(), with<"source">(op.operand<"source">()),
      with<"offsets">(offsets.dynamic()), with<"sizes">(sizes.dynamic()),
      with<"strides">(strides.dynamic()),
      with<"static_offsets">(offsets.attr(ctx)),
      with<"static_sizes">(sizes.attr(ctx)),
      with<"static_strides">(strides.attr(ctx)), with<"result">(Type(type)));
  replaceWithCastsBack(rewriter, op, slice);
  return success();
}

/// MLIR's matchConstantIndex on any operand: constants are left to the
/// constant-argument folders first.
static bool hasConstantIndexOperand(Operation *op) {
  for (Value operand : op->getOperands())
    if (llvm::isa<IndexType>(operand.getType()) && getConstantInt(operand))
      return true;
  return false;
}

/// A slice of a cast that forgets sizes slices the cast's source (MLIR's
/// ExtractSliceOpCastFolder; the result type stays).
static LogicalResult extractSliceOpCastFolder(ExtractSliceOp op,
                                              PatternRewriter &rewriter) {
  if (hasConstantIndexOperand(op))
    return failure();
  Value source = foldableCastSource(op.operand<"source">());
  if (!source)
    return failure();
  auto [offsets, sizes, strides] = sliceLists(op);
  if (!isInBoundsSlice(
          llvm::cast<RankedTensorType>(source.getType()).getShape(), offsets,
          sizes, strides))
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *slice = create<ExtractSliceOp>(
      rewriter, op->getLoc(), with<"source">(source),
      with<"offsets">(op.operands<"offsets">()),
      with<"sizes">(op.operands<"sizes">()),
      with<"strides">(op.operands<"strides">()),
      with<"static_offsets">(op.property<"static_offsets">()),
      with<"static_sizes">(op.property<"static_sizes">()),
      with<"static_strides">(op.property<"static_strides">()),
      with<"result">(op->getResult(0).getType()));
  rewriter.replaceOp(op, slice->getResults());
  return success();
}

void tensor::extractSlicePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ExtractSliceOp>(
      "OpWithOffsetSizesAndStridesConstantArgumentFolder",
      extractSliceConstantArguments);
  patterns.add<ExtractSliceOp>("ExtractSliceOpCastFolder",
                               extractSliceOpCastFolder);
}

/// An insert_slice (or parallel_insert_slice) like `op` of `source` into
/// `dest` with these lists, at the rewriter's insertion point.
template <typename SliceOp>
static Operation *
createInsertSliceLike(PatternRewriter &rewriter, Location loc, Value source,
                      Value dest, const MixedList &offsets,
                      const MixedList &sizes, const MixedList &strides) {
  Context &ctx = rewriter.getContext();
  return create<SliceOp>(rewriter, loc, with<"source">(source),
                         with<"dest">(dest), with<"offsets">(offsets.dynamic()),
                         with<"sizes">(sizes.dynamic()),
                         with<"strides">(strides.dynamic()),
                         with<"static_offsets">(offsets.attr(ctx)),
                         with<"static_sizes">(sizes.attr(ctx)),
                         with<"static_strides">(strides.attr(ctx)));
}
static Operation *createInsertSlice(PatternRewriter &rewriter, Location loc,
                                    Value source, Value dest,
                                    const MixedList &offsets,
                                    const MixedList &sizes,
                                    const MixedList &strides) {
  return createInsertSliceLike<InsertSliceOp>(rewriter, loc, source, dest,
                                              offsets, sizes, strides);
}

/// Constant offsets, sizes and strides of insert_slice (or
/// parallel_insert_slice) become static; the source is cast to the sizes
/// (MLIR's InsertSliceOpConstantArgumentFolder). A parallel insert's cast
/// goes before its in_parallel, where ops other than inserts may live.
template <typename SliceOp>
static LogicalResult insertSliceConstantArguments(SliceOp op,
                                                  PatternRewriter &rewriter) {
  auto [offsets, sizes, strides] = sliceLists(op);
  bool changed = offsets.foldConstants(true, false);
  changed |= sizes.foldConstants(true, false);
  changed |= strides.foldConstants(false, true);
  if (!changed)
    return failure();
  Value dest = op.template operand<"dest">();
  auto destType = llvm::cast<RankedTensorType>(dest.getType());
  if (!isInBoundsSlice(destType.getShape(), offsets, sizes, strides))
    return failure();
  Value source = op.template operand<"source">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  RankedTensorType type = rankReducedSliceType(
      unsigned(sourceType.getShape().size()), destType, sizes.constants);
  constexpr bool parallel = std::is_same_v<SliceOp, ParallelInsertSliceOp>;
  if (type != sourceType) {
    Operation *parent = op->getParentOp();
    rewriter.setInsertionPoint(
        parallel && parent && getInterface<InParallelOpInterface>(parent)
            ? parent
            : op.getOperation());
    source = createCast(rewriter, op->getLoc(), type, source);
  }
  rewriter.setInsertionPoint(op);
  Operation *insert = createInsertSliceLike<SliceOp>(
      rewriter, op->getLoc(), source, dest, offsets, sizes, strides);
  rewriter.replaceOp(op, insert->getResults());
  return success();
}

/// An insert_slice (or parallel_insert_slice) of or into a cast that
/// forgets sizes uses the cast's source, sizes made static from the source
/// (MLIR's InsertSliceOpCastFolder, with its quirk: a dynamic source
/// dimension stops the sizes after it from being matched).
template <typename SliceOp>
static LogicalResult insertSliceOpCastFolder(SliceOp op,
                                             PatternRewriter &rewriter) {
  if (hasConstantIndexOperand(op))
    return failure();
  Value source = foldableCastSource(op.template operand<"source">());
  Value dest = foldableCastSource(op.template operand<"dest">());
  if (!source && !dest)
    return failure();
  if (!source)
    source = op.template operand<"source">();
  if (!dest)
    dest = op.template operand<"dest">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  auto destType = llvm::cast<RankedTensorType>(dest.getType());
  auto [offsets, sizes, strides] = sliceLists(op);
  std::optional<llvm::SmallVector<bool, 4>> dropped =
      rankReductionMask(sizes.constants, sourceType.getShape(), true);
  if (!dropped)
    return failure();
  size_t next = 0;
  for (size_t i = 0; i < sizes.constants.size(); ++i)
    if (!(*dropped)[i] && next < sourceType.getShape().size() &&
        sourceType.getShape()[next] != kDynamic) {
      sizes.constants[i] = sourceType.getShape()[next++];
      sizes.values[i] = Value();
    }
  // The slice type must rank-reduce to the source's.
  if (!rankReductionMask(sizes.constants, sourceType.getShape(), false) ||
      !isInBoundsSlice(destType.getShape(), offsets, sizes, strides))
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *insert = createInsertSliceLike<SliceOp>(
      rewriter, op->getLoc(), source, dest, offsets, sizes, strides);
  replaceWithCastsBack(rewriter, op, insert);
  return success();
}

/// Constant sizes the source's type does not know yet: the source is cast
/// to them first (MLIR's InsertSliceOpSourceCastInserter).
static LogicalResult
insertSliceOpSourceCastInserter(InsertSliceOp op, PatternRewriter &rewriter) {
  Value source = op.operand<"source">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  auto destType = llvm::cast<RankedTensorType>(op.operand<"dest">().getType());
  if (sourceType.getShape().size() != destType.getShape().size())
    return failure();
  MixedList sizes(op.property<"static_sizes">(), op.operands<"sizes">());
  llvm::SmallVector<int64_t, 4> shape(sourceType.getShape());
  for (size_t i = 0; i < shape.size() && i < sizes.values.size(); ++i) {
    int64_t size = sizes.constants[i];
    if (sizes.values[i]) {
      std::optional<llvm::APInt> constant = getConstantInt(sizes.values[i]);
      if (!constant)
        continue;
      size = constant->getSExtValue();
    }
    if (size < 0)
      return failure();
    shape[i] = size;
  }
  auto newType = RankedTensorType::get(shape, sourceType.getElementType(),
                                       sourceType.getEncoding());
  if (newType == sourceType ||
      !preservesStaticInformation(sourceType, newType) ||
      !areCastCompatible(sourceType, newType))
    return failure();
  rewriter.setInsertionPoint(op);
  Value cast = createCast(rewriter, op->getLoc(), newType, source);
  MixedList offsets(op.property<"static_offsets">(), op.operands<"offsets">());
  MixedList strides(op.property<"static_strides">(), op.operands<"strides">());
  Operation *insert =
      createInsertSlice(rewriter, op->getLoc(), cast, op.operand<"dest">(),
                        offsets, sizes, strides);
  rewriter.replaceOp(op, insert->getResults());
  return success();
}

void tensor::insertSlicePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<InsertSliceOp>("InsertSliceOpConstantArgumentFolder",
                              insertSliceConstantArguments<InsertSliceOp>);
  patterns.add<InsertSliceOp>("InsertSliceOpCastFolder",
                              insertSliceOpCastFolder<InsertSliceOp>);
  patterns.add<InsertSliceOp>("InsertSliceOpSourceCastInserter",
                              insertSliceOpSourceCastInserter);
}

/// MLIR 22 also registers InsertSliceOpSourceCastInserter here, but for a
/// parallel insert it puts its cast inside scf.forall.in_parallel, which
/// then fails to verify; Terrace leaves that pattern out.
void tensor::parallelInsertSlicePatterns(RewritePatternSet &patterns,
                                         Context &) {
  patterns.add<ParallelInsertSliceOp>(
      "InsertSliceOpConstantArgumentFolder",
      insertSliceConstantArguments<ParallelInsertSliceOp>);
  patterns.add<ParallelInsertSliceOp>(
      "InsertSliceOpCastFolder",
      insertSliceOpCastFolder<ParallelInsertSliceOp>);
}

/// A cast that makes a slice more static is a slice of those sizes (MLIR's
/// TensorCastExtractSlice).
LogicalResult tensor::tensorCastExtractSlice(CastOp op,
                                             PatternRewriter &rewriter) {
  auto resultType =
      llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  Value source = op.operand<"source">();
  auto slice =
      llvm::dyn_cast_if_present<ExtractSliceOp>(source.getDefiningOp());
  if (!resultType || !slice ||
      !preservesStaticInformation(source.getType(), resultType) ||
      llvm::cast<RankedTensorType>(source.getType()).getShape() ==
          resultType.getShape())
    return failure();
  llvm::SmallVector<int64_t, 4> staticSizes =
      denseI64Values(slice.property<"static_sizes">());
  std::optional<llvm::SmallVector<bool, 4>> dropped = rankReductionMask(
      staticSizes, llvm::cast<RankedTensorType>(source.getType()).getShape(),
      false);
  if (!dropped)
    return failure();
  llvm::SmallVector<int64_t, 4> constants(staticSizes);
  llvm::SmallVector<Value, 4> dynamic;
  OperandRange sizeValues = slice.operands<"sizes">();
  unsigned nextValue = 0;
  size_t dim = 0;
  for (size_t i = 0; i < constants.size(); ++i) {
    Value value = constants[i] == kDynamic ? sizeValues[nextValue++] : Value();
    if (!(*dropped)[i]) {
      int64_t size = resultType.getShape()[dim++];
      if (size != kDynamic) {
        constants[i] = size;
        value = Value();
      }
    }
    if (value)
      dynamic.push_back(value);
  }
  Context &ctx = rewriter.getContext();
  rewriter.setInsertionPoint(op);
  Operation *replacement = create<ExtractSliceOp>(
      rewriter, op->getLoc(), with<"source">(slice.operand<"source">()),
      with<"offsets">(slice.operands<"offsets">()), with<"sizes">(dynamic),
      with<"strides">(slice.operands<"strides">()),
      with<"static_offsets">(slice.property<"static_offsets">()),
      with<"static_sizes">(
          DenseArrayAttr::get(ctx, llvm::ArrayRef<int64_t>(constants))),
      with<"static_strides">(slice.property<"static_strides">()),
      with<"result">(Type(resultType)));
  rewriter.replaceOp(op, replacement->getResults());
  return success();
}

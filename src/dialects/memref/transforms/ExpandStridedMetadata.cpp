//===- ExpandStridedMetadata.cpp - Views as explicit metadata -------------===//
//
// expand-strided-metadata, as MLIR 22's: a view (subview, expand_shape,
// collapse_shape) becomes memref.reinterpret_cast of the base buffer that
// memref.extract_strided_metadata gives of its source, with the offset,
// sizes and strides it computes written as composed, folded affine.apply
// (constants where they are known). extract_strided_metadata of an
// allocation, a global, a view, a cast or another extract_strided_metadata
// is answered from what made it. Under the greedy driver with MLIR's
// defaults, whose folds then chain reinterpret_casts and remove what is
// left unused. finalize-memref-to-llvm lowers what comes out.
//
//===----------------------------------------------------------------------===//
#include "dialects/affine/AffineComposition.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/common/ShapeUtils.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/memref/transforms/Passes.h"
#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/MemRefLayout.h"
#include "ir/Operation.h"
#include "ir/Types.h"
#include "rewrite/GreedyPatternPass.h"

#include "llvm/ADT/Twine.h"

using namespace terrace;
using namespace terrace::memref;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// What a view's metadata comes to: the base buffer, and the offset,
/// sizes and strides (constants where known).
struct StridedMetadata {
  Value base;
  OpFoldResult offset;
  llvm::SmallVector<OpFoldResult, 4> sizes, strides;
};

IntegerAttr indexAttr(Context &ctx, int64_t value) {
  return IntegerAttr::get(IndexType::get(ctx), value);
}

/// `expr` (over symbols only) applied to `operands`, composed and folded.
OpFoldResult apply(PatternRewriter &rewriter, Location loc, AffineExpr expr,
                   unsigned numSymbols, llvm::ArrayRef<OpFoldResult> operands) {
  AffineMapAttr map =
      AffineMapAttr::get(rewriter.getContext(), 0, numSymbols, {expr});
  return affine::makeComposedFoldedAffineApply(rewriter, loc, map, operands);
}

/// An index constant for an attribute, the value itself otherwise
/// (MLIR's getValueOrCreateConstantIndexOp).
Value valueOf(PatternRewriter &rewriter, Location loc, OpFoldResult ofr) {
  if (ofr.value)
    return ofr.value;
  Type index = IndexType::get(rewriter.getContext());
  return create<arith::ConstantOp>(rewriter, loc, with<"value">(ofr.attr),
                                   with<"result">(index))
      ->getResult(0);
}

/// A new extract_strided_metadata of `source`.
ExtractStridedMetadataOp extractMetadata(PatternRewriter &rewriter,
                                         Location loc, Value source) {
  auto type = llvm::cast<MemRefType>(source.getType());
  Context &ctx = rewriter.getContext();
  Type index = IndexType::get(ctx);
  Type base = MemRefType::get({}, type.getElementType(), Attribute(),
                              type.getMemorySpace());
  llvm::SmallVector<Type, 4> dims(type.getShape().size(), index);
  return create<ExtractStridedMetadataOp>(
      rewriter, loc, with<"source">(source), with<"base_buffer">(base),
      with<"offset">(index), with<"sizes">(dims), with<"strides">(dims));
}

/// A reinterpret_cast of `base` to `type` with the given metadata.
Value reinterpretCast(PatternRewriter &rewriter, Location loc, Type type,
                      Value base, OpFoldResult offset,
                      llvm::ArrayRef<OpFoldResult> sizes,
                      llvm::ArrayRef<OpFoldResult> strides) {
  Context &ctx = rewriter.getContext();
  auto split = [&](llvm::ArrayRef<OpFoldResult> list,
                   llvm::SmallVectorImpl<Value> &dynamic) {
    llvm::SmallVector<int64_t, 4> statics;
    for (const OpFoldResult &ofr : list) {
      if (ofr.attr) {
        statics.push_back(llvm::cast<IntegerAttr>(ofr.attr).getInt());
      } else {
        statics.push_back(kDynamic);
        dynamic.push_back(ofr.value);
      }
    }
    return DenseArrayAttr::get(ctx, llvm::ArrayRef<int64_t>(statics));
  };
  llvm::SmallVector<Value, 1> offsets;
  llvm::SmallVector<Value, 4> dynamicSizes, dynamicStrides;
  DenseArrayAttr staticOffsets = split({offset}, offsets);
  DenseArrayAttr staticSizes = split(sizes, dynamicSizes);
  DenseArrayAttr staticStrides = split(strides, dynamicStrides);
  return create<ReinterpretCastOp>(
             rewriter, loc, with<"source">(base), with<"offsets">(offsets),
             with<"sizes">(dynamicSizes), with<"strides">(dynamicStrides),
             with<"static_offsets">(staticOffsets),
             with<"static_sizes">(staticSizes),
             with<"static_strides">(staticStrides), with<"result">(type))
      ->getResult(0);
}

/// The strides and offset of a memref type (kDynamic where unknown).
void stridesAndOffset(Type type, llvm::SmallVectorImpl<int64_t> &strides,
                      int64_t &offset) {
  (void)getStridesAndOffset(llvm::cast<MemRefType>(type), strides, offset);
}

//===-- Subviews ----------------------------------------------------------===//

/// From `subview(memref, offsets, sizes, strides)`: the base of
/// `memref`'s metadata, offset = baseOffset + sum(offset#i * baseStride#i),
/// stride#i = baseStride#i * subStride#i, the subview's sizes, dropped
/// dimensions left out.
StridedMetadata resolveSubview(PatternRewriter &rewriter, SubViewOp subview) {
  Context &ctx = rewriter.getContext();
  Location loc = subview->getLoc();
  Value source = subview.operand<"source">();
  auto sourceType = llvm::cast<MemRefType>(source.getType());
  unsigned rank = unsigned(sourceType.getShape().size());
  ExtractStridedMetadataOp metadata = extractMetadata(rewriter, loc, source);
  llvm::SmallVector<int64_t, 4> sourceStrides;
  int64_t sourceOffset = 0;
  stridesAndOffset(sourceType, sourceStrides, sourceOffset);

  llvm::SmallVector<OpFoldResult, 4> subStrides = getMixedValues(
      subview.property<"static_strides">(), subview.operands<"strides">());
  llvm::SmallVector<OpFoldResult, 4> subOffsets = getMixedValues(
      subview.property<"static_offsets">(), subview.operands<"offsets">());
  ResultRange origStrides = metadata.results<"strides">();

  llvm::SmallVector<OpFoldResult, 9> values(2 * rank + 1);
  values[0] = sourceOffset == kDynamic
                  ? OpFoldResult(metadata.result<"offset">())
                  : OpFoldResult(indexAttr(ctx, sourceOffset));
  AffineExpr expr = AffineExpr::getSymbol(ctx, 0);
  AffineExpr s0 = AffineExpr::getSymbol(ctx, 0);
  AffineExpr s1 = AffineExpr::getSymbol(ctx, 1);
  llvm::SmallVector<OpFoldResult, 4> strides;
  for (unsigned i = 0; i < rank; ++i) {
    OpFoldResult origStride =
        sourceStrides[i] == kDynamic
            ? OpFoldResult(Value(origStrides[i]))
            : OpFoldResult(indexAttr(ctx, sourceStrides[i]));
    strides.push_back(
        apply(rewriter, loc, s0 * s1, 2, {subStrides[i], origStride}));
    unsigned subOffsetAt = 1 + 2 * i, strideAt = subOffsetAt + 1;
    expr = expr + AffineExpr::getSymbol(ctx, subOffsetAt) *
                      AffineExpr::getSymbol(ctx, strideAt);
    values[subOffsetAt] = subOffsets[i];
    values[strideAt] = origStride;
  }
  OpFoldResult offset = apply(rewriter, loc, expr, 2 * rank + 1, values);

  llvm::SmallVector<OpFoldResult, 4> subSizes = getMixedValues(
      subview.property<"static_sizes">(), subview.operands<"sizes">());
  llvm::SmallVector<bool, 4> dropped = droppedDims(subview);
  StridedMetadata result{metadata.result<"base_buffer">(), offset, {}, {}};
  for (unsigned i = 0; i < rank; ++i) {
    if (dropped[i])
      continue;
    result.sizes.push_back(subSizes[i]);
    result.strides.push_back(strides[i]);
  }
  return result;
}

//===-- Reshapes ----------------------------------------------------------===//

using SizesFn = llvm::SmallVector<OpFoldResult, 4> (*)(
    PatternRewriter &, Operation *, llvm::ArrayRef<OpFoldResult>, unsigned);
using StridesFn = llvm::SmallVector<OpFoldResult, 4> (*)(
    PatternRewriter &, Operation *, llvm::ArrayRef<OpFoldResult>,
    llvm::ArrayRef<OpFoldResult>, unsigned);

/// The number of result dimensions of an expand_shape in group `dims`
/// whose size is dynamic.
size_t dynamicCount(MemRefType resultType, llvm::ArrayRef<int64_t> dims) {
  size_t count = 0;
  for (int64_t d : dims)
    count += resultType.getShape()[size_t(d)] == kDynamic;
  return count;
}

/// The sizes of a group of an expand_shape with several dynamic sizes:
/// its output_shape operands give them (one per dynamic result dimension,
/// in order). MLIR 22's pattern takes only one (and crashes on more).
llvm::SmallVector<OpFoldResult, 4> givenSizes(Operation *op,
                                              llvm::ArrayRef<int64_t> dims) {
  Context &ctx = op->getContext();
  auto resultType = llvm::cast<MemRefType>(op->getResult(0).getType());
  llvm::SmallVector<OpFoldResult, 4> sizes;
  for (int64_t d : dims) {
    int64_t size = resultType.getShape()[size_t(d)];
    if (size != kDynamic) {
      sizes.push_back(indexAttr(ctx, size));
      continue;
    }
    unsigned before = 0;
    for (int64_t e = 0; e < d; ++e)
      before += resultType.getShape()[size_t(e)] == kDynamic;
    sizes.push_back(ExpandShapeOp::wrap(op).operands<"output_shape">()[before]);
  }
  return sizes;
}

/// The sizes of group `group` of an expand_shape: the result's static
/// sizes, and the dynamic one (when one) as the source size divided by
/// the others' product.
llvm::SmallVector<OpFoldResult, 4>
expandedSizes(PatternRewriter &rewriter, Operation *op,
              llvm::ArrayRef<OpFoldResult> origSizes, unsigned group) {
  Context &ctx = rewriter.getContext();
  auto resultType = llvm::cast<MemRefType>(op->getResult(0).getType());
  llvm::SmallVector<int64_t, 4> dims = reassociationGroups(
      ExpandShapeOp::wrap(op).property<"reassociation">())[group];
  if (dynamicCount(resultType, dims) > 1)
    return givenSizes(op, dims);
  llvm::SmallVector<OpFoldResult, 4> sizes(dims.size());
  int64_t product = 1;
  std::optional<unsigned> dynamicAt;
  for (unsigned i = 0; i < dims.size(); ++i) {
    int64_t size = resultType.getShape()[size_t(dims[i])];
    if (size == kDynamic) {
      dynamicAt = i;
      continue;
    }
    product *= size;
    sizes[i] = indexAttr(ctx, size);
  }
  if (dynamicAt) {
    AffineExpr s0 = AffineExpr::getSymbol(ctx, 0);
    sizes[*dynamicAt] =
        apply(rewriter, op->getLoc(),
              AffineExpr::getBinary(AffineExprKind::FloorDiv, s0,
                                    AffineExpr::getConstant(ctx, product)),
              1, {origSizes[group]});
  }
  return sizes;
}

/// The strides of group `group` of an expand_shape: the source stride
/// times the product of the sizes inside it.
llvm::SmallVector<OpFoldResult, 4>
expandedStrides(PatternRewriter &rewriter, Operation *op,
                llvm::ArrayRef<OpFoldResult> origSizes,
                llvm::ArrayRef<OpFoldResult> origStrides, unsigned group) {
  Context &ctx = rewriter.getContext();
  Location loc = op->getLoc();
  auto resultType = llvm::cast<MemRefType>(op->getResult(0).getType());
  llvm::SmallVector<int64_t, 4> dims = reassociationGroups(
      ExpandShapeOp::wrap(op).property<"reassociation">())[group];
  size_t groupSize = dims.size();
  if (dynamicCount(resultType, dims) > 1) {
    // Inner to outer: each stride the next one times the next size.
    llvm::SmallVector<int64_t, 4> sourceStrides;
    int64_t sourceOffset = 0;
    stridesAndOffset(ExpandShapeOp::wrap(op).operand<"src">().getType(),
                     sourceStrides, sourceOffset);
    OpFoldResult stride =
        sourceStrides[group] == kDynamic
            ? origStrides[group]
            : OpFoldResult(indexAttr(ctx, sourceStrides[group]));
    llvm::SmallVector<OpFoldResult, 4> sizes = givenSizes(op, dims);
    llvm::SmallVector<OpFoldResult, 4> strides(groupSize);
    AffineExpr s0 = AffineExpr::getSymbol(ctx, 0);
    AffineExpr s1 = AffineExpr::getSymbol(ctx, 1);
    for (size_t i = groupSize; i-- > 0;) {
      strides[i] = stride;
      if (i > 0)
        stride = apply(rewriter, loc, s0 * s1, 2, {stride, sizes[i]});
    }
    return strides;
  }
  std::optional<size_t> dynamicAt;
  int64_t current = 1;
  llvm::SmallVector<int64_t, 4> base(groupSize);
  for (size_t i = groupSize; i-- > 0;) {
    base[i] = current;
    int64_t size = resultType.getShape()[size_t(dims[i])];
    if (size == kDynamic) {
      dynamicAt = i;
      continue;
    }
    current *= size;
  }
  llvm::SmallVector<int64_t, 4> sourceStrides;
  int64_t sourceOffset = 0;
  stridesAndOffset(ExpandShapeOp::wrap(op).operand<"src">().getType(),
                   sourceStrides, sourceOffset);
  OpFoldResult origStride =
      sourceStrides[group] == kDynamic
          ? origStrides[group]
          : OpFoldResult(indexAttr(ctx, sourceStrides[group]));
  llvm::SmallVector<OpFoldResult, 4> strides(groupSize);
  size_t done = 0;
  AffineExpr s0 = AffineExpr::getSymbol(ctx, 0);
  AffineExpr s1 = AffineExpr::getSymbol(ctx, 1);
  if (dynamicAt) {
    for (; done < *dynamicAt; ++done)
      strides[done] =
          apply(rewriter, loc,
                AffineExpr::getBinary(AffineExprKind::FloorDiv, s0 * base[done],
                                      AffineExpr::getConstant(ctx, current)) *
                    s1,
                2, {origSizes[group], origStride});
  }
  for (; done < groupSize; ++done)
    strides[done] = apply(rewriter, loc, s0 * base[done], 1, {origStride});
  return strides;
}

/// The size of group `group` of a collapse_shape: static, or the product
/// of the source sizes.
llvm::SmallVector<OpFoldResult, 4>
collapsedSize(PatternRewriter &rewriter, Operation *op,
              llvm::ArrayRef<OpFoldResult> origSizes, unsigned group) {
  Context &ctx = rewriter.getContext();
  auto resultType = llvm::cast<MemRefType>(op->getResult(0).getType());
  int64_t size = resultType.getShape()[group];
  if (size != kDynamic)
    return {indexAttr(ctx, size)};
  auto sourceType = llvm::cast<MemRefType>(
      CollapseShapeOp::wrap(op).operand<"src">().getType());
  llvm::SmallVector<int64_t, 4> dims = reassociationGroups(
      CollapseShapeOp::wrap(op).property<"reassociation">())[group];
  AffineExpr product = AffineExpr::getConstant(ctx, 1);
  llvm::SmallVector<OpFoldResult, 4> inputs;
  for (unsigned i = 0; i < dims.size(); ++i) {
    product = product * AffineExpr::getSymbol(ctx, i);
    int64_t sourceSize = sourceType.getShape()[size_t(dims[i])];
    inputs.push_back(sourceSize == kDynamic
                         ? origSizes[size_t(dims[i])]
                         : OpFoldResult(indexAttr(ctx, sourceSize)));
  }
  return {
      apply(rewriter, op->getLoc(), product, unsigned(dims.size()), inputs)};
}

/// The stride of group `group` of a collapse_shape: its innermost
/// dimension's that is not of size 1.
llvm::SmallVector<OpFoldResult, 4>
collapsedStride(PatternRewriter &rewriter, Operation *op,
                llvm::ArrayRef<OpFoldResult>,
                llvm::ArrayRef<OpFoldResult> origStrides, unsigned group) {
  Context &ctx = rewriter.getContext();
  auto sourceType = llvm::cast<MemRefType>(
      CollapseShapeOp::wrap(op).operand<"src">().getType());
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  stridesAndOffset(sourceType, strides, offset);
  llvm::SmallVector<int64_t, 4> dims = reassociationGroups(
      CollapseShapeOp::wrap(op).property<"reassociation">())[group];
  OpFoldResult last;
  for (int64_t dim : dims) {
    if (sourceType.getShape()[size_t(dim)] == 1)
      continue;
    last = strides[size_t(dim)] == kDynamic
               ? origStrides[size_t(dim)]
               : OpFoldResult(indexAttr(ctx, strides[size_t(dim)]));
  }
  if (last)
    return {last};
  // 1x1x...x1: the stride means nothing, the type decides.
  llvm::SmallVector<int64_t, 4> collapsedStrides;
  int64_t collapsedOffset = 0;
  stridesAndOffset(op->getResult(0).getType(), collapsedStrides,
                   collapsedOffset);
  if (collapsedStrides[group] != kDynamic)
    return {indexAttr(ctx, collapsedStrides[group])};
  for (int64_t dim : dims)
    if (strides[size_t(dim)] == kDynamic)
      return {origStrides[size_t(dim)]};
  return {indexAttr(ctx, 1)};
}

/// What an expand_shape or collapse_shape reshapes, and its groups.
Value reshapeSource(Operation *reshape) {
  if (auto expand = llvm::dyn_cast<ExpandShapeOp>(reshape))
    return expand.operand<"src">();
  return CollapseShapeOp::wrap(reshape).operand<"src">();
}
Attribute reshapeReassociation(Operation *reshape) {
  if (auto expand = llvm::dyn_cast<ExpandShapeOp>(reshape))
    return expand.property<"reassociation">();
  return CollapseShapeOp::wrap(reshape).property<"reassociation">();
}

StridedMetadata resolveReshape(PatternRewriter &rewriter, Operation *reshape,
                               SizesFn sizesOf, StridesFn stridesOf) {
  Context &ctx = rewriter.getContext();
  Location loc = reshape->getLoc();
  Value source = reshapeSource(reshape);
  auto sourceType = llvm::cast<MemRefType>(source.getType());
  auto resultType = llvm::cast<MemRefType>(reshape->getResult(0).getType());
  ExtractStridedMetadataOp metadata = extractMetadata(rewriter, loc, source);
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  stridesAndOffset(sourceType, strides, offset);
  OpFoldResult offsetOfr = offset == kDynamic
                               ? OpFoldResult(metadata.result<"offset">())
                               : OpFoldResult(indexAttr(ctx, offset));
  StridedMetadata result{metadata.result<"base_buffer">(), offsetOfr, {}, {}};
  if (sourceType.getShape().empty()) {
    result.sizes.assign(resultType.getShape().size(), indexAttr(ctx, 1));
    result.strides.assign(resultType.getShape().size(), indexAttr(ctx, 1));
    return result;
  }
  llvm::SmallVector<OpFoldResult, 4> origSizes, origStrides;
  for (Value v : metadata.results<"sizes">())
    origSizes.push_back(v);
  for (Value v : metadata.results<"strides">())
    origStrides.push_back(v);
  size_t groups = reassociationGroups(reshapeReassociation(reshape)).size();
  for (unsigned group = 0; group < groups; ++group) {
    llvm::SmallVector<OpFoldResult, 4> sizes =
        sizesOf(rewriter, reshape, origSizes, group);
    llvm::SmallVector<OpFoldResult, 4> groupStrides =
        stridesOf(rewriter, reshape, origSizes, origStrides, group);
    result.sizes.append(sizes.begin(), sizes.end());
    result.strides.append(groupStrides.begin(), groupStrides.end());
  }
  return result;
}

//===-- Patterns ----------------------------------------------------------===//

/// Replaces an extract_strided_metadata by `metadata`'s values.
void replaceMetadata(PatternRewriter &rewriter, Operation *op,
                     const StridedMetadata &metadata, Location loc) {
  llvm::SmallVector<Value, 8> results = {
      metadata.base, valueOf(rewriter, loc, metadata.offset)};
  for (const OpFoldResult &size : metadata.sizes)
    results.push_back(valueOf(rewriter, loc, size));
  for (const OpFoldResult &stride : metadata.strides)
    results.push_back(valueOf(rewriter, loc, stride));
  rewriter.replaceOp(op, results);
}

LogicalResult foldSubview(SubViewOp subview, PatternRewriter &rewriter) {
  StridedMetadata metadata = resolveSubview(rewriter, subview);
  Value cast = reinterpretCast(
      rewriter, subview->getLoc(), subview->getResult(0).getType(),
      metadata.base, metadata.offset, metadata.sizes, metadata.strides);
  rewriter.replaceOp(subview, {cast});
  return success();
}

template <SizesFn sizesOf, StridesFn stridesOf>
LogicalResult foldReshape(Operation *reshape, PatternRewriter &rewriter) {
  StridedMetadata metadata =
      resolveReshape(rewriter, reshape, sizesOf, stridesOf);
  Value cast = reinterpretCast(
      rewriter, reshape->getLoc(), reshape->getResult(0).getType(),
      metadata.base, metadata.offset, metadata.sizes, metadata.strides);
  rewriter.replaceOp(reshape, {cast});
  return success();
}

/// extract_strided_metadata of a view: the view resolved.
LogicalResult foldMetadataOfView(ExtractStridedMetadataOp op,
                                 PatternRewriter &rewriter) {
  Operation *def = op.operand<"source">().getDefiningOp();
  if (auto subview = llvm::dyn_cast_if_present<SubViewOp>(def)) {
    replaceMetadata(rewriter, op, resolveSubview(rewriter, subview),
                    subview->getLoc());
    return success();
  }
  if (llvm::isa_and_present<CollapseShapeOp>(def)) {
    replaceMetadata(
        rewriter, op,
        resolveReshape(rewriter, def, collapsedSize, collapsedStride),
        def->getLoc());
    return success();
  }
  if (llvm::isa_and_present<ExpandShapeOp>(def)) {
    replaceMetadata(
        rewriter, op,
        resolveReshape(rewriter, def, expandedSizes, expandedStrides),
        def->getLoc());
    return success();
  }
  return failure();
}

/// extract_strided_metadata of an alloc, alloca or get_global (identity
/// layout): the buffer itself as base, offset 0, its sizes, row-major
/// strides.
LogicalResult foldMetadataOfAllocation(ExtractStridedMetadataOp op,
                                       PatternRewriter &rewriter) {
  Operation *def = op.operand<"source">().getDefiningOp();
  bool isAlloc = llvm::isa_and_present<AllocOp, AllocaOp>(def);
  bool isGlobal = llvm::isa_and_present<GetGlobalOp>(def);
  if (!isAlloc && !isGlobal)
    return failure();
  auto type = llvm::cast<MemRefType>(def->getResult(0).getType());
  if (!hasIdentityLayout(type))
    return rewriter.notifyMatchFailure(op, "not a normalized allocation");
  Context &ctx = rewriter.getContext();
  Location loc = op->getLoc();
  size_t rank = type.getShape().size();
  llvm::SmallVector<OpFoldResult, 4> sizes;
  llvm::SmallVector<OpFoldResult, 4> strides(rank, indexAttr(ctx, 1));
  if (isAlloc) {
    OperandRange dynamic = def->getOperands();
    size_t next = 0;
    for (int64_t size : type.getShape())
      sizes.push_back(size == kDynamic ? OpFoldResult(Value(dynamic[next++]))
                                       : OpFoldResult(indexAttr(ctx, size)));
    AffineExpr expr = AffineExpr::getConstant(ctx, 1);
    unsigned symbols = 0;
    for (int64_t i = int64_t(rank) - 2; i >= 0; --i) {
      expr = expr * AffineExpr::getSymbol(ctx, symbols++);
      strides[size_t(i)] = apply(
          rewriter, loc, expr, symbols,
          llvm::ArrayRef<OpFoldResult>(sizes).slice(size_t(i) + 1, symbols));
    }
  } else {
    for (int64_t size : type.getShape())
      sizes.push_back(indexAttr(ctx, size));
    int64_t running = 1;
    for (size_t i = rank; i-- > 0;) {
      strides[i] = indexAttr(ctx, running);
      running *= type.getShape()[i];
    }
  }
  Value base;
  Value baseBuffer = op.result<"base_buffer">();
  if (!isAlloc || !baseBuffer.use_empty()) {
    if (def->getResult(0).getType() == baseBuffer.getType())
      base = def->getResult(0);
    else
      base = reinterpretCast(rewriter, loc, baseBuffer.getType(),
                             def->getResult(0), indexAttr(ctx, 0), {}, {});
  }
  llvm::SmallVector<Value, 8> results = {
      base, valueOf(rewriter, loc, indexAttr(ctx, 0))};
  for (const OpFoldResult &size : sizes)
    results.push_back(valueOf(rewriter, loc, size));
  for (const OpFoldResult &stride : strides)
    results.push_back(valueOf(rewriter, loc, stride));
  rewriter.replaceOp(op, results);
  return success();
}

/// extract_aligned_pointer_as_index of a subview or reinterpret_cast: of
/// what it views. (mlir-opt 22 leaves the other views alone: casts,
/// reshapes, transposes, view and memory_space_cast keep theirs.)
/// What a subview or reinterpret_cast views.
Value viewSource(Operation *view) {
  if (auto subview = llvm::dyn_cast<SubViewOp>(view))
    return subview.operand<"source">();
  return ReinterpretCastOp::wrap(view).operand<"source">();
}

LogicalResult foldAlignedPointerOfView(ExtractAlignedPointerAsIndexOp op,
                                       PatternRewriter &rewriter) {
  Operation *def = op.operand<"source">().getDefiningOp();
  if (!llvm::isa_and_present<SubViewOp, ReinterpretCastOp>(def))
    return rewriter.notifyMatchFailure(op, "not a view");
  rewriter.modifyOpInPlace(
      op, [&] { op.operandUse<"source">().set(viewSource(def)); });
  return success();
}

/// extract_strided_metadata of a reinterpret_cast: the cast's metadata, the
/// base of its source's.
LogicalResult foldMetadataOfReinterpretCast(ExtractStridedMetadataOp op,
                                            PatternRewriter &rewriter) {
  auto cast = llvm::dyn_cast_if_present<ReinterpretCastOp>(
      op.operand<"source">().getDefiningOp());
  if (!cast)
    return failure();
  Value source = cast.operand<"source">();
  if (!llvm::isa<MemRefType>(source.getType()) ||
      !isStrided(llvm::cast<MemRefType>(source.getType())))
    return rewriter.notifyMatchFailure(op, "source type is incompatible");
  Location loc = op->getLoc();
  ExtractStridedMetadataOp metadata = extractMetadata(rewriter, loc, source);
  StridedMetadata result{
      metadata.result<"base_buffer">(),
      getMixedValues(cast.property<"static_offsets">(),
                     cast.operands<"offsets">())[0],
      getMixedValues(cast.property<"static_sizes">(), cast.operands<"sizes">()),
      getMixedValues(cast.property<"static_strides">(),
                     cast.operands<"strides">())};
  replaceMetadata(rewriter, op, result, loc);
  return success();
}

/// extract_strided_metadata of a memref.cast: its source's, with what the
/// cast's type knows statically.
LogicalResult foldMetadataOfCast(ExtractStridedMetadataOp op,
                                 PatternRewriter &rewriter) {
  Value castResult = op.operand<"source">();
  auto cast = llvm::dyn_cast_if_present<CastOp>(castResult.getDefiningOp());
  if (!cast)
    return failure();
  Value source = cast.operand<"source">();
  if (!llvm::isa<MemRefType>(source.getType()) ||
      !isStrided(llvm::cast<MemRefType>(source.getType())))
    return rewriter.notifyMatchFailure(op, "source type is incompatible");
  Context &ctx = rewriter.getContext();
  Location loc = op->getLoc();
  auto type = llvm::cast<MemRefType>(castResult.getType());
  ExtractStridedMetadataOp metadata = extractMetadata(rewriter, loc, source);
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  stridesAndOffset(type, strides, offset);
  auto known = [&](int64_t constant, Value value) {
    return constant != kDynamic ? OpFoldResult(indexAttr(ctx, constant))
                                : OpFoldResult(value);
  };
  StridedMetadata result{metadata.result<"base_buffer">(),
                         known(offset, metadata.result<"offset">()),
                         {},
                         {}};
  for (size_t i = 0; i < type.getShape().size(); ++i) {
    result.sizes.push_back(
        known(type.getShape()[i], metadata.results<"sizes">()[i]));
    result.strides.push_back(
        known(strides[i], metadata.results<"strides">()[i]));
  }
  replaceMetadata(rewriter, op, result, loc);
  return success();
}

/// extract_strided_metadata of another's base buffer: that base, offset 0.
LogicalResult foldMetadataOfMetadata(ExtractStridedMetadataOp op,
                                     PatternRewriter &rewriter) {
  auto inner = llvm::dyn_cast_if_present<ExtractStridedMetadataOp>(
      op.operand<"source">().getDefiningOp());
  if (!inner)
    return failure();
  Context &ctx = rewriter.getContext();
  rewriter.replaceOp(op, {inner.result<"base_buffer">(),
                          valueOf(rewriter, op->getLoc(), indexAttr(ctx, 0))});
  return success();
}

class ExpandStridedMetadataPass
    : public GreedyPatternPass<ExpandStridedMetadataPass> {
public:
  ExpandStridedMetadataPass()
      : GreedyPatternPass("expand-strided-metadata",
                          "ExpandStridedMetadataPass") {}

protected:
  void populatePatterns(RewritePatternSet &patterns) const override {
    patterns.add<SubViewOp>("SubviewFolder", foldSubview);
    patterns.add<ExpandShapeOp>("ReshapeFolder<ExpandShapeOp>",
                                foldReshape<expandedSizes, expandedStrides>);
    patterns.add<CollapseShapeOp>("ReshapeFolder<CollapseShapeOp>",
                                  foldReshape<collapsedSize, collapsedStride>);
    patterns.add<ExtractStridedMetadataOp>(
        "ExtractStridedMetadataOpAllocFolder", foldMetadataOfAllocation);
    patterns.add<ExtractStridedMetadataOp>("ExtractStridedMetadataOpViewFolder",
                                           foldMetadataOfView);
    patterns.add<ExtractAlignedPointerAsIndexOp>(
        "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
        foldAlignedPointerOfView);
    patterns.add<ExtractStridedMetadataOp>(
        "ExtractStridedMetadataOpReinterpretCastFolder",
        foldMetadataOfReinterpretCast);
    patterns.add<ExtractStridedMetadataOp>("ExtractStridedMetadataOpCastFolder",
                                           foldMetadataOfCast);
    patterns.add<ExtractStridedMetadataOp>(
        "ExtractStridedMetadataOpExtractStridedMetadataFolder",
        foldMetadataOfMetadata);
  }
};
} // namespace

void terrace::registerMemRefPasses() {
#define PASS(argument, summary, factory)                                       \
  registerPass({argument, summary, factory});
#include "dialects/memref/transforms/Passes.def"
}

std::unique_ptr<Pass> terrace::createExpandStridedMetadataPass() {
  return std::make_unique<ExpandStridedMetadataPass>();
}

//===- TensorPadCanonicalize.cpp - Patterns of tensor.pad -----------------===//
//
// MLIR 22's canonicalization patterns of tensor.pad, in its order: zero
// padding dropped, casts on either side folded in, two pads of disjoint
// dimensions joined, constant padding amounts made static, and a pad of a
// pad by the same value made one.
//
//===----------------------------------------------------------------------===//
#include "dialects/affine/AffineComposition.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorInternal.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/SmallBitVector.h"

using namespace terrace;
using namespace terrace::tensor;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

static MixedList lowOf(PadOp pad) {
  return MixedList(pad.property<"static_low">(), pad.operands<"low">());
}
static MixedList highOf(PadOp pad) {
  return MixedList(pad.property<"static_high">(), pad.operands<"high">());
}
static RankedTensorType rankedType(Value value) {
  return llvm::cast<RankedTensorType>(value.getType());
}

Value tensor::constantPaddingValue(PadOp pad) {
  Block &body = pad.region<"region">().front();
  Value value = YieldOp::wrap(body.getTerminator()).operand<"value">();
  if (getConstantValue(value))
    return value;
  if (value.getParentBlock() == &body)
    return Value();
  return value;
}

Operation *tensor::createPadOfValue(PatternRewriter &rewriter, Location loc,
                                    Type type, Value source,
                                    llvm::ArrayRef<OpFoldResult> low,
                                    llvm::ArrayRef<OpFoldResult> high,
                                    Value value, bool nofold) {
  Context &ctx = rewriter.getContext();
  auto split = [](llvm::ArrayRef<OpFoldResult> list,
                  llvm::SmallVectorImpl<int64_t> &statics,
                  llvm::SmallVectorImpl<Value> &dynamic) {
    for (const OpFoldResult &entry : list) {
      statics.push_back(entry.value
                            ? kDynamic
                            : llvm::cast<IntegerAttr>(entry.attr).getInt());
      if (entry.value)
        dynamic.push_back(entry.value);
    }
  };
  llvm::SmallVector<int64_t, 6> staticLow, staticHigh;
  llvm::SmallVector<Value, 4> lowValues, highValues;
  split(low, staticLow, lowValues);
  split(high, staticHigh, highValues);
  Operation *pad = create<PadOp>(
      rewriter, loc, with<"source">(source),
      with<"low">(llvm::ArrayRef(lowValues)),
      with<"high">(llvm::ArrayRef(highValues)),
      with<"static_low">(DenseArrayAttr::get(ctx, llvm::ArrayRef(staticLow))),
      with<"static_high">(DenseArrayAttr::get(ctx, llvm::ArrayRef(staticHigh))),
      with<"result">(type));
  if (nofold)
    pad->setAttr("nofold", UnitAttr::get(ctx));
  int64_t rank = llvm::cast<RankedTensorType>(source.getType()).getRank();
  llvm::SmallVector<Type, 4> argTypes(size_t(rank), IndexType::get(ctx));
  llvm::SmallVector<Location, 4> argLocs(size_t(rank), loc);
  Region &body = pad->getRegion(0);
  rewriter.createBlock(&body, body.end(), argTypes, argLocs);
  create<YieldOp>(rewriter, loc, with<"value">(value));
  rewriter.setInsertionPointAfter(pad);
  return pad;
}

Value tensor::createEmpty(PatternRewriter &rewriter, Location loc,
                          llvm::ArrayRef<OpFoldResult> sizes, Type elementType,
                          Attribute encoding) {
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<Value, 4> dynamic;
  for (const OpFoldResult &size : sizes) {
    shape.push_back(size.value ? kDynamic
                               : llvm::cast<IntegerAttr>(size.attr).getInt());
    if (size.value)
      dynamic.push_back(size.value);
  }
  Type type = RankedTensorType::get(shape, elementType, encoding);
  return create<EmptyOp>(rewriter, loc, with<"dynamicSizes">(dynamic),
                         with<"result">(type))
      .result<"result">();
}

OpFoldResult tensor::reifyPadSize(PatternRewriter &rewriter, Location loc,
                                  Operation *pad, int64_t dim) {
  Context &ctx = rewriter.getContext();
  auto type = llvm::cast<RankedTensorType>(pad->getResult(0).getType());
  int64_t size = type.getShape()[size_t(dim)];
  if (size != kDynamic)
    return IntegerAttr::get(IndexType::get(ctx), size);
  auto padOp = llvm::cast<PadOp>(pad);
  OpFoldResult sourceSize =
      getMixedSize(rewriter, loc, padOp.operand<"source">(), dim);
  AffineMapAttr sum = AffineMapAttr::get(ctx, 3, 0,
                                         {AffineExpr::getDim(ctx, 0) +
                                          AffineExpr::getDim(ctx, 1) +
                                          AffineExpr::getDim(ctx, 2)});
  return affine::makeComposedFoldedAffineApply(
      rewriter, loc, sum,
      {sourceSize,
       getMixedValues(padOp.property<"static_low">(),
                      padOp.operands<"low">())[size_t(dim)],
       getMixedValues(padOp.property<"static_high">(),
                      padOp.operands<"high">())[size_t(dim)]});
}

/// The dimensions a pad pads: a low or high amount not known to be 0.
static llvm::SmallBitVector paddedDims(PadOp pad) {
  MixedList low = lowOf(pad), high = highOf(pad);
  low.foldConstants(false, false);
  high.foldConstants(false, false);
  llvm::SmallBitVector dims(low.constants.size());
  for (const MixedList *list : {&low, &high})
    for (size_t i = 0; i < list->constants.size(); ++i)
      if (list->constants[i] != 0)
        dims.set(i);
  return dims;
}

/// MLIR's PadOp::inferResultType: the padded sizes where the source size
/// and both amounts are known, else `resultShape`'s (dynamic when empty).
static RankedTensorType inferPaddedType(RankedTensorType source,
                                        llvm::ArrayRef<int64_t> low,
                                        llvm::ArrayRef<int64_t> high,
                                        llvm::ArrayRef<int64_t> resultShape) {
  llvm::SmallVector<int64_t, 4> shape;
  for (size_t i = 0; i < low.size(); ++i) {
    int64_t size = source.getShape()[i];
    if (size == kDynamic || low[i] == kDynamic || high[i] == kDynamic)
      shape.push_back(resultShape.empty() ? kDynamic : resultShape[i]);
    else
      shape.push_back(size + low[i] + high[i]);
  }
  return RankedTensorType::get(shape, source.getElementType(), Attribute());
}

/// A new pad like `like` (nofold, discardable attributes) of `source` by
/// these amounts, with an empty body, at the rewriter's insertion point.
static PadOp createPad(PatternRewriter &rewriter, PadOp like, Type type,
                       Value source, const MixedList &low,
                       const MixedList &high) {
  Context &ctx = rewriter.getContext();
  Operation *pad =
      create<PadOp>(rewriter, like->getLoc(), with<"source">(source),
                    with<"low">(low.dynamic()), with<"high">(high.dynamic()),
                    with<"static_low">(low.attr(ctx)),
                    with<"static_high">(high.attr(ctx)), with<"result">(type));
  if (like->getInherentAttr("nofold"))
    pad->setAttr("nofold", UnitAttr::get(ctx));
  pad->setAttrs(like->getAttrDictionary());
  return PadOp::wrap(pad);
}

/// Gives `pad` a copy of `from`'s body (MLIR's Region::cloneInto).
static void cloneBody(PatternRewriter &rewriter, PadOp from, PadOp pad) {
  Operation *copy = from->clone();
  Region &target = pad.region<"region">();
  rewriter.inlineRegionBefore(copy->getRegion(0), target, target.end());
  copy->erase();
}

/// Moves `from`'s body to `pad`.
static void moveBody(PatternRewriter &rewriter, PadOp from, PadOp pad) {
  Region &target = pad.region<"region">();
  rewriter.inlineRegionBefore(from.region<"region">(), target, target.end());
}

/// A pad by constant zeros everywhere (not nofold) is a cast.
static LogicalResult foldStaticZeroPadding(PadOp op,
                                           PatternRewriter &rewriter) {
  if (op->getInherentAttr("nofold") || paddedDims(op).any())
    return failure();
  rewriter.setInsertionPoint(op);
  rewriter.replaceOp(op, createCast(rewriter, op->getLoc(),
                                    op->getResult(0).getType(),
                                    op.operand<"source">()));
  return success();
}

/// A pad of a cast that only forgot sizes pads the cast's source (MLIR's
/// FoldSourceTensorCast). When the sizes it knows change the result type,
/// a pad of that type comes first, cast back; the next round takes the
/// cast's source.
static LogicalResult foldSourceTensorCast(PadOp op, PatternRewriter &rewriter) {
  Value source = op.operand<"source">();
  Value castSource = foldableCastSource(source);
  if (!castSource)
    return failure();
  RankedTensorType resultType = rankedType(op.result<"result">());
  MixedList low = lowOf(op), high = highOf(op);
  RankedTensorType newType =
      inferPaddedType(rankedType(castSource), low.constants, high.constants,
                      resultType.getShape());
  if (newType == resultType) {
    rewriter.modifyOpInPlace(
        op, [&] { op.operandUse<"source">().set(castSource); });
    return success();
  }
  rewriter.setInsertionPoint(op);
  PadOp pad = createPad(rewriter, op, newType, source, low, high);
  cloneBody(rewriter, op, pad);
  rewriter.replaceOp(op, createCast(rewriter, op->getLoc(), resultType,
                                    pad.result<"result">()));
  return success();
}

/// A pad whose one use is a cast that knows more sizes is a pad of the
/// cast's type (MLIR's FoldTargetTensorCast).
static LogicalResult foldTargetTensorCast(PadOp op, PatternRewriter &rewriter) {
  Value result = op.result<"result">();
  if (!result.hasOneUse())
    return failure();
  auto cast = llvm::dyn_cast<CastOp>(result.getFirstUse()->getOwner());
  if (!cast)
    return failure();
  Type castType = cast.result<"dest">().getType();
  if (!preservesStaticInformation(result.getType(), castType))
    return failure();
  rewriter.setInsertionPoint(op);
  PadOp pad = createPad(rewriter, op, castType, op.operand<"source">(),
                        lowOf(op), highOf(op));
  moveBody(rewriter, op, pad);
  rewriter.replaceOp(op, pad->getResults());
  rewriter.replaceOp(cast, pad->getResults());
  return success();
}

/// Whether every stride of a slice is the constant 1.
static bool hasUnitStrides(ExtractSliceOp slice) {
  MixedList strides(slice.property<"static_strides">(),
                    slice.operands<"strides">());
  strides.foldConstants(false, false);
  return llvm::all_of(strides.constants, [](int64_t s) { return s == 1; });
}

/// pad(extract_slice(pad(extract_slice(x)))) where the two pads pad
/// different dimensions, at the high end only, with one constant: one
/// slice of x and one pad (MLIR's FoldOrthogonalPaddings).
static LogicalResult foldOrthogonalPaddings(PadOp op,
                                            PatternRewriter &rewriter) {
  auto innerSlice = llvm::dyn_cast_if_present<ExtractSliceOp>(
      op.operand<"source">().getDefiningOp());
  if (!innerSlice)
    return failure();
  auto outerPad = llvm::dyn_cast_if_present<PadOp>(
      innerSlice.operand<"source">().getDefiningOp());
  if (!outerPad || outerPad->getInherentAttr("nofold"))
    return failure();
  auto outerSlice = llvm::dyn_cast_if_present<ExtractSliceOp>(
      outerPad.operand<"source">().getDefiningOp());
  if (!outerSlice)
    return failure();
  int64_t rank = rankedType(op.operand<"source">()).getRank();
  if (rankedType(outerSlice.operand<"source">()).getRank() != rank)
    return failure();
  if (!hasUnitStrides(innerSlice) || !hasUnitStrides(outerSlice))
    return failure();
  for (PadOp pad : {op, outerPad}) {
    MixedList low = lowOf(pad);
    low.foldConstants(false, false);
    if (llvm::any_of(low.constants, [](int64_t c) { return c != 0; }))
      return failure();
  }
  Value padValue = constantPaddingValue(op);
  Value outerPadValue = constantPaddingValue(outerPad);
  if (!padValue || !outerPadValue)
    return failure();
  Attribute padConstant = getConstantValue(padValue);
  if (!padConstant || padConstant != getConstantValue(outerPadValue))
    return failure();
  llvm::SmallBitVector innerDims = paddedDims(op);
  llvm::SmallBitVector outerDims = paddedDims(outerPad);
  if (innerDims.anyCommon(outerDims))
    return failure();

  auto offsetsOf = [](ExtractSliceOp slice) {
    return MixedList(slice.property<"static_offsets">(),
                     slice.operands<"offsets">());
  };
  auto sizesOf = [](ExtractSliceOp slice) {
    return MixedList(slice.property<"static_sizes">(),
                     slice.operands<"sizes">());
  };
  MixedList innerOffsets = offsetsOf(innerSlice);
  MixedList outerOffsets = offsetsOf(outerSlice);
  MixedList offsets = innerOffsets;
  auto isZero = [](const MixedList &list, size_t i) {
    return list.constantAt(i) == 0;
  };
  for (int64_t i = 0; i < rank; ++i) {
    size_t d = size_t(i);
    if (!innerDims.test(d) && isZero(innerOffsets, d)) {
      offsets.constants[d] = outerOffsets.constants[d];
      offsets.values[d] = outerOffsets.values[d];
    } else if (!outerDims.test(d) && isZero(outerOffsets, d)) {
      continue; // the inner offset
    } else {
      return failure();
    }
  }
  MixedList innerSizes = sizesOf(innerSlice);
  MixedList outerSizes = sizesOf(outerSlice);
  MixedList sizes = innerSizes;
  llvm::ArrayRef<int64_t> innerSourceShape =
      rankedType(innerSlice.operand<"source">()).getShape();
  for (size_t d : outerDims.set_bits()) {
    std::optional<int64_t> size = innerSizes.constantAt(d);
    if (!size || innerSourceShape[d] == kDynamic ||
        *size != innerSourceShape[d])
      return failure();
    sizes.constants[d] = outerSizes.constants[d];
    sizes.values[d] = outerSizes.values[d];
  }
  MixedList high = highOf(op), outerHigh = highOf(outerPad);
  MixedList newHigh = high;
  for (int64_t i = 0; i < rank; ++i) {
    size_t d = size_t(i);
    const MixedList *from = innerDims.test(d)   ? &high
                            : outerDims.test(d) ? &outerHigh
                                                : nullptr;
    newHigh.constants[d] = from ? from->constants[d] : 0;
    newHigh.values[d] = from ? from->values[d] : Value();
  }

  Context &ctx = rewriter.getContext();
  rewriter.setInsertionPoint(op);
  auto sourceType = rankedType(outerSlice.operand<"source">());
  auto sliceType = RankedTensorType::get(
      sizes.constants, sourceType.getElementType(), sourceType.getEncoding());
  Operation *slice = create<ExtractSliceOp>(
      rewriter, op->getLoc(), with<"source">(outerSlice.operand<"source">()),
      with<"offsets">(offsets.dynamic()), with<"sizes">(sizes.dynamic()),
      with<"strides">(innerSlice.operands<"strides">()),
      with<"static_offsets">(offsets.attr(ctx)),
      with<"static_sizes">(sizes.attr(ctx)),
      with<"static_strides">(innerSlice.property<"static_strides">()),
      with<"result">(Type(sliceType)));
  PadOp pad = createPad(rewriter, op, op.result<"result">().getType(),
                        slice->getResult(0), lowOf(op), newHigh);
  moveBody(rewriter, op, pad);
  rewriter.replaceOp(op, pad->getResults());
  return success();
}

/// Constant padding amounts made static where that makes a result size
/// static, cast back (MLIR's FoldStaticPadding).
static LogicalResult foldStaticPadding(PadOp op, PatternRewriter &rewriter) {
  MixedList low = lowOf(op), high = highOf(op);
  low.foldConstants(false, false);
  high.foldConstants(false, false);
  RankedTensorType resultType = rankedType(op.result<"result">());
  llvm::ArrayRef<int64_t> sourceShape =
      rankedType(op.operand<"source">()).getShape();
  llvm::SmallVector<int64_t, 4> shape(resultType.getShape());
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] != kDynamic)
      continue;
    if (low.constants[i] == kDynamic || high.constants[i] == kDynamic ||
        sourceShape[i] == kDynamic)
      continue;
    shape[i] = sourceShape[i] + low.constants[i] + high.constants[i];
  }
  if (llvm::ArrayRef<int64_t>(shape) == resultType.getShape() ||
      llvm::all_of(shape, [](int64_t s) { return s == kDynamic; }))
    return failure();
  auto newType =
      RankedTensorType::get(shape, resultType.getElementType(), Attribute());
  rewriter.setInsertionPoint(op);
  PadOp pad =
      createPad(rewriter, op, newType, op.operand<"source">(), low, high);
  cloneBody(rewriter, op, pad);
  rewriter.replaceOp(op, createCast(rewriter, op->getLoc(), resultType,
                                    pad.result<"result">()));
  return success();
}

/// A pad of a pad by the same value is one pad by the sums (MLIR's
/// FoldConsecutiveConstantPadding), each a composed, folded affine.apply
/// (the high amounts first, as MLIR computes them).
static LogicalResult foldConsecutiveConstantPadding(PadOp op,
                                                    PatternRewriter &rewriter) {
  if (op->getInherentAttr("nofold"))
    return failure();
  auto producer =
      llvm::dyn_cast_if_present<PadOp>(op.operand<"source">().getDefiningOp());
  if (!producer || producer->getInherentAttr("nofold"))
    return failure();
  Value value = constantPaddingValue(op);
  if (!value || value != constantPaddingValue(producer))
    return failure();
  Context &ctx = rewriter.getContext();
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  AffineMapAttr sum = AffineMapAttr::get(
      ctx, 2, 0, {AffineExpr::getDim(ctx, 0) + AffineExpr::getDim(ctx, 1)});
  auto entry = [&](const MixedList &list, size_t i) {
    return list.values[i] ? OpFoldResult(list.values[i])
                          : OpFoldResult(IntegerAttr::get(IndexType::get(ctx),
                                                          list.constants[i]));
  };
  auto addPaddings = [&](const MixedList &consumer,
                         const MixedList &producerList) {
    MixedList sums;
    for (size_t i = 0; i < consumer.constants.size(); ++i) {
      OpFoldResult folded = affine::makeComposedFoldedAffineApply(
          rewriter, loc, sum, {entry(consumer, i), entry(producerList, i)});
      sums.values.push_back(folded.value);
      sums.constants.push_back(
          folded.value ? kDynamic
                       : llvm::cast<IntegerAttr>(folded.attr).getInt());
    }
    return sums;
  };
  MixedList high = addPaddings(highOf(op), highOf(producer));
  MixedList low = addPaddings(lowOf(op), lowOf(producer));
  PadOp pad = createPad(rewriter, op, op.result<"result">().getType(),
                        producer.operand<"source">(), low, high);
  moveBody(rewriter, op, pad);
  rewriter.replaceOp(op, pad->getResults());
  return success();
}

void tensor::padPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<PadOp>("FoldStaticZeroPadding", foldStaticZeroPadding);
  patterns.add<PadOp>("FoldSourceTensorCast", foldSourceTensorCast);
  patterns.add<PadOp>("FoldTargetTensorCast", foldTargetTensorCast);
  patterns.add<PadOp>("FoldOrthogonalPaddings", foldOrthogonalPaddings);
  patterns.add<PadOp>("FoldStaticPadding", foldStaticPadding);
  patterns.add<PadOp>("FoldConsecutiveConstantPadding",
                      foldConsecutiveConstantPadding);
}

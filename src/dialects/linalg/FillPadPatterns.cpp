//===- FillPadPatterns.cpp - linalg.fill's patterns on tensor.pad ---------===//
//
// MLIR 22's FoldFillWithPad (a pad of a fill with the fill's value is a
// fill of the padded shape) and FoldInsertPadIntoFill (a padded tensor
// inserted into a fill of the padding value is the unpadded tensor
// inserted further in). Dynamic sizes and offsets are computed with
// composed, folded affine.apply, as MLIR's reifyResultShapes and the
// pattern itself compute them.
//
//===----------------------------------------------------------------------===//
#include "dialects/affine/AffineComposition.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/linalg/LinalgCanonicalize.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/NamedOps.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// The fill that defines `value`, or null.
FillOp fillOf(Value value) {
  return llvm::dyn_cast_if_present<FillOp>(value.getDefiningOp());
}

/// pad(fill(v)) padded with v: a fill of v into an empty tensor of the
/// pad's shape, each dynamic size the source's plus the padding (MLIR's
/// PadOp::reifyResultShapes), cast back where that shape is more static.
LogicalResult foldFillWithPad(tensor::PadOp pad, PatternRewriter &rewriter) {
  FillOp fill = fillOf(pad.operand<"source">());
  if (!fill)
    return failure();
  Value padValue = tensor::constantPaddingValue(pad);
  if (!padValue || filledValue(fill) != padValue)
    return failure();
  Location loc = pad->getLoc();
  auto type = llvm::cast<RankedTensorType>(pad.result<"result">().getType());
  rewriter.setInsertionPoint(pad);
  llvm::SmallVector<OpFoldResult, 4> sizes;
  for (int64_t i = 0; i < type.getRank(); ++i)
    sizes.push_back(tensor::reifyPadSize(rewriter, loc, pad, i));
  Value empty = tensor::createEmpty(rewriter, loc, sizes, type.getElementType(),
                                    type.getEncoding());
  Operation *newFill = buildNamedOp(rewriter, fill->getLoc(), fill->getName(),
                                    ValueRange(padValue), ValueRange(empty));
  Value replacement = newFill->getResult(0);
  if (replacement.getType() != Type(type))
    replacement = create<tensor::CastOp>(rewriter, fill->getLoc(),
                                         with<"source">(replacement),
                                         with<"dest">(Type(type)))
                      .result<"dest">();
  rewriter.replaceOp(pad, {replacement});
  return success();
}

/// Whether two inserts (of the same rank) provably write disjoint boxes:
/// some dimension, static in both, where their ranges do not meet.
bool disjoint(tensor::InsertSliceOp a, tensor::InsertSliceOp b, int64_t rank) {
  auto entries = [](tensor::InsertSliceOp op) {
    return std::array{denseI64Values(op.property<"static_offsets">()),
                      denseI64Values(op.property<"static_sizes">()),
                      denseI64Values(op.property<"static_strides">())};
  };
  auto [aOff, aSize, aStride] = entries(a);
  auto [bOff, bSize, bStride] = entries(b);
  for (int64_t i = 0; i < rank; ++i) {
    auto d = size_t(i);
    if (llvm::is_contained(
            {aOff[d], aSize[d], aStride[d], bOff[d], bSize[d], bStride[d]},
            kDynamic))
      continue;
    int64_t aEnd = aOff[d] + (aSize[d] - 1) * aStride[d];
    int64_t bEnd = bOff[d] + (bSize[d] - 1) * bStride[d];
    if (aEnd < bOff[d] || bEnd < aOff[d])
      return true;
  }
  return false;
}

int64_t rankOf(Value v) {
  return llvm::cast<ShapedType>(v.getType()).getRank();
}

/// insert_slice(pad(x, v), ...fill(v)) where the inserts between them
/// write elsewhere: x inserted at the offsets plus the low padding.
LogicalResult foldInsertPadIntoFill(tensor::InsertSliceOp insert,
                                    PatternRewriter &rewriter) {
  auto pad = llvm::dyn_cast_if_present<tensor::PadOp>(
      insert.operand<"source">().getDefiningOp());
  if (!pad)
    return failure();
  int64_t rank = rankOf(insert.result<"result">());
  if (rank != rankOf(insert.operand<"source">()))
    return failure();
  Value firstDest = insert.operand<"dest">();
  while (auto prev = llvm::dyn_cast_if_present<tensor::InsertSliceOp>(
             firstDest.getDefiningOp())) {
    if (rankOf(prev.result<"result">()) != rankOf(prev.operand<"source">()))
      return failure();
    if (!disjoint(insert, prev, rank))
      break;
    firstDest = prev.operand<"dest">();
  }
  FillOp fill = fillOf(firstDest);
  Value padValue = tensor::constantPaddingValue(pad);
  if (!fill || !padValue || filledValue(fill) != padValue)
    return failure();
  Context &ctx = rewriter.getContext();
  Location loc = insert->getLoc();
  Value source = pad.operand<"source">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  llvm::SmallVector<OpFoldResult, 4> low =
      getMixedValues(pad.property<"static_low">(), pad.operands<"low">());
  llvm::SmallVector<OpFoldResult, 4> offsets = getMixedValues(
      insert.property<"static_offsets">(), insert.operands<"offsets">());
  rewriter.setInsertionPoint(insert);
  // Each offset moves by the low padding: s0 + s1, composed and folded.
  AffineMapAttr sum = AffineMapAttr::get(
      ctx, 0, 2,
      {AffineExpr::getSymbol(ctx, 0) + AffineExpr::getSymbol(ctx, 1)});
  llvm::SmallVector<int64_t, 4> newOffsets, sizes;
  llvm::SmallVector<Value, 4> dynamicOffsets, dynamicSizes;
  for (int64_t i = 0; i < rank; ++i) {
    auto d = size_t(i);
    OpFoldResult offset = affine::makeComposedFoldedAffineApply(
        rewriter, loc, sum, {low[d], offsets[d]});
    if (offset.value) {
      newOffsets.push_back(kDynamic);
      dynamicOffsets.push_back(offset.value);
    } else {
      newOffsets.push_back(llvm::cast<IntegerAttr>(offset.attr).getInt());
    }
  }
  for (int64_t i = 0; i < rank; ++i) {
    int64_t size = sourceType.getShape()[size_t(i)];
    sizes.push_back(size);
    if (size != kDynamic)
      continue;
    Type index = IndexType::get(ctx);
    Value dim = create<arith::ConstantOp>(
                    rewriter, loc, with<"value">(IntegerAttr::get(index, i)),
                    with<"result">(index))
                    .result<"result">();
    dynamicSizes.push_back(create<tensor::DimOp>(rewriter, loc,
                                                 with<"source">(source),
                                                 with<"index">(dim))
                               .result<"result">());
  }
  OperationState state(loc, insert->getName());
  state.operands.push_back(source);
  state.operands.push_back(insert.operand<"dest">());
  state.operands.append(dynamicOffsets.begin(), dynamicOffsets.end());
  state.operands.append(dynamicSizes.begin(), dynamicSizes.end());
  OperandRange strides = insert.operands<"strides">();
  state.operands.append(strides.begin(), strides.end());
  state.types.push_back(insert.result<"result">().getType());
  int32_t segments[] = {1, 1, int32_t(dynamicOffsets.size()),
                        int32_t(dynamicSizes.size()), int32_t(strides.size())};
  state.addAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                     DenseArrayAttr::get(ctx, llvm::ArrayRef(segments)));
  state.addAttribute(StringAttr::get(ctx, "static_offsets"),
                     DenseArrayAttr::get(ctx, llvm::ArrayRef(newOffsets)));
  state.addAttribute(StringAttr::get(ctx, "static_sizes"),
                     DenseArrayAttr::get(ctx, llvm::ArrayRef(sizes)));
  state.addAttribute(StringAttr::get(ctx, "static_strides"),
                     insert.property<"static_strides">());
  rewriter.replaceOp(insert, rewriter.create(state)->getResults());
  return success();
}

} // namespace

void linalg::addFillWithPadPattern(RewritePatternSet &patterns) {
  patterns.add<tensor::PadOp>("FoldFillWithPad", foldFillWithPad);
}

void linalg::addInsertPadIntoFillPattern(RewritePatternSet &patterns) {
  patterns.add<tensor::InsertSliceOp>("FoldInsertPadIntoFill",
                                      foldInsertPadIntoFill);
}

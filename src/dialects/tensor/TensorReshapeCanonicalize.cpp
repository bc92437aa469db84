//===- TensorReshapeCanonicalize.cpp - Patterns of expand/collapse_shape --===//
//
// MLIR 22's canonicalization patterns of tensor.expand_shape and
// tensor.collapse_shape: reshapes in one direction composed, an expand of
// a collapse (or a collapse of an expand) as one reshape where each
// group's sizes show how, constant output sizes made static through a
// cast, reshapes of splats and from_elements, collapses of casts.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithBuilders.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/ReshapeGroups.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorInternal.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Attributes.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"

#include <algorithm>

using namespace terrace;
using namespace terrace::tensor;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

/// expand(expand(x)) and collapse(collapse(x)) as one reshape (MLIR's
/// ComposeReassociativeReshapeOps).
template <typename ReshapeOp>
static LogicalResult composeReassociativeReshapeOps(ReshapeOp op,
                                                    PatternRewriter &rewriter) {
  auto producer = llvm::dyn_cast_if_present<ReshapeOp>(
      op.template operand<"src">().getDefiningOp());
  if (!producer)
    return failure();
  std::optional<Groups> composed =
      composeReshapeGroups(getReassociation(producer), getReassociation(op));
  if (!composed)
    return failure();
  rewriter.setInsertionPoint(op);
  OperationState state(op->getLoc(), op->getName());
  state.operands.push_back(producer.template operand<"src">());
  // The outer expand's output shape.
  for (Value size : op->getOperands().drop_front())
    state.operands.push_back(size);
  state.types.push_back(op->getResult(0).getType());
  state.addAttribute(StringAttr::get(rewriter.getContext(), "reassociation"),
                     reassociationAttr(rewriter.getContext(), *composed));
  if (Attribute shape = op->getInherentAttr("static_output_shape"))
    state.addAttribute(
        StringAttr::get(rewriter.getContext(), "static_output_shape"), shape);
  rewriter.replaceOpWithNew(op, state);
  return success();
}

/// A reshape of a static splat is a splat (MLIR's FoldReshapeWithSplat).
template <typename ReshapeOp>
static LogicalResult foldReshapeWithSplat(ReshapeOp op,
                                          PatternRewriter &rewriter) {
  auto splat = llvm::dyn_cast_if_present<SplatOp>(
      op.template operand<"src">().getDefiningOp());
  if (!splat ||
      !llvm::cast<ShapedType>(splat->getResult(0).getType()).hasStaticShape())
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *replacement = create<SplatOp>(
      rewriter, op->getLoc(), with<"input">(splat.template operand<"input">()),
      with<"aggregate">(op->getResult(0).getType()));
  rewriter.replaceOp(op, replacement->getResults());
  return success();
}

/// A static reshape of from_elements is from_elements (MLIR's
/// FoldReshapeWithFromElements).
template <typename ReshapeOp>
static LogicalResult foldReshapeWithFromElements(ReshapeOp op,
                                                 PatternRewriter &rewriter) {
  auto elements = llvm::dyn_cast_if_present<FromElementsOp>(
      op.template operand<"src">().getDefiningOp());
  if (!elements ||
      !llvm::cast<ShapedType>(op->getResult(0).getType()).hasStaticShape())
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *replacement = create<FromElementsOp>(
      rewriter, op->getLoc(), with<"elements">(elements->getOperands()),
      with<"result">(op->getResult(0).getType()));
  rewriter.replaceOp(op, replacement->getResults());
  return success();
}

/// collapse(cast(x)) collapses x, cast back where the type changes
/// (MLIR's FoldCollapseOfCastOp).
static LogicalResult foldCollapseOfCastOp(CollapseShapeOp op,
                                          PatternRewriter &rewriter) {
  Value source = foldableCastSource(op.operand<"src">());
  if (!source)
    return failure();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  auto type = RankedTensorType::get(
      collapsedShape(sourceType.getShape(), getReassociation(op)),
      sourceType.getElementType(), Attribute());
  if (type == op->getResult(0).getType()) {
    rewriter.modifyOpInPlace(op, [&] { op.operandUse<"src">().set(source); });
    return success();
  }
  rewriter.setInsertionPoint(op);
  OperationState state(op->getLoc(), op->getName());
  state.operands.push_back(source);
  state.types.push_back(type);
  state.addAttribute(StringAttr::get(rewriter.getContext(), "reassociation"),
                     op->getInherentAttr("reassociation"));
  replaceWithCastsBack(rewriter, op, rewriter.create(state));
  return success();
}

Operation *tensor::createCollapseShape(PatternRewriter &rewriter, Location loc,
                                       Type type, Value source,
                                       const Groups &groups) {
  Context &ctx = rewriter.getContext();
  OperationState state(loc, CollapseShapeOp::getOperationName(ctx));
  state.operands.push_back(source);
  state.types.push_back(type);
  state.addAttribute(StringAttr::get(ctx, "reassociation"),
                     reassociationAttr(ctx, groups));
  return rewriter.create(state);
}

Operation *tensor::createExpandShape(PatternRewriter &rewriter, Location loc,
                                     Type type, Value source,
                                     const Groups &groups,
                                     llvm::ArrayRef<OpFoldResult> outputShape) {
  Context &ctx = rewriter.getContext();
  OperationState state(loc, ExpandShapeOp::getOperationName(ctx));
  state.operands.push_back(source);
  llvm::SmallVector<int64_t, 6> statics;
  for (const OpFoldResult &size : outputShape) {
    if (size.value) {
      state.operands.push_back(size.value);
      statics.push_back(kDynamic);
    } else {
      statics.push_back(llvm::cast<IntegerAttr>(size.attr).getInt());
    }
  }
  state.types.push_back(type);
  state.addAttribute(StringAttr::get(ctx, "reassociation"),
                     reassociationAttr(ctx, groups));
  state.addAttribute(StringAttr::get(ctx, "static_output_shape"),
                     DenseArrayAttr::get(ctx, llvm::ArrayRef(statics)));
  return rewriter.create(state);
}

OpFoldResult tensor::getMixedSize(PatternRewriter &rewriter, Location loc,
                                  Value value, int64_t dim) {
  int64_t size =
      llvm::cast<RankedTensorType>(value.getType()).getShape()[size_t(dim)];
  if (size != kDynamic)
    return IntegerAttr::get(IndexType::get(rewriter.getContext()), size);
  return createDimOrFold(rewriter, loc, value, dim);
}

Value tensor::createDimOrFold(PatternRewriter &rewriter, Location loc,
                              Value value, int64_t dim) {
  Context &ctx = rewriter.getContext();
  Type indexType = IndexType::get(ctx);
  Value index =
      create<arith::ConstantOp>(rewriter, loc,
                                with<"value">(IntegerAttr::get(indexType, dim)),
                                with<"result">(indexType))
          .result<"result">();
  Operation *dimOp =
      create<DimOp>(rewriter, loc, with<"source">(value), with<"index">(index));
  // MLIR's createOrFold: a value the op folds to replaces it, a constant
  // is materialized (the size stays a value, as MLIR's does). A dim of a
  // cast first becomes a dim of the cast's source, which mlir-opt 22 folds
  // on to that source's static size at once (seen in its action log), so
  // in-place folds repeat (a few rounds: each takes one cast away, and a
  // chain of casts folds to one first).
  for (int round = 0; round < 4; ++round) {
    llvm::SmallVector<OpFoldResult, 1> folded;
    if (failed(foldOperation(dimOp, folded)))
      break;
    if (folded.empty())
      continue;
    if (folded.size() != 1)
      break;
    if (Value v = folded[0].value) {
      rewriter.eraseOp(dimOp);
      return v;
    }
    if (auto attr = llvm::dyn_cast_if_present<IntegerAttr>(folded[0].attr)) {
      rewriter.eraseOp(dimOp);
      return create<arith::ConstantOp>(rewriter, loc, with<"value">(attr),
                                       with<"result">(indexType))
          .result<"result">();
    }
    break;
  }
  return dimOp->getResult(0);
}

llvm::SmallVector<OpFoldResult, 4>
tensor::getMixedSizes(PatternRewriter &rewriter, Location loc, Value value) {
  llvm::SmallVector<OpFoldResult, 4> sizes;
  int64_t rank = llvm::cast<RankedTensorType>(value.getType()).getRank();
  for (int64_t d = 0; d < rank; ++d)
    sizes.push_back(getMixedSize(rewriter, loc, value, d));
  return sizes;
}

/// An expand_shape of `source` to `outputShape` at the insertion point.
static Operation *createExpand(PatternRewriter &rewriter, Location loc,
                               Type type, Value source, const Groups &groups,
                               const MixedList &outputShape) {
  Context &ctx = rewriter.getContext();
  llvm::SmallVector<OpFoldResult, 6> sizes;
  for (auto [constant, value] :
       llvm::zip(outputShape.constants, outputShape.values))
    sizes.push_back(
        value ? OpFoldResult(value)
              : OpFoldResult(IntegerAttr::get(IndexType::get(ctx), constant)));
  return createExpandShape(rewriter, loc, type, source, groups, sizes);
}

static MixedList outputShapeOf(ExpandShapeOp op) {
  return MixedList(op.property<"static_output_shape">(),
                   op.operands<"output_shape">());
}

/// expand(collapse(x)) as one collapse or one expand of x, when each
/// group's sizes show how (MLIR's ComposeExpandOfCollapseOp).
static LogicalResult composeExpandOfCollapseOp(ExpandShapeOp op,
                                               PatternRewriter &rewriter) {
  auto collapse = llvm::dyn_cast_if_present<CollapseShapeOp>(
      op.operand<"src">().getDefiningOp());
  if (!collapse)
    return failure();
  Value source = collapse.operand<"src">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  auto resultType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  if (sourceType.getRank() == resultType.getRank())
    return failure();
  Groups collapseGroups = getReassociation(collapse);
  Groups expandGroups = getReassociation(op);
  rewriter.setInsertionPoint(op);
  if (sourceType.getRank() > resultType.getRank()) {
    std::optional<Groups> composed =
        collapsingReassociation(collapseGroups, expandGroups,
                                sourceType.getShape(), resultType.getShape());
    if (!composed)
      return failure();
    rewriter.replaceOp(op, createCollapseShape(rewriter, op->getLoc(),
                                               resultType, source, *composed)
                               ->getResults());
    return success();
  }
  std::optional<Groups> composed =
      collapsingReassociation(expandGroups, collapseGroups,
                              resultType.getShape(), sourceType.getShape());
  if (!composed)
    return failure();
  rewriter.replaceOp(op, createExpand(rewriter, op->getLoc(), resultType,
                                      source, *composed, outputShapeOf(op))
                             ->getResults());
  return success();
}

/// collapse(expand(x)) as one collapse, one expand or a cast of x, when
/// every group of the lower rank is a union of groups of the higher (MLIR's
/// ComposeCollapseOfExpandOp).
static LogicalResult composeCollapseOfExpandOp(CollapseShapeOp op,
                                               PatternRewriter &rewriter) {
  auto expand = llvm::dyn_cast_if_present<ExpandShapeOp>(
      op.operand<"src">().getDefiningOp());
  if (!expand)
    return failure();
  Value source = expand.operand<"src">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  auto resultType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  if (sourceType == resultType)
    return failure();
  int64_t sourceRank = sourceType.getRank(), resultRank = resultType.getRank();
  Groups collapseGroups = getReassociation(op);
  Groups expandGroups = getReassociation(expand);
  const Groups &higher =
      sourceRank > resultRank ? expandGroups : collapseGroups;
  const Groups &lower = sourceRank > resultRank ? collapseGroups : expandGroups;
  std::optional<Groups> maybeComposed =
      composeCollapseOfExpandGroups(higher, lower);
  if (!maybeComposed)
    return failure();
  const Groups &composed = *maybeComposed;
  rewriter.setInsertionPoint(op);
  Location loc = op->getLoc();
  if (sourceRank > resultRank) {
    rewriter.replaceOp(
        op, createCollapseShape(rewriter, loc, resultType, source, composed)
                ->getResults());
    return success();
  }
  if (sourceRank == resultRank) {
    rewriter.replaceOp(op, createCast(rewriter, loc, resultType, source));
    return success();
  }
  // Each new size is the product of the old sizes in its collapse group.
  MixedList oldShape = outputShapeOf(expand);
  MixedList newShape;
  for (const auto &group : collapseGroups) {
    int64_t staticProduct = 1;
    llvm::SmallVector<Value, 4> dynamicSizes;
    for (int64_t i : group) {
      if (std::optional<int64_t> c = oldShape.constantAt(size_t(i)))
        staticProduct *= *c;
      else
        dynamicSizes.push_back(oldShape.values[size_t(i)]);
    }
    if (dynamicSizes.empty()) {
      newShape.constants.push_back(staticProduct);
      newShape.values.push_back(Value());
      continue;
    }
    Value product = dynamicSizes.front();
    for (Value size : llvm::drop_begin(dynamicSizes))
      product = arith::createMulI(rewriter, loc, product, size);
    if (staticProduct != 1)
      product = arith::createMulI(
          rewriter, loc, product,
          arith::createIndexConstant(rewriter, loc, staticProduct));
    newShape.constants.push_back(kDynamic);
    newShape.values.push_back(product);
  }
  rewriter.replaceOp(
      op, createExpand(rewriter, loc, resultType, source, composed, newShape)
              ->getResults());
  return success();
}

/// An expand of a cast that forgot sizes, with constant output sizes where
/// the cast's source knows the group: the expand made static, cast back
/// (MLIR's ConvertToStaticExpandShape).
static LogicalResult convertToStaticExpandShape(ExpandShapeOp op,
                                                PatternRewriter &rewriter) {
  Value castSource = foldableCastSource(op.operand<"src">());
  if (!castSource)
    return failure();
  llvm::ArrayRef<int64_t> castSourceShape =
      llvm::cast<RankedTensorType>(castSource.getType()).getShape();
  Groups groups = getReassociation(op);
  auto resultType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  llvm::SmallVector<int64_t, 4> newOutput(resultType.getShape());
  MixedList output = outputShapeOf(op);
  llvm::SmallVector<Value, 4> kept;
  OperandRange outputValues = op.operands<"output_shape">();
  auto nextValue = outputValues.begin();
  for (auto [inputDim, group] : llvm::enumerate(groups)) {
    for (int64_t outDim : group) {
      if (newOutput[size_t(outDim)] != kDynamic)
        continue;
      Value value = *nextValue;
      ++nextValue;
      if (castSourceShape[inputDim] == kDynamic) {
        kept.push_back(value);
        continue;
      }
      if (std::optional<llvm::APInt> c = getConstantInt(value))
        newOutput[size_t(outDim)] = c->getSExtValue();
      else
        kept.push_back(value);
    }
  }
  if (outputValues.size() == kept.size())
    return failure();
  auto sourceType = llvm::cast<RankedTensorType>(op.operand<"src">().getType());
  llvm::SmallVector<int64_t, 4> newInput(size_t(sourceType.getRank()), 1);
  for (size_t in = 0; in < newInput.size(); ++in)
    for (int64_t outDim : groups[in]) {
      if (newOutput[size_t(outDim)] == kDynamic) {
        newInput[in] = kDynamic;
        break;
      }
      newInput[in] *= newOutput[size_t(outDim)];
    }
  MixedList newShape;
  auto keptValue = kept.begin();
  for (int64_t size : newOutput) {
    newShape.constants.push_back(size);
    newShape.values.push_back(size == kDynamic ? *keptValue++ : Value());
  }
  Type element = sourceType.getElementType();
  rewriter.setInsertionPoint(op);
  Location loc = op->getLoc();
  Value inputCast = createCast(
      rewriter, loc, RankedTensorType::get(newInput, element, Attribute()),
      op.operand<"src">());
  Operation *newExpand = createExpand(
      rewriter, loc, RankedTensorType::get(newOutput, element, Attribute()),
      inputCast, groups, newShape);
  rewriter.replaceOp(
      op, createCast(rewriter, loc, resultType, newExpand->getResult(0)));
  return success();
}

void tensor::expandShapePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ExpandShapeOp>("ComposeReassociativeReshapeOps",
                              composeReassociativeReshapeOps<ExpandShapeOp>);
  patterns.add<ExpandShapeOp>("ComposeExpandOfCollapseOp",
                              composeExpandOfCollapseOp);
  patterns.add<ExpandShapeOp>("ConvertToStaticExpandShape",
                              convertToStaticExpandShape);
  patterns.add<ExpandShapeOp>("FoldReshapeWithSplat",
                              foldReshapeWithSplat<ExpandShapeOp>);
  patterns.add<ExpandShapeOp>("FoldReshapeWithFromElements",
                              foldReshapeWithFromElements<ExpandShapeOp>);
}

void tensor::collapseShapePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<CollapseShapeOp>(
      "ComposeReassociativeReshapeOps",
      composeReassociativeReshapeOps<CollapseShapeOp>);
  patterns.add<CollapseShapeOp>("ComposeCollapseOfExpandOp",
                                composeCollapseOfExpandOp);
  patterns.add<CollapseShapeOp>("FoldReshapeWithSplat",
                                foldReshapeWithSplat<CollapseShapeOp>);
  patterns.add<CollapseShapeOp>("FoldReshapeWithFromElements",
                                foldReshapeWithFromElements<CollapseShapeOp>);
  patterns.add<CollapseShapeOp>("FoldCollapseOfCastOp", foldCollapseOfCastOp);
}

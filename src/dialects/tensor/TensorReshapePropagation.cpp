//===- TensorReshapePropagation.cpp - Moving expand_shape upwards ---------===//
//
// MLIR 22's populateBubbleUpExpandShapePatterns, which
// linalg-fuse-elementwise-ops runs so that an expand_shape reaches the op
// that made its source (where it can fuse) even when a collapse_shape
// stands between: expand(collapse(x)) becomes collapse(expand(x)) when
// each dimension of the collapsed tensor is collapsed from several, or
// expanded into several, but not both
// (BubbleUpExpandThroughParallelCollapse).
//
//===----------------------------------------------------------------------===//
#include "dialects/common/IndexListSyntax.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorInternal.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::tensor;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

static LogicalResult
bubbleUpExpandThroughParallelCollapse(ExpandShapeOp op,
                                      PatternRewriter &rewriter) {
  auto collapse = llvm::dyn_cast_if_present<CollapseShapeOp>(
      op.operand<"src">().getDefiningOp());
  if (!collapse)
    return failure();
  Groups expandGroups = getReassociation(op);
  Groups collapseGroups = getReassociation(collapse);
  // A 0-d collapsed tensor has no groups to pair up.
  if (expandGroups.empty() || expandGroups.size() != collapseGroups.size())
    return failure();

  Value source = collapse.operand<"src">();
  llvm::ArrayRef<int64_t> sourceShape =
      llvm::cast<RankedTensorType>(source.getType()).getShape();
  llvm::SmallVector<int64_t, 4> resultShapeStorage =
      denseI64Values(op.property<"static_output_shape">());
  llvm::ArrayRef<int64_t> resultShape = resultShapeStorage;
  // Each pair of groups must either be one group the same sizes in and
  // out (shown when at most one size of each is dynamic), or one of them
  // a single dimension.
  for (auto [expandGroup, collapseGroup] :
       llvm::zip(expandGroups, collapseGroups)) {
    if (expandGroup.size() == collapseGroup.size()) {
      llvm::ArrayRef<int64_t> collapsed = sourceShape.slice(
          size_t(collapseGroup.front()), collapseGroup.size());
      llvm::ArrayRef<int64_t> expanded =
          resultShape.slice(size_t(expandGroup.front()), expandGroup.size());
      if (llvm::count(collapsed, kDynamic) > 1 ||
          llvm::count(expanded, kDynamic) > 1 || collapsed != expanded)
        return failure();
      continue;
    }
    if (collapseGroup.size() != 1 && expandGroup.size() != 1)
      return failure();
  }

  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<OpFoldResult, 4> sourceSizes =
      getMixedSizes(rewriter, loc, source);
  MixedList outputShape(op.property<"static_output_shape">(),
                        op.operands<"output_shape">());
  Context &ctx = rewriter.getContext();
  auto resultSize = [&](size_t i) {
    return outputShape.values[i]
               ? OpFoldResult(outputShape.values[i])
               : OpFoldResult(IntegerAttr::get(IndexType::get(ctx),
                                               outputShape.constants[i]));
  };

  Groups newExpandGroups, newCollapseGroups;
  llvm::SmallVector<OpFoldResult, 6> newExpandSizes;
  int64_t nextExpand = 0, nextCollapse = 0;
  size_t sourceIndex = 0, resultIndex = 0;
  for (auto [expandGroup, collapseGroup] :
       llvm::zip(expandGroups, collapseGroups)) {
    if (expandGroup.size() == collapseGroup.size()) {
      // The same sizes: each dimension stays through both reshapes.
      for (size_t i = 0; i < collapseGroup.size(); ++i) {
        newCollapseGroups.push_back({nextCollapse++});
        newExpandGroups.push_back({nextExpand++});
        newExpandSizes.push_back(resultSize(resultIndex++));
        ++sourceIndex;
      }
      continue;
    }
    if (collapseGroup.size() != 1) {
      // Collapsed, not expanded: the source dimensions stay through the
      // expand and are collapsed after it.
      llvm::SmallVector<int64_t, 4> group;
      for (size_t i = 0; i < collapseGroup.size(); ++i) {
        group.push_back(nextCollapse++);
        newExpandGroups.push_back({nextExpand++});
        newExpandSizes.push_back(sourceSizes[sourceIndex++]);
      }
      ++resultIndex;
      newCollapseGroups.push_back(group);
      continue;
    }
    // Expanded, not collapsed: the expand comes first, and its dimensions
    // stay through the collapse.
    llvm::SmallVector<int64_t, 4> group;
    for (size_t i = 0; i < expandGroup.size(); ++i) {
      group.push_back(nextExpand++);
      newCollapseGroups.push_back({nextCollapse++});
      newExpandSizes.push_back(resultSize(resultIndex++));
    }
    newExpandGroups.push_back(group);
    ++sourceIndex;
  }

  llvm::SmallVector<int64_t, 6> staticSizes;
  for (const OpFoldResult &size : newExpandSizes)
    staticSizes.push_back(
        size.value ? kDynamic : llvm::cast<IntegerAttr>(size.attr).getInt());
  auto resultType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  auto expandType = RankedTensorType::get(
      staticSizes, resultType.getElementType(), resultType.getEncoding());
  Value expanded = source;
  // A reshape with as many groups as dimensions does nothing: left out.
  if (newExpandGroups.size() != newExpandSizes.size())
    expanded = createExpandShape(rewriter, loc, expandType, source,
                                 newExpandGroups, newExpandSizes)
                   ->getResult(0);
  Value replacement = expanded;
  if (newCollapseGroups.size() != newExpandSizes.size()) {
    auto collapsedType =
        RankedTensorType::get(collapsedShape(staticSizes, newCollapseGroups),
                              resultType.getElementType(), Attribute());
    replacement = createCollapseShape(rewriter, loc, collapsedType, expanded,
                                      newCollapseGroups)
                      ->getResult(0);
  }
  rewriter.replaceOp(op, {replacement});
  return success();
}

void tensor::bubbleUpExpandShapePatterns(RewritePatternSet &patterns) {
  patterns.add<ExpandShapeOp>("BubbleUpExpandThroughParallelCollapse",
                              bubbleUpExpandThroughParallelCollapse);
}

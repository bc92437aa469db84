//===- MemRefReshapeCanonicalize.cpp - expand/collapse_shape patterns -----===//
//
// MLIR 22's canonicalization patterns of memref.expand_shape and
// memref.collapse_shape (ReshapeOpsUtils' templates, which tensor's share
// through dialects/common/ReshapeGroups.h): reshapes in one direction
// composed, an expand of a collapse or a collapse of an expand as one
// reshape (or a cast), and a collapse or an expand of a cast that only
// loses static information taking the cast's source. Like MLIR's, they leave
// reshapes of non-identity layouts alone.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithBuilders.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/ReshapeGroups.h"
#include "dialects/memref/MemRefFolds.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/MemRefLayout.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::memref;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

/// A memref whose layout is not the identity (MLIR's hasNonIdentityLayout).
static bool hasNonIdentityLayout(Type type) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  return memref && !hasIdentityLayout(memref);
}

static ReassociationGroups groupsOf(Operation *op) {
  return reassociationGroups(op->getInherentAttr("reassociation"));
}

/// An expand_shape's output shape: each static size, or kDynamic with its
/// value.
struct OutputShape {
  llvm::SmallVector<int64_t, 6> statics;
  llvm::SmallVector<Value, 2> values;
};

static OutputShape outputShapeOf(ExpandShapeOp op) {
  OutputShape shape;
  if (auto statics = op.property<"static_output_shape", DenseArrayAttr>())
    for (int64_t i = 0; i < statics.size(); ++i)
      shape.statics.push_back(statics.getInt(i));
  for (Value v : op.operands<"output_shape">())
    shape.values.push_back(v);
  return shape;
}

static Value createCollapse(PatternRewriter &rewriter, Location loc, Type type,
                            Value source, const ReassociationGroups &groups) {
  return create<CollapseShapeOp>(rewriter, loc, with<"src">(source),
                                 with<"reassociation">(reassociationAttr(
                                     rewriter.getContext(), groups)),
                                 with<"result">(type))
      .result<"result">();
}

static Value createExpand(PatternRewriter &rewriter, Location loc, Type type,
                          Value source, const ReassociationGroups &groups,
                          const OutputShape &shape) {
  Context &ctx = rewriter.getContext();
  return create<ExpandShapeOp>(
             rewriter, loc, with<"src">(source),
             with<"output_shape">(ValueRange(shape.values)),
             with<"reassociation">(reassociationAttr(ctx, groups)),
             with<"static_output_shape">(
                 DenseArrayAttr::get(ctx, llvm::ArrayRef(shape.statics))),
             with<"result">(type))
      .result<"result">();
}

static Value createCast(PatternRewriter &rewriter, Location loc, Type type,
                        Value source) {
  return create<CastOp>(rewriter, loc, with<"source">(source),
                        with<"dest">(type))
      .result<"dest">();
}

/// expand(expand(x)) and collapse(collapse(x)) as one reshape (MLIR's
/// ComposeReassociativeReshapeOps).
template <typename ReshapeOp>
static LogicalResult composeReassociativeReshapeOps(ReshapeOp op,
                                                    PatternRewriter &rewriter) {
  auto producer = llvm::dyn_cast_if_present<ReshapeOp>(
      op.template operand<"src">().getDefiningOp());
  if (!producer)
    return failure();
  Value source = producer.template operand<"src">();
  Type resultType = op->getResult(0).getType();
  if (hasNonIdentityLayout(source.getType()) ||
      hasNonIdentityLayout(op.template operand<"src">().getType()) ||
      hasNonIdentityLayout(resultType))
    return failure();
  std::optional<ReassociationGroups> composed =
      composeReshapeGroups(groupsOf(producer), groupsOf(op));
  if (!composed)
    return failure();
  rewriter.setInsertionPoint(op);
  Value replacement;
  if constexpr (std::is_same_v<ReshapeOp, ExpandShapeOp>)
    replacement = createExpand(rewriter, op->getLoc(), resultType, source,
                               *composed, outputShapeOf(op));
  else
    replacement =
        createCollapse(rewriter, op->getLoc(), resultType, source, *composed);
  rewriter.replaceOp(op, replacement);
  return success();
}

/// expand(collapse(x)) as one collapse or one expand of x, when each
/// group's sizes show how; with layouts, a cast where the shapes are
/// static (MLIR's ComposeExpandOfCollapseOp).
static LogicalResult composeExpandOfCollapseOp(ExpandShapeOp op,
                                               PatternRewriter &rewriter) {
  auto collapse = llvm::dyn_cast_if_present<CollapseShapeOp>(
      op.operand<"src">().getDefiningOp());
  if (!collapse)
    return failure();
  Value source = collapse.operand<"src">();
  auto sourceType = llvm::cast<MemRefType>(source.getType());
  auto resultType = llvm::cast<MemRefType>(op->getResult(0).getType());
  rewriter.setInsertionPoint(op);
  if (hasNonIdentityLayout(op.operand<"src">().getType()) ||
      hasNonIdentityLayout(sourceType) ||
      hasNonIdentityLayout(collapse->getResult(0).getType())) {
    if (!sourceType.hasStaticShape() ||
        !areCastCompatible(sourceType, resultType))
      return failure();
    rewriter.replaceOp(op,
                       createCast(rewriter, op->getLoc(), resultType, source));
    return success();
  }
  if (sourceType.getRank() == resultType.getRank())
    return failure();
  ReassociationGroups collapseGroups = groupsOf(collapse);
  ReassociationGroups expandGroups = groupsOf(op);
  if (sourceType.getRank() > resultType.getRank()) {
    std::optional<ReassociationGroups> composed =
        collapsingReassociation(collapseGroups, expandGroups,
                                sourceType.getShape(), resultType.getShape());
    if (!composed)
      return failure();
    rewriter.replaceOp(op, createCollapse(rewriter, op->getLoc(), resultType,
                                          source, *composed));
    return success();
  }
  std::optional<ReassociationGroups> composed =
      collapsingReassociation(expandGroups, collapseGroups,
                              resultType.getShape(), sourceType.getShape());
  if (!composed)
    return failure();
  rewriter.replaceOp(op, createExpand(rewriter, op->getLoc(), resultType,
                                      source, *composed, outputShapeOf(op)));
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
  auto sourceType = llvm::cast<MemRefType>(source.getType());
  auto resultType = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (hasNonIdentityLayout(op.operand<"src">().getType()) ||
      hasNonIdentityLayout(sourceType) ||
      hasNonIdentityLayout(expand->getResult(0).getType()))
    return failure();
  if (sourceType == resultType)
    return failure();
  int64_t sourceRank = sourceType.getRank(), resultRank = resultType.getRank();
  ReassociationGroups collapseGroups = groupsOf(op);
  ReassociationGroups expandGroups = groupsOf(expand);
  std::optional<ReassociationGroups> composed = composeCollapseOfExpandGroups(
      sourceRank > resultRank ? expandGroups : collapseGroups,
      sourceRank > resultRank ? collapseGroups : expandGroups);
  if (!composed)
    return failure();
  rewriter.setInsertionPoint(op);
  Location loc = op->getLoc();
  if (sourceRank > resultRank) {
    rewriter.replaceOp(
        op, createCollapse(rewriter, loc, resultType, source, *composed));
    return success();
  }
  if (sourceRank == resultRank) {
    rewriter.replaceOp(op, createCast(rewriter, loc, resultType, source));
    return success();
  }
  // Each new size is the product of the old sizes in its collapse group.
  OutputShape oldShape = outputShapeOf(expand), newShape;
  llvm::SmallVector<Value, 6> oldValues;
  size_t nextValue = 0;
  for (int64_t size : oldShape.statics)
    oldValues.push_back(size == kDynamic ? oldShape.values[nextValue++]
                                         : Value());
  for (const auto &group : collapseGroups) {
    int64_t staticProduct = 1;
    llvm::SmallVector<Value, 4> dynamicSizes;
    for (int64_t i : group) {
      if (Value v = oldValues[size_t(i)])
        dynamicSizes.push_back(v);
      else
        staticProduct *= oldShape.statics[size_t(i)];
    }
    if (dynamicSizes.empty()) {
      newShape.statics.push_back(staticProduct);
      continue;
    }
    Value product = dynamicSizes.front();
    for (Value size : llvm::drop_begin(dynamicSizes))
      product = arith::createMulI(rewriter, loc, product, size);
    if (staticProduct != 1)
      product = arith::createMulI(
          rewriter, loc, product,
          arith::createIndexConstant(rewriter, loc, staticProduct));
    newShape.statics.push_back(kDynamic);
    newShape.values.push_back(product);
  }
  rewriter.replaceOp(
      op, createExpand(rewriter, loc, resultType, source, *composed, newShape));
  return success();
}

/// A collapse of a cast that only loses static information collapses the
/// cast's source, cast back when that changes the type (MLIR's
/// CollapseShapeOpMemRefCastFolder).
static LogicalResult collapseShapeOfCast(CollapseShapeOp op,
                                         PatternRewriter &rewriter) {
  auto cast =
      llvm::dyn_cast_if_present<CastOp>(op.operand<"src">().getDefiningOp());
  if (!cast || !canFoldCastIntoConsumer(cast))
    return failure();
  Value source = cast.operand<"source">();
  auto sourceType = llvm::cast<MemRefType>(source.getType());
  ReassociationGroups groups = groupsOf(op);
  // The collapsed shape: each group's product, dynamic if any size is.
  llvm::SmallVector<int64_t, 4> shape;
  for (const auto &group : groups) {
    int64_t size = 1;
    for (int64_t i : group) {
      int64_t dim = sourceType.getShape()[size_t(i)];
      size = (size == kDynamic || dim == kDynamic) ? kDynamic : size * dim;
    }
    shape.push_back(size);
  }
  std::optional<MemRefType> collapsed =
      computeCollapsedType(sourceType, shape, groups);
  if (!collapsed)
    return failure();
  Type resultType = op->getResult(0).getType();
  if (Type(*collapsed) == resultType) {
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, source); });
    return success();
  }
  rewriter.setInsertionPoint(op);
  Value collapse =
      createCollapse(rewriter, op->getLoc(), *collapsed, source, groups);
  rewriter.replaceOp(op,
                     createCast(rewriter, op->getLoc(), resultType, collapse));
  return success();
}

/// An expand of a cast that only loses static information expands the
/// cast's source, cast back when that changes the type (what mlir-opt 22's
/// canonicalization does to such an expand, as to a collapse).
static LogicalResult expandShapeOfCast(ExpandShapeOp op,
                                       PatternRewriter &rewriter) {
  auto cast =
      llvm::dyn_cast_if_present<CastOp>(op.operand<"src">().getDefiningOp());
  if (!cast || !canFoldCastIntoConsumer(cast))
    return failure();
  Value source = cast.operand<"source">();
  auto resultType = llvm::cast<MemRefType>(op->getResult(0).getType());
  ReassociationGroups groups = groupsOf(op);
  std::optional<MemRefType> expanded = computeExpandedType(
      llvm::cast<MemRefType>(source.getType()), resultType.getShape(), groups);
  if (!expanded)
    return failure();
  if (Type(*expanded) == Type(resultType)) {
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, source); });
    return success();
  }
  rewriter.setInsertionPoint(op);
  Value expand = createExpand(rewriter, op->getLoc(), *expanded, source, groups,
                              outputShapeOf(op));
  rewriter.replaceOp(op,
                     createCast(rewriter, op->getLoc(), resultType, expand));
  return success();
}

void memref::expandShapePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ExpandShapeOp>("ComposeReassociativeReshapeOps",
                              composeReassociativeReshapeOps<ExpandShapeOp>);
  patterns.add<ExpandShapeOp>("ComposeExpandOfCollapseOp",
                              composeExpandOfCollapseOp);
  patterns.add<ExpandShapeOp>("ExpandShapeOpMemRefCastFolder",
                              expandShapeOfCast);
}

void memref::collapseShapePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<CollapseShapeOp>(
      "ComposeReassociativeReshapeOps",
      composeReassociativeReshapeOps<CollapseShapeOp>);
  patterns.add<CollapseShapeOp>("ComposeCollapseOfExpandOp",
                                composeCollapseOfExpandOp);
  patterns.add<CollapseShapeOp>("CollapseShapeOpMemRefCastFolder",
                                collapseShapeOfCast);
}

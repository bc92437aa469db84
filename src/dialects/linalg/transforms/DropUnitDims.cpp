//===- DropUnitDims.cpp - linalg-fold-unit-extent-dims --------------------===//
//
// MLIR 22's pass, in its two phases. First one walk over the nested ops,
// post-order, each visited once: a linalg.generic loses its loops of size
// 1 (its operands collapsed by tensor.collapse_shape, its results expanded
// back by tensor.expand_shape, linalg.index of a dropped loop made 0), and
// a tensor.pad its unpadded dimensions of size 1. Then the greedy driver
// with MLIR's clean-up patterns (UnitDimsCleanup.cpp), which cancel the
// reshapes against each other and against empty tensors, move read inits
// of all-parallel generics to the inputs, and resolve the tensor.dim ops
// the reshapes need. With `use-rank-reducing-slices`, rank-reducing
// tensor.extract_slice and tensor.insert_slice take the reshapes' place,
// and the clean-up leaves out the patterns that work on reshapes.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/linalg/transforms/Passes.h"
#include "dialects/linalg/transforms/UnitDimsInternal.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "rewrite/GreedyPatternPass.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::linalg;
using namespace terrace::linalg::unitdims;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

//===-- Reshapes as MLIR's builders make them
//----------------------------===//

Groups unitdims::groupsFoldingUnitDims(llvm::ArrayRef<int64_t> shape) {
  Groups groups;
  llvm::SmallVector<int64_t, 4> current;
  for (size_t d = 0; d < shape.size(); ++d) {
    current.push_back(int64_t(d));
    if (shape[d] == 1)
      continue;
    groups.push_back(std::move(current));
    current.clear();
  }
  if (!current.empty() && !groups.empty())
    groups.back().append(current.begin(), current.end());
  return groups;
}

/// The shape `groups` collapse `type` to.
static llvm::SmallVector<int64_t, 4> collapsedShape(RankedTensorType type,
                                                    const Groups &groups) {
  llvm::SmallVector<int64_t, 4> shape;
  for (const auto &group : groups) {
    int64_t size = 1;
    for (int64_t d : group) {
      int64_t s = type.getShape()[size_t(d)];
      size = size == kDynamic || s == kDynamic ? kDynamic : size * s;
    }
    shape.push_back(size);
  }
  return shape;
}

Value unitdims::createCollapse(PatternRewriter &rewriter, Location loc,
                               Value source, const Groups &groups) {
  auto type = llvm::cast<RankedTensorType>(source.getType());
  return tensor::createCollapseShape(
             rewriter, loc,
             RankedTensorType::get(collapsedShape(type, groups),
                                   type.getElementType(), Attribute()),
             source, groups)
      ->getResult(0);
}

Value unitdims::createExpand(PatternRewriter &rewriter, Location loc,
                             Value source, const Groups &groups, Type type) {
  Context &ctx = rewriter.getContext();
  auto expanded = llvm::cast<RankedTensorType>(type);
  // MLIR's builder reads the source's sizes first (getMixedSizes).
  llvm::SmallVector<int64_t, 4> sourceShape;
  llvm::SmallVector<Value, 4> sourceSizes;
  mixedSizes(rewriter, loc, source, sourceShape, sourceSizes);
  llvm::SmallVector<int64_t, 6> outputShape(expanded.getShape());
  llvm::SmallVector<Value, 4> dynamic;
  if (sourceShape.empty()) {
    outputShape.assign(outputShape.size(), 1);
  } else if (!expanded.hasStaticShape()) {
    size_t nextSize = 0;
    for (auto [g, group] : llvm::enumerate(groups)) {
      int64_t product = 1;
      bool hasDynamic = false;
      for (int64_t d : group) {
        int64_t s = expanded.getShape()[size_t(d)];
        if (s == kDynamic)
          hasDynamic = true;
        else
          product *= s;
      }
      Value groupSize;
      if (sourceShape[g] == kDynamic)
        groupSize = sourceSizes[nextSize++];
      if (!hasDynamic)
        continue;
      // The size is the group's divided by the others' product, which
      // folds when that is 1 (the constant stays, as in MLIR).
      (void)createIndexConstant(rewriter, loc, product);
      dynamic.push_back(groupSize);
    }
  }
  llvm::SmallVector<OpFoldResult, 6> sizes;
  size_t nextDynamic = 0;
  for (int64_t size : outputShape)
    sizes.push_back(size == kDynamic ? OpFoldResult(dynamic[nextDynamic++])
                                     : OpFoldResult(IntegerAttr::get(
                                           IndexType::get(ctx), size)));
  return tensor::createExpandShape(rewriter, loc, type, source, groups, sizes)
      ->getResult(0);
}

//===-- Rank-reducing slices (use-rank-reducing-slices) -------------------===//

namespace {

/// `op`, or what it folds to (MLIR's createOrFold).
Value createdOrFolded(PatternRewriter &rewriter, Operation *op) {
  llvm::SmallVector<OpFoldResult, 1> results;
  if (failed(foldOperation(op, results)) || results.empty())
    return op->getResult(0);
  llvm::SmallVector<Value, 1> replacements;
  llvm::SmallVector<Operation *, 1> made;
  if (failed(materializeFoldResults(op, results, rewriter, replacements, made)))
    return op->getResult(0);
  rewriter.eraseOp(op);
  return replacements[0];
}

/// The static and dynamic halves of mixed sizes.
void splitSizes(llvm::ArrayRef<OpFoldResult> sizes,
                llvm::SmallVectorImpl<int64_t> &statics,
                llvm::SmallVectorImpl<Value> &values) {
  for (OpFoldResult size : sizes) {
    if (auto attr = llvm::dyn_cast_if_present<IntegerAttr>(size.attr)) {
      statics.push_back(attr.getInt());
      continue;
    }
    statics.push_back(kDynamic);
    values.push_back(size.value);
  }
}

/// MLIR's ExtractSliceOp::rankReduceIfNeeded: `value` itself when it has
/// `shape`, else the whole of it as a rank-reducing extract_slice
/// (offsets 0, its sizes, strides 1), folded where it folds.
Value rankReducingExtract(PatternRewriter &rewriter, Location loc, Value value,
                          llvm::ArrayRef<int64_t> shape) {
  auto type = llvm::cast<RankedTensorType>(value.getType());
  if (type.getShape() == shape)
    return value;
  Context &ctx = rewriter.getContext();
  int64_t rank = type.getRank();
  llvm::SmallVector<OpFoldResult, 4> sizes =
      tensor::getMixedSizes(rewriter, loc, value);
  llvm::SmallVector<int64_t, 4> staticSizes;
  llvm::SmallVector<Value, 4> dynamicSizes;
  splitSizes(sizes, staticSizes, dynamicSizes);
  Operation *slice = create<tensor::ExtractSliceOp>(
      rewriter, loc, with<"source">(value), with<"offsets">(ValueRange()),
      with<"sizes">(ValueRange(dynamicSizes)), with<"strides">(ValueRange()),
      with<"result">(RankedTensorType::get(shape, type.getElementType(),
                                           type.getEncoding())),
      with<"static_offsets">(DenseArrayAttr::get(
          ctx, llvm::SmallVector<int64_t, 4>(size_t(rank), 0))),
      with<"static_sizes">(DenseArrayAttr::get(ctx, staticSizes)),
      with<"static_strides">(DenseArrayAttr::get(
          ctx, llvm::SmallVector<int64_t, 4>(size_t(rank), 1))));
  return createdOrFolded(rewriter, slice);
}

/// `result` inserted whole into `dest` (offsets 0, dest's sizes, strides
/// 1), folded where it folds: MLIR's expandValue for slices.
Value insertIntoDest(PatternRewriter &rewriter, Location loc, Value result,
                     Value dest) {
  Context &ctx = rewriter.getContext();
  int64_t rank = llvm::cast<RankedTensorType>(dest.getType()).getRank();
  llvm::SmallVector<OpFoldResult, 4> sizes =
      tensor::getMixedSizes(rewriter, loc, dest);
  llvm::SmallVector<int64_t, 4> staticSizes;
  llvm::SmallVector<Value, 4> dynamicSizes;
  splitSizes(sizes, staticSizes, dynamicSizes);
  Operation *insert = create<tensor::InsertSliceOp>(
      rewriter, loc, with<"source">(result), with<"dest">(dest),
      with<"offsets">(ValueRange()), with<"sizes">(ValueRange(dynamicSizes)),
      with<"strides">(ValueRange()), with<"result">(dest.getType()),
      with<"static_offsets">(DenseArrayAttr::get(
          ctx, llvm::SmallVector<int64_t, 4>(size_t(rank), 0))),
      with<"static_sizes">(DenseArrayAttr::get(ctx, staticSizes)),
      with<"static_strides">(DenseArrayAttr::get(
          ctx, llvm::SmallVector<int64_t, 4>(size_t(rank), 1))));
  return createdOrFolded(rewriter, insert);
}

} // namespace

//===-- Phase 1: DropUnitDims on linalg.generic
//--------------------------===//

namespace {

llvm::ArrayRef<int64_t> staticShape(Value v) {
  auto shaped = llvm::dyn_cast<RankedTensorType>(v.getType());
  return shaped ? shaped.getShape() : llvm::ArrayRef<int64_t>();
}

bool hasEncoding(Type type) {
  auto ranked = llvm::dyn_cast<RankedTensorType>(type);
  return ranked && ranked.getEncoding();
}

struct OperandPlan {
  Groups groups;
  llvm::SmallVector<int64_t, 4> shape; // after collapsing
  bool collapsed = false;
};

/// Whether the new maps read the new shapes in bounds: each loop's size is
/// that of the first operand dimension it indexes alone, and every
/// operand dimension must then agree. MLIR 22 skips this and makes
/// generics that fail to verify: a strided convolution whose output has
/// one row keeps reading input rows the filter no longer spans.
bool staticallyConsistent(llvm::ArrayRef<AffineMapAttr> maps,
                          llvm::ArrayRef<OperandPlan> plans,
                          unsigned numLoops) {
  llvm::SmallVector<int64_t, 8> loopSize(numLoops, kDynamic);
  llvm::SmallVector<bool, 8> found(numLoops, false);
  for (auto [map, plan] : llvm::zip_equal(maps, plans))
    for (unsigned r = 0; r < map.getNumResults(); ++r)
      if (AffineExpr e = map.getResult(r);
          e.getKind() == AffineExprKind::DimId &&
          !found[size_t(e.getValue())]) {
        found[size_t(e.getValue())] = true;
        loopSize[size_t(e.getValue())] = plan.shape[r];
      }
  if (llvm::is_contained(loopSize, kDynamic))
    return true; // only known sizes are checked
  llvm::SmallVector<int64_t, 8> last(loopSize);
  for (int64_t &size : last)
    size -= 1;
  for (auto [map, plan] : llvm::zip_equal(maps, plans))
    for (unsigned r = 0; r < map.getNumResults(); ++r) {
      int64_t size = plan.shape[r];
      AffineExpr e = map.getResult(r);
      if (size == kDynamic || size == 0)
        continue;
      if (e.getKind() == AffineExprKind::DimId
              ? loopSize[size_t(e.getValue())] != size
              : evaluate(e, last) + 1 > size)
        return false;
    }
  return true;
}

LogicalResult dropUnitDims(Operation *op, PatternRewriter &rewriter,
                           bool slices) {
  auto generic = llvm::dyn_cast<GenericOp>(op);
  if (!generic)
    return failure();
  for (Value v : op->getOperands())
    if (llvm::isa<MemRefType, UnrankedMemRefType>(v.getType()))
      return failure();
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  if (maps.empty() || maps.size() != op->getNumOperands())
    return failure();
  Context &ctx = rewriter.getContext();
  unsigned numLoops = maps[0].getNumDims();
  // Each loop's size: that of the first operand dimension it indexes alone
  // (MLIR inverts the concatenated maps).
  llvm::SmallVector<int64_t, 8> loopSize(numLoops, kDynamic);
  llvm::SmallVector<bool, 8> found(numLoops, false);
  for (auto [operand, map] : llvm::zip_equal(op->getOperands(), maps)) {
    llvm::ArrayRef<int64_t> shape = staticShape(operand);
    for (unsigned r = 0; r < map.getNumResults(); ++r) {
      AffineExpr e = map.getResult(r);
      if (e.getKind() != AffineExprKind::DimId || found[size_t(e.getValue())])
        continue;
      found[size_t(e.getValue())] = true;
      loopSize[size_t(e.getValue())] = r < shape.size() ? shape[r] : kDynamic;
    }
  }
  if (llvm::is_contained(found, false))
    return failure();
  llvm::SmallVector<bool, 8> unitLoop(numLoops);
  llvm::SmallVector<AffineExpr, 8> replacement;
  unsigned kept = 0;
  for (unsigned d = 0; d < numLoops; ++d) {
    unitLoop[d] = loopSize[d] == 1;
    replacement.push_back(unitLoop[d] ? AffineExpr::getConstant(ctx, 0)
                                      : AffineExpr::getDim(ctx, kept++));
  }

  // Each operand's groups and new map.
  llvm::SmallVector<OperandPlan, 4> plans;
  llvm::SmallVector<Attribute, 4> newMaps;
  bool changed = false;
  for (auto [operand, map] : llvm::zip_equal(op->getOperands(), maps)) {
    llvm::ArrayRef<int64_t> shape = staticShape(operand);
    OperandPlan plan;
    llvm::SmallVector<AffineExpr, 4> exprs;
    llvm::SmallVector<int64_t, 4> pending;
    auto isUnit = [&](unsigned j) {
      AffineExpr e = map.getResult(j);
      if (j >= shape.size() || shape[j] != 1)
        return false;
      if (e.getKind() == AffineExprKind::DimId)
        return bool(unitLoop[size_t(e.getValue())]);
      AffineExpr replaced = e.replaceDims(replacement);
      return replaced.isConstant() && replaced.getValue() == 0;
    };
    unsigned r = map.getNumResults(), j = 0;
    while (j < r && isUnit(j))
      pending.push_back(j++);
    while (j < r) {
      pending.push_back(j);
      exprs.push_back(map.getResult(j).replaceDims(replacement));
      plan.shape.push_back(j < shape.size() ? shape[j] : kDynamic);
      ++j;
      while (j < r && isUnit(j))
        pending.push_back(j++);
      plan.groups.push_back(pending);
      pending.clear();
    }
    plan.collapsed = exprs.size() < r;
    AffineMapAttr newMap = AffineMapAttr::get(ctx, kept, 0, exprs);
    changed |= newMap != map;
    newMaps.push_back(newMap);
    plans.push_back(std::move(plan));
  }
  if (!changed)
    return failure();
  llvm::SmallVector<AffineMapAttr, 4> typedMaps;
  for (Attribute m : newMaps)
    typedMaps.push_back(llvm::cast<AffineMapAttr>(m));
  if (!areInvertible(typedMaps, kept))
    return failure();
  if (!staticallyConsistent(typedMaps, plans, kept))
    return failure();
  unsigned numInputs = getNumInputs(op);
  for (auto [i, operand] : llvm::enumerate(op->getOperands()))
    if (plans[i].collapsed && hasEncoding(operand.getType()))
      return failure();
  for (auto [r, result] : llvm::enumerate(op->getResults()))
    if (plans[numInputs + r].collapsed && hasEncoding(result.getType()))
      return failure();

  // The collapsed operands, in order.
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<Value, 4> operands;
  for (auto [i, operand] : llvm::enumerate(op->getOperands()))
    operands.push_back(
        !plans[i].collapsed ? operand
        : slices
            ? rankReducingExtract(rewriter, loc, operand,
                                  collapsedShape(llvm::cast<RankedTensorType>(
                                                     operand.getType()),
                                                 plans[i].groups))
            : createCollapse(rewriter, loc, operand, plans[i].groups));
  // The new generic: only its maps and iterator types (MLIR keeps no
  // other attribute), the body cloned.
  llvm::SmallVector<Attribute, 8> iterators;
  llvm::SmallVector<uint64_t, 4> oldIterators = getIteratorTypes(op);
  for (unsigned d = 0; d < numLoops; ++d)
    if (!unitLoop[d])
      iterators.push_back(EnumAttr::get(ctx, kIteratorType, oldIterators[d]));
  llvm::ArrayRef<Value> allOperands(operands);
  Operation *newOp =
      createGeneric(rewriter, loc, allOperands.take_front(numInputs),
                    allOperands.drop_front(numInputs), newMaps,
                    ArrayAttr::get(ctx, iterators));
  Block &oldBody = op->getRegion(0).front();
  Block *body = &newOp->getRegion(0).front();
  llvm::DenseMap<Value, Value> mapper;
  for (unsigned i = 0; i < oldBody.getNumArguments(); ++i) {
    Value arg = oldBody.getArgument(i);
    mapper[arg] = body->addArgument(arg.getType(), arg.getLoc());
  }
  cloneOpsInto(rewriter, oldBody, *body, mapper);
  // linalg.index of a dropped loop is 0; later loops are renumbered.
  llvm::SmallVector<Operation *, 4> indexOps;
  for (Operation &inner : *body)
    if (llvm::isa<IndexOp>(&inner))
      indexOps.push_back(&inner);
  for (Operation *index : indexOps) {
    auto dim =
        size_t(IndexOp::wrap(index).property<"dim", IntegerAttr>().getInt());
    rewriter.setInsertionPoint(index);
    if (dim < numLoops && unitLoop[dim]) {
      rewriter.replaceOp(index,
                         {createIndexConstant(rewriter, index->getLoc(), 0)});
      continue;
    }
    auto dropped =
        int64_t(llvm::count(llvm::ArrayRef<bool>(unitLoop).take_front(
                                std::min<size_t>(dim, numLoops)),
                            true));
    if (dropped == 0)
      continue;
    Type indexType = IndexType::get(ctx);
    Value renumbered =
        create<IndexOp>(rewriter, index->getLoc(),
                        with<"dim">(IntegerAttr::get(IntegerType::get(ctx, 64),
                                                     int64_t(dim) - dropped)),
                        with<"result">(indexType))
            ->getResult(0);
    rewriter.replaceOp(index, {renumbered});
  }

  // Results expanded back where their inits were collapsed.
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<Value, 2> results;
  for (auto [r, result] : llvm::enumerate(op->getResults())) {
    const OperandPlan &plan = plans[numInputs + r];
    Value value = newOp->getResult(unsigned(r));
    Value init = op->getOperand(numInputs + unsigned(r));
    results.push_back(!plan.collapsed ? value
                      : slices ? insertIntoDest(rewriter, loc, value, init)
                               : createExpand(rewriter, loc, value, plan.groups,
                                              result.getType()));
  }
  rewriter.replaceOp(op, results);
  return success();
}

//===-- Phase 1: DropPadUnitDims on tensor.pad
//---------------------------===//

LogicalResult dropPadUnitDims(Operation *op, PatternRewriter &rewriter,
                              bool slices) {
  auto pad = llvm::dyn_cast<tensor::PadOp>(op);
  if (!pad)
    return failure();
  Value source = pad.operand<"source">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  if (sourceType.getEncoding())
    return failure();
  Value padValue = tensor::constantPaddingValue(pad);
  if (!padValue)
    return failure();
  llvm::SmallVector<int64_t, 4> lowStatic =
      denseI64Values(pad.property<"static_low">());
  llvm::SmallVector<int64_t, 4> highStatic =
      denseI64Values(pad.property<"static_high">());
  // Each entry: a constant, or the operand.
  auto entries = [](llvm::ArrayRef<int64_t> statics, OperandRange values) {
    llvm::SmallVector<std::pair<int64_t, Value>, 4> out;
    size_t next = 0;
    for (int64_t s : statics) {
      Value v =
          s == kDynamic && next < values.size() ? values[next++] : Value();
      if (v)
        if (std::optional<llvm::APInt> c = getConstantInt(v))
          out.push_back({c->getSExtValue(), v});
        else
          out.push_back({kDynamic, v});
      else
        out.push_back({s, Value()});
    }
    return out;
  };
  auto low = entries(lowStatic, pad.operands<"low">());
  auto high = entries(highStatic, pad.operands<"high">());
  size_t rank = size_t(sourceType.getRank());
  if (low.size() != rank || high.size() != rank)
    return failure();
  llvm::SmallVector<bool, 4> unit(rank);
  for (size_t d = 0; d < rank; ++d)
    unit[d] = sourceType.getShape()[d] == 1 && low[d].first == 0 &&
              high[d].first == 0;
  if (!llvm::is_contained(unit, true))
    return failure();
  Groups groups;
  llvm::SmallVector<int64_t, 4> pending;
  size_t j = 0;
  while (j < rank && unit[j])
    pending.push_back(int64_t(j++));
  while (j < rank) {
    pending.push_back(int64_t(j++));
    while (j < rank && unit[j])
      pending.push_back(int64_t(j++));
    groups.push_back(pending);
    pending.clear();
  }
  Context &ctx = rewriter.getContext();
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  Value collapsed =
      slices ? rankReducingExtract(rewriter, loc, source,
                                   collapsedShape(sourceType, groups))
             : createCollapse(rewriter, loc, source, groups);
  auto resultType =
      llvm::cast<RankedTensorType>(pad.result<"result">().getType());
  llvm::SmallVector<int64_t, 4> newShape;
  llvm::SmallVector<OpFoldResult, 4> newLow, newHigh;
  // A constant amount becomes static; others stay values.
  auto amount = [&](std::pair<int64_t, Value> a) {
    return a.first == kDynamic
               ? OpFoldResult(a.second)
               : OpFoldResult(IntegerAttr::get(IndexType::get(ctx), a.first));
  };
  for (size_t d = 0; d < rank; ++d) {
    if (unit[d])
      continue;
    newShape.push_back(resultType.getShape()[d]);
    newLow.push_back(amount(low[d]));
    newHigh.push_back(amount(high[d]));
  }
  Operation *newPad = tensor::createPadOfValue(
      rewriter, loc,
      RankedTensorType::get(newShape, resultType.getElementType(), Attribute()),
      collapsed, newLow, newHigh, padValue,
      bool(op->getInherentAttr("nofold")));
  // A constant the old body defines is defined again in the new one
  // (MLIR 22 yields the old body's value and crashes).
  if (Operation *def = padValue.getDefiningOp();
      def && def->getParentOp() == op) {
    Operation *yield = &newPad->getRegion(0).front().back();
    rewriter.setInsertionPoint(yield);
    Operation *copy = rewriter.insert(def->clone());
    rewriter.modifyOpInPlace(yield,
                             [&] { yield->setOperand(0, copy->getResult(0)); });
  }
  rewriter.setInsertionPoint(op);
  Value expanded;
  if (slices) {
    // Into an empty tensor of the result's sizes: 1 where a unit dimension
    // was dropped, the new pad's size elsewhere.
    llvm::SmallVector<OpFoldResult, 4> sizes;
    int64_t dropped = 0;
    for (size_t d = 0; d < rank; ++d) {
      if (unit[d]) {
        sizes.push_back(IntegerAttr::get(IndexType::get(ctx), 1));
        ++dropped;
        continue;
      }
      sizes.push_back(tensor::getMixedSize(rewriter, loc, newPad->getResult(0),
                                           int64_t(d) - dropped));
    }
    Value dest =
        tensor::createEmpty(rewriter, loc, sizes, resultType.getElementType());
    expanded = insertIntoDest(rewriter, loc, newPad->getResult(0), dest);
  } else {
    expanded =
        createExpand(rewriter, loc, newPad->getResult(0), groups, resultType);
  }
  rewriter.replaceOp(op, {expanded});
  return success();
}

//===-- The pass
//---------------------------------------------------------------===//

/// The ops nested in `op`, each after those in its regions.
void collectPostOrder(Operation *op, llvm::SmallVectorImpl<Operation *> &ops) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block) {
        collectPostOrder(&nested, ops);
        ops.push_back(&nested);
      }
}

class LinalgFoldUnitExtentDims
    : public GreedyPatternPass<LinalgFoldUnitExtentDims> {
public:
  LinalgFoldUnitExtentDims()
      : GreedyPatternPass("linalg-fold-unit-extent-dims",
                          "LinalgFoldUnitExtentDimsPass") {
    option("use-rank-reducing-slices",
           "Generate rank-reducing slices instead of reassociative reshapes",
           useRankReducingSlices);
  }

  void runOnOperation() override {
    // Phase 1: one post-order walk, each op visited once; ops a rewrite
    // makes are not visited, and nothing folds.
    llvm::SmallVector<Operation *, 64> ops;
    collectPostOrder(getOperation(), ops);
    PatternRewriter rewriter(getOperation()->getContext());
    for (Operation *o : ops)
      if (failed(dropUnitDims(o, rewriter, useRankReducingSlices)))
        (void)dropPadUnitDims(o, rewriter, useRankReducingSlices);
    // Phase 2: the clean-up patterns under the greedy driver.
    GreedyPatternPass::runOnOperation();
  }

private:
  void populatePatterns(RewritePatternSet &patterns) const override {
    addCleanupPatterns(patterns, patterns.getContext(),
                       /*reshapes=*/!useRankReducingSlices);
  }

  bool useRankReducingSlices = false;
};

} // namespace

std::unique_ptr<Pass> terrace::createLinalgFoldUnitExtentDimsPass() {
  return std::make_unique<LinalgFoldUnitExtentDims>();
}

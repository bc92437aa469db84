//===- ReshapeFusion.cpp - Reshapes folded into structured ops and pads ---===//
//
// MLIR 22's populateFoldReshapeOpsByExpansionPatterns, the reshape
// propagation linalg-fuse-elementwise-ops runs. A reshape that collapses
// what a structured op reads, or expands what it makes, disappears into
// the op: the op's loops that the reshaped dimensions index are split as
// the reshape splits them, its other operands are expanded to match, and
// a collapse of its results stands for the old ones. Pads move across
// reshapes the same way, where no split dimension is padded.
//
//   FoldReshapeWithGenericOpByExpansion   expand_shape(op) -> op'
//   FoldPadWithProducerReshapeOpByExpansion  pad(collapse) -> collapse(pad)
//   FoldReshapeWithProducerPadOpByExpansion  expand(pad) -> pad(expand)
//   FoldWithProducerReshapeOpByExpansion  op(collapse_shape) -> op'
//
// The expanded op is a linalg.generic, except that transposes stay
// transposes and fills and copies stay what they are.
//
// An op's linalg.index of a split loop becomes the pieces' indices
// linearized with affine.apply, as MLIR builds it.
//
// Differs on purpose: a pad is not moved above an expand whose sizes are
// computed after the pad's source (MLIR's output does not verify).
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/transforms/ReshapeFusion.h"
#include "dialects/affine/AffineComposition.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Dominance.h"
#include "ir/Region.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <optional>

using namespace terrace;
using namespace terrace::linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;
using Groups = tensor::Groups;

namespace {

OpFoldResult indexAttr(Context &ctx, int64_t value) {
  return IntegerAttr::get(IndexType::get(ctx), value);
}

/// Only ranked tensors and scalars among the operands (MLIR's
/// hasPureTensorSemantics).
bool hasPureTensorSemantics(Operation *op) {
  return llvm::all_of(op->getOperands(), [](Value v) {
    return llvm::isa<RankedTensorType>(v.getType()) ||
           !llvm::isa<ShapedType>(v.getType());
  });
}

/// MLIR's isFusableWithReshapeByDimExpansion: tensors only, every map a
/// projected permutation, and the reshaped operand not a scalar.
bool isFusableByExpansion(Operation *op, llvm::ArrayRef<AffineMapAttr> maps,
                          unsigned operand) {
  return hasPureTensorSemantics(op) &&
         llvm::all_of(
             maps,
             [](AffineMapAttr m) { return m.isProjectedPermutation(); }) &&
         maps[operand].getNumResults() > 0;
}

unsigned dimPosition(AffineExpr expr) { return unsigned(expr.getValue()); }

/// How the loops of the op split: the loops of the expanded op each
/// original loop becomes, and their sizes.
struct ExpansionInfo {
  llvm::SmallVector<llvm::SmallVector<int64_t, 2>, 4> expandedLoops;
  llvm::SmallVector<llvm::SmallVector<OpFoldResult, 2>, 4> expandedSizes;
  unsigned numExpandedLoops = 0;
};

/// Each loop's size, read from the first operand dimension it indexes
/// alone (MLIR's createLoopRanges, which reads the size of every operand
/// dimension first, making tensor.dim ops for the dynamic ones).
std::optional<llvm::SmallVector<OpFoldResult, 4>>
loopSizes(PatternRewriter &rewriter, Operation *op,
          llvm::ArrayRef<AffineMapAttr> maps, unsigned numLoops) {
  llvm::SmallVector<OpFoldResult, 8> operandSizes;
  for (Value operand : op->getOperands())
    if (llvm::isa<RankedTensorType>(operand.getType()))
      for (const OpFoldResult &size :
           tensor::getMixedSizes(rewriter, op->getLoc(), operand))
        operandSizes.push_back(size);
  llvm::SmallVector<OpFoldResult, 4> sizes(numLoops);
  size_t flat = 0;
  for (AffineMapAttr map : maps)
    for (unsigned r = 0; r < map.getNumResults(); ++r, ++flat)
      if (AffineExpr e = map.getResult(r);
          e.getKind() == AffineExprKind::DimId && !sizes[dimPosition(e)])
        sizes[dimPosition(e)] = operandSizes[flat];
  if (llvm::any_of(sizes, [](const OpFoldResult &s) { return !s; }))
    return std::nullopt;
  return sizes;
}

/// Which loops each loop becomes when operand `fused`, read through
/// `fusedMap`, is reshaped by `groups`.
ExpansionInfo splitLoops(AffineMapAttr fusedMap, const Groups &groups,
                         llvm::ArrayRef<OpFoldResult> expandedShape) {
  ExpansionInfo info;
  unsigned numLoops = fusedMap.getNumDims();
  llvm::SmallVector<unsigned, 4> counts(numLoops, 1);
  info.expandedSizes.resize(numLoops);
  for (unsigned r = 0; r < fusedMap.getNumResults(); ++r) {
    unsigned loop = dimPosition(fusedMap.getResult(r));
    const auto &group = groups[r];
    counts[loop] = unsigned(group.size());
    info.expandedSizes[loop].assign(expandedShape.begin() + group.front(),
                                    expandedShape.begin() + group.front() +
                                        int64_t(group.size()));
  }
  for (unsigned loop = 0; loop < numLoops; ++loop) {
    info.expandedLoops.emplace_back();
    for (unsigned i = 0; i < counts[loop]; ++i)
      info.expandedLoops.back().push_back(info.numExpandedLoops++);
  }
  return info;
}

AffineMapAttr expandMap(Context &ctx, AffineMapAttr map,
                        const ExpansionInfo &info) {
  llvm::SmallVector<AffineExpr, 6> results;
  for (unsigned r = 0; r < map.getNumResults(); ++r)
    for (int64_t loop : info.expandedLoops[dimPosition(map.getResult(r))])
      results.push_back(AffineExpr::getDim(ctx, unsigned(loop)));
  return AffineMapAttr::get(ctx, info.numExpandedLoops, map.getNumSymbols(),
                            results);
}

/// The reshape groups that take an operand read through `map` to its
/// expanded form.
Groups groupsForExpansion(AffineMapAttr map, const ExpansionInfo &info) {
  Groups groups;
  int64_t next = 0;
  for (unsigned r = 0; r < map.getNumResults(); ++r) {
    groups.emplace_back();
    for (size_t i = 0;
         i < info.expandedLoops[dimPosition(map.getResult(r))].size(); ++i)
      groups.back().push_back(next++);
  }
  return groups;
}

/// The expanded sizes of an operand read through `map`.
llvm::SmallVector<OpFoldResult, 6> expandedSizesOf(AffineMapAttr map,
                                                   const ExpansionInfo &info) {
  llvm::SmallVector<OpFoldResult, 6> sizes;
  for (unsigned r = 0; r < map.getNumResults(); ++r)
    for (const OpFoldResult &size :
         info.expandedSizes[dimPosition(map.getResult(r))])
      sizes.push_back(size);
  return sizes;
}

llvm::SmallVector<int64_t, 6> staticSizes(llvm::ArrayRef<OpFoldResult> sizes) {
  llvm::SmallVector<int64_t, 6> shape;
  for (const OpFoldResult &size : sizes)
    shape.push_back(size.value ? kDynamic
                               : llvm::cast<IntegerAttr>(size.attr).getInt());
  return shape;
}

/// MLIR's reshapeLikeShapesAreCompatible for an expansion: each group of
/// `expanded` collapses to the size `collapsed` has there (dynamic where a
/// size in the group is).
bool shapesAreCompatible(llvm::ArrayRef<int64_t> collapsed,
                         llvm::ArrayRef<int64_t> expanded,
                         const Groups &groups) {
  for (auto [i, group] : llvm::enumerate(groups)) {
    int64_t product = 1;
    for (int64_t d : group) {
      int64_t size = expanded[size_t(d)];
      product =
          product == kDynamic || size == kDynamic ? kDynamic : product * size;
    }
    if (product != collapsed[i])
      return false;
  }
  return true;
}

/// Moves the ops computing `values` (and what they need from the same
/// block) before `before`, as MLIR's moveValueDefinitions does; fails
/// where one of them is `before` itself, needs its results, or lies in
/// another block.
LogicalResult moveDefinitionsBefore(PatternRewriter &rewriter,
                                    llvm::ArrayRef<Value> values,
                                    Operation *before) {
  DominanceInfo dominance;
  llvm::SmallVector<Operation *, 4> toMove;
  llvm::SmallPtrSet<Operation *, 8> seen;
  llvm::SmallVector<Value, 4> worklist;
  for (Value value : values) {
    if (dominance.properlyDominates(value, before))
      continue;
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != before->getBlock())
      return failure();
    worklist.push_back(value);
  }
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def || dominance.properlyDominates(def->getResult(0), before) ||
        !seen.insert(def).second)
      continue;
    if (def == before || def->getBlock() != before->getBlock())
      return failure();
    toMove.push_back(def);
    for (Value operand : def->getOperands())
      worklist.push_back(operand);
    // Values its regions use from outside must come along too.
    bool needsBefore = false;
    def->walk([&](Operation *nested) {
      if (nested == def)
        return;
      for (Value operand : nested->getOperands()) {
        if (!operand.isDefinedOutside(def))
          continue;
        if (operand.getDefiningOp() == before)
          needsBefore = true;
        else
          worklist.push_back(operand);
      }
    });
    if (needsBefore)
      return failure();
  }
  // Block order is an order the uses respect.
  llvm::sort(toMove,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  for (Operation *op : toMove)
    rewriter.moveOpBefore(op, before);
  return success();
}

/// The expanded op: a transpose with its permutation split, a fill or
/// copy cloned onto the new operands, else a linalg.generic with the
/// op's body, its linalg.index ops renumbered.
Operation *createExpandedOp(PatternRewriter &rewriter, Operation *op,
                            llvm::ArrayRef<Type> resultTypes,
                            llvm::ArrayRef<Value> inputs,
                            llvm::ArrayRef<Value> inits,
                            llvm::ArrayRef<AffineMapAttr> maps,
                            const ExpansionInfo &info) {
  Context &ctx = rewriter.getContext();
  llvm::SmallVector<Value, 6> operands(inputs.begin(), inputs.end());
  operands.append(inits.begin(), inits.end());
  if (auto transpose = llvm::dyn_cast<TransposeOp>(op)) {
    llvm::SmallVector<int64_t, 4> permutation =
        denseI64Values(transpose.property<"permutation">());
    llvm::SmallVector<int64_t, 4> inverse(permutation.size());
    for (auto [i, p] : llvm::enumerate(permutation))
      inverse[size_t(p)] = int64_t(i);
    llvm::SmallVector<int64_t, 6> flattened;
    for (int64_t p : inverse)
      llvm::append_range(flattened, info.expandedLoops[size_t(p)]);
    llvm::SmallVector<int64_t, 6> newPermutation(flattened.size());
    for (auto [i, p] : llvm::enumerate(flattened))
      newPermutation[size_t(p)] = int64_t(i);
    Operation *expanded =
        tensor::cloneWith(rewriter, op, resultTypes, operands);
    expanded->setAttr("permutation",
                      DenseArrayAttr::get(ctx, llvm::ArrayRef(newPermutation)));
    return expanded;
  }
  if (llvm::isa<FillOp, CopyOp>(op))
    return tensor::cloneWith(rewriter, op, resultTypes, operands);

  llvm::SmallVector<uint64_t, 6> iteratorTypes(info.numExpandedLoops, 0);
  for (auto [loop, type] : llvm::enumerate(getIteratorTypes(op)))
    for (int64_t expanded : info.expandedLoops[loop])
      iteratorTypes[size_t(expanded)] = type;
  llvm::SmallVector<Attribute, 6> iterators;
  for (uint64_t type : iteratorTypes)
    iterators.push_back(EnumAttr::get(ctx, kIteratorType, type));
  Operation *generic = createGeneric(rewriter, op->getLoc(), inputs, inits,
                                     maps, ArrayAttr::get(ctx, iterators));
  Block &from = op->getRegion(0).front();
  Block &to = generic->getRegion(0).front();
  llvm::DenseMap<Value, Value> mapper;
  for (Value arg : from.getArguments())
    mapper[arg] = to.addArgument(arg.getType(), arg.getLoc());
  cloneOpsInto(rewriter, from, to, mapper);
  // An index of a split loop is the pieces' indices linearized, outermost
  // first: ((i0 * n1 + i1) * n2 + i2)..., each step a composed, folded
  // affine.apply (MLIR's updateExpandedGenericOpRegion); pieces of size 1
  // then fold away with their linalg.index.
  for (Operation &nested : llvm::make_early_inc_range(to)) {
    if (!llvm::isa<IndexOp>(&nested))
      continue;
    int64_t dim =
        llvm::cast<IntegerAttr>(nested.getInherentAttr("dim")).getInt();
    llvm::ArrayRef<int64_t> pieces = info.expandedLoops[size_t(dim)];
    if (pieces.size() == 1 && pieces.front() == dim)
      continue;
    rewriter.setInsertionPointAfter(&nested);
    Type index = IndexType::get(ctx);
    auto createIndex = [&](int64_t loop) {
      return create<IndexOp>(
                 rewriter, op->getLoc(),
                 with<"dim">(IntegerAttr::get(IntegerType::get(ctx, 64), loop)),
                 with<"result">(index))
          .result<"result">();
    };
    llvm::SmallVector<Value, 4> innerIndices;
    for (int64_t loop : pieces.drop_front())
      innerIndices.push_back(createIndex(loop));
    OpFoldResult linear = createIndex(pieces.front());
    AffineExpr idx = AffineExpr::getDim(ctx, 0),
               acc = AffineExpr::getDim(ctx, 1),
               size = AffineExpr::getSymbol(ctx, 0);
    AffineMapAttr step = AffineMapAttr::get(ctx, 2, 1, {idx + acc * size});
    for (auto [inner, pieceSize] : llvm::zip(
             innerIndices,
             llvm::ArrayRef(info.expandedSizes[size_t(dim)]).drop_front()))
      linear = affine::makeComposedFoldedAffineApply(
          rewriter, nested.getLoc(), step, {inner, linear, pieceSize});
    Value replacement =
        linear.value ? linear.value
                     : createIndexConstant(
                           rewriter, nested.getLoc(),
                           llvm::cast<IntegerAttr>(linear.attr).getInt());
    rewriter.replaceOp(&nested, {replacement});
  }
  rewriter.setInsertionPointAfter(generic);
  return generic;
}

/// MLIR's fuseWithReshapeByExpansion: `op` with operand `fused` read
/// through `reshape` (a collapse_shape making an input, or an expand_shape
/// of a result) rewritten on the expanded loops. Returns the values that
/// replace op's results, or none where it cannot be done.
std::optional<llvm::SmallVector<Value, 2>>
fuseByExpansion(PatternRewriter &rewriter, Operation *op, Operation *reshape,
                unsigned fused) {
  Context &ctx = rewriter.getContext();
  Location loc = op->getLoc();
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  llvm::SmallVector<OpFoldResult, 6> expandedShape;
  Groups groups = tensor::getReassociation(reshape);
  auto expand = llvm::dyn_cast<tensor::ExpandShapeOp>(reshape);
  Value source = expand
                     ? expand.operand<"src">()
                     : tensor::CollapseShapeOp::wrap(reshape).operand<"src">();
  if (expand) {
    llvm::SmallVector<Value, 4> dynamic(expand.operands<"output_shape">());
    // The sizes must be there before the op that now makes the result.
    if (failed(moveDefinitionsBefore(rewriter, dynamic, op)))
      return std::nullopt;
    size_t next = 0;
    for (int64_t size :
         denseI64Values(expand.property<"static_output_shape">()))
      expandedShape.push_back(size == kDynamic ? OpFoldResult(dynamic[next++])
                                               : indexAttr(ctx, size));
  } else {
    rewriter.setInsertionPoint(op);
    expandedShape = tensor::getMixedSizes(rewriter, reshape->getLoc(), source);
  }
  if (groups.empty())
    return std::nullopt;
  ExpansionInfo info = splitLoops(maps[fused], groups, expandedShape);
  rewriter.setInsertionPoint(op);
  std::optional<llvm::SmallVector<OpFoldResult, 4>> sizes =
      loopSizes(rewriter, op, maps, maps[fused].getNumDims());
  if (!sizes)
    return std::nullopt;
  for (auto [loop, expanded] : llvm::enumerate(info.expandedSizes))
    if (expanded.empty())
      expanded.push_back((*sizes)[loop]);

  llvm::SmallVector<AffineMapAttr, 6> expandedMaps;
  for (AffineMapAttr map : maps)
    expandedMaps.push_back(expandMap(ctx, map, info));

  rewriter.setInsertionPoint(op);
  // Each operand in its expanded shape: an expand_shape where it changes.
  auto expandOperand = [&](unsigned i) -> std::optional<Value> {
    Value operand = op->getOperand(i);
    auto type = llvm::dyn_cast<RankedTensorType>(operand.getType());
    if (!type)
      return operand;
    llvm::SmallVector<OpFoldResult, 6> shape = expandedSizesOf(maps[i], info);
    auto expandedType = RankedTensorType::get(
        staticSizes(shape), type.getElementType(), Attribute());
    if (expandedType == Type(type))
      return operand;
    Groups operandGroups = groupsForExpansion(maps[i], info);
    if (!shapesAreCompatible(type.getShape(), expandedType.getShape(),
                             operandGroups))
      return std::nullopt;
    return tensor::createExpandShape(rewriter, loc, expandedType, operand,
                                     operandGroups, shape)
        ->getResult(0);
  };
  unsigned numInputs = getNumInputs(op);
  llvm::SmallVector<Value, 4> inputs, inits;
  for (unsigned i = 0; i < numInputs; ++i) {
    if (i == fused) {
      inputs.push_back(source);
      continue;
    }
    std::optional<Value> input = expandOperand(i);
    if (!input)
      return std::nullopt;
    inputs.push_back(*input);
  }
  for (unsigned i = numInputs; i < op->getNumOperands(); ++i) {
    std::optional<Value> init = expandOperand(i);
    if (!init)
      return std::nullopt;
    inits.push_back(*init);
  }
  llvm::SmallVector<Type, 2> resultTypes;
  for (Value init : inits)
    resultTypes.push_back(init.getType());
  Operation *expanded = createExpandedOp(rewriter, op, resultTypes, inputs,
                                         inits, expandedMaps, info);
  // The results in their old shapes: collapses of the new ones.
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<Value, 2> replacements;
  for (unsigned r = 0; r < op->getNumResults(); ++r) {
    Value result = expanded->getResult(r);
    if (result.getType() != op->getResult(r).getType())
      result = tensor::createCollapseShape(
                   rewriter, loc, op->getResult(r).getType(), result,
                   groupsForExpansion(maps[numInputs + r], info))
                   ->getResult(0);
    replacements.push_back(result);
  }
  return replacements;
}

//===-- The patterns ------------------------------------------------------===//

/// A structured op reading a collapse_shape (of which it is the only user)
/// runs on the uncollapsed loops instead.
LogicalResult foldWithProducerReshapeOpByExpansion(Operation *op,
                                                   PatternRewriter &rewriter) {
  if (!isStructuredOp(op))
    return failure();
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  for (unsigned i = 0, e = getNumInputs(op); i < e; ++i) {
    Operation *collapse = op->getOperand(i).getDefiningOp();
    if (!llvm::isa_and_present<tensor::CollapseShapeOp>(collapse) ||
        !isFusableByExpansion(op, maps, i) || !hasSingleUse(collapse))
      continue;
    std::optional<llvm::SmallVector<Value, 2>> replacements =
        fuseByExpansion(rewriter, op, collapse, i);
    if (!replacements)
      return failure();
    rewriter.replaceOp(op, *replacements);
    return success();
  }
  return failure();
}

/// An expand_shape of a structured op's result (its only use) becomes the
/// op run on the expanded loops.
LogicalResult foldReshapeWithGenericOpByExpansion(tensor::ExpandShapeOp op,
                                                  PatternRewriter &rewriter) {
  Value source = op.operand<"src">();
  Operation *producer = source.getDefiningOp();
  if (!producer || !isStructuredOp(producer))
    return failure();
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(producer);
  unsigned init = getNumInputs(producer) + source.getIndex();
  if (init >= producer->getNumOperands() ||
      !isFusableByExpansion(producer, maps, init) || !hasSingleUse(producer))
    return failure();
  std::optional<llvm::SmallVector<Value, 2>> replacements =
      fuseByExpansion(rewriter, producer, op, init);
  if (!replacements)
    return failure();
  // The expand's value is the expanded result, before its collapse.
  Value replacement = (*replacements)[source.getIndex()];
  if (auto collapse = llvm::dyn_cast_if_present<tensor::CollapseShapeOp>(
          replacement.getDefiningOp()))
    replacement = collapse.operand<"src">();
  rewriter.replaceOp(op, {replacement});
  rewriter.replaceOp(producer, *replacements);
  return success();
}

/// A pad's amounts on the expanded dimensions: those of the dimension a
/// group of one comes from; none where a group of several is padded, or
/// where the padding value depends on the position.
struct ExpandedPadding {
  llvm::SmallVector<int64_t, 6> paddedShape;
  llvm::SmallVector<OpFoldResult, 6> low, high;
};

std::optional<ExpandedPadding>
expandedPadding(tensor::PadOp pad, llvm::ArrayRef<int64_t> expandedShape,
                const Groups &groups) {
  if (!tensor::constantPaddingValue(pad))
    return std::nullopt;
  Context &ctx = pad->getContext();
  llvm::SmallVector<int64_t, 4> low =
      denseI64Values(pad.property<"static_low">());
  llvm::SmallVector<int64_t, 4> high =
      denseI64Values(pad.property<"static_high">());
  for (auto [group, l, h] : llvm::zip(groups, low, high))
    if (group.size() != 1 && (l != 0 || h != 0))
      return std::nullopt;
  auto mixed = [&](llvm::ArrayRef<int64_t> statics, auto dynamic) {
    llvm::SmallVector<OpFoldResult, 4> list;
    size_t next = 0;
    for (int64_t value : statics)
      list.push_back(value == kDynamic ? OpFoldResult(Value(dynamic[next++]))
                                       : indexAttr(ctx, value));
    return list;
  };
  llvm::SmallVector<OpFoldResult, 4> mixedLow =
      mixed(low, pad.operands<"low">());
  llvm::SmallVector<OpFoldResult, 4> mixedHigh =
      mixed(high, pad.operands<"high">());
  llvm::ArrayRef<int64_t> paddedShape =
      llvm::cast<RankedTensorType>(pad->getResult(0).getType()).getShape();
  ExpandedPadding result;
  result.paddedShape.assign(expandedShape.begin(), expandedShape.end());
  result.low.assign(expandedShape.size(), indexAttr(ctx, 0));
  result.high.assign(expandedShape.size(), indexAttr(ctx, 0));
  for (auto [i, group] : llvm::enumerate(groups)) {
    if (group.size() != 1)
      continue;
    size_t d = size_t(group.front());
    result.paddedShape[d] = paddedShape[i];
    result.low[d] = mixedLow[i];
    result.high[d] = mixedHigh[i];
  }
  return result;
}

RankedTensorType withShape(Type type, llvm::ArrayRef<int64_t> shape) {
  auto ranked = llvm::cast<RankedTensorType>(type);
  return RankedTensorType::get(shape, ranked.getElementType(),
                               ranked.getEncoding());
}

/// pad(collapse_shape(x)) as collapse_shape(pad(x)).
LogicalResult
foldPadWithProducerReshapeOpByExpansion(tensor::PadOp pad,
                                        PatternRewriter &rewriter) {
  auto collapse = llvm::dyn_cast_if_present<tensor::CollapseShapeOp>(
      pad.operand<"source">().getDefiningOp());
  if (!collapse || !hasSingleUse(collapse))
    return failure();
  rewriter.setInsertionPoint(pad);
  Value source = collapse.operand<"src">();
  Groups groups = tensor::getReassociation(collapse);
  std::optional<ExpandedPadding> padding = expandedPadding(
      pad, llvm::cast<RankedTensorType>(source.getType()).getShape(), groups);
  if (!padding)
    return failure();
  Type resultType = pad->getResult(0).getType();
  Value newPad =
      tensor::createPadOfValue(rewriter, pad->getLoc(),
                               withShape(resultType, padding->paddedShape),
                               source, padding->low, padding->high,
                               tensor::constantPaddingValue(pad),
                               bool(pad->getInherentAttr("nofold")))
          ->getResult(0);
  rewriter.replaceOp(pad,
                     tensor::createCollapseShape(rewriter, pad->getLoc(),
                                                 resultType, newPad, groups)
                         ->getResults());
  return success();
}

/// expand_shape(pad(x)) as pad(expand_shape(x)).
LogicalResult
foldReshapeWithProducerPadOpByExpansion(tensor::ExpandShapeOp op,
                                        PatternRewriter &rewriter) {
  auto pad = llvm::dyn_cast_if_present<tensor::PadOp>(
      op.operand<"src">().getDefiningOp());
  if (!pad || !hasSingleUse(pad))
    return failure();
  Context &ctx = rewriter.getContext();
  auto expandedType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  Groups groups = tensor::getReassociation(op);
  std::optional<ExpandedPadding> padding =
      expandedPadding(pad, expandedType.getShape(), groups);
  if (!padding)
    return failure();

  Location loc = op->getLoc();
  Value padSource = pad.operand<"source">();
  llvm::SmallVector<OpFoldResult, 6> newSizes;
  llvm::SmallVector<Value, 4> dynamic(op.operands<"output_shape">());
  size_t next = 0;
  for (int64_t size : denseI64Values(op.property<"static_output_shape">()))
    newSizes.push_back(size == kDynamic ? OpFoldResult(dynamic[next++])
                                        : indexAttr(ctx, size));
  // The new expand goes right after the pad's source: the sizes it keeps
  // from the old one must already be there.
  Operation *anchor = nullptr;
  if (Operation *def = padSource.getDefiningOp()) {
    auto next = std::next(Block::iterator(def));
    if (next != def->getBlock()->end())
      anchor = &*next;
  } else if (!padSource.getParentBlock()->empty()) {
    anchor = &padSource.getParentBlock()->front();
  }
  DominanceInfo dominance;
  for (auto [i, group] : llvm::enumerate(groups))
    if (group.size() != 1)
      for (int64_t d : group)
        if (Value v = newSizes[size_t(d)].value;
            v && (!anchor || !dominance.properlyDominates(v, anchor)))
          return failure();

  llvm::SmallVector<int64_t, 6> newShape(expandedType.getShape());
  if (Operation *def = padSource.getDefiningOp())
    rewriter.setInsertionPointAfter(def);
  else
    rewriter.setInsertionPointToStart(padSource.getParentBlock());
  llvm::SmallVector<OpFoldResult, 4> sourceSizes =
      tensor::getMixedSizes(rewriter, loc, padSource);
  auto sourceType = llvm::cast<RankedTensorType>(padSource.getType());
  for (auto [i, group] : llvm::enumerate(groups)) {
    if (group.size() != 1)
      continue;
    newShape[size_t(group.front())] = sourceType.getShape()[i];
    newSizes[size_t(group.front())] = sourceSizes[i];
  }
  Value newExpand = tensor::createExpandShape(rewriter, loc,
                                              withShape(expandedType, newShape),
                                              padSource, groups, newSizes)
                        ->getResult(0);
  rewriter.setInsertionPoint(op);
  Value newPad =
      tensor::createPadOfValue(
          rewriter, loc,
          withShape(pad->getResult(0).getType(), padding->paddedShape),
          newExpand, padding->low, padding->high,
          tensor::constantPaddingValue(pad),
          bool(pad->getInherentAttr("nofold")))
          ->getResult(0);
  rewriter.replaceOp(op, {newPad});
  return success();
}

} // namespace

void linalg::addReshapeByExpansionPatterns(RewritePatternSet &patterns) {
  patterns.add<tensor::ExpandShapeOp>("FoldReshapeWithGenericOpByExpansion",
                                      foldReshapeWithGenericOpByExpansion);
  patterns.add<tensor::PadOp>("FoldPadWithProducerReshapeOpByExpansion",
                              foldPadWithProducerReshapeOpByExpansion);
  patterns.add<tensor::ExpandShapeOp>("FoldReshapeWithProducerPadOpByExpansion",
                                      foldReshapeWithProducerPadOpByExpansion);
  patterns.addForOpsWhere(
      [](OperationName name) {
        return name.getInterface<StructuredOpInterface>() != nullptr;
      },
      "FoldWithProducerReshapeOpByExpansion",
      foldWithProducerReshapeOpByExpansion);
}

//===- UnitDimsCleanup.cpp - linalg-fold-unit-extent-dims, phase 2 --------===//
//
// The patterns MLIR 22's pass hands the greedy driver after dropping unit
// dimensions, in its order: all-parallel generics read their used inits as
// inputs (MoveInitOperandsToInput); slices lose their unit dimensions
// through reshapes (RankReducedExtractSliceOp/InsertSliceOp); the reshape,
// fill and empty patterns; reshapes and slices of empty tensors become
// empty tensors; and tensor.dim of a result reads the sizes its op
// computes it from (MLIR's reifyResultShapes; products of collapsed sizes
// and padded sizes with affine.apply).
//
//===----------------------------------------------------------------------===//
#include "dialects/affine/AffineComposition.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/linalg/LinalgCanonicalize.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/linalg/transforms/UnitDimsInternal.h"
#include "dialects/scf/SCFOps.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorOps.h"
#include "interfaces/ParallelCombiningInterface.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"

using namespace terrace;
using namespace terrace::linalg;
using namespace terrace::linalg::unitdims;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

RankedTensorType rankedType(Value v) {
  return llvm::dyn_cast<RankedTensorType>(v.getType());
}

//===-- MoveInitOperandsToInput
//--------------------------------------------===//

LogicalResult moveInitOperandsToInput(GenericOp op, PatternRewriter &rewriter) {
  for (Value v : op->getOperands())
    if (llvm::isa<MemRefType, UnrankedMemRefType>(v.getType()))
      return failure();
  llvm::SmallVector<uint64_t, 4> iterators = getIteratorTypes(op);
  if (llvm::is_contained(iterators, uint64_t(IteratorType::Reduction)))
    return failure();
  unsigned numInputs = getNumInputs(op), numInits = getNumInits(op);
  Block &oldBody = op->getRegion(0).front();
  llvm::SmallVector<unsigned, 2> candidates;
  for (unsigned i = 0; i < numInits; ++i)
    if (!oldBody.getArgument(numInputs + i).use_empty())
      candidates.push_back(i);
  if (candidates.empty())
    return failure();
  Location loc = op->getLoc();
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  llvm::SmallVector<Value, 4> inputs(op->getOperands().take_front(numInputs));
  llvm::SmallVector<Value, 4> inits(op->getOperands().drop_front(numInputs));
  llvm::SmallVector<Attribute, 6> newMaps(maps.begin(),
                                          maps.begin() + numInputs);
  for (unsigned c : candidates) {
    inputs.push_back(inits[c]);
    newMaps.push_back(maps[numInputs + c]);
  }
  newMaps.append(maps.begin() + numInputs, maps.end());
  // Each moved init is replaced by an empty tensor of its sizes, made
  // right after the value.
  for (unsigned c : candidates) {
    Value value = inits[c];
    if (Operation *def = value.getDefiningOp())
      rewriter.setInsertionPointAfter(def);
    else
      rewriter.setInsertionPointToStart(value.getParentBlock());
    llvm::SmallVector<int64_t, 4> shape;
    llvm::SmallVector<Value, 4> sizes;
    mixedSizes(rewriter, loc, value, shape, sizes);
    // The init's encoding stays, so the result type still matches it
    // (MLIR 22 drops it and makes a generic that fails to verify).
    auto initType = llvm::cast<RankedTensorType>(value.getType());
    Type type = RankedTensorType::get(shape, initType.getElementType(),
                                      initType.getEncoding());
    inits[c] =
        create<tensor::EmptyOp>(rewriter, loc, with<"dynamicSizes">(sizes),
                                with<"result">(type))
            .result<"result">();
  }
  rewriter.setInsertionPoint(op);
  Operation *newOp = createGeneric(rewriter, loc, inputs, inits, newMaps,
                                   op->getInherentAttr("iterator_types"));
  // The discardable attributes stay; library_call and doc do not.
  for (const NamedAttribute &attr : op->getAttrDictionary().getValue())
    newOp->setAttr(attr.getName(), attr.value);
  Block *body = &newOp->getRegion(0).front();
  llvm::DenseMap<Value, Value> mapper;
  for (unsigned i = 0; i < numInputs; ++i)
    mapper[oldBody.getArgument(i)] =
        body->addArgument(oldBody.getArgument(i).getType(), loc);
  for (unsigned c : candidates)
    mapper[oldBody.getArgument(numInputs + c)] =
        body->addArgument(oldBody.getArgument(numInputs + c).getType(), loc);
  for (unsigned i = 0; i < numInits; ++i) {
    Value arg = oldBody.getArgument(numInputs + i);
    Value added = body->addArgument(arg.getType(), loc);
    if (!llvm::is_contained(candidates, i))
      mapper[arg] = added;
  }
  cloneOpsInto(rewriter, oldBody, *body, mapper);
  rewriter.replaceOp(op, newOp->getResults());
  return success();
}

//===-- Rank-reduced slices
//-------------------------------------------------===//

LogicalResult rankReducedExtractSlice(tensor::ExtractSliceOp op,
                                      PatternRewriter &rewriter) {
  RankedTensorType resultType = rankedType(op.result<"result">());
  Groups groups = groupsFoldingUnitDims(resultType.getShape());
  if (groups.size() == size_t(resultType.getRank()))
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *slice = op->clone();
  slice->getResult(0).setType(tensor::rankReducedSliceType(
      unsigned(groups.size()), rankedType(op.operand<"source">()),
      denseI64Values(op.property<"static_sizes">())));
  rewriter.insert(slice);
  rewriter.replaceOp(op,
                     {createExpand(rewriter, op->getLoc(), slice->getResult(0),
                                   groups, resultType)});
  return success();
}

/// insert_slice and parallel_insert_slice: the source collapsed (before
/// the in_parallel op for the latter), the insert otherwise the same.
LogicalResult rankReducedInsertSlice(Operation *op, PatternRewriter &rewriter) {
  Value source =
      llvm::isa<tensor::InsertSliceOp>(op)
          ? tensor::InsertSliceOp::wrap(op).operand<"source">()
          : tensor::ParallelInsertSliceOp::wrap(op).operand<"source">();
  RankedTensorType sourceType = rankedType(source);
  Groups groups = groupsFoldingUnitDims(sourceType.getShape());
  if (groups.size() == size_t(sourceType.getRank()))
    return failure();
  bool parallel = llvm::isa<tensor::ParallelInsertSliceOp>(op);
  rewriter.setInsertionPoint(parallel ? op->getParentOp() : op);
  Value collapsed = createCollapse(rewriter, op->getLoc(), source, groups);
  rewriter.setInsertionPoint(op);
  Operation *insert = op->clone();
  insert->setOperand(0, collapsed);
  rewriter.insert(insert);
  rewriter.replaceOp(op, insert->getResults());
  return success();
}

//===-- Sizes of results (MLIR's reifyResultShapes)
//------------------------===//

/// Size `dim` of `result` as its op computes it: a constant or a value,
/// created at the insertion point; none where the op cannot tell.
std::optional<OpFoldResult> reifyDim(PatternRewriter &rewriter, Value result,
                                     int64_t dim) {
  Operation *owner = result.getDefiningOp();
  RankedTensorType type = rankedType(result);
  if (!owner || !type || dim < 0 || dim >= type.getRank())
    return std::nullopt;
  Context &ctx = rewriter.getContext();
  auto constant = [&](int64_t v) {
    return OpFoldResult(IntegerAttr::get(IndexType::get(ctx), v));
  };
  // Sizes read from operands are read where the op is, as MLIR's
  // reifyResultShapes does.
  auto dimOf = [&, loc = owner->getLoc()](Value v, int64_t d) -> OpFoldResult {
    int64_t size = rankedType(v).getShape()[size_t(d)];
    if (size != kDynamic)
      return constant(size);
    Value index = createIndexConstant(rewriter, loc, d);
    return OpFoldResult(create<tensor::DimOp>(rewriter, loc, with<"source">(v),
                                              with<"index">(index))
                            .result<"result">());
  };
  int64_t size = type.getShape()[size_t(dim)];
  if (isStructuredOp(owner)) {
    if (size != kDynamic)
      return constant(size);
    unsigned numInputs = getNumInputs(owner);
    llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(owner);
    AffineExpr e = maps[numInputs + result.getIndex()].getResult(unsigned(dim));
    // A size the init reads through a constant is the init's own. MLIR 22
    // takes the constant for the size, a miscompile (a unit loop that also
    // reads a dynamic init dimension gets size 0).
    if (e.isConstant())
      return dimOf(owner->getOperand(numInputs + result.getIndex()), dim);
    if (e.getKind() != AffineExprKind::DimId)
      return std::nullopt;
    for (auto [operand, map] : llvm::zip_equal(owner->getOperands(), maps))
      for (unsigned r = 0; r < map.getNumResults(); ++r)
        if (map.getResult(r) == e)
          return dimOf(operand, r);
    return std::nullopt;
  }
  if (auto expand = llvm::dyn_cast<tensor::ExpandShapeOp>(owner)) {
    llvm::SmallVector<int64_t, 4> shape =
        denseI64Values(expand.property<"static_output_shape">());
    if (shape[size_t(dim)] != kDynamic)
      return constant(shape[size_t(dim)]);
    auto index =
        size_t(llvm::count(llvm::ArrayRef(shape).take_front(dim), kDynamic));
    return OpFoldResult(expand.operands<"output_shape">()[index]);
  }
  if (auto collapse = llvm::dyn_cast<tensor::CollapseShapeOp>(owner)) {
    if (size != kDynamic)
      return constant(size);
    // The product of the group's sizes, a composed, folded affine.apply
    // (MLIR's getCollapsedOutputDimFromInputShape).
    Value source = collapse.operand<"src">();
    Groups groups = tensor::getReassociation(collapse);
    llvm::SmallVector<OpFoldResult, 4> sizes;
    AffineExpr product;
    for (auto [k, d] : llvm::enumerate(groups[size_t(dim)])) {
      sizes.push_back(
          tensor::getMixedSize(rewriter, owner->getLoc(), source, d));
      AffineExpr symbol = AffineExpr::getSymbol(ctx, unsigned(k));
      product = product ? product * symbol : symbol;
    }
    return affine::makeComposedFoldedAffineApply(
        rewriter, owner->getLoc(),
        AffineMapAttr::get(ctx, 0, unsigned(sizes.size()), {product}), sizes);
  }
  if (auto slice = llvm::dyn_cast<tensor::ExtractSliceOp>(owner)) {
    // The sizes, less those a rank-reducing slice drops (static 1s the
    // result does not have).
    llvm::SmallVector<int64_t, 4> sizes =
        denseI64Values(slice.property<"static_sizes">());
    OperandRange values = slice.operands<"sizes">();
    llvm::ArrayRef<int64_t> shape = type.getShape();
    size_t r = 0, nextValue = 0;
    for (int64_t s : sizes) {
      Value v = s == kDynamic ? values[nextValue++] : Value();
      bool matches = r < shape.size() &&
                     (s == kDynamic ? shape[r] == kDynamic : shape[r] == s);
      if (!matches && s == 1)
        continue; // dropped
      if (int64_t(r) == dim)
        return v ? OpFoldResult(v) : constant(s);
      ++r;
    }
    return std::nullopt;
  }
  if (llvm::isa<tensor::PadOp, tensor::EmptyOp, tensor::ConcatOp>(owner) &&
      size != kDynamic)
    return constant(size);
  if (llvm::isa<tensor::PadOp>(owner))
    return tensor::reifyPadSize(rewriter, owner->getLoc(), owner, dim);
  return std::nullopt;
}

Value materialize(PatternRewriter &rewriter, Location loc, OpFoldResult r) {
  if (r.value)
    return r.value;
  return createIndexConstant(rewriter, loc,
                             llvm::cast<IntegerAttr>(r.attr).getInt());
}

/// MLIR's DimOfReifyRankedShapedTypeOpInterface on tensor.dim.
LogicalResult dimOfReifiedResult(tensor::DimOp op, PatternRewriter &rewriter) {
  Value source = op.operand<"source">();
  std::optional<llvm::APInt> index = getConstantInt(op.operand<"index">());
  if (!index || source.isBlockArgument())
    return failure();
  rewriter.setInsertionPoint(op);
  std::optional<OpFoldResult> size =
      reifyDim(rewriter, source, index->getSExtValue());
  if (!size)
    return failure();
  rewriter.replaceOp(op, {materialize(rewriter, op->getLoc(), *size)});
  return success();
}

/// MLIR's IterArgsToInitArgs: tensor.dim of an scf.forall's shared
/// output reads its init (the loop writes slices of it, never reshapes
/// it; not scf.for, whose iter_args may change shape).
LogicalResult iterArgsToInitArgs(tensor::DimOp op, PatternRewriter &rewriter) {
  Value source = op.operand<"source">();
  if (!source.isBlockArgument())
    return failure();
  auto forall = llvm::dyn_cast_if_present<scf::ForallOp>(
      source.getParentBlock()->getParentOp());
  if (!forall)
    return failure();
  OperandRange outputs = forall.operands<"outputs">();
  unsigned numIVs =
      source.getParentBlock()->getNumArguments() - unsigned(outputs.size());
  if (source.getIndex() < numIVs)
    return failure();
  Value init = outputs[source.getIndex() - numIVs];
  rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, init); });
  return success();
}

//===-- Empty tensors (MLIR's populateFoldTensorEmptyPatterns)
//-------------===//

tensor::EmptyOp emptyOf(Value v) {
  return llvm::dyn_cast_if_present<tensor::EmptyOp>(v.getDefiningOp());
}

/// A reshape (or concat) of empty tensors: an empty tensor of its sizes,
/// cast to its type when they say more.
LogicalResult replaceByEmpty(Operation *op, PatternRewriter &rewriter) {
  Location loc = op->getLoc();
  Value result = op->getResult(0);
  RankedTensorType type = rankedType(result);
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<OpFoldResult, 4> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    std::optional<OpFoldResult> size = reifyDim(rewriter, result, d);
    if (!size)
      return failure();
    sizes.push_back(*size);
  }
  Value empty =
      tensor::createEmpty(rewriter, loc, sizes, type.getElementType());
  if (empty.getType() != type)
    empty = tensor::createCast(rewriter, loc, type, empty);
  rewriter.replaceOp(op, {empty});
  return success();
}

template <typename ReshapeOp>
LogicalResult foldEmptyTensorWithReshape(ReshapeOp op,
                                         PatternRewriter &rewriter) {
  if (!emptyOf(op.template operand<"src">()))
    return failure();
  return replaceByEmpty(op, rewriter);
}

LogicalResult foldConcatsOfEmpty(tensor::ConcatOp op,
                                 PatternRewriter &rewriter) {
  if (op->getNumOperands() == 0 ||
      !llvm::all_of(op->getOperands(),
                    [](Value v) { return bool(emptyOf(v)); }))
    return failure();
  return replaceByEmpty(op, rewriter);
}

LogicalResult foldEmptyTensorWithExtractSlice(tensor::ExtractSliceOp op,
                                              PatternRewriter &rewriter) {
  if (!emptyOf(op.operand<"source">()))
    return failure();
  rewriter.setInsertionPoint(op);
  OperandRange sizes = op.operands<"sizes">();
  Value empty =
      create<tensor::EmptyOp>(rewriter, op->getLoc(),
                              with<"dynamicSizes">(llvm::SmallVector<Value, 4>(
                                  sizes.begin(), sizes.end())),
                              with<"result">(op.result<"result">().getType()))
          .result<"result">();
  rewriter.replaceOp(op, {empty});
  return success();
}

} // namespace

void unitdims::addCleanupPatterns(RewritePatternSet &patterns, Context &ctx,
                                  bool reshapes) {
  patterns.add<GenericOp>("MoveInitOperandsToInput", moveInitOperandsToInput);
  if (reshapes) {
    patterns.add<tensor::ExtractSliceOp>("RankReducedExtractSliceOp",
                                         rankReducedExtractSlice);
    patterns.add("tensor.insert_slice", "RankReducedInsertSliceOp",
                 rankReducedInsertSlice);
    patterns.add("tensor.parallel_insert_slice", "RankReducedInsertSliceOp",
                 rankReducedInsertSlice);
    tensor::collapseShapePatterns(patterns, ctx);
    tensor::expandShapePatterns(patterns, ctx);
  }
  fillPatterns(patterns, ctx);
  tensor::emptyPatterns(patterns, ctx);
  patterns.add<tensor::ExtractSliceOp>("FoldEmptyTensorWithExtractSliceOp",
                                       foldEmptyTensorWithExtractSlice);
  patterns.add<tensor::ExpandShapeOp>(
      "FoldEmptyTensorWithReshapeOp",
      foldEmptyTensorWithReshape<tensor::ExpandShapeOp>);
  patterns.add<tensor::CollapseShapeOp>(
      "FoldEmptyTensorWithReshapeOp",
      foldEmptyTensorWithReshape<tensor::CollapseShapeOp>);
  patterns.add<tensor::ConcatOp>("FoldConcatsOfEmpty", foldConcatsOfEmpty);
  patterns.add<tensor::DimOp>("DimOfReifyRankedShapedTypeOpInterface",
                              dimOfReifiedResult);
  patterns.add<tensor::DimOp>("IterArgsToInitArgs", iterArgsToInitArgs);
}

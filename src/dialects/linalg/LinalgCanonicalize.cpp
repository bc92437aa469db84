//===- LinalgCanonicalize.cpp - Folds and patterns of linalg ops ----------===//
//
// MLIR 22's folds and canonicalization patterns of the structured ops:
// an identity transpose folds to its input; a transpose of a transpose, a
// broadcast of a broadcast become one; a generic or broadcast whose body
// only yields its arguments, through one map for all operands, is replaced
// by those arguments (EraseIdentityLinalgOp).
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/LinalgCanonicalize.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/NamedOps.h"
#include "dialects/linalg/RelayoutCanonicalize.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/StructuredSyntax.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorOps.h"
#include "interfaces/DestinationStyleInterface.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

/// A transpose or broadcast of `input` into `init` (MLIR's builders): the
/// body yields the input's element.
Operation *linalg::createCopyLike(PatternRewriter &rewriter, Location loc,
                                  OperationName name, llvm::StringRef attrName,
                                  Value input, Value init,
                                  llvm::ArrayRef<int64_t> values) {
  Context &ctx = rewriter.getContext();
  OperationState state(loc, name);
  state.operands = {input, init};
  if (llvm::isa<RankedTensorType>(init.getType()))
    state.types.push_back(init.getType());
  state.addAttribute(StringAttr::get(ctx, attrName),
                     DenseArrayAttr::get(ctx, values));
  addPassThroughBody(state, ctx);
  return rewriter.create(state);
}

namespace {

/// transpose(transpose(x, p), q) -> transpose(x, p∘q).
LogicalResult foldTransposeWithTranspose(Operation *op,
                                         PatternRewriter &rewriter) {
  auto outer = TransposeOp::wrap(op);
  auto def = llvm::dyn_cast_if_present<TransposeOp>(
      outer.operand<"input">().getDefiningOp());
  if (!def)
    return failure();
  llvm::SmallVector<int64_t, 4> inner =
      denseI64Values(def.property<"permutation">());
  llvm::SmallVector<int64_t, 4> folded;
  for (int64_t p : denseI64Values(outer.property<"permutation">())) {
    if (p < 0 || p >= int64_t(inner.size()))
      return failure();
    folded.push_back(inner[size_t(p)]);
  }
  rewriter.setInsertionPoint(op);
  Operation *replacement =
      createCopyLike(rewriter, op->getLoc(), op->getName(), "permutation",
                     def.operand<"input">(), outer.operand<"init">(), folded);
  rewriter.replaceOp(op, replacement->getResults());
  return success();
}

/// broadcast(broadcast(x, d), e) -> broadcast(x, e ∪ d mapped into the
/// outer init's dimensions).
LogicalResult foldBroadcasts(Operation *op, PatternRewriter &rewriter) {
  auto outer = BroadcastOp::wrap(op);
  auto def = llvm::dyn_cast_if_present<BroadcastOp>(
      outer.operand<"input">().getDefiningOp());
  if (!def)
    return failure();
  llvm::SmallVector<int64_t, 4> dims =
      denseI64Values(outer.property<"dimensions">());
  int64_t initRank =
      int64_t(llvm::cast<ShapedType>(outer.operand<"init">().getType())
                  .getShape()
                  .size());
  llvm::SmallVector<int64_t, 4> inputDims;
  for (int64_t d = 0; d < initRank; ++d)
    if (!llvm::is_contained(dims, d))
      inputDims.push_back(d);
  llvm::SmallVector<int64_t, 4> folded(dims);
  for (int64_t d : denseI64Values(def.property<"dimensions">())) {
    if (d < 0 || d >= int64_t(inputDims.size()))
      return failure();
    folded.push_back(inputDims[size_t(d)]);
  }
  llvm::sort(folded);
  rewriter.setInsertionPoint(op);
  Operation *replacement =
      createCopyLike(rewriter, op->getLoc(), op->getName(), "dimensions",
                     def.operand<"input">(), outer.operand<"init">(), folded);
  rewriter.replaceOp(op, replacement->getResults());
  return success();
}

/// transpose(broadcast(x)) -> broadcast(transpose(x)) when the broadcast
/// has no other use: the smaller tensor is transposed (MLIR's
/// SwapTransposeWithBroadcast; the new dimensions are not sorted, as
/// there).
LogicalResult swapTransposeWithBroadcast(Operation *op,
                                         PatternRewriter &rewriter) {
  auto transpose = TransposeOp::wrap(op);
  Value input = transpose.operand<"input">();
  auto broadcast =
      llvm::dyn_cast_if_present<BroadcastOp>(input.getDefiningOp());
  if (!broadcast || !input.hasOneUse())
    return failure();
  llvm::SmallVector<int64_t, 4> dims =
      denseI64Values(broadcast.property<"dimensions">());
  llvm::SmallVector<int64_t, 4> perms =
      denseI64Values(transpose.property<"permutation">());
  llvm::SmallVector<int64_t, 4> resultPerms, inverse(perms.size());
  for (int64_t p : perms)
    if (!llvm::is_contained(dims, p))
      resultPerms.push_back(
          p - llvm::count_if(dims, [&](int64_t d) { return d < p; }));
  for (size_t i = 0; i < perms.size(); ++i) {
    if (perms[i] < 0 || perms[i] >= int64_t(perms.size()))
      return failure();
    inverse[size_t(perms[i])] = int64_t(i);
  }
  llvm::SmallVector<int64_t, 4> resultDims;
  for (int64_t d : dims)
    resultDims.push_back(inverse[size_t(d)]);
  Value source = broadcast.operand<"input">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  Location loc = op->getLoc();
  Context &ctx = rewriter.getContext();
  rewriter.setInsertionPoint(op);
  // The source's sizes: static ones as they are, dynamic ones read.
  llvm::SmallVector<Value, 4> dynamicSizes(sourceType.getShape().size());
  for (size_t i = 0; i < sourceType.getShape().size(); ++i) {
    if (sourceType.getShape()[i] != kDynamic)
      continue;
    Value index =
        create<arith::ConstantOp>(
            rewriter, loc,
            with<"value">(IntegerAttr::get(IndexType::get(ctx), int64_t(i))),
            with<"result">(Type(IndexType::get(ctx))))
            .result<"result">();
    dynamicSizes[i] =
        create<tensor::DimOp>(rewriter, loc, with<"source">(source),
                              with<"index">(index))
            .result<"result">();
  }
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<Value, 4> emptySizes;
  for (int64_t p : resultPerms) {
    shape.push_back(sourceType.getShape()[size_t(p)]);
    if (Value size = dynamicSizes[size_t(p)])
      emptySizes.push_back(size);
  }
  Value init = create<tensor::EmptyOp>(
                   rewriter, loc, with<"dynamicSizes">(emptySizes),
                   with<"result">(Type(RankedTensorType::get(
                       shape, sourceType.getElementType(), Attribute()))))
                   .result<"result">();
  Operation *newTranspose = createCopyLike(
      rewriter, loc, op->getName(), "permutation", source, init, resultPerms);
  Operation *replacement = createCopyLike(
      rewriter, loc, broadcast->getName(), "dimensions",
      newTranspose->getResult(0), transpose.operand<"init">(), resultDims);
  rewriter.replaceOp(op, replacement->getResults());
  return success();
}

/// MLIR's EraseIdentityLinalgOp: every operand through one map, a body
/// that only yields block arguments: the results are those operands (on
/// buffers, a copy of a buffer onto itself is erased).
LogicalResult eraseIdentityLinalgOp(Operation *op, PatternRewriter &rewriter) {
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  if (!llvm::all_equal(maps) || op->getRegion(0).empty())
    return failure();
  Block &body = op->getRegion(0).front();
  if (&body.front() != &body.back())
    return failure();
  Operation *yield = body.getTerminator();
  if (!yield || !llvm::isa<YieldOp>(yield))
    return failure();
  auto isShaped = [](Value v) { return llvm::isa<ShapedType>(v.getType()); };
  bool allBuffers = true, allTensors = true;
  for (Value v : op->getOperands()) {
    if (!isShaped(v))
      continue;
    allBuffers &= llvm::isa<MemRefType, UnrankedMemRefType>(v.getType());
    allTensors &= llvm::isa<RankedTensorType, UnrankedTensorType>(v.getType());
  }
  unsigned numInputs = getNumInputs(op);
  if (allBuffers) {
    if (numInputs != 1 || op->getNumOperands() != 2 ||
        /* its one input is its one init */ op->getOperand(0) !=
            op->getOperand(1) ||
        yield->getNumOperands() != 1)
      return failure();
    Value arg = YieldOp::wrap(yield).operands<"values">().front();
    if (!arg.isBlockArgument() || arg.getParentBlock() != &body)
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
  if (!allTensors)
    return failure();
  llvm::SmallVector<Value, 2> replacements;
  for (unsigned i = 0; i < yield->getNumOperands(); ++i) {
    Value yielded = yield->getOperand(i);
    if (!yielded.isBlockArgument() || yielded.getParentBlock() != &body)
      return failure();
    Value operand = op->getOperand(yielded.getIndex());
    Type resultType = op->getResult(i).getType();
    if (operand.getType() != resultType) {
      if (!tensor::areCastCompatible(operand.getType(), resultType))
        return failure();
      rewriter.setInsertionPoint(op);
      operand = create<tensor::CastOp>(rewriter, op->getLoc(),
                                       with<"source">(operand),
                                       with<"dest">(resultType))
                    ->getResult(0);
    }
    replacements.push_back(operand);
  }
  if (replacements.size() != op->getNumResults())
    return failure();
  rewriter.replaceOp(op, replacements);
  return success();
}

/// MLIR's EraseSelfCopy: a copy of a value onto itself is that value (on
/// buffers, nothing: the copy is erased).
LogicalResult eraseSelfCopy(Operation *op, PatternRewriter &rewriter) {
  unsigned numInputs = getNumInputs(op);
  OperandRange operands = op->getOperands();
  if (!llvm::equal(operands.take_front(numInputs),
                   operands.drop_front(numInputs)))
    return failure();
  if (op->getNumResults() == 0) {
    rewriter.eraseOp(op);
    return success();
  }
  llvm::SmallVector<Value, 1> inputs(operands.take_front(numInputs));
  rewriter.replaceOp(op, inputs);
  return success();
}

/// The linalg.fill that defines `value`, or null.
FillOp definingFill(Value value) {
  return llvm::dyn_cast_if_present<FillOp>(value.getDefiningOp());
}

/// A concat of fills of one value is a fill of the concat of their inits
/// (MLIR's FoldConcatsOfFill). Constants compare by value, others by
/// identity.
LogicalResult foldConcatsOfFill(tensor::ConcatOp op,
                                PatternRewriter &rewriter) {
  if (op->getNumOperands() == 0)
    return failure();
  auto fillValue = [](FillOp fill) -> std::pair<Attribute, Value> {
    Value value = filledValue(fill);
    if (Attribute constant = getConstantValue(value))
      return {constant, Value()};
    return {Attribute(), value};
  };
  FillOp first = definingFill(op.operands<"inputs">().front());
  if (!first)
    return failure();
  auto firstValue = fillValue(first);
  llvm::SmallVector<Value, 4> inits;
  llvm::SmallVector<Type, 4> initTypes;
  for (Value input : op->getOperands()) {
    FillOp fill = definingFill(input);
    if (!fill || fillValue(fill) != firstValue)
      return failure();
    inits.push_back(fillInit(fill));
    initTypes.push_back(fillInit(fill).getType());
  }
  rewriter.setInsertionPoint(op);
  int64_t dim = op.property<"dim", IntegerAttr>().getInt();
  Operation *concat = create<tensor::ConcatOp>(
      rewriter, op->getLoc(), with<"inputs">(inits),
      with<"dim">(op.property<"dim">()),
      with<"result">(Type(tensor::concatResultType(dim, initTypes))));
  Operation *fill = buildNamedOp(
      rewriter, op->getLoc(), FillOp::getOperationName(rewriter.getContext()),
      filledValue(first), concat->getResult(0));
  rewriter.replaceOp(op, fill->getResults());
  return success();
}

/// A copy of a fill is a fill of the copy's destination; a copy into a
/// fill copies into the fill's destination (MLIR's FoldFillWithCopy).
LogicalResult foldFillWithCopy(Operation *op, PatternRewriter &rewriter) {
  unsigned numInputs = getNumInputs(op);
  if (numInputs != 1 || op->getNumOperands() != 2)
    return failure();
  Context &ctx = rewriter.getContext();
  rewriter.setInsertionPoint(op);
  auto copy = CopyOp::wrap(op);
  Value input = copy.operands<"inputs">().front(),
        output = copy.operands<"outputs">().front();
  if (auto fill = definingFill(input)) {
    Operation *replacement =
        buildNamedOp(rewriter, op->getLoc(), FillOp::getOperationName(ctx),
                     fill->getOperands().take_front(1), ValueRange(output));
    rewriter.replaceOp(op, replacement->getResults());
    return success();
  }
  if (auto fill = definingFill(output)) {
    Operation *replacement =
        buildNamedOp(rewriter, op->getLoc(), CopyOp::getOperationName(ctx),
                     ValueRange(input), fill->getOperands().drop_front(1));
    rewriter.replaceOp(op, replacement->getResults());
    return success();
  }
  return failure();
}

/// An element of a fill is the fill's value (MLIR's
/// FoldFillWithTensorExtract).
LogicalResult foldFillWithTensorExtract(Operation *op,
                                        PatternRewriter &rewriter) {
  FillOp fill = definingFill(tensor::ExtractOp::wrap(op).operand<"tensor">());
  if (!fill)
    return failure();
  rewriter.replaceOp(op, {filledValue(fill)});
  return success();
}

/// A transpose of a fill is a fill of the transpose's init (MLIR's
/// FoldFillWithTranspose).
LogicalResult foldFillWithTranspose(Operation *op, PatternRewriter &rewriter) {
  auto transpose = TransposeOp::wrap(op);
  FillOp fill = definingFill(transpose.operand<"input">());
  if (!fill)
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *replacement = buildNamedOp(
      rewriter, op->getLoc(), FillOp::getOperationName(rewriter.getContext()),
      ValueRange(filledValue(fill)), ValueRange(transpose.operand<"init">()));
  rewriter.replaceOp(op, replacement->getResults());
  return success();
}

/// A reshape of a fill is a fill of the reshaped init (MLIR's
/// FoldFillWithTensorReshape): the init's reshape takes the fill's
/// location, the new fill the reshape's.
LogicalResult foldFillWithTensorReshape(Operation *op,
                                        PatternRewriter &rewriter) {
  // A tensor.collapse_shape or expand_shape: its source is operand 0.
  Value source = llvm::isa<tensor::CollapseShapeOp>(op)
                     ? tensor::CollapseShapeOp::wrap(op).operand<"src">()
                     : tensor::ExpandShapeOp::wrap(op).operand<"src">();
  FillOp fill = definingFill(source);
  if (!fill)
    return failure();
  rewriter.setInsertionPoint(op);
  OperationState state(fill->getLoc(), op->getName());
  state.operands.push_back(fillInit(fill));
  state.operands.append(op->getOperands().begin() + 1, op->getOperands().end());
  state.types.push_back(op->getResult(0).getType());
  for (llvm::StringRef name : {"reassociation", "static_output_shape"})
    if (Attribute value = op->getInherentAttr(name))
      state.addAttribute(StringAttr::get(rewriter.getContext(), name), value);
  Operation *init = rewriter.create(state);
  Operation *replacement = buildNamedOp(
      rewriter, op->getLoc(), FillOp::getOperationName(rewriter.getContext()),
      fill->getOperands().take_front(1), init->getResults());
  rewriter.replaceOp(op, replacement->getResults());
  return success();
}

/// MLIR's EraseDeadLinalgOp: a structured op with an empty buffer operand
/// does nothing.
LogicalResult eraseDeadLinalgOp(Operation *op, PatternRewriter &rewriter) {
  for (Value operand : op->getOperands())
    if (auto type = llvm::dyn_cast<MemRefType>(operand.getType()))
      if (llvm::is_contained(type.getShape(), int64_t(0))) {
        rewriter.eraseOp(op);
        return success();
      }
  return failure();
}

/// MLIR's InferStaticShapeOfOperands: a loop whose size one operand knows
/// makes that dimension static in the others (through casts), and the
/// results take their inits' new types (cast back).
LogicalResult inferStaticShapeOfOperands(Operation *op,
                                         PatternRewriter &rewriter) {
  for (Value v : op->getOperands())
    if (llvm::isa<MemRefType, UnrankedMemRefType>(v.getType()))
      return failure();
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  if (maps.size() != op->getNumOperands() ||
      !llvm::all_of(
          maps, [](AffineMapAttr map) { return map.isProjectedPermutation(); }))
    return failure();
  llvm::DenseMap<int64_t, int64_t> loopSize;
  for (auto [operand, map] : llvm::zip_equal(op->getOperands(), maps)) {
    auto type = llvm::dyn_cast<RankedTensorType>(operand.getType());
    if (!type)
      continue;
    for (size_t i = 0; i < type.getShape().size(); ++i)
      if (type.getShape()[i] != kDynamic)
        loopSize.try_emplace(map.getResult(unsigned(i)).getValue(),
                             type.getShape()[i]);
  }
  rewriter.setInsertionPoint(op);
  bool changed = false;
  llvm::SmallVector<Value, 4> operands;
  llvm::SmallVector<Type, 2> resultTypes;
  for (unsigned idx = 0; idx < op->getNumOperands(); ++idx) {
    Value operand = op->getOperand(idx);
    operands.push_back(operand);
    auto type = llvm::dyn_cast<RankedTensorType>(operand.getType());
    if (!type)
      continue;
    bool init = isDpsInit(op, idx);
    if (type.hasStaticShape() && init) {
      resultTypes.push_back(type);
      continue;
    }
    llvm::SmallVector<int64_t, 4> shape(type.getShape());
    bool operandChanged = false;
    for (size_t i = 0; i < shape.size(); ++i) {
      auto known = loopSize.find(maps[idx].getResult(unsigned(i)).getValue());
      if (shape[i] == kDynamic && known != loopSize.end()) {
        shape[i] = known->second;
        operandChanged = true;
      }
    }
    auto newType =
        RankedTensorType::get(shape, type.getElementType(), type.getEncoding());
    if (operandChanged) {
      changed = true;
      operands.back() =
          tensor::createCast(rewriter, op->getLoc(), newType, operand);
    }
    if (init)
      resultTypes.push_back(newType);
  }
  if (!changed || resultTypes.size() != op->getNumResults())
    return failure();
  tensor::replaceWithCastsBack(
      rewriter, op, tensor::cloneWith(rewriter, op, resultTypes, operands));
  return success();
}

/// MLIR's FoldTensorCastConsumerOp: a cast that makes a structured op's
/// result more static moves onto its init; the op computes the static
/// type, and other uses see it cast back.
LogicalResult foldTensorCastConsumerOp(tensor::CastOp cast,
                                       PatternRewriter &rewriter) {
  Value source = cast.operand<"source">();
  Type resultType = cast.result<"dest">().getType();
  Operation *producer = source.getDefiningOp();
  if (!producer || !isStructuredOp(producer) ||
      producer->getBlock() != cast->getBlock() ||
      !tensor::preservesStaticInformation(source.getType(), resultType) ||
      !llvm::isa<RankedTensorType>(resultType))
    return failure();
  unsigned r = source.getIndex();
  unsigned initIndex = getNumInputs(producer) + r;
  rewriter.setInsertionPoint(producer);
  Location loc = producer->getLoc();
  llvm::SmallVector<Value, 4> operands(producer->getOperands());
  operands[initIndex] =
      tensor::createCast(rewriter, loc, resultType, operands[initIndex]);
  llvm::SmallVector<Type, 2> types(producer->getResultTypes().begin(),
                                   producer->getResultTypes().end());
  types[r] = resultType;
  Operation *copy = tensor::cloneWith(rewriter, producer, types, operands);
  Value castBack =
      tensor::createCast(rewriter, loc, source.getType(), copy->getResult(r));
  llvm::SmallVector<Value, 2> results(copy->getResults().begin(),
                                      copy->getResults().end());
  results[r] = castBack;
  rewriter.replaceOp(producer, results);
  rewriter.replaceOp(cast, {copy->getResult(r)});
  return success();
}

bool isStructuredName(OperationName name) {
  return name.getInterface<StructuredOpInterface>() != nullptr;
}

} // namespace

void linalg::addDialectPatterns(RewritePatternSet &patterns) {
  patterns.addForOpsWhere(isStructuredName, "EraseDeadLinalgOp",
                          eraseDeadLinalgOp);
  patterns.add<tensor::CastOp>("FoldTensorCastConsumerOp",
                               foldTensorCastConsumerOp);
  addRelayoutCastPatterns(patterns);
  patterns.addForOpsWhere(isStructuredName, "InferStaticShapeOfOperands",
                          inferStaticShapeOfOperands);
}

void linalg::copyPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<CopyOp>("EraseSelfCopy", eraseSelfCopy);
}

void linalg::fillPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<tensor::ConcatOp>("FoldConcatsOfFill", foldConcatsOfFill);
  patterns.add<CopyOp>("FoldFillWithCopy", foldFillWithCopy);
  patterns.add<tensor::ExtractOp>("FoldFillWithTensorExtract",
                                  foldFillWithTensorExtract);
  addFillWithPackPattern(patterns);
  addFillWithPadPattern(patterns);
  patterns.add<tensor::CollapseShapeOp>("FoldFillWithTensorReshape",
                                        foldFillWithTensorReshape);
  patterns.add<tensor::ExpandShapeOp>("FoldFillWithTensorReshape",
                                      foldFillWithTensorReshape);
  addInsertPadIntoFillPattern(patterns);
  patterns.add<TransposeOp>("FoldFillWithTranspose", foldFillWithTranspose);
}

LogicalResult
linalg::foldTranspose(Operation *op, llvm::ArrayRef<Attribute>,
                      llvm::SmallVectorImpl<OpFoldResult> &results) {
  auto transpose = TransposeOp::wrap(op);
  Value input = transpose.operand<"input">();
  if (!llvm::isa<RankedTensorType, UnrankedTensorType>(input.getType()) ||
      op->getNumResults() != 1)
    return failure();
  llvm::SmallVector<int64_t, 4> permutation =
      denseI64Values(transpose.property<"permutation">());
  for (size_t i = 0; i < permutation.size(); ++i)
    if (permutation[i] != int64_t(i))
      return failure();
  results.push_back(input);
  return success();
}

void linalg::transposePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<TransposeOp>("FoldTransposeWithTranspose",
                            foldTransposeWithTranspose);
  patterns.add<TransposeOp>("SwapTransposeWithBroadcast",
                            swapTransposeWithBroadcast);
}

void linalg::broadcastPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<BroadcastOp>("EraseIdentityLinalgOp", eraseIdentityLinalgOp);
  patterns.add<BroadcastOp>("FoldBroadcasts", foldBroadcasts);
}

void linalg::genericPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<GenericOp>("EraseIdentityLinalgOp", eraseIdentityLinalgOp);
}

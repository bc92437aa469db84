//===- ElementwiseFusion.cpp - linalg-fuse-elementwise-ops ----------------===//
//
// MLIR 22's pass under the greedy driver (top-down, normal region
// simplification), its patterns on linalg.generic in MLIR's order: a
// consumer absorbs the all-parallel generic that makes one of its inputs
// when nothing else uses that producer (FuseElementwiseOps: the producer's
// inputs join the consumer's, read through composed maps, its body runs
// first); a filled input reads the fill's value; a splat or scalar
// constant input moves into the body; inits the body does not read become
// empty tensors; unused and duplicate operands and dead results go
// (DeduplicateAndRemoveDeadOperandsAndResults, RemoveUnusedCycleInGenericOp);
// then the generic and reshape canonicalizations, the dialect's own, and
// constant transposes folded.
//
// Differs on purpose: where the fused op would visit a producer's elements
// more than once, the inits the producer reads are inputs of the fused op,
// not inits (MLIR 22 keeps them as inits and miscompiles), and empty
// tensors replacing inits keep their encoding.
//
// A producer's linalg.index reads the consumer's expression of its loop,
// through affine.apply where that is neither a loop nor a constant. The
// reshape propagation the pass also runs is in ReshapeFusion.cpp.
//
//===----------------------------------------------------------------------===//
#include "dialects/affine/AffineOps.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/ConstantFolding.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/linalg/LinalgCanonicalize.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/linalg/transforms/Passes.h"
#include "dialects/linalg/transforms/ReshapeFusion.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "rewrite/GreedyPatternPass.h"

#include <cstring>

using namespace terrace;
using namespace terrace::linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

bool hasTensorSemantics(Operation *op) {
  return llvm::none_of(op->getOperands(), [](Value v) {
    return llvm::isa<MemRefType, UnrankedMemRefType>(v.getType());
  });
}

Block &bodyOf(Operation *op) { return op->getRegion(0).front(); }

AffineMapAttr substitute(AffineMapAttr map, llvm::ArrayRef<AffineExpr> with,
                         unsigned numDims) {
  llvm::SmallVector<AffineExpr, 4> results;
  for (unsigned r = 0; r < map.getNumResults(); ++r)
    results.push_back(map.getResult(r).replaceDims(with));
  return AffineMapAttr::get(map.getContext(), numDims, map.getNumSymbols(),
                            results);
}

//===-- FuseElementwiseOps
//-------------------------------------------------===//

/// Whether a loop of `consumer` that operand `k`'s map leaves out may run
/// more than once (its size is not known to be 1): then the fused op would
/// visit each element of that operand more than once.
bool visitsTwice(Operation *consumer, llvm::ArrayRef<AffineMapAttr> maps,
                 unsigned k) {
  unsigned numLoops = maps[k].getNumDims();
  llvm::SmallVector<bool, 8> read(numLoops, false);
  for (unsigned r = 0; r < maps[k].getNumResults(); ++r)
    if (AffineExpr e = maps[k].getResult(r);
        e.getKind() == AffineExprKind::DimId)
      read[size_t(e.getValue())] = true;
  for (unsigned d = 0; d < numLoops; ++d) {
    if (read[d])
      continue;
    // The loop's size: that of the first operand dimension it indexes.
    int64_t size = kDynamic;
    for (auto [operand, map] : llvm::zip(consumer->getOperands(), maps)) {
      auto type = llvm::dyn_cast<RankedTensorType>(operand.getType());
      for (unsigned r = 0; type && r < map.getNumResults(); ++r)
        if (AffineExpr e = map.getResult(r);
            e.getKind() == AffineExprKind::DimId && size_t(e.getValue()) == d) {
          size = type.getShape()[r];
          break;
        }
      if (size != kDynamic)
        break;
    }
    if (size != 1)
      return true;
  }
  return false;
}

LogicalResult fuseElementwiseOps(GenericOp consumer,
                                 PatternRewriter &rewriter) {
  if (!hasTensorSemantics(consumer))
    return failure();
  unsigned numInputs = getNumInputs(consumer);
  llvm::SmallVector<AffineMapAttr, 4> consumerMaps = getIndexingMaps(consumer);
  llvm::SmallVector<uint64_t, 4> consumerIterators = getIteratorTypes(consumer);
  bool consumerReduces =
      llvm::is_contained(consumerIterators, uint64_t(IteratorType::Reduction));
  unsigned numLoops = unsigned(consumerIterators.size());
  // The first input a fusable producer makes (MLIR's areElementwiseOpsFusable
  // with the default control function).
  std::optional<unsigned> fused;
  Operation *producer = nullptr;
  for (unsigned k = 0; k < numInputs && !fused; ++k) {
    Value operand = consumer->getOperand(k);
    auto candidate =
        llvm::dyn_cast_if_present<GenericOp>(operand.getDefiningOp());
    if (!candidate || !hasTensorSemantics(candidate) ||
        !llvm::isa<RankedTensorType>(operand.getType()))
      continue;
    llvm::SmallVector<uint64_t, 4> iterators = getIteratorTypes(candidate);
    if (llvm::is_contained(iterators, uint64_t(IteratorType::Reduction)) ||
        consumerMaps[k].getNumResults() != iterators.size())
      continue;
    llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(candidate);
    AffineMapAttr resultMap =
        maps[getNumInputs(candidate) + operand.getIndex()];
    if (resultMap.getNumResults() != resultMap.getNumDims() ||
        !resultMap.isProjectedPermutation())
      continue;
    if (consumerReduces) {
      // Every consumer loop must still be some operand dimension alone.
      llvm::SmallVector<bool, 8> covered(numLoops, false);
      auto cover = [&](AffineMapAttr m) {
        for (unsigned r = 0; r < m.getNumResults(); ++r)
          if (AffineExpr e = m.getResult(r);
              e.getKind() == AffineExprKind::DimId &&
              size_t(e.getValue()) < covered.size())
            covered[size_t(e.getValue())] = true;
      };
      for (unsigned i = 0; i < consumer->getNumOperands(); ++i)
        if (consumer->getOperand(i) != operand)
          cover(consumerMaps[i]);
      llvm::SmallVector<AffineExpr, 8> toConsumer(resultMap.getNumDims());
      for (unsigned r = 0; r < resultMap.getNumResults(); ++r)
        toConsumer[size_t(resultMap.getResult(r).getValue())] =
            consumerMaps[k].getResult(r);
      for (unsigned i = 0; i < getNumInputs(candidate); ++i)
        cover(substitute(maps[i], toConsumer, numLoops));
      if (llvm::is_contained(covered, false))
        continue;
    }
    if (!hasSingleUse(candidate))
      continue;
    fused = k;
    producer = candidate;
  }
  if (!fused)
    return failure();
  unsigned k = *fused;
  Value fusedValue = consumer->getOperand(k);
  unsigned resultNumber = fusedValue.getIndex();
  unsigned pInputs = getNumInputs(producer), pInits = getNumInits(producer);
  llvm::SmallVector<AffineMapAttr, 4> producerMaps = getIndexingMaps(producer);
  Block &producerBody = bodyOf(producer);
  // A producer that reads its init keeps it as an init of the fused op
  // (MLIR), which then writes the producer's elements back into it. Where
  // the fused op visits a producer element more than once (a consumer loop
  // the operand's map leaves out, of a size other than 1), the second
  // visit would read what the first wrote: MLIR 22 fuses so and
  // miscompiles. Terrace reads such inits as inputs of the fused op
  // instead, which gives the producer's element at every visit; where the
  // body's reads of them fold away, the input goes too and the result is
  // MLIR's.
  bool initsAsInputs = visitsTwice(consumer, consumerMaps, k);
  auto readAsInput = [&](unsigned i) {
    return initsAsInputs && !producerBody.getArgument(pInputs + i).use_empty();
  };
  AffineMapAttr resultMap = producerMaps[pInputs + resultNumber];
  // Producer loop l is the consumer expression of the fused operand's
  // dimension that the producer's result map gives as l.
  llvm::SmallVector<AffineExpr, 8> toConsumer(resultMap.getNumDims());
  for (unsigned r = 0; r < resultMap.getNumResults(); ++r)
    toConsumer[size_t(resultMap.getResult(r).getValue())] =
        consumerMaps[k].getResult(r);
  // A producer linalg.index reads the consumer expression of its loop.
  for (Operation &inner : producerBody)
    if (auto index = llvm::dyn_cast<IndexOp>(&inner)) {
      auto dim = size_t(index.property<"dim", IntegerAttr>().getInt());
      if (dim >= toConsumer.size() || !toConsumer[dim])
        return failure();
    }

  // The producer results kept (MLIR's getPreservedProducerResults).
  llvm::SmallVector<std::pair<Operation *, unsigned>, 8> ignored = {
      {consumer, k}};
  auto canDrop = [&] {
    llvm::SmallVector<AffineMapAttr, 8> maps;
    for (unsigned i = 0; i < producer->getNumOperands(); ++i)
      if (!llvm::is_contained(ignored, std::pair(producer, i)))
        maps.push_back(producerMaps[i]);
    for (unsigned i = 0; i < consumer->getNumOperands(); ++i)
      if (!llvm::is_contained(ignored,
                              std::pair<Operation *, unsigned>(consumer, i)))
        maps.push_back(consumerMaps[i]);
    if (maps.empty())
      return getIteratorTypes(producer).empty() && numLoops == 0;
    return areInvertible(maps, 0);
  };
  llvm::SmallVector<unsigned, 2> preserved;
  for (unsigned i = 0; i < pInits; ++i) {
    if (readAsInput(i))
      continue;
    ignored.push_back({producer, pInputs + i});
    Value result = producer->getResult(i);
    bool otherUser = false;
    for (OpOperand *use = result.getFirstUse(); use; use = use->getNextUse())
      otherUser |= use->getOwner() != consumer;
    if (!producerBody.getArgument(pInputs + i).use_empty() || !canDrop() ||
        otherUser) {
      preserved.push_back(i);
      ignored.pop_back();
    }
  }

  // The fused op's operands and maps.
  llvm::SmallVector<Value, 6> inputs, inits;
  llvm::SmallVector<AffineMapAttr, 6> maps, initMaps;
  for (unsigned i = 0; i < k; ++i) {
    inputs.push_back(consumer->getOperand(i));
    maps.push_back(consumerMaps[i]);
  }
  for (unsigned i = 0; i < pInputs + pInits; ++i) {
    if (i >= pInputs && !readAsInput(i - pInputs))
      continue;
    inputs.push_back(producer->getOperand(i));
    maps.push_back(substitute(producerMaps[i], toConsumer, numLoops));
  }
  for (unsigned i = k + 1; i < numInputs; ++i) {
    inputs.push_back(consumer->getOperand(i));
    maps.push_back(consumerMaps[i]);
  }
  for (unsigned i : preserved) {
    inits.push_back(producer->getOperand(pInputs + i));
    initMaps.push_back(
        substitute(producerMaps[pInputs + i], toConsumer, numLoops));
  }
  for (unsigned i = numInputs; i < consumer->getNumOperands(); ++i) {
    inits.push_back(consumer->getOperand(i));
    initMaps.push_back(consumerMaps[i]);
  }
  maps.append(initMaps.begin(), initMaps.end());
  if (!areInvertible(maps, numLoops))
    return failure();

  rewriter.setInsertionPoint(consumer);
  Operation *fusedOp =
      createGeneric(rewriter, consumer->getLoc(), inputs, inits, maps,
                    consumer->getInherentAttr("iterator_types"));
  Block &block = bodyOf(fusedOp);
  Block &consumerBody = bodyOf(consumer);
  llvm::DenseMap<Value, Value> mapper;
  rewriter.setInsertionPointToEnd(&block);
  // The fused loops' indices first, when the producer reads any.
  llvm::SmallVector<Value, 8> indices;
  bool producerIndexes = llvm::any_of(
      producerBody, [](Operation &op) { return llvm::isa<IndexOp>(&op); });
  if (producerIndexes) {
    Context &ctx = rewriter.getContext();
    for (unsigned d = 0; d < numLoops; ++d)
      indices.push_back(
          create<IndexOp>(rewriter, producer->getLoc(),
                          with<"dim">(IntegerAttr::get(
                              IntegerType::get(ctx, 64), int64_t(d))),
                          with<"result">(Type(IndexType::get(ctx))))
              ->getResult(0));
    // MLIR applies the expression to the fused indices with affine.apply,
    // which folds to an index or a constant where the expression is one.
    for (Operation &inner : producerBody)
      if (auto index = llvm::dyn_cast<IndexOp>(&inner)) {
        AffineExpr e =
            toConsumer[size_t(index.property<"dim", IntegerAttr>().getInt())];
        Value mapped;
        if (e.isConstant())
          mapped =
              createIndexConstant(rewriter, producer->getLoc(), e.getValue());
        else if (e.getKind() == AffineExprKind::DimId)
          mapped = indices[size_t(e.getValue())];
        else
          mapped =
              create<affine::ApplyOp>(rewriter, producer->getLoc(),
                                      with<"mapOperands">(ValueRange(indices)),
                                      with<"map">(Attribute(AffineMapAttr::get(
                                          ctx, numLoops, 0, {e}))),
                                      with<"result">(Type(IndexType::get(ctx))))
                  ->getResult(0);
        mapper[index->getResult(0)] = mapped;
      }
  }
  auto addArg = [&](Block &from, unsigned i) {
    Value arg = from.getArgument(i);
    mapper[arg] = block.addArgument(arg.getType(), arg.getLoc());
  };
  for (unsigned i = 0; i < k; ++i)
    addArg(consumerBody, i);
  for (unsigned i = 0; i < pInputs + pInits; ++i)
    if (i < pInputs || readAsInput(i - pInputs))
      addArg(producerBody, i);
  for (unsigned i = k + 1; i < numInputs; ++i)
    addArg(consumerBody, i);
  for (unsigned i : preserved)
    addArg(producerBody, pInputs + i);
  for (unsigned i = numInputs; i < consumerBody.getNumArguments(); ++i)
    addArg(consumerBody, i);
  Operation *producerYield = &producerBody.back();
  cloneOpsInto(rewriter, producerBody, block, mapper, [&](Operation *inner) {
    return llvm::isa<IndexOp>(inner) || inner == producerYield;
  });
  auto mapped = [&](Value v) {
    auto it = mapper.find(v);
    return it == mapper.end() ? v : it->second;
  };
  mapper[consumerBody.getArgument(k)] =
      mapped(producerYield->getOperand(resultNumber));
  Operation *consumerYield = &consumerBody.back();
  cloneOpsInto(rewriter, consumerBody, block, mapper,
               [&](Operation *inner) { return inner == consumerYield; });
  llvm::SmallVector<Value, 4> yielded;
  for (unsigned i : preserved)
    yielded.push_back(mapped(producerYield->getOperand(i)));
  for (Value v : consumerYield->getOperands())
    yielded.push_back(mapped(v));
  create<YieldOp>(rewriter, fusedOp->getLoc(),
                  with<"values">(ValueRange(yielded)));

  // The consumer's results are the fused op's last ones.
  auto offset = unsigned(preserved.size());
  for (unsigned i = 0; i < consumer->getNumResults(); ++i)
    rewriter.replaceAllUsesWith(consumer->getResult(i),
                                fusedOp->getResult(offset + i));
  rewriter.eraseOp(consumer);
  return success();
}

//===-- Inputs that are fills or constants
//--------------------------------===//

/// An input a linalg.fill makes: the body reads the fill's value.
LogicalResult foldFillWithGeneric(GenericOp op, PatternRewriter &rewriter) {
  if (!hasTensorSemantics(op))
    return failure();
  bool changed = false;
  Block &body = bodyOf(op);
  for (unsigned i = 0; i < getNumInputs(op); ++i) {
    auto fill =
        llvm::dyn_cast_if_present<FillOp>(op->getOperand(i).getDefiningOp());
    if (!fill || body.getArgument(i).use_empty())
      continue;
    rewriter.replaceAllUsesWith(body.getArgument(i), filledValue(fill));
    changed = true;
  }
  return success(changed);
}

/// MLIR's FoldScalarOrSplatConstant: the first input that is a splat (of
/// integers or floats) or scalar constant becomes a constant in the body.
LogicalResult foldScalarOrSplatConstant(GenericOp op,
                                        PatternRewriter &rewriter) {
  if (!hasTensorSemantics(op))
    return failure();
  unsigned numInputs = getNumInputs(op);
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  for (unsigned k = 0; k < numInputs; ++k) {
    Value input = op->getOperand(k);
    Attribute value = getConstantValue(input);
    if (!value)
      continue;
    Attribute scalar;
    if (llvm::isa<IntegerAttr, FloatAttr>(value)) {
      scalar = value;
    } else if (auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(value)) {
      Type element = dense.getType().getElementType();
      std::optional<ConstantElements> elements = ConstantElements::get(dense);
      if (!dense.isSplat() || element.isIndex() || !elements)
        continue;
      scalar = elements->isFloat()
                   ? Attribute(FloatAttr::get(element, elements->floatAt(0)))
                   : Attribute(IntegerAttr::get(element, elements->intAt(0)));
    } else {
      continue;
    }
    llvm::SmallVector<AffineMapAttr, 4> newMaps;
    llvm::SmallVector<Value, 4> inputs;
    llvm::SmallVector<Location, 4> locs = {op->getLoc()};
    for (unsigned i = 0; i < numInputs; ++i) {
      if (i == k)
        continue;
      inputs.push_back(op->getOperand(i));
      newMaps.push_back(maps[i]);
      locs.push_back(op->getOperand(i).getLoc());
    }
    newMaps.append(maps.begin() + numInputs, maps.end());
    if (!areInvertible(newMaps, unsigned(getIteratorTypes(op).size())))
      return failure();
    Context &ctx = rewriter.getContext();
    rewriter.setInsertionPoint(op);
    Type elementType =
        llvm::isa<ShapedType>(input.getType())
            ? llvm::cast<ShapedType>(input.getType()).getElementType()
            : input.getType();
    Operation *constant =
        input.getDefiningOp()->getName().getDialect()->materializeConstant(
            rewriter, scalar, elementType, input.getDefiningOp()->getLoc());
    if (!constant)
      return failure();
    llvm::SmallVector<Value, 4> inits(op->getOperands().drop_front(numInputs));
    Operation *newOp =
        createGeneric(rewriter, FusedLoc::get(ctx, locs, Attribute()), inputs,
                      inits, newMaps, op->getInherentAttr("iterator_types"));
    Block &oldBody = bodyOf(op);
    Block &block = bodyOf(newOp);
    llvm::DenseMap<Value, Value> mapper;
    for (unsigned i = 0; i < oldBody.getNumArguments(); ++i) {
      Value arg = oldBody.getArgument(i);
      mapper[arg] = i == k ? constant->getResult(0)
                           : block.addArgument(arg.getType(), arg.getLoc());
    }
    cloneOpsInto(rewriter, oldBody, block, mapper);
    rewriter.replaceOp(op, newOp->getResults());
    return success();
  }
  return failure();
}

/// MLIR's RemoveOutsDependency: an init the body does not read becomes an
/// empty tensor of its sizes (its encoding kept; MLIR 22 drops it and the
/// op then fails to verify).
LogicalResult removeOutsDependency(GenericOp op, PatternRewriter &rewriter) {
  if (!hasTensorSemantics(op))
    return failure();
  unsigned numInputs = getNumInputs(op);
  Block &body = bodyOf(op);
  bool changed = false;
  for (unsigned i = numInputs; i < op->getNumOperands(); ++i) {
    Value init = op->getOperand(i);
    auto type = llvm::dyn_cast<RankedTensorType>(init.getType());
    if (!type || !body.getArgument(i).use_empty() ||
        llvm::isa_and_present<tensor::EmptyOp>(init.getDefiningOp()))
      continue;
    rewriter.setInsertionPoint(op);
    llvm::SmallVector<int64_t, 4> shape;
    llvm::SmallVector<Value, 4> sizes;
    mixedSizes(rewriter, op->getLoc(), init, shape, sizes);
    Type emptyType =
        RankedTensorType::get(shape, type.getElementType(), type.getEncoding());
    Value empty = create<tensor::EmptyOp>(rewriter, op->getLoc(),
                                          with<"dynamicSizes">(sizes),
                                          with<"result">(emptyType))
                      .result<"result">();
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(i, empty); });
    changed = true;
  }
  return success(changed);
}

//===-- Dead and duplicate operands and results
//---------------------------===//

/// MLIR's isResultValueDead: no uses, and the body either ignores the
/// init or only passes it through to the yield.
bool resultIsDead(Operation *op, unsigned i) {
  if (!op->getResult(i).use_empty())
    return false;
  Value arg = bodyOf(op).getArgument(getNumInputs(op) + i);
  if (arg.use_empty())
    return true;
  if (!arg.hasOneUse())
    return false;
  Operation *user = arg.getFirstUse()->getOwner();
  return llvm::isa<YieldOp>(user) && user->getOperand(i) == arg;
}

LogicalResult deduplicateAndRemoveDead(GenericOp op,
                                       PatternRewriter &rewriter) {
  unsigned numInputs = getNumInputs(op), numInits = getNumInits(op);
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  unsigned numLoops = unsigned(getIteratorTypes(op).size());
  Block &body = bodyOf(op);
  llvm::SmallVector<unsigned, 8> dropped;
  auto canDrop = [&] {
    llvm::SmallVector<AffineMapAttr, 8> kept;
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      if (!llvm::is_contained(dropped, i))
        kept.push_back(maps[i]);
    return areInvertible(kept, numLoops);
  };
  // Inputs: unused ones dropped when the loops stay bounded, repeats of a
  // (value, map) pair merged.
  llvm::SmallVector<int, 8> inputPos(numInputs, -1);
  llvm::SmallVector<Value, 4> newInputs;
  llvm::SmallVector<AffineMapAttr, 6> newMaps;
  llvm::SmallVector<std::pair<Value, AffineMapAttr>, 4> seenInputs;
  for (unsigned i = 0; i < numInputs; ++i) {
    if (body.getArgument(i).use_empty()) {
      dropped.push_back(i);
      if (canDrop())
        continue;
      dropped.pop_back();
    }
    std::pair<Value, AffineMapAttr> key = {op->getOperand(i), maps[i]};
    if (auto it = llvm::find(seenInputs, key); it != seenInputs.end()) {
      inputPos[i] = int(it - seenInputs.begin());
      dropped.push_back(i);
      continue;
    }
    inputPos[i] = int(newInputs.size());
    seenInputs.push_back(key);
    newInputs.push_back(op->getOperand(i));
    newMaps.push_back(maps[i]);
  }
  // Inits: dead results dropped likewise, results that repeat another's
  // (init, map, yielded value) merged.
  llvm::SmallVector<int, 4> initPos(numInits, -1);
  llvm::SmallVector<Value, 4> newInits;
  Operation *yield = &body.back();
  bool tensorSemantics = hasTensorSemantics(op);
  llvm::SmallVector<std::tuple<Value, AffineMapAttr, Value>, 4> seenInits;
  for (unsigned i = 0; i < numInits; ++i) {
    unsigned operand = numInputs + i;
    std::tuple<Value, AffineMapAttr, Value> key = {
        op->getOperand(operand), maps[operand], yield->getOperand(i)};
    if (tensorSemantics) {
      if (resultIsDead(op, i)) {
        dropped.push_back(operand);
        if (canDrop())
          continue;
        dropped.pop_back();
      }
      if (body.getArgument(operand).use_empty())
        if (auto it = llvm::find(seenInits, key); it != seenInits.end()) {
          initPos[i] = int(it - seenInits.begin());
          dropped.push_back(operand);
          continue;
        }
    }
    initPos[i] = int(newInits.size());
    seenInits.push_back(key);
    newInits.push_back(op->getOperand(operand));
    newMaps.push_back(maps[operand]);
  }
  if (newInputs.size() + newInits.size() == op->getNumOperands())
    return failure();

  rewriter.setInsertionPoint(op);
  Operation *newOp =
      createGeneric(rewriter, op->getLoc(), newInputs, newInits, newMaps,
                    op->getInherentAttr("iterator_types"));
  for (llvm::StringRef name : {"doc", "library_call"})
    if (Attribute a = op->getInherentAttr(name))
      newOp->setAttr(name, a);
  for (const NamedAttribute &attr : op->getAttrDictionary().getValue())
    newOp->setAttr(attr.getName(), attr.value);
  Block &block = bodyOf(newOp);
  // MLIR's builder gives each argument its operand's location.
  for (Value v : newInputs)
    block.addArgument(constraints::elementTypeOrSelf(v.getType()), v.getLoc());
  for (Value v : newInits)
    block.addArgument(constraints::elementTypeOrSelf(v.getType()), v.getLoc());
  llvm::SmallVector<Value, 8> replacements(body.getNumArguments());
  for (unsigned i = 0; i < numInputs; ++i)
    if (inputPos[i] >= 0)
      replacements[i] = block.getArgument(unsigned(inputPos[i]));
  for (unsigned i = 0; i < numInits; ++i)
    if (initPos[i] >= 0)
      replacements[numInputs + i] =
          block.getArgument(unsigned(newInputs.size()) + unsigned(initPos[i]));
  // The old ops move over; dropped arguments are unused or their uses
  // are the yield, rebuilt below.
  if (newInits.size() != numInits) {
    llvm::SmallVector<Value, 4> values(newInits.size());
    for (unsigned i = 0; i < numInits; ++i)
      if (initPos[i] >= 0)
        values[size_t(initPos[i])] = yield->getOperand(i);
    rewriter.setInsertionPoint(yield);
    create<YieldOp>(rewriter, yield->getLoc(),
                    with<"values">(ValueRange(values)));
    rewriter.eraseOp(yield);
  }
  // A dropped argument has no uses left; it stands for itself.
  for (unsigned i = 0; i < body.getNumArguments(); ++i)
    if (!replacements[i])
      replacements[i] = body.getArgument(i);
  rewriter.mergeBlocks(&body, &block, replacements);
  llvm::SmallVector<Value, 4> results(op->getNumResults());
  for (unsigned i = 0; i < numInits; ++i)
    if (initPos[i] >= 0 && unsigned(initPos[i]) < newOp->getNumResults())
      results[i] = newOp->getResult(unsigned(initPos[i]));
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (results[i])
      rewriter.replaceAllUsesWith(op->getResult(i), results[i]);
  rewriter.eraseOp(op);
  return success();
}

/// MLIR's RemoveUnusedCycleInGenericOp: an unused result whose init only
/// feeds one op that only feeds its own yield slot yields the init.
LogicalResult removeUnusedCycle(GenericOp op, PatternRewriter &rewriter) {
  if (!hasTensorSemantics(op))
    return failure();
  bool changed = false;
  Block &body = bodyOf(op);
  unsigned numInputs = getNumInputs(op);
  for (unsigned i = 0; i < getNumInits(op); ++i) {
    if (!op->getResult(i).use_empty())
      continue;
    Value arg = body.getArgument(numInputs + i);
    if (!arg.hasOneUse())
      continue;
    Operation *cycle = arg.getFirstUse()->getOwner();
    if (cycle->getNumResults() != 1 || !cycle->getResult(0).hasOneUse())
      continue;
    Operation *user = cycle->getResult(0).getFirstUse()->getOwner();
    if (!llvm::isa<YieldOp>(user) || user->getOperand(i) != cycle->getResult(0))
      continue;
    rewriter.replaceOp(cycle, {arg});
    rewriter.notifyModified(op);
    changed = true;
  }
  return success(changed);
}

//===-- FoldConstantTranspose
//----------------------------------------------===//

/// MLIR's FoldConstantTranspose: a structured op that only permutes a
/// constant used nowhere else (a generic yielding its input, or
/// linalg.transpose) is the permuted constant.
LogicalResult foldConstantTranspose(Operation *op, PatternRewriter &rewriter) {
  if (!hasTensorSemantics(op) || getNumInits(op) != 1 ||
      op->getNumResults() != 1 || op->getNumOperands() != 2)
    return failure();
  auto resultType =
      llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  auto inputType =
      llvm::dyn_cast<RankedTensorType>(op->getOperand(0).getType());
  if (!resultType || !resultType.hasStaticShape() || !inputType)
    return failure();
  Type element = resultType.getElementType();
  if (!llvm::isa<IntegerType, FloatType>(element) ||
      inputType.getElementType() != element ||
      constraints::elementTypeOrSelf(op->getOperand(1).getType()) != element)
    return failure();
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  if (maps.size() != 2 || !maps[0].isPermutation() || !maps[1].isPermutation())
    return failure();
  Block &body = bodyOf(op);
  if (!body.getArgument(1).use_empty() || &body.front() != &body.back() ||
      !llvm::all_of(body.back().getOperands(),
                    [&](Value v) { return v == body.getArgument(0); }))
    return failure();
  Operation *constantOp = op->getOperand(0).getDefiningOp();
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(
      getConstantValue(op->getOperand(0)));
  if (!dense || !hasSingleUse(constantOp))
    return failure();
  Attribute folded;
  if (dense.isSplat()) {
    std::optional<ConstantElements> elements = ConstantElements::get(dense);
    folded = elements ? makeConstantOfElement(resultType, *elements, 0)
                      : Attribute();
  } else {
    // Element by element: the output position of each loop point takes
    // the input element at its input position.
    unsigned width = denseElementByteWidth(element);
    llvm::StringRef in = dense.getRawData();
    std::string out(size_t(resultType.getNumElements()) * width, '\0');
    llvm::ArrayRef<int64_t> inShape = inputType.getShape();
    llvm::ArrayRef<int64_t> outShape = resultType.getShape();
    size_t rank = inShape.size();
    llvm::SmallVector<int64_t, 4> loopSize(rank), point(rank, 0);
    for (size_t r = 0; r < rank; ++r)
      loopSize[size_t(maps[0].getResult(unsigned(r)).getValue())] = inShape[r];
    auto linear = [&](AffineMapAttr map, llvm::ArrayRef<int64_t> shape) {
      int64_t index = 0;
      for (size_t r = 0; r < rank; ++r)
        index = index * shape[r] +
                point[size_t(map.getResult(unsigned(r)).getValue())];
      return index;
    };
    for (int64_t n = 0; n < resultType.getNumElements(); ++n) {
      std::memcpy(&out[size_t(linear(maps[1], outShape)) * width],
                  in.data() + size_t(linear(maps[0], inShape)) * width, width);
      for (size_t d = rank; d-- > 0;) {
        if (++point[d] < loopSize[d])
          break;
        point[d] = 0;
      }
    }
    folded = DenseIntOrFPElementsAttr::get(resultType, out);
  }
  if (!folded)
    return failure();
  rewriter.setInsertionPoint(op);
  Value constant =
      create<arith::ConstantOp>(rewriter, op->getLoc(), with<"value">(folded),
                                with<"result">(Type(resultType)))
          .result<"result">();
  rewriter.replaceOp(op, {constant});
  return success();
}

bool isStructuredName(OperationName name) {
  return name.getInterface<StructuredOpInterface>() != nullptr;
}

//===-- The pass
//---------------------------------------------------------------===//

class LinalgFuseElementwiseOps
    : public GreedyPatternPass<LinalgFuseElementwiseOps> {
public:
  LinalgFuseElementwiseOps()
      : GreedyPatternPass("linalg-fuse-elementwise-ops",
                          "LinalgElementwiseOpFusionPass") {}

private:
  void populatePatterns(RewritePatternSet &set) const override {
    Context &ctx = set.getContext();
    set.add<GenericOp>("FuseElementwiseOps", fuseElementwiseOps);
    set.add<GenericOp>("FoldFillWithGenericOp", foldFillWithGeneric);
    set.add<GenericOp>("FoldScalarOrSplatConstant", foldScalarOrSplatConstant);
    set.add<GenericOp>("RemoveOutsDependency", removeOutsDependency);
    set.add<GenericOp>("DeduplicateAndRemoveDeadOperandsAndResults",
                       deduplicateAndRemoveDead);
    set.add<GenericOp>("RemoveUnusedCycleInGenericOp", removeUnusedCycle);
    addReshapeByExpansionPatterns(set);
    tensor::bubbleUpExpandShapePatterns(set);
    affine::applyPatterns(set, ctx);
    genericPatterns(set, ctx);
    tensor::expandShapePatterns(set, ctx);
    tensor::collapseShapePatterns(set, ctx);
    addDialectPatterns(set);
    set.addForOpsWhere(isStructuredName, "FoldConstantTranspose",
                       foldConstantTranspose);
  }
  /// MLIR's pass asks for a top-down walk; the rest is the driver's
  /// default (aggressive region simplification: identical blocks merge).
  GreedyRewriteConfig driverConfig() const override {
    GreedyRewriteConfig config = GreedyPatternPass::driverConfig();
    config.topDown = true;
    return config;
  }
};

} // namespace

std::unique_ptr<Pass> terrace::createLinalgFuseElementwiseOpsPass() {
  return std::make_unique<LinalgFuseElementwiseOps>();
}

//===- LinalgToLoops.cpp - convert-linalg-to-loops ------------------------===//
//
// `convert-linalg-to-loops`: every structured op on buffers becomes a nest
// of scf.for, one loop per iteration dimension from 0 to its size, whose
// body loads the operands' elements (through affine.apply of the
// indexing maps), runs the op's body and stores what it yields (MLIR's
// linalgOpToLoopsImpl). linalg.index becomes the induction variable. Ops
// on tensors are left alone. The greedy driver runs it with the folds,
// the affine.apply canonicalization and the dim patterns, as MLIR's pass.
//
//===----------------------------------------------------------------------===//
#include "dialects/affine/AffineComposition.h"
#include "dialects/affine/AffineOps.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/linalg/transforms/Passes.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/scf/SCFOps.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "rewrite/GreedyPatternPass.h"

using namespace terrace;
using namespace terrace::linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// MLIR's createOrFold<memref::DimOp>: `memref.dim %value, %cDim`, or what
/// it folds to (the index constant stays, as in MLIR).
Value createOrFoldDim(PatternRewriter &rewriter, Location loc, Value value,
                      int64_t dim) {
  Value index = createIndexConstant(rewriter, loc, dim);
  Operation *dimOp = create<memref::DimOp>(rewriter, loc, with<"source">(value),
                                           with<"index">(index));
  llvm::SmallVector<OpFoldResult, 1> folded;
  if (succeeded(foldOperation(dimOp, folded)) && folded.size() == 1) {
    if (Value v = folded[0].value) {
      rewriter.eraseOp(dimOp);
      return v;
    }
    if (auto attr = llvm::dyn_cast_if_present<IntegerAttr>(folded[0].attr)) {
      rewriter.eraseOp(dimOp);
      return createIndexConstant(rewriter, loc, attr.getInt());
    }
  }
  return dimOp->getResult(0);
}

/// MLIR's LinalgOp::createLoopRanges: the size of each loop, from the
/// first operand dimension its indexing maps give as that loop alone; the
/// sizes of every operand dimension are made first
/// (createFlatListOfOperandDims).
llvm::SmallVector<OpFoldResult, 4> loopSizes(PatternRewriter &rewriter,
                                             Operation *op,
                                             llvm::ArrayRef<AffineMapAttr> maps,
                                             unsigned numLoops) {
  Location loc = op->getLoc();
  Context &ctx = rewriter.getContext();
  llvm::SmallVector<OpFoldResult, 8> operandDims;
  for (Value operand : op->getOperands()) {
    auto shaped = llvm::dyn_cast<ShapedType>(operand.getType());
    if (!shaped || !shaped.hasRank())
      continue;
    for (int64_t d = 0; d < shaped.getRank(); ++d) {
      int64_t size = shaped.getShape()[size_t(d)];
      operandDims.push_back(
          size == kDynamic
              ? OpFoldResult(createOrFoldDim(rewriter, loc, operand, d))
              : OpFoldResult(IntegerAttr::get(IndexType::get(ctx), size)));
    }
  }
  llvm::SmallVector<OpFoldResult, 4> sizes(numLoops);
  llvm::SmallVector<bool, 4> known(numLoops, false);
  unsigned flat = 0;
  for (AffineMapAttr map : maps)
    for (unsigned r = 0; r < map.getNumResults(); ++r, ++flat) {
      AffineExpr expr = map.getResult(r);
      if (expr.getKind() != AffineExprKind::DimId)
        continue;
      auto loop = size_t(expr.getValue());
      if (known[loop] || flat >= operandDims.size())
        continue;
      sizes[loop] = operandDims[flat];
      known[loop] = true;
    }
  return sizes;
}

Value valueOrConstant(PatternRewriter &rewriter, Location loc,
                      const OpFoldResult &ofr) {
  if (ofr.value)
    return ofr.value;
  return createIndexConstant(rewriter, loc,
                             llvm::cast<IntegerAttr>(ofr.attr).getInt());
}

/// MLIR's makeCanonicalAffineApplies: one affine.apply per result of
/// `map`, its map and operands canonicalized (the folds take the trivial
/// ones away).
llvm::SmallVector<Value, 4> indexing(PatternRewriter &rewriter, Location loc,
                                     AffineMapAttr map,
                                     llvm::ArrayRef<Value> ivs) {
  llvm::SmallVector<Value, 4> indices;
  Context &ctx = rewriter.getContext();
  for (unsigned r = 0; r < map.getNumResults(); ++r) {
    AffineMapAttr exprMap = AffineMapAttr::get(
        ctx, map.getNumDims(), map.getNumSymbols(), {map.getResult(r)});
    llvm::SmallVector<Value, 4> operands(ivs.begin(), ivs.end());
    affine::canonicalizeMapAndOperands(exprMap, operands);
    indices.push_back(
        create<affine::ApplyOp>(rewriter, loc, with<"map">(exprMap),
                                with<"mapOperands">(operands),
                                with<"result">(IndexType::get(ctx)))
            .result<"result">());
  }
  return indices;
}

/// MLIR's emitScalarImplementation at the insertion point (the innermost
/// loop's body): loads, the body's ops, the stores.
void emitScalarImplementation(PatternRewriter &rewriter, Operation *op,
                              llvm::ArrayRef<AffineMapAttr> maps,
                              llvm::ArrayRef<Value> ivs) {
  Location loc = op->getLoc();
  unsigned numInputs = getNumInputs(op);
  llvm::SmallVector<Value, 4> indexed;
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Value operand = op->getOperand(i);
    // A scalar input is used as it is (MLIR's isScalar).
    if (i < numInputs && !llvm::isa<ShapedType>(operand.getType())) {
      indexed.push_back(operand);
      continue;
    }
    llvm::SmallVector<Value, 4> indices = indexing(rewriter, loc, maps[i], ivs);
    indexed.push_back(create<memref::LoadOp>(rewriter, loc,
                                             with<"memref">(operand),
                                             with<"indices">(indices))
                          .result<"result">());
  }
  // The stores' indices are made before the body is cloned.
  llvm::SmallVector<llvm::SmallVector<Value, 4>, 2> storeIndices;
  llvm::SmallVector<Value, 2> buffers;
  for (unsigned i = numInputs; i < op->getNumOperands(); ++i) {
    if (!llvm::isa<MemRefType>(op->getOperand(i).getType()))
      continue;
    storeIndices.push_back(indexing(rewriter, loc, maps[i], ivs));
    buffers.push_back(op->getOperand(i));
  }
  Block &body = op->getRegion(0).front();
  llvm::DenseMap<Value, Value> mapper;
  llvm::DenseMap<Block *, Block *> blockMapper;
  for (auto [arg, value] : llvm::zip_equal(body.getArguments(), indexed))
    mapper[Value(arg)] = value;
  Operation *terminator = body.getTerminator();
  for (Operation &inner : body) {
    if (&inner == terminator)
      break;
    rewriter.insert(inner.clone(mapper, blockMapper));
  }
  for (unsigned k = 0; k < terminator->getNumOperands(); ++k) {
    Value operand = terminator->getOperand(k);
    auto it = mapper.find(operand);
    Value toStore = it == mapper.end() ? operand : it->second;
    create<memref::StoreOp>(rewriter, loc, with<"value">(toStore),
                            with<"memref">(buffers[k]),
                            with<"indices">(storeIndices[k]));
  }
}

/// Whether every shaped operand is a memref and the op has no results
/// (MLIR's hasPureBufferSemantics).
bool hasPureBufferSemantics(Operation *op) {
  if (op->getNumResults())
    return false;
  return llvm::all_of(op->getOperands(), [](Value v) {
    return !llvm::isa<RankedTensorType, UnrankedTensorType>(v.getType());
  });
}

/// MLIR's LinalgRewritePattern<scf::ForOp>, tried on every op.
LogicalResult lowerToLoops(Operation *op, PatternRewriter &rewriter) {
  if (!isStructuredOp(op) || !hasPureBufferSemantics(op) ||
      op->getNumRegions() != 1 || op->getRegion(0).empty())
    return failure();
  Location loc = op->getLoc();
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  auto numLoops = unsigned(getIteratorTypes(op).size());
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<OpFoldResult, 4> sizes =
      loopSizes(rewriter, op, maps, numLoops);
  // MLIR's unpackRanges: a lower bound, upper bound and step per loop, in
  // that order; then the nest, each body ending in scf.yield.
  llvm::SmallVector<Value, 4> lbs, ubs, steps;
  for (unsigned l = 0; l < numLoops; ++l) {
    lbs.push_back(createIndexConstant(rewriter, loc, 0));
    ubs.push_back(valueOrConstant(rewriter, loc, sizes[l]));
    steps.push_back(createIndexConstant(rewriter, loc, 1));
  }
  llvm::SmallVector<Value, 4> ivs;
  Block *innermost = nullptr;
  for (unsigned l = 0; l < numLoops; ++l) {
    auto loop = create<scf::ForOp>(
        rewriter, loc, with<"lowerBound">(lbs[l]), with<"upperBound">(ubs[l]),
        with<"step">(steps[l]), with<"initArgs">(ValueRange()),
        with<"results">(TypeRange()));
    Block *body = new Block();
    loop.region<"region">().push_back(body);
    ivs.push_back(
        body->addArgument(IndexType::get(rewriter.getContext()), loc));
    rewriter.setInsertionPointToEnd(body);
    create<scf::YieldOp>(rewriter, loc);
    rewriter.setInsertionPointToStart(body);
    innermost = body;
  }
  // The body's ops go before the innermost yield.
  if (innermost)
    rewriter.setInsertionPoint(innermost->getTerminator());
  emitScalarImplementation(rewriter, op, maps, ivs);
  // linalg.index in the innermost body becomes its loop's variable.
  if (innermost) {
    llvm::SmallVector<Operation *, 4> indexOps;
    for (Operation &inner : *innermost)
      if (llvm::isa<IndexOp>(&inner))
        indexOps.push_back(&inner);
    for (Operation *indexOp : indexOps) {
      int64_t dim =
          IndexOp::wrap(indexOp).property<"dim", IntegerAttr>().getInt();
      rewriter.replaceOp(indexOp, ValueRange{ivs[size_t(dim)]});
    }
  }
  rewriter.eraseOp(op);
  return success();
}

/// MLIR's FoldAffineOp: an affine.apply of a constant map is that
/// constant; of one dimension or symbol alone, its operand.
LogicalResult foldAffineOp(Operation *op, PatternRewriter &rewriter) {
  auto map = llvm::cast<AffineMapAttr>(op->getInherentAttr("map"));
  if (map.getNumResults() != 1 || map.getNumDims() + map.getNumSymbols() > 1)
    return failure();
  AffineExpr expr = map.getResult(0);
  if (map.getNumDims() + map.getNumSymbols() == 0) {
    if (!expr.isConstant())
      return failure();
    rewriter.setInsertionPoint(op);
    Value constant =
        createIndexConstant(rewriter, op->getLoc(), expr.getValue());
    rewriter.replaceOp(op, ValueRange{constant});
    return success();
  }
  if (expr.getKind() == AffineExprKind::DimId ||
      expr.getKind() == AffineExprKind::SymbolId) {
    rewriter.replaceOp(op, ValueRange{op->getOperand(0)});
    return success();
  }
  return failure();
}

class ConvertLinalgToLoops : public GreedyPatternPass<ConvertLinalgToLoops> {
public:
  ConvertLinalgToLoops()
      : GreedyPatternPass("convert-linalg-to-loops",
                          "ConvertLinalgToLoopsPass") {}

private:
  void populatePatterns(RewritePatternSet &set) const override {
    Context &ctx = set.getContext();
    set.add("", "LinalgRewritePattern", lowerToLoops);
    tensor::dimPatterns(set, ctx);
    affine::applyPatterns(set, ctx);
    set.add<affine::ApplyOp>("FoldAffineOp", foldAffineOp);
  }
};

} // namespace

std::unique_ptr<Pass> terrace::createConvertLinalgToLoopsPass() {
  return std::make_unique<ConvertLinalgToLoops>();
}

//===- LinalgToLoops.cpp - convert-linalg-to-(parallel-)loops -------------===//
//
// `convert-linalg-to-loops`: every structured op on buffers becomes a nest
// of scf.for, one loop per iteration dimension from 0 to its size
// (`convert-linalg-to-parallel-loops`: one scf.parallel for each run of
// leading parallel dimensions, scf.for for reductions), whose
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
#include "dialects/linalg/transforms/StructuredLoops.h"
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
    llvm::SmallVector<Value, 4> indices =
        indicesAt(rewriter, loc, maps[i], ivs);
    // MLIR's builders set `nontemporal = false` (the generic form shows it).
    indexed.push_back(
        create<memref::LoadOp>(
            rewriter, loc, with<"memref">(operand), with<"indices">(indices),
            with<"nontemporal">(constraints::falseAttr(rewriter.getContext())))
            .result<"result">());
  }
  // The stores' indices are made before the body is cloned.
  llvm::SmallVector<llvm::SmallVector<Value, 4>, 2> storeIndices;
  llvm::SmallVector<Value, 2> buffers;
  for (unsigned i = numInputs; i < op->getNumOperands(); ++i) {
    if (!llvm::isa<MemRefType>(op->getOperand(i).getType()))
      continue;
    storeIndices.push_back(indicesAt(rewriter, loc, maps[i], ivs));
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
    create<memref::StoreOp>(
        rewriter, loc, with<"value">(toStore), with<"memref">(buffers[k]),
        with<"indices">(storeIndices[k]),
        with<"nontemporal">(constraints::falseAttr(rewriter.getContext())));
  }
}

/// The loop nest over `lbs`..`ubs` by `steps` around what `emitBody`
/// makes at the innermost level: one scf.for per loop, or (with
/// `parallel`, MLIR's generateParallelLoopNest) one scf.parallel for each
/// run of leading parallel loops and an scf.for for each reduction loop.
/// As MLIR's builders do, an scf.parallel is created after what it holds
/// (its body, then its scf.reduce), an scf.for before. Appends the
/// induction variables; returns the innermost block (null for no loops).
Block *buildLoopNest(PatternRewriter &rewriter, Location loc, ValueRange lbs,
                     ValueRange ubs, ValueRange steps,
                     llvm::ArrayRef<uint64_t> iteratorTypes, bool parallel,
                     llvm::SmallVectorImpl<Value> &ivs,
                     llvm::function_ref<void()> emitBody) {
  if (lbs.empty()) {
    emitBody();
    return nullptr;
  }
  Type index = IndexType::get(rewriter.getContext());
  Block *body = new Block();
  if (parallel && iteratorTypes.front() == 0) {
    size_t count = size_t(
        llvm::find_if(iteratorTypes, [](uint64_t type) { return type; }) -
        iteratorTypes.begin());
    for (size_t i = 0; i < count; ++i)
      ivs.push_back(body->addArgument(index, loc));
    Block *outerBlock = rewriter.getInsertionBlock();
    Block::iterator outerPoint = rewriter.getInsertionPoint();
    rewriter.setInsertionPointToStart(body);
    Block *inner =
        buildLoopNest(rewriter, loc, lbs.drop_front(count),
                      ubs.drop_front(count), steps.drop_front(count),
                      iteratorTypes.drop_front(count), parallel, ivs, emitBody);
    // An scf.reduce with no reductions: no regions (create<> would give
    // the variadic region group one).
    rewriter.setInsertionPointToEnd(body);
    OperationState reduce(
        loc, rewriter.getContext().getOperationName(scf::ReduceOp::name));
    rewriter.create(reduce);
    rewriter.setInsertionPoint(outerBlock, outerPoint);
    auto loop = create<scf::ParallelOp>(
        rewriter, loc, with<"lowerBound">(lbs.take_front(count)),
        with<"upperBound">(ubs.take_front(count)),
        with<"step">(steps.take_front(count)), with<"initVals">(ValueRange()),
        with<"results">(TypeRange()));
    loop.region<"region">().push_back(body);
    return inner ? inner : body;
  }
  auto loop = create<scf::ForOp>(
      rewriter, loc, with<"lowerBound">(lbs.front()),
      with<"upperBound">(ubs.front()), with<"step">(steps.front()),
      with<"initArgs">(ValueRange()), with<"results">(TypeRange()));
  loop.region<"region">().push_back(body);
  ivs.push_back(body->addArgument(index, loc));
  rewriter.setInsertionPointToEnd(body);
  Operation *yield = create<scf::YieldOp>(rewriter, loc);
  rewriter.setInsertionPoint(yield);
  Block *inner = buildLoopNest(
      rewriter, loc, lbs.drop_front(), ubs.drop_front(), steps.drop_front(),
      iteratorTypes.drop_front(), parallel, ivs, emitBody);
  return inner ? inner : body;
}

/// MLIR's LinalgRewritePattern<scf::ForOp> (or <scf::ParallelOp>), tried
/// on every op.
LogicalResult lowerToLoops(Operation *op, PatternRewriter &rewriter,
                           bool parallel) {
  if (!isStructuredOp(op) || !hasPureBufferSemantics(op) ||
      op->getNumRegions() != 1 || op->getRegion(0).empty())
    return failure();
  Location loc = op->getLoc();
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  llvm::SmallVector<uint64_t, 4> iteratorTypes = getIteratorTypes(op);
  auto numLoops = unsigned(iteratorTypes.size());
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<OpFoldResult, 4> sizes =
      loopSizes(rewriter, op, maps, numLoops);
  // MLIR's unpackRanges: a lower bound, upper bound and step per loop, in
  // that order; then the nest.
  llvm::SmallVector<Value, 4> lbs, ubs, steps;
  for (unsigned l = 0; l < numLoops; ++l) {
    lbs.push_back(createIndexConstant(rewriter, loc, 0));
    ubs.push_back(valueOrConstant(rewriter, loc, sizes[l]));
    steps.push_back(createIndexConstant(rewriter, loc, 1));
  }
  llvm::SmallVector<Value, 4> ivs;
  Block *innermost = buildLoopNest(
      rewriter, loc, lbs, ubs, steps, iteratorTypes, parallel, ivs,
      [&] { emitScalarImplementation(rewriter, op, maps, ivs); });
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
  auto apply = affine::ApplyOp::wrap(op);
  auto map = apply.property<"map", AffineMapAttr>();
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
    rewriter.replaceOp(op, ValueRange{apply.operands<"mapOperands">()[0]});
    return success();
  }
  return failure();
}

LogicalResult lowerToForLoops(Operation *op, PatternRewriter &rewriter) {
  return lowerToLoops(op, rewriter, /*parallel=*/false);
}
LogicalResult lowerToParallelLoops(Operation *op, PatternRewriter &rewriter) {
  return lowerToLoops(op, rewriter, /*parallel=*/true);
}

/// convert-linalg-to-loops and convert-linalg-to-parallel-loops: the same
/// patterns but for the loops they make.
template <bool Parallel>
class ConvertLinalgToLoops
    : public GreedyPatternPass<ConvertLinalgToLoops<Parallel>> {
public:
  ConvertLinalgToLoops()
      : GreedyPatternPass<ConvertLinalgToLoops<Parallel>>(
            Parallel ? "convert-linalg-to-parallel-loops"
                     : "convert-linalg-to-loops",
            Parallel ? "ConvertLinalgToParallelLoopsPass"
                     : "ConvertLinalgToLoopsPass") {}

private:
  void populatePatterns(RewritePatternSet &set) const override {
    Context &ctx = set.getContext();
    set.add("", "LinalgRewritePattern",
            Parallel ? lowerToParallelLoops : lowerToForLoops);
    tensor::dimPatterns(set, ctx);
    affine::applyPatterns(set, ctx);
    set.add<affine::ApplyOp>("FoldAffineOp", foldAffineOp);
  }
};

} // namespace

std::unique_ptr<Pass> terrace::createConvertLinalgToLoopsPass() {
  return std::make_unique<ConvertLinalgToLoops<false>>();
}

std::unique_ptr<Pass> terrace::createConvertLinalgToParallelLoopsPass() {
  return std::make_unique<ConvertLinalgToLoops<true>>();
}

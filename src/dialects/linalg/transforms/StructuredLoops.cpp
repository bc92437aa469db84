//===- StructuredLoops.cpp - Loops from structured ops on buffers ---------===//
#include "dialects/linalg/transforms/StructuredLoops.h"
#include "dialects/affine/AffineComposition.h"
#include "dialects/affine/AffineOps.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "rewrite/Folding.h"

using namespace terrace;
using namespace terrace::linalg;

/// MLIR's createOrFold<memref::DimOp>: `memref.dim %value, %cDim`, or what
/// it folds to (the index constant stays, as in MLIR).
static Value createOrFoldDim(PatternRewriter &rewriter, Location loc,
                             Value value, int64_t dim) {
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
llvm::SmallVector<OpFoldResult, 4>
linalg::loopSizes(PatternRewriter &rewriter, Operation *op,
                  llvm::ArrayRef<AffineMapAttr> maps, unsigned numLoops) {
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

Value linalg::valueOrConstant(PatternRewriter &rewriter, Location loc,
                              const OpFoldResult &ofr) {
  if (ofr.value)
    return ofr.value;
  return createIndexConstant(rewriter, loc,
                             llvm::cast<IntegerAttr>(ofr.attr).getInt());
}

/// MLIR's makeCanonicalAffineApplies: one affine.apply per result of
/// `map`, its map and operands canonicalized (the folds take the trivial
/// ones away).
llvm::SmallVector<Value, 4> linalg::indicesAt(PatternRewriter &rewriter,
                                              Location loc, AffineMapAttr map,
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

/// Whether every shaped operand is a memref and the op has no results
/// (MLIR's hasPureBufferSemantics).
bool linalg::hasPureBufferSemantics(Operation *op) {
  if (op->getNumResults())
    return false;
  return llvm::all_of(op->getOperands(), [](Value v) {
    return !llvm::isa<RankedTensorType, UnrankedTensorType>(v.getType());
  });
}

/// Whether `expr` steps by a constant along dim `p`: `d<p>`, `d<p> * c`,
/// or either plus an expression free of it.
bool linalg::stepsByConstant(AffineExpr expr, unsigned p) {
  if (expr.getKind() == AffineExprKind::DimId)
    return expr.getValue() == int64_t(p);
  if (!expr.isBinary())
    return false;
  AffineExpr l = expr.getLHS(), r = expr.getRHS();
  if (expr.getKind() == AffineExprKind::Mul)
    return (stepsByConstant(l, p) && r.isConstant()) ||
           (stepsByConstant(r, p) && l.isConstant());
  if (expr.getKind() != AffineExprKind::Add)
    return false;
  return (stepsByConstant(l, p) && !r.isFunctionOfDim(p)) ||
         (stepsByConstant(r, p) && !l.isFunctionOfDim(p));
}

bool linalg::readsAlongLastDimension(llvm::ArrayRef<AffineMapAttr> maps,
                                     unsigned p) {
  for (AffineMapAttr map : maps) {
    unsigned n = map.getNumResults();
    for (unsigned r = 0; r + 1 < n; ++r)
      if (map.getResult(r).isFunctionOfDim(p))
        return false;
    if (n && map.getResult(n - 1).isFunctionOfDim(p) &&
        !stepsByConstant(map.getResult(n - 1), p))
      return false;
  }
  return true;
}

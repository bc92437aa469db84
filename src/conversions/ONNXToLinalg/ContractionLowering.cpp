//===- ContractionLowering.cpp - MatMul and Gemm as linalg's matmuls ------===//
//
// MatMul of matrices becomes linalg.matmul, of equal batches of matrices
// linalg.batch_matmul, and every other form NumPy's matmul allows (vectors,
// broadcast batches) one linalg.generic contraction. Gemm becomes
// linalg.matmul with its transposes in the indexing maps, accumulating
// into beta * C (broadcast) when alpha is 1, scaled afterwards otherwise.
// Einsum is one linalg.generic with a loop per label of its equation.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "ir/Operation.h"

#include "llvm/ADT/StringExtras.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::LogicalResult;
using llvm::success;

namespace {

using linalg::IteratorType;

/// out + a * b: a contraction's body.
llvm::SmallVector<Value, 2> mulAdd(ScalarBuilder &s,
                                   llvm::ArrayRef<Value> args) {
  return {s.add(args[2], s.mul(args[0], args[1]))};
}

LogicalResult lowerMatMul(ONNX::MatMulOp op, PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return llvm::failure();
  Value a = op.operand<"A">(), b = op.operand<"B">();
  RankedTensorType aType = rankedType(a), bType = rankedType(b);
  RankedTensorType resultType = rankedType(op.result<"Y">());
  int64_t aRank = aType.getRank(), bRank = bType.getRank();
  int64_t rank = resultType.getRank();
  bool aVector = aRank == 1, bVector = bRank == 1;
  // The result's dimensions: batch..., then M (unless A is a vector), then
  // N (unless B is a vector).
  int64_t numBatch = rank - (aVector ? 0 : 1) - (bVector ? 0 : 1);
  if (numBatch < 0 || (aVector && bVector && rank != 0))
    return cannotLower(op, "its result's rank does not fit its operands'");
  int64_t mDim = aVector ? -1 : numBatch;
  int64_t nDim = bVector ? -1 : rank - 1;

  TensorBuilder tb(rewriter, op);
  unsigned numLoops = unsigned(rank + 1);
  AffineExpr k = tb.dimExpr(unsigned(rank));
  // An operand's batch dimensions, aligned at the end of the result's.
  auto batchExprs = [&](RankedTensorType type, int64_t operandBatch,
                        llvm::SmallVectorImpl<AffineExpr> &exprs) {
    for (int64_t j = 0; j < operandBatch; ++j) {
      int64_t r = numBatch - operandBatch + j;
      if (type.getShape()[size_t(j)] == 1 &&
          resultType.getShape()[size_t(r)] != 1)
        exprs.push_back(AffineExpr::getConstant(tb.ctx, 0));
      else
        exprs.push_back(tb.dimExpr(unsigned(r)));
    }
  };
  llvm::SmallVector<AffineExpr, 4> aExprs, bExprs;
  if (aVector) {
    aExprs.push_back(k);
  } else {
    batchExprs(aType, aRank - 2, aExprs);
    aExprs.push_back(tb.dimExpr(unsigned(mDim)));
    aExprs.push_back(k);
  }
  if (bVector) {
    bExprs.push_back(k);
  } else {
    batchExprs(bType, bRank - 2, bExprs);
    bExprs.push_back(k);
    bExprs.push_back(tb.dimExpr(unsigned(nDim)));
  }
  if (numBatch < aRank - 2 || numBatch < bRank - 2)
    return cannotLower(op, "its result's rank does not fit its operands'");

  // The sizes of the result's dynamic dimensions.
  llvm::SmallVector<Value, 4> sizes;
  for (int64_t r = 0; r < rank; ++r) {
    if (resultType.getShape()[size_t(r)] != kDynamic)
      continue;
    if (r == mDim) {
      sizes.push_back(tb.dim(a, aRank - 2));
    } else if (r == nDim) {
      sizes.push_back(tb.dim(b, bRank - 1));
    } else {
      Value size;
      for (auto [v, type, batch] :
           {std::tuple(a, aType, aRank - 2), std::tuple(b, bType, bRank - 2)}) {
        int64_t j = r - (numBatch - batch);
        if (batch > 0 && j >= 0 && type.getShape()[size_t(j)] != 1) {
          size = tb.dim(v, j);
          break;
        }
      }
      sizes.push_back(size ? size : tb.indexConstant(1));
    }
  }
  Value init = tb.filled(resultType, sizes, 0);

  Operation *result;
  bool plainBatch = numBatch == 1 && aRank == 3 && bRank == 3 &&
                    aType.getShape()[0] == bType.getShape()[0] &&
                    aType.getShape()[0] != kDynamic;
  if (rank == 2 && aRank == 2 && bRank == 2) {
    result = tb.named<linalg::MatmulOp>({a, b}, {init});
  } else if (plainBatch) {
    result = tb.named<linalg::BatchMatmulOp>({a, b}, {init});
  } else {
    llvm::SmallVector<IteratorType, 5> iterators(size_t(rank),
                                                 IteratorType::Parallel);
    iterators.push_back(IteratorType::Reduction);
    llvm::SmallVector<AffineExpr, 4> outExprs;
    for (unsigned d = 0; d < unsigned(rank); ++d)
      outExprs.push_back(tb.dimExpr(d));
    result = tb.generic({a, b}, {init},
                        {tb.map(numLoops, aExprs), tb.map(numLoops, bExprs),
                         tb.map(numLoops, outExprs)},
                        iterators, mulAdd);
  }
  return replaceWithCasts(rewriter, op, result->getResults());
}

LogicalResult lowerGemm(ONNX::GemmOp op, PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return llvm::failure();
  Value a = op.operand<"A">(), b = op.operand<"B">(), c = op.operand<"C">();
  RankedTensorType resultType = rankedType(op.result<"Y">());
  if (rankedType(a).getRank() != 2 || rankedType(b).getRank() != 2 ||
      resultType.getRank() != 2)
    return cannotLower(op, "it multiplies matrices only");
  bool transA = ONNX::intValue(op.propertyOrDefault<"transA", IntegerAttr>());
  bool transB = ONNX::intValue(op.propertyOrDefault<"transB", IntegerAttr>());
  double alpha = ONNX::floatValue(op.propertyOrDefault<"alpha", FloatAttr>());
  double beta = ONNX::floatValue(op.propertyOrDefault<"beta", FloatAttr>());
  Type element = resultType.getElementType();

  TensorBuilder tb(rewriter, op);
  llvm::SmallVector<Value, 2> sizes;
  if (resultType.getShape()[0] == kDynamic)
    sizes.push_back(tb.dim(a, transA ? 1 : 0));
  if (resultType.getShape()[1] == kDynamic)
    sizes.push_back(tb.dim(b, transB ? 0 : 1));
  // The accumulator starts at beta * C when alpha needs no scaling after.
  bool biasFirst = c && beta != 0 && alpha == 1;
  Value init;
  if (biasFirst) {
    init =
        tb.generic({c}, {tb.empty(resultType, sizes)},
                   {broadcastMap(tb.ctx, rankedType(c).getShape(),
                                 resultType.getShape()),
                    tb.identityMap(2)},
                   {},
                   [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                     llvm::SmallVector<Value, 2> y = {
                         beta == 1 ? args[0]
                                   : s.mul(s.constant(element, beta), args[0])};
                     return y;
                   })
            ->getResult(0);
  } else {
    init = tb.filled(resultType, sizes, 0);
  }
  Operation *matmul = tb.named<linalg::MatmulOp>({a, b}, {init});
  if (transA || transB) {
    // (m, n, k): A read at (m, k) or (k, m), B at (k, n) or (n, k).
    AffineExpr m = tb.dimExpr(0), n = tb.dimExpr(1), k = tb.dimExpr(2);
    Attribute maps[] = {transA ? tb.map(3, {k, m}) : tb.map(3, {m, k}),
                        transB ? tb.map(3, {n, k}) : tb.map(3, {k, n}),
                        tb.map(3, {m, n})};
    matmul->setAttr("indexing_maps", ArrayAttr::get(tb.ctx, maps));
  }
  Value result = matmul->getResult(0);
  if (!biasFirst && (alpha != 1 || (c && beta != 0))) {
    llvm::SmallVector<Value, 2> inputs = {result};
    llvm::SmallVector<AffineMapAttr, 3> maps = {tb.identityMap(2)};
    bool withC = c && beta != 0;
    if (withC) {
      inputs.push_back(c);
      maps.push_back(broadcastMap(tb.ctx, rankedType(c).getShape(),
                                  resultType.getShape()));
    }
    maps.push_back(tb.identityMap(2));
    result =
        tb.generic(inputs, {tb.empty(resultType, sizes)}, maps, {},
                   [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                     Value y = s.mul(s.constant(element, alpha), args[0]);
                     if (withC)
                       y = s.add(y, s.mul(s.constant(element, beta), args[1]));
                     llvm::SmallVector<Value, 2> out = {y};
                     return out;
                   })
            ->getResult(0);
  }
  return replaceWithCasts(rewriter, op, {result});
}

/// Einsum as one linalg.generic: a loop per label, the output's labels
/// parallel (in its order), the others reduced; each input read by its
/// labels (a repeated label reads a diagonal, a broadcast size-1 ellipsis
/// dimension reads 0); the body multiplies the inputs into the sum.
LogicalResult lowerEinsum(ONNX::EinsumOp op, PatternRewriter &rewriter) {
  llvm::SmallVector<Value, 4> inputs(op->getOperands());
  RankedTensorType resultType = rankedType(op.result<"Output">());
  if (!resultType || !resultType.hasStaticShape() ||
      !isLowerableElementType(resultType.getElementType()))
    return cannotLower(op, "its result's shape is not static");
  llvm::SmallVector<llvm::ArrayRef<int64_t>, 4> shapes;
  for (Value v : inputs) {
    RankedTensorType t = rankedType(v);
    if (!t || !t.hasStaticShape())
      return cannotLower(op, "an operand's shape is not static");
    shapes.push_back(t.getShape());
  }
  ONNX::EinsumLabels labels;
  std::string why;
  if (failed(ONNX::readEinsum(op.property<"equation", StringAttr>().getValue(),
                              shapes, labels, why)))
    return cannotLower(op, "it " + why);
  const std::string &outLabels = labels.output;
  llvm::ArrayRef<std::string> inputLabels = labels.inputs;
  auto sizeOf = [&](char c) { return labels.sizes[size_t(c)]; };
  // Loops: the output's labels, then the reduced ones.
  std::string loops = outLabels;
  for (char c : labels.all())
    if (loops.find(c) == std::string::npos)
      loops.push_back(c);
  TensorBuilder tb(rewriter, op);
  unsigned numLoops = unsigned(loops.size());
  auto loopOf = [&](char c) { return tb.dimExpr(unsigned(loops.find(c))); };
  llvm::SmallVector<AffineMapAttr, 5> maps;
  for (auto [own, value] : llvm::zip(inputLabels, inputs)) {
    llvm::SmallVector<AffineExpr, 4> reads;
    for (size_t d = 0; d < own.size(); ++d) {
      bool broadcast =
          rankedType(value).getShape()[d] == 1 && sizeOf(own[d]) != 1;
      reads.push_back(broadcast ? AffineExpr::getConstant(tb.ctx, 0)
                                : loopOf(own[d]));
    }
    maps.push_back(tb.map(numLoops, reads));
  }
  llvm::SmallVector<AffineExpr, 4> writes;
  for (char c : outLabels)
    writes.push_back(loopOf(c));
  maps.push_back(tb.map(numLoops, writes));
  llvm::SmallVector<IteratorType, 6> iterators;
  for (size_t i = 0; i < loops.size(); ++i)
    iterators.push_back(i < outLabels.size() ? IteratorType::Parallel
                                             : IteratorType::Reduction);
  Value result =
      tb.generic(inputs, {tb.filled(resultType, {}, 0)}, maps, iterators,
                 [](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                   Value product = args[0];
                   for (Value v : args.drop_front().drop_back())
                     product = s.mul(product, v);
                   llvm::SmallVector<Value, 2> y = {
                       s.add(args.back(), product)};
                   return y;
                 })
          ->getResult(0);
  return replaceWithCast(rewriter, op, result);
}

} // namespace

void onnx_to_linalg::addContractionLowerings(LoweringTable &table) {
  table.add<ONNX::EinsumOp, lowerEinsum>();
  table.add<ONNX::MatMulOp, lowerMatMul>();
  table.add<ONNX::GemmOp, lowerGemm>();
}

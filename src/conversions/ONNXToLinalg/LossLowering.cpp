//===- LossLowering.cpp - NegativeLogLikelihoodLoss, SoftmaxCrossEntropy --===//
//
// NegativeLogLikelihoodLoss reads, at each target, -input[n, target, ...]
// times the target's weight (0 where the target is ignore_index) and that
// weight, in one linalg.generic; then "sum" reduces the losses and "mean"
// divides their sum by the weights'. SoftmaxCrossEntropyLoss is the same
// over LogSoftmax of its scores along the classes.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;
using Compare = ScalarBuilder::Compare;

namespace {

/// The loss of log-probabilities `input` (N, C, d...) at `target` (N,
/// d...), reduced as `reduction` says; null after an error on `op`.
Value negativeLogLikelihood(Operation *op, TensorBuilder &tb, Value input,
                            Value target, Value weight,
                            std::optional<int64_t> ignoreIndex,
                            llvm::StringRef reduction) {
  RankedTensorType inputType = rankedType(input);
  RankedTensorType targetType = rankedType(target);
  if (!inputType || !targetType || !targetType.hasStaticShape() ||
      inputType.getRank() != targetType.getRank() + 1 ||
      !llvm::isa<FloatType>(inputType.getElementType())) {
    (void)cannotLower(op, "its input and target are not of static shapes N "
                          "x C x d... and N x d... of floats and integers");
    return Value();
  }
  if (reduction != "none" && reduction != "sum" && reduction != "mean") {
    (void)cannotLower(op, "its reduction is unknown");
    return Value();
  }
  Type element = inputType.getElementType();
  unsigned rank = unsigned(targetType.getRank());
  auto lossType =
      RankedTensorType::get(targetType.getShape(), element, Attribute());
  Operation *generic = tb.generic(
      {target}, {tb.empty(lossType), tb.empty(lossType)},
      {tb.identityMap(rank), tb.identityMap(rank), tb.identityMap(rank)}, {},
      [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
        Value t = args[0];
        Value ignored = s.constant(IntegerType::get(tb.ctx, 1), 0);
        if (ignoreIndex)
          ignored = s.compare(Compare::EQ, t,
                              s.constant(t.getType(), double(*ignoreIndex)));
        // An ignored target may be out of range: read class 0 instead.
        Value c = s.select(ignored, s.constant(t.getType(), 0), t);
        Value cIndex = s.integerToIndex(c);
        llvm::SmallVector<Value, 4> at = {s.loopIndex(0), cIndex};
        for (unsigned d = 1; d < rank; ++d)
          at.push_back(s.loopIndex(d));
        Value logProb = s.extract(input, at);
        Value w = s.constant(element, 1);
        if (weight)
          w = s.extract(weight, {cIndex});
        Value zero = s.constant(element, 0);
        w = s.select(ignored, zero, w);
        llvm::SmallVector<Value, 2> y = {s.neg(s.mul(logProb, w)), w};
        return y;
      });
  Value losses = generic->getResult(0);
  if (reduction == "none")
    return losses;
  llvm::SmallVector<bool, 4> all(rank, true);
  auto sum = [&](Value v) {
    return tb.reduce(
        v, all, tb.scalars().constant(element, 0),
        [](ScalarBuilder &s, Value x, Value acc) { return s.add(acc, x); });
  };
  Value total = sum(losses);
  if (reduction == "sum")
    return total;
  Value weights = sum(generic->getResult(1));
  return tb.mapElements({total, weights}, total, element,
                        [](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
                          return s.div(a[0], a[1]);
                        });
}

std::optional<int64_t> ignoreIndexOf(IntegerAttr attr) {
  if (!attr)
    return std::nullopt;
  return ONNX::intValue(attr);
}

LogicalResult
lowerNegativeLogLikelihoodLoss(ONNX::NegativeLogLikelihoodLossOp op,
                               PatternRewriter &rewriter) {
  TensorBuilder tb(rewriter, op);
  Value loss = negativeLogLikelihood(
      op, tb, op.operand<"input">(), op.operand<"target">(),
      op.operand<"weight">(),
      ignoreIndexOf(op.property<"ignore_index", IntegerAttr>()),
      op.propertyOrDefault<"reduction", StringAttr>().getValue());
  if (!loss)
    return failure();
  return replaceWithCast(rewriter, op, loss);
}

LogicalResult lowerSoftmaxCrossEntropyLoss(ONNX::SoftmaxCrossEntropyLossOp op,
                                           PatternRewriter &rewriter) {
  Value scores = op.operand<"scores">();
  RankedTensorType type = rankedType(scores);
  if (!type || type.getRank() < 2 ||
      !llvm::isa<FloatType>(type.getElementType()))
    return cannotLower(op, "its scores are not N x C x d... floats");
  TensorBuilder tb(rewriter, op);
  Value logProb = softmaxAlong(tb, scores, 1, /*log=*/true);
  Value loss = negativeLogLikelihood(
      op, tb, logProb, op.operand<"labels">(), op.operand<"weights">(),
      ignoreIndexOf(op.property<"ignore_index", IntegerAttr>()),
      op.propertyOrDefault<"reduction", StringAttr>().getValue());
  if (!loss)
    return failure();
  llvm::SmallVector<Value, 2> results = {loss};
  if (op.result<"log_prob">())
    results.push_back(logProb);
  return replaceWithCasts(rewriter, op, results);
}

} // namespace

void onnx_to_linalg::addLossLowerings(LoweringTable &table) {
  table
      .add<ONNX::NegativeLogLikelihoodLossOp, lowerNegativeLogLikelihoodLoss>();
  table.add<ONNX::SoftmaxCrossEntropyLossOp, lowerSoftmaxCrossEntropyLoss>();
}

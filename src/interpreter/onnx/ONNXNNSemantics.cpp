//===- ONNXNNSemantics.cpp - onnx's losses, normalizations and scans ------===//
//
// NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss (with weights,
// ignore_index and each reduction), LayerNormalization, LRN,
// MeanVarianceNormalization, Shrink, CumSum and TopK. Sums accumulate in
// double and round once to the element type.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

namespace {

/// The negative log likelihood of `logProb` (N x C x d..., as doubles) at
/// `target` (N x d...), weighted and reduced as ONNX's losses say.
LogicalResult nllLoss(Operation *op, Interpreter &interp,
                      const std::vector<double> &logProb,
                      llvm::ArrayRef<int64_t> shape, Value targetValue,
                      Value weightValue, std::optional<int64_t> ignoreIndex,
                      llvm::StringRef reduction, Type element,
                      unsigned result) {
  NumberKind kind = *numberKindOf(element);
  llvm::SmallVector<int64_t, 4> target = readInts(interp, targetValue);
  TensorRef weights = weightValue ? interp.getTensor(weightValue) : nullptr;
  int64_t n = shape[0], c = shape.size() > 1 ? shape[1] : 1;
  int64_t inner = numElementsOf(shape.drop_front(2));
  std::vector<double> loss(static_cast<size_t>(n * inner)),
      weight(static_cast<size_t>(n * inner));
  for (int64_t b = 0; b < n; ++b)
    for (int64_t d = 0; d < inner; ++d) {
      int64_t t = target[size_t(b * inner + d)];
      size_t at = size_t(b * inner + d);
      if (ignoreIndex && t == *ignoreIndex) {
        loss[at] = weight[at] = 0;
        continue;
      }
      if (t < 0 || t >= c)
        return op->emitOpError("target ")
               << t << " is out of range for " << c << " classes";
      double w = weights ? toDouble(weights->load(t), kind) : 1.0;
      loss[at] = -logProb[size_t((b * c + t) * inner + d)] * w;
      weight[at] = w;
    }
  TensorRef out;
  if (reduction == "none") {
    llvm::SmallVector<int64_t, 4> outShape = {n};
    outShape.append(shape.begin() + 2, shape.end());
    out = newTensor(op, element, outShape);
    if (!out)
      return failure();
    for (size_t i = 0; i < loss.size(); ++i)
      out->store(int64_t(i), fromDouble(loss[i], kind));
  } else {
    double sum = std::accumulate(loss.begin(), loss.end(), 0.0);
    if (reduction == "mean") {
      double total = weights || ignoreIndex
                         ? std::accumulate(weight.begin(), weight.end(), 0.0)
                         : double(loss.size());
      sum = total == 0 ? 0 : sum / total;
    } else if (reduction != "sum") {
      return op->emitOpError("has reduction '") << reduction << "'";
    }
    out = newTensor(op, element, {});
    out->store(0, fromDouble(sum, kind));
  }
  setResult(interp, op, result, std::move(out));
  return success();
}

template <typename OpT> std::optional<int64_t> ignoreIndexOf(OpT op) {
  if (IntegerAttr attr = op.template property<"ignore_index", IntegerAttr>())
    return intValue(attr);
  return std::nullopt;
}

LogicalResult executeNegativeLogLikelihoodLoss(Operation *op,
                                               Interpreter &interp) {
  auto nll = llvm::cast<ONNX::NegativeLogLikelihoodLossOp>(op);
  const Tensor &input = *interp.getTensor(nll.operand<"input">());
  std::optional<NumberKind> kind = numberKindOrError(op, input);
  if (!kind || input.getRank() < 2)
    return failure();
  std::vector<double> values(static_cast<size_t>(input.getNumElements()));
  for (int64_t i = 0; i < input.getNumElements(); ++i)
    values[size_t(i)] = toDouble(input.load(i), *kind);
  return nllLoss(op, interp, values, input.getShape(), nll.operand<"target">(),
                 nll.operand<"weight">(), ignoreIndexOf(nll),
                 nll.propertyOrDefault<"reduction", StringAttr>().getValue(),
                 input.getElementType(), 0);
}

LogicalResult executeSoftmaxCrossEntropyLoss(Operation *op,
                                             Interpreter &interp) {
  auto sce = llvm::cast<ONNX::SoftmaxCrossEntropyLossOp>(op);
  const Tensor &scores = *interp.getTensor(sce.operand<"scores">());
  std::optional<NumberKind> kind = numberKindOrError(op, scores);
  if (!kind || scores.getRank() < 2)
    return failure();
  // log_softmax along the class axis (1).
  int64_t n = scores.getShape()[0], c = scores.getShape()[1];
  int64_t inner = numElementsOf(scores.getShape().drop_front(2));
  std::vector<double> logProb(static_cast<size_t>(scores.getNumElements()));
  for (int64_t b = 0; b < n; ++b)
    for (int64_t d = 0; d < inner; ++d) {
      auto at = [&](int64_t k) { return (b * c + k) * inner + d; };
      double max = -INFINITY, sum = 0;
      for (int64_t k = 0; k < c; ++k)
        max = std::fmax(max, toDouble(scores.load(at(k)), *kind));
      for (int64_t k = 0; k < c; ++k)
        sum += std::exp(toDouble(scores.load(at(k)), *kind) - max);
      for (int64_t k = 0; k < c; ++k)
        logProb[size_t(at(k))] =
            toDouble(scores.load(at(k)), *kind) - max - std::log(sum);
    }
  if (failed(nllLoss(
          op, interp, logProb, scores.getShape(), sce.operand<"labels">(),
          sce.operand<"weights">(), ignoreIndexOf(sce),
          sce.propertyOrDefault<"reduction", StringAttr>().getValue(),
          scores.getElementType(), 0)))
    return failure();
  if (Value logProbResult = sce.result<"log_prob">()) {
    TensorRef out = newTensor(op, scores.getElementType(), scores.getShape());
    for (size_t i = 0; i < logProb.size(); ++i)
      out->store(int64_t(i), fromDouble(logProb[i], *kind));
    interp.set(logProbResult, RuntimeValue::tensor(std::move(out)));
  }
  return success();
}

LogicalResult executeLayerNormalization(Operation *op, Interpreter &interp) {
  auto ln = llvm::cast<ONNX::LayerNormalizationOp>(op);
  const Tensor &x = *interp.getTensor(ln.operand<"X">());
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind)
    return failure();
  int64_t axis = intValue(ln.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizeAxis(op, axis, x.getRank())))
    return failure();
  double eps = floatValue(ln.propertyOrDefault<"epsilon", FloatAttr>());
  llvm::ArrayRef<int64_t> normShape = x.getShape().drop_front(axis);
  const Tensor &scale = *interp.getTensor(ln.operand<"Scale">());
  TensorRef bias;
  if (Value b = ln.operand<"B">())
    bias = interp.getTensor(b);
  BroadcastIndexer is(scale.getShape(), normShape);
  std::optional<BroadcastIndexer> ib;
  if (bias)
    ib.emplace(bias->getShape(), normShape);
  TensorRef y = newTensor(op, x.getElementType(), x.getShape());
  llvm::SmallVector<int64_t, 4> statShape(x.getShape().take_front(axis));
  statShape.append(x.getRank() - axis, 1);
  Value meanResult = ln.result<"Mean">(), invResult = ln.result<"InvStdDev">();
  auto statType = [&](Value v) {
    return llvm::cast<ShapedType>(v.getType()).getElementType();
  };
  TensorRef means =
      meanResult ? newTensor(op, statType(meanResult), statShape) : nullptr;
  TensorRef invs =
      invResult ? newTensor(op, statType(invResult), statShape) : nullptr;
  if (!y)
    return failure();
  int64_t groups = numElementsOf(x.getShape().take_front(axis));
  int64_t size = numElementsOf(normShape);
  for (int64_t g = 0; g < groups; ++g) {
    double sum = 0, sq = 0;
    for (int64_t i = 0; i < size; ++i)
      sum += toDouble(x.load(g * size + i), *kind);
    double mean = sum / double(size);
    for (int64_t i = 0; i < size; ++i) {
      double d = toDouble(x.load(g * size + i), *kind) - mean;
      sq += d * d;
    }
    double inv = 1.0 / std::sqrt(sq / double(size) + eps);
    for (int64_t i = 0; i < size; ++i) {
      double v = (toDouble(x.load(g * size + i), *kind) - mean) * inv *
                 toDouble(scale.load(is(i)), *kind);
      if (bias)
        v += toDouble(bias->load((*ib)(i)), *kind);
      y->store(g * size + i, fromDouble(v, *kind));
    }
    if (means)
      means->store(g, fromDouble(mean, *numberKindOf(means->getElementType())));
    if (invs)
      invs->store(g, fromDouble(inv, *numberKindOf(invs->getElementType())));
  }
  setResult(interp, op, 0, std::move(y));
  if (means)
    interp.set(meanResult, RuntimeValue::tensor(std::move(means)));
  if (invs)
    interp.set(invResult, RuntimeValue::tensor(std::move(invs)));
  return success();
}

LogicalResult executeLRN(Operation *op, Interpreter &interp) {
  auto lrn = llvm::cast<ONNX::LRNOp>(op);
  const Tensor &x = *interp.getTensor(lrn.operand<"X">());
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind || x.getRank() < 2)
    return failure();
  double alpha = floatValue(lrn.propertyOrDefault<"alpha", FloatAttr>());
  double beta = floatValue(lrn.propertyOrDefault<"beta", FloatAttr>());
  double bias = floatValue(lrn.propertyOrDefault<"bias", FloatAttr>());
  int64_t size = intValue(lrn.property<"size", IntegerAttr>());
  TensorRef y = newTensor(op, x.getElementType(), x.getShape());
  if (!y)
    return failure();
  int64_t channels = x.getShape()[1];
  int64_t plane = numElementsOf(x.getShape().drop_front(2));
  int64_t before = (size - 1) / 2, after = size - 1 - before;
  for (int64_t i = 0, e = x.getNumElements(); i < e; ++i) {
    int64_t c = (i / plane) % channels, base = i - c * plane;
    double sq = 0;
    for (int64_t k = std::max<int64_t>(0, c - before);
         k <= std::min(channels - 1, c + after); ++k) {
      double v = toDouble(x.load(base + k * plane), *kind);
      sq += v * v;
    }
    y->store(i, fromDouble(toDouble(x.load(i), *kind) /
                               std::pow(bias + alpha / double(size) * sq, beta),
                           *kind));
  }
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeMeanVarianceNormalization(Operation *op,
                                               Interpreter &interp) {
  auto mvn = llvm::cast<ONNX::MeanVarianceNormalizationOp>(op);
  const Tensor &x = *interp.getTensor(mvn.operand<"X">());
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind)
    return failure();
  llvm::SmallVector<int64_t, 4> axes =
      intValues(mvn.propertyOrDefault<"axes", ArrayAttr>());
  int64_t rank = x.getRank();
  llvm::SmallVector<bool, 4> reduced(rank, false);
  for (int64_t a : axes) {
    if (failed(normalizeAxis(op, a, rank)))
      return failure();
    reduced[a] = true;
  }
  llvm::SmallVector<int64_t, 4> kept;
  for (int64_t d = 0; d < rank; ++d)
    kept.push_back(reduced[d] ? 1 : x.getShape()[d]);
  llvm::SmallVector<int64_t, 4> keptStrides = stridesOf(kept);
  int64_t groups = numElementsOf(kept);
  std::vector<double> sum(static_cast<size_t>(groups)),
      sq(static_cast<size_t>(groups));
  std::vector<int64_t> group(static_cast<size_t>(x.getNumElements()));
  llvm::SmallVector<int64_t, 4> idx(rank, 0);
  for (int64_t i = 0; i < x.getNumElements(); ++i) {
    int64_t g = 0;
    for (int64_t d = 0; d < rank; ++d)
      if (!reduced[d])
        g += idx[d] * keptStrides[d];
    group[size_t(i)] = g;
    double v = toDouble(x.load(i), *kind);
    sum[size_t(g)] += v;
    sq[size_t(g)] += v * v;
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++idx[d] < x.getShape()[d])
        break;
      idx[d] = 0;
    }
  }
  double count =
      double(x.getNumElements()) / double(std::max<int64_t>(groups, 1));
  TensorRef y = newTensor(op, x.getElementType(), x.getShape());
  if (!y)
    return failure();
  for (int64_t i = 0; i < x.getNumElements(); ++i) {
    size_t g = size_t(group[size_t(i)]);
    double mean = sum[g] / count;
    double var = sq[g] / count - mean * mean;
    y->store(i, fromDouble((toDouble(x.load(i), *kind) - mean) /
                               (std::sqrt(std::fmax(var, 0.0)) + 1e-9),
                           *kind));
  }
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeShrink(Operation *op, Interpreter &interp) {
  auto shrink = llvm::cast<ONNX::ShrinkOp>(op);
  const Tensor &x = *interp.getTensor(shrink.operand<"input">());
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind)
    return failure();
  double bias = floatValue(shrink.propertyOrDefault<"bias", FloatAttr>());
  double lambd = floatValue(shrink.propertyOrDefault<"lambd", FloatAttr>());
  TensorRef y = newTensor(op, x.getElementType(), x.getShape());
  if (!y)
    return failure();
  for (int64_t i = 0; i < x.getNumElements(); ++i) {
    double v = toDouble(x.load(i), *kind);
    y->store(i, fromDouble(v < -lambd  ? v + bias
                           : v > lambd ? v - bias
                                       : 0.0,
                           *kind));
  }
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeCumSum(Operation *op, Interpreter &interp) {
  auto cumsum = llvm::cast<ONNX::CumSumOp>(op);
  const Tensor &x = *interp.getTensor(cumsum.operand<"x">());
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind)
    return failure();
  int64_t axis = readInts(interp, cumsum.operand<"axis">())[0];
  if (failed(normalizeAxis(op, axis, x.getRank())))
    return failure();
  bool exclusive =
      intValue(cumsum.propertyOrDefault<"exclusive", IntegerAttr>()) != 0;
  bool reverse =
      intValue(cumsum.propertyOrDefault<"reverse", IntegerAttr>()) != 0;
  TensorRef y = newTensor(op, x.getElementType(), x.getShape());
  if (!y)
    return failure();
  int64_t dim = x.getShape()[axis];
  int64_t inner = numElementsOf(x.getShape().drop_front(axis + 1));
  int64_t outer = numElementsOf(x.getShape().take_front(axis));
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      double fsum = 0;
      int64_t isum = 0;
      for (int64_t s = 0; s < dim; ++s) {
        int64_t k = reverse ? dim - 1 - s : s;
        int64_t at = (o * dim + k) * inner + in;
        Slot bits = x.load(at);
        if (exclusive)
          y->store(at, kind->isFloat() ? fromDouble(fsum, *kind)
                                       : fromInt(isum, *kind));
        fsum += toDouble(bits, *kind);
        isum += toInt(bits, *kind);
        if (!exclusive)
          y->store(at, kind->isFloat() ? fromDouble(fsum, *kind)
                                       : fromInt(isum, *kind));
      }
    }
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeTopK(Operation *op, Interpreter &interp) {
  auto topk = llvm::cast<ONNX::TopKOp>(op);
  const Tensor &x = *interp.getTensor(topk.operand<"X">());
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind)
    return failure();
  int64_t k = readInts(interp, topk.operand<"K">())[0];
  int64_t axis = intValue(topk.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizeAxis(op, axis, x.getRank())))
    return failure();
  bool largest =
      intValue(topk.propertyOrDefault<"largest", IntegerAttr>()) != 0;
  int64_t dim = x.getShape()[axis];
  if (k < 0 || k > dim)
    return op->emitOpError("takes the top ") << k << " of " << dim;
  llvm::SmallVector<int64_t, 4> shape(x.getShape());
  shape[axis] = k;
  TensorRef values = newTensor(op, x.getElementType(), shape);
  TensorRef indices =
      newTensor(op, IntegerType::get(op->getContext(), 64), shape);
  if (!values || !indices)
    return failure();
  int64_t inner = numElementsOf(x.getShape().drop_front(axis + 1));
  int64_t outer = numElementsOf(x.getShape().take_front(axis));
  std::vector<int64_t> order(static_cast<size_t>(dim));
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      auto at = [&](int64_t j) { return (o * dim + j) * inner + in; };
      std::iota(order.begin(), order.end(), 0);
      // Ties keep the lower index first, as ONNX requires.
      std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
        double va = toDouble(x.load(at(a)), *kind),
               vb = toDouble(x.load(at(b)), *kind);
        return largest ? va > vb : va < vb;
      });
      for (int64_t j = 0; j < k; ++j) {
        int64_t out = (o * k + j) * inner + in;
        values->store(out, x.load(at(order[size_t(j)])));
        indices->store(out, Slot(uint64_t(order[size_t(j)])));
      }
    }
  setResult(interp, op, 0, std::move(values));
  setResult(interp, op, 1, std::move(indices));
  return success();
}

} // namespace

void onnx_semantics::registerNN(Context &ctx) {
  attach<ONNX::NegativeLogLikelihoodLossOp, executeNegativeLogLikelihoodLoss>(
      ctx);
  attach<ONNX::SoftmaxCrossEntropyLossOp, executeSoftmaxCrossEntropyLoss>(ctx);
  attach<ONNX::LayerNormalizationOp, executeLayerNormalization>(ctx);
  attach<ONNX::LRNOp, executeLRN>(ctx);
  attach<ONNX::MeanVarianceNormalizationOp, executeMeanVarianceNormalization>(
      ctx);
  attach<ONNX::ShrinkOp, executeShrink>(ctx);
  attach<ONNX::CumSumOp, executeCumSum>(ctx);
  attach<ONNX::TopKOp, executeTopK>(ctx);
}

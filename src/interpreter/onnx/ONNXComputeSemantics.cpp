//===- ONNXComputeSemantics.cpp - onnx ops that compute over windows ------===//
//
// MatMul and Gemm, batch and instance normalization, Softmax and LogSoftmax,
// the Reduce* family and ArgMax/ArgMin, Dropout in inference. Sums accumulate
// in double and round once to the element type.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include <cmath>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

namespace {

//===-- MatMul, Gemm ------------------------------------------------------===//

LogicalResult executeMatMul(Operation *op, Interpreter &interp) {
  auto matmul = llvm::cast<ONNX::MatMulOp>(op);
  const Tensor &a = *interp.getTensor(matmul.operand<"A">());
  const Tensor &b = *interp.getTensor(matmul.operand<"B">());
  std::optional<NumberKind> kind = numberKindOrError(op, a);
  if (!kind)
    return failure();
  // 1-D operands are promoted (a row for A, a column for B) and the added
  // dimension dropped from the result, as numpy.matmul does.
  llvm::SmallVector<int64_t, 4> sa(a.getShape()), sb(b.getShape());
  bool rowA = sa.size() == 1, colB = sb.size() == 1;
  if (rowA)
    sa.insert(sa.begin(), 1);
  if (colB)
    sb.push_back(1);
  if (sa.size() < 2 || sb.size() < 2)
    return op->emitOpError("multiplies a scalar");
  int64_t m = sa[sa.size() - 2], k = sa.back(), n = sb.back();
  if (sb[sb.size() - 2] != k)
    return op->emitOpError("multiplies a ")
           << m << "x" << k << " matrix by a " << sb[sb.size() - 2] << "x" << n
           << " one";
  llvm::ArrayRef<int64_t> batchA = llvm::ArrayRef(sa).drop_back(2),
                          batchB = llvm::ArrayRef(sb).drop_back(2);
  llvm::SmallVector<int64_t, 4> batch;
  if (failed(broadcastShapes(batchA, batchB, batch)))
    return op->emitOpError("cannot broadcast its batch dimensions");
  llvm::SmallVector<int64_t, 4> shape(batch);
  if (!rowA)
    shape.push_back(m);
  if (!colB)
    shape.push_back(n);
  TensorRef result = newTensor(op, a.getElementType(), shape);
  if (!result)
    return failure();
  BroadcastIndexer ia(batchA, batch), ib(batchB, batch);
  int64_t batches = numElementsOf(batch);
  for (int64_t t = 0; t < batches; ++t) {
    int64_t offA = ia(t) * m * k, offB = ib(t) * k * n, offY = t * m * n;
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        if (kind->isFloat()) {
          double sum = 0;
          for (int64_t p = 0; p < k; ++p)
            sum += toDouble(a.load(offA + i * k + p), *kind) *
                   toDouble(b.load(offB + p * n + j), *kind);
          result->store(offY + i * n + j, fromDouble(sum, *kind));
        } else {
          uint64_t sum = 0;
          for (int64_t p = 0; p < k; ++p)
            sum += uint64_t(toInt(a.load(offA + i * k + p), *kind)) *
                   uint64_t(toInt(b.load(offB + p * n + j), *kind));
          result->store(offY + i * n + j, fromInt(int64_t(sum), *kind));
        }
      }
  }
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeGemm(Operation *op, Interpreter &interp) {
  auto gemm = llvm::cast<ONNX::GemmOp>(op);
  const Tensor &a = *interp.getTensor(gemm.operand<"A">());
  const Tensor &b = *interp.getTensor(gemm.operand<"B">());
  std::optional<NumberKind> kind = numberKindOrError(op, a);
  if (!kind)
    return failure();
  if (a.getRank() != 2 || b.getRank() != 2)
    return op->emitOpError("multiplies matrices only");
  bool ta = intValue(gemm.propertyOrDefault<"transA", IntegerAttr>()) != 0;
  bool tb = intValue(gemm.propertyOrDefault<"transB", IntegerAttr>()) != 0;
  double alpha = floatValue(gemm.propertyOrDefault<"alpha", FloatAttr>());
  double beta = floatValue(gemm.propertyOrDefault<"beta", FloatAttr>());
  int64_t m = a.getShape()[ta ? 1 : 0], k = a.getShape()[ta ? 0 : 1];
  int64_t kb = b.getShape()[tb ? 1 : 0], n = b.getShape()[tb ? 0 : 1];
  if (k != kb)
    return op->emitOpError("multiplies matrices of mismatched sizes");
  TensorRef result = newTensor(op, a.getElementType(), {m, n});
  if (!result)
    return failure();
  TensorRef c;
  std::optional<BroadcastIndexer> ic;
  if (Value cv = gemm.operand<"C">()) {
    c = interp.getTensor(cv);
    llvm::SmallVector<int64_t, 2> shape;
    if (failed(broadcastShapes(c->getShape(), {m, n}, shape)) ||
        shape != llvm::ArrayRef<int64_t>({m, n}))
      return op->emitOpError("cannot broadcast C to the result");
    ic.emplace(c->getShape(), llvm::ArrayRef<int64_t>({m, n}));
  }
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double sum = 0;
      for (int64_t p = 0; p < k; ++p)
        sum += toDouble(a.load(ta ? p * m + i : i * k + p), *kind) *
               toDouble(b.load(tb ? j * k + p : p * n + j), *kind);
      double y = alpha * sum;
      if (c)
        y += beta * toDouble(c->load((*ic)(i * n + j)), *kind);
      result->store(i * n + j, fromDouble(y, *kind));
    }
  setResult(interp, op, 0, std::move(result));
  return success();
}

//===-- Normalization -----------------------------------------------------===//

LogicalResult executeBatchNormalization(Operation *op, Interpreter &interp) {
  auto bn = llvm::cast<ONNX::BatchNormalizationOp>(op);
  bool training =
      intValue(bn.propertyOrDefault<"training_mode", IntegerAttr>()) != 0;
  const Tensor &x = *interp.getTensor(bn.operand<"X">());
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind || x.getRank() < 2)
    return failure();
  const Tensor &scale = *interp.getTensor(bn.operand<"scale">());
  const Tensor &b = *interp.getTensor(bn.operand<"B">());
  const Tensor &mean = *interp.getTensor(bn.operand<"input_mean">());
  const Tensor &var = *interp.getTensor(bn.operand<"input_var">());
  NumberKind pk = *numberKindOf(scale.getElementType());
  NumberKind mk = *numberKindOf(mean.getElementType());
  double eps = floatValue(bn.propertyOrDefault<"epsilon", FloatAttr>());
  double momentum = floatValue(bn.propertyOrDefault<"momentum", FloatAttr>());
  TensorRef result = newTensor(op, x.getElementType(), x.getShape());
  if (!result)
    return failure();
  int64_t channels = x.getShape()[1];
  int64_t plane = numElementsOf(x.getShape().drop_front(2));
  // In training mode the statistics are the batch's (population variance),
  // and the running ones move toward them by `momentum`.
  std::vector<double> useMean(static_cast<size_t>(channels)),
      useVar(static_cast<size_t>(channels));
  for (int64_t c = 0; c < channels; ++c) {
    useMean[size_t(c)] = toDouble(mean.load(c), mk);
    useVar[size_t(c)] = toDouble(var.load(c), mk);
  }
  if (training) {
    std::vector<double> sum(static_cast<size_t>(channels), 0.0),
        sq(static_cast<size_t>(channels), 0.0);
    for (int64_t i = 0, e = x.getNumElements(); i < e; ++i) {
      double v = toDouble(x.load(i), *kind);
      size_t c = size_t((i / plane) % channels);
      sum[c] += v;
      sq[c] += v * v;
    }
    double count = double(x.getNumElements() / std::max<int64_t>(channels, 1));
    for (size_t c = 0; c < size_t(channels); ++c) {
      useMean[c] = sum[c] / count;
      useVar[c] = sq[c] / count - useMean[c] * useMean[c];
    }
    auto running = [&](Value v, const Tensor &input,
                       const std::vector<double> &batch) {
      if (!v)
        return;
      TensorRef t = Tensor::create(input.getElementType(), {channels});
      for (int64_t c = 0; c < channels; ++c)
        t->store(c, fromDouble(toDouble(input.load(c), mk) * momentum +
                                   batch[size_t(c)] * (1 - momentum),
                               mk));
      interp.set(v, RuntimeValue::tensor(std::move(t)));
    };
    running(bn.result<"running_mean">(), mean, useMean);
    running(bn.result<"running_var">(), var, useVar);
  }
  for (int64_t i = 0, e = x.getNumElements(); i < e; ++i) {
    size_t c = size_t((i / plane) % channels);
    double y = (toDouble(x.load(i), *kind) - useMean[c]) /
                   std::sqrt(useVar[c] + eps) *
                   toDouble(scale.load(int64_t(c)), pk) +
               toDouble(b.load(int64_t(c)), pk);
    result->store(i, fromDouble(y, *kind));
  }
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeInstanceNormalization(Operation *op, Interpreter &interp) {
  auto in = llvm::cast<ONNX::InstanceNormalizationOp>(op);
  const Tensor &x = *interp.getTensor(in.operand<"input">());
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind || x.getRank() < 2)
    return failure();
  const Tensor &scale = *interp.getTensor(in.operand<"scale">());
  const Tensor &b = *interp.getTensor(in.operand<"B">());
  double eps = floatValue(in.propertyOrDefault<"epsilon", FloatAttr>());
  TensorRef result = newTensor(op, x.getElementType(), x.getShape());
  if (!result)
    return failure();
  int64_t channels = x.getShape()[1];
  int64_t plane = numElementsOf(x.getShape().drop_front(2));
  for (int64_t p = 0; p < x.getShape()[0] * channels; ++p) {
    double sum = 0, sq = 0;
    for (int64_t i = 0; i < plane; ++i)
      sum += toDouble(x.load(p * plane + i), *kind);
    double mean = sum / double(plane);
    for (int64_t i = 0; i < plane; ++i) {
      double d = toDouble(x.load(p * plane + i), *kind) - mean;
      sq += d * d;
    }
    double inv = 1.0 / std::sqrt(sq / double(plane) + eps);
    int64_t c = p % channels;
    double s = toDouble(scale.load(c), *kind),
           bias = toDouble(b.load(c), *kind);
    for (int64_t i = 0; i < plane; ++i)
      result->store(
          p * plane + i,
          fromDouble((toDouble(x.load(p * plane + i), *kind) - mean) * inv * s +
                         bias,
                     *kind));
  }
  setResult(interp, op, 0, std::move(result));
  return success();
}

/// Softmax (Log: LogSoftmax; Hard: Hardmax) along one axis (opset 13).
enum class SoftmaxKind { Soft, Log, Hard };
template <SoftmaxKind K>
LogicalResult executeSoftmaxFamily(Operation *op, Interpreter &interp) {
  const Tensor &x = *interp.getTensor(op->getOperand(0));
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind)
    return failure();
  int64_t axis = -1;
  if (auto attr = llvm::dyn_cast_if_present<IntegerAttr>(op->getAttr("axis")))
    axis = intValue(attr);
  if (failed(normalizeAxis(op, axis, x.getRank())))
    return failure();
  TensorRef result = newTensor(op, x.getElementType(), x.getShape());
  if (!result)
    return failure();
  int64_t dim = x.getRank() ? x.getShape()[axis] : 1;
  int64_t inner = numElementsOf(x.getShape().drop_front(axis + 1));
  int64_t outer = x.getNumElements() / std::max<int64_t>(dim * inner, 1);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      auto at = [&](int64_t k) { return (o * dim + k) * inner + in; };
      double max = -INFINITY;
      int64_t argmax = 0;
      for (int64_t k = 0; k < dim; ++k) {
        double v = toDouble(x.load(at(k)), *kind);
        if (v > max) {
          max = v;
          argmax = k;
        }
      }
      double sum = 0;
      for (int64_t k = 0; k < dim; ++k)
        sum += std::exp(toDouble(x.load(at(k)), *kind) - max);
      for (int64_t k = 0; k < dim; ++k) {
        double v = toDouble(x.load(at(k)), *kind) - max;
        double y = K == SoftmaxKind::Soft  ? std::exp(v) / sum
                   : K == SoftmaxKind::Log ? v - std::log(sum)
                                           : double(k == argmax);
        result->store(at(k), fromDouble(y, *kind));
      }
    }
  setResult(interp, op, 0, std::move(result));
  return success();
}

//===-- Reductions --------------------------------------------------------===//

enum class Reduction {
  Sum,
  Mean,
  Max,
  Min,
  Prod,
  L1,
  L2,
  LogSum,
  LogSumExp,
  SumSquare
};

/// Reduces `data` over `axes` (all when empty, unless noop), keeping the
/// reduced dimensions as 1 when `keepDims`.
LogicalResult reduce(Operation *op, Interpreter &interp, Reduction r,
                     llvm::SmallVector<int64_t, 4> axes, bool keepDims,
                     bool noopWithEmptyAxes) {
  const Tensor &x = *interp.getTensor(op->getOperand(0));
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind)
    return failure();
  int64_t rank = x.getRank();
  if (axes.empty() && noopWithEmptyAxes) {
    interp.set(op->getResult(0), interp.get(op->getOperand(0)));
    return success();
  }
  llvm::SmallVector<bool, 4> reduced(rank, axes.empty());
  for (int64_t axis : axes) {
    if (failed(normalizeAxis(op, axis, rank)))
      return failure();
    reduced[axis] = true;
  }
  llvm::SmallVector<int64_t, 4> shape, kept;
  for (int64_t d = 0; d < rank; ++d) {
    if (!reduced[d])
      shape.push_back(x.getShape()[d]);
    else if (keepDims)
      shape.push_back(1);
    kept.push_back(reduced[d] ? 1 : x.getShape()[d]);
  }
  TensorRef result = newTensor(op, x.getElementType(), shape);
  if (!result)
    return failure();
  int64_t outCount = numElementsOf(kept);
  std::vector<double> acc(static_cast<size_t>(outCount),
                          r == Reduction::Max    ? -INFINITY
                          : r == Reduction::Min  ? INFINITY
                          : r == Reduction::Prod ? 1.0
                                                 : 0.0);
  std::vector<int64_t> intAcc(static_cast<size_t>(outCount),
                              r == Reduction::Max    ? INT64_MIN
                              : r == Reduction::Min  ? INT64_MAX
                              : r == Reduction::Prod ? 1
                                                     : 0);
  llvm::SmallVector<int64_t, 4> keptStrides = stridesOf(kept);
  int64_t n = x.getNumElements();
  llvm::SmallVector<int64_t, 4> idx(rank, 0);
  for (int64_t i = 0; i < n; ++i) {
    int64_t out = 0;
    for (int64_t d = 0; d < rank; ++d)
      if (!reduced[d])
        out += idx[d] * keptStrides[d];
    Slot bits = x.load(i);
    if (kind->isFloat()) {
      double v = toDouble(bits, *kind);
      double &a = acc[size_t(out)];
      switch (r) {
      case Reduction::Sum:
      case Reduction::Mean:
      case Reduction::LogSum:
        a += v;
        break;
      case Reduction::Max:
        a = std::isnan(v) || v > a ? v : a;
        break;
      case Reduction::Min:
        a = std::isnan(v) || v < a ? v : a;
        break;
      case Reduction::Prod:
        a *= v;
        break;
      case Reduction::L1:
        a += std::fabs(v);
        break;
      case Reduction::L2:
      case Reduction::SumSquare:
        a += v * v;
        break;
      case Reduction::LogSumExp:
        a += std::exp(v);
        break;
      }
    } else {
      int64_t v = toInt(bits, *kind);
      int64_t &a = intAcc[size_t(out)];
      switch (r) {
      case Reduction::Max:
        a = std::max(a, v);
        break;
      case Reduction::Min:
        a = std::min(a, v);
        break;
      case Reduction::Prod:
        a = int64_t(uint64_t(a) * uint64_t(v));
        break;
      case Reduction::L1:
        a += v < 0 ? -v : v;
        break;
      case Reduction::L2:
      case Reduction::SumSquare:
        a += v * v;
        break;
      default:
        a += v;
        break;
      }
    }
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++idx[d] < x.getShape()[d])
        break;
      idx[d] = 0;
    }
  }
  int64_t count = outCount ? n / outCount : 0;
  for (int64_t o = 0; o < outCount; ++o) {
    if (!kind->isFloat()) {
      int64_t a = intAcc[size_t(o)];
      if (r == Reduction::Mean)
        a = count ? a / count : 0;
      if (r == Reduction::L2)
        a = int64_t(std::sqrt(double(a)));
      result->store(o, fromInt(a, *kind));
      continue;
    }
    double a = acc[size_t(o)];
    switch (r) {
    case Reduction::Mean:
      a /= double(count);
      break;
    case Reduction::L2:
      a = std::sqrt(a);
      break;
    case Reduction::LogSum:
    case Reduction::LogSumExp:
      a = std::log(a);
      break;
    default:
      break;
    }
    result->store(o, fromDouble(a, *kind));
  }
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeReduceSum(Operation *op, Interpreter &interp) {
  auto rs = llvm::cast<ONNX::ReduceSumOp>(op);
  llvm::SmallVector<int64_t, 4> axes;
  if (Value a = rs.operand<"axes">())
    axes = readInts(interp, a);
  return reduce(
      op, interp, Reduction::Sum, axes,
      intValue(rs.propertyOrDefault<"keepdims", IntegerAttr>()) != 0,
      intValue(rs.propertyOrDefault<"noop_with_empty_axes", IntegerAttr>()) !=
          0);
}

template <typename OpT, Reduction R>
LogicalResult executeReduceWithAxesAttr(Operation *op, Interpreter &interp) {
  auto reduction = llvm::cast<OpT>(op);
  return reduce(
      op, interp, R,
      intValues(reduction.template property<"axes", ArrayAttr>()),
      intValue(
          reduction.template propertyOrDefault<"keepdims", IntegerAttr>()) != 0,
      false);
}

template <typename OpT, bool Max>
LogicalResult executeArgExtreme(Operation *op, Interpreter &interp) {
  auto arg = llvm::cast<OpT>(op);
  const Tensor &x = *interp.getTensor(op->getOperand(0));
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind)
    return failure();
  int64_t axis =
      intValue(arg.template propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizeAxis(op, axis, x.getRank())))
    return failure();
  bool keepDims =
      intValue(arg.template propertyOrDefault<"keepdims", IntegerAttr>()) != 0;
  bool last =
      intValue(
          arg.template propertyOrDefault<"select_last_index", IntegerAttr>()) !=
      0;
  llvm::SmallVector<int64_t, 4> shape;
  for (int64_t d = 0; d < x.getRank(); ++d)
    if (d != axis)
      shape.push_back(x.getShape()[d]);
    else if (keepDims)
      shape.push_back(1);
  TensorRef result =
      newTensor(op, IntegerType::get(op->getContext(), 64), shape);
  if (!result)
    return failure();
  int64_t dim = x.getShape()[axis];
  int64_t inner = numElementsOf(x.getShape().drop_front(axis + 1));
  int64_t outer = numElementsOf(x.getShape().take_front(axis));
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      int64_t best = 0;
      double bestValue = 0;
      for (int64_t k = 0; k < dim; ++k) {
        double v = toDouble(x.load((o * dim + k) * inner + in), *kind);
        bool better = k == 0 || (Max ? (last ? v >= bestValue : v > bestValue)
                                     : (last ? v <= bestValue : v < bestValue));
        if (better) {
          best = k;
          bestValue = v;
        }
      }
      result->store(o * inner + in, Slot(uint64_t(best)));
    }
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeDropout(Operation *op, Interpreter &interp) {
  auto dropout = llvm::cast<ONNX::DropoutOp>(op);
  if (Value training = dropout.operand<"training_mode">())
    if (interp.getTensor(training)->load(0) != 0)
      return op->emitOpError("cannot be interpreted in training mode (it "
                             "draws random numbers)");
  interp.set(op->getResult(0), interp.get(dropout.operand<"data">()));
  if (Value mask = dropout.result<"mask">()) {
    const Tensor &data = *interp.getTensor(dropout.operand<"data">());
    TensorRef ones =
        newTensor(op, IntegerType::get(op->getContext(), 1), data.getShape());
    for (int64_t i = 0, e = ones->getNumElements(); i < e; ++i)
      ones->store(i, 1);
    interp.set(mask, RuntimeValue::tensor(std::move(ones)));
  }
  return success();
}

} // namespace

void onnx_semantics::registerCompute(Context &ctx) {
  attach<ONNX::MatMulOp, executeMatMul>(ctx);
  attach<ONNX::GemmOp, executeGemm>(ctx);
  attach<ONNX::BatchNormalizationOp, executeBatchNormalization>(ctx);
  attach<ONNX::InstanceNormalizationOp, executeInstanceNormalization>(ctx);
  attach<ONNX::SoftmaxOp, executeSoftmaxFamily<SoftmaxKind::Soft>>(ctx);
  attach<ONNX::LogSoftmaxOp, executeSoftmaxFamily<SoftmaxKind::Log>>(ctx);
  attach<ONNX::HardmaxOp, executeSoftmaxFamily<SoftmaxKind::Hard>>(ctx);
  attach<ONNX::ReduceSumOp, executeReduceSum>(ctx);
  attach<ONNX::DropoutOp, executeDropout>(ctx);
  attach<ONNX::ReduceMeanOp,
         executeReduceWithAxesAttr<ONNX::ReduceMeanOp, Reduction::Mean>>(ctx);
  attach<ONNX::ReduceMaxOp,
         executeReduceWithAxesAttr<ONNX::ReduceMaxOp, Reduction::Max>>(ctx);
  attach<ONNX::ReduceMinOp,
         executeReduceWithAxesAttr<ONNX::ReduceMinOp, Reduction::Min>>(ctx);
  attach<ONNX::ReduceProdOp,
         executeReduceWithAxesAttr<ONNX::ReduceProdOp, Reduction::Prod>>(ctx);
  attach<ONNX::ReduceL1Op,
         executeReduceWithAxesAttr<ONNX::ReduceL1Op, Reduction::L1>>(ctx);
  attach<ONNX::ReduceL2Op,
         executeReduceWithAxesAttr<ONNX::ReduceL2Op, Reduction::L2>>(ctx);
  attach<ONNX::ReduceLogSumOp,
         executeReduceWithAxesAttr<ONNX::ReduceLogSumOp, Reduction::LogSum>>(
      ctx);
  attach<
      ONNX::ReduceLogSumExpOp,
      executeReduceWithAxesAttr<ONNX::ReduceLogSumExpOp, Reduction::LogSumExp>>(
      ctx);
  attach<
      ONNX::ReduceSumSquareOp,
      executeReduceWithAxesAttr<ONNX::ReduceSumSquareOp, Reduction::SumSquare>>(
      ctx);
  attach<ONNX::ArgMaxOp, executeArgExtreme<ONNX::ArgMaxOp, true>>(ctx);
  attach<ONNX::ArgMinOp, executeArgExtreme<ONNX::ArgMinOp, false>>(ctx);
}

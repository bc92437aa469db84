//===- ONNXComputeSemantics.cpp - onnx ops that compute over windows ------===//
//
// MatMul and Gemm, convolution and pooling (any number of spatial
// dimensions, ONNX's auto_pad, ceil_mode, dilations, groups), batch and
// instance normalization for inference, Softmax and LogSoftmax, the
// Reduce* family and ArgMax/ArgMin, Dropout in inference. Sums accumulate
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

std::optional<NumberKind> floatKindOf(Operation *op, const Tensor &t) {
  std::optional<NumberKind> kind = numberKindOf(t.getElementType());
  if (!kind)
    op->emitOpError("cannot be interpreted on elements of ")
        << t.getElementType();
  return kind;
}

//===-- MatMul, Gemm ------------------------------------------------------===//

LogicalResult executeMatMul(Operation *op, Interpreter &interp) {
  auto matmul = llvm::cast<ONNX::MatMulOp>(op);
  const Tensor &a = *interp.getTensor(matmul.operand<"A">());
  const Tensor &b = *interp.getTensor(matmul.operand<"B">());
  std::optional<NumberKind> kind = floatKindOf(op, a);
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
  std::optional<NumberKind> kind = floatKindOf(op, a);
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

//===-- Windows: convolution and pooling ----------------------------------===//

/// Where a convolution or pooling window goes along each spatial dimension.
struct Windows {
  llvm::SmallVector<int64_t, 3> kernel, strides, dilations, padBegin, output;
};

/// The windows over `input` (its spatial dimensions), as ONNX's attributes
/// say; fails (reported) on inconsistent attributes.
LogicalResult computeWindows(Operation *op, llvm::ArrayRef<int64_t> input,
                             llvm::ArrayRef<int64_t> kernel,
                             llvm::StringRef autoPad, ArrayAttr padsAttr,
                             ArrayAttr stridesAttr, ArrayAttr dilationsAttr,
                             bool ceilMode, Windows &w) {
  size_t rank = input.size();
  w.kernel.assign(kernel.begin(), kernel.end());
  w.strides = intValues(stridesAttr);
  w.dilations = intValues(dilationsAttr);
  llvm::SmallVector<int64_t, 6> pads = intValues(padsAttr);
  if (w.strides.empty())
    w.strides.assign(rank, 1);
  if (w.dilations.empty())
    w.dilations.assign(rank, 1);
  if (pads.empty())
    pads.assign(2 * rank, 0);
  if (w.kernel.size() != rank || w.strides.size() != rank ||
      w.dilations.size() != rank || pads.size() != 2 * rank)
    return op->emitOpError("has window attributes of the wrong length for ")
           << int64_t(rank) << " spatial dimensions";
  w.padBegin.assign(rank, 0);
  w.output.assign(rank, 0);
  for (size_t d = 0; d < rank; ++d) {
    int64_t extent = (w.kernel[d] - 1) * w.dilations[d] + 1;
    int64_t s = w.strides[d];
    if (s <= 0 || w.dilations[d] <= 0 || w.kernel[d] <= 0)
      return op->emitOpError("has a non-positive kernel, stride or dilation");
    if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
      int64_t out = (input[d] + s - 1) / s;
      int64_t total = std::max<int64_t>((out - 1) * s + extent - input[d], 0);
      w.padBegin[d] = autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
      w.output[d] = out;
    } else if (autoPad == "VALID") {
      w.output[d] = input[d] >= extent ? (input[d] - extent) / s + 1 : 0;
    } else {
      int64_t span = input[d] + pads[d] + pads[rank + d] - extent;
      if (span < 0)
        return op->emitOpError("has a window larger than its padded input");
      int64_t out = (ceilMode ? (span + s - 1) / s : span / s) + 1;
      // A last window that would start in the end padding is dropped.
      if (ceilMode && (out - 1) * s >= input[d] + pads[d])
        --out;
      w.padBegin[d] = pads[d];
      w.output[d] = out;
    }
  }
  return success();
}

/// Calls `fn(outIndex, positions)` for each output position of the spatial
/// windows, where `positions` holds, for each kernel position, the input
/// spatial offset (linear) or -1 when it falls in padding.
template <typename Fn>
void forEachWindow(const Windows &w, llvm::ArrayRef<int64_t> input, Fn fn) {
  size_t rank = input.size();
  int64_t outCount = numElementsOf(w.output);
  int64_t kCount = numElementsOf(w.kernel);
  llvm::SmallVector<int64_t, 3> inStrides = stridesOf(input);
  llvm::SmallVector<int64_t, 27> positions(kCount);
  llvm::SmallVector<int64_t, 3> o(rank, 0), k(rank, 0);
  for (int64_t out = 0; out < outCount; ++out) {
    for (int64_t kk = 0; kk < kCount; ++kk) {
      int64_t rem = kk, linear = 0;
      bool inside = true;
      for (int64_t d = int64_t(rank) - 1; d >= 0; --d) {
        k[d] = rem % w.kernel[d];
        rem /= w.kernel[d];
      }
      for (size_t d = 0; d < rank; ++d) {
        int64_t at =
            o[d] * w.strides[d] - w.padBegin[d] + k[d] * w.dilations[d];
        if (at < 0 || at >= input[d])
          inside = false;
        linear += at * inStrides[d];
      }
      positions[kk] = inside ? linear : -1;
    }
    fn(out, llvm::ArrayRef<int64_t>(positions));
    for (int64_t d = int64_t(rank) - 1; d >= 0; --d) {
      if (++o[d] < w.output[d])
        break;
      o[d] = 0;
    }
  }
}

LogicalResult executeConv(Operation *op, Interpreter &interp) {
  auto conv = llvm::cast<ONNX::ConvOp>(op);
  const Tensor &x = *interp.getTensor(conv.operand<"X">());
  const Tensor &wt = *interp.getTensor(conv.operand<"W">());
  std::optional<NumberKind> kind = floatKindOf(op, x);
  if (!kind)
    return failure();
  if (x.getRank() < 3 || wt.getRank() != x.getRank())
    return op->emitOpError("takes N x C x spatial inputs and M x C/group x "
                           "kernel weights");
  int64_t batch = x.getShape()[0], channels = x.getShape()[1];
  int64_t featureMaps = wt.getShape()[0], perGroup = wt.getShape()[1];
  int64_t group = intValue(conv.propertyOrDefault<"group", IntegerAttr>());
  if (group <= 0 || channels != perGroup * group || featureMaps % group != 0)
    return op->emitOpError("has ")
           << channels << " input channels, " << perGroup << " per group and "
           << group << " groups";
  llvm::ArrayRef<int64_t> spatial = x.getShape().drop_front(2);
  llvm::ArrayRef<int64_t> kernel = wt.getShape().drop_front(2);
  if (ArrayAttr ks = conv.property<"kernel_shape", ArrayAttr>())
    if (intValues(ks) != llvm::SmallVector<int64_t, 4>(kernel))
      return op->emitOpError("has a kernel_shape unlike its weights'");
  Windows w;
  if (failed(computeWindows(
          op, spatial, kernel,
          conv.propertyOrDefault<"auto_pad", StringAttr>().getValue(),
          conv.property<"pads", ArrayAttr>(),
          conv.property<"strides", ArrayAttr>(),
          conv.property<"dilations", ArrayAttr>(), false, w)))
    return failure();
  llvm::SmallVector<int64_t, 4> shape = {batch, featureMaps};
  shape.append(w.output.begin(), w.output.end());
  TensorRef result = newTensor(op, x.getElementType(), shape);
  if (!result)
    return failure();
  TensorRef bias;
  if (Value b = conv.operand<"B">())
    bias = interp.getTensor(b);
  int64_t inPlane = numElementsOf(spatial), outPlane = numElementsOf(w.output);
  int64_t kCount = numElementsOf(kernel);
  int64_t mapsPerGroup = featureMaps / group;
  // The weights as doubles, once.
  std::vector<double> weights(static_cast<size_t>(wt.getNumElements()));
  for (int64_t i = 0; i < wt.getNumElements(); ++i)
    weights[size_t(i)] = toDouble(wt.load(i), *kind);
  std::vector<double> input(static_cast<size_t>(x.getNumElements()));
  for (int64_t i = 0; i < x.getNumElements(); ++i)
    input[size_t(i)] = toDouble(x.load(i), *kind);
  forEachWindow(w, spatial, [&](int64_t out, llvm::ArrayRef<int64_t> at) {
    for (int64_t n = 0; n < batch; ++n)
      for (int64_t m = 0; m < featureMaps; ++m) {
        int64_t g = m / mapsPerGroup;
        double sum = bias ? toDouble(bias->load(m), *kind) : 0.0;
        for (int64_t c = 0; c < perGroup; ++c) {
          const double *in =
              &input[size_t((n * channels + g * perGroup + c) * inPlane)];
          const double *wk = &weights[size_t((m * perGroup + c) * kCount)];
          for (int64_t kk = 0; kk < kCount; ++kk)
            if (at[kk] >= 0)
              sum += in[at[kk]] * wk[kk];
        }
        result->store((n * featureMaps + m) * outPlane + out,
                      fromDouble(sum, *kind));
      }
  });
  setResult(interp, op, 0, std::move(result));
  return success();
}

template <typename PoolOp>
LogicalResult poolWindows(Operation *op, PoolOp pool, const Tensor &x,
                          bool ceilMode, ArrayAttr dilations, Windows &w) {
  if (x.getRank() < 3)
    return op->emitOpError("takes N x C x spatial inputs");
  return computeWindows(
      op, x.getShape().drop_front(2),
      intValues(pool.template property<"kernel_shape", ArrayAttr>()),
      pool.template propertyOrDefault<"auto_pad", StringAttr>().getValue(),
      pool.template property<"pads", ArrayAttr>(),
      pool.template property<"strides", ArrayAttr>(), dilations, ceilMode, w);
}

LogicalResult executeMaxPool(Operation *op, Interpreter &interp) {
  auto pool = llvm::cast<ONNX::MaxPoolOp>(op);
  const Tensor &x = *interp.getTensor(pool.operand<"X">());
  std::optional<NumberKind> kind = floatKindOf(op, x);
  if (!kind)
    return failure();
  Windows w;
  bool ceilMode =
      intValue(pool.propertyOrDefault<"ceil_mode", IntegerAttr>()) != 0;
  if (failed(poolWindows(op, pool, x, ceilMode,
                         pool.property<"dilations", ArrayAttr>(), w)))
    return failure();
  if (intValue(pool.propertyOrDefault<"storage_order", IntegerAttr>()) != 0)
    return op->emitOpError("cannot be interpreted with storage_order 1 yet");
  int64_t planes = x.getShape()[0] * x.getShape()[1];
  llvm::ArrayRef<int64_t> spatial = x.getShape().drop_front(2);
  llvm::SmallVector<int64_t, 4> shape(x.getShape().take_front(2));
  shape.append(w.output.begin(), w.output.end());
  TensorRef result = newTensor(op, x.getElementType(), shape);
  TensorRef indices;
  bool wantIndices = pool.result<"Indices">() != Value();
  if (wantIndices)
    indices = newTensor(op, IntegerType::get(op->getContext(), 64), shape);
  if (!result || (wantIndices && !indices))
    return failure();
  int64_t inPlane = numElementsOf(spatial), outPlane = numElementsOf(w.output);
  forEachWindow(w, spatial, [&](int64_t out, llvm::ArrayRef<int64_t> at) {
    for (int64_t p = 0; p < planes; ++p) {
      double best = -INFINITY;
      int64_t bestAt = -1;
      for (int64_t pos : at)
        if (pos >= 0) {
          double v = toDouble(x.load(p * inPlane + pos), *kind);
          if (bestAt < 0 || v > best) {
            best = v;
            bestAt = pos;
          }
        }
      result->store(p * outPlane + out, fromDouble(best, *kind));
      if (indices)
        indices->store(p * outPlane + out,
                       Slot(uint64_t(p * inPlane + bestAt)));
    }
  });
  setResult(interp, op, 0, std::move(result));
  if (indices)
    setResult(interp, op, 1, std::move(indices));
  return success();
}

LogicalResult executeAveragePool(Operation *op, Interpreter &interp) {
  auto pool = llvm::cast<ONNX::AveragePoolOp>(op);
  const Tensor &x = *interp.getTensor(pool.operand<"X">());
  std::optional<NumberKind> kind = floatKindOf(op, x);
  if (!kind)
    return failure();
  Windows w;
  bool ceilMode =
      intValue(pool.propertyOrDefault<"ceil_mode", IntegerAttr>()) != 0;
  if (failed(poolWindows(op, pool, x, ceilMode, ArrayAttr(), w)))
    return failure();
  bool includePad =
      intValue(pool.propertyOrDefault<"count_include_pad", IntegerAttr>()) != 0;
  int64_t planes = x.getShape()[0] * x.getShape()[1];
  llvm::ArrayRef<int64_t> spatial = x.getShape().drop_front(2);
  llvm::SmallVector<int64_t, 4> shape(x.getShape().take_front(2));
  shape.append(w.output.begin(), w.output.end());
  TensorRef result = newTensor(op, x.getElementType(), shape);
  if (!result)
    return failure();
  int64_t inPlane = numElementsOf(spatial), outPlane = numElementsOf(w.output);
  // With count_include_pad, the explicit padding counts but what ceil_mode
  // adds past it does not: the window is clipped to input + pads.
  llvm::SmallVector<int64_t, 6> pads =
      intValues(pool.property<"pads", ArrayAttr>());
  forEachWindow(w, spatial, [&](int64_t out, llvm::ArrayRef<int64_t> at) {
    int64_t count = 0;
    if (includePad) {
      int64_t rem = out;
      count = 1;
      for (int64_t d = int64_t(spatial.size()) - 1; d >= 0; --d) {
        int64_t o = rem % w.output[d];
        rem /= w.output[d];
        int64_t start = o * w.strides[d] - w.padBegin[d];
        int64_t end = start + w.kernel[d];
        int64_t padEnd = pads.empty() ? 0 : pads[spatial.size() + d];
        end = std::min(end, spatial[d] + padEnd);
        count *= end - start;
      }
    } else {
      for (int64_t pos : at)
        count += pos >= 0;
    }
    for (int64_t p = 0; p < planes; ++p) {
      double sum = 0;
      for (int64_t pos : at)
        if (pos >= 0)
          sum += toDouble(x.load(p * inPlane + pos), *kind);
      result->store(p * outPlane + out,
                    fromDouble(count ? sum / double(count) : 0.0, *kind));
    }
  });
  setResult(interp, op, 0, std::move(result));
  return success();
}

/// GlobalAveragePool and GlobalMaxPool: one value per plane.
template <bool Max>
LogicalResult executeGlobalPool(Operation *op, Interpreter &interp) {
  const Tensor &x = *interp.getTensor(op->getOperand(0));
  std::optional<NumberKind> kind = floatKindOf(op, x);
  if (!kind)
    return failure();
  if (x.getRank() < 2)
    return op->emitOpError("takes N x C x spatial inputs");
  llvm::SmallVector<int64_t, 4> shape(x.getShape().take_front(2));
  shape.append(x.getRank() - 2, 1);
  TensorRef result = newTensor(op, x.getElementType(), shape);
  if (!result)
    return failure();
  int64_t planes = x.getShape()[0] * x.getShape()[1];
  int64_t plane = numElementsOf(x.getShape().drop_front(2));
  for (int64_t p = 0; p < planes; ++p) {
    double acc = Max ? -INFINITY : 0.0;
    for (int64_t i = 0; i < plane; ++i) {
      double v = toDouble(x.load(p * plane + i), *kind);
      acc = Max ? std::fmax(acc, v) : acc + v;
    }
    result->store(p, fromDouble(Max ? acc : acc / double(plane), *kind));
  }
  setResult(interp, op, 0, std::move(result));
  return success();
}

//===-- Normalization -----------------------------------------------------===//

LogicalResult executeBatchNormalization(Operation *op, Interpreter &interp) {
  auto bn = llvm::cast<ONNX::BatchNormalizationOp>(op);
  if (intValue(bn.propertyOrDefault<"training_mode", IntegerAttr>()) != 0)
    return op->emitOpError("cannot be interpreted in training mode");
  const Tensor &x = *interp.getTensor(bn.operand<"X">());
  std::optional<NumberKind> kind = floatKindOf(op, x);
  if (!kind || x.getRank() < 2)
    return failure();
  const Tensor &scale = *interp.getTensor(bn.operand<"scale">());
  const Tensor &b = *interp.getTensor(bn.operand<"B">());
  const Tensor &mean = *interp.getTensor(bn.operand<"input_mean">());
  const Tensor &var = *interp.getTensor(bn.operand<"input_var">());
  NumberKind pk = *numberKindOf(scale.getElementType());
  NumberKind mk = *numberKindOf(mean.getElementType());
  double eps = floatValue(bn.propertyOrDefault<"epsilon", FloatAttr>());
  TensorRef result = newTensor(op, x.getElementType(), x.getShape());
  if (!result)
    return failure();
  int64_t channels = x.getShape()[1];
  int64_t plane = numElementsOf(x.getShape().drop_front(2));
  for (int64_t i = 0, e = x.getNumElements(); i < e; ++i) {
    int64_t c = (i / plane) % channels;
    double y = (toDouble(x.load(i), *kind) - toDouble(mean.load(c), mk)) /
                   std::sqrt(toDouble(var.load(c), mk) + eps) *
                   toDouble(scale.load(c), pk) +
               toDouble(b.load(c), pk);
    result->store(i, fromDouble(y, *kind));
  }
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeInstanceNormalization(Operation *op, Interpreter &interp) {
  auto in = llvm::cast<ONNX::InstanceNormalizationOp>(op);
  const Tensor &x = *interp.getTensor(in.operand<"input">());
  std::optional<NumberKind> kind = floatKindOf(op, x);
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
  std::optional<NumberKind> kind = floatKindOf(op, x);
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
  std::optional<NumberKind> kind = floatKindOf(op, x);
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
  std::optional<NumberKind> kind = floatKindOf(op, x);
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
#define ATTACH_AS(Name, fn)                                                    \
  {                                                                            \
    static constexpr OpSemantics semantics = {fn};                             \
    ctx.attachOpInterface<ONNX::Name##Op>(semantics);                          \
  }
#define ATTACH(Name) ATTACH_AS(Name, execute##Name)
  ATTACH(MatMul)
  ATTACH(Gemm)
  ATTACH(Conv)
  ATTACH(MaxPool)
  ATTACH(AveragePool)
  ATTACH_AS(GlobalAveragePool, executeGlobalPool<false>)
  ATTACH_AS(GlobalMaxPool, executeGlobalPool<true>)
  ATTACH(BatchNormalization)
  ATTACH(InstanceNormalization)
  ATTACH_AS(Softmax, executeSoftmaxFamily<SoftmaxKind::Soft>)
  ATTACH_AS(LogSoftmax, executeSoftmaxFamily<SoftmaxKind::Log>)
  ATTACH_AS(Hardmax, executeSoftmaxFamily<SoftmaxKind::Hard>) ATTACH(
      ReduceSum) ATTACH(Dropout)
#define REDUCE(Name, R)                                                        \
  ATTACH_AS(Name, (executeReduceWithAxesAttr<ONNX::Name##Op, Reduction::R>))
      REDUCE(ReduceMean, Mean) REDUCE(ReduceMax, Max) REDUCE(
          ReduceMin, Min) REDUCE(ReduceProd, Prod) REDUCE(ReduceL1, L1)
          REDUCE(ReduceL2, L2) REDUCE(ReduceLogSum, LogSum) REDUCE(
              ReduceLogSumExp, LogSumExp) REDUCE(ReduceSumSquare, SumSquare)
#undef REDUCE
              ATTACH_AS(ArgMax, (executeArgExtreme<ONNX::ArgMaxOp, true>))
                  ATTACH_AS(ArgMin, (executeArgExtreme<ONNX::ArgMinOp, false>))
#undef ATTACH
#undef ATTACH_AS
}

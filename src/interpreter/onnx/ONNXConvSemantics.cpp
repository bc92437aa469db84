//===- ONNXConvSemantics.cpp - onnx's convolutions and pooling ------------===//
//
// Conv, ConvInteger and QLinearConv over one core (any number of spatial
// dimensions, groups, ONNX's auto_pad, dilations), MaxPool (with its
// indices), AveragePool (count_include_pad, ceil_mode) and the global pools.
// Sums accumulate in double and round once to the element type.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include <cmath>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;
using ONNX::computeWindows;
using ONNX::Windows;

namespace {

//===-- Windows: convolution and pooling ----------------------------------===//

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

/// A convolution's operands as doubles (zero points already subtracted),
/// and what comes out: the sums before any bias or requantization.
struct ConvProblem {
  llvm::SmallVector<int64_t, 4> xShape, wShape;
  std::vector<double> input, weights;
  llvm::SmallVector<int64_t, 4> outShape;
  std::vector<double> sums;
};

/// Convolves with the window attributes of `conv` (Conv, ConvInteger,
/// QLinearConv share their names).
template <typename OpT>
LogicalResult convolve(Operation *op, OpT conv, ConvProblem &p) {
  if (p.xShape.size() < 3 || p.wShape.size() != p.xShape.size())
    return op->emitOpError("takes N x C x spatial inputs and M x C/group x "
                           "kernel weights");
  int64_t batch = p.xShape[0], channels = p.xShape[1];
  int64_t featureMaps = p.wShape[0], perGroup = p.wShape[1];
  int64_t group =
      intValue(conv.template propertyOrDefault<"group", IntegerAttr>());
  if (group <= 0 || channels != perGroup * group || featureMaps % group != 0)
    return op->emitOpError("has ")
           << channels << " input channels, " << perGroup << " per group and "
           << group << " groups";
  llvm::ArrayRef<int64_t> spatial = llvm::ArrayRef(p.xShape).drop_front(2);
  llvm::ArrayRef<int64_t> kernel = llvm::ArrayRef(p.wShape).drop_front(2);
  if (ArrayAttr ks = conv.template property<"kernel_shape", ArrayAttr>())
    if (intValues(ks) != llvm::SmallVector<int64_t, 4>(kernel))
      return op->emitOpError("has a kernel_shape unlike its weights'");
  Windows w;
  if (failed(computeWindows(
          op, spatial, kernel,
          conv.template propertyOrDefault<"auto_pad", StringAttr>().getValue(),
          conv.template property<"pads", ArrayAttr>(),
          conv.template property<"strides", ArrayAttr>(),
          conv.template property<"dilations", ArrayAttr>(), false, w)))
    return failure();
  p.outShape = {batch, featureMaps};
  p.outShape.append(w.output.begin(), w.output.end());
  if (!Tensor::fitsInMemory(FloatType::get(op->getContext(), TypeKind::F64),
                            p.outShape))
    return op->emitOpError("would make a tensor too large to hold");
  p.sums.assign(static_cast<size_t>(numElementsOf(p.outShape)), 0.0);
  int64_t inPlane = numElementsOf(spatial), outPlane = numElementsOf(w.output);
  int64_t kCount = numElementsOf(kernel);
  int64_t mapsPerGroup = featureMaps / group;
  forEachWindow(w, spatial, [&](int64_t out, llvm::ArrayRef<int64_t> at) {
    for (int64_t n = 0; n < batch; ++n)
      for (int64_t m = 0; m < featureMaps; ++m) {
        int64_t g = m / mapsPerGroup;
        double sum = 0;
        for (int64_t c = 0; c < perGroup; ++c) {
          const double *in =
              &p.input[size_t((n * channels + g * perGroup + c) * inPlane)];
          const double *wk = &p.weights[size_t((m * perGroup + c) * kCount)];
          for (int64_t kk = 0; kk < kCount; ++kk)
            if (at[kk] >= 0)
              sum += in[at[kk]] * wk[kk];
        }
        p.sums[size_t((n * featureMaps + m) * outPlane + out)] = sum;
      }
  });
  return success();
}

/// `t`'s elements as doubles, less `zero` (one value, or one per index of
/// dimension 0 when `perChannel`).
std::vector<double> asDoubles(const Tensor &t, const Tensor *zero,
                              bool perChannel = false) {
  NumberKind kind = *numberKindOf(t.getElementType());
  std::vector<double> values(static_cast<size_t>(t.getNumElements()));
  int64_t perRow =
      t.getRank() ? t.getNumElements() / std::max<int64_t>(t.getShape()[0], 1)
                  : 1;
  for (int64_t i = 0; i < t.getNumElements(); ++i) {
    double z = 0;
    if (zero) {
      int64_t at = perChannel && zero->getNumElements() > 1 ? i / perRow : 0;
      z = toDouble(zero->load(at), *numberKindOf(zero->getElementType()));
    }
    values[size_t(i)] = toDouble(t.load(i), kind) - z;
  }
  return values;
}

LogicalResult executeConv(Operation *op, Interpreter &interp) {
  auto conv = llvm::cast<ONNX::ConvOp>(op);
  const Tensor &x = *interp.getTensor(conv.operand<"X">());
  const Tensor &wt = *interp.getTensor(conv.operand<"W">());
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind)
    return failure();
  ConvProblem p{{x.getShape().begin(), x.getShape().end()},
                {wt.getShape().begin(), wt.getShape().end()},
                asDoubles(x, nullptr),
                asDoubles(wt, nullptr),
                {},
                {}};
  if (failed(convolve(op, conv, p)))
    return failure();
  TensorRef result = newTensor(op, x.getElementType(), p.outShape);
  if (!result)
    return failure();
  TensorRef bias;
  if (Value b = conv.operand<"B">())
    bias = interp.getTensor(b);
  int64_t maps = p.outShape[1],
          plane = numElementsOf(llvm::ArrayRef(p.outShape).drop_front(2));
  for (size_t i = 0; i < p.sums.size(); ++i) {
    double sum = p.sums[i];
    if (bias)
      sum += toDouble(bias->load(int64_t(i) / plane % maps), *kind);
    result->store(int64_t(i), fromDouble(sum, *kind));
  }
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeConvInteger(Operation *op, Interpreter &interp) {
  auto conv = llvm::cast<ONNX::ConvIntegerOp>(op);
  const Tensor &x = *interp.getTensor(conv.operand<"x">());
  const Tensor &wt = *interp.getTensor(conv.operand<"w">());
  TensorRef xz, wz;
  if (Value v = conv.operand<"x_zero_point">())
    xz = interp.getTensor(v);
  if (Value v = conv.operand<"w_zero_point">())
    wz = interp.getTensor(v);
  ConvProblem p{{x.getShape().begin(), x.getShape().end()},
                {wt.getShape().begin(), wt.getShape().end()},
                asDoubles(x, xz.get()),
                asDoubles(wt, wz.get(), /*perChannel=*/true),
                {},
                {}};
  if (failed(convolve(op, conv, p)))
    return failure();
  Type element =
      llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType();
  TensorRef result = newTensor(op, element, p.outShape);
  if (!result)
    return failure();
  NumberKind kind = *numberKindOf(element);
  for (size_t i = 0; i < p.sums.size(); ++i)
    result->store(int64_t(i), fromInt(int64_t(p.sums[i]), kind));
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeQLinearConv(Operation *op, Interpreter &interp) {
  auto conv = llvm::cast<ONNX::QLinearConvOp>(op);
  const Tensor &x = *interp.getTensor(conv.operand<"x">());
  const Tensor &wt = *interp.getTensor(conv.operand<"w">());
  TensorRef xz = interp.getTensor(conv.operand<"x_zero_point">());
  TensorRef wz = interp.getTensor(conv.operand<"w_zero_point">());
  ConvProblem p{{x.getShape().begin(), x.getShape().end()},
                {wt.getShape().begin(), wt.getShape().end()},
                asDoubles(x, xz.get()),
                asDoubles(wt, wz.get(), /*perChannel=*/true),
                {},
                {}};
  if (failed(convolve(op, conv, p)))
    return failure();
  auto scalarAt = [&](Value v, int64_t i) {
    const Tensor &t = *interp.getTensor(v);
    return toDouble(t.load(t.getNumElements() > 1 ? i : 0),
                    *numberKindOf(t.getElementType()));
  };
  Type element =
      llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType();
  NumberKind kind = *numberKindOf(element);
  TensorRef result = newTensor(op, element, p.outShape);
  if (!result)
    return failure();
  TensorRef bias;
  if (Value b = conv.operand<"B">())
    bias = interp.getTensor(b);
  double xs = scalarAt(conv.operand<"x_scale">(), 0);
  double ys = scalarAt(conv.operand<"y_scale">(), 0);
  double yz = scalarAt(conv.operand<"y_zero_point">(), 0);
  int64_t maps = p.outShape[1],
          plane = numElementsOf(llvm::ArrayRef(p.outShape).drop_front(2));
  double lo = kind.cls == NumberKind::Unsigned ? 0 : -128,
         hi = kind.cls == NumberKind::Unsigned ? 255 : 127;
  for (size_t i = 0; i < p.sums.size(); ++i) {
    int64_t m = int64_t(i) / plane % maps;
    double acc = p.sums[i];
    if (bias)
      acc += toDouble(bias->load(m), *numberKindOf(bias->getElementType()));
    double ws = scalarAt(conv.operand<"w_scale">(), m);
    double v = std::nearbyint(acc * (xs * ws / ys)) + yz;
    result->store(int64_t(i), fromDouble(std::clamp(v, lo, hi), kind));
  }
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

/// Row-major offset `linear` within `shape`, as a column-major one.
int64_t columnMajorOffset(int64_t linear, llvm::ArrayRef<int64_t> shape) {
  int64_t result = 0, stride = 1;
  llvm::SmallVector<int64_t, 4> idx(shape.size());
  for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
    idx[d] = linear % shape[d];
    linear /= shape[d];
  }
  for (size_t d = 0; d < shape.size(); ++d) {
    result += idx[d] * stride;
    stride *= shape[d];
  }
  return result;
}

LogicalResult executeMaxPool(Operation *op, Interpreter &interp) {
  auto pool = llvm::cast<ONNX::MaxPoolOp>(op);
  const Tensor &x = *interp.getTensor(pool.operand<"X">());
  std::optional<NumberKind> kind = numberKindOrError(op, x);
  if (!kind)
    return failure();
  Windows w;
  bool ceilMode =
      intValue(pool.propertyOrDefault<"ceil_mode", IntegerAttr>()) != 0;
  if (failed(poolWindows(op, pool, x, ceilMode,
                         pool.property<"dilations", ArrayAttr>(), w)))
    return failure();
  // With storage_order 1 the indices count the spatial dimensions
  // column-major (the last dimension varies slowest).
  bool columnMajor =
      intValue(pool.propertyOrDefault<"storage_order", IntegerAttr>()) != 0;
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
        indices->store(
            p * outPlane + out,
            Slot(uint64_t(
                p * inPlane +
                (columnMajor ? columnMajorOffset(bestAt, spatial) : bestAt))));
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
  std::optional<NumberKind> kind = numberKindOrError(op, x);
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
  std::optional<NumberKind> kind = numberKindOrError(op, x);
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

} // namespace

void onnx_semantics::registerConv(Context &ctx) {
  attach<ONNX::ConvOp, executeConv>(ctx);
  attach<ONNX::ConvIntegerOp, executeConvInteger>(ctx);
  attach<ONNX::QLinearConvOp, executeQLinearConv>(ctx);
  attach<ONNX::MaxPoolOp, executeMaxPool>(ctx);
  attach<ONNX::AveragePoolOp, executeAveragePool>(ctx);
  attach<ONNX::GlobalAveragePoolOp, executeGlobalPool<false>>(ctx);
  attach<ONNX::GlobalMaxPoolOp, executeGlobalPool<true>>(ctx);
}

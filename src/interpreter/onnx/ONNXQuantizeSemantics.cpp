//===- ONNXQuantizeSemantics.cpp - onnx's quantized arithmetic ------------===//
//
// QuantizeLinear and DequantizeLinear (per tensor or per axis),
// DynamicQuantizeLinear, MatMulInteger and QLinearMatMul: rounding is half
// to even and results saturate to the integer type, as ONNX specifies. Det
// lives here too, as the other op computing over whole matrices.
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

/// The smallest and largest values of an integer kind.
std::pair<double, double> rangeOf(const NumberKind &kind) {
  if (kind.cls == NumberKind::Unsigned)
    return {0.0, std::ldexp(1.0, int(kind.width)) - 1};
  return {-std::ldexp(1.0, int(kind.width) - 1),
          std::ldexp(1.0, int(kind.width) - 1) - 1};
}

/// `value` rounded to a float of `kind`: ONNX's reference divides in the
/// input's float type (25.5 in f32 may be 25.4999... in double).
double roundTo(double value, const NumberKind &kind) {
  return kind.isFloat() ? toDouble(fromDouble(value, kind), kind) : value;
}

Slot saturate(double value, const NumberKind &kind) {
  auto [lo, hi] = rangeOf(kind);
  return fromDouble(std::clamp(std::nearbyint(value), lo, hi), kind);
}

/// For element `i` of a tensor of `shape`, the index into a per-axis
/// parameter (0 for a per-tensor one of one element).
int64_t parameterIndex(const Tensor &param, llvm::ArrayRef<int64_t> shape,
                       int64_t axis, int64_t i) {
  if (param.getNumElements() == 1)
    return 0;
  int64_t inner = numElementsOf(shape.drop_front(axis + 1));
  return (i / inner) % shape[axis];
}

LogicalResult executeQuantizeLinear(Operation *op, Interpreter &interp) {
  auto q = llvm::cast<ONNX::QuantizeLinearOp>(op);
  const Tensor &x = *interp.getTensor(q.operand<"x">());
  const Tensor &scale = *interp.getTensor(q.operand<"y_scale">());
  TensorRef zero;
  if (Value z = q.operand<"y_zero_point">())
    zero = interp.getTensor(z);
  Type element =
      llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType();
  NumberKind xk = *numberKindOf(x.getElementType()),
             sk = *numberKindOf(scale.getElementType()),
             yk = *numberKindOf(element);
  int64_t axis = intValue(q.propertyOrDefault<"axis", IntegerAttr>());
  if (scale.getNumElements() > 1 &&
      failed(normalizeAxis(op, axis, x.getRank())))
    return failure();
  TensorRef y = newTensor(op, element, x.getShape());
  if (!y)
    return failure();
  for (int64_t i = 0; i < x.getNumElements(); ++i) {
    int64_t p = parameterIndex(scale, x.getShape(), axis, i);
    double zp = zero ? toDouble(zero->load(p), yk) : 0.0;
    double v = std::nearbyint(roundTo(
                   toDouble(x.load(i), xk) / toDouble(scale.load(p), sk), xk)) +
               zp;
    y->store(i, saturate(v, yk));
  }
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeDequantizeLinear(Operation *op, Interpreter &interp) {
  auto dq = llvm::cast<ONNX::DequantizeLinearOp>(op);
  const Tensor &x = *interp.getTensor(dq.operand<"x">());
  const Tensor &scale = *interp.getTensor(dq.operand<"x_scale">());
  TensorRef zero;
  if (Value z = dq.operand<"x_zero_point">())
    zero = interp.getTensor(z);
  NumberKind xk = *numberKindOf(x.getElementType()),
             sk = *numberKindOf(scale.getElementType());
  int64_t axis = intValue(dq.propertyOrDefault<"axis", IntegerAttr>());
  if (scale.getNumElements() > 1 &&
      failed(normalizeAxis(op, axis, x.getRank())))
    return failure();
  TensorRef y = newTensor(op, scale.getElementType(), x.getShape());
  if (!y)
    return failure();
  for (int64_t i = 0; i < x.getNumElements(); ++i) {
    int64_t p = parameterIndex(scale, x.getShape(), axis, i);
    double zp = zero ? toDouble(zero->load(p), xk) : 0.0;
    y->store(i, fromDouble((toDouble(x.load(i), xk) - zp) *
                               toDouble(scale.load(p), sk),
                           sk));
  }
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeDynamicQuantizeLinear(Operation *op, Interpreter &interp) {
  const Tensor &x = *interp.getTensor(op->getOperand(0));
  NumberKind xk = *numberKindOf(x.getElementType());
  double lo = 0, hi = 0;
  for (int64_t i = 0; i < x.getNumElements(); ++i) {
    double v = toDouble(x.load(i), xk);
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  }
  // Scale and zero point in f32, as ONNX's formula computes them.
  float scale = float(hi - lo) / 255.0f;
  NumberKind u8 = *numberKindOf(
      llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType());
  double zp = scale == 0 ? 0.0
                         : std::clamp(std::nearbyint(0.0 - lo / double(scale)),
                                      0.0, 255.0);
  TensorRef y = newTensor(
      op,
      u8.width == 8
          ? llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType()
          : Type(),
      x.getShape());
  TensorRef ys = newTensor(op, x.getElementType(), {});
  TensorRef yz = newTensor(
      op, llvm::cast<ShapedType>(op->getResult(2).getType()).getElementType(),
      {});
  if (!y || !ys || !yz)
    return failure();
  for (int64_t i = 0; i < x.getNumElements(); ++i) {
    double v = scale == 0 ? zp
                          : std::nearbyint(roundTo(
                                toDouble(x.load(i), xk) / double(scale), xk)) +
                                zp;
    y->store(i, saturate(v, u8));
  }
  ys->store(0, fromDouble(double(scale), xk));
  yz->store(0, saturate(zp, u8));
  setResult(interp, op, 0, std::move(y));
  setResult(interp, op, 1, std::move(ys));
  setResult(interp, op, 2, std::move(yz));
  return success();
}

/// (A - a_zero) x (B - b_zero) in 64-bit integers (a_zero per row or
/// scalar, b_zero per column or scalar), over the last two dimensions with
/// the leading ones broadcast as MatMul's; `shape` gets the result's.
LogicalResult integerMatMul(Operation *op, const Tensor &a, const Tensor &b,
                            const Tensor *aZero, const Tensor *bZero,
                            std::vector<int64_t> &out,
                            llvm::SmallVectorImpl<int64_t> &shape) {
  if (a.getRank() < 2 || b.getRank() < 2 ||
      a.getShape().back() != b.getShape()[b.getRank() - 2])
    return op->emitOpError("multiplies matrices of mismatched sizes");
  int64_t m = a.getShape()[a.getRank() - 2], k = a.getShape().back();
  int64_t n = b.getShape().back();
  llvm::ArrayRef<int64_t> batchA = a.getShape().drop_back(2),
                          batchB = b.getShape().drop_back(2);
  llvm::SmallVector<int64_t, 4> batch;
  if (failed(broadcastShapes(batchA, batchB, batch)))
    return op->emitOpError("cannot broadcast its batch dimensions");
  shape.assign(batch.begin(), batch.end());
  shape.append({m, n});
  NumberKind ak = *numberKindOf(a.getElementType()),
             bk = *numberKindOf(b.getElementType());
  BroadcastIndexer ia(batchA, batch), ib(batchB, batch);
  int64_t batches = numElementsOf(batch);
  out.assign(static_cast<size_t>(batches * m * n), 0);
  for (int64_t t = 0; t < batches; ++t) {
    int64_t offA = ia(t) * m * k, offB = ib(t) * k * n;
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        int64_t az =
            aZero ? toInt(aZero->load(aZero->getNumElements() > 1 ? i : 0), ak)
                  : 0;
        int64_t bz =
            bZero ? toInt(bZero->load(bZero->getNumElements() > 1 ? j : 0), bk)
                  : 0;
        int64_t sum = 0;
        for (int64_t p = 0; p < k; ++p)
          sum += (toInt(a.load(offA + i * k + p), ak) - az) *
                 (toInt(b.load(offB + p * n + j), bk) - bz);
        out[size_t((t * m + i) * n + j)] = sum;
      }
  }
  return success();
}

LogicalResult executeMatMulInteger(Operation *op, Interpreter &interp) {
  auto mm = llvm::cast<ONNX::MatMulIntegerOp>(op);
  TensorRef aZero, bZero;
  if (Value z = mm.operand<"a_zero_point">())
    aZero = interp.getTensor(z);
  if (Value z = mm.operand<"b_zero_point">())
    bZero = interp.getTensor(z);
  std::vector<int64_t> out;
  llvm::SmallVector<int64_t, 4> shape;
  if (failed(integerMatMul(op, *interp.getTensor(mm.operand<"A">()),
                           *interp.getTensor(mm.operand<"B">()), aZero.get(),
                           bZero.get(), out, shape)))
    return failure();
  Type i32 =
      llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType();
  TensorRef y = newTensor(op, i32, shape);
  if (!y)
    return failure();
  NumberKind yk = *numberKindOf(i32);
  for (size_t i = 0; i < out.size(); ++i)
    y->store(int64_t(i), fromInt(out[i], yk));
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeQLinearMatMul(Operation *op, Interpreter &interp) {
  auto mm = llvm::cast<ONNX::QLinearMatMulOp>(op);
  auto scalar = [&](Value v) {
    const Tensor &t = *interp.getTensor(v);
    return toDouble(t.load(0), *numberKindOf(t.getElementType()));
  };
  std::vector<int64_t> out;
  llvm::SmallVector<int64_t, 4> shape;
  TensorRef aZero = interp.getTensor(mm.operand<"a_zero_point">());
  TensorRef bZero = interp.getTensor(mm.operand<"b_zero_point">());
  if (failed(integerMatMul(op, *interp.getTensor(mm.operand<"a">()),
                           *interp.getTensor(mm.operand<"b">()), aZero.get(),
                           bZero.get(), out, shape)))
    return failure();
  double scale = scalar(mm.operand<"a_scale">()) *
                 scalar(mm.operand<"b_scale">()) /
                 scalar(mm.operand<"y_scale">());
  double zp = scalar(mm.operand<"y_zero_point">());
  Type element =
      llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType();
  NumberKind yk = *numberKindOf(element);
  TensorRef y = newTensor(op, element, shape);
  if (!y)
    return failure();
  for (size_t i = 0; i < out.size(); ++i)
    y->store(int64_t(i), saturate(double(out[i]) * scale + zp, yk));
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeDet(Operation *op, Interpreter &interp) {
  const Tensor &x = *interp.getTensor(op->getOperand(0));
  NumberKind kind = *numberKindOf(x.getElementType());
  if (x.getRank() < 2 || x.getShape().back() != x.getShape()[x.getRank() - 2])
    return op->emitOpError("takes square matrices");
  int64_t n = x.getShape().back();
  llvm::ArrayRef<int64_t> batch = x.getShape().drop_back(2);
  TensorRef y = newTensor(op, x.getElementType(), batch);
  if (!y)
    return failure();
  std::vector<double> a(static_cast<size_t>(n * n));
  for (int64_t b = 0; b < numElementsOf(batch); ++b) {
    for (int64_t i = 0; i < n * n; ++i)
      a[size_t(i)] = toDouble(x.load(b * n * n + i), kind);
    // Gaussian elimination with partial pivoting.
    double det = 1;
    for (int64_t c = 0; c < n; ++c) {
      int64_t pivot = c;
      for (int64_t r = c + 1; r < n; ++r)
        if (std::fabs(a[size_t(r * n + c)]) >
            std::fabs(a[size_t(pivot * n + c)]))
          pivot = r;
      if (a[size_t(pivot * n + c)] == 0) {
        det = 0;
        break;
      }
      if (pivot != c) {
        for (int64_t k = 0; k < n; ++k)
          std::swap(a[size_t(c * n + k)], a[size_t(pivot * n + k)]);
        det = -det;
      }
      det *= a[size_t(c * n + c)];
      for (int64_t r = c + 1; r < n; ++r) {
        double f = a[size_t(r * n + c)] / a[size_t(c * n + c)];
        for (int64_t k = c; k < n; ++k)
          a[size_t(r * n + k)] -= f * a[size_t(c * n + k)];
      }
    }
    y->store(b, fromDouble(det, kind));
  }
  setResult(interp, op, 0, std::move(y));
  return success();
}

} // namespace

void onnx_semantics::registerQuantize(Context &ctx) {
  attach<ONNX::QuantizeLinearOp, executeQuantizeLinear>(ctx);
  attach<ONNX::DequantizeLinearOp, executeDequantizeLinear>(ctx);
  attach<ONNX::DynamicQuantizeLinearOp, executeDynamicQuantizeLinear>(ctx);
  attach<ONNX::MatMulIntegerOp, executeMatMulInteger>(ctx);
  attach<ONNX::QLinearMatMulOp, executeQLinearMatMul>(ctx);
  attach<ONNX::DetOp, executeDet>(ctx);
}

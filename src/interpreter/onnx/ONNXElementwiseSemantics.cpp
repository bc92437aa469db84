//===- ONNXElementwiseSemantics.cpp - onnx ops element by element ---------===//
//
// Unary functions, binary arithmetic and comparisons with ONNX's
// multidirectional broadcasting, the variadic Max/Min/Sum/Mean, Where,
// Clip and Cast. Floats compute in double and round once to the element
// type; integers compute in 64 bits and wrap to their width.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include <bit>
#include <cmath>
#include <type_traits>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

namespace {

/// The number kind of `value`'s elements; reports types it cannot compute.
std::optional<NumberKind> kindOf(Operation *op, Value value) {
  Type element = llvm::cast<ShapedType>(value.getType()).getElementType();
  std::optional<NumberKind> kind = numberKindOf(element);
  if (!kind)
    op->emitOpError("cannot be interpreted on elements of ") << element;
  return kind;
}

/// result[i] = f(x[i]): `ff` on floats, `fi` on integers (nullptr: the op
/// computes integers through `ff` too).
template <typename FloatFn, typename IntFn>
LogicalResult unaryMap(Operation *op, Interpreter &interp, FloatFn ff,
                       IntFn fi) {
  Value input = op->getOperand(0);
  std::optional<NumberKind> kind = kindOf(op, input);
  std::optional<NumberKind> outKind = numberKindOf(resultElementType(op));
  if (!kind || !outKind)
    return failure();
  const Tensor &x = *interp.getTensor(input);
  TensorRef result = newTensor(op, resultElementType(op), x.getShape());
  if (!result)
    return failure();
  for (int64_t i = 0, e = x.getNumElements(); i < e; ++i) {
    Slot bits = x.load(i);
    if constexpr (std::is_same_v<IntFn, std::nullptr_t>) {
      result->store(i, fromDouble(ff(toDouble(bits, *kind)), *outKind));
    } else {
      if (kind->isFloat())
        result->store(i, fromDouble(ff(toDouble(bits, *kind)), *outKind));
      else
        result->store(i, fromInt(fi(toInt(bits, *kind)), *outKind));
    }
  }
  setResult(interp, op, 0, std::move(result));
  return success();
}

template <typename FloatFn>
LogicalResult unaryFloat(Operation *op, Interpreter &interp, FloatFn ff) {
  return unaryMap(op, interp, ff, nullptr);
}

/// result = f(a, b) with broadcasting; comparisons give booleans.
template <typename FloatFn, typename IntFn>
LogicalResult binaryMap(Operation *op, Interpreter &interp, Value lhs,
                        Value rhs, FloatFn ff, IntFn fi) {
  std::optional<NumberKind> ka = kindOf(op, lhs), kb = kindOf(op, rhs);
  std::optional<NumberKind> outKind = numberKindOf(resultElementType(op));
  if (!ka || !kb || !outKind)
    return failure();
  const Tensor &a = *interp.getTensor(lhs), &b = *interp.getTensor(rhs);
  llvm::SmallVector<int64_t, 4> shape;
  if (failed(broadcastShapes(a.getShape(), b.getShape(), shape)))
    return op->emitOpError("cannot broadcast its operands together");
  TensorRef result = newTensor(op, resultElementType(op), shape);
  if (!result)
    return failure();
  BroadcastIndexer ia(a.getShape(), shape), ib(b.getShape(), shape);
  bool floats = ka->isFloat() || kb->isFloat();
  for (int64_t i = 0, e = result->getNumElements(); i < e; ++i) {
    Slot x = a.load(ia(i)), y = b.load(ib(i));
    if (floats) {
      result->store(
          i, fromDouble(ff(toDouble(x, *ka), toDouble(y, *kb)), *outKind));
    } else {
      std::optional<int64_t> value = fi(toInt(x, *ka), toInt(y, *kb));
      if (!value)
        return op->emitOpError("divides by zero");
      result->store(i, fromInt(*value, *outKind));
    }
  }
  setResult(interp, op, 0, std::move(result));
  return success();
}

template <typename FloatFn, typename IntFn>
LogicalResult binaryOp(Operation *op, Interpreter &interp, FloatFn ff,
                       IntFn fi) {
  return binaryMap(op, interp, op->getOperand(0), op->getOperand(1), ff, fi);
}

std::optional<int64_t> some(int64_t v) { return v; }

//===-- Unary -------------------------------------------------------------===//

#define FLOAT_UNARY(Name, expr)                                                \
  LogicalResult execute##Name(Operation *op, Interpreter &interp) {            \
    return unaryFloat(op, interp, [](double x) { return (expr); });            \
  }
FLOAT_UNARY(Exp, std::exp(x))
FLOAT_UNARY(Log, std::log(x))
FLOAT_UNARY(Sqrt, std::sqrt(x))
FLOAT_UNARY(Sigmoid, 1.0 / (1.0 + std::exp(-x)))
FLOAT_UNARY(Tanh, std::tanh(x))
FLOAT_UNARY(Sin, std::sin(x))
FLOAT_UNARY(Cos, std::cos(x))
FLOAT_UNARY(Tan, std::tan(x))
FLOAT_UNARY(Asin, std::asin(x))
FLOAT_UNARY(Acos, std::acos(x))
FLOAT_UNARY(Atan, std::atan(x))
FLOAT_UNARY(Sinh, std::sinh(x))
FLOAT_UNARY(Cosh, std::cosh(x))
FLOAT_UNARY(Asinh, std::asinh(x))
FLOAT_UNARY(Acosh, std::acosh(x))
FLOAT_UNARY(Atanh, std::atanh(x))
FLOAT_UNARY(Erf, std::erf(x))
FLOAT_UNARY(Floor, std::floor(x))
FLOAT_UNARY(Ceil, std::ceil(x))
// Round half to even, as ONNX (and NumPy) round.
FLOAT_UNARY(Round, std::nearbyint(x))
FLOAT_UNARY(Reciprocal, 1.0 / x)
FLOAT_UNARY(Softplus, std::log1p(std::exp(-std::fabs(x))) + std::fmax(x, 0.0))
FLOAT_UNARY(Softsign, x / (1.0 + std::fabs(x)))
FLOAT_UNARY(HardSwish, x *std::fmax(0.0, std::fmin(1.0, x / 6.0 + 0.5)))
#undef FLOAT_UNARY

#define NUMERIC_UNARY(Name, fexpr, iexpr)                                      \
  LogicalResult execute##Name(Operation *op, Interpreter &interp) {            \
    return unaryMap(                                                           \
        op, interp, [](double x) { return (fexpr); },                          \
        [](int64_t x) -> int64_t { return (iexpr); });                         \
  }
NUMERIC_UNARY(Abs, std::fabs(x), x < 0 ? -x : x)
NUMERIC_UNARY(Neg, -x, -x)
NUMERIC_UNARY(Relu, std::fmax(x, 0.0), x > 0 ? x : 0)
NUMERIC_UNARY(Sign, double((x > 0) - (x < 0)), int64_t((x > 0) - (x < 0)))
NUMERIC_UNARY(Not, double(x == 0), int64_t(x == 0))
#undef NUMERIC_UNARY

/// Any value (a tensor, a sequence, an optional) passes through.
LogicalResult executeIdentity(Operation *op, Interpreter &interp) {
  interp.set(op->getResult(0), interp.get(op->getOperand(0)));
  return success();
}

LogicalResult executeIsNaN(Operation *op, Interpreter &interp) {
  return unaryFloat(op, interp, [](double x) { return double(std::isnan(x)); });
}

LogicalResult executeIsInf(Operation *op, Interpreter &interp) {
  auto isInf = llvm::cast<ONNX::IsInfOp>(op);
  bool negative =
      intValue(isInf.propertyOrDefault<"detect_negative", IntegerAttr>()) != 0;
  bool positive =
      intValue(isInf.propertyOrDefault<"detect_positive", IntegerAttr>()) != 0;
  return unaryFloat(op, interp, [&](double x) {
    return double(std::isinf(x) &&
                  ((x > 0 && positive) || (x < 0 && negative)));
  });
}

LogicalResult executeElu(Operation *op, Interpreter &interp) {
  double alpha = floatValue(
      llvm::cast<ONNX::EluOp>(op).propertyOrDefault<"alpha", FloatAttr>());
  return unaryFloat(op, interp, [&](double x) {
    return x >= 0 ? x : alpha * (std::exp(x) - 1);
  });
}

LogicalResult executeCelu(Operation *op, Interpreter &interp) {
  double alpha = floatValue(
      llvm::cast<ONNX::CeluOp>(op).propertyOrDefault<"alpha", FloatAttr>());
  return unaryFloat(op, interp, [&](double x) {
    return std::fmax(0.0, x) +
           std::fmin(0.0, alpha * (std::exp(x / alpha) - 1));
  });
}

LogicalResult executeLeakyRelu(Operation *op, Interpreter &interp) {
  double alpha = floatValue(llvm::cast<ONNX::LeakyReluOp>(op)
                                .propertyOrDefault<"alpha", FloatAttr>());
  return unaryFloat(op, interp,
                    [&](double x) { return x >= 0 ? x : alpha * x; });
}

LogicalResult executeThresholdedRelu(Operation *op, Interpreter &interp) {
  double alpha = floatValue(llvm::cast<ONNX::ThresholdedReluOp>(op)
                                .propertyOrDefault<"alpha", FloatAttr>());
  return unaryFloat(op, interp, [&](double x) { return x > alpha ? x : 0.0; });
}

LogicalResult executeSelu(Operation *op, Interpreter &interp) {
  auto selu = llvm::cast<ONNX::SeluOp>(op);
  double alpha = floatValue(selu.propertyOrDefault<"alpha", FloatAttr>());
  double gamma = floatValue(selu.propertyOrDefault<"gamma", FloatAttr>());
  return unaryFloat(op, interp, [&](double x) {
    return gamma * (x > 0 ? x : alpha * (std::exp(x) - 1));
  });
}

LogicalResult executeHardSigmoid(Operation *op, Interpreter &interp) {
  auto hs = llvm::cast<ONNX::HardSigmoidOp>(op);
  double alpha = floatValue(hs.propertyOrDefault<"alpha", FloatAttr>());
  double beta = floatValue(hs.propertyOrDefault<"beta", FloatAttr>());
  return unaryFloat(op, interp, [&](double x) {
    return std::fmax(0.0, std::fmin(1.0, alpha * x + beta));
  });
}

//===-- Binary ------------------------------------------------------------===//

LogicalResult executeAdd(Operation *op, Interpreter &interp) {
  return binaryOp(
      op, interp, [](double a, double b) { return a + b; },
      [](int64_t a, int64_t b) {
        return some(int64_t(uint64_t(a) + uint64_t(b)));
      });
}
LogicalResult executeSub(Operation *op, Interpreter &interp) {
  return binaryOp(
      op, interp, [](double a, double b) { return a - b; },
      [](int64_t a, int64_t b) {
        return some(int64_t(uint64_t(a) - uint64_t(b)));
      });
}
LogicalResult executeMul(Operation *op, Interpreter &interp) {
  return binaryOp(
      op, interp, [](double a, double b) { return a * b; },
      [](int64_t a, int64_t b) {
        return some(int64_t(uint64_t(a) * uint64_t(b)));
      });
}
LogicalResult executeDiv(Operation *op, Interpreter &interp) {
  bool isUnsigned =
      numberKindOf(resultElementType(op))->cls == NumberKind::Unsigned;
  return binaryOp(
      op, interp, [](double a, double b) { return a / b; },
      [&](int64_t a, int64_t b) -> std::optional<int64_t> {
        if (b == 0)
          return std::nullopt;
        if (isUnsigned)
          return int64_t(uint64_t(a) / uint64_t(b));
        if (a == INT64_MIN && b == -1)
          return a;
        return a / b;
      });
}
LogicalResult executePow(Operation *op, Interpreter &interp) {
  return binaryOp(
      op, interp, [](double a, double b) { return std::pow(a, b); },
      [](int64_t a, int64_t b) -> std::optional<int64_t> {
        if (b < 0)
          return a == 1 ? 1 : (a == -1 ? (b % 2 ? -1 : 1) : 0);
        uint64_t result = 1, base = uint64_t(a);
        for (; b; b >>= 1, base *= base)
          if (b & 1)
            result *= base;
        return int64_t(result);
      });
}
LogicalResult executeMod(Operation *op, Interpreter &interp) {
  bool fmod = intValue(llvm::cast<ONNX::ModOp>(op)
                           .propertyOrDefault<"fmod", IntegerAttr>()) != 0;
  return binaryOp(
      op, interp,
      [&](double a, double b) {
        double r = std::fmod(a, b);
        // Without fmod the result takes the divisor's sign (Python's %).
        if (!fmod && r != 0 && ((r < 0) != (b < 0)))
          r += b;
        return r;
      },
      [&](int64_t a, int64_t b) -> std::optional<int64_t> {
        if (b == 0)
          return std::nullopt;
        if (b == -1)
          return 0;
        int64_t r = a % b;
        if (!fmod && r != 0 && ((r < 0) != (b < 0)))
          r += b;
        return r;
      });
}
LogicalResult executePRelu(Operation *op, Interpreter &interp) {
  return binaryOp(
      op, interp, [](double x, double slope) { return x < 0 ? slope * x : x; },
      [](int64_t x, int64_t slope) { return some(x < 0 ? slope * x : x); });
}
LogicalResult executeBitShift(Operation *op, Interpreter &interp) {
  bool left = llvm::cast<ONNX::BitShiftOp>(op)
                  .property<"direction", StringAttr>()
                  .getValue() == "LEFT";
  unsigned width = numberKindOf(resultElementType(op))->width;
  return binaryOp(
      op, interp, [](double a, double) { return a; },
      [&](int64_t a, int64_t b) -> std::optional<int64_t> {
        if (uint64_t(b) >= width)
          return 0;
        return int64_t(left ? uint64_t(a) << b : uint64_t(a) >> b);
      });
}

#define LOGICAL(Name, expr)                                                    \
  LogicalResult execute##Name(Operation *op, Interpreter &interp) {            \
    return binaryOp(                                                           \
        op, interp, [](double a, double b) { return double(expr); },           \
        [](int64_t a, int64_t b) { return some(int64_t(expr)); });             \
  }
LOGICAL(And, a != 0 && b != 0)
LOGICAL(Or, a != 0 || b != 0)
LOGICAL(Xor, (a != 0) != (b != 0))
LOGICAL(Equal, a == b)
LOGICAL(Less, a < b)
LOGICAL(Greater, a > b)
LOGICAL(LessOrEqual, a <= b)
LOGICAL(GreaterOrEqual, a >= b)
#undef LOGICAL

/// Max, Min, Sum, Mean: a binary op folded over every input, broadcasting
/// as it goes (Mean divides at the end).
template <typename FloatFn, typename IntFn>
LogicalResult variadic(Operation *op, Interpreter &interp, FloatFn ff, IntFn fi,
                       bool mean = false) {
  if (op->getNumOperands() == 1 && !mean) {
    interp.set(op->getResult(0), interp.get(op->getOperand(0)));
    return success();
  }
  TensorRef acc = interp.getTensor(op->getOperand(0));
  std::optional<NumberKind> kind = kindOf(op, op->getOperand(0));
  if (!kind)
    return failure();
  for (unsigned k = 1; k < op->getNumOperands(); ++k) {
    const Tensor &b = *interp.getTensor(op->getOperand(k));
    llvm::SmallVector<int64_t, 4> shape;
    if (failed(broadcastShapes(acc->getShape(), b.getShape(), shape)))
      return op->emitOpError("cannot broadcast its operands together");
    TensorRef next = newTensor(op, acc->getElementType(), shape);
    if (!next)
      return failure();
    BroadcastIndexer ia(acc->getShape(), shape), ib(b.getShape(), shape);
    for (int64_t i = 0, e = next->getNumElements(); i < e; ++i) {
      Slot x = acc->load(ia(i)), y = b.load(ib(i));
      next->store(
          i, kind->isFloat()
                 ? fromDouble(ff(toDouble(x, *kind), toDouble(y, *kind)), *kind)
                 : fromInt(fi(toInt(x, *kind), toInt(y, *kind)), *kind));
    }
    acc = std::move(next);
  }
  if (mean) {
    TensorRef divided = newTensor(op, acc->getElementType(), acc->getShape());
    double n = double(op->getNumOperands());
    for (int64_t i = 0, e = acc->getNumElements(); i < e; ++i)
      divided->store(i, fromDouble(toDouble(acc->load(i), *kind) / n, *kind));
    acc = std::move(divided);
  }
  setResult(interp, op, 0, std::move(acc));
  return success();
}

LogicalResult executeMax(Operation *op, Interpreter &interp) {
  return variadic(
      op, interp,
      [](double a, double b) { return std::isnan(a) || a > b ? a : b; },
      [](int64_t a, int64_t b) { return std::max(a, b); });
}
LogicalResult executeMin(Operation *op, Interpreter &interp) {
  return variadic(
      op, interp,
      [](double a, double b) { return std::isnan(a) || a < b ? a : b; },
      [](int64_t a, int64_t b) { return std::min(a, b); });
}
LogicalResult executeSum(Operation *op, Interpreter &interp) {
  return variadic(
      op, interp, [](double a, double b) { return a + b; },
      [](int64_t a, int64_t b) { return a + b; });
}
LogicalResult executeMean(Operation *op, Interpreter &interp) {
  return variadic(
      op, interp, [](double a, double b) { return a + b; },
      [](int64_t a, int64_t b) { return a + b; }, /*mean=*/true);
}

//===-- Where, Clip, Cast -------------------------------------------------===//

LogicalResult executeWhere(Operation *op, Interpreter &interp) {
  auto where = llvm::cast<ONNX::WhereOp>(op);
  const Tensor &c = *interp.getTensor(where.operand<"condition">());
  const Tensor &x = *interp.getTensor(where.operand<"X">());
  const Tensor &y = *interp.getTensor(where.operand<"Y">());
  llvm::SmallVector<int64_t, 4> xy, shape;
  if (failed(broadcastShapes(x.getShape(), y.getShape(), xy)) ||
      failed(broadcastShapes(c.getShape(), xy, shape)))
    return op->emitOpError("cannot broadcast its operands together");
  TensorRef result = newTensor(op, x.getElementType(), shape);
  if (!result)
    return failure();
  BroadcastIndexer ic(c.getShape(), shape), ix(x.getShape(), shape),
      iy(y.getShape(), shape);
  for (int64_t i = 0, e = result->getNumElements(); i < e; ++i)
    result->store(i, c.load(ic(i)) ? x.load(ix(i)) : y.load(iy(i)));
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeClip(Operation *op, Interpreter &interp) {
  auto clip = llvm::cast<ONNX::ClipOp>(op);
  std::optional<NumberKind> kind = kindOf(op, clip.operand<"input">());
  if (!kind)
    return failure();
  auto bound = [&](Value v, double dflt) {
    return v ? toDouble(interp.getTensor(v)->load(0), *kind) : dflt;
  };
  double lo = bound(clip.operand<"min">(), -INFINITY);
  double hi = bound(clip.operand<"max">(), INFINITY);
  return unaryMap(
      op, interp, [&](double x) { return std::fmin(std::fmax(x, lo), hi); },
      [&](int64_t x) -> int64_t {
        double d = std::fmin(std::fmax(double(x), lo), hi);
        return int64_t(d);
      });
}

LogicalResult executeCast(Operation *op, Interpreter &interp) {
  if (isStringTensorType(op->getOperand(0).getType()) ||
      isStringTensorType(op->getResult(0).getType()))
    return executeStringCast(op, interp);
  // To bfloat16, ONNX's reference (and its test data, onnx 1.12) keeps the
  // top half of the float's bits: truncation, not rounding.
  Value input = op->getOperand(0);
  std::optional<NumberKind> kind = kindOf(op, input);
  if (kind && kind->isFloat() &&
      resultElementType(op).getKind() == TypeKind::BF16) {
    const Tensor &x = *interp.getTensor(input);
    TensorRef result = newTensor(op, resultElementType(op), x.getShape());
    if (!result)
      return failure();
    for (int64_t i = 0, e = x.getNumElements(); i < e; ++i) {
      float f = float(toDouble(x.load(i), *kind));
      result->store(i, Slot(std::bit_cast<uint32_t>(f) >> 16));
    }
    setResult(interp, op, 0, std::move(result));
    return success();
  }
  return unaryMap(
      op, interp, [](double x) { return x; }, [](int64_t x) { return x; });
}

} // namespace

void onnx_semantics::registerElementwise(Context &ctx) {
  attach<ONNX::ExpOp, executeExp>(ctx);
  attach<ONNX::LogOp, executeLog>(ctx);
  attach<ONNX::SqrtOp, executeSqrt>(ctx);
  attach<ONNX::SigmoidOp, executeSigmoid>(ctx);
  attach<ONNX::TanhOp, executeTanh>(ctx);
  attach<ONNX::SinOp, executeSin>(ctx);
  attach<ONNX::CosOp, executeCos>(ctx);
  attach<ONNX::TanOp, executeTan>(ctx);
  attach<ONNX::AsinOp, executeAsin>(ctx);
  attach<ONNX::AcosOp, executeAcos>(ctx);
  attach<ONNX::AtanOp, executeAtan>(ctx);
  attach<ONNX::SinhOp, executeSinh>(ctx);
  attach<ONNX::CoshOp, executeCosh>(ctx);
  attach<ONNX::AsinhOp, executeAsinh>(ctx);
  attach<ONNX::AcoshOp, executeAcosh>(ctx);
  attach<ONNX::AtanhOp, executeAtanh>(ctx);
  attach<ONNX::ErfOp, executeErf>(ctx);
  attach<ONNX::FloorOp, executeFloor>(ctx);
  attach<ONNX::CeilOp, executeCeil>(ctx);
  attach<ONNX::RoundOp, executeRound>(ctx);
  attach<ONNX::ReciprocalOp, executeReciprocal>(ctx);
  attach<ONNX::SoftplusOp, executeSoftplus>(ctx);
  attach<ONNX::SoftsignOp, executeSoftsign>(ctx);
  attach<ONNX::HardSwishOp, executeHardSwish>(ctx);
  attach<ONNX::AbsOp, executeAbs>(ctx);
  attach<ONNX::NegOp, executeNeg>(ctx);
  attach<ONNX::ReluOp, executeRelu>(ctx);
  attach<ONNX::SignOp, executeSign>(ctx);
  attach<ONNX::NotOp, executeNot>(ctx);
  attach<ONNX::IdentityOp, executeIdentity>(ctx);
  attach<ONNX::IsNaNOp, executeIsNaN>(ctx);
  attach<ONNX::IsInfOp, executeIsInf>(ctx);
  attach<ONNX::EluOp, executeElu>(ctx);
  attach<ONNX::CeluOp, executeCelu>(ctx);
  attach<ONNX::LeakyReluOp, executeLeakyRelu>(ctx);
  attach<ONNX::ThresholdedReluOp, executeThresholdedRelu>(ctx);
  attach<ONNX::SeluOp, executeSelu>(ctx);
  attach<ONNX::HardSigmoidOp, executeHardSigmoid>(ctx);
  attach<ONNX::AddOp, executeAdd>(ctx);
  attach<ONNX::SubOp, executeSub>(ctx);
  attach<ONNX::MulOp, executeMul>(ctx);
  attach<ONNX::DivOp, executeDiv>(ctx);
  attach<ONNX::PowOp, executePow>(ctx);
  attach<ONNX::ModOp, executeMod>(ctx);
  attach<ONNX::PReluOp, executePRelu>(ctx);
  attach<ONNX::BitShiftOp, executeBitShift>(ctx);
  attach<ONNX::AndOp, executeAnd>(ctx);
  attach<ONNX::OrOp, executeOr>(ctx);
  attach<ONNX::XorOp, executeXor>(ctx);
  attach<ONNX::EqualOp, executeEqual>(ctx);
  attach<ONNX::LessOp, executeLess>(ctx);
  attach<ONNX::GreaterOp, executeGreater>(ctx);
  attach<ONNX::LessOrEqualOp, executeLessOrEqual>(ctx);
  attach<ONNX::GreaterOrEqualOp, executeGreaterOrEqual>(ctx);
  attach<ONNX::MaxOp, executeMax>(ctx);
  attach<ONNX::MinOp, executeMin>(ctx);
  attach<ONNX::SumOp, executeSum>(ctx);
  attach<ONNX::MeanOp, executeMean>(ctx);
  attach<ONNX::WhereOp, executeWhere>(ctx);
  attach<ONNX::ClipOp, executeClip>(ctx);
  attach<ONNX::CastOp, executeCast>(ctx);
  attach<ONNX::CastLikeOp, executeCast>(ctx);
}

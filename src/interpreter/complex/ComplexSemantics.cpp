//===- ComplexSemantics.cpp - What the complex ops compute ----------------===//
//
// A complex number's slot holds its real part's bits, then its imaginary
// part's (see RuntimeValue.h): create puts two parts side by side, re and
// im take one out. The arithmetic computes in std::complex<double> and
// rounds each part once to the part type, as ScalarSupport.h does for
// floats. Every op decodes into a scalar step, so it also runs inside the
// bodies of structured ops without walking the IR per element.
//
//===----------------------------------------------------------------------===//
#include "dialects/complex/ComplexOps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/ScalarSupport.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

#include <complex>
#include <limits>
#include <optional>

using namespace terrace;
using namespace terrace::interp;

namespace {

using Complex = std::complex<double>;

/// The width of the part type of the complex type `type`, or 0 when the
/// interpreter holds no such complex number.
unsigned partWidthOf(Type type) {
  auto complex = llvm::dyn_cast<ComplexType>(type);
  if (!complex || !getElementLayout(type))
    return 0;
  return complex.getElementType().getIntOrFloatBitWidth();
}

template <typename K> Complex load(Slot s, unsigned partWidth) {
  return {K::load(s & lowSlotBits(partWidth)), K::load(s >> partWidth)};
}
template <typename K> Slot store(Complex z, unsigned partWidth) {
  return K::store(z.real()) | K::store(z.imag()) << partWidth;
}

//===-- Taking apart and putting together --------------------------------===//

const char *createStep(const ScalarStep &s, Slot *r) {
  r[s.out[0]] = r[s.in[0]] | r[s.in[1]] << s.inWidth;
  return nullptr;
}
const char *reStep(const ScalarStep &s, Slot *r) {
  r[s.out[0]] = r[s.in[0]] & lowSlotBits(s.inWidth);
  return nullptr;
}
const char *imStep(const ScalarStep &s, Slot *r) {
  r[s.out[0]] = r[s.in[0]] >> s.inWidth;
  return nullptr;
}
/// bitcast: a complex number's slot already holds the bits of the integer
/// or float of twice its part width (real part in the low half).
const char *copyStep(const ScalarStep &s, Slot *r) {
  r[s.out[0]] = r[s.in[0]];
  return nullptr;
}

//===-- The arithmetic, in double precision ------------------------------===//

Complex expm1(Complex z) {
  // exp(x)cos(y) - 1 = expm1(x)cos(y) - 2 sin²(y/2), exact near zero.
  double halfSin = std::sin(z.imag() / 2);
  return {std::expm1(z.real()) * std::cos(z.imag()) - 2 * halfSin * halfSin,
          std::exp(z.real()) * std::sin(z.imag())};
}
Complex log1p(Complex z) {
  double x = z.real(), y = z.imag();
  // |1 + z|² = 1 + (2x + x² + y²); past 1e150 that sum would overflow and
  // log(1 + z) loses nothing.
  if (std::fabs(x) > 1e150 || std::fabs(y) > 1e150)
    return std::log(1.0 + z);
  return {0.5 * std::log1p(x * (x + 2) + y * y), std::atan2(y, 1 + x)};
}
Complex sign(Complex z) { return z == Complex(0, 0) ? z : z / std::abs(z); }
/// atan2(y, x) = -i log((x + iy) / sqrt(x² + y²)), MLIR's definition.
Complex atan2(Complex y, Complex x) {
  Complex i(0, 1);
  return -i * std::log((x + i * y) / std::sqrt(x * x + y * y));
}

Complex conj(Complex z) { return std::conj(z); }
Complex cos(Complex z) { return std::cos(z); }
Complex exp(Complex z) { return std::exp(z); }
Complex log(Complex z) { return std::log(z); }
Complex neg(Complex z) { return -z; }
Complex rsqrt(Complex z) { return 1.0 / std::sqrt(z); }
Complex sin(Complex z) { return std::sin(z); }
Complex sqrt(Complex z) { return std::sqrt(z); }
Complex tan(Complex z) { return std::tan(z); }
Complex tanh(Complex z) { return std::tanh(z); }
Complex add(Complex a, Complex b) { return a + b; }
Complex sub(Complex a, Complex b) { return a - b; }
Complex mul(Complex a, Complex b) { return a * b; }
Complex div(Complex a, Complex b) { return a / b; }
double abs(Complex z) { return std::abs(z); }
double angle(Complex z) { return std::arg(z); }

template <Complex (*Fn)(Complex)> struct UnaryStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    r[s.out[0]] = store<K>(Fn(load<K>(r[s.in[0]], s.inWidth)), s.inWidth);
    return nullptr;
  }
};
template <double (*Fn)(Complex)> struct RealStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    r[s.out[0]] = K::store(Fn(load<K>(r[s.in[0]], s.inWidth)));
    return nullptr;
  }
};
template <Complex (*Fn)(Complex, Complex)> struct BinaryStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    r[s.out[0]] = store<K>(
        Fn(load<K>(r[s.in[0]], s.inWidth), load<K>(r[s.in[1]], s.inWidth)),
        s.inWidth);
    return nullptr;
  }
};
/// eq: both parts compare ordered-equal; neq: either compares unordered
/// or unequal (MLIR lowers them to cmpf oeq/and and une/or).
template <bool Equal> struct CompareStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    Complex a = load<K>(r[s.in[0]], s.inWidth);
    Complex b = load<K>(r[s.in[1]], s.inWidth);
    bool equal = a.real() == b.real() && a.imag() == b.imag();
    r[s.out[0]] = Equal ? equal : !equal;
    return nullptr;
  }
};
/// The values pow takes where its formula would not give them: MLIR's
/// special cases (after Kahan), which compiled code has. x^0 = 1; 0^c is
/// 0 for a real c > 0 and NaN for any other exponent but 0; 1^w = 1;
/// inf^c (real inf, real c) is inf for c > 0 and 0 for c < 0.
std::optional<Complex> powSpecialCase(Complex a, Complex b) {
  double c = b.real(), d = b.imag();
  bool realExponent = d == 0;
  if (c == 0 && realExponent)
    return Complex(1, 0);
  if (a.imag() == 0 && a.real() == 1)
    return Complex(1, 0);
  if (a.real() == 0 && a.imag() == 0) {
    if (realExponent && c > 0)
      return Complex(0, 0);
    double nan = std::numeric_limits<double>::quiet_NaN();
    return Complex(nan, nan);
  }
  if (a.imag() == 0 && std::isinf(a.real()) && a.real() > 0 && realExponent)
    return c > 0 ? Complex(a.real(), 0) : Complex(0, 0);
  return std::nullopt;
}

/// z to the integer power n by repeated squaring: exact where the
/// products are (pow's exp(n log z) is not: (1+i)² would not be 2i).
Complex powi(Complex z, int64_t n) {
  if (std::optional<Complex> special = powSpecialCase(z, Complex(double(n))))
    return *special;
  Complex result(1, 0), base = z;
  // Counting in unsigned, so that -INT64_MIN does not overflow.
  uint64_t k = n < 0 ? 0 - uint64_t(n) : uint64_t(n);
  for (; k; k >>= 1) {
    if (k & 1)
      result *= base;
    base *= base;
  }
  return n < 0 ? 1.0 / result : result;
}

/// a^b; a small integer exponent by repeated squaring, as powi.
Complex pow(Complex a, Complex b) {
  if (std::optional<Complex> special = powSpecialCase(a, b))
    return *special;
  double n = b.real();
  if (b.imag() == 0 && std::fabs(n) <= 1024 && n == std::trunc(n))
    return powi(a, int64_t(n));
  return std::pow(a, b);
}

/// powi: the integer exponent's width is in `imm`.
struct PowiStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    int64_t n = signExtend(r[s.in[1]], unsigned(s.imm));
    r[s.out[0]] = store<K>(powi(load<K>(r[s.in[0]], s.inWidth), n), s.inWidth);
    return nullptr;
  }
};

//===-- Decoding ----------------------------------------------------------===//

/// Sets `step` up for an op whose complex value is `complexValue`, with
/// `fn` (null: the part type has no arithmetic here).
LogicalResult decodeWith(Operation *op, ScalarStep &step, ScalarFn fn,
                         Value complexValue) {
  unsigned width = partWidthOf(complexValue.getType());
  if (!width || !fn)
    return op->emitOpError("cannot be interpreted on ")
           << complexValue.getType();
  step.fn = fn;
  step.inWidth = uint8_t(width);
  return success();
}

Type partTypeOf(Value complexValue) {
  auto c = llvm::dyn_cast<ComplexType>(complexValue.getType());
  return c ? c.getElementType() : Type();
}

/// An op computing `Step` on its first operand's parts.
template <typename Step>
LogicalResult decodeArith(Operation *op, ScalarStep &s) {
  Value complex = op->getOperand(0);
  Type part = partTypeOf(complex);
  return decodeWith(op, s, part ? forFloatKind<Step>(part) : nullptr, complex);
}

LogicalResult decodeCreate(Operation *op, ScalarStep &step) {
  return decodeWith(op, step, createStep, op->getResult(0));
}
LogicalResult decodeRe(Operation *op, ScalarStep &step) {
  return decodeWith(op, step, reStep, op->getOperand(0));
}
LogicalResult decodeIm(Operation *op, ScalarStep &step) {
  return decodeWith(op, step, imStep, op->getOperand(0));
}
LogicalResult decodePowi(Operation *op, ScalarStep &step) {
  Type exponent = op->getOperand(1).getType();
  if (failed(checkIntWidth(op, exponent)))
    return failure();
  step.imm = exponent.getIntOrFloatBitWidth();
  return decodeArith<PowiStep>(op, step);
}
LogicalResult decodeBitcast(Operation *op, ScalarStep &step) {
  Value complex = llvm::isa<ComplexType>(op->getOperand(0).getType())
                      ? op->getOperand(0)
                      : op->getResult(0);
  return decodeWith(op, step, copyStep, complex);
}

LogicalResult executeConstant(Operation *op, Interpreter &interp) {
  Value result = op->getResult(0);
  RuntimeValue value = valueOfConstant(complex::ConstantOp::wrap(op).getValue(),
                                       result.getType());
  if (!value)
    return op->emitOpError("cannot be interpreted as ") << result.getType();
  interp.set(result, std::move(value));
  return success();
}

template <typename OpT, typename Step> void attachArith(Context &ctx) {
  static constexpr ScalarSemantics semantics = {decodeArith<Step>};
  attach<OpT>(ctx, semantics);
}

} // namespace

namespace terrace::interp {
void registerComplexSemantics(Context &ctx) {
  using namespace complex;
  static constexpr ScalarSemantics create = {decodeCreate}, re = {decodeRe},
                                   im = {decodeIm}, powi = {decodePowi},
                                   bitcast = {decodeBitcast};
  static constexpr OpSemantics constant = {executeConstant};
  attach<CreateOp>(ctx, create);
  attach<ReOp>(ctx, re);
  attach<ImOp>(ctx, im);
  attach<PowiOp>(ctx, powi);
  attach<BitcastOp>(ctx, bitcast);
  ctx.attachOpInterface<ConstantOp>(constant);
  attachArith<AbsOp, RealStep<abs>>(ctx);
  attachArith<AngleOp, RealStep<angle>>(ctx);
  attachArith<ConjOp, UnaryStep<conj>>(ctx);
  attachArith<CosOp, UnaryStep<cos>>(ctx);
  attachArith<ExpOp, UnaryStep<exp>>(ctx);
  attachArith<Expm1Op, UnaryStep<expm1>>(ctx);
  attachArith<LogOp, UnaryStep<log>>(ctx);
  attachArith<Log1pOp, UnaryStep<log1p>>(ctx);
  attachArith<NegOp, UnaryStep<neg>>(ctx);
  attachArith<RsqrtOp, UnaryStep<rsqrt>>(ctx);
  attachArith<SignOp, UnaryStep<sign>>(ctx);
  attachArith<SinOp, UnaryStep<sin>>(ctx);
  attachArith<SqrtOp, UnaryStep<sqrt>>(ctx);
  attachArith<TanOp, UnaryStep<tan>>(ctx);
  attachArith<TanhOp, UnaryStep<tanh>>(ctx);
  attachArith<AddOp, BinaryStep<add>>(ctx);
  attachArith<SubOp, BinaryStep<sub>>(ctx);
  attachArith<MulOp, BinaryStep<mul>>(ctx);
  attachArith<DivOp, BinaryStep<div>>(ctx);
  attachArith<PowOp, BinaryStep<pow>>(ctx);
  attachArith<Atan2Op, BinaryStep<atan2>>(ctx);
  attachArith<EqualOp, CompareStep<true>>(ctx);
  attachArith<NotEqualOp, CompareStep<false>>(ctx);
}
} // namespace terrace::interp

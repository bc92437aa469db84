//===- MathSemantics.cpp - What the math ops compute ----------------------===//
//
// Float functions compute in double with the C library and round once to
// the element type: within an ulp of what LLVM's lowering (the float
// versions of the same libm functions) gives. With FloatLibm::System the
// transcendental ones on types narrower than f64 call the float versions
// themselves, as compiled code does.
//
//===----------------------------------------------------------------------===//
#include "dialects/math/MathOps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/ScalarSupport.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

#include <atomic>
#include <bit>
#include <cmath>
#include <type_traits>

using namespace terrace;
using namespace terrace::interp;

namespace {

std::atomic<bool> systemFloatLibm{false};

/// A transcendental function: `Fn` in double, or, for types narrower than
/// f64 under FloatLibm::System, `FloatFn` (the C library's float version).
template <double (*Fn)(double), float (*FloatFn)(float)> struct LibmUnaryStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    double x = K::load(r[s.in[0]]);
    if constexpr (!std::is_same_v<K, F64Kind>)
      if (systemFloatLibm.load(std::memory_order_relaxed)) {
        r[s.out[0]] = K::store(double(FloatFn(float(x))));
        return nullptr;
      }
    r[s.out[0]] = K::store(Fn(x));
    return nullptr;
  }
};
template <double (*Fn)(double, double), float (*FloatFn)(float, float)>
struct LibmBinaryStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    double x = K::load(r[s.in[0]]), y = K::load(r[s.in[1]]);
    if constexpr (!std::is_same_v<K, F64Kind>)
      if (systemFloatLibm.load(std::memory_order_relaxed)) {
        r[s.out[0]] = K::store(double(FloatFn(float(x), float(y))));
        return nullptr;
      }
    r[s.out[0]] = K::store(Fn(x, y));
    return nullptr;
  }
};

// The C library's float functions (std::f(float) is f##f).
#define FLOAT_LIBM(name)                                                       \
  float name##Float(float x) { return std::name(x); }
FLOAT_LIBM(acos)
FLOAT_LIBM(acosh)
FLOAT_LIBM(asin)
FLOAT_LIBM(asinh)
FLOAT_LIBM(atan)
FLOAT_LIBM(atanh)
FLOAT_LIBM(cbrt)
FLOAT_LIBM(cos)
FLOAT_LIBM(cosh)
FLOAT_LIBM(erf)
FLOAT_LIBM(erfc)
FLOAT_LIBM(exp)
FLOAT_LIBM(exp2)
FLOAT_LIBM(expm1)
FLOAT_LIBM(log)
FLOAT_LIBM(log10)
FLOAT_LIBM(log1p)
FLOAT_LIBM(log2)
FLOAT_LIBM(sin)
FLOAT_LIBM(sinh)
FLOAT_LIBM(tan)
FLOAT_LIBM(tanh)
#undef FLOAT_LIBM
float atan2Float(float y, float x) { return std::atan2(y, x); }
float powFloat(float x, float y) { return std::pow(x, y); }

double absF(double x) { return std::fabs(x); }
double acosF(double x) { return std::acos(x); }
double acoshF(double x) { return std::acosh(x); }
double asinF(double x) { return std::asin(x); }
double asinhF(double x) { return std::asinh(x); }
double atanF(double x) { return std::atan(x); }
double atanhF(double x) { return std::atanh(x); }
double cbrtF(double x) { return std::cbrt(x); }
double ceilF(double x) { return std::ceil(x); }
double cosF(double x) { return std::cos(x); }
double coshF(double x) { return std::cosh(x); }
double erfF(double x) { return std::erf(x); }
double erfcF(double x) { return std::erfc(x); }
double expF(double x) { return std::exp(x); }
double exp2F(double x) { return std::exp2(x); }
double expm1F(double x) { return std::expm1(x); }
double floorF(double x) { return std::floor(x); }
double logF(double x) { return std::log(x); }
double log10F(double x) { return std::log10(x); }
double log1pF(double x) { return std::log1p(x); }
double log2F(double x) { return std::log2(x); }
double roundF(double x) { return std::round(x); }
double roundEvenF(double x) { return std::nearbyint(x); }
double rsqrtF(double x) { return 1.0 / std::sqrt(x); }
double sinF(double x) { return std::sin(x); }
double sinhF(double x) { return std::sinh(x); }
double sqrtF(double x) { return std::sqrt(x); }
double tanF(double x) { return std::tan(x); }
double tanhF(double x) { return std::tanh(x); }
double truncF(double x) { return std::trunc(x); }
double atan2F(double y, double x) { return std::atan2(y, x); }
double copySignF(double x, double y) { return std::copysign(x, y); }
double powF(double x, double y) { return std::pow(x, y); }
double fmaF(double a, double b, double c) { return std::fma(a, b, c); }
double clampF(double v, double lo, double hi) {
  return std::fmin(std::fmax(v, lo), hi);
}

bool isFiniteF(double x, double, uint64_t) { return std::isfinite(x); }
bool isInfF(double x, double, uint64_t) { return std::isinf(x); }
bool isNaNF(double x, double, uint64_t) { return std::isnan(x); }
/// Normal in the element type, not in double (an f16 subnormal is a
/// normal double).
struct IsNormalStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    double x = std::fabs(K::load(r[s.in[0]]));
    r[s.out[0]] = std::isfinite(x) && x >= K::minNormal;
    return nullptr;
  }
};

template <typename StepT>
LogicalResult decodeFloatOp(Operation *op, ScalarStep &step) {
  Type element = constraints::elementTypeOrSelf(op->getOperand(0).getType());
  return decodeFloat(op, step, forFloatKind<StepT>(element), element);
}
template <double (*Fn)(double)>
constexpr ScalarSemantics unary = {decodeFloatOp<FloatUnaryStep<Fn>>};
template <double (*Fn)(double), float (*FloatFn)(float)>
constexpr ScalarSemantics libmUnary = {
    decodeFloatOp<LibmUnaryStep<Fn, FloatFn>>};
template <double (*Fn)(double, double), float (*FloatFn)(float, float)>
constexpr ScalarSemantics libmBinary = {
    decodeFloatOp<LibmBinaryStep<Fn, FloatFn>>};
template <double (*Fn)(double, double)>
constexpr ScalarSemantics binary = {decodeFloatOp<FloatBinaryStep<Fn>>};
template <double (*Fn)(double, double, double)>
constexpr ScalarSemantics ternary = {decodeFloatOp<FloatTernaryStep<Fn>>};
template <bool (*Fn)(double, double, uint64_t)>
constexpr ScalarSemantics classify = {decodeFloatOp<FloatPredicateStep<Fn>>};

/// sincos: two results of one operand.
struct SinCosStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    double x = K::load(r[s.in[0]]);
    if constexpr (!std::is_same_v<K, F64Kind>)
      if (systemFloatLibm.load(std::memory_order_relaxed)) {
        r[s.out[0]] = K::store(double(sinFloat(float(x))));
        r[s.out[1]] = K::store(double(cosFloat(float(x))));
        return nullptr;
      }
    r[s.out[0]] = K::store(std::sin(x));
    r[s.out[1]] = K::store(std::cos(x));
    return nullptr;
  }
};
/// fpowi: a float to a signed integer power.
struct FPowIStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    double exponent = double(signExtend(r[s.in[1]], s.inWidth));
    r[s.out[0]] = K::store(std::pow(K::load(r[s.in[0]]), exponent));
    return nullptr;
  }
};
LogicalResult decodeFPowI(Operation *op, ScalarStep &step) {
  Type exponent = constraints::elementTypeOrSelf(op->getOperand(1).getType());
  if (failed(checkIntWidth(op, exponent)))
    return failure();
  step.inWidth = uint8_t(intWidthOf(exponent));
  return decodeFloatOp<FPowIStep>(op, step);
}

//===-- Integer functions ------------------------------------------------===//

const char *absI(const ScalarStep &s, Slot *r) {
  int64_t v = signExtend(r[s.in[0]], s.inWidth);
  r[s.out[0]] = uint64_t(v < 0 ? -v : v) & lowBits(s.inWidth);
  return nullptr;
}
const char *ctlz(const ScalarStep &s, Slot *r) {
  uint64_t v = r[s.in[0]];
  r[s.out[0]] = v ? uint64_t(std::countl_zero(v) - (64 - s.inWidth))
                  : uint64_t(s.inWidth);
  return nullptr;
}
const char *cttz(const ScalarStep &s, Slot *r) {
  uint64_t v = r[s.in[0]];
  r[s.out[0]] = v ? uint64_t(std::countr_zero(v)) : uint64_t(s.inWidth);
  return nullptr;
}
const char *ctpop(const ScalarStep &s, Slot *r) {
  r[s.out[0]] = uint64_t(std::popcount(r[s.in[0]]));
  return nullptr;
}
/// ipowi: integer power, wrapping; a negative exponent gives 0 except for
/// bases 1 and -1 (and is a division by zero for base 0), as MLIR's
/// expansion computes.
const char *ipowi(const ScalarStep &s, Slot *r) {
  unsigned w = s.inWidth;
  int64_t base = signExtend(r[s.in[0]], w);
  int64_t exponent = signExtend(r[s.in[1]], w);
  uint64_t result = 1;
  if (exponent < 0) {
    if (base == 0)
      return "raises zero to a negative power";
    result = base == 1 ? 1 : base == -1 ? ((-exponent) % 2 ? -1 : 1) : 0;
  } else {
    uint64_t b = uint64_t(base);
    for (uint64_t e = uint64_t(exponent); e; e >>= 1, b *= b)
      if (e & 1)
        result *= b;
  }
  r[s.out[0]] = result & lowBits(w);
  return nullptr;
}
template <ScalarFn Fn>
LogicalResult decodeIntOp(Operation *op, ScalarStep &step) {
  Type element = constraints::elementTypeOrSelf(op->getOperand(0).getType());
  if (failed(checkIntWidth(op, element)))
    return failure();
  step.fn = Fn;
  step.inWidth = step.outWidth = uint8_t(intWidthOf(element));
  return success();
}
template <ScalarFn Fn> constexpr ScalarSemantics intOp = {decodeIntOp<Fn>};

} // namespace

namespace terrace::interp {
void setFloatLibm(FloatLibm libm) {
  systemFloatLibm.store(libm == FloatLibm::System, std::memory_order_relaxed);
}

void registerMathSemantics(Context &ctx) {
  using namespace math;
  attach<AbsFOp>(ctx, unary<absF>);
  attach<AcosOp>(ctx, libmUnary<acosF, acosFloat>);
  attach<AcoshOp>(ctx, libmUnary<acoshF, acoshFloat>);
  attach<AsinOp>(ctx, libmUnary<asinF, asinFloat>);
  attach<AsinhOp>(ctx, libmUnary<asinhF, asinhFloat>);
  attach<AtanOp>(ctx, libmUnary<atanF, atanFloat>);
  attach<AtanhOp>(ctx, libmUnary<atanhF, atanhFloat>);
  attach<CbrtOp>(ctx, libmUnary<cbrtF, cbrtFloat>);
  attach<CeilOp>(ctx, unary<ceilF>);
  attach<CosOp>(ctx, libmUnary<cosF, cosFloat>);
  attach<CoshOp>(ctx, libmUnary<coshF, coshFloat>);
  attach<ErfOp>(ctx, libmUnary<erfF, erfFloat>);
  attach<ErfcOp>(ctx, libmUnary<erfcF, erfcFloat>);
  attach<ExpOp>(ctx, libmUnary<expF, expFloat>);
  attach<Exp2Op>(ctx, libmUnary<exp2F, exp2Float>);
  attach<ExpM1Op>(ctx, libmUnary<expm1F, expm1Float>);
  attach<FloorOp>(ctx, unary<floorF>);
  attach<LogOp>(ctx, libmUnary<logF, logFloat>);
  attach<Log10Op>(ctx, libmUnary<log10F, log10Float>);
  attach<Log1pOp>(ctx, libmUnary<log1pF, log1pFloat>);
  attach<Log2Op>(ctx, libmUnary<log2F, log2Float>);
  attach<RoundOp>(ctx, unary<roundF>);
  attach<RoundEvenOp>(ctx, unary<roundEvenF>);
  attach<RsqrtOp>(ctx, unary<rsqrtF>);
  attach<SinOp>(ctx, libmUnary<sinF, sinFloat>);
  attach<SinhOp>(ctx, libmUnary<sinhF, sinhFloat>);
  attach<SqrtOp>(ctx, unary<sqrtF>);
  attach<TanOp>(ctx, libmUnary<tanF, tanFloat>);
  attach<TanhOp>(ctx, libmUnary<tanhF, tanhFloat>);
  attach<TruncOp>(ctx, unary<truncF>);
  attach<Atan2Op>(ctx, libmBinary<atan2F, atan2Float>);
  attach<CopySignOp>(ctx, binary<copySignF>);
  attach<PowFOp>(ctx, libmBinary<powF, powFloat>);
  attach<FmaOp>(ctx, ternary<fmaF>);
  attach<ClampFOp>(ctx, ternary<clampF>);
  attach<IsFiniteOp>(ctx, classify<isFiniteF>);
  attach<IsInfOp>(ctx, classify<isInfF>);
  attach<IsNaNOp>(ctx, classify<isNaNF>);
  static constexpr ScalarSemantics isNormal = {decodeFloatOp<IsNormalStep>};
  attach<IsNormalOp>(ctx, isNormal);
  static constexpr ScalarSemantics sinCos = {decodeFloatOp<SinCosStep>},
                                   fpowi = {decodeFPowI};
  attach<SinCosOp>(ctx, sinCos);
  attach<FPowIOp>(ctx, fpowi);
  attach<AbsIOp>(ctx, intOp<absI>);
  attach<CountLeadingZerosOp>(ctx, intOp<ctlz>);
  attach<CountTrailingZerosOp>(ctx, intOp<cttz>);
  attach<CtPopOp>(ctx, intOp<ctpop>);
  attach<IPowIOp>(ctx, intOp<ipowi>);
}
} // namespace terrace::interp

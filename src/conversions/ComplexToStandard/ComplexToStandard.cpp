//===- ComplexToStandard.cpp - complex ops as arith and math on parts -----===//
//
// convert-complex-to-standard, as MLIR 22's: each complex op but create,
// re, im (legal) and constant becomes arith and math ops on its parts,
// op for op as MLIR's patterns build them, so the output matches
// mlir-opt's. Ops the patterns make of other complex ops (log makes an
// abs, atan2 a sqrt, a div and a log) are lowered in turn by the
// conversion driver. Where MLIR guards special values (infinities, NaN),
// the guards are left out when the op's flags promise neither (nnan and
// ninf), as MLIR's are.
//
//===----------------------------------------------------------------------===//
#include "conversions/ComplexToStandard/ComplexToStandard.h"
#include "conversions/ComplexToStandard/StandardOps.h"
#include "conversions/Passes.h"
#include "dialects/complex/ComplexOps.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Types.h"
#include "pass/Pass.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/PatternMatch.h"

#include <utility>

using namespace terrace;
using namespace terrace::complex_lowering;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// The op's fast-math flags as MLIR's FastMathFlags bits.
int64_t flagsOf(Operation *op) {
  auto attr =
      llvm::dyn_cast_if_present<EnumAttr>(op->getInherentAttr("fastmath"));
  return attr ? int64_t(attr.getValue()) : kNoFlags;
}
/// The flags without nnan and ninf: what needs NaN and infinities right.
int64_t withNaNInf(int64_t fmf) { return fmf & ~(kNNaN | kNInf); }
/// Whether the flags promise neither NaN nor infinities.
bool finiteOnly(int64_t fmf) {
  return (fmf & (kNNaN | kNInf)) == (kNNaN | kNInf);
}
Type partType(Value complexValue) {
  return llvm::cast<ComplexType>(complexValue.getType()).getElementType();
}
const llvm::fltSemantics &semanticsOf(Type floatType) {
  return llvm::cast<FloatType>(floatType).getSemantics();
}

/// What a lowering is given: the op, its operands as converted, its flags
/// and the builder at the op.
struct Lowering {
  Operation *op;
  ValueRange operands;
  int64_t fmf;
  StandardOps &s;
  ComplexRange range;
};
/// Builds the op's replacement.
using LowerFn = Value (*)(const Lowering &);

enum class AbsFn { Abs, Sqrt, Rsqrt };

/// |re + im i|, or its square root, or its reciprocal square root, by
/// max · sqrt(1 + (min/max)²) (MLIR's computeAbs).
Value computeAbs(StandardOps &s, Value real, Value imag, int64_t fmf,
                 AbsFn fn = AbsFn::Abs) {
  Type type = real.getType();
  Value one = s.constant(type, 1.0);
  Value absReal = s.absf(real, fmf);
  Value absImag = s.absf(imag, fmf);
  Value max = s.maximumf(absReal, absImag, fmf);
  Value min = s.minimumf(absReal, absImag, fmf);
  int64_t exact = withNaNInf(fmf);
  Value ratio = s.divf(min, max, exact);
  Value ratioSq = s.mulf(ratio, ratio, exact);
  Value ratioSqPlusOne = s.addf(ratioSq, one, exact);
  if (fn == AbsFn::Rsqrt) {
    ratioSqPlusOne = s.rsqrt(ratioSqPlusOne, exact);
    min = s.rsqrt(min, exact);
    max = s.rsqrt(max, exact);
  }
  Value result;
  if (fn == AbsFn::Sqrt) {
    Value quarter = s.constant(type, 0.25);
    Value sqrt = s.sqrt(max, exact);
    Value p025 = s.powf(ratioSqPlusOne, quarter, exact);
    result = s.mulf(sqrt, p025, exact);
  } else {
    Value sqrt = s.sqrt(ratioSqPlusOne, exact);
    result = s.mulf(max, sqrt, exact);
  }
  Value isNaN = s.cmpf(UNO, result, result, exact);
  return s.select(isNaN, min, result);
}

Value lowerAbs(const Lowering &l) {
  Value real = l.s.re(l.operands[0]);
  Value imag = l.s.im(l.operands[0]);
  return computeAbs(l.s, real, imag, l.fmf);
}

Value lowerAngle(const Lowering &l) {
  Value real = l.s.re(l.operands[0]);
  Value imag = l.s.im(l.operands[0]);
  return l.s.atan2(imag, real, l.fmf);
}

/// atan2(y, x) = -i log((x + i y) / sqrt(x² + y²)).
Value lowerAtan2(const Lowering &l) {
  StandardOps &s = l.s;
  Value lhs = l.operands[0], rhs = l.operands[1];
  Type type = lhs.getType(), part = partType(lhs);
  Value rhsSquared = s.mulComplex(rhs, rhs, l.fmf);
  Value lhsSquared = s.mulComplex(lhs, lhs, l.fmf);
  Value sum = s.addComplex(rhsSquared, lhsSquared, l.fmf);
  Value root = s.sqrtComplex(sum, l.fmf);
  Value zero = s.constant(part, 0.0);
  Value one = s.constant(part, 1.0);
  Value i = s.create(type, zero, one);
  Value iTimesLhs = s.mulComplex(i, lhs, l.fmf);
  Value rhsPlusILhs = s.addComplex(rhs, iTimesLhs, l.fmf);
  Value quotient = s.divComplex(rhsPlusILhs, root, l.fmf);
  Value logarithm = s.logComplex(quotient, l.fmf);
  Value negativeOne = s.constant(part, -1.0);
  Value negativeI = s.create(type, zero, negativeOne);
  return s.mulComplex(negativeI, logarithm, l.fmf);
}

/// eq: both parts oeq; neq: either part une.
template <int64_t Predicate, bool Both> Value lowerCompare(const Lowering &l) {
  StandardOps &s = l.s;
  Value realLhs = s.re(l.operands[0]);
  Value imagLhs = s.im(l.operands[0]);
  Value realRhs = s.re(l.operands[1]);
  Value imagRhs = s.im(l.operands[1]);
  Value realCompare = s.cmpf(Predicate, realLhs, realRhs, kNoFlags);
  Value imagCompare = s.cmpf(Predicate, imagLhs, imagRhs, kNoFlags);
  return Both ? s.andi(realCompare, imagCompare)
              : s.ori(realCompare, imagCompare);
}

/// add and sub, part by part.
template <bool Add> Value lowerAddSub(const Lowering &l) {
  StandardOps &s = l.s;
  Value lhs = l.operands[0], rhs = l.operands[1];
  auto apply = [&](Value x, Value y) {
    return Add ? s.addf(x, y, l.fmf) : s.subf(x, y, l.fmf);
  };
  Value realLhs = s.re(lhs);
  Value realRhs = s.re(rhs);
  Value real = apply(realLhs, realRhs);
  Value imagLhs = s.im(lhs);
  Value imagRhs = s.im(rhs);
  Value imag = apply(imagLhs, imagRhs);
  return s.create(lhs.getType(), real, imag);
}

/// cos and sin from exp(±y) and the sine and cosine of x.
template <bool Cosine> Value lowerTrigonometric(const Lowering &l) {
  StandardOps &s = l.s;
  Value c = l.operands[0];
  Type part = partType(c);
  Value real = s.re(c);
  Value imag = s.im(c);
  Value half = s.constant(part, 0.5);
  Value exp = s.exp(imag, l.fmf);
  Value scaledExp = s.mulf(half, exp, l.fmf);
  Value reciprocalExp = s.divf(half, exp, l.fmf);
  Value sin = s.sin(real, l.fmf);
  Value cos = s.cos(real, l.fmf);
  Value resultReal, resultImag;
  if (Cosine) {
    // Re = (0.5/t + 0.5 t) cos x, Im = (0.5/t - 0.5 t) sin x, t = exp(y).
    Value sum = s.addf(reciprocalExp, scaledExp, l.fmf);
    resultReal = s.mulf(sum, cos, l.fmf);
    Value diff = s.subf(reciprocalExp, scaledExp, l.fmf);
    resultImag = s.mulf(diff, sin, l.fmf);
  } else {
    // Re = (0.5 t + 0.5/t) sin x, Im = (0.5 t - 0.5/t) cos x.
    Value sum = s.addf(scaledExp, reciprocalExp, l.fmf);
    resultReal = s.mulf(sum, sin, l.fmf);
    Value diff = s.subf(scaledExp, reciprocalExp, l.fmf);
    resultImag = s.mulf(diff, cos, l.fmf);
  }
  return s.create(c.getType(), resultReal, resultImag);
}

Value lowerDiv(const Lowering &l) {
  StandardOps &s = l.s;
  Value lhs = l.operands[0], rhs = l.operands[1];
  ComplexParts a{s.re(lhs), s.im(lhs)};
  ComplexParts b{s.re(rhs), s.im(rhs)};
  ArithFloatOps f(s, l.fmf);
  Value real, imag;
  if (l.range == ComplexRange::Improved)
    divideByRangeReduction(f, a, b, real, imag);
  else
    divideAlgebraically(f, a, b, real, imag);
  return s.create(lhs.getType(), real, imag);
}

/// e^(x+yi) = e^x (cos y + i sin y); where e^x overflows, each part is
/// computed as (e^(x/2) · trig) · e^(x/2), and an imaginary part of zero
/// stays zero.
Value lowerExp(const Lowering &l) {
  StandardOps &s = l.s;
  Value c = l.operands[0];
  Type part = partType(c);
  int64_t fmf = l.fmf;
  Value real = s.re(c);
  Value imag = s.im(c);
  Value zero = s.constant(part, 0.0);
  Value half = s.constant(part, 0.5);
  Value inf = s.constant(part, llvm::APFloat::getInf(semanticsOf(part)));
  Value expReal = s.exp(real, fmf);
  Value halfReal = s.mulf(real, half, fmf);
  Value expHalfReal = s.exp(halfReal, fmf);
  Value cosImag = s.cos(imag, fmf);
  Value sinImag = s.sin(imag, fmf);
  Value expRealIsInf = s.cmpf(OEQ, expReal, inf, fmf);
  Value imagIsZero = s.cmpf(OEQ, imag, zero, kNoFlags);
  Value direct = s.mulf(expReal, cosImag, fmf);
  Value scaled = s.mulf(s.mulf(expHalfReal, cosImag, fmf), expHalfReal, fmf);
  Value resultReal = s.select(expRealIsInf, scaled, direct);
  Value directImag = s.mulf(expReal, sinImag, fmf);
  Value scaledImag =
      s.mulf(s.mulf(expHalfReal, sinImag, fmf), expHalfReal, fmf);
  Value imagOrZero = s.select(expRealIsInf, scaledImag, directImag);
  Value resultImag = s.select(imagIsZero, zero, imagOrZero);
  return s.create(c.getType(), resultReal, resultImag);
}

/// cos(x) - 1, by cephes' polynomial where x² < (pi/4)².
Value cosm1(StandardOps &s, Value x, int64_t fmf) {
  Type type = x.getType();
  Value negHalf = s.constant(type, -0.5);
  Value negOne = s.constant(type, -1.0);
  static constexpr double kCoefficients[] = {
      4.7377507964246204691685E-14, -1.1470284843425359765671E-11,
      2.0876754287081521758361E-9,  -2.7557319214999787979814E-7,
      2.4801587301570552304991E-5,  -1.3888888888888872993737E-3,
      4.1666666666666666609054E-2,
  };
  Value cos = s.cos(x, fmf);
  Value forLargeArg = s.addf(cos, negOne, fmf);
  Value xSquared = s.mulf(x, x, fmf);
  Value xFourth = s.mulf(xSquared, xSquared, fmf);
  Value poly = s.constant(type, kCoefficients[0]);
  for (double coefficient : llvm::ArrayRef(kCoefficients).drop_front()) {
    Value c = s.constant(type, coefficient);
    poly = s.fma(poly, xSquared, c, fmf);
  }
  Value firstTerm = s.mulf(xFourth, poly, fmf);
  Value secondTerm = s.mulf(negHalf, xSquared, fmf);
  Value forSmallArg = s.addf(firstTerm, secondTerm, kNoFlags);
  Value piOver4Squared = s.constant(type, 0.61685);
  Value large = s.cmpf(OGE, xSquared, piOver4Squared, fmf);
  return s.select(large, forLargeArg, forSmallArg);
}

/// e^(a+bi) - 1 = (expm1(a) cos(b) + cosm1(b)) + e^a sin(b) i.
Value lowerExpm1(const Lowering &l) {
  StandardOps &s = l.s;
  Value c = l.operands[0];
  Type part = partType(c);
  Value real = s.re(c);
  Value imag = s.im(c);
  Value zero = s.constant(part, 0.0);
  Value one = s.constant(part, 1.0);
  Value expm1Real = s.expm1(real, l.fmf);
  Value expReal = s.addf(expm1Real, one, l.fmf);
  Value sinImag = s.sin(imag, l.fmf);
  Value cosm1Imag = cosm1(s, imag, l.fmf);
  Value cosImag = s.addf(cosm1Imag, one, l.fmf);
  Value realResult =
      s.addf(s.mulf(expm1Real, cosImag, l.fmf), cosm1Imag, l.fmf);
  Value imagIsZero = s.cmpf(OEQ, imag, zero, l.fmf);
  Value imagResult =
      s.select(imagIsZero, zero, s.mulf(expReal, sinImag, l.fmf));
  return s.create(c.getType(), realResult, imagResult);
}

Value lowerLog(const Lowering &l) {
  StandardOps &s = l.s;
  Value c = l.operands[0];
  Value abs = s.abs(c, l.fmf);
  Value resultReal = s.log(abs, l.fmf);
  Value real = s.re(c);
  Value imag = s.im(c);
  Value resultImag = s.atan2(imag, real, l.fmf);
  return s.create(c.getType(), resultReal, resultImag);
}

Value lowerLog1p(const Lowering &l) {
  StandardOps &s = l.s;
  Value c = l.operands[0];
  Type part = partType(c);
  int64_t fmf = l.fmf, exact = withNaNInf(l.fmf);
  Value real = s.re(c);
  Value imag = s.im(c);
  Value half = s.constant(part, 0.5);
  Value one = s.constant(part, 1.0);
  Value realPlusOne = s.addf(real, one, fmf);
  Value absRealPlusOne = s.absf(realPlusOne, fmf);
  Value absImag = s.absf(imag, fmf);
  Value maxAbs = s.maximumf(absRealPlusOne, absImag, fmf);
  Value minAbs = s.minimumf(absRealPlusOne, absImag, fmf);
  Value useReal = s.cmpf(OGT, realPlusOne, absImag, fmf);
  Value maxMinusOne = s.subf(maxAbs, one, fmf);
  Value maxAbsMinusOne = s.select(useReal, real, maxMinusOne);
  Value minMaxRatio = s.divf(minAbs, maxAbs, exact);
  Value logOfMax = s.log1p(maxAbsMinusOne, fmf);
  Value logOfSqrtPart = s.log1p(s.mulf(minMaxRatio, minMaxRatio, exact), exact);
  Value r = s.addf(s.mulf(half, logOfSqrtPart, exact), logOfMax, exact);
  Value resultReal = s.select(s.cmpf(UNO, r, r, exact), minAbs, r);
  Value resultImag = s.atan2(imag, realPlusOne, fmf);
  return s.create(c.getType(), resultReal, resultImag);
}

Value lowerMul(const Lowering &l) {
  StandardOps &s = l.s;
  Value lhs = l.operands[0], rhs = l.operands[1];
  Value lhsReal = s.re(lhs);
  Value lhsImag = s.im(lhs);
  Value rhsReal = s.re(rhs);
  Value rhsImag = s.im(rhs);
  Value ac = s.mulf(lhsReal, rhsReal, l.fmf);
  Value bd = s.mulf(lhsImag, rhsImag, l.fmf);
  Value real = s.subf(ac, bd, l.fmf);
  Value bc = s.mulf(lhsImag, rhsReal, l.fmf);
  Value ad = s.mulf(lhsReal, rhsImag, l.fmf);
  Value imag = s.addf(bc, ad, l.fmf);
  return s.create(lhs.getType(), real, imag);
}

Value lowerNeg(const Lowering &l) {
  StandardOps &s = l.s;
  Value c = l.operands[0];
  Value real = s.re(c);
  Value imag = s.im(c);
  Value negReal = s.negf(real, kNoFlags);
  Value negImag = s.negf(imag, kNoFlags);
  return s.create(c.getType(), negReal, negImag);
}

Value lowerConj(const Lowering &l) {
  StandardOps &s = l.s;
  Value c = l.operands[0];
  Value real = s.re(c);
  Value imag = s.im(c);
  Value negImag = s.negf(imag, kNoFlags);
  return s.create(c.getType(), real, negImag);
}

/// sqrt(z) = sqrt(|z|) (cos(arg z / 2) + i sin(arg z / 2)), with the
/// special values C's Annex G gives.
Value lowerSqrt(const Lowering &l) {
  StandardOps &s = l.s;
  Value c = l.operands[0];
  Type part = partType(c);
  const llvm::fltSemantics &semantics = semanticsOf(part);
  int64_t fmf = l.fmf;
  Value zero = s.constant(part, llvm::APFloat::getZero(semantics));
  Value half = s.constant(part, 0.5);
  Value real = s.re(c);
  Value imag = s.im(c);
  Value absSqrt = computeAbs(s, real, imag, fmf, AbsFn::Sqrt);
  Value argument = s.atan2(imag, real, fmf);
  Value halfArgument = s.mulf(argument, half, fmf);
  Value cos = s.cos(halfArgument, fmf);
  Value sin = s.sin(halfArgument, fmf);
  // sin(atan2(0, inf)) = 0 and sqrt(abs(inf)) = inf: 0 * inf is no answer.
  Value sinIsZero = s.cmpf(OEQ, sin, zero, fmf);
  Value resultReal = s.mulf(absSqrt, cos, fmf);
  Value resultImag = s.select(sinIsZero, zero, s.mulf(absSqrt, sin, fmf));
  if (!finiteOnly(fmf)) {
    Value inf = s.constant(part, llvm::APFloat::getInf(semantics));
    Value negInf = s.constant(part, llvm::APFloat::getInf(semantics, true));
    Value nan = s.constant(part, llvm::APFloat::getNaN(semantics));
    Value absImag = s.absf(imag, fmf);
    Value absImagIsInf = s.cmpf(OEQ, absImag, inf, fmf);
    Value absImagIsNotInf = s.cmpf(ONE, absImag, inf, fmf);
    Value realIsInf = s.cmpf(OEQ, real, inf, fmf);
    Value realIsNegInf = s.cmpf(OEQ, real, negInf, fmf);
    resultReal =
        s.select(s.andi(realIsNegInf, absImagIsNotInf), zero, resultReal);
    resultReal = s.select(s.ori(absImagIsInf, realIsInf), inf, resultReal);
    Value imagSignInf = s.copysign(inf, imag, fmf);
    resultImag =
        s.select(s.cmpf(UNO, absSqrt, absSqrt, kNoFlags), nan, resultImag);
    resultImag =
        s.select(s.ori(absImagIsInf, realIsNegInf), imagSignInf, resultImag);
  }
  Value resultIsZero = s.cmpf(OEQ, absSqrt, zero, fmf);
  resultReal = s.select(resultIsZero, zero, resultReal);
  resultImag = s.select(resultIsZero, zero, resultImag);
  return s.create(c.getType(), resultReal, resultImag);
}

/// z / |z|, and z itself when it is zero.
Value lowerSign(const Lowering &l) {
  StandardOps &s = l.s;
  Value c = l.operands[0];
  Type part = partType(c);
  Value real = s.re(c);
  Value imag = s.im(c);
  Value zero = s.constant(part, 0.0);
  Value realIsZero = s.cmpf(OEQ, real, zero, kNoFlags);
  Value imagIsZero = s.cmpf(OEQ, imag, zero, kNoFlags);
  Value isZero = s.andi(realIsZero, imagIsZero);
  Value abs = s.abs(c, l.fmf);
  Value realSign = s.divf(real, abs, l.fmf);
  Value imagSign = s.divf(imag, abs, l.fmf);
  Value sign = s.create(c.getType(), realSign, imagSign);
  return s.select(isZero, c, sign);
}

/// tanh(x + yi) from expm1(±2x) and the cosine and sine of y; tan(x + yi)
/// is -i tanh(-y + xi).
template <bool Tan> Value lowerTanTanh(const Lowering &l) {
  StandardOps &s = l.s;
  Value c = l.operands[0];
  Type part = partType(c);
  const llvm::fltSemantics &semantics = semanticsOf(part);
  int64_t fmf = l.fmf;
  Value real = s.re(c);
  Value imag = s.im(c);
  Value negOne = s.constant(part, -1.0);
  if (Tan) {
    std::swap(real, imag);
    real = s.mulf(real, negOne, fmf);
  }
  Value inf = s.constant(part, llvm::APFloat::getInf(semantics));
  Value four = s.constant(part, 4.0);
  Value twoReal = s.addf(real, real, fmf);
  Value negTwoReal = s.mulf(negOne, twoReal, fmf);
  Value expTwoRealMinusOne = s.expm1(twoReal, fmf);
  Value expNegTwoRealMinusOne = s.expm1(negTwoReal, fmf);
  Value realNum = s.subf(expTwoRealMinusOne, expNegTwoRealMinusOne, fmf);
  Value cosImag = s.cos(imag, fmf);
  Value cosImagSq = s.mulf(cosImag, cosImag, fmf);
  Value twoCosTwoImagPlusOne = s.mulf(cosImagSq, four, fmf);
  Value sinImag = s.sin(imag, fmf);
  Value imagNum = s.mulf(four, s.mulf(cosImag, sinImag, fmf), fmf);
  Value expSumMinusTwo = s.addf(expTwoRealMinusOne, expNegTwoRealMinusOne, fmf);
  Value denom = s.addf(expSumMinusTwo, twoCosTwoImagPlusOne, fmf);
  Value isInf = s.cmpf(OEQ, expSumMinusTwo, inf, fmf);
  Value realLimit = s.copysign(negOne, real, fmf);
  Value resultReal = s.select(isInf, realLimit, s.divf(realNum, denom, fmf));
  Value resultImag = s.divf(imagNum, denom, fmf);
  if (!finiteOnly(fmf)) {
    Value absReal = s.absf(real, fmf);
    Value zero = s.constant(part, 0.0);
    Value nan = s.constant(part, llvm::APFloat::getNaN(semantics));
    Value absRealIsInf = s.cmpf(OEQ, absReal, inf, fmf);
    Value imagIsZero = s.cmpf(OEQ, imag, zero, fmf);
    Value absRealIsNotInf = s.xori(absRealIsInf, s.boolConstant(true));
    Value imagNumIsNaN = s.cmpf(UNO, imagNum, imagNum, fmf);
    Value resultRealIsNaN = s.andi(imagNumIsNaN, absRealIsNotInf);
    Value resultImagIsZero =
        s.ori(imagIsZero, s.andi(absRealIsInf, imagNumIsNaN));
    resultReal = s.select(resultRealIsNaN, nan, resultReal);
    resultImag = s.select(resultImagIsZero, zero, resultImag);
  }
  if (Tan) {
    std::swap(resultReal, resultImag);
    resultImag = s.mulf(resultImag, negOne, fmf);
  }
  return s.create(c.getType(), resultReal, resultImag);
}

/// (a+bi)^(c+di) = |z|^c e^(-d arg z) (cos q + i sin q), q = c arg z +
/// d ln|z|, with Kahan's special cases (0^0 = 1, x^0 = 1, 1^y = 1,
/// inf^c = inf or 0).
Value powParts(StandardOps &s, Type type, Value lhs, Value c, Value d,
               int64_t fmf) {
  Type part = llvm::cast<ComplexType>(type).getElementType();
  Value a = s.re(lhs);
  Value b = s.im(lhs);
  Value abs = s.abs(lhs, fmf);
  Value absToC = s.powf(abs, c, fmf);
  Value negD = s.negf(d, fmf);
  Value argLhs = s.atan2(b, a, fmf);
  Value negDArgLhs = s.mulf(negD, argLhs, fmf);
  Value expNegDArgLhs = s.exp(negDArgLhs, fmf);
  Value coeff = s.mulf(absToC, expNegDArgLhs, fmf);
  Value lnAbs = s.log(abs, fmf);
  Value cArgLhs = s.mulf(c, argLhs, fmf);
  Value dLnAbs = s.mulf(d, lnAbs, fmf);
  Value q = s.addf(cArgLhs, dLnAbs, fmf);
  Value cosQ = s.cos(q, fmf);
  Value sinQ = s.sin(q, fmf);
  Value inf = s.constant(part, llvm::APFloat::getInf(semanticsOf(part)));
  Value zero = s.constant(part, 0.0);
  Value one = s.constant(part, 1.0);
  Value complexOne = s.create(type, one, zero);
  Value complexZero = s.create(type, zero, zero);
  Value complexInf = s.create(type, inf, zero);
  Value absEqZero = s.cmpf(OEQ, abs, zero, fmf);
  Value dEqZero = s.cmpf(OEQ, d, zero, fmf);
  Value cEqZero = s.cmpf(OEQ, c, zero, fmf);
  Value bEqZero = s.cmpf(OEQ, b, zero, fmf);
  Value zeroLeC = s.cmpf(OLE, zero, c, fmf);
  Value coeffCosQ = s.mulf(coeff, cosQ, fmf);
  Value coeffSinQ = s.mulf(coeff, sinQ, fmf);
  Value complexOneOrZero = s.select(cEqZero, complexOne, complexZero);
  Value coeffCosSin = s.create(type, coeffCosQ, coeffSinQ);
  Value cutoff0 = s.select(s.andi(s.andi(absEqZero, dEqZero), zeroLeC),
                           complexOneOrZero, coeffCosSin);
  Value rhsEqZero = s.andi(cEqZero, dEqZero);
  Value cutoff1 = s.select(rhsEqZero, complexOne, cutoff0);
  Value lhsEqOne = s.andi(s.cmpf(OEQ, a, one, fmf), bEqZero);
  Value cutoff2 = s.select(lhsEqOne, complexOne, cutoff1);
  Value lhsEqInf = s.andi(s.cmpf(OEQ, a, inf, fmf), bEqZero);
  Value rhsGt0 = s.andi(dEqZero, s.cmpf(OGT, c, zero, fmf));
  Value cutoff3 = s.select(s.andi(lhsEqInf, rhsGt0), complexInf, cutoff2);
  Value rhsLt0 = s.andi(dEqZero, s.cmpf(OLT, c, zero, fmf));
  return s.select(s.andi(lhsEqInf, rhsLt0), complexZero, cutoff3);
}

Value lowerPow(const Lowering &l) {
  StandardOps &s = l.s;
  Value lhs = l.operands[0], rhs = l.operands[1];
  Value c = s.re(rhs);
  Value d = s.im(rhs);
  return powParts(s, lhs.getType(), lhs, c, d, l.fmf);
}

/// z^n as complex.pow(z, n + 0i), lowered in turn.
Value lowerPowi(const Lowering &l) {
  StandardOps &s = l.s;
  Value lhs = l.operands[0];
  Type type = l.op->getResult(0).getType();
  Type part = llvm::cast<ComplexType>(type).getElementType();
  Value exponent = s.sitofp(l.operands[1], part);
  Value zero = s.constant(part, 0.0);
  Value complexExponent = s.create(type, exponent, zero);
  return s.powComplex(lhs, complexExponent, l.op->getInherentAttr("fastmath"));
}

Value lowerRsqrt(const Lowering &l) {
  StandardOps &s = l.s;
  Value c = l.operands[0];
  Type part = partType(c);
  const llvm::fltSemantics &semantics = semanticsOf(part);
  int64_t fmf = l.fmf;
  Value zero = s.constant(part, llvm::APFloat::getZero(semantics));
  Value inf = s.constant(part, llvm::APFloat::getInf(semantics));
  Value negHalf = s.constant(part, -0.5);
  Value nan = s.constant(part, llvm::APFloat::getNaN(semantics));
  Value real = s.re(c);
  Value imag = s.im(c);
  Value absRsqrt = computeAbs(s, real, imag, fmf, AbsFn::Rsqrt);
  Value argument = s.atan2(imag, real, fmf);
  Value rsqrtArgument = s.mulf(argument, negHalf, fmf);
  Value cos = s.cos(rsqrtArgument, fmf);
  Value sin = s.sin(rsqrtArgument, fmf);
  Value resultReal = s.mulf(absRsqrt, cos, fmf);
  Value resultImag = s.mulf(absRsqrt, sin, fmf);
  if (!finiteOnly(fmf)) {
    Value negOne = s.constant(part, -1.0);
    Value realSignedZero = s.copysign(zero, real, fmf);
    Value imagSignedZero = s.copysign(zero, imag, fmf);
    Value negImagSignedZero = s.mulf(negOne, imagSignedZero, fmf);
    Value absReal = s.absf(real, fmf);
    Value absImag = s.absf(imag, fmf);
    Value absImagIsInf = s.cmpf(OEQ, absImag, inf, fmf);
    Value realIsNan = s.cmpf(UNO, real, real, fmf);
    Value realIsInf = s.cmpf(OEQ, absReal, inf, fmf);
    Value inIsNanInf = s.andi(absImagIsInf, realIsNan);
    Value resultIsZero = s.ori(inIsNanInf, realIsInf);
    resultReal = s.select(resultIsZero, realSignedZero, resultReal);
    resultImag = s.select(resultIsZero, negImagSignedZero, resultImag);
  }
  Value isRealZero = s.cmpf(OEQ, real, zero, fmf);
  Value isImagZero = s.cmpf(OEQ, imag, zero, fmf);
  Value isZero = s.andi(isRealZero, isImagZero);
  resultReal = s.select(isZero, inf, resultReal);
  resultImag = s.select(isZero, nan, resultImag);
  return s.create(c.getType(), resultReal, resultImag);
}

/// One complex op, lowered by `lower`.
class ComplexLowering : public ConversionPattern {
public:
  ComplexLowering(llvm::StringRef opName, llvm::StringRef debugName,
                  LowerFn lower, ComplexRange range)
      : ConversionPattern(opName, 1, debugName), lower(lower), range(range) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    StandardOps s(rewriter, op->getLoc());
    Value replacement = lower({op, operands, flagsOf(op), s, range});
    rewriter.replaceOp(op, {replacement});
    return success();
  }

private:
  LowerFn lower;
  ComplexRange range;
};

class ComplexToStandardPass : public PassBase<ComplexToStandardPass> {
public:
  ComplexToStandardPass()
      : PassBase("convert-complex-to-standard",
                 "ConvertComplexToStandardPass") {
    option("complex-range",
           "Control the intermediate calculation of complex number division",
           complexRange, {"improved", "basic", "none"});
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    RewritePatternSet set(ctx);
    populateComplexToStandardConversionPatterns(
        set, parseComplexRange(complexRange));
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    target.addLegalDialect("arith");
    target.addLegalDialect("math");
    target.addLegalOp(complex::CreateOp::name);
    target.addLegalOp(complex::ReOp::name);
    target.addLegalOp(complex::ImOp::name);
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }

private:
  std::string complexRange = "improved";
};
} // namespace

void terrace::populateComplexToStandardConversionPatterns(
    RewritePatternSet &patterns, ComplexRange range) {
  struct Row {
    llvm::StringRef name, debugName;
    LowerFn lower;
  };
  static const Row kRows[] = {
      {complex::AbsOp::name, "AbsOpConversion", lowerAbs},
      {complex::AngleOp::name, "AngleOpConversion", lowerAngle},
      {complex::Atan2Op::name, "Atan2OpConversion", lowerAtan2},
      {complex::AddOp::name, "BinaryComplexOpConversion", lowerAddSub<true>},
      {complex::SubOp::name, "BinaryComplexOpConversion", lowerAddSub<false>},
      {complex::EqualOp::name, "ComparisonOpConversion",
       lowerCompare<OEQ, true>},
      {complex::NotEqualOp::name, "ComparisonOpConversion",
       lowerCompare<UNE, false>},
      {complex::ConjOp::name, "ConjOpConversion", lowerConj},
      {complex::CosOp::name, "CosOpConversion", lowerTrigonometric<true>},
      {complex::DivOp::name, "DivOpConversion", lowerDiv},
      {complex::ExpOp::name, "ExpOpConversion", lowerExp},
      {complex::Expm1Op::name, "Expm1OpConversion", lowerExpm1},
      {complex::Log1pOp::name, "Log1pOpConversion", lowerLog1p},
      {complex::LogOp::name, "LogOpConversion", lowerLog},
      {complex::MulOp::name, "MulOpConversion", lowerMul},
      {complex::NegOp::name, "NegOpConversion", lowerNeg},
      {complex::SignOp::name, "SignOpConversion", lowerSign},
      {complex::SinOp::name, "SinOpConversion", lowerTrigonometric<false>},
      {complex::SqrtOp::name, "SqrtOpConversion", lowerSqrt},
      {complex::TanOp::name, "TanTanhOpConversion", lowerTanTanh<true>},
      {complex::TanhOp::name, "TanTanhOpConversion", lowerTanTanh<false>},
      {complex::PowiOp::name, "PowiOpConversion", lowerPowi},
      {complex::PowOp::name, "PowOpConversion", lowerPow},
      {complex::RsqrtOp::name, "RsqrtOpConversion", lowerRsqrt},
  };
  for (const Row &row : kRows)
    patterns.add(std::make_unique<ComplexLowering>(row.name, row.debugName,
                                                   row.lower, range));
}

std::unique_ptr<Pass> terrace::createComplexToStandardPass() {
  return std::make_unique<ComplexToStandardPass>();
}

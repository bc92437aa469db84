//===- ComplexDivision.cpp - Complex division over any float ops ----------===//
#include "conversions/ComplexCommon/ComplexDivision.h"
#include "ir/Types.h"

using namespace terrace;

namespace {
// The compare predicates, numbered as llvm.fcmp and arith.cmpf number them.
enum : int64_t { OEQ = 1, OLT = 4, ONE = 6, ORD = 7, UNO = 14 };
} // namespace

ComplexRange terrace::parseComplexRange(llvm::StringRef value) {
  return value == "improved" ? ComplexRange::Improved
         : value == "none"   ? ComplexRange::None
                             : ComplexRange::Basic;
}

void terrace::divideAlgebraically(FloatOps &f, const ComplexParts &lhs,
                                  const ComplexParts &rhs, Value &re,
                                  Value &im) {
  Value c2 = f.mul(rhs.re, rhs.re);
  Value d2 = f.mul(rhs.im, rhs.im);
  Value norm = f.add(c2, d2);
  Value ac = f.mul(lhs.re, rhs.re);
  Value bd = f.mul(lhs.im, rhs.im);
  Value realNumerator = f.add(ac, bd);
  Value bc = f.mul(lhs.im, rhs.re);
  Value ad = f.mul(lhs.re, rhs.im);
  Value imagNumerator = f.sub(bc, ad);
  re = f.div(realNumerator, norm);
  im = f.div(imagNumerator, norm);
}

void terrace::divideByRangeReduction(FloatOps &f, const ComplexParts &lhs,
                                     const ComplexParts &rhs, Value &re,
                                     Value &im) {
  Type type = rhs.re.getType();
  // |rhs.re| < |rhs.im|: divide through by rhs.im.
  Value realImagRatio = f.div(rhs.re, rhs.im);
  Value realImagDenom = f.add(rhs.im, f.mul(realImagRatio, rhs.re));
  Value real1 =
      f.div(f.add(f.mul(lhs.re, realImagRatio), lhs.im), realImagDenom);
  Value imag1 =
      f.div(f.sub(f.mul(lhs.im, realImagRatio), lhs.re), realImagDenom);
  // Otherwise by rhs.re.
  Value imagRealRatio = f.div(rhs.im, rhs.re);
  Value imagRealDenom = f.add(rhs.re, f.mul(imagRealRatio, rhs.im));
  Value real2 =
      f.div(f.add(lhs.re, f.mul(lhs.im, imagRealRatio)), imagRealDenom);
  Value imag2 =
      f.div(f.sub(lhs.im, f.mul(lhs.re, imagRealRatio)), imagRealDenom);

  // Case 1: a zero denominator, a numerator with at most one NaN part:
  // infinity with rhs.re's sign times each part.
  Value zero = f.constant(type, 0.0);
  Value rhsRealAbs = f.abs(rhs.re);
  Value rhsRealIsZero = f.cmp(OEQ, rhsRealAbs, zero);
  Value rhsImagAbs = f.abs(rhs.im);
  Value rhsImagIsZero = f.cmp(OEQ, rhsImagAbs, zero);
  Value lhsRealIsNotNaN = f.cmp(ORD, lhs.re, zero);
  Value lhsImagIsNotNaN = f.cmp(ORD, lhs.im, zero);
  Value lhsHasNumber = f.orI(lhsRealIsNotNaN, lhsImagIsNotNaN);
  Value resultIsInfinity =
      f.andI(lhsHasNumber, f.andI(rhsRealIsZero, rhsImagIsZero));
  Value inf = f.infinity(type);
  Value signedInf = f.copySign(inf, rhs.re);
  Value infinityReal = f.mul(signedInf, lhs.re);
  Value infinityImag = f.mul(signedInf, lhs.im);

  // Case 2: an infinite numerator, a finite denominator.
  Value rhsRealFinite = f.cmp(ONE, rhsRealAbs, inf);
  Value rhsImagFinite = f.cmp(ONE, rhsImagAbs, inf);
  Value rhsFinite = f.andI(rhsRealFinite, rhsImagFinite);
  Value lhsRealAbs = f.abs(lhs.re);
  Value lhsRealInfinite = f.cmp(OEQ, lhsRealAbs, inf);
  Value lhsImagAbs = f.abs(lhs.im);
  Value lhsImagInfinite = f.cmp(OEQ, lhsImagAbs, inf);
  Value lhsInfinite = f.orI(lhsRealInfinite, lhsImagInfinite);
  Value infiniteByFinite = f.andI(lhsInfinite, rhsFinite);
  Value one = f.constant(type, 1.0);
  Value lhsRealSign = f.copySign(f.select(lhsRealInfinite, one, zero), lhs.re);
  Value lhsImagSign = f.copySign(f.select(lhsImagInfinite, one, zero), lhs.im);
  Value realTimesRe = f.mul(lhsRealSign, rhs.re);
  Value imagTimesIm = f.mul(lhsImagSign, rhs.im);
  Value real3 = f.mul(inf, f.add(realTimesRe, imagTimesIm));
  Value realTimesIm = f.mul(lhsRealSign, rhs.im);
  Value imagTimesRe = f.mul(lhsImagSign, rhs.re);
  Value imag3 = f.mul(inf, f.sub(imagTimesRe, realTimesIm));

  // Case 3: a finite numerator, an infinite denominator.
  Value lhsRealFinite = f.cmp(ONE, lhsRealAbs, inf);
  Value lhsImagFinite = f.cmp(ONE, lhsImagAbs, inf);
  Value lhsFinite = f.andI(lhsRealFinite, lhsImagFinite);
  Value rhsRealInfinite = f.cmp(OEQ, rhsRealAbs, inf);
  Value rhsImagInfinite = f.cmp(OEQ, rhsImagAbs, inf);
  Value rhsInfinite = f.orI(rhsRealInfinite, rhsImagInfinite);
  Value finiteByInfinite = f.andI(lhsFinite, rhsInfinite);
  Value rhsRealSign = f.copySign(f.select(rhsRealInfinite, one, zero), rhs.re);
  Value rhsImagSign = f.copySign(f.select(rhsImagInfinite, one, zero), rhs.im);
  Value reTimesRealSign = f.mul(lhs.re, rhsRealSign);
  Value imTimesImagSign = f.mul(lhs.im, rhsImagSign);
  Value real4 = f.mul(zero, f.add(reTimesRealSign, imTimesImagSign));
  Value imTimesRealSign = f.mul(lhs.im, rhsRealSign);
  Value reTimesImagSign = f.mul(lhs.re, rhsImagSign);
  Value imag4 = f.mul(zero, f.sub(imTimesRealSign, reTimesImagSign));

  Value realSmaller = f.cmp(OLT, rhsRealAbs, rhsImagAbs);
  Value real5 = f.select(realSmaller, real1, real2);
  Value imag5 = f.select(realSmaller, imag1, imag2);
  Value real6 = f.select(finiteByInfinite, real4, real5);
  Value imag6 = f.select(finiteByInfinite, imag4, imag5);
  Value real7 = f.select(infiniteByFinite, real3, real6);
  Value imag7 = f.select(infiniteByFinite, imag3, imag6);
  Value real8 = f.select(resultIsInfinity, infinityReal, real7);
  Value imag8 = f.select(resultIsInfinity, infinityImag, imag7);

  // The special cases apply only where Smith's formula gave NaN for both.
  Value realIsNaN = f.cmp(UNO, real5, zero);
  Value imagIsNaN = f.cmp(UNO, imag5, zero);
  Value bothNaN = f.andI(realIsNaN, imagIsNaN);
  re = f.select(bothNaN, real8, real5);
  im = f.select(bothNaN, imag8, imag5);
}

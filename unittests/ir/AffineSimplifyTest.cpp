//===- AffineSimplifyTest.cpp - Affine expressions in canonical form ------===//
//
// simplifyAffineExpr and getBoundForAffineExpr through the C++ API. The
// expected forms are mlir-opt 22's (its --canonicalize prints them for the
// same maps; test/dialects/affine/canonicalize.mlir checks both tools).
//
//===----------------------------------------------------------------------===//
#include "ir/AffineExpr.h"
#include "ir/AffineExprSimplify.h"
#include "ir/Context.h"

#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <optional>
#include <string>

using namespace terrace;

namespace {
struct Exprs {
  Context ctx;
  AffineExpr d(unsigned i) { return AffineExpr::getDim(ctx, i); }
  AffineExpr s(unsigned i) { return AffineExpr::getSymbol(ctx, i); }
  AffineExpr c(int64_t v) { return AffineExpr::getConstant(ctx, v); }
  AffineExpr bin(AffineExprKind kind, AffineExpr l, AffineExpr r) {
    return AffineExpr::getBinary(kind, l, r);
  }
};

std::string str(AffineExpr e) {
  std::string out;
  llvm::raw_string_ostream os(out);
  e.print(os);
  return out;
}
} // namespace

TEST(AffineSimplifyTest, RebuildsDimensionsThenSymbolsThenConstant) {
  Exprs x;
  // s1 + d0 * 2 + s0 + d0 + 3, built in that order.
  AffineExpr e = x.s(1) + x.d(0) * 2 + x.s(0) + x.d(0) + 3;
  EXPECT_EQ(str(simplifyAffineExpr(e, 1, 2)), "d0 * 3 + s0 + s1 + 3");
}

TEST(AffineSimplifyTest, RemaindersShareTheirQuotient) {
  Exprs x;
  using K = AffineExprKind;
  // d0 floordiv 2 + (d0 * 4) mod 8: the remainder's quotient is
  // (d0 * 4) floordiv 8 = d0 floordiv 2 once the gcd is cancelled.
  AffineExpr e =
      x.bin(K::FloorDiv, x.d(0), x.c(2)) + x.bin(K::Mod, x.d(0) * 4, x.c(8));
  EXPECT_EQ(str(simplifyAffineExpr(e, 1, 0)), "d0 * 4 - (d0 floordiv 2) * 7");
  // A division the gcd reduces to 1 needs no quotient.
  AffineExpr exact = x.bin(K::FloorDiv, x.d(0) * 6 + 3, x.c(3));
  EXPECT_EQ(str(simplifyAffineExpr(exact, 1, 0)), "d0 * 2 + 1");
}

TEST(AffineSimplifyTest, ARemainderSubtractsAQuotientItShares) {
  Exprs x;
  using K = AffineExprKind;
  // (d0 + 4 - d0 mod 5) mod 5: the dividend is 5 * (d0 floordiv 5) + 4,
  // whose quotient by 5 is the same local; the remainder is 4.
  AffineExpr e =
      x.bin(K::Mod, x.d(0) + 4 - x.bin(K::Mod, x.d(0), x.c(5)), x.c(5));
  EXPECT_EQ(str(simplifyAffineExpr(e, 1, 0)), "4");
}

TEST(AffineSimplifyTest, SemiAffineDivisionBySymbol) {
  Exprs x;
  using K = AffineExprKind;
  // (s0 * 2 + s0 * s1) floordiv s0 = s1 + 2.
  AffineExpr e =
      x.bin(K::FloorDiv, x.s(0) * 2 + x.bin(K::Mul, x.s(0), x.s(1)), x.s(0));
  EXPECT_EQ(str(simplifyAffineExpr(e, 0, 2)), "s1 + 2");
  // A quotient under a product is not a multiple of s0: unchanged.
  AffineExpr q =
      x.bin(K::FloorDiv, x.bin(K::FloorDiv, x.s(0), x.c(2)) * 2, x.s(0));
  EXPECT_EQ(simplifyAffineExpr(q, 0, 1), q);
}

TEST(AffineSimplifyTest, DivisionByZeroIsLeftAlone) {
  Exprs x;
  AffineExpr e = x.bin(AffineExprKind::Mod, x.d(0) + x.d(0), x.c(0));
  EXPECT_EQ(simplifyAffineExpr(e, 1, 0), e);
}

TEST(AffineSimplifyTest, BoundsFromOperandBounds) {
  Exprs x;
  using K = AffineExprKind;
  std::optional<int64_t> lb[] = {2}, ub[] = {5}, none[] = {std::nullopt};
  AffineExpr e = x.d(0) * 2 + 1;
  EXPECT_EQ(getBoundForAffineExpr(e, 1, 0, lb, ub, /*isUpper=*/true), 11);
  EXPECT_EQ(getBoundForAffineExpr(e, 1, 0, lb, ub, /*isUpper=*/false), 5);
  // A negative coefficient reads the other bound.
  EXPECT_EQ(getBoundForAffineExpr(x.d(0) * -3, 1, 0, lb, ub, true), -6);
  EXPECT_EQ(
      getBoundForAffineExpr(x.bin(K::FloorDiv, e, x.c(4)), 1, 0, lb, ub, true),
      2);
  // A remainder is within [0, c - 1] whatever its dividend.
  AffineExpr r = x.bin(K::Mod, x.d(0), x.c(4));
  EXPECT_EQ(getBoundForAffineExpr(r, 1, 0, none, none, true), 3);
  EXPECT_EQ(getBoundForAffineExpr(r, 1, 0, none, none, false), 0);
  EXPECT_EQ(getBoundForAffineExpr(e, 1, 0, none, none, true), std::nullopt);
}

TEST(AffineSimplifyTest, MapsRenumberTheirInputs) {
  Exprs x;
  AffineMapAttr map = AffineMapAttr::get(x.ctx, 2, 1, {x.d(1) + x.s(0)});
  AffineMapAttr shifted = map.shiftDims(2).shiftSymbols(1);
  EXPECT_EQ(shifted.getNumDims(), 4u);
  EXPECT_EQ(shifted.getNumSymbols(), 2u);
  EXPECT_EQ(str(shifted.getResult(0)), "d3 + s1");
  // d0 -> 5 and d1 -> s0, s0 -> d0: a map of one dimension and symbol.
  AffineMapAttr replaced =
      map.replaceDimsAndSymbols({x.c(5), x.s(0)}, {x.d(0)}, 1, 1);
  EXPECT_EQ(str(replaced.getResult(0)), "d0 + s0");
}

//===- AttributesTest.cpp - Builtin attributes and locations --------------===//
#include "ir/AffineExpr.h"
#include "ir/Context.h"
#include "ir/Location.h"

#include "TestSupport.h"
#include "gtest/gtest.h"

using namespace terrace;

static std::string str(Attribute a) { return printToString(a); }

TEST(AttributesTest, IntegersPrintByTheirSignedness) {
  Context ctx;
  auto i8 = IntegerType::get(ctx, 8);
  auto ui8 = IntegerType::get(ctx, 8, IntegerType::Unsigned);
  EXPECT_EQ(str(IntegerAttr::get(i8, 255)), "-1 : i8");
  EXPECT_EQ(str(IntegerAttr::get(ui8, llvm::APInt(8, 255))), "255 : ui8");
  EXPECT_EQ(str(BoolAttr::get(ctx, true)), "true");
  EXPECT_TRUE(llvm::isa<BoolAttr>(IntegerAttr::get(IntegerType::get(ctx, 1), 1)));
  EXPECT_EQ(IntegerAttr::get(i8, 7), IntegerAttr::get(i8, 7));
  EXPECT_EQ(IntegerAttr::get(IndexType::get(ctx), -3).getInt(), -3);
}

TEST(AttributesTest, WideIntegersKeepAllWords) {
  Context ctx;
  auto i128 = IntegerType::get(ctx, 128);
  llvm::APInt big = llvm::APInt(128, 1).shl(100);
  IntegerAttr a = IntegerAttr::get(i128, big);
  EXPECT_EQ(a.getValue(), big);
  EXPECT_EQ(str(a), "1267650600228229401496703205376 : i128");
}

TEST(AttributesTest, FloatsUseMLIRSpelling) {
  Context ctx;
  auto f32 = FloatType::get(ctx, TypeKind::F32);
  auto f64 = FloatType::get(ctx, TypeKind::F64);
  EXPECT_EQ(str(FloatAttr::get(f32, llvm::APFloat(1.5f))), "1.500000e+00 : f32");
  EXPECT_EQ(str(FloatAttr::get(f64, llvm::APFloat(3.14159265358979))),
            "3.14159265358979 : f64");
  EXPECT_EQ(str(FloatAttr::get(f64, llvm::APFloat(123456789.0))),
            "0x419D6F3454000000 : f64");
  EXPECT_EQ(str(FloatAttr::get(f32, llvm::APFloat::getInf(
                                        llvm::APFloat::IEEEsingle()))),
            "0x7F800000 : f32");
}

TEST(AttributesTest, DictionariesSortAndLookUp) {
  Context ctx;
  auto i64 = IntegerType::get(ctx, 64);
  NamedAttribute entries[] = {
      {StringAttr::get(ctx, "z"), IntegerAttr::get(i64, 1)},
      {StringAttr::get(ctx, "a b"), UnitAttr::get(ctx)},
      {StringAttr::get(ctx, "m"), StringAttr::get(ctx, "q\"")}};
  DictionaryAttr d = DictionaryAttr::get(ctx, entries);
  EXPECT_EQ(str(d), "{\"a b\", m = \"q\\22\", z = 1 : i64}");
  EXPECT_EQ(d.get("z"), IntegerAttr::get(i64, 1));
  EXPECT_FALSE(d.get("y"));
  // The same entries in another order are the same attribute.
  NamedAttribute reordered[] = {entries[2], entries[0], entries[1]};
  EXPECT_EQ(d, DictionaryAttr::get(ctx, reordered));
}

TEST(AttributesTest, SymbolRefsQuoteWhenNeeded) {
  Context ctx;
  EXPECT_EQ(str(SymbolRefAttr::get(ctx, "a", {"b c", "d"})), "@a::@\"b c\"::@d");
}

TEST(AttributesTest, DistinctAttributesAreNeverShared) {
  Context ctx;
  Attribute one = IntegerAttr::get(IntegerType::get(ctx, 32), 1);
  EXPECT_NE(DistinctAttr::create(one), DistinctAttr::create(one));
}

TEST(AttributesTest, FusedLocationsSimplify) {
  Context ctx;
  Location a = FileLineColLoc::get(ctx, "a.py", 1, 2);
  Location unknown = UnknownLoc::get(ctx);
  // One location and no metadata is that location; unknowns drop out.
  EXPECT_EQ(FusedLoc::get(ctx, {a, unknown}, Attribute()), a);
  EXPECT_TRUE(llvm::isa<UnknownLoc>(FusedLoc::get(ctx, {}, Attribute())));
  Location b = FileLineColLoc::get(ctx, "b.py", 3, 4);
  Location ab = FusedLoc::get(ctx, {a, b}, Attribute());
  // Nested fused locations with the same metadata flatten; duplicates go.
  EXPECT_EQ(FusedLoc::get(ctx, {ab, a}, Attribute()), ab);
  EXPECT_EQ(str(ab), "loc(fused[\"a.py\":1:2, \"b.py\":3:4])");
}

TEST(AttributesTest, AffineExpressionsSimplifyOnConstruction) {
  Context ctx;
  AffineExpr d0 = AffineExpr::getDim(ctx, 0), d1 = AffineExpr::getDim(ctx, 1);
  AffineExpr s0 = AffineExpr::getSymbol(ctx, 0);
  auto c = [&](int64_t v) { return AffineExpr::getConstant(ctx, v); };
  auto show = [](AffineExpr e) { return printToString(e); };
  EXPECT_EQ(show(c(2) * d0), "d0 * 2");         // constants go right
  EXPECT_EQ(show(s0 + d0), "d0 + s0");          // symbolic term goes right
  EXPECT_EQ(show(d0 + c(2) + c(3)), "d0 + 5");  // constants fold
  EXPECT_EQ(show(d0 - d1), "d0 - d1");          // x + y * -1
  EXPECT_EQ(show(d0 * 2 + d0), "d0 * 3");       // like terms merge
  EXPECT_EQ(show(d1 + d0), "d0 + d1");          // leaf operands ordered
  EXPECT_EQ(show(AffineExpr::getBinary(AffineExprKind::Mod, d0 * 4, c(2))), "0");
  AffineMapAttr map = AffineMapAttr::get(ctx, 2, 1, {d0 + s0, d1});
  EXPECT_EQ(str(map), "affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>");
  EXPECT_FALSE(map.isIdentity());
  EXPECT_TRUE(AffineMapAttr::get(ctx, 2, 0, {d0, d1}).isIdentity());
}

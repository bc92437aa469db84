//===- ConstantFoldingTest.cpp - Elementwise folding for dialect folders --===//
#include "dialects/common/ConstantFolding.h"
#include "ir/Context.h"
#include "ir/ResourceBlob.h"
#include "text/Parser.h"
#include "tools/InitAll/InitAll.h"

#include "TestSupport.h"
#include "gtest/gtest.h"

using namespace terrace;
using llvm::APFloat;
using llvm::APInt;

namespace {
struct ConstantFoldingTest : ::testing::Test {
  ConstantFoldingTest() { registerAllDialects(ctx); }
  Attribute attr(llvm::StringRef text) {
    Attribute a = parseAttribute(text, ctx);
    EXPECT_TRUE(a) << text.str();
    return a;
  }
  Type type(llvm::StringRef text) { return parseType(text, ctx); }
  Context ctx;
};

std::optional<APInt> add(const APInt &a, const APInt &b) { return a + b; }
} // namespace

TEST_F(ConstantFoldingTest, ScalarsFoldToAScalar) {
  Attribute r = foldElementwise<APInt, APInt>(
      {attr("3 : i8"), attr("127 : i8")}, type("i8"), add);
  EXPECT_EQ(printToString(r), "-126 : i8");
}

TEST_F(ConstantFoldingTest, SplatsFoldToASplatWithOneComputation) {
  int calls = 0;
  Attribute r = foldElementwise<APInt, APInt>(
      {attr("dense<2> : tensor<1000xi32>"),
       attr("dense<5> : tensor<1000xi32>")},
      type("tensor<1000xi32>"), [&](const APInt &a, const APInt &b) {
        ++calls;
        return std::optional<APInt>(a * b);
      });
  EXPECT_EQ(printToString(r), "dense<10> : tensor<1000xi32>");
  EXPECT_EQ(calls, 1);
}

TEST_F(ConstantFoldingTest, DenseOperandsFoldElementByElement) {
  // A splat and a non-splat operand mix; the result type may differ in its
  // element type (a comparison gives i1).
  Attribute r = foldElementwise<APInt, APInt>(
      {attr("dense<[1, 5, 3]> : vector<3xi16>"),
       attr("dense<3> : vector<3xi16>")},
      type("vector<3xi1>"), [](const APInt &a, const APInt &b) {
        return std::optional<APInt>(APInt(1, a.slt(b)));
      });
  EXPECT_EQ(printToString(r), "dense<[true, false, false]> : vector<3xi1>");
}

TEST_F(ConstantFoldingTest, EqualResultsMakeASplat) {
  Attribute r = foldElementwise<APFloat>(
      {attr("dense<[-2.0, 2.0]> : tensor<2xf32>")}, type("tensor<2xf32>"),
      [](const APFloat &a) { return std::optional<APFloat>(llvm::abs(a)); });
  EXPECT_EQ(printToString(r), "dense<2.000000e+00> : tensor<2xf32>");
}

TEST_F(ConstantFoldingTest, OneRefusedElementRefusesTheFold) {
  Attribute r = foldElementwise<APInt, APInt>(
      {attr("dense<[6, 7]> : tensor<2xi32>"),
       attr("dense<[2, 0]> : tensor<2xi32>")},
      type("tensor<2xi32>"),
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        return a.udiv(b);
      });
  EXPECT_FALSE(r);
}

TEST_F(ConstantFoldingTest, MismatchedOperandsDoNotFold) {
  // A scalar with a tensor, different element counts, a float read as an
  // integer, and what is not a number constant at all.
  EXPECT_FALSE((foldElementwise<APInt, APInt>(
      {attr("1 : i32"), attr("dense<1> : tensor<2xi32>")},
      type("tensor<2xi32>"), add)));
  EXPECT_FALSE(
      (foldElementwise<APInt, APInt>({attr("dense<[1, 2]> : tensor<2xi32>"),
                                      attr("dense<[1, 2, 3]> : tensor<3xi32>")},
                                     type("tensor<2xi32>"), add)));
  EXPECT_FALSE((foldElementwise<APInt, APInt>(
      {attr("1.0 : f32"), attr("1 : i32")}, type("i32"), add)));
  EXPECT_FALSE((foldElementwise<APInt, APInt>({attr("\"x\""), attr("1 : i32")},
                                              type("i32"), add)));
  EXPECT_FALSE(
      (foldElementwise<APInt, APInt>({attr("1 : i32")}, type("i32"), add)));
}

TEST_F(ConstantFoldingTest, ConstantElementsReadsElements) {
  std::optional<ConstantElements> e =
      ConstantElements::get(attr("dense<[1, -2, 300]> : tensor<3xi64>"));
  ASSERT_TRUE(e);
  EXPECT_FALSE(e->isScalar());
  EXPECT_FALSE(e->isSplat());
  EXPECT_EQ(e->size(), 3);
  EXPECT_EQ(e->intAt(1).getSExtValue(), -2);
  EXPECT_EQ(e->intAt(2).getSExtValue(), 300);
  std::optional<ConstantElements> splat =
      ConstantElements::get(attr("dense<1.5> : vector<4xf16>"));
  ASSERT_TRUE(splat);
  EXPECT_TRUE(splat->isSplat());
  EXPECT_EQ(splat->size(), 4);
  EXPECT_EQ(splat->floatAt(3).convertToDouble(), 1.5);
  EXPECT_FALSE(
      ConstantElements::get(attr("dense_resource<blob> : tensor<2xi32>")));
}

TEST_F(ConstantFoldingTest, ResourcesAreReadInPlaceWhenAskedFor) {
  Attribute weights = attr("dense_resource<w> : tensor<2xf32>");
  // Declared by the reference, no bytes yet: nothing to read.
  EXPECT_FALSE(ConstantElements::getIncludingResources(weights));
  ResourceManager &manager = ctx.getResourceManager();
  const float values[] = {1.5f, -2.0f};
  manager.setBlob(
      *manager.lookup("w"),
      ResourceBlob::copy(llvm::StringRef(reinterpret_cast<const char *>(values),
                                         sizeof(values)),
                         4));
  // What MLIR's folders see: no elements.
  EXPECT_FALSE(ConstantElements::get(weights));
  std::optional<ConstantElements> e =
      ConstantElements::getIncludingResources(weights);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->size(), 2);
  EXPECT_FALSE(e->isSplat());
  EXPECT_EQ(e->floatAt(1).convertToFloat(), -2.0f);
  // The view holds the bytes it reads even after the entry lets them go.
  manager.releaseBlob(*manager.lookup("w"));
  EXPECT_EQ(e->floatAt(0).convertToFloat(), 1.5f);
  // Bytes that do not fill the shape are no elements.
  Attribute shortOne = attr("dense_resource<s> : tensor<4xi32>");
  manager.setBlob(*manager.lookup("s"), ResourceBlob::copy("abcd", 4));
  EXPECT_FALSE(ConstantElements::getIncludingResources(shortOne));
  // Other attributes read as get() reads them.
  EXPECT_EQ(ConstantElements::getIncludingResources(attr("7 : i32"))->intAt(0),
            7u);
}

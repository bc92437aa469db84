//===- TypesTest.cpp - Uniquing, accessors and spelling of types ----------===//
#include "ir/Attributes.h"
#include "ir/Context.h"

#include "TestSupport.h"
#include "gtest/gtest.h"

using namespace terrace;

static std::string str(Type t) { return printToString(t); }

TEST(TypesTest, IntegerTypesAreUniqued) {
  Context ctx;
  IntegerType a = IntegerType::get(ctx, 32);
  IntegerType b = IntegerType::get(ctx, 32);
  IntegerType s = IntegerType::get(ctx, 32, IntegerType::Signed);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, s);
  EXPECT_EQ(a.getWidth(), 32u);
  EXPECT_TRUE(a.isSignless());
  EXPECT_TRUE(s.isSigned());
  EXPECT_EQ(str(s), "si32");
  EXPECT_EQ(str(IntegerType::get(ctx, 8, IntegerType::Unsigned)), "ui8");
}

TEST(TypesTest, FloatKindsHaveSemanticsAndNames) {
  Context ctx;
  for (auto [kind, width, name] :
       {std::tuple{TypeKind::F16, 16u, "f16"}, {TypeKind::BF16, 16u, "bf16"},
        {TypeKind::TF32, 19u, "tf32"}, {TypeKind::F80, 80u, "f80"},
        {TypeKind::F8E4M3FN, 8u, "f8E4M3FN"}, {TypeKind::F4E2M1FN, 4u, "f4E2M1FN"}}) {
    FloatType f = FloatType::get(ctx, kind);
    EXPECT_EQ(f.getWidth(), width) << name;
    EXPECT_EQ(str(f), name);
    EXPECT_EQ(floatKindFromKeyword(name), kind);
  }
  EXPECT_FALSE(floatKindFromKeyword("f7"));
}

TEST(TypesTest, ShapedTypes) {
  Context ctx;
  Type f32 = FloatType::get(ctx, TypeKind::F32);
  auto t = RankedTensorType::get({4, kDynamic}, f32, Attribute());
  EXPECT_EQ(str(t), "tensor<4x?xf32>");
  EXPECT_EQ(t.getRank(), 2);
  EXPECT_FALSE(t.hasStaticShape());
  EXPECT_EQ(t, RankedTensorType::get({4, kDynamic}, f32, Attribute()));

  auto v = VectorType::get({4, 8}, f32, {true, false});
  EXPECT_EQ(str(v), "vector<[4]x8xf32>");
  EXPECT_EQ(v.getNumElements(), 32);
  EXPECT_NE(v, VectorType::get({4, 8}, f32));

  auto layout = StridedLayoutAttr::get(ctx, kDynamic, {kDynamic, 1});
  auto m = MemRefType::get({4, kDynamic}, f32, layout,
                           IntegerAttr::get(IntegerType::get(ctx, 64), 1));
  EXPECT_EQ(str(m), "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>");
  EXPECT_EQ(str(UnrankedTensorType::get(f32)), "tensor<*xf32>");
  EXPECT_TRUE(llvm::isa<ShapedType>(m));
  EXPECT_FALSE(llvm::isa<ShapedType>(f32));
}

TEST(TypesTest, FunctionTypesWrapFunctionResults) {
  Context ctx;
  Type i32 = IntegerType::get(ctx, 32);
  FunctionType inner = FunctionType::get(ctx, {i32}, {i32});
  EXPECT_EQ(str(inner), "(i32) -> i32");
  EXPECT_EQ(str(FunctionType::get(ctx, {}, {inner})), "() -> ((i32) -> i32)");
  EXPECT_EQ(str(FunctionType::get(ctx, {i32, i32}, {})), "(i32, i32) -> ()");
  EXPECT_EQ(inner.getInputs().size(), 1u);
  EXPECT_EQ(inner.getResults()[0], i32);
}

TEST(TypesTest, OpaqueTypesKeepTheirText) {
  Context ctx;
  EXPECT_EQ(str(OpaqueType::get(ctx, "foo", "bar<1,  2>")), "!foo.bar<1,  2>");
  EXPECT_EQ(str(OpaqueType::get(ctx, "foo", "\"a b\"")), "!foo<\"a b\">");
}

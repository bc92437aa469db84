//===- NamedOpTest.cpp - Accessors and builders by signature names --------===//
#include "ir/NamedOp.h"
#include "dialects/InitAll.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/Verifier.h"

#include "TestSupport.h"
#include "gtest/gtest.h"

using namespace terrace;

namespace {
/// A parsed module and a way to find its ops by name.
struct Parsed {
  Context ctx;
  llvm::SourceMgr sm;
  Operation *top = nullptr;
  explicit Parsed(llvm::StringRef text) {
    registerAllDialects(ctx);
    top = parseText(sm, ctx, text);
  }
  ~Parsed() {
    if (top)
      top->erase();
  }
  Operation *find(llvm::StringRef name, unsigned nth = 0) {
    Operation *found = nullptr;
    top->walk([&](Operation *op) {
      if (!found && op->getName().getStringRef() == name && nth-- == 0)
        found = op;
    });
    return found;
  }
};
} // namespace

TEST(NamedOpTest, ReachesOperandsResultsAndPropertiesByName) {
  Parsed p("func.func @f(%a: i32, %b: i32) -> i1 {\n"
           "  %s = arith.addi %a, %b : i32\n"
           "  %c = arith.cmpi slt, %s, %b : i32\n"
           "  return %c : i1\n}\n");
  ASSERT_TRUE(p.top);
  Operation *add = p.find("arith.addi");
  Operation *func = p.find("func.func");
  Value a = func->getRegion(0).front().getArgument(0);
  Value b = func->getRegion(0).front().getArgument(1);
  NamedOp named(add);
  ASSERT_TRUE(named);
  EXPECT_EQ(named.operand("lhs"), a);
  EXPECT_EQ(named.operand("rhs"), b);
  EXPECT_EQ(named.result("result"), add->getResult(0));
  EXPECT_FALSE(named.operand("nope"));
  EXPECT_TRUE(named.operands("nope").empty());

  NamedOp cmp(p.find("arith.cmpi"));
  auto predicate = cmp.property<IntegerAttr>("predicate");
  ASSERT_TRUE(predicate);
  EXPECT_EQ(predicate.getInt(), 2); // slt
  EXPECT_EQ(cmp.operand("lhs"), add->getResult(0));
}

TEST(NamedOpTest, SplitsVariadicGroups) {
  Parsed p(
      "func.func @f(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {\n"
      "  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {\n"
      "    scf.yield %a : f32\n"
      "  }\n"
      "  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {\n"
      "  }\n"
      "  return %r : f32\n}\n");
  ASSERT_TRUE(p.top);
  Block &entry = p.find("func.func")->getRegion(0).front();
  NamedOp loop(p.find("scf.for"));
  EXPECT_EQ(loop.operand("lowerBound"), entry.getArgument(0));
  EXPECT_EQ(loop.operand("step"), entry.getArgument(2));
  llvm::SmallVector<Value, 4> inits = loop.operands("initArgs");
  ASSERT_EQ(inits.size(), 1u);
  EXPECT_EQ(inits[0], entry.getArgument(3));

  // scf.parallel's groups are sized by its operandSegmentSizes.
  NamedOp parallel(p.find("scf.parallel"));
  EXPECT_EQ(parallel.operands("lowerBound").size(), 2u);
  EXPECT_EQ(parallel.operands("upperBound").front(), entry.getArgument(1));
  EXPECT_EQ(parallel.operands("step").size(), 2u);
  EXPECT_TRUE(parallel.operands("initVals").empty());
}

TEST(NamedOpTest, BuildsOpsFromNamedGroups) {
  Parsed p("func.func @f(%a: i32, %b: i32, %lb: index, %ub: index) {\n"
           "  return\n}\n");
  ASSERT_TRUE(p.top);
  Operation *ret = p.find("func.return");
  Block &entry = p.find("func.func")->getRegion(0).front();
  Value a = entry.getArgument(0), b = entry.getArgument(1);
  Value lb = entry.getArgument(2), ub = entry.getArgument(3);
  OpBuilder builder(p.ctx);
  builder.setInsertionPoint(ret);
  Location loc = builder.getUnknownLoc();

  // The result type of addi is its operands'; cmpi infers i1.
  Operation *add =
      buildOp(builder, loc, "arith.addi", {{"rhs", b}, {"lhs", a}});
  ASSERT_TRUE(add);
  EXPECT_EQ(add->getOperand(0), a);
  EXPECT_EQ(add->getResult(0).getType(), a.getType());
  Operation *cmp = buildOp(
      builder, loc, "arith.cmpi", {{"lhs", a}, {"rhs", add->getResult(0)}}, {},
      {{StringAttr::get(p.ctx, "predicate"),
        IntegerAttr::get(IntegerType::get(p.ctx, 64), 2)}});
  ASSERT_TRUE(cmp);
  EXPECT_TRUE(cmp->getResult(0).getType().isInteger(1));
  EXPECT_EQ(NamedOp(cmp).property<IntegerAttr>("predicate").getInt(), 2);

  // Several variadic groups: the segment sizes come with the op.
  Value bounds[] = {lb};
  Operation *parallel =
      buildOp(builder, loc, "scf.parallel",
              {{"lowerBound", bounds}, {"upperBound", {ub}}, {"step", bounds}},
              {}, {}, /*numRegions=*/1);
  ASSERT_TRUE(parallel);
  Block *body = builder.createBlock(&parallel->getRegion(0),
                                    {IndexType::get(p.ctx)}, {loc});
  (void)body;
  builder.create(loc, "scf.reduce", {});
  EXPECT_EQ(NamedOp(parallel).operands("upperBound").front(), ub);
  EXPECT_TRUE(NamedOp(parallel).operands("initVals").empty());
  EXPECT_TRUE(succeeded(verify(p.top)));
}

TEST(NamedOpTest, RefusesWhatTheSignatureDoesNotAllow) {
  Parsed p("func.func @f(%a: i32) {\n  return\n}\n");
  ASSERT_TRUE(p.top);
  Value a = p.find("func.func")->getRegion(0).front().getArgument(0);
  OpBuilder builder(p.ctx);
  builder.setInsertionPoint(p.find("func.return"));
  Location loc = builder.getUnknownLoc();
  Value two[] = {a, a};
  EXPECT_FALSE(buildOp(builder, loc, "arith.addi", {{"lhs", a}, {"bad", a}}));
  EXPECT_FALSE(buildOp(builder, loc, "arith.addi", {{"lhs", two}, {"rhs", a}}));
  EXPECT_FALSE(buildOp(builder, loc, "arith.addi", {{"lhs", a}}));
  EXPECT_FALSE(buildOp(builder, loc, "foo.unknown", {}));
  // Nothing was created.
  EXPECT_EQ(&p.find("func.func")->getRegion(0).front().front(),
            p.find("func.return"));
}

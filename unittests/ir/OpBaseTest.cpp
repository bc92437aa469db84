//===- OpBaseTest.cpp - Typed ops: access, creation, identity -------------===//
//
// Typed views reach an op's parts by the names of its signature, resolved
// when the code compiles (a wrong name is a compile error: see
// unittests/compile-fail/), create<> builds ops from named parts, and op
// identity is a pointer compare.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/cf/ControlFlowOps.h"
#include "dialects/func/FuncOps.h"
#include "dialects/scf/SCFOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Region.h"
#include "ir/Verifier.h"
#include "rewrite/PatternMatch.h"
#include "tools/InitAll/InitAll.h"

#include "TestSupport.h"
#include "gtest/gtest.h"

using namespace terrace;

namespace {
/// A parsed module and a way to find its ops by name.
struct Parsed {
  Context ctx;
  llvm::SourceMgr sm;
  Operation *top = nullptr;
  explicit Parsed(llvm::StringRef text, bool allowUnregistered = false) {
    registerAllDialects(ctx);
    ctx.allowUnregisteredDialects(allowUnregistered);
    top = parseText(sm, ctx, text);
  }
  ~Parsed() {
    if (top)
      top->erase();
  }
  template <typename OpT> OpT find(unsigned nth = 0) {
    OpT found;
    top->walk([&](Operation *op) {
      if (!found && llvm::isa<OpT>(op) && nth-- == 0)
        found = llvm::cast<OpT>(op);
    });
    return found;
  }
};
} // namespace

TEST(OpBaseTest, ReachesOperandsResultsAndPropertiesByName) {
  Parsed p("func.func @f(%a: i32, %b: i32) -> i1 {\n"
           "  %s = arith.addi %a, %b : i32\n"
           "  %c = arith.cmpi slt, %s, %b : i32\n"
           "  return %c : i1\n}\n");
  ASSERT_TRUE(p.top);
  auto add = p.find<arith::AddIOp>();
  ASSERT_TRUE(add);
  Block &entry = p.find<func::FuncOp>()->getRegion(0).front();
  EXPECT_EQ(add.operand<"lhs">(), entry.getArgument(0));
  EXPECT_EQ(add.operand<"rhs">(), entry.getArgument(1));
  EXPECT_EQ(add.result<"result">(), add->getResult(0));
  // The default overflow flags are set when the op is created.
  auto flags = add.property<"overflowFlags", EnumAttr>();
  ASSERT_TRUE(flags);
  EXPECT_EQ(flags.getValue(), 0u);

  auto cmp = p.find<arith::CmpIOp>();
  auto predicate = cmp.property<"predicate", IntegerAttr>();
  ASSERT_TRUE(predicate);
  EXPECT_EQ(predicate.getInt(), 2); // slt
  EXPECT_EQ(cmp.operand<"lhs">(), add.result<"result">());
  // Read as a plain Attribute, any property is what the op holds (reading
  // it as another class does not compile: compile-fail/typed-ops.cpp).
  EXPECT_EQ(cmp.property<"predicate">(), Attribute(predicate));
}

TEST(OpBaseTest, IdentityIsTheOpsTypeNotItsSpelling) {
  Parsed p("func.func @f(%a: i32) -> i32 {\n"
           "  %s = arith.addi %a, %a : i32\n"
           "  %t = \"arith.subi\"(%s, %a) : (i32, i32) -> i32\n"
           "  %u = \"foo.addi\"(%t) : (i32) -> i32\n"
           "  return %u : i32\n}\n",
           /*allowUnregistered=*/true);
  ASSERT_TRUE(p.top);
  Operation *add = p.find<arith::AddIOp>();
  Operation *sub = p.find<arith::SubIOp>();
  ASSERT_TRUE(add && sub);
  EXPECT_TRUE(llvm::isa<arith::AddIOp>(add));
  EXPECT_FALSE(llvm::isa<arith::SubIOp>(add));
  EXPECT_TRUE((llvm::isa<arith::AddIOp, arith::SubIOp>(sub)));
  EXPECT_FALSE(llvm::dyn_cast<arith::MulIOp>(add));
  // The generic spelling is the same op; an unregistered op is none.
  Operation *other = sub->getResult(0).getFirstUse()->getOwner();
  EXPECT_FALSE(llvm::isa<arith::AddIOp>(other));
  EXPECT_EQ(add->getName(),
            p.ctx.getOperationNameOfType(opTypeID<arith::AddIOp>));
}

TEST(OpBaseTest, SplitsVariadicGroups) {
  Parsed p(
      "func.func @f(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {\n"
      "  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {\n"
      "    scf.yield %a : f32\n"
      "  }\n"
      "  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {\n"
      "  }\n"
      "  return %r : f32\n}\n");
  ASSERT_TRUE(p.top);
  Block &entry = p.find<func::FuncOp>()->getRegion(0).front();
  auto loop = p.find<scf::ForOp>();
  EXPECT_EQ(loop.operand<"lowerBound">(), entry.getArgument(0));
  EXPECT_EQ(loop.operand<"step">(), entry.getArgument(2));
  OperandRange inits = loop.operands<"initArgs">();
  ASSERT_EQ(inits.size(), 1u);
  EXPECT_EQ(inits[0], entry.getArgument(3));
  EXPECT_EQ(loop.results<"results">().size(), 1u);
  EXPECT_EQ(&loop.region<"region">(), &loop->getRegion(0));

  // scf.parallel's groups are sized by its operandSegmentSizes.
  auto parallel = p.find<scf::ParallelOp>();
  EXPECT_EQ(parallel.operands<"lowerBound">().size(), 2u);
  EXPECT_EQ(parallel.operands<"upperBound">().front(), entry.getArgument(1));
  EXPECT_EQ(parallel.operands<"step">().size(), 2u);
  EXPECT_TRUE(parallel.operands<"initVals">().empty());
}

TEST(OpBaseTest, FoldAdaptorsReadConstantsByName) {
  // What a folder is given, one constant (or null) per operand, read by
  // the groups' names: scf.parallel's groups by its operandSegmentSizes.
  Parsed p("func.func @f(%lb: index, %ub: index, %s: index) {\n"
           "  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) "
           "{\n  }\n  return\n}\n");
  ASSERT_TRUE(p.top);
  auto parallel = p.find<scf::ParallelOp>();
  Context &ctx = p.ctx;
  Type index = IndexType::get(ctx);
  llvm::SmallVector<Attribute, 6> constants;
  for (int64_t v = 0; v < 6; ++v)
    constants.push_back(IntegerAttr::get(index, v));
  constants[3] = Attribute(); // the second upper bound is not constant
  FoldAdaptor<scf::ParallelOp> adaptor(parallel, constants);
  EXPECT_EQ(adaptor.getOp(), parallel);
  llvm::ArrayRef<Attribute> upper = adaptor.operands<"upperBound">();
  ASSERT_EQ(upper.size(), 2u);
  EXPECT_EQ(upper[0], constants[2]);
  EXPECT_FALSE(upper[1]);
  EXPECT_EQ(adaptor.operands<"step">().front(), constants[4]);
  EXPECT_TRUE(adaptor.operands<"initVals">().empty());

  Parsed q("func.func @g(%a: i32, %b: i32) -> i32 {\n"
           "  %s = arith.addi %a, %b : i32\n  return %s : i32\n}\n");
  ASSERT_TRUE(q.top);
  Attribute one = IntegerAttr::get(IntegerType::get(q.ctx, 32), 1);
  Attribute pair[] = {Attribute(), one};
  FoldAdaptor<arith::AddIOp> add(q.find<arith::AddIOp>(), pair);
  EXPECT_FALSE(add.operand<"lhs">());
  EXPECT_EQ(add.operand<"rhs">(), one);
}

TEST(OpBaseTest, CreatesOpsFromNamedParts) {
  Parsed p("func.func @f(%a: i32, %b: i32, %lb: index, %ub: index) {\n"
           "  return\n}\n");
  ASSERT_TRUE(p.top);
  Operation *ret = p.find<func::ReturnOp>();
  Block &entry = p.find<func::FuncOp>()->getRegion(0).front();
  Value a = entry.getArgument(0), b = entry.getArgument(1);
  Value lb = entry.getArgument(2), ub = entry.getArgument(3);
  OpBuilder builder(p.ctx);
  builder.setInsertionPoint(ret);
  Location loc = builder.getUnknownLoc();

  // Parts in any order; the result type of addi is its operands'.
  auto add =
      create<arith::AddIOp>(builder, loc, with<"rhs">(b), with<"lhs">(a));
  EXPECT_EQ(add->getOperand(0), a);
  EXPECT_EQ(add->getOperand(1), b);
  EXPECT_EQ(add.result<"result">().getType(), a.getType());
  // cmpi infers i1; the predicate is a property.
  auto cmp = create<arith::CmpIOp>(
      builder, loc, with<"lhs">(a), with<"rhs">(add.result<"result">()),
      with<"predicate">(IntegerAttr::get(IntegerType::get(p.ctx, 64), 2)));
  EXPECT_TRUE(cmp.result<"result">().getType().isInteger(1));
  EXPECT_EQ((cmp.property<"predicate", IntegerAttr>().getInt()), 2);

  // Several variadic groups: the segment sizes come with the op, and one
  // region per region group.
  Value bounds[] = {lb};
  auto parallel =
      create<scf::ParallelOp>(builder, loc, with<"lowerBound">(bounds),
                              with<"upperBound">(ub), with<"step">(bounds));
  ASSERT_EQ(parallel->getNumRegions(), 1u);
  Block *body = builder.createBlock(&parallel.region<"region">(),
                                    {IndexType::get(p.ctx)}, {loc});
  (void)body;
  create<scf::ReduceOp>(builder, loc, with<"reductions">(0u));
  EXPECT_EQ(parallel.operands<"upperBound">().front(), ub);
  EXPECT_TRUE(parallel.operands<"initVals">().empty());
  auto segments = llvm::dyn_cast_if_present<DenseArrayAttr>(
      parallel->getAttr("operandSegmentSizes"));
  ASSERT_TRUE(segments);
  EXPECT_EQ(segments.getInt(1), 1);
  EXPECT_EQ(segments.getInt(3), 0);

  // An op type with a builder of its own takes its arguments.
  builder.setInsertionPoint(ret);
  auto br = create<cf::BranchOp>(builder, loc, &entry, ValueRange{a});
  EXPECT_EQ(br->getSuccessor(0), &entry);
  br->erase();
  EXPECT_TRUE(succeeded(verify(p.top)));
}

TEST(OpBaseTest, PatternsRootedAtTypedOpsSeeTheTypedView) {
  Context ctx;
  registerAllDialects(ctx);
  RewritePatternSet set(ctx);
  set.add<arith::AddIOp>(
      "Typed", +[](arith::AddIOp op, PatternRewriter &) {
        return success(bool(op.operand<"lhs">()));
      });
  ASSERT_EQ(set.getPatterns().size(), 1u);
  EXPECT_EQ(set.getPatterns()[0]->getRootName(), "arith.addi");
}

//===-- Failing loudly ----------------------------------------------------===//
// What would be undefined behaviour behind an assert stops the program with
// a message naming the op, in release builds too.

namespace {
struct MarkerInterface {
  int value;
};
const MarkerInterface kMarker = {1};
} // namespace

TEST(OpBaseDeathTest, CreatingAnOpOfAnUnregisteredDialectNamesTheOp) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  Context ctx; // no dialect registered
  OpBuilder builder(ctx);
  EXPECT_DEATH(
      {
        Value none;
        (void)create<arith::AddIOp>(builder, builder.getUnknownLoc(),
                                    with<"lhs">(none), with<"rhs">(none));
      },
      "building op 'arith.addi' but it is not known in this context");
}

TEST(OpBaseDeathTest, AttachingAnInterfaceTwiceStops) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  Context ctx;
  registerAllDialects(ctx);
  ctx.attachOpInterface<arith::AddIOp>(kMarker);
  EXPECT_EQ(
      ctx.getOperationName("arith.addi").getInterface<MarkerInterface>()->value,
      1);
  EXPECT_DEATH(ctx.attachOpInterface<arith::AddIOp>(kMarker),
               "attachOpInterface\\('arith.addi'\\): the op implements this "
               "interface already");
}

TEST(OpBaseDeathTest, AttachingToAnUnregisteredOpStops) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  Context ctx;
  EXPECT_DEATH(ctx.attachOpInterface<arith::AddIOp>(kMarker),
               "attachOpInterface\\('arith.addi'\\): no registered dialect "
               "defines this op");
}

//===- OperationTest.cpp - Building, use-lists, erasing and cloning -------===//
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Dominance.h"

#include "gtest/gtest.h"
#include "llvm/ADT/Twine.h"

using namespace terrace;

namespace {
/// A module-free region to build in: one op "test.holder" with one region.
struct Fixture : ::testing::Test {
  Fixture() : b(ctx) {
    ctx.allowUnregisteredDialects();
    OperationState state(b.getUnknownLoc(), b.getName("test.holder"));
    state.addRegion();
    holder = Operation::create(state);
    entry = b.createBlock(&holder->getRegion(0), {b.getIntegerType(32)});
  }
  ~Fixture() override { holder->erase(); }

  /// Appends `"test.<name>"(operands) : (...) -> i32` at the insertion point.
  Operation *make(llvm::StringRef name, ValueRange operands,
                  unsigned numResults = 1) {
    OperationState state(b.getUnknownLoc(), b.getName((llvm::Twine("test.") + name).str()));
    state.operands.assign(operands.begin(), operands.end());
    state.types.assign(numResults, b.getIntegerType(32));
    return b.create(state);
  }

  Context ctx;
  OpBuilder b;
  Operation *holder;
  Block *entry;
};
} // namespace

TEST_F(Fixture, UseListsTrackEveryUse) {
  Value arg = entry->getArgument(0);
  Operation *a = make("a", {arg});
  Operation *c = make("c", {a->getResult(0), a->getResult(0), arg});
  EXPECT_FALSE(a->getResult(0).use_empty());
  EXPECT_FALSE(a->getResult(0).hasOneUse());
  unsigned uses = 0;
  for (OpOperand *u = a->getResult(0).getFirstUse(); u; u = u->getNextUse()) {
    EXPECT_EQ(u->getOwner(), c);
    ++uses;
  }
  EXPECT_EQ(uses, 2u);
  EXPECT_EQ(a->getResult(0).getDefiningOp(), a);
  EXPECT_EQ(arg.getDefiningOp(), nullptr);
  EXPECT_EQ(arg.getParentBlock(), entry);
}

TEST_F(Fixture, ReplaceAllUsesMovesEveryUse) {
  Value arg = entry->getArgument(0);
  Operation *a = make("a", {});
  Operation *c = make("c", {a->getResult(0), a->getResult(0)});
  a->getResult(0).replaceAllUsesWith(arg);
  EXPECT_TRUE(a->getResult(0).use_empty());
  EXPECT_EQ(c->getOperand(0), arg);
  EXPECT_EQ(c->getOperand(1), arg);
  // The op can now go without leaving dangling uses.
  a->erase();
  EXPECT_EQ(&entry->front(), c);
}

TEST_F(Fixture, SetOperandsRelinksUses) {
  Operation *a = make("a", {});
  Operation *c = make("c", {a->getResult(0)});
  c->setOperands({entry->getArgument(0), a->getResult(0), a->getResult(0)});
  EXPECT_EQ(c->getNumOperands(), 3u);
  unsigned uses = 0;
  for (OpOperand *u = a->getResult(0).getFirstUse(); u; u = u->getNextUse())
    ++uses;
  EXPECT_EQ(uses, 2u);
  c->setOperands({});
  EXPECT_TRUE(a->getResult(0).use_empty());
}

TEST_F(Fixture, MultipleResultsKnowTheirOwner) {
  Operation *m = make("m", {}, 3);
  for (unsigned i = 0; i < 3; ++i) {
    EXPECT_EQ(m->getResult(i).getDefiningOp(), m);
    EXPECT_EQ(m->getResult(i).getImpl()->index, i);
  }
}

TEST_F(Fixture, CloneRemapsInnerValuesAndKeepsOuterOnes) {
  Value arg = entry->getArgument(0);
  OperationState state(b.getUnknownLoc(), b.getName("test.wrap"));
  state.addRegion();
  Operation *wrap = b.create(state);
  OpBuilder inner(ctx);
  Block *body = inner.createBlock(&wrap->getRegion(0), {b.getIntegerType(32)});
  OperationState use(b.getUnknownLoc(), b.getName("test.use"));
  use.operands = {body->getArgument(0), arg};
  inner.create(use);

  Operation *copy = wrap->clone();
  Block &copyBody = copy->getRegion(0).front();
  Operation &copyUse = copyBody.front();
  EXPECT_EQ(copyUse.getOperand(0), copyBody.getArgument(0));
  EXPECT_NE(copyUse.getOperand(0), body->getArgument(0));
  EXPECT_EQ(copyUse.getOperand(1), arg);
  copy->erase();
}

TEST_F(Fixture, CloneMapsEachOperandOnce) {
  // A mapper that swaps two values (as when permuting block arguments) must
  // be applied once: x -> y, not x -> y -> x. The op sits in a region so
  // that clone's second pass over not-yet-mapped operands runs.
  Value x = make("x", {})->getResult(0), y = make("y", {})->getResult(0);
  OperationState state(b.getUnknownLoc(), b.getName("test.wrap"));
  state.addRegion();
  Operation *wrap = b.create(state);
  OpBuilder inner(ctx);
  inner.createBlock(&wrap->getRegion(0), {});
  OperationState use(b.getUnknownLoc(), b.getName("test.use"));
  use.operands = {x, y};
  inner.create(use);

  llvm::DenseMap<Value, Value> mapper{{x, y}, {y, x}};
  llvm::DenseMap<Block *, Block *> blockMapper;
  Operation *copy = wrap->clone(mapper, blockMapper);
  Operation &copyUse = copy->getRegion(0).front().front();
  EXPECT_EQ(copyUse.getOperand(0), y);
  EXPECT_EQ(copyUse.getOperand(1), x);
  copy->erase();
}

TEST_F(Fixture, OrderAndDominanceWithinABlock) {
  Operation *a = make("a", {});
  Operation *c = make("c", {a->getResult(0)});
  EXPECT_TRUE(a->isBeforeInBlock(c));
  EXPECT_FALSE(c->isBeforeInBlock(a));
  DominanceInfo dom;
  EXPECT_TRUE(dom.properlyDominates(a->getResult(0), c));
  EXPECT_TRUE(dom.properlyDominates(entry->getArgument(0), a));
  // The holder is unregistered, so its region is a graph region: a later
  // op's result is available to an earlier one too (not so in an SSA
  // region; VerifierTest rejects that use inside a function).
  EXPECT_TRUE(dom.properlyDominates(c->getResult(0), a));
}

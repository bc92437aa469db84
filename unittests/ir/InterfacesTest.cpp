//===- InterfacesTest.cpp - Open interfaces and external models -----------===//
//
// An interface declared outside the tree, attached to arith.addi from
// outside its dialect; memory effects that passes respect; the inliner
// asking dialects instead of naming ops.
//
//===----------------------------------------------------------------------===//
#include "TestSupport.h"

#include "tools/InitAll/InitAll.h"
#include "dialects/common/TypeConstraints.h"
#include "interfaces/InlinerInterface.h"
#include "interfaces/OpInterfaces.h"
#include "ir/Block.h"
#include "ir/Dialect.h"
#include "ir/Region.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "text/Printer.h"

#include "gtest/gtest.h"

using namespace terrace;

namespace {

/// An interface no part of Terrace knows: what some cost model would
/// declare in its own library.
struct CostInterface {
  int (*cost)(Operation *op);
};

int addCost(Operation *) { return 1; }
const CostInterface kAddCost = {addCost};

Operation *findOp(Operation *root, llvm::StringRef name) {
  Operation *found = nullptr;
  root->walk([&](Operation *op) {
    if (!found && op->getName().getStringRef() == name)
      found = op;
  });
  return found;
}

struct InterfacesTest : ::testing::Test {
  void SetUp() override {
    registerAllDialects(ctx);
    registerAllPasses();
  }
  Operation *parse(llvm::StringRef text) { return parseText(sm, ctx, text); }
  std::string run(Operation *module, llvm::StringRef pipeline) {
    OpPassManager pm;
    std::string errors;
    llvm::raw_string_ostream os(errors);
    EXPECT_TRUE(succeeded(parsePassPipeline(pipeline, pm, os))) << errors;
    PassRunOptions options;
    options.context = &ctx;
    EXPECT_TRUE(succeeded(pm.initialize(ctx)));
    EXPECT_TRUE(succeeded(pm.run(module, options)));
    std::string out;
    llvm::raw_string_ostream printed(out);
    printOperation(module, printed, PrintFlags());
    return out;
  }
  Context ctx;
  llvm::SourceMgr sm;
};

TEST_F(InterfacesTest, AnInterfaceAttachesToAnotherDialectsOpFromOutside) {
  Operation *module = parse("func.func @f(%a: i32) -> i32 {\n"
                            "  %0 = arith.addi %a, %a : i32\n"
                            "  %1 = arith.muli %0, %a : i32\n"
                            "  return %1 : i32\n"
                            "}\n");
  ASSERT_TRUE(module);
  Operation *add = findOp(module, "arith.addi");
  Operation *mul = findOp(module, "arith.muli");
  EXPECT_EQ(getInterface<CostInterface>(add), nullptr);

  ctx.attachOpInterface("arith.addi", kAddCost);
  const CostInterface *cost = getInterface<CostInterface>(add);
  ASSERT_NE(cost, nullptr);
  EXPECT_EQ(cost->cost(add), 1);
  // Only the op it was attached to, and the op's own interfaces remain.
  EXPECT_EQ(getInterface<CostInterface>(mul), nullptr);
  EXPECT_EQ(getInterface<BranchOpInterface>(add), nullptr);
  EXPECT_NE(getInterface<CallableOpInterface>(findOp(module, "func.func")),
            nullptr);
  // Another context knows nothing of it.
  Context other;
  registerAllDialects(other);
  EXPECT_EQ(other.getOperationName("arith.addi").getInterface<CostInterface>(),
            nullptr);
  module->erase();
}

//===-- Memory effects ----------------------------------------------------===//

// mem.alloc allocates its result; mem.load reads its operand; mem.store
// writes its second operand. None says so in its row: the effects attach
// from outside, as a bufferization library would attach them.
using constraints::AnyType;
const ValueSpec kOne[] = {{"memory", &AnyType}};
const ValueSpec kTwo[] = {{"value", &AnyType}, {"memory", &AnyType}};
const ValueSpec kResult[] = {{"result", &AnyType}};
const OpSignature kAlloc = {{}, kResult, {}};
const OpSignature kLoad = {kOne, kResult, {}};
const OpSignature kStore = {kTwo, {}, {}};
const OpDefinition kMemOps[] = {
    {.name = "mem.alloc", .signature = &kAlloc},
    {.name = "mem.load", .signature = &kLoad},
    {.name = "mem.store", .signature = &kStore},
};
class MemDialect : public Dialect {
public:
  explicit MemDialect(Context &ctx) : Dialect("mem", ctx) { addOps(kMemOps); }
};

void allocEffects(Operation *op, llvm::SmallVectorImpl<MemoryEffect> &out) {
  out.push_back(
      {.kind = MemoryEffectKind::Allocate, .value = op->getResult(0)});
}
void loadEffects(Operation *op, llvm::SmallVectorImpl<MemoryEffect> &out) {
  out.push_back({.kind = MemoryEffectKind::Read, .value = op->getOperand(0)});
}
void storeEffects(Operation *op, llvm::SmallVectorImpl<MemoryEffect> &out) {
  out.push_back({.kind = MemoryEffectKind::Write, .value = op->getOperand(1)});
}
const MemoryEffectOpInterface kAllocEffects = {allocEffects};
const MemoryEffectOpInterface kLoadEffects = {loadEffects};
const MemoryEffectOpInterface kStoreEffects = {storeEffects};

const char *kMemInput = "func.func @f(%v: i32) -> i32 {\n"
                        "  %m = \"mem.alloc\"() : () -> i32\n"
                        "  %n = \"mem.alloc\"() : () -> i32\n"
                        "  %unused = \"mem.load\"(%m) : (i32) -> i32\n"
                        "  \"mem.store\"(%v, %m) : (i32, i32) -> ()\n"
                        "  %x = \"mem.load\"(%m) : (i32) -> i32\n"
                        "  return %x : i32\n"
                        "}\n";

TEST_F(InterfacesTest, AnOpWithoutStatedEffectsIsNeverRemoved) {
  ctx.registerDialect(std::make_unique<MemDialect>(ctx));
  Operation *module = parse(kMemInput);
  ASSERT_TRUE(module);
  Operation *alloc = findOp(module, "mem.alloc");
  EXPECT_FALSE(isMemoryEffectFree(alloc));
  EXPECT_FALSE(wouldOpBeTriviallyDead(alloc));
  llvm::SmallVector<MemoryEffect, 2> effects;
  EXPECT_FALSE(getEffectsRecursively(alloc, effects));
  // Unknown effects keep every op.
  std::string out = run(module, "builtin.module(func.func(canonicalize))");
  EXPECT_NE(out.find("%1 = \"mem.alloc\"()"), std::string::npos) << out;
  EXPECT_NE(out.find("%2 = \"mem.load\"(%0)"), std::string::npos) << out;
  module->erase();
}

TEST_F(InterfacesTest, StatedEffectsDecideWhatDeadCodeRemovalTakes) {
  ctx.registerDialect(std::make_unique<MemDialect>(ctx));
  ctx.attachOpInterface("mem.alloc", kAllocEffects);
  ctx.attachOpInterface("mem.load", kLoadEffects);
  ctx.attachOpInterface("mem.store", kStoreEffects);
  Operation *module = parse(kMemInput);
  ASSERT_TRUE(module);
  Operation *store = findOp(module, "mem.store");
  Value memory = store->getOperand(1);
  EXPECT_TRUE(mayHaveEffect(store, MemoryEffectKind::Write, memory));
  EXPECT_FALSE(mayHaveEffect(store, MemoryEffectKind::Read));
  EXPECT_FALSE(wouldOpBeTriviallyDead(store));
  llvm::SmallVector<MemoryEffect, 2> effects;
  ASSERT_TRUE(getEffectsRecursively(store, effects));
  ASSERT_EQ(effects.size(), 1u);
  EXPECT_EQ(effects[0].resource, &kDefaultResource);
  EXPECT_EQ(effects[0].value, memory);

  // The unused allocation (%n) and the unused read go; the write, the
  // allocation it writes to and the read whose value is returned stay.
  std::string out = run(module, "builtin.module(func.func(canonicalize))");
  EXPECT_EQ(out, "module {\n"
                 "  func.func @f(%arg0: i32) -> i32 {\n"
                 "    %0 = \"mem.alloc\"() : () -> i32\n"
                 "    \"mem.store\"(%arg0, %0) : (i32, i32) -> ()\n"
                 "    %1 = \"mem.load\"(%0) : (i32) -> i32\n"
                 "    return %1 : i32\n"
                 "  }\n"
                 "}\n");
  module->erase();
}

TEST_F(InterfacesTest, AnOpInsideARecursiveOpSpeaksForIt) {
  ctx.registerDialect(std::make_unique<MemDialect>(ctx));
  ctx.attachOpInterface("mem.store", kStoreEffects);
  Operation *module = parse("func.func @f(%c: i1, %v: i32, %m: i32) {\n"
                            "  scf.if %c {\n"
                            "    \"mem.store\"(%v, %m) : (i32, i32) -> ()\n"
                            "  }\n"
                            "  scf.if %c {\n"
                            "  }\n"
                            "  return\n"
                            "}\n");
  ASSERT_TRUE(module);
  Operation *ifOp = findOp(module, "scf.if");
  EXPECT_FALSE(isMemoryEffectFree(ifOp));
  EXPECT_TRUE(mayHaveEffect(ifOp, MemoryEffectKind::Write));
  Operation *emptyIf = &*std::next(Block::iterator(ifOp));
  EXPECT_TRUE(isMemoryEffectFree(emptyIf));
  module->erase();
}

//===-- The inliner asks dialects -----------------------------------------===//

const char *kInlineInput = "func.func private @callee(%m: i32) -> i32 {\n"
                           "  %x = \"mem.load\"(%m) : (i32) -> i32\n"
                           "  return %x : i32\n"
                           "}\n"
                           "func.func @caller(%m: i32) -> i32 {\n"
                           "  %r = func.call @callee(%m) : (i32) -> i32\n"
                           "  return %r : i32\n"
                           "}\n";

TEST_F(InterfacesTest, TheInlinerNeedsTheDialectOfEveryOpItMoves) {
  ctx.registerDialect(std::make_unique<MemDialect>(ctx));
  Operation *module = parse(kInlineInput);
  ASSERT_TRUE(module);
  // mem has no inliner interface: the call stays.
  std::string out = run(module, "builtin.module(inline)");
  EXPECT_NE(out.find("call @callee(%arg0)"), std::string::npos) << out;
  module->erase();
}

TEST_F(InterfacesTest, ADialectInterfaceAttachedFromOutsideAllowsInlining) {
  ctx.registerDialect(std::make_unique<MemDialect>(ctx));
  static const DialectInlinerInterface memInliner;
  ctx.getDialect("mem")->addInterface(memInliner);
  Operation *module = parse(kInlineInput);
  ASSERT_TRUE(module);
  std::string out = run(module, "builtin.module(inline)");
  EXPECT_EQ(out, "module {\n"
                 "  func.func @caller(%arg0: i32) -> i32 {\n"
                 "    %0 = \"mem.load\"(%arg0) : (i32) -> i32\n"
                 "    return %0 : i32\n"
                 "  }\n"
                 "}\n");
  module->erase();
}

} // namespace

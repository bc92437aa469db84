//===- SymbolTableTest.cpp - Symbol lookup, cached and shared -------------===//
#include "ir/SymbolTable.h"
#include "tools/InitAll/InitAll.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"

#include "TestSupport.h"
#include "gtest/gtest.h"

#include <thread>

using namespace terrace;

namespace {
struct Module {
  Context ctx;
  llvm::SourceMgr sm;
  Operation *top = nullptr;
  explicit Module(llvm::StringRef text) {
    registerAllDialects(ctx);
    top = parseText(sm, ctx, text);
  }
  ~Module() {
    if (top)
      top->erase();
  }
  /// The op at `index` in the module's body.
  Operation *child(unsigned index) {
    auto it = top->getRegion(0).front().begin();
    std::advance(it, index);
    return &*it;
  }
};

const char *kTwoFunctions = "func.func private @a()\n"
                            "func.func private @b()\n";
} // namespace

TEST(SymbolTableTest, FindsSymbolsWithAndWithoutACache) {
  Module m(kTwoFunctions);
  ASSERT_TRUE(m.top);
  StringAttr b = StringAttr::get(m.ctx, "b");
  EXPECT_EQ(symbol_table::lookupSymbolIn(m.top, b), m.child(1));
  SymbolLookupCache cache;
  EXPECT_EQ(symbol_table::lookupSymbolIn(m.top, b), m.child(1));
  EXPECT_EQ(symbol_table::lookupSymbolIn(m.top, StringAttr::get(m.ctx, "c")),
            nullptr);
}

TEST(SymbolTableTest, APrefilledCacheAnswersOtherThreads) {
  Module m(kTwoFunctions);
  ASSERT_TRUE(m.top);
  SymbolLookupCache shared;
  shared.prefill(m.top);
  StringAttr a = StringAttr::get(m.ctx, "a");
  StringAttr b = StringAttr::get(m.ctx, "b");
  Operation *foundA = nullptr, *foundB = nullptr;
  bool answered = false;
  std::thread worker([&] {
    SharedSymbolLookup scope(&shared);
    answered = SharedSymbolLookup::lookup(m.top, a, foundA);
    foundB = symbol_table::lookupSymbolIn(m.top, b);
  });
  worker.join();
  EXPECT_TRUE(answered);
  EXPECT_EQ(foundA, m.child(0));
  EXPECT_EQ(foundB, m.child(1));
  // Without the scope, the shared cache is not consulted.
  Operation *unused = nullptr;
  EXPECT_FALSE(SharedSymbolLookup::lookup(m.top, a, unused));
}

TEST(SymbolTableTest, ASharedCacheOnlyAnswersForTheTablesItPrefilled) {
  Module m("builtin.module @inner {\n  func.func private @x()\n}\n"
           "func.func private @y()\n");
  ASSERT_TRUE(m.top);
  SymbolLookupCache shared;
  shared.prefill(m.top);
  SharedSymbolLookup scope(&shared);
  Operation *inner = m.child(0), *result = nullptr;
  EXPECT_FALSE(
      SharedSymbolLookup::lookup(inner, StringAttr::get(m.ctx, "x"), result));
  // The lookup falls back to walking the inner module.
  Operation *x =
      symbol_table::lookupSymbolIn(inner, StringAttr::get(m.ctx, "x"));
  ASSERT_TRUE(x);
  EXPECT_EQ(symbol_table::getSymbolName(x).getValue(), "x");
}

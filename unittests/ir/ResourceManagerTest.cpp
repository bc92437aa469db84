//===- ResourceManagerTest.cpp - Named blobs: unique, locked, held --------===//
#include "ir/ResourceManager.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "text/Printer.h"
#include "tools/InitAll/InitAll.h"

#include "TestSupport.h"
#include "gtest/gtest.h"

#include <set>
#include <thread>

using namespace terrace;

TEST(ResourceManagerTest, ATakenNameIsGivenAFreeSuffixAsMLIRDoes) {
  ResourceManager manager;
  EXPECT_EQ(manager.insert("w").getKey(), "w");
  EXPECT_EQ(manager.insert("w").getKey(), "w_1");
  EXPECT_EQ(manager.insert("w").getKey(), "w_2");
  EXPECT_EQ(manager.insert("w_1").getKey(), "w_1_1");
  // getOrInsert names exactly: it finds what is there.
  EXPECT_EQ(&manager.getOrInsert("w"), manager.lookup("w"));
  EXPECT_EQ(manager.getOrInsert("v").getKey(), "v");
  EXPECT_EQ(manager.lookup("x"), nullptr);
  // Declared entries hold no blob until one is set.
  EXPECT_EQ(manager.getNumBlobs(), 0u);
  manager.setBlob(*manager.lookup("w_2"), ResourceBlob::copy("ab", 1));
  EXPECT_EQ(manager.getBlob("w_2").getBytes(), "ab");
  EXPECT_EQ(manager.getNumBlobs(), 1u);
}

TEST(ResourceManagerTest, AHandleKeepsItsBytesWhenTheEntryMovesOn) {
  ResourceManager manager;
  ResourceEntry &entry = manager.insert("w", ResourceBlob::copy("old", 1));
  ResourceBlob held = manager.getBlob(entry);
  manager.setBlob(entry, ResourceBlob::copy("new", 1));
  EXPECT_EQ(held.getBytes(), "old");
  EXPECT_EQ(manager.getBlob(entry).getBytes(), "new");
  manager.releaseBlob(entry);
  EXPECT_FALSE(manager.getBlob(entry));
  EXPECT_EQ(held.getBytes(), "old");
}

TEST(ResourceManagerTest, ThreadsDeclaringOneNameGetDistinctEntries) {
  ResourceManager manager;
  constexpr int kThreads = 8, kEach = 200;
  std::vector<std::vector<ResourceEntry *>> made(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < kEach; ++i) {
        ResourceEntry &entry =
            manager.insert("w", ResourceBlob::copy(std::string(1, char(t)), 1));
        made[t].push_back(&entry);
        // Each reads back its own bytes while others insert.
        EXPECT_EQ(manager.getBlob(entry).getBytes()[0], char(t));
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  std::set<std::string> names;
  for (auto &entries : made)
    for (ResourceEntry *entry : entries)
      names.insert(entry->getKey().str());
  EXPECT_EQ(names.size(), size_t(kThreads * kEach));
  EXPECT_EQ(manager.getNumBlobs(), size_t(kThreads * kEach));
}

/// A file parsed twice into one context: the second parse's `blob` is a new
/// entry (`blob_1`), so neither module's weights replace the other's.
TEST(ResourceManagerTest, ASecondParseDoesNotReplaceTheFirstsWeights) {
  Context ctx;
  registerAllDialects(ctx);
  auto file = [](llvm::StringRef hex) {
    return "func.func @f() -> tensor<1xi32> {\n"
           "  %0 = arith.constant dense_resource<blob> : tensor<1xi32>\n"
           "  return %0 : tensor<1xi32>\n}\n"
           "{-#\n  dialect_resources: {\n    builtin: {\n      blob: "
           "\"0x04000000" +
           hex.str() + "\"\n    }\n  }\n#-}\n";
  };
  llvm::SourceMgr sm1, sm2;
  Operation *first = parseText(sm1, ctx, file("01000000"));
  Operation *second = parseText(sm2, ctx, file("02000000"));
  ASSERT_TRUE(first && second);
  auto print = [](Operation *op) {
    std::string text;
    llvm::raw_string_ostream os(text);
    printOperation(op, os, PrintFlags());
    return text;
  };
  std::string one = print(first), two = print(second);
  EXPECT_NE(one.find("dense_resource<blob> "), std::string::npos) << one;
  EXPECT_NE(one.find("blob: \"0x0400000001000000\""), std::string::npos) << one;
  EXPECT_NE(two.find("dense_resource<blob_1> "), std::string::npos) << two;
  EXPECT_NE(two.find("blob_1: \"0x0400000002000000\""), std::string::npos)
      << two;
  EXPECT_EQ(two.find("blob:"), std::string::npos) << two;
  first->erase();
  second->erase();
}

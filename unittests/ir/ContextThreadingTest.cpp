//===- ContextThreadingTest.cpp - One context shared by several threads ---===//
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Types.h"

#include "gtest/gtest.h"

#include <atomic>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace terrace;

namespace {
constexpr int kRounds = 100;
/// What one thread interned, in a fixed order, so threads can be compared.
struct Interned {
  std::vector<const void *> types, attrs;
  std::vector<OperationName> names;
  std::vector<int64_t> distinctIds;
};
} // namespace

/// Every round interns new values, so the threads race on insertions, not
/// only on lookups.
static void internEverything(Context &ctx, std::atomic<bool> &go,
                             Interned &out) {
  while (!go.load())
    std::this_thread::yield();
  for (int round = 0; round < kRounds; ++round) {
    for (unsigned width = 1; width <= 64; ++width) {
      Type i = IntegerType::get(ctx, width);
      out.types.push_back(i.getImpl());
      out.types.push_back(
          RankedTensorType::get({int64_t(width), round}, i, Attribute())
              .getImpl());
    }
    for (int k = 0; k < 200; ++k) {
      std::string text = std::to_string(round) + "_" + std::to_string(k);
      out.attrs.push_back(StringAttr::get(ctx, text).getImpl());
      out.names.push_back(ctx.getOperationName("test.op" + text));
      EXPECT_EQ(ctx.save(text), text);
    }
    out.distinctIds.push_back(ctx.nextDistinctId());
  }
}

TEST(ContextThreadingTest, ThreadsShareOneUniquedObjectPerValue) {
  Context ctx;
  ctx.enableMultithreading();
  constexpr int kThreads = 4;
  std::vector<Interned> results(kThreads);
  std::vector<std::thread> threads;
  std::atomic<bool> go = false;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back(internEverything, std::ref(ctx), std::ref(go),
                         std::ref(results[t]));
  go = true;
  for (std::thread &t : threads)
    t.join();

  std::set<int64_t> ids;
  for (const Interned &r : results) {
    EXPECT_EQ(r.types, results[0].types);
    EXPECT_EQ(r.attrs, results[0].attrs);
    EXPECT_TRUE(r.names == results[0].names);
    ids.insert(r.distinctIds.begin(), r.distinctIds.end());
  }
  // Every id handed out is distinct, whichever thread asked.
  EXPECT_EQ(ids.size(), size_t(kThreads * kRounds));
  EXPECT_EQ(results[0].names[5].getStringRef(), "test.op0_5");
}

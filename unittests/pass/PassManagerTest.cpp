//===- PassManagerTest.cpp - Passes, pipelines, options, threads ----------===//
#include "TestSupport.h"

#include "tools/InitAll/InitAll.h"
#include "ir/Block.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"

#include "gtest/gtest.h"

#include <atomic>
#include <mutex>
#include <set>
#include <thread>

using namespace terrace;

namespace {
/// Records every op it runs on; fails on ops whose name is `failOn`.
class RecordingPass : public PassBase<RecordingPass> {
public:
  RecordingPass() : PassBase("test-record", "TestRecord", "func.func") {
    option("fail-on", "symbol name to fail on", failOn);
    option("scale", "a number", scale);
  }
  void runOnOperation() override {
    std::lock_guard<std::mutex> lock(mutex);
    seen.push_back(symbolOf(getOperation()));
    threads.insert(std::this_thread::get_id());
    if (!failOn.empty() && seen.back() == failOn)
      signalPassFailure(); // without a diagnostic: the manager reports it
  }
  static std::string symbolOf(Operation *op) {
    auto name = llvm::dyn_cast_if_present<StringAttr>(op->getAttr("sym_name"));
    return name ? name.getValue().str() : "";
  }
  std::string failOn;
  int64_t scale = 1;
  static std::mutex mutex;
  static std::vector<std::string> seen;
  static std::set<std::thread::id> threads;
};
std::mutex RecordingPass::mutex;
std::vector<std::string> RecordingPass::seen;
std::set<std::thread::id> RecordingPass::threads;

std::unique_ptr<Pass> createRecordingPass() {
  return std::make_unique<RecordingPass>();
}

struct PassManagerTest : ::testing::Test {
  void SetUp() override {
    registerAllPasses();
    registerPass(
        {"test-record", "records the ops it ran on", createRecordingPass});
    registerAllDialects(ctx);
    RecordingPass::seen.clear();
    RecordingPass::threads.clear();
  }
  /// A module of `n` functions @f0 ... @fN-1.
  Operation *parseFunctions(unsigned n) {
    std::string text;
    for (unsigned i = 0; i < n; ++i)
      text += "func.func @f" + std::to_string(i) + "() { return }\n";
    return parseText(sm, ctx, text);
  }
  Context ctx;
  llvm::SourceMgr sm;
};
} // namespace

TEST_F(PassManagerTest, ParsesAndPrintsNestedPipelinesWithOptions) {
  OpPassManager pm;
  std::string errors;
  llvm::raw_string_ostream os(errors);
  ASSERT_TRUE(succeeded(parsePassPipeline(
      "builtin.module(func.func(test-record{fail-on=x scale=3}),cse)", pm, os)))
      << errors;
  std::string printed;
  llvm::raw_string_ostream out(printed);
  pm.printAsTextualPipeline(out);
  EXPECT_EQ(printed,
            "builtin.module(func.func(test-record{fail-on=x scale=3}),cse)");
  // A clone has the same options.
  OpPassManager copy = pm.clone();
  std::string again;
  llvm::raw_string_ostream out2(again);
  copy.printAsTextualPipeline(out2);
  EXPECT_EQ(again, printed);
}

TEST_F(PassManagerTest, RejectsAPassOnTheWrongAnchor) {
  OpPassManager pm;
  std::string errors;
  llvm::raw_string_ostream os(errors);
  // test-record is anchored on func.func.
  EXPECT_TRUE(failed(parsePassPipeline("builtin.module(test-record)", pm, os)));
  EXPECT_NE(errors.find("'test-record' runs on 'func.func' ops"),
            std::string::npos)
      << errors;
}

TEST_F(PassManagerTest, RunsNestedPassesOnEveryFunctionInParallel) {
  Operation *module = parseFunctions(64);
  ASSERT_TRUE(module);
  PassManager pm(ctx, "builtin.module");
  pm.nest("func.func").addPass(createRecordingPass());
  pm.enableThreading(true);
  ASSERT_TRUE(succeeded(pm.run(module)));
  EXPECT_EQ(RecordingPass::seen.size(), 64u);
  std::set<std::string> unique(RecordingPass::seen.begin(),
                               RecordingPass::seen.end());
  EXPECT_EQ(unique.size(), 64u);
  // Each function ran on a worker thread, not on the caller's.
  if (std::thread::hardware_concurrency() > 1)
    EXPECT_EQ(RecordingPass::threads.count(std::this_thread::get_id()), 0u);
  module->erase();
}

TEST_F(PassManagerTest, AFailingPassIsReportedAtItsOpAndFailsTheRun) {
  Operation *module = parseFunctions(8);
  ASSERT_TRUE(module);
  std::vector<Diagnostic> diags;
  collectDiagnostics(ctx, diags);
  PassManager pm(ctx, "builtin.module");
  auto pass = std::make_unique<RecordingPass>();
  std::string err;
  ASSERT_TRUE(succeeded(pass->parseOptions("fail-on=f3", err)));
  pm.nest("func.func").addPass(std::move(pass));
  EXPECT_TRUE(failed(pm.run(module)));
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].message, "pass 'test-record' failed");
  // Located at @f3 (line 4 of the input).
  auto loc = llvm::dyn_cast<FileLineColLoc>(diags[0].loc);
  ASSERT_TRUE(loc);
  EXPECT_EQ(loc.getLine(), 4u);
  // The other functions still ran (diagnostics do not depend on threads).
  EXPECT_EQ(RecordingPass::seen.size(), 8u);
  module->erase();
}

TEST_F(PassManagerTest, AdjacentNestedPipelinesMergeWhenRun) {
  OpPassManager pm;
  std::string errors;
  llvm::raw_string_ostream os(errors);
  ASSERT_TRUE(succeeded(parsePassPipeline(
      "builtin.module(func.func(cse),func.func(canonicalize))", pm, os)));
  EXPECT_EQ(pm.getPasses().size(), 2u);
  pm.mergeNestedPipelines();
  ASSERT_EQ(pm.getPasses().size(), 1u);
  std::string printed;
  llvm::raw_string_ostream out(printed);
  pm.printAsTextualPipeline(out);
  EXPECT_NE(printed.find("func.func(cse,canonicalize{"), std::string::npos)
      << printed;
}

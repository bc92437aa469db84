//===- ONNXWeightFoldingTest.cpp - Folded weights are released ------------===//
//
// canonicalize folds a Transpose of imported weights into a new resource
// blob; releaseUnreferencedResources then hands the imported bytes back to
// their owner (an importer's buffer, a mapped file), so folding a model's
// weights does not keep two copies of them.
//
//===----------------------------------------------------------------------===//
#include "TestSupport.h"

#include "dialects/onnx/ONNXAttributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Region.h"
#include "ir/ResourceManager.h"
#include "ir/ResourceRelease.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "tools/InitAll/InitAll.h"

#include "gtest/gtest.h"

#include <cstring>
#include <vector>

using namespace terrace;

namespace {

TEST(ONNXWeightFoldingTest, FoldedWeightsLeaveTheOriginalsToBeReleased) {
  Context ctx;
  registerAllDialects(ctx);
  registerAllPasses();
  llvm::SourceMgr sm;
  Operation *module = parseText(
      sm, ctx,
      "func.func @f() -> tensor<300x2xf32> {\n"
      "  %w = \"onnx.Constant\"() <{value = dense_resource<weights> : "
      "tensor<2x300xf32>}> : () -> tensor<2x300xf32>\n"
      "  %t = \"onnx.Transpose\"(%w) : (tensor<2x300xf32>) -> "
      "tensor<300x2xf32>\n"
      "  return %t : tensor<300x2xf32>\n"
      "}\n");
  ASSERT_TRUE(module);
  // The importer lends the weights: row i holds 1000 i + j.
  static std::vector<float> weights;
  weights.clear();
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 300; ++j)
      weights.push_back(float(1000 * i + j));
  int released = 0;
  ResourceManager &manager = ctx.getResourceManager();
  ASSERT_TRUE(manager.lookup("weights"));
  manager.setBlob(*manager.lookup("weights"),
                  ResourceBlob::adopt(
                      reinterpret_cast<const char *>(weights.data()),
                      weights.size() * sizeof(float), alignof(float),
                      [&](const char *, uint64_t, uint32_t) { ++released; }));

  OpPassManager pm;
  std::string errors;
  llvm::raw_string_ostream os(errors);
  ASSERT_TRUE(
      succeeded(parsePassPipeline("builtin.module(canonicalize)", pm, os)))
      << errors;
  PassRunOptions options;
  options.context = &ctx;
  ASSERT_TRUE(succeeded(pm.initialize(ctx)));
  ASSERT_TRUE(succeeded(pm.run(module, options)));

  // The transposed weights: a blob of their own (2,400 bytes), element
  // (j, i) the original's (i, j).
  Operation *func = &module->getRegion(0).front().front();
  Operation *constant = &func->getRegion(0).front().front();
  auto folded = llvm::dyn_cast_if_present<DenseResourceElementsAttr>(
      constant->getAttr("value"));
  ASSERT_TRUE(folded);
  EXPECT_EQ(folded.getKey(), "onnx_transpose");
  std::optional<ONNX::ConstantBytes> bytes = ONNX::constantBytes(folded);
  ASSERT_TRUE(bytes);
  ASSERT_EQ(bytes->raw.size(), 600 * sizeof(float));
  for (int j = 0; j < 300; ++j)
    for (int i = 0; i < 2; ++i) {
      float value;
      std::memcpy(&value, bytes->raw.data() + (j * 2 + i) * sizeof(float),
                  sizeof(float));
      ASSERT_EQ(value, float(1000 * i + j)) << "at " << j << ", " << i;
    }
  bytes.reset();

  // No op refers to the imported weights any more: released, their bytes
  // back with the importer; the folded blob stays.
  EXPECT_EQ(released, 0);
  EXPECT_EQ(releaseUnreferencedResources(ctx, {module}), 1u);
  EXPECT_EQ(released, 1);
  EXPECT_FALSE(manager.getBlob("weights"));
  EXPECT_TRUE(manager.getBlob("onnx_transpose"));
  module->erase();
}

} // namespace

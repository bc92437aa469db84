//===- BufferizationTest.cpp - One-Shot Bufferize through its C++ API -----===//
//
// The analysis answers questions about a function (which operands are
// written in place, which values share a buffer), and a model attached
// from outside teaches one-shot-bufferize an op it did not know.
//
//===----------------------------------------------------------------------===//
#include "TestSupport.h"

#include "dialects/bufferization/BufferizableOpInterface.h"
#include "dialects/bufferization/transforms/OneShotAnalysis.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/Block.h"
#include "ir/Region.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "text/Printer.h"
#include "tools/InitAll/InitAll.h"

#include "gtest/gtest.h"

using namespace terrace;
using namespace terrace::bufferization;

namespace {

struct BufferizationTest : ::testing::Test {
  void SetUp() override {
    registerAllDialects(ctx);
    registerAllPasses();
  }
  Operation *parse(llvm::StringRef text) { return parseText(sm, ctx, text); }
  /// Runs `pipeline` on `module`; the printed result, or the diagnostics
  /// when it fails.
  std::string run(Operation *module, llvm::StringRef pipeline, bool &ok) {
    OpPassManager pm;
    std::string errors;
    llvm::raw_string_ostream os(errors);
    EXPECT_TRUE(succeeded(parsePassPipeline(pipeline, pm, os))) << errors;
    PassRunOptions options;
    options.context = &ctx;
    EXPECT_TRUE(succeeded(pm.initialize(ctx)));
    ok = succeeded(pm.run(module, options));
    std::string out;
    llvm::raw_string_ostream printed(out);
    printOperation(module, printed, PrintFlags());
    return out;
  }
  Context ctx;
  llvm::SourceMgr sm;
};

TEST_F(BufferizationTest, TheAnalysisSaysWhichOperandsAreWrittenInPlace) {
  Operation *module = parse(
      "func.func @f(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %c1 = arith.constant 1 : index\n"
      "  %a = tensor.insert %v into %t[%c0] : tensor<4xf32>\n"
      "  %x = tensor.extract %t[%c1] : tensor<4xf32>\n"
      "  %b = tensor.insert %v into %a[%c1] : tensor<4xf32>\n"
      "  return %b, %x : tensor<4xf32>, f32\n"
      "}\n");
  ASSERT_TRUE(module);
  BufferizationOptions options;
  options.bufferizeFunctionBoundaries = true;
  OneShotAnalysisState state(module, options);
  ASSERT_TRUE(succeeded(analyzeModuleOp(module, state)));

  llvm::SmallVector<Operation *, 2> inserts;
  module->walk([&](Operation *op) {
    if (op->getName().getStringRef() == "tensor.insert")
      inserts.push_back(op);
  });
  ASSERT_EQ(inserts.size(), 2u);
  Operation *first = inserts[0], *second = inserts[1];
  // %t is read after the first insert: that insert copies it...
  EXPECT_FALSE(state.isInPlace(first->getOpOperands()[1]));
  // ... and the second writes the copy in place, the same buffer as %a.
  EXPECT_TRUE(state.isInPlace(second->getOpOperands()[1]));
  EXPECT_TRUE(state.areEquivalentBufferizedValues(first->getResult(0),
                                                  second->getResult(0)));
  Value arg = first->getOperand(1);
  EXPECT_FALSE(
      state.areAliasingBufferizedValues(arg, second->getResult(0)));
  // The function reads its argument and does not write it.
  EXPECT_TRUE(state.isValueRead(arg));
  EXPECT_FALSE(state.isValueWritten(arg));
  module->erase();
}

/// A model of math.absf on tensors, as a library outside Terrace would
/// attach it: it reads its operand, allocates its result, and becomes a
/// linalg.map over buffers.
bool reads(OpOperand &, const AnalysisState &) { return true; }
bool writesNothing(OpOperand &, const AnalysisState &) { return false; }
AliasingValueList noAliases(OpOperand &, const AnalysisState &) { return {}; }
bool allocates(Value) { return true; }

llvm::LogicalResult absfBufferize(Operation *op, PatternRewriter &rewriter,
                                  const BufferizationOptions &options,
                                  BufferizationState &) {
  Value input = getBuffer(rewriter, op->getOperand(0), options);
  auto type = llvm::cast<ShapedType>(op->getResult(0).getType());
  Value output = createAlloc(rewriter, op->getLoc(), identityLayoutType(type),
                             {}, options);
  auto map = create<linalg::MapOp>(rewriter, op->getLoc(),
                                   with<"inputs">(ValueRange{input}),
                                   with<"init">(output),
                                   with<"result">(TypeRange()));
  Type element = type.getElementType();
  Block *body = rewriter.createBlock(&map.region<"mapper">(),
                                     TypeRange{element, element},
                                     {op->getLoc(), op->getLoc()});
  rewriter.setInsertionPointToStart(body);
  OperationState abs(op->getLoc(), op->getName());
  abs.operands.push_back(body->getArgument(0));
  abs.types.push_back(element);
  Operation *scalar = rewriter.create(abs);
  create<linalg::YieldOp>(rewriter, op->getLoc(),
                          with<"values">(ValueRange{scalar->getResult(0)}));
  replaceOpWithBufferizedValues(rewriter, op, {output});
  return llvm::success();
}

const BufferizableOpInterface kAbsfModel = {
    .bufferizesToMemoryRead = reads,
    .bufferizesToMemoryWrite = writesNothing,
    .getAliasingValues = noAliases,
    .bufferize = absfBufferize,
    .bufferizesToAllocation = allocates,
};

TEST_F(BufferizationTest, AModelAttachedFromOutsideTeachesAnOp) {
  const char *program =
      "func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  %a = math.absf %t : tensor<4xf32>\n"
      "  return %a : tensor<4xf32>\n"
      "}\n";
  const char *pipeline =
      "builtin.module(one-shot-bufferize{bufferize-function-boundaries "
      "function-boundary-type-conversion=identity-layout-map})";
  // Without a model, math.absf on tensors stays and the pass says so.
  Operation *before = parse(program);
  ASSERT_TRUE(before);
  bool ok = true;
  testing::internal::CaptureStderr();
  run(before, pipeline, ok);
  std::string diagnostics = testing::internal::GetCapturedStderr();
  EXPECT_FALSE(ok);
  EXPECT_NE(diagnostics.find("op was not bufferized"), std::string::npos)
      << diagnostics;
  before->erase();

  ctx.attachOpInterface("math.absf", kAbsfModel);
  Operation *after = parse(program);
  ASSERT_TRUE(after);
  std::string out = run(after, pipeline, ok);
  EXPECT_TRUE(ok);
  EXPECT_EQ(out, "module {\n"
                 "  func.func @f(%arg0: memref<4xf32>) -> memref<4xf32> {\n"
                 "    %alloc = memref.alloc() {alignment = 64 : i64} : "
                 "memref<4xf32>\n"
                 "    linalg.map { math.absf } ins(%arg0 : memref<4xf32>) "
                 "outs(%alloc : memref<4xf32>)\n"
                 "    return %alloc : memref<4xf32>\n"
                 "  }\n"
                 "}\n");
  after->erase();
}

} // namespace

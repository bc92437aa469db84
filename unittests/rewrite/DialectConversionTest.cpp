//===- DialectConversionTest.cpp - Targets, type converters, drivers ------===//
//
// The dialect conversion framework through its C++ API, on unregistered
// `test.*` ops: legality (static, dynamic, unknown), partial and full
// conversion and their diagnostics, type conversion with the casts that
// bridge converted and unconverted values, and recursion safety.
//
//===----------------------------------------------------------------------===//
#include "TestSupport.h"

#include "tools/InitAll/InitAll.h"
#include "dialects/arith/ArithOps.h"
#include "ir/Block.h"
#include "ir/Region.h"
#include "ir/Types.h"
#include "rewrite/DialectConversion.h"

#include "gtest/gtest.h"

using namespace terrace;

namespace {

class DialectConversionTest : public ::testing::Test {
protected:
  DialectConversionTest() {
    registerAllDialects(ctx);
    ctx.allowUnregisteredDialects();
    collectDiagnostics(ctx, diagnostics);
  }
  ~DialectConversionTest() override {
    if (module)
      module->erase();
  }

  Operation *parse(llvm::StringRef text) {
    module = parseText(sm, ctx, text);
    return module;
  }
  /// The names of the ops in the first function's body, in order.
  std::vector<std::string> bodyOpNames() {
    std::vector<std::string> names;
    module->walk([&](Operation *op) {
      if (op->getParentOp() && op->getParentOp() != module)
        names.push_back(op->getName().getStringRef().str());
    });
    return names;
  }

  Context ctx;
  llvm::SourceMgr sm;
  std::vector<Diagnostic> diagnostics;
  Operation *module = nullptr;
};

/// Replaces the root by a `to` op with the same operands and result types.
template <const char *To>
llvm::LogicalResult renameTo(Operation *op, PatternRewriter &rewriter) {
  OperationState state(op->getLoc(), rewriter.getName(To));
  state.operands.append(op->getOperands().begin(), op->getOperands().end());
  state.types.append(op->getResultTypes().begin(), op->getResultTypes().end());
  Operation *renamed = rewriter.create(state);
  rewriter.replaceOp(op, renamed->getResults());
  return llvm::success();
}
constexpr char kLegal[] = "test.legal";
constexpr char kIllegal[] = "test.illegal";

const char *kTwoOps = R"(
func.func @f() {
  %0 = "test.illegal"() : () -> i32
  "test.unknown"(%0) : (i32) -> ()
  return
}
)";

TEST_F(DialectConversionTest, PartialConversionKeepsUnknownOps) {
  ASSERT_TRUE(parse(kTwoOps));
  ConversionTarget target(ctx);
  target.addLegalOp("test.legal");
  target.addIllegalOp("test.illegal");
  RewritePatternSet set(ctx);
  set.add("test.illegal", "Rename", renameTo<kLegal>);
  FrozenPatternSet patterns(std::move(set));
  ASSERT_TRUE(succeeded(applyPartialConversion(module, target, patterns)));
  EXPECT_EQ(bodyOpNames(),
            (std::vector<std::string>{"test.legal", "test.unknown",
                                      "func.return"}));
  EXPECT_TRUE(diagnostics.empty());
}

TEST_F(DialectConversionTest, FullConversionNamesTheUnknownOp) {
  ASSERT_TRUE(parse(kTwoOps));
  ConversionTarget target(ctx);
  target.addLegalDialect("func");
  target.addLegalDialect("builtin");
  target.addLegalOp("test.legal");
  RewritePatternSet set(ctx);
  set.add("test.illegal", "Rename", renameTo<kLegal>);
  FrozenPatternSet patterns(std::move(set));
  ASSERT_TRUE(failed(applyFullConversion(module, target, patterns)));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].message,
            "failed to legalize operation 'test.unknown'");
  auto loc = llvm::dyn_cast<FileLineColLoc>(diagnostics[0].loc);
  ASSERT_TRUE(loc);
  EXPECT_EQ(loc.getLine(), 4u);
}

TEST_F(DialectConversionTest, PartialConversionFailsOnAnIllegalOpLeft) {
  ASSERT_TRUE(parse(kTwoOps));
  ConversionTarget target(ctx);
  target.addIllegalOp("test.illegal");
  FrozenPatternSet patterns(RewritePatternSet{ctx});
  ASSERT_TRUE(failed(applyPartialConversion(module, target, patterns)));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].message, "failed to legalize operation "
                                    "'test.illegal' that was explicitly "
                                    "marked illegal");
}

TEST_F(DialectConversionTest, DynamicLegalityAndDialectDefaults) {
  ASSERT_TRUE(parse(R"(
func.func @f() {
  "test.op"() {done} : () -> ()
  "test.op"() : () -> ()
  "other.op"() : () -> ()
  return
}
)"));
  ConversionTarget target(ctx);
  target.addIllegalDialect("other");
  target.addDynamicallyLegalOp("test.op", [](Operation *op) {
    return bool(op->getAttrDictionary().get("done"));
  });
  llvm::SmallVector<Operation *, 4> body;
  module->walk([&](Operation *op) {
    if (op->getParentOp() && op->getParentOp() != module)
      body.push_back(op);
  });
  EXPECT_EQ(target.isLegal(body[0]), std::optional<bool>(true));
  EXPECT_EQ(target.isLegal(body[1]), std::optional<bool>(false));
  EXPECT_EQ(target.isLegal(body[2]), std::optional<bool>(false));
  EXPECT_EQ(target.isLegal(body[3]), std::nullopt); // func.return: unknown
  // An op's own entry wins over its dialect's.
  target.addLegalOp("other.op");
  EXPECT_EQ(target.isLegal(body[2]), std::optional<bool>(true));
}

// A pattern whose result is again its own root: the driver must not apply
// it to what it created, so this fails instead of looping.
llvm::LogicalResult recreate(Operation *op, PatternRewriter &rewriter) {
  return renameTo<kIllegal>(op, rewriter);
}

TEST_F(DialectConversionTest, APatternIsNotAppliedToItsOwnOutput) {
  ASSERT_TRUE(parse(kTwoOps));
  ConversionTarget target(ctx);
  target.addIllegalOp("test.illegal");
  RewritePatternSet set(ctx);
  set.add("test.illegal", "Recreate", recreate);
  FrozenPatternSet patterns(std::move(set));
  EXPECT_TRUE(failed(applyPartialConversion(module, target, patterns)));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_NE(diagnostics[0].message.find("'test.illegal'"), std::string::npos);
}

// Created ops are legalized right away: a -> b -> legal in one run.
constexpr char kMiddle[] = "test.middle";
TEST_F(DialectConversionTest, CreatedOpsAreLegalizedInTurn) {
  ASSERT_TRUE(parse(kTwoOps));
  ConversionTarget target(ctx);
  target.addIllegalOp("test.illegal");
  target.addIllegalOp("test.middle");
  target.addLegalOp("test.legal");
  RewritePatternSet set(ctx);
  set.add("test.illegal", "ToMiddle", renameTo<kMiddle>);
  set.add("test.middle", "ToLegal", renameTo<kLegal>);
  FrozenPatternSet patterns(std::move(set));
  ASSERT_TRUE(succeeded(applyPartialConversion(module, target, patterns)));
  EXPECT_EQ(bodyOpNames()[0], "test.legal");
}

/// i32 -> i64, everything else unchanged.
TypeConverter widenI32() {
  TypeConverter converter;
  converter.addConversion([](Type t) -> std::optional<Type> { return t; });
  converter.addConversion([](Type t) -> std::optional<Type> {
    if (t.isInteger(32))
      return Type(IntegerType::get(t.getContext(), 64));
    return std::nullopt;
  });
  return converter;
}

/// Recreates the root with converted operand and result types.
class WidenPattern : public ConversionPattern {
public:
  WidenPattern(llvm::StringRef root, const TypeConverter *converter)
      : ConversionPattern(root, 1, "Widen", converter) {}
  llvm::LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    llvm::SmallVector<Type, 2> types;
    for (Type t : op->getResultTypes())
      types.push_back(getTypeConverter()->convertType(t));
    OperationState state(op->getLoc(), rewriter.getName("test.wide"));
    state.operands.assign(operands.begin(), operands.end());
    state.types = types;
    state.addAttribute(rewriter.getStringAttr("from"),
                       rewriter.getStringAttr(op->getName().getStringRef()));
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return llvm::success();
  }
};

const char *kProducerConsumer = R"(
func.func @f() {
  %0 = "test.producer"() : () -> i32
  "test.consumer"(%0) : (i32) -> ()
  return
}
)";

TEST_F(DialectConversionTest, UnconvertedUsersSeeACastToTheOldType) {
  ASSERT_TRUE(parse(kProducerConsumer));
  TypeConverter converter = widenI32();
  ConversionTarget target(ctx);
  target.addLegalOp("test.wide");
  target.addIllegalOp("test.producer");
  RewritePatternSet set(ctx);
  set.add(std::make_unique<WidenPattern>("test.producer", &converter));
  FrozenPatternSet patterns(std::move(set));
  ASSERT_TRUE(succeeded(applyPartialConversion(module, target, patterns)));
  std::string text = printToString(*module);
  EXPECT_NE(text.find("%0 = \"test.wide\"() {from = \"test.producer\"} : () "
                      "-> i64\n    %1 = \"builtin.unrealized_conversion_cast\""
                      "(%0) : (i64) -> i32\n    \"test.consumer\"(%1) : (i32)"),
            std::string::npos)
      << text;
}

TEST_F(DialectConversionTest, ConvertedUsersGetTheConvertedValue) {
  ASSERT_TRUE(parse(kProducerConsumer));
  TypeConverter converter = widenI32();
  ConversionTarget target(ctx);
  target.addLegalOp("test.wide");
  target.addIllegalOp("test.producer");
  target.addIllegalOp("test.consumer");
  RewritePatternSet set(ctx);
  set.add(std::make_unique<WidenPattern>("test.producer", &converter));
  set.add(std::make_unique<WidenPattern>("test.consumer", &converter));
  FrozenPatternSet patterns(std::move(set));
  ASSERT_TRUE(succeeded(applyPartialConversion(module, target, patterns)));
  std::string text = printToString(*module);
  // The stand-in cast died with its last user.
  EXPECT_EQ(text.find("unrealized_conversion_cast"), std::string::npos)
      << text;
  EXPECT_NE(text.find("\"test.wide\"(%0) {from = \"test.consumer\"} : (i64)"),
            std::string::npos)
      << text;
}

TEST_F(DialectConversionTest, OperandsNotYetConvertedAreCastOnTheWayIn) {
  ASSERT_TRUE(parse(kProducerConsumer));
  TypeConverter converter = widenI32();
  ConversionTarget target(ctx);
  target.addLegalOp("test.wide");
  target.addIllegalOp("test.consumer");
  RewritePatternSet set(ctx);
  set.add(std::make_unique<WidenPattern>("test.consumer", &converter));
  FrozenPatternSet patterns(std::move(set));
  ASSERT_TRUE(succeeded(applyPartialConversion(module, target, patterns)));
  std::string text = printToString(*module);
  EXPECT_NE(text.find("%1 = \"builtin.unrealized_conversion_cast\"(%0) : "
                      "(i32) -> i64\n    \"test.wide\"(%1) {from = "
                      "\"test.consumer\"}"),
            std::string::npos)
      << text;
}

TEST_F(DialectConversionTest, MaterializationsOfTheConverterAreUsed) {
  ASSERT_TRUE(parse(kProducerConsumer));
  TypeConverter converter = widenI32();
  converter.addSourceMaterialization([](OpBuilder &builder, Type type,
                                        ValueRange inputs,
                                        Location loc) -> Value {
    return create<arith::TruncIOp>(builder, loc, with<"in">(inputs.front()),
                                   with<"out">(type))
        .result<"out">();
  });
  ConversionTarget target(ctx);
  target.addLegalOp("test.wide");
  target.addIllegalOp("test.producer");
  RewritePatternSet set(ctx);
  set.add(std::make_unique<WidenPattern>("test.producer", &converter));
  FrozenPatternSet patterns(std::move(set));
  ASSERT_TRUE(succeeded(applyPartialConversion(module, target, patterns)));
  std::string text = printToString(*module);
  EXPECT_NE(text.find("%1 = \"arith.trunci\"(%0)"), std::string::npos)
      << text;
}

TEST_F(DialectConversionTest, BlockArgumentTypesConvertInPlace) {
  ASSERT_TRUE(parse(R"(
func.func @f(%a: i32, %b: f32) {
  "test.use"(%a, %b) : (i32, f32) -> ()
  return
}
)"));
  TypeConverter converter = widenI32();
  ConversionPatternRewriter rewriter(ctx, nullptr);
  Operation *func = &module->getRegion(0).front().front();
  ASSERT_TRUE(succeeded(
      rewriter.convertBlockTypes(func->getRegion(0).front(), converter)));
  Block &entry = func->getRegion(0).front();
  EXPECT_TRUE(entry.getArgument(0).getType().isInteger(64));
  EXPECT_TRUE(llvm::isa<FloatType>(entry.getArgument(1).getType()));
  // The old user sees an i32 again, through a cast at the block's start.
  Operation *cast = &entry.front();
  EXPECT_EQ(cast->getName().getStringRef(),
            "builtin.unrealized_conversion_cast");
  Operation *use = &*std::next(Block::iterator(cast));
  EXPECT_EQ(use->getOperand(0), cast->getResult(0));
  EXPECT_EQ(use->getOperand(1), entry.getArgument(1));
}

} // namespace

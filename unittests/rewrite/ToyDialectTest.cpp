//===- ToyDialectTest.cpp - A dialect defined outside the tree ------------===//
//
// The extension API end to end: a small dialect declares its ops as table
// rows (signature, traits, declarative format, folder, patterns), and the
// generic machinery parses, prints, verifies, folds and rewrites them.
//
//===----------------------------------------------------------------------===//
#include "TestSupport.h"

#include "dialects/common/TypeConstraints.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Dialect.h"
#include "ir/Region.h"
#include "ir/Verifier.h"
#include "rewrite/Folding.h"
#include "rewrite/GreedyPatternRewriteDriver.h"
#include "text/Printer.h"
#include "tools/InitAll/InitAll.h"

#include "gtest/gtest.h"

using namespace terrace;

namespace {
using constraints::AnyType;

// toy.add(x, toy.zero) -> x
llvm::LogicalResult foldAdd(Operation *op, llvm::ArrayRef<Attribute> operands,
                            llvm::SmallVectorImpl<OpFoldResult> &results) {
  auto rhs = llvm::dyn_cast_if_present<IntegerAttr>(operands[1]);
  if (!rhs || !rhs.getValue().isZero())
    return llvm::failure();
  results.push_back(op->getOperand(0));
  return llvm::success();
}

llvm::LogicalResult foldZero(Operation *op, llvm::ArrayRef<Attribute>,
                             llvm::SmallVectorImpl<OpFoldResult> &results) {
  results.push_back(IntegerAttr::get(op->getResult(0).getType(), 0));
  return llvm::success();
}

/// toy.add(x, x) -> toy.<name>(x)
template <const char *Name>
llvm::LogicalResult addSelf(Operation *op, PatternRewriter &rewriter) {
  if (op->getOperand(0) != op->getOperand(1))
    return llvm::failure();
  rewriter.setInsertionPoint(op);
  OperationState state(op->getLoc(), rewriter.getName(Name));
  state.operands.push_back(op->getOperand(0));
  state.types.push_back(op->getResult(0).getType());
  rewriter.replaceOp(op, rewriter.create(state)->getResults());
  return llvm::success();
}
constexpr char kDouble[] = "toy.double";
constexpr char kShl1[] = "toy.shl1";

void addPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("toy.add", "AddSelfToDouble", addSelf<kDouble>, /*benefit=*/1);
  patterns.add("toy.add", "AddSelfToShl1", addSelf<kShl1>, /*benefit=*/2);
}

const ValueSpec kBinaryOperands[] = {{"lhs", &AnyType}, {"rhs", &AnyType}};
const ValueSpec kUnaryOperand[] = {{"input", &AnyType}};
const ValueSpec kResult[] = {{"result", &AnyType}};
const OpSignature kBinary = {kBinaryOperands, kResult, {}};
const OpSignature kUnary = {kUnaryOperand, kResult, {}};
const OpSignature kNullary = {{}, kResult, {}};

// toy.mul: ONNX-like, a type constraint given as data (tensors of f16 or
// f32, or i64 alone) and a type variable `T` that its two operands and
// result share, while their shapes may differ (broadcasting).
constexpr ElementTypeRule kFloatElements[] = {{TypeKind::F16, 16},
                                              {TypeKind::F32, 32}};
constexpr ElementTypeRule kI64Element[] = {{TypeKind::Integer, 64}};
const TypeConstraint kFloatTensor = {.elementTypes = kFloatElements};
const TypeConstraint kI64Scalar = {.elementTypes = kI64Element,
                                   .container = ElementContainer::Scalar};
const ValueSpec kMulOperands[] = {{"A", &kFloatTensor, Arity::Single, {}, "T"},
                                  {"B", &kFloatTensor, Arity::Single, {}, "T"},
                                  {"axis", &kI64Scalar, Arity::Optional}};
const ValueSpec kMulResult[] = {{"C", &kFloatTensor, Arity::Single, {}, "T"}};
const OpSignature kMul = {kMulOperands, kMulResult, {}};

/// A trait of the toy dialect's own: the core knows nothing of it. Its
/// check runs with the verifier's.
struct ToyOperandsArePositiveWidth {
  static llvm::LogicalResult verify(Operation *op) {
    for (Value v : op->getOperands())
      if (v.getType().isInteger(1))
        return op->emitOpError("toy trait: operands wider than i1");
    return llvm::success();
  }
};
/// A marker trait without a check.
struct ToyIsArithmetic {};
const OpenTrait kToyAddTraits[] = {openTrait<ToyOperandsArePositiveWidth>(),
                                   openTrait<ToyIsArithmetic>()};

// The whole op table of the dialect: one row per op.
const OpDefinition kToyOps[] = {
    {.name = "toy.add",
     .traits = Pure | Commutative | SameOperandsAndResultType,
     .openTraits = kToyAddTraits,
     .signature = &kBinary,
     .format = "$lhs `,` $rhs attr-dict `:` type($result)",
     .fold = foldAdd,
     .canonicalize = addPatterns},
    {.name = "toy.neg",
     .traits = Pure | Involution | SameOperandsAndResultType,
     .signature = &kUnary,
     .format = "$input attr-dict `:` type($result)"},
    {.name = "toy.double",
     .traits = Pure | SameOperandsAndResultType,
     .signature = &kUnary,
     .format = "$input attr-dict `:` type($result)"},
    {.name = "toy.shl1",
     .traits = Pure | SameOperandsAndResultType,
     .signature = &kUnary,
     .format = "$input attr-dict `:` type($result)"},
    {.name = "toy.mul", .traits = Pure, .signature = &kMul},
    {.name = "toy.zero",
     .traits = Pure | ConstantLike,
     .signature = &kNullary,
     .format = "attr-dict `:` type($result)",
     .fold = foldZero},
};

class ToyDialect : public Dialect {
public:
  explicit ToyDialect(Context &ctx) : Dialect("toy", ctx) { addOps(kToyOps); }
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override {
    auto integer = llvm::dyn_cast<IntegerAttr>(value);
    if (!integer || !integer.getValue().isZero())
      return nullptr;
    OperationState state(loc, builder.getName("toy.zero"));
    state.types.push_back(type);
    return builder.create(state);
  }
};

struct ToyDialectTest : ::testing::Test {
  void SetUp() override {
    registerAllDialects(ctx);
    ctx.registerDialect(std::make_unique<ToyDialect>(ctx));
  }
  Operation *parse(llvm::StringRef text) { return parseText(sm, ctx, text); }
  Context ctx;
  llvm::SourceMgr sm;
};

/// The custom form (Operation::print writes the generic one).
std::string printCustom(Operation *op) {
  std::string s;
  llvm::raw_string_ostream os(s);
  printOperation(op, os, PrintFlags());
  return s;
}

/// Runs every canonicalization pattern of the context's dialects.
bool canonicalize(Operation *module, Context &ctx) {
  RewritePatternSet set(ctx);
  for (const auto &dialect : ctx.getDialects())
    dialect->forEachOp([&](const OpDefinition &def) {
      if (def.canonicalize)
        def.canonicalize(set, ctx);
    });
  FrozenPatternSet patterns(std::move(set));
  return succeeded(
      applyPatternsGreedily(module, patterns, GreedyRewriteConfig()));
}
} // namespace

TEST_F(ToyDialectTest, TheDeclarativeFormatRoundTrips) {
  const char *text = "func.func @f(%arg0: i32) -> i32 {\n"
                     "  %0 = toy.add %arg0, %arg0 {tag} : i32\n"
                     "  %1 = toy.neg %0 : i32\n"
                     "  return %1 : i32\n"
                     "}";
  Operation *module = parse(text);
  ASSERT_TRUE(module);
  ASSERT_TRUE(succeeded(verify(module)));
  std::string printed = printCustom(module);
  EXPECT_NE(printed.find("%0 = toy.add %arg0, %arg0 {tag} : i32"),
            std::string::npos)
      << printed;
  EXPECT_NE(printed.find("%1 = toy.neg %0 : i32"), std::string::npos);
  module->erase();
}

TEST_F(ToyDialectTest, TheSignatureIsVerified) {
  std::vector<Diagnostic> diags;
  collectDiagnostics(ctx, diags);
  Operation *module = parse("func.func @f(%a: i32, %b: i64) {\n"
                            "  %0 = \"toy.add\"(%a, %b) : (i32, i64) -> i32\n"
                            "  return\n}");
  ASSERT_TRUE(module);
  EXPECT_TRUE(failed(verify(module)));
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].message, "'toy.add' op requires the same type for all "
                              "operands and results");
  module->erase();
}

TEST_F(ToyDialectTest, ADialectDeclaresTraitsOfItsOwn) {
  std::vector<Diagnostic> diags;
  collectDiagnostics(ctx, diags);
  Operation *module = parse("func.func @f(%a: i1, %b: i32) {\n"
                            "  %0 = toy.add %b, %b : i32\n"
                            "  %1 = toy.neg %b : i32\n"
                            "  %2 = toy.add %a, %a : i1\n"
                            "  return\n}");
  ASSERT_TRUE(module);
  Block &body = module->getRegion(0).front().front().getRegion(0).front();
  auto it = body.begin();
  Operation *add = &*it++, *neg = &*it++;
  EXPECT_TRUE(add->hasTrait<ToyIsArithmetic>());
  EXPECT_TRUE(add->hasTrait<ToyOperandsArePositiveWidth>());
  EXPECT_FALSE(neg->hasTrait<ToyIsArithmetic>());
  // The trait's check runs as part of verification.
  EXPECT_TRUE(failed(verify(module)));
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].message, "'toy.add' op toy trait: operands wider than i1");
  module->erase();
}

TEST_F(ToyDialectTest, FoldsTraitsAndPatternsByBenefit) {
  Operation *module = parse("func.func @f(%x: i32) -> (i32, i32, i32) {\n"
                            "  %z = toy.zero : i32\n"
                            "  %0 = toy.add %z, %x : i32\n" // -> %x
                            "  %n = toy.neg %x : i32\n"
                            "  %1 = toy.neg %n : i32\n"     // -> %x
                            "  %2 = toy.add %x, %x : i32\n" // -> shl1
                            "  return %0, %1, %2 : i32, i32, i32\n}");
  ASSERT_TRUE(module);
  EXPECT_TRUE(canonicalize(module, ctx));
  ASSERT_TRUE(succeeded(verify(module)));
  std::string printed = printCustom(module);
  // The commutative fold moved the constant right, the folder removed the
  // addition, the involution removed both negations, the higher-benefit
  // pattern won, and the dead constant went.
  EXPECT_NE(printed.find("%0 = toy.shl1 %arg0 : i32"), std::string::npos)
      << printed;
  EXPECT_NE(printed.find("return %arg0, %arg0, %0 : i32, i32, i32"),
            std::string::npos)
      << printed;
  EXPECT_EQ(printed.find("toy.zero"), std::string::npos) << printed;
  EXPECT_EQ(printed.find("toy.neg"), std::string::npos) << printed;
  module->erase();
}

namespace {
struct CountingListener : RewriteListener {
  int inserted = 0, erased = 0, replaced = 0, modified = 0;
  void notifyOperationInserted(Operation *) override { ++inserted; }
  void notifyOperationErased(Operation *) override { ++erased; }
  void notifyOperationReplaced(Operation *, ValueRange) override { ++replaced; }
  void notifyOperationModified(Operation *) override { ++modified; }
};
} // namespace

TEST_F(ToyDialectTest, TheRewriterTellsItsListener) {
  Operation *module = parse("func.func @f(%x: i32) -> i32 {\n"
                            "  %0 = toy.add %x, %x : i32\n"
                            "  %1 = toy.neg %0 : i32\n"
                            "  return %1 : i32\n}");
  ASSERT_TRUE(module);
  Block &body = module->getRegion(0).front().front().getRegion(0).front();
  Operation *add = &body.front();
  CountingListener listener;
  PatternRewriter rewriter(ctx, &listener);
  ASSERT_TRUE(succeeded(addSelf<kDouble>(add, rewriter)));
  EXPECT_EQ(listener.inserted, 1); // toy.double
  EXPECT_EQ(listener.replaced, 1); // toy.add
  EXPECT_EQ(listener.modified, 1); // toy.neg now uses toy.double
  EXPECT_EQ(listener.erased, 1);   // toy.add
  EXPECT_EQ(body.front().getName().getStringRef(), "toy.double");
  module->erase();
}

// A pattern rooted on the ops a filter accepts (an interface's ops) sits in
// each accepted op's list at its insertion position, among the op's own
// patterns of equal benefit (MLIR's OpInterfaceRewritePattern); other ops
// do not see it.
TEST_F(ToyDialectTest, FilterRootedPatternsKeepTheirPlace) {
  auto never = [](Operation *, PatternRewriter &) -> llvm::LogicalResult {
    return llvm::failure();
  };
  RewritePatternSet set(ctx);
  set.add("toy.add", "first", never);
  set.addForOpsWhere(
      [](OperationName name) {
        return name.getStringRef() == "toy.add" ||
               name.getStringRef() == "toy.neg";
      },
      "filtered", never);
  set.add("toy.add", "last", never);
  FrozenPatternSet patterns(std::move(set));
  auto names = [&](llvm::StringRef op) {
    std::vector<std::string> out;
    for (const RewritePattern *p : patterns.lookup(ctx.getOperationName(op)))
      out.push_back(p->getDebugName().str());
    return out;
  };
  EXPECT_EQ(names("toy.add"),
            (std::vector<std::string>{"first", "filtered", "last"}));
  EXPECT_EQ(names("toy.neg"), (std::vector<std::string>{"filtered"}));
  EXPECT_TRUE(names("toy.zero").empty());
}

TEST_F(ToyDialectTest, TypeConstraintsAsDataAndTypeVariables) {
  auto diagnose = [&](llvm::StringRef body) {
    std::vector<Diagnostic> diags;
    collectDiagnostics(ctx, diags);
    llvm::SourceMgr fresh;
    Operation *top = parseText(fresh, ctx, body);
    if (top) {
      (void)verify(top);
      top->erase();
    }
    std::string messages;
    for (const Diagnostic &d : diags)
      messages += d.message;
    ctx.getDiagEngine().popHandler();
    return messages;
  };
  // Shapes differ, element types agree: fine.
  EXPECT_EQ(diagnose("func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {\n"
                     "  %c = \"toy.mul\"(%a, %b) : (tensor<2x3xf32>, "
                     "tensor<3xf32>) -> tensor<2x3xf32>\n  return\n}\n"),
            "");
  EXPECT_EQ(
      diagnose("func.func @f(%a: tensor<2xi32>, %b: tensor<2xi32>) {\n"
               "  %c = \"toy.mul\"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) "
               "-> tensor<2xi32>\n  return\n}\n"),
      "'toy.mul' op operand #0 must be tensor of 16-bit float or 32-bit "
      "float values, but got 'tensor<2xi32>'");
  EXPECT_EQ(diagnose("func.func @f(%a: tensor<2xf16>, %b: tensor<2xf32>) {\n"
                     "  %c = \"toy.mul\"(%a, %b) : (tensor<2xf16>, "
                     "tensor<2xf32>) -> tensor<2xf32>\n  return\n}\n"),
            "'toy.mul' op failed to verify that all of {A, B, C} have same "
            "element type");
  EXPECT_EQ(diagnose("func.func @f(%a: tensor<2xf16>, %i: i32) {\n"
                     "  %c = \"toy.mul\"(%a, %a, %i) : (tensor<2xf16>, "
                     "tensor<2xf16>, i32) -> tensor<2xf16>\n  return\n}\n"),
            "'toy.mul' op operand #2 must be 64-bit signless integer, but got "
            "'i32'");
}

//===- VerifierTest.cpp - The verifier through the C++ API ----------------===//
#include "ir/Verifier.h"
#include "tools/InitAll/InitAll.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "text/Parser.h"

#include "TestSupport.h"
#include "gtest/gtest.h"

using namespace terrace;

namespace {
/// Parses text and collects the diagnostics of parsing and verifying it.
struct Checked {
  Context ctx;
  std::vector<Diagnostic> diags;
  bool parsed = false, verified = false;

  explicit Checked(llvm::StringRef text) {
    registerAllDialects(ctx);
    ctx.allowUnregisteredDialects();
    collectDiagnostics(ctx, diags);
    llvm::SourceMgr sm;
    Operation *top = parseText(sm, ctx, text);
    parsed = top != nullptr;
    if (top) {
      verified = succeeded(verify(top));
      top->erase();
    }
  }
};
} // namespace

TEST(VerifierTest, AcceptsAWellFormedFunction) {
  Checked c("func.func @f(%a: i32) -> i32 {\n"
            "  %0 = \"foo.add\"(%a, %a) : (i32, i32) -> i32\n"
            "  return %0 : i32\n}\n");
  EXPECT_TRUE(c.parsed);
  EXPECT_TRUE(c.verified);
  EXPECT_TRUE(c.diags.empty());
}

TEST(VerifierTest, RejectsUseBeforeDefinitionInAFunction) {
  Checked c("func.func @f() {\n"
            "  %0 = \"foo.x\"(%1) : (i32) -> i32\n"
            "  %1 = \"foo.y\"() : () -> i32\n"
            "  return\n}\n");
  EXPECT_TRUE(c.parsed);
  EXPECT_FALSE(c.verified);
  ASSERT_EQ(c.diags.size(), 1u);
  EXPECT_EQ(c.diags[0].message, "operand #0 does not dominate this use");
}

TEST(VerifierTest, AllowsAnyOrderInAGraphRegion) {
  // builtin.module and unregistered ops hold graph regions.
  Checked c("%0 = \"foo.x\"(%1) : (i32) -> i32\n"
            "%1 = \"foo.y\"() : () -> i32\n");
  EXPECT_TRUE(c.verified);
}

TEST(VerifierTest, ChecksReturnAgainstTheSignature) {
  Checked c("func.func @f(%a: i64) -> i32 {\n  return %a : i64\n}\n");
  EXPECT_FALSE(c.verified);
  ASSERT_EQ(c.diags.size(), 1u);
  // mlir-opt's wording, types quoted.
  EXPECT_EQ(c.diags[0].message,
            "type of return operand 0 ('i64') doesn't match "
            "function result type ('i32') in function @f");
}

TEST(VerifierTest, RejectsDuplicateSymbols) {
  Checked c("func.func private @f()\nfunc.func private @f()\n");
  EXPECT_FALSE(c.verified);
  ASSERT_FALSE(c.diags.empty());
  EXPECT_EQ(c.diags[0].message, "redefinition of symbol named 'f'");
}

TEST(VerifierTest, RejectsCallsToMissingFunctions) {
  Checked c("func.func @f() {\n  func.call @g() : () -> ()\n  return\n}\n");
  EXPECT_FALSE(c.verified);
  ASSERT_EQ(c.diags.size(), 1u);
  EXPECT_EQ(c.diags[0].message,
            "'func.call' op 'g' does not reference a valid function");
}

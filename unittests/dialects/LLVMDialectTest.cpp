//===- LLVMDialectTest.cpp - What the llvm ops' own checks refuse ---------===//
//
// llvm.func and llvm.mlir.global check their own structure (they have no
// signature): a generic op that gives them the wrong kind of property, or
// none of what they need, is refused by the verifier before a printer or
// the translation to LLVM IR reads it.
//
//===----------------------------------------------------------------------===//
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "tools/InitAll/InitAll.h"

#include "TestSupport.h"
#include "gtest/gtest.h"

using namespace terrace;

namespace {
/// The first diagnostic of verifying `text`, or "" when it verifies.
std::string firstError(llvm::StringRef text) {
  Context ctx;
  registerAllDialects(ctx);
  std::vector<Diagnostic> diags;
  collectDiagnostics(ctx, diags);
  llvm::SourceMgr sm;
  Operation *module = parseText(sm, ctx, text);
  if (!module)
    return diags.empty() ? "parse failed" : diags.front().message;
  bool ok = succeeded(verify(module));
  module->erase();
  if (ok)
    return "";
  return diags.empty() ? "failed without a diagnostic" : diags.front().message;
}
} // namespace

TEST(LLVMDialectTest, EnumPropertiesAreOfTheirEnums) {
  // An integer where the linkage goes would verify as private and translate
  // as external: it is refused.
  EXPECT_EQ(firstError("\"llvm.func\"() <{function_type = !llvm.func<void ()>, "
                       "sym_name = \"f\", linkage = 8 : i64}> ({\n"
                       "}) : () -> ()\n"),
            "'llvm.func' op requires attribute 'linkage' to be a "
            "#llvm.linkage attribute");
  EXPECT_EQ(firstError("\"llvm.func\"() <{function_type = !llvm.func<void ()>, "
                       "sym_name = \"f\", CConv = #llvm.linkage<private>}> ({\n"
                       "}) : () -> ()\n"),
            "'llvm.func' op requires attribute 'CConv' to be a #llvm.cconv "
            "attribute");
  EXPECT_EQ(firstError("\"llvm.func\"() <{function_type = !llvm.func<void ()>, "
                       "sym_name = \"f\", linkage = #llvm.linkage<private>, "
                       "CConv = #llvm.cconv<fastcc>}> ({\n"
                       "}) : () -> ()\n"),
            "'llvm.func' op external functions must have 'external' or "
            "'extern_weak' linkage");
}

TEST(LLVMDialectTest, SymbolOpsNeedTheirParts) {
  EXPECT_EQ(firstError("\"llvm.mlir.global\"() <{global_type = i32, "
                       "sym_name = \"g\"}> : () -> ()\n"),
            "'llvm.mlir.global' op requires one region");
  EXPECT_EQ(
      firstError("\"llvm.func\"() <{function_type = !llvm.func<void ()>}> "
                 "({\n}) : () -> ()\n"),
      "'llvm.func' op requires attribute 'sym_name'");
  EXPECT_EQ(firstError("llvm.func @f() {\n  llvm.return\n}\n"), "");
}

//===- ParallelParserTest.cpp - Function bodies parsed on several threads -===//
//
// parseSourceFile with threads > 1 parses function bodies last, on several
// threads once the file is large enough. Whatever the number of threads, the
// IR and the diagnostics must be those of one front-to-back pass.
//
//===----------------------------------------------------------------------===//
#include "tools/InitAll/InitAll.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "text/Parser.h"
#include "text/Printer.h"

#include "TestSupport.h"

#include "llvm/Support/FormatVariadic.h"
#include "gtest/gtest.h"

using namespace terrace;

namespace {
/// What a parse gave: the printed IR (generic form, with locations) or the
/// diagnostics, one per line as `line:col: message`.
struct Outcome {
  bool parsed = false;
  bool verified = false;
  std::string text;
};

Outcome parseWith(llvm::StringRef text, unsigned threads) {
  Context ctx;
  registerAllDialects(ctx);
  ctx.allowUnregisteredDialects();
  std::vector<Diagnostic> diags;
  collectDiagnostics(ctx, diags);
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "in.mlir"),
                        llvm::SMLoc());
  Operation *top = parseSourceFile(sm, ctx, {}, threads);
  Outcome outcome;
  llvm::raw_string_ostream os(outcome.text);
  for (Diagnostic &d : diags) {
    auto loc = llvm::cast<FileLineColLoc>(d.loc);
    os << loc.getLine() << ":" << loc.getColumn() << ": " << d.message << "\n";
  }
  if (!top)
    return outcome;
  outcome.parsed = true;
  outcome.verified = succeeded(verify(top));
  PrintFlags flags;
  flags.generic = true;
  flags.debugInfo = true;
  printOperation(top, os, flags);
  top->erase();
  return outcome;
}

/// A module of `numFunctions` functions, about 2 KB each, in both syntaxes:
/// block arguments, nested regions, several blocks, strings and comments
/// with braces, a distinct id and location aliases shared by all bodies.
/// `bodyExtra(i)` is appended to function i's body.
std::string makeModule(unsigned numFunctions,
                       llvm::function_ref<std::string(unsigned)> bodyExtra) {
  std::string text = "#map = affine_map<(d0) -> (d0 * 2)>\nmodule {\n";
  for (unsigned i = 0; i < numFunctions; ++i) {
    if (i % 2 == 0) {
      text += llvm::formatv("  func.func @f{0}(%a: i32, %b: f32 "
                            "loc(#arg_loc)) -> i32 {{\n",
                            i);
    } else {
      text += llvm::formatv("  \"func.func\"() <{{function_type = (i32, f32) "
                            "-> i32, sym_name = \"f{0}\"}> ({{\n"
                            "  ^bb0(%a: i32, %b: f32):\n",
                            i);
    }
    for (unsigned j = 0; j < 8; ++j) {
      text += llvm::formatv(
          "    %c{0} = arith.constant {1} : i32\n"
          "    %s{0} = arith.addi %a, %c{0} : i32 loc(#op_loc)\n"
          "    \"foo.op\"(%s{0}) {{m = #map, s = \"}{{ \\\" {0}\", "
          "d = distinct[0]<{2} : i32>} : (i32) -> ()  // } not a brace\n",
          j, i * 100 + j, 7);
    }
    text += "    \"foo.region\"() ({\n"
            "      \"foo.inner\"(%b) : (f32) -> ()\n"
            "    }) : () -> ()\n";
    text += bodyExtra(i);
    text += "    cf.br ^bb1(%s7 : i32)\n"
            "  ^bb1(%r: i32):\n";
    if (i % 2 == 0)
      text += "    return %r : i32\n  }\n";
    else
      text += "    \"func.return\"(%r) : (i32) -> ()\n  }) : () -> ()\n";
  }
  text += "}\n#arg_loc = loc(\"args.mlir\":1:2)\n"
          "#op_loc = loc(\"ops.mlir\":3:4)\n";
  return text;
}

std::string noExtra(unsigned) { return ""; }

TEST(ParallelParserTest, SameIRWhateverTheThreads) {
  std::string text = makeModule(600, noExtra);
  // Large enough for several threads.
  ASSERT_GT(text.size(), 1000000u);
  Outcome one = parseWith(text, 1);
  ASSERT_TRUE(one.parsed) << one.text;
  EXPECT_TRUE(one.verified);
  for (unsigned threads : {2u, 4u}) {
    Outcome many = parseWith(text, threads);
    ASSERT_TRUE(many.parsed) << many.text;
    EXPECT_TRUE(many.verified);
    EXPECT_TRUE(one.text == many.text) << "threads: " << threads;
  }
}

TEST(ParallelParserTest, FirstErrorOfTheFileWhateverTheThreads) {
  // Errors in two bodies far apart: only the first is reported. As in
  // mlir-opt, that is the redefinition in the later body: a function body
  // is no name scope of its own, so the undeclared name of the earlier one
  // is found missing only at the end of the module.
  std::string text = makeModule(600, [](unsigned i) -> std::string {
    if (i == 300)
      return "    \"foo.use\"(%undefined) : (i32) -> ()\n";
    if (i == 500)
      return "    %c0 = arith.constant 1 : i32\n";
    return "";
  });
  Outcome one = parseWith(text, 1);
  ASSERT_FALSE(one.parsed);
  EXPECT_NE(one.text.find("redefinition of SSA value '%c0'"),
            std::string::npos)
      << one.text;
  for (unsigned threads : {2u, 4u}) {
    Outcome many = parseWith(text, threads);
    EXPECT_FALSE(many.parsed);
    EXPECT_EQ(one.text, many.text) << "threads: " << threads;
  }
}

TEST(ParallelParserTest, BodiesSeeOnlyTheAliasesAboveThem) {
  // #late is defined at the end of the file: a body may not use it.
  std::string text = makeModule(600, [](unsigned i) -> std::string {
    return i == 400 ? "    \"foo.late\"() {a = #late} : () -> ()\n" : "";
  });
  text += "#late = 5 : i32\n";
  Outcome one = parseWith(text, 1);
  ASSERT_FALSE(one.parsed);
  EXPECT_NE(one.text.find("undefined symbol alias id 'late'"),
            std::string::npos)
      << one.text;
  EXPECT_EQ(one.text, parseWith(text, 4).text);
}

TEST(ParallelParserTest, GenericBodiesSeeNamesAroundThem) {
  // A value at the top of the module: the generic bodies after it can use
  // it (the verifier then objects), so they are read in place.
  std::string text = makeModule(600, [](unsigned i) -> std::string {
    return i == 301 ? "    \"foo.use\"(%top) : (i32) -> ()\n" : "";
  });
  text.insert(text.find("module {\n") + 9,
              "  %top = \"foo.def\"() : () -> i32\n");
  Outcome one = parseWith(text, 1);
  ASSERT_TRUE(one.parsed) << one.text;
  EXPECT_FALSE(one.verified);
  Outcome many = parseWith(text, 4);
  ASSERT_TRUE(many.parsed) << many.text;
  EXPECT_FALSE(many.verified);
  EXPECT_TRUE(one.text == many.text);
}

} // namespace

//===- ParserPrinterTest.cpp - The parse/print API ------------------------===//
#include "tools/InitAll/InitAll.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "text/Parser.h"
#include "text/Printer.h"

#include "TestSupport.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace terrace;

/// Parses and prints `text`; `threadsUsed`, if given, receives how many
/// threads printed.
static std::string roundTrip(Context &ctx, llvm::StringRef text,
                             PrintFlags flags,
                             unsigned *threadsUsed = nullptr) {
  llvm::SourceMgr sm;
  Operation *top = parseText(sm, ctx, text);
  if (!top)
    return "<error>";
  std::string out;
  llvm::raw_string_ostream os(out);
  unsigned threads = printOperation(top, os, flags);
  if (threadsUsed)
    *threadsUsed = threads;
  top->erase();
  return out;
}

TEST(ParserPrinterTest, ParsesStandaloneAttributesAndTypes) {
  Context ctx;
  Attribute a = parseAttribute("[1 : i32, \"s\", @f::@g, unit]", ctx);
  ASSERT_TRUE(a);
  auto array = llvm::cast<ArrayAttr>(a);
  EXPECT_EQ(array.size(), 4u);
  EXPECT_TRUE(llvm::isa<SymbolRefAttr>(array[2]));
  Type t = parseType("memref<2x?xf32, strided<[?, 1]>>", ctx);
  ASSERT_TRUE(t);
  EXPECT_TRUE(llvm::isa<MemRefType>(t));
  // Parsing the same text again yields the same uniqued objects.
  EXPECT_EQ(a, parseAttribute("[1 : i32, \"s\", @f::@g, unit]", ctx));
  EXPECT_EQ(t, parseType("memref<2x?xf32, strided<[?, 1]>>", ctx));
}

TEST(ParserPrinterTest, ReportsOneLocatedError) {
  Context ctx;
  std::vector<Diagnostic> diags;
  collectDiagnostics(ctx, diags);
  EXPECT_FALSE(parseType("tensor<4xf32", ctx));
  ASSERT_EQ(diags.size(), 1u);
  auto loc = llvm::dyn_cast<FileLineColLoc>(diags[0].loc);
  ASSERT_TRUE(loc);
  EXPECT_EQ(loc.getLine(), 1u);
  EXPECT_EQ(diags[0].message, "expected '>' in tensor type");
}

TEST(ParserPrinterTest, GenericAndCustomForms) {
  Context ctx;
  registerAllDialects(ctx);
  llvm::StringRef text = "func.func @id(%x: i32) -> i32 {\n"
                         "  return %x : i32\n"
                         "}\n";
  PrintFlags custom;
  EXPECT_EQ(roundTrip(ctx, text, custom),
            "module {\n"
            "  func.func @id(%arg0: i32) -> i32 {\n"
            "    return %arg0 : i32\n"
            "  }\n"
            "}\n");
  PrintFlags generic;
  generic.generic = true;
  EXPECT_EQ(roundTrip(ctx, text, generic),
            "\"builtin.module\"() ({\n"
            "  \"func.func\"() <{function_type = (i32) -> i32, sym_name = "
            "\"id\"}> ({\n"
            "  ^bb0(%arg0: i32):\n"
            "    \"func.return\"(%arg0) : (i32) -> ()\n"
            "  }) : () -> ()\n"
            "}) : () -> ()\n");
}

TEST(ParserPrinterTest, RejectsUnknownDialectsUnlessAllowed) {
  Context ctx;
  registerAllDialects(ctx);
  ctx.getDiagEngine().pushHandler([](Diagnostic &) { return true; });
  llvm::StringRef text = "\"foo.bar\"() : () -> ()\n";
  EXPECT_EQ(roundTrip(ctx, text, PrintFlags()), "<error>");
  ctx.allowUnregisteredDialects();
  EXPECT_EQ(roundTrip(ctx, text, PrintFlags()),
            "module {\n  \"foo.bar\"() : () -> ()\n}\n");
}

TEST(ParserPrinterTest, BoundsNesting) {
  Context ctx;
  ctx.allowUnregisteredDialects();
  std::vector<Diagnostic> diags;
  collectDiagnostics(ctx, diags);
  std::string deep = "\"foo.a\"() {x = " + std::string(100000, '[') +
                     std::string(100000, ']') + "} : () -> ()\n";
  EXPECT_EQ(roundTrip(ctx, deep, PrintFlags()), "<error>");
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_NE(diags[0].message.find("nesting deeper than"), std::string::npos);
}

TEST(ParserPrinterTest, ParallelPrintingMatchesSequential) {
  // Enough ops for the printer to split the module body across threads (it
  // takes at least 20,000 ops per thread): 1,000 functions of 52 ops.
  std::string text;
  llvm::raw_string_ostream os(text);
  for (int f = 0; f < 1000; ++f) {
    os << "func.func @f" << f << "(%a: i32) -> i32 {\n";
    for (int i = 0; i < 50; ++i)
      os << "  %v" << i << " = \"foo.op\"(%a) {k = " << (f * 50 + i)
         << " : i64, m = affine_map<(d0) -> (d0 + " << (i % 7) << ")>}"
         << " : (i32) -> i32\n";
    os << "  return %a : i32\n}\n";
  }
  Context ctx;
  registerAllDialects(ctx);
  ctx.allowUnregisteredDialects();
  for (bool generic : {false, true}) {
    PrintFlags sequential, parallel;
    sequential.generic = parallel.generic = generic;
    sequential.threads = 1;
    parallel.threads = 4;
    unsigned seqThreads = 0, parThreads = 0;
    std::string seq = roundTrip(ctx, text, sequential, &seqThreads);
    std::string par = roundTrip(ctx, text, parallel, &parThreads);
    EXPECT_NE(seq, "<error>");
    EXPECT_EQ(seqThreads, 1u);
    // The comparison means something only if the body was really split.
    EXPECT_GE(parThreads, 2u) << "generic=" << generic;
    EXPECT_EQ(seq, par) << "generic=" << generic;
  }
}

TEST(ParserPrinterTest, CloneRemapsUsesThatPrecedeTheirDefinition) {
  Context ctx;
  registerAllDialects(ctx);
  ctx.allowUnregisteredDialects();
  llvm::SourceMgr sm;
  Operation *module = parseText(sm, ctx,
                                "\"foo.holder\"() ({\n"
                                "  \"foo.br\"()[^bb2] : () -> ()\n"
                                "^bb1:\n"
                                "  \"foo.use\"(%v) : (i32) -> ()\n"
                                "^bb2:\n"
                                "  %v = \"foo.def\"() : () -> i32\n"
                                "  \"foo.br\"()[^bb1] : () -> ()\n"
                                "}) : () -> ()\n");
  ASSERT_TRUE(module);
  Operation &holder = module->getRegion(0).front().front();
  Operation *copy = holder.clone();
  Region &region = copy->getRegion(0);
  Block &use = *std::next(region.begin());
  Block &def = *std::next(region.begin(), 2);
  EXPECT_EQ(use.front().getOperand(0).getDefiningOp(), &def.front());
  EXPECT_NE(use.front().getOperand(0),
            std::next(holder.getRegion(0).begin(), 2)->front().getResult(0));
  copy->erase();
  module->erase();
}

TEST(ParserPrinterTest, PrintingANestedOpNumbersFromTheOutermostOp) {
  // Like MLIR's Operation::print, a nested op is numbered in the context of
  // the whole module, so its use of the outer %c prints as %0. The expected
  // lines are those mlir-opt --mlir-print-op-generic prints for the module.
  Context ctx;
  registerAllDialects(ctx);
  ctx.allowUnregisteredDialects();
  llvm::SourceMgr sm;
  Operation *module = parseText(sm, ctx,
                                "%c = \"foo.def\"() : () -> i32\n"
                                "\"foo.wrap\"() ({\n"
                                "  %x = \"foo.use\"(%c) : (i32) -> i32\n"
                                "  %y = \"foo.use\"(%x) : (i32) -> i32\n"
                                "}) : () -> ()\n");
  ASSERT_TRUE(module);
  Operation &wrap = *std::next(module->getRegion(0).front().begin());
  std::string alone = printToString(wrap);
  EXPECT_EQ(alone.find("foo.def"), std::string::npos) << alone;
  EXPECT_NE(alone.find("%1 = \"foo.use\"(%0) : (i32) -> i32"),
            std::string::npos)
      << alone;
  EXPECT_NE(alone.find("%2 = \"foo.use\"(%1) : (i32) -> i32"),
            std::string::npos)
      << alone;
  // The inner use printed alone shows the same numbers.
  Operation &inner = wrap.getRegion(0).front().back();
  EXPECT_EQ(printToString(inner), "%2 = \"foo.use\"(%1) : (i32) -> i32");
  module->erase();
}

TEST(ParserPrinterTest, ValueNamesAreThePrintedNames) {
  // What dump-alias-sets writes: the names a print of the root gives,
  // result groups and the entry block's arguments included, and a later
  // block's arguments numbered as values.
  Context ctx;
  registerAllDialects(ctx);
  ctx.allowUnregisteredDialects();
  llvm::SourceMgr sm;
  Operation *module =
      parseText(sm, ctx,
                "func.func @f(%a: i32) -> index {\n"
                "  %c = arith.constant 0 : index\n"
                "  %p:2 = \"foo.pair\"(%a) : (i32) -> (i32, i32)\n"
                "  cf.br ^bb1(%c : index)\n"
                "^bb1(%x: index):\n"
                "  return %x : index\n"
                "}\n");
  ASSERT_TRUE(module);
  Operation &func = module->getRegion(0).front().front();
  Block &entry = func.getRegion(0).front();
  Block &next = func.getRegion(0).back();
  auto it = entry.begin();
  Operation &constant = *it++;
  Operation &pair = *it;
  ValueNames names(module);
  EXPECT_EQ(names.nameOf(entry.getArgument(0)), "%arg0");
  EXPECT_EQ(names.nameOf(constant.getResult(0)), "%c0");
  EXPECT_EQ(names.nameOf(pair.getResult(0)), "%0#0");
  EXPECT_EQ(names.nameOf(pair.getResult(1)), "%0#1");
  EXPECT_EQ(names.nameOf(next.getArgument(0)), "%1");
  // The names a print of the module shows.
  std::string printed;
  llvm::raw_string_ostream os(printed);
  printOperation(module, os, PrintFlags());
  EXPECT_NE(printed.find("%0:2 = \"foo.pair\"(%arg0)"), std::string::npos)
      << printed;
  EXPECT_NE(printed.find("^bb1(%1: index):"), std::string::npos) << printed;
  module->erase();
}

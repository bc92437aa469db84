//===- ParserFuzzer.cpp - libFuzzer target for the text format ------------===//
//
// Feeds arbitrary bytes to the parser. Whatever parses must verify or be
// rejected cleanly, and must print text that parses again; printing is
// stable from the second print on (the first reparse may round values, as
// mlir-opt does). Parsing with function bodies set aside (threads > 1) must
// give what one front-to-back pass gives, diagnostics included. Any crash,
// sanitizer report, leak or abort is a bug.
//
//===----------------------------------------------------------------------===//
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "text/Parser.h"
#include "text/Printer.h"
#include "tools/InitAll/InitAll.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>

using namespace terrace;

/// Parses, verifies and prints `text`; false when it does not parse.
/// `diagnostics`, when given, receives the messages of the parse.
static bool parseAndPrint(llvm::StringRef text, std::string &out,
                          unsigned threads = 1,
                          std::string *diagnostics = nullptr) {
  Context ctx;
  registerAllDialectsWithoutExternalModels(ctx);
  ctx.allowUnregisteredDialects();
  ctx.getDiagEngine().pushHandler([&](Diagnostic &d) {
    if (diagnostics)
      *diagnostics += d.message + "\n";
    return true;
  });
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz"),
                        llvm::SMLoc());
  Operation *top = parseSourceFile(sm, ctx, {}, threads);
  if (!top)
    return false;
  bool ok = succeeded(verify(top));
  if (ok) {
    llvm::raw_string_ostream os(out);
    PrintFlags flags;
    flags.generic = true;
    flags.debugInfo = true;
    printOperation(top, os, flags);
  }
  top->erase();
  return ok;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef input(reinterpret_cast<const char *>(data), size);
  std::string first, deferred, firstDiags, deferredDiags;
  bool parsed = parseAndPrint(input, first, 1, &firstDiags);
  bool parsedDeferred = parseAndPrint(input, deferred, 2, &deferredDiags);
  if (parsed != parsedDeferred || first != deferred ||
      firstDiags != deferredDiags) {
    std::fprintf(stderr,
                 "bodies parsed last differ from one pass:\n%s\n%s---\n%s\n%s",
                 first.c_str(), firstDiags.c_str(), deferred.c_str(),
                 deferredDiags.c_str());
    std::abort();
  }
  if (!parsed)
    return 0;
  std::string second, third;
  if (!parseAndPrint(first, second)) {
    std::fprintf(stderr, "printed IR does not parse again:\n%s\n",
                 first.c_str());
    std::abort();
  }
  if (!parseAndPrint(second, third) || second != third) {
    std::fprintf(stderr, "printing is not stable:\n%s\n---\n%s\n",
                 second.c_str(), third.c_str());
    std::abort();
  }
  return 0;
}

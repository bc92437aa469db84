//===- ONNXImportFuzzer.cpp - libFuzzer target for the ONNX importer ------===//
//
// Feeds arbitrary bytes to the importer as a model (no external data can be
// reached from memory). Whatever imports (the importer verifies it) must
// print; anything else must be reported. Any crash, sanitizer report, leak, abort or
// escaping exception is a bug. Seeded with every model under test/ and
// ONNX's node tests (test/fuzz/make_onnx_seeds.py).
//
//===----------------------------------------------------------------------===//
#include "frontends/onnx/ONNXImporter.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "text/Printer.h"
#include "tools/InitAll/InitAll.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>

using namespace terrace;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Context ctx;
  registerAllDialectsWithoutExternalModels(ctx);
  unsigned errors = 0;
  ctx.getDiagEngine().pushHandler([&](Diagnostic &d) {
    errors += d.severity == Severity::Error;
    return true;
  });
  llvm::StringRef bytes(reinterpret_cast<const char *>(data), size);
  Operation *module = importONNXModelBytes(ctx, bytes, "fuzz", "");
  if (!module) {
    if (errors == 0) {
      std::fprintf(stderr, "a model was refused without an error\n");
      std::abort();
    }
    return 0;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  PrintFlags flags;
  flags.generic = true;
  printOperation(module, os, flags);
  module->erase();
  return 0;
}

//===- TestSupport.h - Helpers shared by the GoogleTest suites ------------===//
#ifndef TERRACE_UNITTESTS_TESTSUPPORT_H
#define TERRACE_UNITTESTS_TESTSUPPORT_H

#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "text/Parser.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

/// The text `x.print(os)` writes, for types, attributes, affine expressions
/// and operations alike.
template <typename T> std::string printToString(T &&x) {
  std::string s;
  llvm::raw_string_ostream os(s);
  x.print(os);
  return s;
}

/// Parses `text` as file in.mlir; null (after a diagnostic) on failure.
inline terrace::Operation *parseText(llvm::SourceMgr &sm, terrace::Context &ctx,
                                     llvm::StringRef text) {
  sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "in.mlir"),
                        llvm::SMLoc());
  return terrace::parseSourceFile(sm, ctx);
}

/// Sends every diagnostic of `ctx` into `out` instead of stderr.
inline void collectDiagnostics(terrace::Context &ctx,
                               std::vector<terrace::Diagnostic> &out) {
  ctx.getDiagEngine().pushHandler([&out](terrace::Diagnostic &d) {
    out.push_back(d);
    return true;
  });
}

#endif

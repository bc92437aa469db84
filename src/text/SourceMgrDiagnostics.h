//===- SourceMgrDiagnostics.h - Diagnostics against source buffers --------===//
//
// Two handlers for tools: one prints each diagnostic as
// `file:line:col: error: message`, the source line and a caret; the other
// implements --verify-diagnostics: it checks diagnostics against the
// `expected-error {{...}}` comments of the buffer.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Diagnostics.h"

#include "llvm/Support/SourceMgr.h"

#include <memory>

namespace terrace {

/// Prints diagnostics located in `sourceMgr`'s buffers with a caret.
class SourceMgrDiagnosticHandler {
public:
  SourceMgrDiagnosticHandler(llvm::SourceMgr &sourceMgr, Context &ctx,
                             llvm::raw_ostream &os);
  ~SourceMgrDiagnosticHandler();
  void emit(const Diagnostic &diag, bool displaySourceLine = true);
  /// Prints diagnostics without their notes (--mlir-disable-diagnostic-notes).
  void disableNotes() { showNotes = false; }

protected:
  llvm::SourceMgr &sourceMgr;
  Context &ctx;
  llvm::raw_ostream &os;

private:
  std::optional<llvm::SMLoc> findLoc(Location loc);
  bool showNotes = true;
};

/// Checks the diagnostics of a buffer against its expected-* comments.
class SourceMgrDiagnosticVerifierHandler : public SourceMgrDiagnosticHandler {
public:
  SourceMgrDiagnosticVerifierHandler(llvm::SourceMgr &sourceMgr, Context &ctx,
                                     llvm::raw_ostream &os);
  ~SourceMgrDiagnosticVerifierHandler();
  /// Reports expected diagnostics that never came; fails if any diagnostic
  /// was unexpected or missing, or an expectation was malformed.
  LogicalResult verify();

private:
  struct Expected;
  bool process(const Diagnostic &diag);
  std::vector<std::unique_ptr<Expected>> expected;
  bool failedAny = false;
};

} // namespace terrace

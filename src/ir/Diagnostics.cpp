//===- Diagnostics.cpp ----------------------------------------------------===//
#include "ir/Diagnostics.h"
#include "ir/Context.h"

#include "llvm/Support/raw_ostream.h"

#include <utility>

using namespace terrace;

size_t DiagnosticEngine::pushHandler(Handler handler) {
  handlers.push_back(std::move(handler));
  return handlers.size() - 1;
}

void DiagnosticEngine::popHandler() { handlers.pop_back(); }

static thread_local std::vector<Diagnostic> *captureSink = nullptr;
static thread_local unsigned threadErrorCount = 0;

unsigned DiagnosticEngine::errorsOnThisThread() { return threadErrorCount; }

std::vector<Diagnostic> *
DiagnosticEngine::captureOnThisThread(std::vector<Diagnostic> *sink) {
  return std::exchange(captureSink, sink);
}

static thread_local unsigned discardDepth = 0;

bool DiagnosticEngine::isDiscarding() { return discardDepth != 0; }

size_t DiagnosticEngine::discardWhile(llvm::function_ref<void()> fn) {
  std::vector<Diagnostic> discarded;
  std::vector<Diagnostic> *previousSink = captureSink;
  unsigned previousErrors = threadErrorCount;
  captureSink = &discarded;
  ++discardDepth;
  fn();
  --discardDepth;
  captureSink = previousSink;
  threadErrorCount = previousErrors;
  return discarded.size();
}

void DiagnosticEngine::replay(std::vector<Diagnostic> &diags) {
  for (Diagnostic &diag : diags)
    emit(std::move(diag));
  diags.clear();
}

void DiagnosticEngine::emit(Diagnostic &&diag) {
  if (diag.severity == Severity::Error)
    ++threadErrorCount;
  if (captureSink) {
    captureSink->push_back(std::move(diag));
    return;
  }
  for (auto it = handlers.rbegin(); it != handlers.rend(); ++it)
    if ((*it)(diag))
      return;
  // No handler took it: errors still reach the user.
  if (diag.severity == Severity::Error) {
    llvm::errs() << "error: " << diag.message << "\n";
    for (const Diagnostic &note : diag.notes)
      llvm::errs() << "note: " << note.message << "\n";
  }
}

/// Types are quoted in diagnostics, as in MLIR: `'i32'`.
std::string terrace::quoted(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << '\'';
  type.print(os);
  os << '\'';
  return s;
}

InFlightDiagnostic &InFlightDiagnostic::operator<<(Type type) {
  diag.message += quoted(type);
  return *this;
}

InFlightDiagnostic &
InFlightDiagnostic::operator<<(llvm::ArrayRef<int64_t> values) {
  llvm::raw_string_ostream os(diag.message);
  llvm::interleaveComma(values, os);
  return *this;
}

InFlightDiagnostic &InFlightDiagnostic::operator<<(Attribute attr) {
  llvm::raw_string_ostream os(diag.message);
  attr.print(os);
  return *this;
}

InFlightDiagnostic &InFlightDiagnostic::attachNote(Location loc,
                                                   const llvm::Twine &msg) {
  diag.notes.push_back({loc, Severity::Note, msg.str(), {}});
  return *this;
}

void InFlightDiagnostic::report() {
  if (!engine)
    return;
  DiagnosticEngine *e = engine;
  engine = nullptr;
  e->emit(std::move(diag));
}

static InFlightDiagnostic emitDiag(Location loc, Severity sev,
                                   const llvm::Twine &msg) {
  return InFlightDiagnostic(loc.getContext().getDiagEngine(),
                            Diagnostic{loc, sev, msg.str(), {}});
}

InFlightDiagnostic terrace::emitError(Location loc, const llvm::Twine &msg) {
  return emitDiag(loc, Severity::Error, msg);
}
InFlightDiagnostic terrace::emitWarning(Location loc, const llvm::Twine &msg) {
  return emitDiag(loc, Severity::Warning, msg);
}
InFlightDiagnostic terrace::emitRemark(Location loc, const llvm::Twine &msg) {
  return emitDiag(loc, Severity::Remark, msg);
}

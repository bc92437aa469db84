//===- SourceMgrDiagnostics.cpp -------------------------------------------===//
#include "text/SourceMgrDiagnostics.h"
#include "ir/Context.h"

#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;

static llvm::SourceMgr::DiagKind toKind(Severity s) {
  switch (s) {
  case Severity::Error:
    return llvm::SourceMgr::DK_Error;
  case Severity::Warning:
    return llvm::SourceMgr::DK_Warning;
  case Severity::Note:
    return llvm::SourceMgr::DK_Note;
  case Severity::Remark:
    return llvm::SourceMgr::DK_Remark;
  }
  return llvm::SourceMgr::DK_Error;
}

static const char *severityName(Severity s) {
  switch (s) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  case Severity::Note:
    return "note";
  case Severity::Remark:
    return "remark";
  }
  return "error";
}

/// The first file:line:col inside a location (name, call site, fused).
static std::optional<FileLineColLoc> findFileLoc(Location loc) {
  if (auto f = llvm::dyn_cast<FileLineColLoc>(loc))
    return f;
  if (auto n = llvm::dyn_cast<NameLoc>(loc))
    return findFileLoc(n.getChildLoc());
  if (auto c = llvm::dyn_cast<CallSiteLoc>(loc))
    return findFileLoc(c.getCallee());
  if (auto f = llvm::dyn_cast<FusedLoc>(loc))
    for (Attribute inner : f.getLocations())
      if (auto r = findFileLoc(Location(inner)))
        return r;
  return std::nullopt;
}

SourceMgrDiagnosticHandler::SourceMgrDiagnosticHandler(
    llvm::SourceMgr &sourceMgr, Context &ctx, llvm::raw_ostream &os)
    : sourceMgr(sourceMgr), ctx(ctx), os(os) {
  ctx.getDiagEngine().pushHandler([this](Diagnostic &diag) {
    emit(diag);
    return true;
  });
}

SourceMgrDiagnosticHandler::~SourceMgrDiagnosticHandler() {
  ctx.getDiagEngine().popHandler();
}

std::optional<llvm::SMLoc> SourceMgrDiagnosticHandler::findLoc(Location loc) {
  auto fileLoc = findFileLoc(loc);
  if (!fileLoc)
    return std::nullopt;
  for (unsigned id = 1; id <= sourceMgr.getNumBuffers(); ++id) {
    const llvm::MemoryBuffer *buf = sourceMgr.getMemoryBuffer(id);
    if (buf->getBufferIdentifier() != fileLoc->getFilename().getValue())
      continue;
    if (fileLoc->getLine() == 0)
      return std::nullopt;
    llvm::SMLoc smloc = sourceMgr.FindLocForLineAndColumn(
        id, fileLoc->getLine(), std::max(1u, fileLoc->getColumn()));
    if (smloc.isValid())
      return smloc;
  }
  return std::nullopt;
}

void SourceMgrDiagnosticHandler::emit(const Diagnostic &diag,
                                      bool displaySourceLine) {
  auto smloc = findLoc(diag.loc);
  if (smloc && displaySourceLine) {
    sourceMgr.PrintMessage(os, *smloc, toKind(diag.severity), diag.message);
  } else if (smloc) {
    // The position without the quoted line and caret.
    auto [line, column] = sourceMgr.getLineAndColumn(*smloc);
    os << sourceMgr.getMemoryBuffer(sourceMgr.FindBufferContainingLoc(*smloc))
              ->getBufferIdentifier()
       << ':' << line << ':' << column << ": " << severityName(diag.severity)
       << ": " << diag.message << '\n';
  } else {
    std::string where;
    llvm::raw_string_ostream ws(where);
    if (auto f = findFileLoc(diag.loc)) {
      ws << f->getFilename().getValue() << ':' << f->getLine() << ':'
         << f->getColumn();
      os << where << ": " << severityName(diag.severity) << ": " << diag.message
         << "\n";
    } else {
      // No file position: `<unknown>:0: error: ...`, with the location in
      // front of the message unless it is unknown, as mlir-opt prints it.
      if (!llvm::isa<UnknownLoc>(diag.loc)) {
        diag.loc.print(ws);
        ws << ": ";
      }
      sourceMgr.PrintMessage(os, llvm::SMLoc(), toKind(diag.severity),
                             where + diag.message);
    }
  }
  // As mlir-opt: a note quotes its source line only when it points
  // somewhere other than the diagnostic or note before it.
  if (!showNotes)
    return;
  Location previous = diag.loc;
  for (const Diagnostic &note : diag.notes) {
    emit(note, note.loc != previous);
    previous = note.loc;
  }
}

//===-- --verify-diagnostics ----------------------------------------------===//

struct SourceMgrDiagnosticVerifierHandler::Expected {
  Severity severity;
  unsigned line;
  llvm::SMLoc fileLoc;
  std::string text;
  /// `{{...}}` parts are regular expressions.
  std::optional<llvm::Regex> regex;
  bool matched = false;
};

/// Turns `a {{b.*}} c` into the regex `a b.* c` with the plain parts escaped.
static std::string buildRegex(llvm::StringRef text) {
  std::string regex;
  while (!text.empty()) {
    size_t open = text.find("{{");
    if (open == llvm::StringRef::npos) {
      regex += llvm::Regex::escape(text);
      break;
    }
    regex += llvm::Regex::escape(text.take_front(open));
    text = text.drop_front(open + 2);
    size_t close = text.find("}}");
    regex += "(" + text.take_front(close).str() + ")";
    text = close == llvm::StringRef::npos ? llvm::StringRef()
                                          : text.drop_front(close + 2);
  }
  return regex;
}

SourceMgrDiagnosticVerifierHandler::SourceMgrDiagnosticVerifierHandler(
    llvm::SourceMgr &sourceMgr, Context &ctx, llvm::raw_ostream &os)
    : SourceMgrDiagnosticHandler(sourceMgr, ctx, os) {
  // Replace the printing handler with the checking one.
  ctx.getDiagEngine().popHandler();
  ctx.getDiagEngine().pushHandler([this](Diagnostic &diag) {
    if (!process(diag))
      failedAny = true;
    return true;
  });

  const llvm::MemoryBuffer *buf = sourceMgr.getMemoryBuffer(1);
  llvm::StringRef text = buf->getBuffer();
  // MLIR's syntax: expected-<kind>[-re] [@above|@below|@+N|@-N] {{text}}
  static llvm::Regex pattern("expected-(error|note|remark|warning)(-re)? *"
                             "(@above|@below|@[+-][0-9]+)? *\\{\\{(.*)\\}\\}");
  llvm::SmallVector<llvm::StringRef, 64> lines;
  text.split(lines, '\n');
  // `@below` lines wait for the next line that is not itself an expectation.
  llvm::SmallVector<Expected *, 2> pendingBelow;
  for (unsigned i = 0; i < lines.size(); ++i) {
    llvm::StringRef line = lines[i];
    llvm::SmallVector<llvm::StringRef, 4> m;
    if (!pattern.match(line, &m)) {
      if (!line.contains("expected-")) {
        for (Expected *e : pendingBelow)
          e->line = i + 1;
        pendingBelow.clear();
      }
      continue;
    }
    auto e = std::make_unique<Expected>();
    e->severity = m[1] == "error"    ? Severity::Error
                  : m[1] == "note"   ? Severity::Note
                  : m[1] == "remark" ? Severity::Remark
                                     : Severity::Warning;
    e->line = i + 1;
    e->fileLoc = llvm::SMLoc::getFromPointer(m[0].data());
    bool isRegex = !m[2].empty();
    llvm::StringRef offset = m[3];
    if (offset == "@above") {
      e->line = i;
    } else if (offset == "@below") {
      pendingBelow.push_back(e.get());
    } else if (!offset.empty()) {
      int delta = 0;
      offset.drop_front(2).getAsInteger(10, delta);
      if (offset[1] == '-')
        delta = -delta;
      e->line = unsigned(int(i + 1) + delta);
    }
    // The message ends at the last `}}` on the line. Plain expectations
    // match as substrings; -re ones treat `{{...}}` parts as regexes.
    e->text = m[4].str();
    e->regex.emplace(isRegex ? buildRegex(e->text)
                             : llvm::Regex::escape(e->text));
    std::string error;
    if (!e->regex->isValid(error)) {
      sourceMgr.PrintMessage(os, e->fileLoc, llvm::SourceMgr::DK_Error,
                             "invalid regex: " + error);
      failedAny = true;
    }
    expected.push_back(std::move(e));
  }
}

SourceMgrDiagnosticVerifierHandler::~SourceMgrDiagnosticVerifierHandler() =
    default;

bool SourceMgrDiagnosticVerifierHandler::process(const Diagnostic &diag) {
  bool ok = true;
  auto fileLoc = findFileLoc(diag.loc);
  unsigned line = fileLoc ? fileLoc->getLine() : 0;
  Expected *match = nullptr;
  for (auto &e : expected)
    if (!e->matched && e->severity == diag.severity && e->line == line &&
        e->regex->match(diag.message)) {
      match = e.get();
      break;
    }
  if (match) {
    match->matched = true;
  } else {
    Diagnostic unexpected = diag;
    unexpected.notes.clear();
    unexpected.severity = Severity::Error;
    unexpected.message = std::string("unexpected ") +
                         severityName(diag.severity) + ": " + diag.message;
    emit(unexpected);
    ok = false;
  }
  for (const Diagnostic &note : diag.notes)
    ok &= process(note);
  return ok;
}

LogicalResult SourceMgrDiagnosticVerifierHandler::verify() {
  for (auto &e : expected)
    if (!e->matched) {
      sourceMgr.PrintMessage(os, e->fileLoc, llvm::SourceMgr::DK_Error,
                             std::string("expected ") +
                                 severityName(e->severity) + " \"" + e->text +
                                 "\" was not produced");
      failedAny = true;
    }
  return failure(failedAny);
}

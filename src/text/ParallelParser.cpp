//===- ParallelParser.cpp - Function bodies parsed on several threads -----===//
//
// A large file is mostly function bodies, and a body of an op isolated from
// above (func.func) depends on nothing parsed after the op's header except
// the file's aliases. So, when asked (deferIsolatedBodies), the parser reads
// the file front to back as usual but skips such bodies at the top of the
// file, finding each closing brace with a scan of the text; once the whole
// file is read, the bodies are parsed by several threads, each with a
// parser of its own that shares the file's aliases and distinct ids.
//
// The result must be what one front-to-back pass gives, or nothing: a body
// is set aside only where that pass would read it the same way (no SSA names
// of the enclosing scope it could see or define), a worker sees only the
// aliases defined above its body, and must end exactly at the brace the scan
// found. Anything else, and every diagnostic, makes the parse fail; the
// caller (parseSourceFile) then parses the file again in one pass, which
// reports the first error exactly as the user would otherwise see it.
//
//===----------------------------------------------------------------------===//
#include "text/OperationParser.h"

#include "ir/Operation.h"

#include <array>
#include <atomic>
#include <system_error>
#include <thread>

using namespace terrace;

/// Bodies are dealt to threads only when there is this much text per
/// thread: below it, starting a thread costs more than it saves.
static constexpr size_t kMinBytesPerThread = 256 * 1024;
/// The text of parsed bodies is released in runs of this many bodies:
/// releasing pages costs a system call and, with threads, interrupts to
/// the other cores, which per body would cost more than the parse saves.
static constexpr size_t kBodiesPerRelease = 64;

bool OperationParser::canDeferRegion() const {
  // Only the regions of an isolated op directly in the file's top-level op
  // (or at the top, in an implicit module), and only where the scope around
  // has no names: a generic op's body sees the names around it, and a
  // pending use out there could be defined inside.
  return deferThreads && parsingIsolatedOp && regionStack.size() <= 1 &&
         scopes.back().values.empty() && forwardRefs.empty() && !deferralBroken;
}

namespace {
/// Characters the brace scan stops at.
struct ScanTable {
  std::array<bool, 256> special{};
  constexpr ScanTable() {
    for (unsigned char c : {'{', '}', '"', '/', '#', '\0'})
      special[c] = true;
  }
};
constexpr ScanTable kScanTable;
} // namespace

/// The brace closing the one at `lbrace`, skipping strings and comments as
/// the lexer does; null when the text is not that simple (an unterminated
/// string, file metadata braces, a NUL): such a body is parsed in place.
static const char *findClosingBrace(const char *lbrace, const char *end) {
  unsigned depth = 0;
  for (const char *p = lbrace; p < end; ++p) {
    if (!kScanTable.special[static_cast<unsigned char>(*p)])
      continue;
    switch (*p) {
    case '{':
      if (p + 1 < end && p[1] == '-')
        return nullptr; // `{-#`
      ++depth;
      break;
    case '}':
      if (--depth == 0)
        return p;
      break;
    case '#':
      if (p + 2 < end && p[1] == '-' && p[2] == '}')
        return nullptr; // `#-}`
      break;
    case '"':
      for (++p;; ++p) {
        if (p >= end || *p == '\n' || *p == '\r' || *p == '\0')
          return nullptr;
        if (*p == '"')
          break;
        if (*p == '\\')
          ++p;
      }
      break;
    case '/':
      if (p + 1 < end && p[1] == '/')
        while (p + 1 < end && p[1] != '\n' && p[1] != '\r')
          ++p;
      break;
    default: // '\0'
      return nullptr;
    }
  }
  return nullptr;
}

bool OperationParser::deferRegion(Region &region,
                                  llvm::ArrayRef<Argument> arguments,
                                  bool isolated, const char *lbrace) {
  const char *rbrace = findClosingBrace(lbrace, state.lex.getLimit());
  if (!rbrace)
    return false;
  DeferredRegion body;
  body.lbrace = lbrace;
  body.rbrace = rbrace;
  body.isolated = isolated;
  body.defaultDialect = getDefaultDialect();
  // parseRegion entered the region's level already; the worker enters it
  // again.
  body.nestingDepth = state.nestingDepth - 1;
  body.lineCursor = state.lineCursor;
  body.lineStart = state.lineStart;
  body.line = state.line;
  // The entry block and its declared arguments exist from now on, as they
  // would after parsing in place: the op's parser may check for a body.
  body.entry = new Block();
  region.push_back(body.entry);
  for (const Argument &arg : arguments) {
    addBlockArgument(body.entry, arg);
    body.argNames.push_back(arg.ssaName);
  }
  body.region = &region;
  deferred.push_back(std::move(body));
  resetToken(rbrace + 1);
  return true;
}

void OperationParser::adoptDeferredRegions(const OperationState &opState,
                                           Operation *op, size_t first) {
  for (size_t i = first; i < deferred.size(); ++i) {
    DeferredRegion &body = deferred[i];
    if (!body.awaitsOp)
      continue;
    body.awaitsOp = false;
    // Building the op moved the blocks of its OperationState regions.
    bool found = false;
    for (size_t r = 0; r < opState.regions.size(); ++r)
      if (opState.regions[r].get() == body.region) {
        body.region = &op->getRegion(unsigned(r));
        found = true;
      }
    // The op's parser must leave the body as it found it: one empty entry
    // block with the declared arguments.
    if (!found || body.region->getBlocks().size() != 1 ||
        &body.region->front() != body.entry || !body.entry->empty() ||
        body.entry->getNumArguments() != body.argNames.size())
      deferralBroken = true;
  }
}

ParseResult OperationParser::parseDeferredBody(const DeferredRegion &body) {
  state.nestingDepth = body.nestingDepth;
  state.lineCursor = body.lineCursor;
  state.lineStart = body.lineStart;
  state.line = body.line;
  defaultDialects.back() = body.defaultDialect;
  consumeToken();
  // The scope of the file around the body, as in parseTopLevel.
  pushScope(/*isolated=*/true);
  if (enterNesting() ||
      parseToken(Token::l_brace, "expected '{' to begin a region"))
    return failure();
  pushScope(body.isolated);
  if (parseRegionBlocks(*body.region, body.argNames))
    return failure();
  exitNesting();
  if (failed(popScope()) || failed(popScope()))
    return failure();
  // The region must end where the scan said, with nothing after it.
  if (lastRegionEnd != body.rbrace || getToken().isNot(Token::eof))
    return failure();
  return success();
}

ParseResult OperationParser::parseDeferredRegions() {
  if (deferred.empty())
    return success();
  if (deferralBroken)
    return failure();
  size_t bytes = 0;
  for (const DeferredRegion &body : deferred) {
    if (body.awaitsOp)
      return failure();
    bytes += size_t(body.rbrace - body.lbrace);
  }
  unsigned threads = unsigned(std::min<size_t>(
      {size_t(deferThreads), deferred.size(), bytes / kMinBytesPerThread}));
  threads = std::max(threads, 1u);

  std::vector<DeferredOutcome> outcomes(deferred.size());
  std::atomic<size_t> next{0};
  std::atomic<bool> failedAny{false};
  // Bodies parsed per run of kBodiesPerRelease: whoever completes a run
  // releases its text.
  size_t numRuns =
      (deferred.size() + kBodiesPerRelease - 1) / kBodiesPerRelease;
  std::unique_ptr<std::atomic<size_t>[]> parsedInRun(
      new std::atomic<size_t>[numRuns]);
  for (size_t r = 0; r < numRuns; ++r)
    parsedInRun[r] = 0;
  auto work = [&] {
    while (!failedAny.load(std::memory_order_relaxed)) {
      size_t i = next.fetch_add(1);
      if (i >= deferred.size())
        return;
      const DeferredRegion &body = deferred[i];
      ParserState workerState(state, body.lbrace, body.rbrace + 1);
      OperationParser worker(workerState);
      if (failed(worker.parseDeferredBody(body)) || workerState.hadError) {
        failedAny = true;
        // The worker owns the placeholders of unresolved names and blocks,
        // which ops of the body may still use: let go of them first.
        body.region->dropAllReferences();
      }
      outcomes[i].deferredLocs = std::move(worker.deferredLocs);
      outcomes[i].expandedNodes = workerState.expandedNodes;
      size_t run = i / kBodiesPerRelease;
      size_t first = run * kBodiesPerRelease;
      size_t last = std::min(first + kBodiesPerRelease, deferred.size()) - 1;
      if (parsedInRun[run].fetch_add(1) == last - first)
        releaseText(deferred[first].lbrace, deferred[last].rbrace);
    }
  };

  bool wasMultithreaded = ctx.isMultithreaded();
  if (threads > 1 && !wasMultithreaded)
    ctx.enableMultithreading(true);
  std::vector<std::thread> workers;
  for (unsigned t = 1; t < threads; ++t) {
    try {
      workers.emplace_back([&] {
        // A diagnostic means the file is read again in one pass; what it
        // said does not matter here.
        std::vector<Diagnostic> diagnostics;
        DiagnosticEngine::captureOnThisThread(&diagnostics);
        work();
        DiagnosticEngine::captureOnThisThread(nullptr);
        if (!diagnostics.empty())
          failedAny = true;
      });
    } catch (const std::system_error &) {
      // The threads that started (and this one) do the work.
    }
  }
  work();
  for (std::thread &t : workers)
    t.join();
  if (threads > 1 && !wasMultithreaded)
    ctx.enableMultithreading(false);
  if (failedAny)
    return failure();

  for (DeferredOutcome &outcome : outcomes) {
    deferredLocs.append(outcome.deferredLocs.begin(),
                        outcome.deferredLocs.end());
    state.expandedNodes += outcome.expandedNodes;
  }
  if (state.expandedNodes > kMaxExpandedNodes)
    return failure();
  return success();
}

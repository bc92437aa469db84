//===- Parser.cpp - Parser state and shared helpers -----------------------===//
#include "text/ParserImpl.h"

#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Process.h"

#include <algorithm>
#include <cstring>
#if defined(__unix__)
#include <sys/mman.h>
#endif

using namespace terrace;

ParserState::ParserState(llvm::SourceMgr &sourceMgr, Context &ctx)
    : sourceMgr(sourceMgr), ctx(ctx),
      lex(sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer()),
      ownSymbols(std::make_unique<FileSymbols>()), symbols(*ownSymbols),
      attributeAliases(symbols.attributeAliases),
      typeAliases(symbols.typeAliases) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  bufferName = StringAttr::get(ctx, buffer->getBufferIdentifier());
  releasesText =
      buffer->getBufferKind() == llvm::MemoryBuffer::MemoryBuffer_MMap;
  releasedUpTo = buffer->getBufferStart();
}

ParserState::ParserState(ParserState &file, const char *begin, const char *end)
    : sourceMgr(file.sourceMgr), ctx(file.ctx), lex(file.lex),
      bufferName(file.bufferName), symbols(file.symbols),
      attributeAliases(symbols.attributeAliases),
      typeAliases(symbols.typeAliases) {
  lex.setLimit(end);
  lex.resetPointer(begin);
  // The file's parser releases the text of parsed bodies in runs; a
  // worker releases nothing itself.
  releasesText = false;
}

void Parser::releaseText(const char *begin, const char *end) {
#if defined(__unix__)
  if (!state.releasesText)
    return;
  // Never outside the buffer: that would drop memory still in use.
  begin = std::max(begin, state.lex.getBufferBegin());
  end = std::min(end, state.lex.getLimit());
  static const uintptr_t pageSize =
      uintptr_t(llvm::sys::Process::getPageSizeEstimate());
  uintptr_t first = llvm::alignTo(reinterpret_cast<uintptr_t>(begin), pageSize);
  uintptr_t last = llvm::alignDown(reinterpret_cast<uintptr_t>(end), pageSize);
  if (first < last)
    ::madvise(reinterpret_cast<void *>(first), last - first, MADV_DONTNEED);
#else
  (void)begin;
  (void)end;
#endif
}

Location Parser::getEncodedSourceLocation(llvm::SMLoc loc) {
  const char *target = loc.getPointer();
  if (!state.lineCursor || target < state.lineCursor) {
    state.lineCursor = state.lineStart = state.lex.getBufferBegin();
    state.line = 1;
  }
  const char *cur = state.lineCursor;
  while (const void *nl = std::memchr(cur, '\n', target - cur)) {
    ++state.line;
    cur = static_cast<const char *>(nl) + 1;
    state.lineStart = cur;
  }
  state.lineCursor = target;
  int64_t ints[] = {state.line, target - state.lineStart + 1};
  return FileLineColLoc::getRange(state.bufferName, ints);
}

/// Where an error at the current token goes: at the end of the file, on
/// its last character (MLIR's). The end of a dialect body read on its own
/// is not the end of the file: there MLIR, reading on, is at the next token.
llvm::SMLoc Parser::errorLocation() {
  llvm::SMLoc loc = getToken().getLoc();
  const char *fileEnd =
      state.sourceMgr.getMemoryBuffer(state.sourceMgr.getMainFileID())
          ->getBufferEnd();
  if (getToken().is(Token::eof) && loc.getPointer() == fileEnd &&
      loc.getPointer() != state.lex.getBufferBegin())
    loc = llvm::SMLoc::getFromPointer(loc.getPointer() - 1);
  return loc;
}

InFlightDiagnostic Parser::emitError(const llvm::Twine &message) {
  return emitError(errorLocation(), message);
}

InFlightDiagnostic Parser::emitError(llvm::SMLoc loc,
                                     const llvm::Twine &message) {
  Diagnostic diag{
      getEncodedSourceLocation(loc), Severity::Error, message.str(), {}};
  // Only the first error of a parse reaches the user; the rest are what
  // unwinding from it looks like.
  if (state.hadError)
    return InFlightDiagnostic();
  state.hadError = true;
  return InFlightDiagnostic(ctx.getDiagEngine(), std::move(diag));
}

InFlightDiagnostic Parser::emitFollowingError(llvm::SMLoc loc,
                                              const llvm::Twine &message) {
  state.hadError = true;
  return InFlightDiagnostic(
      ctx.getDiagEngine(),
      Diagnostic{
          getEncodedSourceLocation(loc), Severity::Error, message.str(), {}});
}

InFlightDiagnostic Parser::emitWrongTokenError(const llvm::Twine &message) {
  llvm::SMLoc loc = errorLocation();
  llvm::SMLoc original = loc;
  // Report at the end of the previous token when this one starts a line,
  // skipping blank lines and trailing comments.
  const char *begin = state.lex.getBufferBegin();
  llvm::StringRef before(begin, loc.getPointer() - begin);
  while (true) {
    before = before.rtrim(" \t");
    if (before.empty())
      return emitError(original, message);
    if (before.back() != '\n' && before.back() != '\r')
      return emitError(llvm::SMLoc::getFromPointer(before.end()), message);
    before = before.drop_back();
    llvm::StringRef prevLine = before;
    size_t nl = prevLine.find_last_of("\n\r");
    if (nl != llvm::StringRef::npos)
      prevLine = prevLine.drop_front(nl);
    size_t comment = prevLine.find("//");
    if (comment != llvm::StringRef::npos)
      before = before.drop_back(prevLine.size() - comment);
  }
}

void Parser::reportLexerError() {
  emitError(getToken().getLoc(), state.lex.getErrorMessage());
}

ParseResult Parser::parseToken(Token::Kind kind, const llvm::Twine &message) {
  if (consumeIf(kind))
    return success();
  return emitWrongTokenError(message);
}

ParseResult Parser::enterNesting() {
  if (++state.nestingDepth > kMaxNestingDepth)
    return emitError("nesting deeper than " + llvm::Twine(kMaxNestingDepth) +
                     " levels is not supported");
  state.deepestNesting = std::max(state.deepestNesting, state.nestingDepth);
  if (++state.expandedNodes > kMaxExpandedNodes)
    return emitError("more than " + llvm::Twine(kMaxExpandedNodes) +
                     " attribute and type nodes once aliases are expanded");
  return success();
}

ParseResult Parser::chargeAliasUse(unsigned depth, uint64_t nodes, char sigil,
                                   llvm::StringRef name,
                                   bool referenceCounted) {
  // The alias's own top level stands where the reference is: when the
  // reference already took a level, that level is not counted twice.
  unsigned extra = depth && referenceCounted ? depth - 1 : depth;
  if (state.nestingDepth + extra > kMaxNestingDepth)
    return emitError("nesting deeper than " + llvm::Twine(kMaxNestingDepth) +
                     " levels is not supported (through alias '" +
                     llvm::Twine(sigil) + name + "')");
  state.deepestNesting =
      std::max(state.deepestNesting, state.nestingDepth + extra);
  state.expandedNodes += nodes;
  if (state.expandedNodes > kMaxExpandedNodes)
    return emitError("more than " + llvm::Twine(kMaxExpandedNodes) +
                     " attribute and type nodes once aliases are expanded");
  return success();
}

ParseResult
Parser::parseCommaSeparatedList(Delimiter delimiter,
                                llvm::function_ref<ParseResult()> parseElement,
                                llvm::StringRef contextMessage) {
  Token::Kind open = Token::eof, close = Token::eof;
  bool optional = false;
  switch (delimiter) {
  case Delimiter::None:
    break;
  case Delimiter::OptionalParen:
    optional = true;
    [[fallthrough]];
  case Delimiter::Paren:
    open = Token::l_paren, close = Token::r_paren;
    break;
  case Delimiter::OptionalSquare:
    optional = true;
    [[fallthrough]];
  case Delimiter::Square:
    open = Token::l_square, close = Token::r_square;
    break;
  case Delimiter::OptionalLessGreater:
    optional = true;
    [[fallthrough]];
  case Delimiter::LessGreater:
    open = Token::less, close = Token::greater;
    break;
  case Delimiter::OptionalBraces:
    optional = true;
    [[fallthrough]];
  case Delimiter::Braces:
    open = Token::l_brace, close = Token::r_brace;
    break;
  }
  if (delimiter != Delimiter::None) {
    if (optional && getToken().isNot(open))
      return success();
    if (parseToken(open, llvm::Twine("expected ") +
                             Token::getDescription(open) + contextMessage))
      return failure();
    if (consumeIf(close))
      return success();
  }
  do {
    if (parseElement())
      return failure();
  } while (consumeIf(Token::comma));
  if (delimiter != Delimiter::None &&
      parseToken(close, llvm::Twine("expected ") +
                            Token::getDescription(close) + contextMessage))
    return failure();
  return success();
}

ParseResult Parser::parseCommaSeparatedListUntil(
    Token::Kind right, llvm::function_ref<ParseResult()> parseElement,
    bool allowEmptyList) {
  if (getToken().is(right)) {
    if (!allowEmptyList)
      return emitWrongTokenError("expected list element");
    consumeToken();
    return success();
  }
  if (parseCommaSeparatedList(Delimiter::None, parseElement) ||
      parseToken(right, llvm::Twine("expected ',' or ") +
                            Token::getDescription(right)))
    return failure();
  return success();
}

//===- Lexer.h - Splits a buffer into tokens ------------------------------===//
#pragma once

#include "text/Token.h"

namespace terrace {

class Lexer {
public:
  explicit Lexer(llvm::StringRef buffer)
      : buffer(buffer), curPtr(buffer.begin()) {}

  Token lexToken();
  /// Continues lexing at `ptr` (the dimension-list parser splits `4x8xf32`).
  void resetPointer(const char *ptr) { curPtr = ptr; }
  const char *getBufferBegin() const { return buffer.begin(); }
  /// Where lexing stops with eof; a dialect's type or attribute is read
  /// with the limit at the end of its body.
  const char *getLimit() const { return buffer.end(); }
  void setLimit(const char *end) {
    buffer = llvm::StringRef(buffer.begin(), size_t(end - buffer.begin()));
  }

  /// Why the last error token was produced.
  const std::string &getErrorMessage() const { return errorMessage; }

private:
  Token formToken(Token::Kind kind, const char *start) {
    return Token(kind, llvm::StringRef(start, curPtr - start));
  }
  Token emitError(const char *loc, const char *message);
  Token lexAtIdentifier(const char *start);
  Token lexBareIdentifierOrKeyword(const char *start);
  Token lexNumber(const char *start);
  Token lexPrefixedIdentifier(const char *start);
  Token lexString(const char *start);
  void skipComment();

  llvm::StringRef buffer;
  const char *curPtr;
  std::string errorMessage;
};

} // namespace terrace

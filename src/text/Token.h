//===- Token.h - Tokens of the textual IR ---------------------------------===//
#pragma once

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"

#include <optional>
#include <string>

namespace terrace {

/// The token table: one row per kind.
#define TERRACE_TOKENS(X)                                                      \
  X(eof, "end of file")                                                        \
  X(error, "invalid token")                                                    \
  X(bare_identifier, "identifier")                                             \
  X(at_identifier, "'@' symbol")                                               \
  X(hash_identifier, "'#' identifier")                                         \
  X(percent_identifier, "SSA value")                                           \
  X(caret_identifier, "block name")                                            \
  X(exclamation_identifier, "'!' type")                                        \
  X(integer, "integer")                                                        \
  X(floatliteral, "float")                                                     \
  X(string, "string")                                                          \
  X(arrow, "'->'")                                                             \
  X(colon, "':'")                                                              \
  X(comma, "','")                                                              \
  X(ellipsis, "'...'")                                                         \
  X(equal, "'='")                                                              \
  X(greater, "'>'")                                                            \
  X(less, "'<'")                                                               \
  X(l_brace, "'{'")                                                            \
  X(r_brace, "'}'")                                                            \
  X(l_paren, "'('")                                                            \
  X(r_paren, "')'")                                                            \
  X(l_square, "'['")                                                           \
  X(r_square, "']'")                                                           \
  X(minus, "'-'")                                                              \
  X(plus, "'+'")                                                               \
  X(question, "'?'")                                                           \
  X(star, "'*'")                                                               \
  X(vertical_bar, "'|'")                                                       \
  X(file_metadata_begin, "'{-#'")                                              \
  X(file_metadata_end, "'#-}'")

class Token {
public:
  enum Kind {
#define X(name, desc) name,
    TERRACE_TOKENS(X)
#undef X
  };

  Token() = default;
  Token(Kind kind, llvm::StringRef spelling) : kind(kind), spelling(spelling) {}

  Kind getKind() const { return kind; }
  bool is(Kind k) const { return kind == k; }
  bool isNot(Kind k) const { return kind != k; }
  /// A bare identifier spelled exactly `keyword`.
  bool isKeyword(llvm::StringRef keyword) const {
    return kind == bare_identifier && spelling == keyword;
  }
  /// A bare identifier that names an integer type (`i32`, `si8`, `ui64`):
  /// a token of its own in MLIR's lexer, so never an op name.
  bool isIntegerTypeKeyword() const {
    if (kind != bare_identifier)
      return false;
    llvm::StringRef s = spelling;
    if (!s.consume_front("i") && !s.consume_front("si") &&
        !s.consume_front("ui"))
      return false;
    return !s.empty() && llvm::all_of(s, llvm::isDigit);
  }
  llvm::StringRef getSpelling() const { return spelling; }
  llvm::SMLoc getLoc() const {
    return llvm::SMLoc::getFromPointer(spelling.data());
  }
  llvm::SMLoc getEndLoc() const {
    return llvm::SMLoc::getFromPointer(spelling.end());
  }

  /// The unescaped contents of a string token.
  std::string getStringValue() const;
  /// The unescaped contents, as a view into the buffer when the string has
  /// no escapes (the common case: no copy), else unescaped into `storage`.
  llvm::StringRef getStringValue(std::string &storage) const {
    llvm::StringRef inner = spelling.drop_front().drop_back();
    if (!inner.contains('\\'))
      return inner;
    storage = getStringValue();
    return storage;
  }
  /// Unsigned value of an integer token, if it fits 64 bits.
  std::optional<uint64_t> getUInt64IntegerValue() const;
  /// For `@foo` / `@"foo"`: the symbol name.
  std::string getSymbolReference() const;
  /// For `%name`, `^name`, `#name`, `!name`: the text after the sigil.
  llvm::StringRef getSuffix() const { return spelling.drop_front(); }

  static const char *getDescription(Kind kind);

private:
  Kind kind = eof;
  llvm::StringRef spelling;
};

} // namespace terrace

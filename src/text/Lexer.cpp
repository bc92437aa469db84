//===- Lexer.cpp ----------------------------------------------------------===//
#include "text/Lexer.h"

#include "llvm/ADT/StringExtras.h"

#include <array>

using namespace terrace;

const char *Token::getDescription(Kind kind) {
  switch (kind) {
#define X(name, desc)                                                          \
  case name:                                                                   \
    return desc;
    TERRACE_TOKENS(X)
#undef X
  }
  return "token";
}

std::string Token::getStringValue() const {
  // Drop the quotes (and the '@' of a quoted symbol).
  llvm::StringRef text = spelling;
  if (text.starts_with("@"))
    text = text.drop_front();
  text = text.drop_front().drop_back();
  std::string result;
  result.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c != '\\') {
      result.push_back(c);
      continue;
    }
    char next = text[++i];
    switch (next) {
    case '"':
    case '\\':
      result.push_back(next);
      break;
    case 'n':
      result.push_back('\n');
      break;
    case 't':
      result.push_back('\t');
      break;
    default: // Two hex digits; the lexer checked them.
      result.push_back(char(llvm::hexFromNibbles(next, text[i + 1])));
      ++i;
      break;
    }
  }
  return result;
}

std::optional<uint64_t> Token::getUInt64IntegerValue() const {
  bool isHex = spelling.size() > 1 && spelling[1] == 'x';
  uint64_t result = 0;
  if (spelling.getAsInteger(isHex ? 0 : 10, result))
    return std::nullopt;
  return result;
}

std::string Token::getSymbolReference() const {
  llvm::StringRef name = spelling.drop_front();
  if (name.starts_with("\""))
    return getStringValue();
  return name.str();
}

Token Lexer::emitError(const char *loc, const char *message) {
  errorMessage = message;
  return Token(Token::error, llvm::StringRef(loc, 1));
}

void Lexer::skipComment() {
  while (curPtr != buffer.end() && *curPtr != '\n' && *curPtr != '\r')
    ++curPtr;
}

/// Character classes, one table lookup per character in the hot loops.
enum : uint8_t { kIdent = 1, kSuffix = 2 };
static constexpr auto kCharClass = [] {
  std::array<uint8_t, 256> table{};
  for (int c = 0; c < 256; ++c) {
    bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                 (c >= '0' && c <= '9');
    if (alnum || c == '_' || c == '$' || c == '.')
      table[c] |= kIdent | kSuffix;
    if (c == '-')
      table[c] |= kSuffix;
  }
  return table;
}();

static bool isIdentifierChar(char c) { return kCharClass[uint8_t(c)] & kIdent; }

static bool isSuffixIdChar(char c) { return kCharClass[uint8_t(c)] & kSuffix; }

Token Lexer::lexToken() {
  while (true) {
    const char *start = curPtr;
    if (curPtr == buffer.end())
      return formToken(Token::eof, start);
    char c = *curPtr++;
    switch (c) {
    case ' ':
    case '\t':
    case '\n':
    case '\r':
      // Runs of indentation are common: skip them in one loop.
      while (*curPtr == ' ')
        ++curPtr;
      continue;
    case ':':
      return formToken(Token::colon, start);
    case ',':
      return formToken(Token::comma, start);
    case '(':
      return formToken(Token::l_paren, start);
    case ')':
      return formToken(Token::r_paren, start);
    case '}':
      return formToken(Token::r_brace, start);
    case '[':
      return formToken(Token::l_square, start);
    case ']':
      return formToken(Token::r_square, start);
    case '<':
      return formToken(Token::less, start);
    case '>':
      return formToken(Token::greater, start);
    case '=':
      return formToken(Token::equal, start);
    case '+':
      return formToken(Token::plus, start);
    case '*':
      return formToken(Token::star, start);
    case '?':
      return formToken(Token::question, start);
    case '|':
      return formToken(Token::vertical_bar, start);
    case '{':
      if (curPtr[0] == '-' && curPtr[1] == '#') {
        curPtr += 2;
        return formToken(Token::file_metadata_begin, start);
      }
      return formToken(Token::l_brace, start);
    case '-':
      if (*curPtr == '>') {
        ++curPtr;
        return formToken(Token::arrow, start);
      }
      return formToken(Token::minus, start);
    case '.':
      if (curPtr[0] == '.' && curPtr[1] == '.') {
        curPtr += 2;
        return formToken(Token::ellipsis, start);
      }
      return emitError(curPtr,
                       "expected three consecutive dots for an ellipsis");
    case '/':
      if (*curPtr == '/') {
        skipComment();
        continue;
      }
      return emitError(start, "unexpected character");
    case '@':
      return lexAtIdentifier(start);
    case '#':
      if (curPtr[0] == '-' && curPtr[1] == '}') {
        curPtr += 2;
        return formToken(Token::file_metadata_end, start);
      }
      [[fallthrough]];
    case '!':
    case '^':
    case '%':
      return lexPrefixedIdentifier(start);
    case '"':
      return lexString(start);
    default:
      if (llvm::isAlpha(c) || c == '_')
        return lexBareIdentifierOrKeyword(start);
      if (llvm::isDigit(c))
        return lexNumber(start);
      return emitError(start, "unexpected character");
    }
  }
}

Token Lexer::lexAtIdentifier(const char *start) {
  if (*curPtr == '"') {
    ++curPtr;
    Token str = lexString(curPtr - 1);
    if (str.is(Token::error))
      return str;
    return formToken(Token::at_identifier, start);
  }
  if (!llvm::isAlpha(*curPtr) && *curPtr != '_')
    return emitError(curPtr,
                     "@ identifier expected to start with letter or '_'");
  while (isIdentifierChar(*curPtr) || *curPtr == '$')
    ++curPtr;
  return formToken(Token::at_identifier, start);
}

Token Lexer::lexBareIdentifierOrKeyword(const char *start) {
  while (curPtr != buffer.end() && isIdentifierChar(*curPtr))
    ++curPtr;
  return formToken(Token::bare_identifier, start);
}

Token Lexer::lexNumber(const char *start) {
  // Hexadecimal: 0x followed by at least one hex digit.
  if (start[0] == '0' && *curPtr == 'x' && llvm::isHexDigit(curPtr[1])) {
    curPtr += 2;
    while (llvm::isHexDigit(*curPtr))
      ++curPtr;
    return formToken(Token::integer, start);
  }
  while (llvm::isDigit(*curPtr))
    ++curPtr;
  if (*curPtr != '.')
    return formToken(Token::integer, start);
  ++curPtr;
  while (llvm::isDigit(*curPtr))
    ++curPtr;
  if (*curPtr == 'e' || *curPtr == 'E') {
    const char *exp = curPtr + 1;
    if (*exp == '-' || *exp == '+')
      ++exp;
    if (llvm::isDigit(*exp)) {
      curPtr = exp;
      while (llvm::isDigit(*curPtr))
        ++curPtr;
    }
  }
  return formToken(Token::floatliteral, start);
}

Token Lexer::lexPrefixedIdentifier(const char *start) {
  Token::Kind kind;
  const char *what;
  switch (*start) {
  case '#':
    kind = Token::hash_identifier;
    what = "invalid attribute name";
    break;
  case '%':
    kind = Token::percent_identifier;
    what = "invalid SSA name";
    break;
  case '^':
    kind = Token::caret_identifier;
    what = "invalid block name";
    break;
  default:
    kind = Token::exclamation_identifier;
    what = "invalid type identifier";
    break;
  }
  // suffix-id ::= digit+ | (letter|[$._-]) (letter|digit|[$._-])*
  if (llvm::isDigit(*curPtr)) {
    while (llvm::isDigit(*curPtr))
      ++curPtr;
  } else if (llvm::isAlpha(*curPtr) || *curPtr == '$' || *curPtr == '.' ||
             *curPtr == '_' || *curPtr == '-') {
    while (isSuffixIdChar(*curPtr))
      ++curPtr;
  } else {
    return emitError(start, what);
  }
  return formToken(kind, start);
}

/// The characters that end or escape a run of plain string characters.
static constexpr auto kStringSpecial = [] {
  std::array<bool, 256> special{};
  for (unsigned char c : {'"', '\\', '\n', '\r'})
    special[c] = true;
  return special;
}();

Token Lexer::lexString(const char *start) {
  while (true) {
    // Plain characters go by in a tight loop: a string may be a blob of
    // many megabytes.
    const char *end = buffer.end();
    while (curPtr != end && !kStringSpecial[uint8_t(*curPtr)])
      ++curPtr;
    if (curPtr == end)
      return emitError(curPtr, "expected '\"' in string literal");
    char c = *curPtr++;
    switch (c) {
    case '"':
      return formToken(Token::string, start);
    case '\n':
    case '\r':
      return emitError(curPtr - 1, "expected '\"' in string literal");
    case '\\':
      if (*curPtr == '"' || *curPtr == '\\' || *curPtr == 'n' ||
          *curPtr == 't') {
        ++curPtr;
      } else if (llvm::isHexDigit(curPtr[0]) && llvm::isHexDigit(curPtr[1])) {
        curPtr += 2;
      } else {
        return emitError(curPtr - 1, "unknown escape in string literal");
      }
      break;
    default:
      break;
    }
  }
}

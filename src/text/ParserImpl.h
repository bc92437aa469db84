//===- ParserImpl.h - Shared state and helpers of the parser --------------===//
//
// The parser is split by what it reads: TypeParser.cpp, AttributeParser.cpp
// (with dense elements and affine maps), LocationParser.cpp and
// OperationParser.cpp. They share one ParserState and the helpers of the
// Parser base class below. Errors: the first diagnostic stops the parse;
// every parse function returns failure (or a null handle) after it.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/AffineExpr.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "text/AsmParser.h"
#include "text/Lexer.h"

#include "llvm/ADT/FunctionExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <mutex>

namespace terrace {

/// Deepest nesting of regions, attributes or types the parser accepts; past
/// it the parse fails with a diagnostic instead of overflowing the stack.
constexpr unsigned kMaxNestingDepth = 1000;

/// Most attribute and type nodes a file may describe once aliases are
/// expanded: aliases used twice in each other's definitions grow
/// exponentially, and printing (which expands them) must stay finite.
constexpr uint64_t kMaxExpandedNodes = uint64_t(1) << 26;

/// Text the parser is done with is released in runs of about this size.
constexpr ptrdiff_t kReleaseTextBytes = 2 << 20;

struct ParserState {
  ParserState(llvm::SourceMgr &sourceMgr, Context &ctx);
  /// The state of a worker that parses the text [begin, end) of `file`'s
  /// buffer on its own (a function body, in parallel with others): it
  /// shares the file's aliases and distinct ids.
  ParserState(ParserState &file, const char *begin, const char *end);

  /// A `#name = ...` or `!name = ...` definition, with what it weighs when
  /// used: its nesting depth and node count, so that chains of aliases count
  /// toward the limits like the text they stand for; and where it stands.
  template <typename T> struct AliasDefinition {
    T value;
    unsigned depth = 0;
    uint64_t nodes = 0;
    const char *definedAt = nullptr;
  };
  /// What a file defines for all of its text.
  struct FileSymbols {
    llvm::StringMap<AliasDefinition<Attribute>> attributeAliases;
    llvm::StringMap<AliasDefinition<Type>> typeAliases;
    /// `distinct[N]<...>` ids of this file; workers share them under the
    /// lock.
    llvm::StringMap<Attribute> distinctAttrs;
    std::mutex distinctMutex;
    /// The resource entry each key of the file's `dense_resource<key>` and
    /// resource section stands for (a key taken in the context before gets
    /// an entry of a new name); workers share them under the lock.
    llvm::StringMap<ResourceEntry *> resourceEntries;
    std::mutex resourceMutex;
  };

  llvm::SourceMgr &sourceMgr;
  Context &ctx;
  Lexer lex;
  Token curToken;
  StringAttr bufferName;

private:
  std::unique_ptr<FileSymbols> ownSymbols;

public:
  FileSymbols &symbols;
  llvm::StringMap<AliasDefinition<Attribute>> &attributeAliases;
  llvm::StringMap<AliasDefinition<Type>> &typeAliases;
  /// Deepest nesting reached, and nodes described (aliases expanded).
  unsigned deepestNesting = 0;
  uint64_t expandedNodes = 0;
  unsigned nestingDepth = 0;
  /// Line tracking for locations: ops are parsed front to back, so the
  /// line of the next location is found by scanning on from the last one.
  const char *lineCursor = nullptr;
  const char *lineStart = nullptr;
  unsigned line = 1;
  /// Set by the first error: later diagnostics are suppressed.
  bool hadError = false;
  /// Set when the buffer is a mapped file: text the parser is done with is
  /// handed back to the system (its pages are read from the file again if
  /// something, a diagnostic, looks at it), so that a large input does not
  /// stay resident next to its IR. Text before `releasedUpTo` is released.
  /// Only the file's state releases (for its workers too, in runs of
  /// parsed bodies).
  bool releasesText = false;
  const char *releasedUpTo = nullptr;
};

class Parser {
public:
  explicit Parser(ParserState &state) : state(state), ctx(state.ctx) {}

  // Tokens.
  const Token &getToken() const { return state.curToken; }
  llvm::StringRef getTokenSpelling() const { return getToken().getSpelling(); }
  void consumeToken() {
    state.curToken = state.lex.lexToken();
    if (state.curToken.is(Token::error))
      reportLexerError();
  }
  void reportLexerError();
  bool consumeIf(Token::Kind kind) {
    if (getToken().isNot(kind))
      return false;
    consumeToken();
    return true;
  }
  bool consumeIfKeyword(llvm::StringRef kw) {
    if (!getToken().isKeyword(kw))
      return false;
    consumeToken();
    return true;
  }
  ParseResult parseToken(Token::Kind kind, const llvm::Twine &message);
  /// Re-lexes from `ptr` (splitting a token such as `x8xf32`).
  void resetToken(const char *ptr) {
    state.lex.resetPointer(ptr);
    consumeToken();
  }

  // Diagnostics.
  InFlightDiagnostic emitError(const llvm::Twine &message = {});
  InFlightDiagnostic emitError(llvm::SMLoc loc,
                               const llvm::Twine &message = {});
  /// An error that follows the first one of a parse, where MLIR's parser
  /// reports two (a custom parser's own words after a token it expected).
  InFlightDiagnostic emitFollowingError(llvm::SMLoc loc,
                                        const llvm::Twine &message);
  InFlightDiagnostic emitWrongTokenError(const llvm::Twine &message);
  llvm::SMLoc errorLocation();
  Location getEncodedSourceLocation(llvm::SMLoc loc);

  /// Nesting guard for recursive productions; also counts nodes.
  ParseResult enterNesting();
  /// The value of alias `name` (spelled `sigil`name), charged against the
  /// nesting and node limits; null after a diagnostic.
  /// The definition of alias `name` when the text before `loc` made it.
  /// A worker sees the aliases of the whole file, but as the file is read
  /// front to back, a use may only see the definitions above it.
  template <typename T>
  static const ParserState::AliasDefinition<T> *
  lookupAlias(const llvm::StringMap<ParserState::AliasDefinition<T>> &aliases,
              llvm::StringRef name, const char *loc) {
    auto it = aliases.find(name);
    if (it == aliases.end() || it->second.definedAt > loc)
      return nullptr;
    return &it->second;
  }
  /// The value of alias `name` (spelled `sigil`name), charged against the
  /// nesting and node limits; null after a diagnostic.
  template <typename T>
  T resolveAlias(
      const llvm::StringMap<ParserState::AliasDefinition<T>> &aliases,
      llvm::SMLoc loc, char sigil, llvm::StringRef name,
      bool referenceCounted) {
    const ParserState::AliasDefinition<T> *def =
        lookupAlias(aliases, name, loc.getPointer());
    // Said where the alias ends, as MLIR says it (the alias is read).
    if (!def)
      return emitWrongTokenError("undefined symbol alias id '" + name + "'"),
             T();
    if (chargeAliasUse(def->depth, def->nodes, sigil, name, referenceCounted))
      return T();
    return def->value;
  }
  /// Charges the use of an alias: its depth below the current level and its
  /// nodes (`sigil` and `name` spell it in diagnostics).
  ParseResult chargeAliasUse(unsigned depth, uint64_t nodes, char sigil,
                             llvm::StringRef name, bool referenceCounted);
  void exitNesting() { --state.nestingDepth; }
  /// Releases the whole pages within [begin, end) of the buffer, when the
  /// buffer releases text.
  void releaseText(const char *begin, const char *end);

  using Delimiter = AsmParser::Delimiter;
  /// Parses `elt (, elt)*` inside the delimiter; empty lists are allowed
  /// when a delimiter is given.
  ParseResult
  parseCommaSeparatedList(Delimiter delimiter,
                          llvm::function_ref<ParseResult()> parseElement,
                          llvm::StringRef contextMessage = "");
  /// Parses `elt (, elt)*` up to and including `right` (after its opening
  /// token): "expected ',' or ']'" when neither comes.
  ParseResult
  parseCommaSeparatedListUntil(Token::Kind right,
                               llvm::function_ref<ParseResult()> parseElement,
                               bool allowEmptyList = true);

  // Types (TypeParser.cpp).
  Type parseType();
  Type parseOptionalType();
  ParseResult parseTypeList(llvm::SmallVectorImpl<Type> &types);
  /// `type` or `(type, ...)` after `->`.
  ParseResult parseFunctionResultTypes(llvm::SmallVectorImpl<Type> &results);
  Type parseFunctionType();
  ParseResult parseDimensionList(llvm::SmallVectorImpl<int64_t> &dims,
                                 llvm::SmallVectorImpl<bool> *scalable,
                                 bool allowDynamic);
  Type parseExtendedType();
  ParseResult parseMemRefAttributes(bool unranked, Attribute &layout,
                                    Attribute &space);

  /// Whether the next token starts an attribute as MLIR's
  /// parseOptionalAttribute sees it (a type counts: it is a type attribute).
  bool startsOptionalAttribute();

  // Attributes (AttributeParser.cpp).
  /// Parses an attribute; `type`, when given, is the expected type of
  /// untyped literals.
  Attribute parseAttribute(Type type = {});
  ParseResult parseAttributeDict(llvm::SmallVectorImpl<NamedAttribute> &attrs);
  Attribute parseExtendedAttr();
  /// Elements attributes; `type`, when given, is their type and no
  /// `: type` follows (memref.global's initial value).
  Attribute parseDenseElementsAttr(Type type = {});
  Attribute parseDenseResourceAttr(Type type = {});
  /// The context's resource entry the file's `key` stands for, declared on
  /// its first use in the file (MLIR's parseResourceHandle).
  ResourceEntry &declareResource(llvm::StringRef key);
  Attribute parseSparseElementsAttr(Type type = {});
  Attribute parseDenseArrayAttr();
  Attribute parseStridedLayoutAttr();
  Attribute parseDistinctAttr();
  Attribute parseAffineMapOrSet(bool isSet);
  /// What follows `affine_map<` (or `affine_set<`), up to the `>`.
  Attribute parseAffineMapOrSetBody(bool isSet);
  /// A map written bare, `(d0, d1) -> (d1, d0)`, or an alias of one
  /// (MLIR's parseAffineMapReference).
  AffineMapAttr parseAffineMapReference();
  Attribute parseDecOrHexAttr(Type type, bool isNegative);
  Attribute parseFloatAttr(Type type, bool isNegative);
  /// Float value of a literal token for `semantics` (MLIR: decimal floats
  /// go through double; hex integers are bit patterns).
  std::optional<llvm::APFloat>
  parseFloatFromLiteral(const Token &tok, bool isNegative,
                        const llvm::fltSemantics &semantics);
  /// `@a::@b`.
  Attribute parseSymbolRef();
  /// A possibly-quoted dialect body `<...>` kept verbatim.
  ParseResult parseBalancedBody(llvm::StringRef &body);
  /// What follows `#` or `!`: an alias name, or a dialect's attribute or
  /// type (`#d.name<...>`, `#d<...>`), kept as text when the dialect is not
  /// registered.
  struct DialectSymbol {
    llvm::StringRef aliasName;
    llvm::StringRef dialect;
    std::string body;
    /// `mnemonic` of `#dialect.mnemonic<...>` (empty for `#dialect<...>`),
    /// where it starts, and the source text a registered dialect parses:
    /// what follows the mnemonic (or the inside of `<...>`).
    llvm::StringRef mnemonic;
    llvm::SMLoc mnemonicLoc;
    /// Where errors about the whole symbol go (MLIR's place): its mnemonic
    /// in the pretty form, else its `#` or `!`.
    llvm::SMLoc loc;
    const char *bodyBegin = nullptr;
    const char *bodyEnd = nullptr;
    /// Where parsing goes on after the symbol.
    const char *resumeAt = nullptr;
  };
  ParseResult parseDialectSymbol(DialectSymbol &symbol, llvm::StringRef what);
  /// A registered dialect's type or attribute (DialectSymbolParser.cpp).
  Type parseDialectType(Dialect &dialect, const DialectSymbol &symbol);
  Attribute parseDialectAttr(Dialect &dialect, const DialectSymbol &symbol);
  /// Runs `parse` on the source text [begin, end) as if it were all there
  /// is (the lexer returns eof at `end`); fails when `parse` fails or
  /// leaves text unread. Lexing continues at `resumeAt` afterwards.
  ParseResult parseInRange(const char *begin, const char *end,
                           const char *resumeAt,
                           llvm::function_ref<ParseResult()> parse,
                           llvm::StringRef what);
  /// A bare identifier or a string (resource keys).
  ParseResult parseKeywordOrString(std::string &out,
                                   const llvm::Twine &message);
  /// `> : type` closing an elements literal (`>` alone when `type` is
  /// given): a ranked, static shaped type (errors said at `attrLoc`, the
  /// attribute's keyword, as MLIR's are).
  ShapedType parseElementsLiteralType(llvm::SMLoc attrLoc, llvm::SMLoc &typeLoc,
                                      Type type = {});

  // Locations (LocationParser.cpp).
  ParseResult parseLocationInstance(Location &loc);
  ParseResult parseNameOrFileLineColRange(Location &loc);

  ParserState &state;
  Context &ctx;
};

/// `value` as an APInt of `type`'s width, or none when it does not fit.
std::optional<llvm::APInt> buildAttributeAPInt(Type type, bool isNegative,
                                               llvm::StringRef spelling);

} // namespace terrace

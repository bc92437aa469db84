//===- AsmParser.cpp - The parser API of custom syntax --------------------===//
#include "text/AsmParser.h"
#include "text/ParserImpl.h"

#include "llvm/ADT/StringSwitch.h"

using namespace terrace;

Context &AsmParser::getContext() { return parser.ctx; }

llvm::SMLoc AsmParser::getCurrentLocation() {
  return parser.getToken().getLoc();
}

// Errors an op's parser reports itself name the op, as MLIR's do; errors
// of the underlying parser (a missing ')', a bad type) do not.
InFlightDiagnostic AsmParser::emitError(llvm::SMLoc loc,
                                        const llvm::Twine &msg) {
  if (opName.empty())
    return parser.emitError(loc, msg);
  return parser.emitError(loc, "custom op '" + opName + "' " + msg);
}

InFlightDiagnostic AsmParser::emitFollowingError(llvm::SMLoc loc,
                                                 const llvm::Twine &msg) {
  if (opName.empty())
    return parser.emitFollowingError(loc, msg);
  return parser.emitFollowingError(loc, "custom op '" + opName + "' " + msg);
}

Location AsmParser::getEncodedSourceLoc(llvm::SMLoc loc) {
  return parser.getEncodedSourceLocation(loc);
}

ParseResult AsmParser::parseLParen() {
  return parser.parseToken(Token::l_paren, "expected '('");
}

ParseResult AsmParser::parseRParen() {
  return parser.parseToken(Token::r_paren, "expected ')'");
}

ParseResult AsmParser::parseColon() {
  return parser.parseToken(Token::colon, "expected ':'");
}

ParseResult AsmParser::parseArrow() {
  return parser.parseToken(Token::arrow, "expected '->'");
}

bool AsmParser::parseOptionalLParen() {
  return parser.consumeIf(Token::l_paren);
}

bool AsmParser::parseOptionalRParen() {
  return parser.consumeIf(Token::r_paren);
}

bool AsmParser::parseOptionalComma() { return parser.consumeIf(Token::comma); }
bool AsmParser::parseOptionalArrow() { return parser.consumeIf(Token::arrow); }
bool AsmParser::parseOptionalColon() { return parser.consumeIf(Token::colon); }
bool AsmParser::parseOptionalEqual() { return parser.consumeIf(Token::equal); }
bool AsmParser::parseOptionalKeyword(llvm::StringRef keyword) {
  return parser.consumeIfKeyword(keyword);
}

ParseResult AsmParser::parseEqual() {
  return parser.parseToken(Token::equal, "expected '='");
}

ParseResult
AsmParser::parseCommaSeparatedList(Delimiter delimiter,
                                   llvm::function_ref<ParseResult()> elt,
                                   llvm::StringRef context) {
  return parser.parseCommaSeparatedList(delimiter, elt, context);
}

ParseResult AsmParser::parseComma() {
  return parser.parseToken(Token::comma, "expected ','");
}

ParseResult AsmParser::parseLess() {
  return parser.parseToken(Token::less, "expected '<'");
}

ParseResult AsmParser::parseGreater() {
  return parser.parseToken(Token::greater, "expected '>'");
}

bool AsmParser::parseOptionalLess() { return parser.consumeIf(Token::less); }

/// The token kind of a punctuation literal, or none.
static std::optional<Token::Kind> punctuationKind(llvm::StringRef text) {
  return llvm::StringSwitch<std::optional<Token::Kind>>(text)
      .Case("[", Token::l_square)
      .Case("]", Token::r_square)
      .Case("(", Token::l_paren)
      .Case(")", Token::r_paren)
      .Case("{", Token::l_brace)
      .Case("}", Token::r_brace)
      .Case("<", Token::less)
      .Case(">", Token::greater)
      .Case(",", Token::comma)
      .Case(":", Token::colon)
      .Case("=", Token::equal)
      .Case("->", Token::arrow)
      .Case("?", Token::question)
      .Case("*", Token::star)
      .Case("+", Token::plus)
      .Case("-", Token::minus)
      .Case("|", Token::vertical_bar)
      .Case("...", Token::ellipsis)
      .Default(std::nullopt);
}

std::optional<ParseResult>
AsmParser::parsePunctuation(llvm::StringRef text, llvm::StringRef context) {
  std::optional<Token::Kind> kind = punctuationKind(text);
  if (!kind)
    return std::nullopt;
  return parser.parseToken(*kind, "expected '" + text + "'" + context);
}

bool AsmParser::parseOptionalPunctuation(llvm::StringRef text) {
  std::optional<Token::Kind> kind = punctuationKind(text);
  return kind && parser.consumeIf(*kind);
}

bool AsmParser::isNextPunctuation(llvm::StringRef text) {
  std::optional<Token::Kind> kind = punctuationKind(text);
  return kind && parser.getToken().is(*kind);
}

ParseResult AsmParser::parseKeyword(llvm::StringRef keyword) {
  if (parser.consumeIfKeyword(keyword))
    return success();
  return emitError(parser.getToken().getLoc(), "expected '" + keyword + "'");
}

ParseResult AsmParser::parseAnyKeyword(llvm::StringRef &keyword) {
  if (parser.getToken().isNot(Token::bare_identifier))
    return emitError(parser.getToken().getLoc(), "expected valid keyword");
  keyword = parser.getToken().getSpelling();
  parser.consumeToken();
  return success();
}

ParseResult AsmParser::parseCustomOperationName(llvm::StringRef &name) {
  if (parser.getToken().isNot(Token::bare_identifier))
    return parser.emitError("expected bare identifier or keyword");
  name = parser.getToken().getSpelling();
  parser.consumeToken();
  return success();
}

bool AsmParser::peekKeyword(llvm::StringRef &keyword) {
  if (parser.getToken().isNot(Token::bare_identifier))
    return false;
  keyword = parser.getToken().getSpelling();
  return true;
}

/// `none, nsw, nuw`: the case names of an enum, for diagnostics.
static std::string caseList(const EnumSpec &spec) {
  if (!spec.casesForErrors.empty())
    return spec.casesForErrors.str();
  std::string list;
  for (const EnumCase &c : spec.cases) {
    if (!list.empty())
      list += ", ";
    list += c.name;
  }
  return list;
}

ParseResult AsmParser::parseEnumKeyword(const EnumSpec &spec, unsigned width,
                                        llvm::StringRef attrName,
                                        Attribute &result) {
  const Token &tok = parser.getToken();
  std::string storage;
  llvm::StringRef word;
  if (tok.is(Token::bare_identifier))
    word = tok.getSpelling();
  else if (tok.is(Token::string))
    word = tok.getStringValue(storage);
  std::optional<uint64_t> value;
  if (!word.empty())
    value = spec.parse({word});
  if (!value)
    return emitError(tok.getLoc(),
                     "expected string or keyword containing one of the "
                     "following enum values for attribute '" +
                         attrName + "' [" + caseList(spec) + "]");
  parser.consumeToken();
  Context &ctx = getContext();
  result = IntegerAttr::get(IntegerType::get(ctx, width),
                            llvm::APInt(width, *value));
  return success();
}

// As MLIR's generated enum parsers: a keyword or string (bit enums: a
// list of them), checked once read, with the error at the first one.
ParseResult AsmParser::parseEnumBody(const EnumSpec &spec, Attribute &result) {
  if (parseLess())
    return failure();
  llvm::SMLoc loc = getCurrentLocation();
  llvm::SmallVector<std::string, 4> names;
  llvm::StringRef separator = spec.separator.trim();
  do {
    std::string &name = names.emplace_back();
    llvm::StringRef keyword;
    if (peekKeyword(keyword)) {
      name = keyword.str();
      parser.consumeToken();
    } else if (!parseOptionalString(name)) {
      if (!spec.keywordKind.empty())
        return emitError(getCurrentLocation(),
                         "expected keyword for " + spec.keywordKind);
      return emitError(getCurrentLocation(),
                       "expected valid keyword or string");
    }
  } while (spec.isBitEnum && parseOptionalPunctuation(separator));
  llvm::SmallVector<llvm::StringRef, 4> refs(names.begin(), names.end());
  std::optional<uint64_t> value = spec.parse(refs);
  if (!value) {
    if (!spec.handParsedKind.empty())
      emitError(loc, "expected one of [" + caseList(spec) + "] for " +
                         spec.handParsedKind +
                         ", got: " + llvm::join(names, spec.separator));
    else
      emitError(loc, "expected " + spec.cppName +
                         " to be one of: " + caseList(spec));
    if (!spec.attrDefName.empty())
      emitFollowingError(getCurrentLocation(),
                         "failed to parse " + spec.attrDefName +
                             " parameter '" + spec.parameterName +
                             "' which is to be a `" + spec.cppName + "`");
    return failure();
  }
  if (parseGreater())
    return failure();
  result = EnumAttr::get(getContext(), spec, *value);
  return success();
}

// As MLIR: the literal is read as an unsigned magnitude (one bit wider
// than its top set bit), negated if a '-' came first.
std::optional<ParseResult>
AsmParser::parseOptionalIntegerLiteral(llvm::APInt &magnitude) {
  if (parser.consumeIfKeyword("false")) {
    magnitude = llvm::APInt(1, 0);
    return success();
  }
  // `true` is a 1-bit one, which MLIR sign-extends: -1 where a signed
  // integer is read (mlir-opt 22 reports a `true` size as -1).
  if (parser.consumeIfKeyword("true")) {
    magnitude = llvm::APInt(1, 1);
    return success();
  }
  if (parser.getToken().isNot(Token::integer) &&
      parser.getToken().isNot(Token::minus))
    return std::nullopt;
  bool negative = parser.consumeIf(Token::minus);
  Token tok = parser.getToken();
  if (parser.parseToken(Token::integer, "expected integer value"))
    return failure();
  llvm::StringRef spelling = tok.getSpelling();
  bool hex = spelling.size() > 1 && spelling[1] == 'x';
  if (spelling.getAsInteger(hex ? 0 : 10, magnitude))
    return parser.emitError(tok.getLoc(), "integer value too large");
  if (magnitude.isNegative())
    magnitude = magnitude.zext(magnitude.getBitWidth() + 1);
  if (negative)
    magnitude.negate();
  return success();
}

// A signed value must come back unchanged from `bits` signed bits.
std::optional<ParseResult> AsmParser::parseOptionalInteger(int64_t &value,
                                                           unsigned bits) {
  llvm::SMLoc loc = getCurrentLocation();
  llvm::APInt magnitude;
  std::optional<ParseResult> parsed = parseOptionalIntegerLiteral(magnitude);
  if (!parsed || failed(*parsed))
    return parsed;
  llvm::APInt truncated = magnitude.sextOrTrunc(bits);
  value = truncated.getSExtValue();
  if (truncated.sextOrTrunc(magnitude.getBitWidth()) != magnitude)
    return emitError(loc, "integer value too large");
  return success();
}

// An unsigned one is the literal's low `bits` bits, as MLIR reads into an
// unsigned C++ integer: `-1` is all ones; what does not fit is too large.
ParseResult AsmParser::parseUnsigned(uint64_t &value, unsigned bits) {
  llvm::SMLoc loc = getCurrentLocation();
  llvm::APInt magnitude;
  std::optional<ParseResult> parsed = parseOptionalIntegerLiteral(magnitude);
  if (!parsed)
    return emitError(loc, "expected integer value");
  if (failed(*parsed))
    return failure();
  value = magnitude.sextOrTrunc(bits).getZExtValue();
  if (llvm::APInt(magnitude.getBitWidth(), value, /*isSigned=*/false,
                  /*implicitTrunc=*/true) != magnitude)
    return emitError(loc, "integer value too large");
  return success();
}

bool AsmParser::isNextInteger() {
  return parser.getToken().is(Token::integer) ||
         parser.getToken().is(Token::minus);
}

ParseResult AsmParser::enterNesting() { return parser.enterNesting(); }
void AsmParser::exitNesting() { parser.exitNesting(); }

ParseResult AsmParser::parseInteger(int64_t &value, unsigned bits) {
  llvm::SMLoc loc = getCurrentLocation();
  if (std::optional<ParseResult> result = parseOptionalInteger(value, bits))
    return *result;
  return emitError(loc, "expected integer value");
}

bool AsmParser::isNextKeyword() {
  return parser.getToken().is(Token::bare_identifier);
}

bool AsmParser::isNextString() { return parser.getToken().is(Token::string); }

bool AsmParser::isNextAttribute() {
  const Token &tok = parser.getToken();
  switch (tok.getKind()) {
  case Token::at_identifier:
  case Token::hash_identifier:
  case Token::integer:
  case Token::floatliteral:
  case Token::string:
  case Token::minus:
  case Token::l_square:
  case Token::l_brace:
    return true;
  case Token::bare_identifier:
    return llvm::is_contained(
        {"true", "false", "unit", "dense", "dense_resource", "sparse", "array",
         "affine_map", "affine_set", "strided", "distinct"},
        tok.getSpelling());
  default:
    return false;
  }
}

ParseResult AsmParser::parseAttribute(Attribute &attr, Type type) {
  attr = parser.parseAttribute(type);
  return success(bool(attr));
}

ParseResult
AsmParser::parseOptionalAttrDict(llvm::SmallVectorImpl<NamedAttribute> &a) {
  if (parser.getToken().isNot(Token::l_brace))
    return success();
  return parser.parseAttributeDict(a);
}

ParseResult AsmParser::parseOptionalAttrDictWithKeyword(
    llvm::SmallVectorImpl<NamedAttribute> &a) {
  if (!parser.consumeIfKeyword("attributes"))
    return success();
  return parser.parseAttributeDict(a);
}

bool AsmParser::parseOptionalSymbolName(StringAttr &name) {
  if (parser.getToken().isNot(Token::at_identifier))
    return false;
  name = StringAttr::get(parser.ctx, parser.getToken().getSymbolReference());
  parser.consumeToken();
  return true;
}

ParseResult AsmParser::parseSymbolName(StringAttr &name) {
  if (parseOptionalSymbolName(name))
    return success();
  return emitError(getCurrentLocation(),
                   "expected valid '@'-identifier for symbol name");
}

ParseResult AsmParser::parseSymbolRef(SymbolRefAttr &ref) {
  if (parser.getToken().isNot(Token::at_identifier))
    return parser.emitWrongTokenError("expected symbol reference");
  ref = llvm::dyn_cast_if_present<SymbolRefAttr>(parser.parseSymbolRef());
  return success(bool(ref));
}

ParseResult AsmParser::parseType(Type &type) {
  type = parser.parseType();
  return success(bool(type));
}

ParseResult AsmParser::parseAffineMap(AffineMapAttr &map) {
  map = parser.parseAffineMapReference();
  return success(bool(map));
}

ParseResult AsmParser::parseColonType(Type &type) {
  return failure(parseColon() || parseType(type));
}

ParseResult AsmParser::parseColonTypeList(llvm::SmallVectorImpl<Type> &types) {
  return failure(parseColon() || parser.parseTypeList(types));
}

ParseResult AsmParser::parseTypeList(llvm::SmallVectorImpl<Type> &types) {
  return parser.parseTypeList(types);
}

ParseResult
AsmParser::parseFunctionResultTypes(llvm::SmallVectorImpl<Type> &types) {
  return parser.parseFunctionResultTypes(types);
}

ParseResult AsmParser::parseColonFunctionType(FunctionType &type) {
  llvm::SMLoc loc = getCurrentLocation();
  Type t;
  if (parseColon() || !(t = parser.parseType()))
    return failure();
  type = llvm::dyn_cast<FunctionType>(t);
  if (!type)
    return emitError(loc, "invalid kind of type specified: expected "
                          "builtin.function, but found ")
           << t;
  return success();
}

ParseResult AsmParser::parseFunctionType(FunctionType &type) {
  llvm::SMLoc loc = getCurrentLocation();
  Type t = parser.parseType();
  if (!t)
    return failure();
  type = llvm::dyn_cast<FunctionType>(t);
  if (!type)
    return emitError(loc, "invalid kind of type specified: expected "
                          "builtin.function, but found ")
           << t;
  return success();
}

//===-- What dialect types and attributes also parse ----------------------===//

bool AsmParser::parseOptionalGreater() {
  return parser.consumeIf(Token::greater);
}
bool AsmParser::parseOptionalEllipsis() {
  return parser.consumeIf(Token::ellipsis);
}
ParseResult AsmParser::parseEllipsis() {
  return parser.parseToken(Token::ellipsis, "expected '...'");
}

bool AsmParser::parseOptionalString(std::string &value) {
  if (parser.getToken().isNot(Token::string))
    return false;
  value = parser.getToken().getStringValue();
  parser.consumeToken();
  return true;
}

ParseResult AsmParser::parseString(std::string &value) {
  if (parseOptionalString(value))
    return success();
  return emitError(getCurrentLocation(), "expected string");
}

std::optional<ParseResult> AsmParser::parseOptionalType(Type &type) {
  const Token &tok = parser.getToken();
  bool startsType = tok.is(Token::exclamation_identifier) ||
                    tok.is(Token::l_paren) ||
                    (tok.is(Token::bare_identifier) &&
                     isBuiltinTypeKeyword(tok.getSpelling()));
  if (!startsType)
    return std::nullopt;
  type = parser.parseType();
  return success(bool(type));
}

ParseResult AsmParser::parseDimensionList(llvm::SmallVectorImpl<int64_t> &dims,
                                          bool allowDynamic) {
  return parser.parseDimensionList(dims, /*scalable=*/nullptr, allowDynamic);
}

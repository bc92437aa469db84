//===- OpAsmParser.cpp - The parser API of custom op syntax ---------------===//
#include "text/OperationParser.h"

#include "llvm/ADT/StringSwitch.h"

using namespace terrace;

Context &OpAsmParser::getContext() { return impl.ctx; }

llvm::SMLoc OpAsmParser::getCurrentLocation() {
  return impl.getToken().getLoc();
}

// Errors the op's parser reports itself name the op, as MLIR's do; errors
// of the underlying parser (a missing ')', a bad type) do not.
InFlightDiagnostic OpAsmParser::emitError(llvm::SMLoc loc,
                                          const llvm::Twine &msg) {
  return impl.emitError(loc, "custom op '" + opName + "' " + msg);
}

Location OpAsmParser::getEncodedSourceLoc(llvm::SMLoc loc) {
  return impl.getEncodedSourceLocation(loc);
}

ParseResult OpAsmParser::parseLParen() {
  return impl.parseToken(Token::l_paren, "expected '('");
}
ParseResult OpAsmParser::parseRParen() {
  return impl.parseToken(Token::r_paren, "expected ')'");
}
ParseResult OpAsmParser::parseColon() {
  return impl.parseToken(Token::colon, "expected ':'");
}
ParseResult OpAsmParser::parseArrow() {
  return impl.parseToken(Token::arrow, "expected '->'");
}
bool OpAsmParser::parseOptionalLParen() {
  return impl.consumeIf(Token::l_paren);
}
bool OpAsmParser::parseOptionalRParen() {
  return impl.consumeIf(Token::r_paren);
}
bool OpAsmParser::parseOptionalComma() { return impl.consumeIf(Token::comma); }
bool OpAsmParser::parseOptionalArrow() { return impl.consumeIf(Token::arrow); }
bool OpAsmParser::parseOptionalColon() { return impl.consumeIf(Token::colon); }
bool OpAsmParser::parseOptionalKeyword(llvm::StringRef keyword) {
  return impl.consumeIfKeyword(keyword);
}
ParseResult OpAsmParser::parseComma() {
  return impl.parseToken(Token::comma, "expected ','");
}
ParseResult OpAsmParser::parseLess() {
  return impl.parseToken(Token::less, "expected '<'");
}
ParseResult OpAsmParser::parseGreater() {
  return impl.parseToken(Token::greater, "expected '>'");
}
bool OpAsmParser::parseOptionalLess() { return impl.consumeIf(Token::less); }

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

std::optional<ParseResult> OpAsmParser::parsePunctuation(llvm::StringRef text) {
  std::optional<Token::Kind> kind = punctuationKind(text);
  if (!kind)
    return std::nullopt;
  return impl.parseToken(*kind, "expected '" + text + "'");
}

bool OpAsmParser::parseOptionalPunctuation(llvm::StringRef text) {
  std::optional<Token::Kind> kind = punctuationKind(text);
  return kind && impl.consumeIf(*kind);
}
ParseResult OpAsmParser::parseKeyword(llvm::StringRef keyword) {
  if (impl.consumeIfKeyword(keyword))
    return success();
  return emitError(impl.getToken().getLoc(), "expected '" + keyword + "'");
}
ParseResult OpAsmParser::parseAnyKeyword(llvm::StringRef &keyword) {
  if (impl.getToken().isNot(Token::bare_identifier))
    return emitError(impl.getToken().getLoc(), "expected valid keyword");
  keyword = impl.getToken().getSpelling();
  impl.consumeToken();
  return success();
}
bool OpAsmParser::peekKeyword(llvm::StringRef &keyword) {
  if (impl.getToken().isNot(Token::bare_identifier))
    return false;
  keyword = impl.getToken().getSpelling();
  return true;
}

/// `none, nsw, nuw`: the case names of an enum, for diagnostics.
static std::string caseList(const EnumSpec &spec) {
  std::string list;
  for (const EnumCase &c : spec.cases) {
    if (!list.empty())
      list += ", ";
    list += c.name;
  }
  return list;
}

ParseResult OpAsmParser::parseEnumKeyword(const EnumSpec &spec, unsigned width,
                                          llvm::StringRef attrName,
                                          Attribute &result) {
  const Token &tok = impl.getToken();
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
  impl.consumeToken();
  Context &ctx = getContext();
  result = IntegerAttr::get(IntegerType::get(ctx, width),
                            llvm::APInt(width, *value));
  return success();
}

ParseResult OpAsmParser::parseEnumBody(const EnumSpec &spec,
                                       Attribute &result) {
  if (parseLess())
    return failure();
  llvm::SmallVector<llvm::StringRef, 4> names;
  do {
    llvm::SMLoc loc = getCurrentLocation();
    llvm::StringRef name;
    if (!peekKeyword(name) || !spec.parse({name}))
      return impl.emitError(loc, "expected #" + spec.dialect + "." +
                                     spec.mnemonic +
                                     " to be one of: " + caseList(spec));
    impl.consumeToken();
    names.push_back(name);
  } while (parseOptionalComma());
  if (parseGreater())
    return failure();
  std::optional<uint64_t> value = spec.parse(names);
  if (!value)
    return impl.emitError(getCurrentLocation(), "invalid combination of #" +
                                                    spec.dialect + "." +
                                                    spec.mnemonic + " cases");
  result = EnumAttr::get(getContext(), spec, *value);
  return success();
}

// As MLIR: the literal is read as an unsigned magnitude (one bit wider
// than its top set bit), negated if a '-' came first, and must come back
// unchanged from `bits` signed bits.
std::optional<ParseResult> OpAsmParser::parseOptionalInteger(int64_t &value,
                                                             unsigned bits) {
  llvm::SMLoc loc = getCurrentLocation();
  llvm::APInt magnitude;
  if (impl.consumeIfKeyword("false")) {
    magnitude = llvm::APInt(1, 0);
  } else if (impl.consumeIfKeyword("true")) {
    magnitude = llvm::APInt(2, 1);
  } else {
    if (impl.getToken().isNot(Token::integer) &&
        impl.getToken().isNot(Token::minus))
      return std::nullopt;
    bool negative = impl.consumeIf(Token::minus);
    Token tok = impl.getToken();
    if (impl.parseToken(Token::integer, "expected integer value"))
      return failure();
    llvm::StringRef spelling = tok.getSpelling();
    bool hex = spelling.size() > 1 && spelling[1] == 'x';
    if (spelling.getAsInteger(hex ? 0 : 10, magnitude))
      return impl.emitError(tok.getLoc(), "integer value too large");
    if (magnitude.isNegative())
      magnitude = magnitude.zext(magnitude.getBitWidth() + 1);
    if (negative)
      magnitude.negate();
  }
  llvm::APInt truncated = magnitude.sextOrTrunc(bits);
  value = truncated.getSExtValue();
  if (truncated.sextOrTrunc(magnitude.getBitWidth()) != magnitude)
    return emitError(loc, "integer value too large");
  return success();
}

ParseResult OpAsmParser::parseInteger(int64_t &value, unsigned bits) {
  llvm::SMLoc loc = getCurrentLocation();
  if (std::optional<ParseResult> result = parseOptionalInteger(value, bits))
    return *result;
  return emitError(loc, "expected integer value");
}

bool OpAsmParser::isNextKeyword() {
  return impl.getToken().is(Token::bare_identifier);
}

ParseResult OpAsmParser::parseAttribute(Attribute &attr, Type type) {
  attr = impl.parseAttribute(type);
  return success(bool(attr));
}

ParseResult
OpAsmParser::parseOptionalAttrDict(llvm::SmallVectorImpl<NamedAttribute> &a) {
  if (impl.getToken().isNot(Token::l_brace))
    return success();
  return impl.parseAttributeDict(a);
}

ParseResult OpAsmParser::parseOptionalAttrDictWithKeyword(
    llvm::SmallVectorImpl<NamedAttribute> &a) {
  if (!impl.consumeIfKeyword("attributes"))
    return success();
  return impl.parseAttributeDict(a);
}

bool OpAsmParser::parseOptionalSymbolName(StringAttr &name) {
  if (impl.getToken().isNot(Token::at_identifier))
    return false;
  name = StringAttr::get(impl.ctx, impl.getToken().getSymbolReference());
  impl.consumeToken();
  return true;
}

ParseResult OpAsmParser::parseSymbolName(StringAttr &name) {
  if (parseOptionalSymbolName(name))
    return success();
  return impl.emitWrongTokenError("expected valid '@'-identifier for symbol "
                                  "name");
}

ParseResult OpAsmParser::parseSymbolRef(SymbolRefAttr &ref) {
  if (impl.getToken().isNot(Token::at_identifier))
    return impl.emitWrongTokenError("expected symbol reference");
  ref = llvm::dyn_cast_if_present<SymbolRefAttr>(impl.parseSymbolRef());
  return success(bool(ref));
}

ParseResult OpAsmParser::parseType(Type &type) {
  type = impl.parseType();
  return success(bool(type));
}

ParseResult OpAsmParser::parseColonType(Type &type) {
  return failure(parseColon() || parseType(type));
}

ParseResult
OpAsmParser::parseColonTypeList(llvm::SmallVectorImpl<Type> &types) {
  return failure(parseColon() || impl.parseTypeList(types));
}

ParseResult OpAsmParser::parseTypeList(llvm::SmallVectorImpl<Type> &types) {
  return impl.parseTypeList(types);
}

ParseResult
OpAsmParser::parseFunctionResultTypes(llvm::SmallVectorImpl<Type> &types) {
  return impl.parseFunctionResultTypes(types);
}

ParseResult OpAsmParser::parseFunctionType(FunctionType &type) {
  llvm::SMLoc loc = getCurrentLocation();
  Type t = impl.parseType();
  if (!t)
    return failure();
  type = llvm::dyn_cast<FunctionType>(t);
  if (!type)
    return emitError(loc, "invalid kind of type specified: expected "
                          "builtin.function, but found ")
           << t;
  return success();
}

bool OpAsmParser::isNextOperand() {
  return impl.getToken().is(Token::percent_identifier);
}

ParseResult OpAsmParser::parseOperand(UnresolvedOperand &operand) {
  return impl.parseSSAUse(operand);
}

ParseResult
OpAsmParser::parseOperandList(llvm::SmallVectorImpl<UnresolvedOperand> &ops) {
  if (!isNextOperand())
    return success();
  do {
    UnresolvedOperand op;
    if (parseOperand(op))
      return failure();
    ops.push_back(op);
  } while (impl.consumeIf(Token::comma));
  return success();
}

ParseResult
OpAsmParser::resolveOperands(llvm::ArrayRef<UnresolvedOperand> operands,
                             TypeRange types, llvm::SMLoc loc,
                             llvm::SmallVectorImpl<Value> &result) {
  if (operands.size() != types.size())
    return emitError(loc, "number of operands and types do not match: got " +
                              llvm::Twine(operands.size()) +
                              " operands and " + llvm::Twine(types.size()) +
                              " types");
  for (size_t i = 0; i < operands.size(); ++i) {
    Value v = impl.resolveSSAUse(operands[i], types[i]);
    if (!v)
      return failure();
    result.push_back(v);
  }
  return success();
}

ParseResult
OpAsmParser::parseOptionalOperandsWithTypes(llvm::SmallVectorImpl<Value> &out) {
  llvm::SmallVector<UnresolvedOperand, 2> operands;
  llvm::SmallVector<Type, 2> types;
  if (parseOperandList(operands))
    return failure();
  if (operands.empty())
    return success();
  llvm::SMLoc loc = getCurrentLocation();
  return failure(parseColonTypeList(types) ||
                 resolveOperands(operands, types, loc, out));
}

ParseResult OpAsmParser::parseArgument(Argument &arg, bool allowAttrs,
                                       bool allowLoc) {
  return impl.parseArgument(arg, allowAttrs, allowLoc);
}

bool OpAsmParser::isNextArgument() { return isNextOperand(); }

ParseResult OpAsmParser::parseRegion(Region &region,
                                     llvm::ArrayRef<Argument> arguments,
                                     bool isolatedFromAbove) {
  return impl.parseRegion(region, arguments, isolatedFromAbove);
}

bool OpAsmParser::isNextRegion() { return impl.getToken().is(Token::l_brace); }

ParseResult OpAsmParser::parseSuccessor(Block *&dest) {
  return impl.parseSuccessor(dest);
}

bool OpAsmParser::isNextSuccessor() {
  return impl.getToken().is(Token::caret_identifier);
}

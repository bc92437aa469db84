//===- AttributeParser.cpp - Builtin attribute syntax ---------------------===//
#include "ir/Dialect.h"
#include "text/ParserImpl.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Error.h"

#include <cmath>
#include <cstdlib>

using namespace terrace;

Attribute Parser::parseAttribute(Type type) {
  if (enterNesting())
    return Attribute();
  Attribute result;
  const Token &tok = getToken();
  switch (tok.getKind()) {
  case Token::l_square: {
    llvm::SmallVector<Attribute, 4> elements;
    consumeToken();
    if (parseCommaSeparatedListUntil(Token::r_square, [&]() -> ParseResult {
          Attribute a = parseAttribute();
          if (!a)
            return failure();
          elements.push_back(a);
          return success();
        }))
      return Attribute();
    result = ArrayAttr::get(ctx, elements);
    break;
  }
  case Token::l_brace: {
    llvm::SmallVector<NamedAttribute, 4> attrs;
    if (parseAttributeDict(attrs))
      return Attribute();
    result = DictionaryAttr::get(ctx, attrs);
    break;
  }
  case Token::at_identifier:
    result = parseSymbolRef();
    break;
  case Token::hash_identifier:
    result = parseExtendedAttr();
    break;
  case Token::integer:
    result = parseDecOrHexAttr(type, /*isNegative=*/false);
    break;
  case Token::floatliteral:
    result = parseFloatAttr(type, /*isNegative=*/false);
    break;
  case Token::minus:
    consumeToken();
    if (getToken().is(Token::integer))
      result = parseDecOrHexAttr(type, /*isNegative=*/true);
    else if (getToken().is(Token::floatliteral))
      result = parseFloatAttr(type, /*isNegative=*/true);
    else
      emitWrongTokenError("expected constant integer or floating point value");
    break;
  case Token::string: {
    std::string storage;
    llvm::StringRef value = tok.getStringValue(storage);
    consumeToken();
    if (!type && consumeIf(Token::colon) && !(type = parseType()))
      return Attribute();
    result = type ? StringAttr::get(value, type) : StringAttr::get(ctx, value);
    break;
  }
  case Token::bare_identifier: {
    llvm::StringRef kw = tok.getSpelling();
    if (kw == "true" || kw == "false") {
      consumeToken();
      result = BoolAttr::get(ctx, kw == "true");
    } else if (kw == "unit") {
      consumeToken();
      result = UnitAttr::get(ctx);
    } else if (kw == "dense") {
      result = parseDenseElementsAttr(type);
    } else if (kw == "dense_resource") {
      result = parseDenseResourceAttr(type);
    } else if (kw == "sparse") {
      result = parseSparseElementsAttr(type);
    } else if (kw == "array") {
      result = parseDenseArrayAttr();
    } else if (kw == "affine_map" || kw == "affine_set") {
      result = parseAffineMapOrSet(kw == "affine_set");
    } else if (kw == "strided") {
      result = parseStridedLayoutAttr();
    } else if (kw == "distinct") {
      result = parseDistinctAttr();
    } else if (kw == "loc") {
      consumeToken();
      Location loc;
      if (parseToken(Token::l_paren, "expected '(' in inline location") ||
          parseLocationInstance(loc) ||
          parseToken(Token::r_paren, "expected ')' in inline location"))
        return Attribute();
      result = loc;
    } else {
      // Any other word is a type, or no attribute at all.
      Type t = parseOptionalType();
      if (t)
        result = TypeAttr::get(t);
      else if (!state.hadError)
        emitWrongTokenError("expected attribute value");
    }
    break;
  }
  default: {
    Type t = parseOptionalType();
    if (t)
      result = TypeAttr::get(t);
    else if (!state.hadError)
      emitWrongTokenError("expected attribute value");
    break;
  }
  }
  if (result)
    exitNesting();
  return result;
}

ParseResult
Parser::parseAttributeDict(llvm::SmallVectorImpl<NamedAttribute> &attrs) {
  llvm::SmallDenseSet<const void *, 8> seen;
  return parseCommaSeparatedList(
      Delimiter::Braces,
      [&]() -> ParseResult {
        std::string storage;
        llvm::StringRef name;
        llvm::SMLoc loc = getToken().getLoc();
        if (getToken().is(Token::string))
          name = getToken().getStringValue(storage);
        else if (getToken().is(Token::bare_identifier))
          name = getTokenSpelling();
        else
          return emitWrongTokenError("expected attribute name");
        if (name.empty())
          return emitError("expected valid attribute name");
        consumeToken();
        StringAttr nameAttr = StringAttr::get(ctx, name);
        if (!seen.insert(nameAttr.getImpl()).second)
          return emitError(loc, "duplicate key '" + name +
                                    "' in dictionary attribute");
        if (!consumeIf(Token::equal)) {
          attrs.push_back({nameAttr, UnitAttr::get(ctx)});
          return success();
        }
        Attribute value = parseAttribute();
        if (!value)
          return failure();
        attrs.push_back({nameAttr, value});
        return success();
      },
      " in attribute dictionary");
}

Attribute Parser::parseSymbolRef() {
  llvm::SmallVector<StringAttr, 2> path;
  path.push_back(StringAttr::get(ctx, getToken().getSymbolReference()));
  consumeToken();
  // `::@nested`: two colon tokens, as MLIR reads them (space between them
  // allowed); one colon alone is left to what follows.
  while (getToken().is(Token::colon)) {
    const char *firstColon = getToken().getLoc().getPointer();
    consumeToken();
    if (getToken().isNot(Token::colon)) {
      if (getToken().isNot(Token::eof) && getToken().isNot(Token::error))
        resetToken(firstColon);
      break;
    }
    consumeToken();
    // At the token itself, even at the end of the file (MLIR's).
    if (getToken().isNot(Token::at_identifier))
      return emitError(getToken().getLoc(),
                       "expected nested symbol reference identifier"),
             Attribute();
    path.push_back(StringAttr::get(ctx, getToken().getSymbolReference()));
    consumeToken();
  }
  return SymbolRefAttr::get(path);
}

ParseResult Parser::parseBalancedBody(llvm::StringRef &body) {
  const char *start = getToken().getLoc().getPointer();
  const char *cur = start;
  llvm::SmallVector<char, 8> nesting;
  // MLIR reports an unbalanced body at its current token: the body's `<`,
  // or the last string read inside the body.
  auto unbalanced = [&]() -> ParseResult {
    return emitError(getToken().getLoc(),
                     llvm::Twine("unbalanced '") + llvm::Twine(nesting.back()) +
                         "' character in pretty dialect name");
  };
  auto close = [&](char open) -> ParseResult {
    if (nesting.empty() || nesting.back() != open)
      return nesting.empty() ? emitError(llvm::SMLoc::getFromPointer(cur - 1),
                                         "unbalanced punctuation in pretty "
                                         "dialect name")
                             : unbalanced();
    nesting.pop_back();
    return success();
  };
  const char *end =
      state.sourceMgr.getMemoryBuffer(state.sourceMgr.getMainFileID())
          ->getBufferEnd();
  do {
    if (cur == end || *cur == '\0') {
      if (!nesting.empty())
        return unbalanced();
      return emitError(getToken().getLoc(),
                       "unexpected nul or EOF in pretty dialect name");
    }
    char c = *cur++;
    switch (c) {
    case '<':
    case '[':
    case '(':
    case '{':
      nesting.push_back(c);
      break;
    case '-':
      if (*cur == '>')
        ++cur; // `->` is one token
      break;
    case '>':
      if (close('<'))
        return failure();
      break;
    case ']':
      if (close('['))
        return failure();
      break;
    case ')':
      if (close('('))
        return failure();
      break;
    case '}':
      if (close('{'))
        return failure();
      break;
    case '"': {
      resetToken(cur - 1);
      if (getToken().isNot(Token::string))
        return failure();
      cur = getToken().getEndLoc().getPointer();
      break;
    }
    default:
      break;
    }
  } while (!nesting.empty());
  body = llvm::StringRef(start, cur - start);
  resetToken(cur);
  return success();
}

ParseResult Parser::parseDialectSymbol(DialectSymbol &symbol,
                                       llvm::StringRef what) {
  Token tok = getToken();
  llvm::StringRef identifier = tok.getSuffix();
  consumeToken();
  bool isPretty = identifier.contains('.');
  bool hasBody =
      getToken().is(Token::less) &&
      getToken().getLoc().getPointer() == tok.getEndLoc().getPointer();
  // `#name` with neither a '.' nor a body is an alias.
  if (!isPretty && !hasBody) {
    symbol.aliasName = identifier;
    return success();
  }
  auto [dialect, rest] = identifier.split('.');
  if (dialect.empty() || !(llvm::isAlpha(dialect[0]) || dialect[0] == '_'))
    return emitError(tok.getLoc(), "expected a dialect namespace in the " +
                                       what + " '" + identifier + "'");
  llvm::StringRef body;
  if (hasBody && parseBalancedBody(body))
    return failure();
  symbol.mnemonic = isPretty ? rest : llvm::StringRef();
  symbol.bodyBegin = tok.getEndLoc().getPointer();
  symbol.bodyEnd = symbol.resumeAt = symbol.bodyBegin + body.size();
  if (!isPretty && !body.empty()) {
    ++symbol.bodyBegin; // inside `<...>`
    --symbol.bodyEnd;
  }
  // Without a mnemonic (`!dialect<...>`), diagnostics about it point at the
  // start of the body, as MLIR's do.
  symbol.mnemonicLoc =
      llvm::SMLoc::getFromPointer(isPretty ? rest.data() : symbol.bodyBegin);
  // Where MLIR reports what is wrong with the symbol as a whole.
  symbol.loc = isPretty ? symbol.mnemonicLoc : tok.getLoc();
  symbol.dialect = dialect;
  symbol.body =
      isPretty ? (rest + body).str() : body.drop_front().drop_back().str();
  return success();
}

Attribute Parser::parseExtendedAttr() {
  llvm::SMLoc loc = getToken().getLoc();
  DialectSymbol symbol;
  if (parseDialectSymbol(symbol, "attribute"))
    return Attribute();
  if (symbol.aliasName.empty() && !ctx.getDialect(symbol.dialect) &&
      !ctx.allowsUnregisteredDialects()) {
    // MLIR reads the attribute's type first and names it in the error.
    Type type = NoneType::get(ctx);
    if (consumeIf(Token::colon) && !(type = parseType()))
      return Attribute();
    std::string typeText;
    llvm::raw_string_ostream(typeText) << type;
    return emitError(symbol.loc, "#\"" + symbol.dialect + "\"<\"" +
                                     symbol.body + "\"> : '" + typeText +
                                     "' attribute created with unregistered "
                                     "dialect. " +
                                     kUnregisteredDialectAdvice),
           Attribute();
  }
  if (symbol.aliasName.empty()) {
    Dialect *dialect = ctx.getDialect(symbol.dialect);
    if (!dialect)
      return OpaqueAttr::get(ctx, symbol.dialect, symbol.body);
    // A registered dialect's enum is read through its spec, from the text
    // after its mnemonic; its other attributes by the dialect.
    const EnumSpec *spec = dialect->lookupEnum(symbol.mnemonic);
    if (!spec && symbol.mnemonic.empty()) {
      // `#dialect<mnemonic case>`: an enum whose spec says it prints so.
      llvm::StringRef body(symbol.body);
      auto [word, rest] = body.split(' ');
      const EnumSpec *inBody = dialect->lookupEnum(word);
      if (inBody && inBody->mnemonicInBody) {
        llvm::StringRef name = rest.trim();
        std::optional<uint64_t> value = inBody->parse({name});
        if (!value) {
          const char *at = symbol.bodyBegin + (name.data() - body.data());
          std::string cases;
          for (const EnumCase &c : inBody->cases)
            cases += (cases.empty() ? "" : ", ") + c.name.str();
          emitError(llvm::SMLoc::getFromPointer(at),
                    "expected " + inBody->cppName + " to be one of: " + cases);
          if (!inBody->attrDefName.empty())
            emitFollowingError(llvm::SMLoc::getFromPointer(at + name.size()),
                               "failed to parse " + inBody->attrDefName +
                                   " parameter '" + inBody->parameterName +
                                   "' which is to be a `" + inBody->cppName +
                                   "`");
          return Attribute();
        }
        return EnumAttr::get(ctx, *inBody, *value);
      }
    }
    if (!spec)
      return parseDialectAttr(*dialect, symbol);
    AsmParser asmParser(*this);
    Attribute result;
    if (parseInRange(
            symbol.bodyBegin, symbol.bodyEnd, symbol.resumeAt,
            [&] { return asmParser.parseEnumBody(*spec, result); },
            "attribute"))
      return Attribute();
    return result;
  }
  return resolveAlias(state.attributeAliases, loc, '#', symbol.aliasName,
                      /*referenceCounted=*/true);
}

ParseResult Parser::parseKeywordOrString(std::string &out,
                                         const llvm::Twine &message) {
  if (getToken().is(Token::bare_identifier))
    out = getTokenSpelling().str();
  else if (getToken().is(Token::string))
    out = getToken().getStringValue();
  else
    return emitWrongTokenError(message);
  consumeToken();
  return success();
}

//===-- Numbers -----------------------------------------------------------===//

std::optional<llvm::APInt>
terrace::buildAttributeAPInt(Type type, bool isNegative,
                             llvm::StringRef spelling) {
  llvm::APInt result;
  bool isHex = spelling.size() > 1 && spelling[1] == 'x';
  uint64_t small;
  if (!isHex && spelling.size() <= 18 && !spelling.getAsInteger(10, small))
    result = llvm::APInt(64, small); // the common case, without APInt parsing
  else if (spelling.getAsInteger(isHex ? 0 : 10, result))
    return std::nullopt;
  unsigned width = type.isIndex() ? IndexType::kInternalStorageBitWidth
                                  : type.getIntOrFloatBitWidth();
  if (width > result.getBitWidth()) {
    result = result.zext(width);
  } else if (width < result.getBitWidth()) {
    // Leading zeros may be dropped; significant bits may not.
    if (result.countl_zero() < result.getBitWidth() - width)
      return std::nullopt;
    result = result.trunc(width);
  }
  if (width == 0) {
    if (isNegative)
      return std::nullopt;
  } else if (isNegative) {
    // Negated, the value must have its sign bit set (so `-0` is rejected,
    // as in MLIR).
    result.negate();
    if (!result.isSignBitSet())
      return std::nullopt;
  } else if ((type.isIndex() ||
              (type.isInteger() && llvm::cast<IntegerType>(type).isSigned())) &&
             result.isSignBitSet()) {
    return std::nullopt;
  }
  return result;
}

std::optional<llvm::APFloat>
Parser::parseFloatFromLiteral(const Token &tok, bool isNegative,
                              const llvm::fltSemantics &semantics) {
  if (tok.is(Token::floatliteral)) {
    // Through double, as MLIR does: the literal is read with strtod and
    // then rounded to the target semantics.
    std::string text = tok.getSpelling().str();
    double value = std::strtod(text.c_str(), nullptr);
    // Like MLIR: the literal goes through double, so values past double's
    // range become infinities (even for f80 and f128).
    llvm::APFloat result(isNegative ? -value : value);
    bool lost;
    result.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &lost);
    return result;
  }
  if (tok.isNot(Token::integer))
    return emitError(tok.getLoc(), "expected floating point literal"),
           std::nullopt;
  llvm::StringRef spelling = tok.getSpelling();
  bool isHex = spelling.size() > 1 && spelling[1] == 'x';
  if (!isHex) {
    emitError(tok.getLoc(),
              "unexpected decimal integer literal for a floating point value")
        .attachNote(getEncodedSourceLocation(tok.getLoc()),
                    "add a trailing dot to make the literal a float");
    return std::nullopt;
  }
  if (isNegative)
    return emitError(tok.getLoc(),
                     "hexadecimal float literal should not have a leading "
                     "minus"),
           std::nullopt;
  llvm::APInt bits;
  spelling.getAsInteger(0, bits);
  unsigned width = llvm::APFloat::semanticsSizeInBits(semantics);
  if (bits.getActiveBits() > width)
    return emitError(tok.getLoc(),
                     "hexadecimal float constant out of range for type"),
           std::nullopt;
  return llvm::APFloat(semantics, bits.zextOrTrunc(width));
}

Attribute Parser::parseDecOrHexAttr(Type type, bool isNegative) {
  Token tok = getToken();
  consumeToken();
  if (!type) {
    if (!consumeIf(Token::colon))
      type = IntegerType::get(ctx, 64);
    else if (!(type = parseType()))
      return Attribute();
  }
  if (auto floatType = llvm::dyn_cast<FloatType>(type)) {
    auto value =
        parseFloatFromLiteral(tok, isNegative, floatType.getSemantics());
    if (!value)
      return Attribute();
    return FloatAttr::get(floatType, *value);
  }
  if (!type.isIntOrIndex())
    return emitError(tok.getLoc(), "integer literal not valid for specified "
                                   "type"),
           Attribute();
  if (auto intType = llvm::dyn_cast<IntegerType>(type);
      isNegative && intType && intType.isUnsigned())
    return emitError(tok.getLoc(), "negative integer literal not valid for "
                                   "unsigned integer type"),
           Attribute();
  auto value = buildAttributeAPInt(type, isNegative, tok.getSpelling());
  if (!value)
    return emitError(tok.getLoc(), "integer constant out of range for "
                                   "attribute"),
           Attribute();
  return IntegerAttr::get(type, *value);
}

Attribute Parser::parseFloatAttr(Type type, bool isNegative) {
  Token tok = getToken();
  consumeToken();
  if (!type) {
    if (!consumeIf(Token::colon))
      type = FloatType::get(ctx, TypeKind::F64);
    else if (!(type = parseType()))
      return Attribute();
  }
  // Said after the type, where MLIR says it.
  auto floatType = llvm::dyn_cast<FloatType>(type);
  if (!floatType)
    return emitError("floating point value not valid for specified type"),
           Attribute();
  auto value = parseFloatFromLiteral(tok, isNegative, floatType.getSemantics());
  if (!value)
    return Attribute();
  return FloatAttr::get(floatType, *value);
}

//===-- Layouts, distinct -------------------------------------------------===//

/// `strided<[s0, s1, ...](, offset: o)?>`, read as MLIR reads it (errors
/// about a value at its sign, or at it).
Attribute Parser::parseStridedLayoutAttr() {
  consumeToken();
  auto parseValue = [&](int64_t &out) -> ParseResult {
    if (consumeIf(Token::question)) {
      out = kDynamic;
      return success();
    }
    llvm::SMLoc loc = getToken().getLoc();
    bool negative = consumeIf(Token::minus);
    auto v = getToken().getUInt64IntegerValue();
    if (getToken().isNot(Token::integer) || !v || int64_t(*v) < 0)
      return emitError(loc, "expected a 64-bit signed integer or '?'");
    out = negative ? -int64_t(*v) : int64_t(*v);
    consumeToken();
    return success();
  };
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  if (parseToken(Token::less, "expected '<' after 'strided'") ||
      parseToken(Token::l_square, "expected '['"))
    return Attribute();
  if (getToken().isNot(Token::r_square)) {
    do {
      if (parseValue(strides.emplace_back()))
        return Attribute();
    } while (consumeIf(Token::comma));
  }
  if (parseToken(Token::r_square, "expected ']'"))
    return Attribute();
  if (!consumeIf(Token::greater)) {
    if (parseToken(Token::comma, "expected ','"))
      return Attribute();
    if (!consumeIfKeyword("offset"))
      return emitWrongTokenError("expected 'offset' after comma"), Attribute();
    if (parseToken(Token::colon, "expected ':' after 'offset'") ||
        parseValue(offset) || parseToken(Token::greater, "expected '>'"))
      return Attribute();
  }
  return StridedLayoutAttr::get(ctx, offset, strides);
}

Attribute Parser::parseDistinctAttr() {
  llvm::SMLoc start = getToken().getLoc();
  consumeToken();
  if (parseToken(Token::l_square, "expected '[' after 'distinct'"))
    return Attribute();
  auto id = getToken().getUInt64IntegerValue();
  if (getToken().isNot(Token::integer) || !id)
    return emitWrongTokenError("expected distinct ID"), Attribute();
  std::string key = getTokenSpelling().str();
  consumeToken();
  if (parseToken(Token::r_square, "expected ']' to close distinct ID") ||
      parseToken(Token::less, "expected '<' after distinct ID"))
    return Attribute();
  Attribute referenced;
  if (getToken().is(Token::greater))
    referenced = UnitAttr::get(ctx);
  else if (!(referenced = parseAttribute()))
    return Attribute();
  if (parseToken(Token::greater, "expected '>' to close distinct attribute"))
    return Attribute();
  // The same id in one file names the same distinct attribute.
  std::lock_guard<std::mutex> lock(state.symbols.distinctMutex);
  auto &known = state.symbols.distinctAttrs[key];
  if (!known) {
    known = DistinctAttr::create(referenced);
  } else if (llvm::cast<DistinctAttr>(known).getReferencedAttr() !=
             referenced) {
    return emitError(start, "referenced attribute does not match previous "
                            "definition: ")
               << llvm::cast<DistinctAttr>(known).getReferencedAttr(),
           Attribute();
  }
  return known;
}

//===- TypeParser.cpp - Builtin type syntax -------------------------------===//
#include "ir/AffineExpr.h"
#include "ir/Dialect.h"
#include "ir/DialectTypes.h"
#include "text/AsmParser.h"
#include "text/ParserImpl.h"

#include "llvm/ADT/StringExtras.h"

using namespace terrace;

Type Parser::parseType() {
  if (getToken().is(Token::l_paren))
    return parseFunctionType();
  Type t = parseOptionalType();
  if (!t && !state.hadError)
    emitWrongTokenError("expected non-function type");
  return t;
}

ParseResult Parser::parseTypeList(llvm::SmallVectorImpl<Type> &types) {
  return parseCommaSeparatedList(Delimiter::None, [&]() -> ParseResult {
    Type t = parseType();
    if (!t)
      return failure();
    types.push_back(t);
    return success();
  });
}

/// function-result-type ::= `(` type-list? `)` | non-function-type
ParseResult
Parser::parseFunctionResultTypes(llvm::SmallVectorImpl<Type> &results) {
  if (consumeIf(Token::l_paren)) {
    if (consumeIf(Token::r_paren))
      return success();
    if (parseTypeList(results) || parseToken(Token::r_paren, "expected ')'"))
      return failure();
    return success();
  }
  // A non-function type; an alias (`!fn`) may still name a function type.
  Type t = parseOptionalType();
  if (!t) {
    if (!state.hadError)
      emitWrongTokenError("expected non-function type");
    return failure();
  }
  results.push_back(t);
  return success();
}

Type Parser::parseFunctionType() {
  if (enterNesting())
    return Type();
  llvm::SmallVector<Type, 4> inputs, results;
  if (parseToken(Token::l_paren, "expected '('"))
    return Type();
  if (!consumeIf(Token::r_paren)) {
    if (parseTypeList(inputs) || parseToken(Token::r_paren, "expected ')'"))
      return Type();
  }
  if (parseToken(Token::arrow, "expected '->' in function type") ||
      parseFunctionResultTypes(results))
    return Type();
  exitNesting();
  return FunctionType::get(ctx, inputs, results);
}

/// `i32`, `si8`, `ui64`: the width, or none when `spelling` is not one.
static std::optional<std::pair<unsigned, IntegerType::Signedness>>
parseIntegerTypeKeyword(llvm::StringRef spelling) {
  IntegerType::Signedness sign = IntegerType::Signless;
  if (spelling.consume_front("si"))
    sign = IntegerType::Signed;
  else if (spelling.consume_front("ui"))
    sign = IntegerType::Unsigned;
  else if (!spelling.consume_front("i"))
    return std::nullopt;
  if (spelling.empty() || !llvm::all_of(spelling, llvm::isDigit))
    return std::nullopt;
  // Digits only: read them here (no general integer parsing on this path).
  uint64_t width = 0;
  for (char c : spelling) {
    width = width * 10 + unsigned(c - '0');
    if (width > IntegerType::kMaxWidth)
      return std::make_pair(~0u, sign);
  }
  return std::make_pair(unsigned(width), sign);
}

bool terrace::isBuiltinTypeKeyword(llvm::StringRef kw) {
  return parseIntegerTypeKeyword(kw) || floatKindFromKeyword(kw) ||
         llvm::is_contained({"index", "none", "tensor", "memref", "vector",
                             "complex", "tuple"},
                            kw);
}

/// Memory spaces are integers, strings or dictionaries (or attributes of a
/// registered dialect, once dialects define some).
static bool isSupportedMemorySpace(Attribute space) {
  return llvm::isa<IntegerAttr, StringAttr, DictionaryAttr>(space) ||
         space.getKind() > AttrKind::LastBuiltin;
}

/// Tensors hold scalars, vectors and other dialects' types.
static bool isValidTensorElementType(Type t) {
  return llvm::isa<ComplexType, FloatType, IntegerType, OpaqueType, VectorType,
                   IndexType>(t) ||
         t.getKind() > TypeKind::LastBuiltin;
}

/// Memrefs hold scalars, vectors, memrefs, and the dialect types that say
/// they may (MLIR's MemRefElementTypeInterface).
static bool isValidMemRefElementType(Type t) {
  return llvm::isa<ComplexType, FloatType, IntegerType, OpaqueType, VectorType,
                   IndexType, MemRefType, UnrankedMemRefType>(t) ||
         getInterface<MemRefElementTypeInterface>(t);
}

Type Parser::parseOptionalType() {
  const Token &tok = getToken();
  if (tok.is(Token::l_paren))
    return parseFunctionType();
  if (tok.is(Token::exclamation_identifier))
    return parseExtendedType();
  if (tok.isNot(Token::bare_identifier))
    return Type();
  llvm::StringRef kw = tok.getSpelling();
  llvm::SMLoc loc = tok.getLoc();

  if (auto intKw = parseIntegerTypeKeyword(kw)) {
    if (intKw->first == ~0u)
      return emitError(loc, "integer bitwidth is limited to " +
                                llvm::Twine(IntegerType::kMaxWidth) + " bits"),
             Type();
    consumeToken();
    return IntegerType::get(ctx, intKw->first, intKw->second);
  }
  if (auto floatKind = floatKindFromKeyword(kw)) {
    consumeToken();
    return FloatType::get(ctx, *floatKind);
  }
  if (kw == "index") {
    consumeToken();
    return IndexType::get(ctx);
  }
  if (kw == "none") {
    consumeToken();
    return NoneType::get(ctx);
  }

  bool isTensor = kw == "tensor", isMemRef = kw == "memref",
       isVector = kw == "vector", isComplex = kw == "complex",
       isTuple = kw == "tuple";
  if (!isTensor && !isMemRef && !isVector && !isComplex && !isTuple)
    return Type();
  consumeToken();
  if (enterNesting())
    return Type();
  if (parseToken(Token::less, "expected '<' in " + kw + " type"))
    return Type();

  Type result;
  if (isComplex) {
    // As MLIR: the `>` is read before the element type is checked.
    llvm::SMLoc eltLoc = getToken().getLoc();
    Type element = parseType();
    if (!element || parseToken(Token::greater, "expected '>' in complex type"))
      return Type();
    if (!llvm::isa<FloatType, IntegerType>(element))
      return emitError(eltLoc, "invalid element type for complex"), Type();
    exitNesting();
    return ComplexType::get(element);
  } else if (isTuple) {
    llvm::SmallVector<Type, 4> types;
    if (getToken().isNot(Token::greater) && parseTypeList(types))
      return Type();
    result = TupleType::get(ctx, types);
  } else if (!isVector && consumeIf(Token::star)) {
    // Unranked: `tensor<*xf32>`, `memref<*xf32, 1>`.
    if (getToken().isNot(Token::bare_identifier) ||
        !getTokenSpelling().starts_with("x"))
      return emitWrongTokenError("expected 'x' in dimension list"), Type();
    resetToken(getTokenSpelling().data() + 1);
    llvm::SMLoc eltLoc = getToken().getLoc();
    Type element = parseType();
    if (!element)
      return Type();
    if (isTensor ? !isValidTensorElementType(element)
                 : !isValidMemRefElementType(element))
      return emitError(eltLoc, "invalid " + kw + " element type"), Type();
    if (isTensor) {
      result = UnrankedTensorType::get(element);
    } else {
      Attribute layout, space;
      if (parseMemRefAttributes(/*unranked=*/true, layout, space))
        return Type();
      if (space && !isSupportedMemorySpace(space))
        return emitError(loc, "unsupported memory space Attribute"), Type();
      exitNesting();
      return UnrankedMemRefType::get(element, space);
    }
  } else {
    llvm::SmallVector<int64_t, 4> dims;
    llvm::SmallVector<bool, 4> scalable;
    if (parseDimensionList(dims, isVector ? &scalable : nullptr, !isVector))
      return Type();
    llvm::SMLoc eltLoc = getToken().getLoc();
    Type element = parseType();
    if (!element)
      return Type();
    if (isVector) {
      // As MLIR's VectorType::getChecked: verified once the `>` is read.
      if (parseToken(Token::greater, "expected '>' in vector type"))
        return Type();
      if (!llvm::isa<IntegerType, FloatType, IndexType>(element) &&
          !getInterface<VectorElementTypeInterface>(element))
        return emitError(loc, "failed to verify 'elementType': "
                              "VectorElementTypeInterface instance"),
               Type();
      if (llvm::any_of(dims, [](int64_t d) { return d <= 0; })) {
        std::string sizes;
        llvm::raw_string_ostream os(sizes);
        llvm::interleaveComma(dims, os);
        return emitError(loc, "vector types must have positive constant "
                              "sizes but got " +
                                  llvm::Twine(sizes)),
               Type();
      }
      exitNesting();
      return VectorType::get(dims, element, scalable);
    } else if (isTensor) {
      if (!isValidTensorElementType(element))
        return emitError(eltLoc, "invalid tensor element type"), Type();
      // The encoding after the comma is optional, as in MLIR: what cannot
      // start an attribute (MLIR's parseOptionalAttribute) leaves none, and
      // the `>` is expected next.
      Attribute encoding;
      if (consumeIf(Token::comma) && startsOptionalAttribute()) {
        encoding = parseAttribute();
        if (!encoding)
          return Type();
      }
      result = RankedTensorType::get(dims, element, encoding);
    } else {
      if (!isValidMemRefElementType(element))
        return emitError(eltLoc, "invalid memref element type"), Type();
      Attribute layout, space;
      if (parseMemRefAttributes(/*unranked=*/false, layout, space))
        return Type();
      if (auto map = llvm::dyn_cast_if_present<AffineMapAttr>(layout)) {
        if (map.getNumDims() != dims.size())
          return emitError(loc, "memref layout mismatch between rank and "
                                "affine map: " +
                                    llvm::Twine(dims.size()) +
                                    " != " + llvm::Twine(map.getNumDims())),
                 Type();
      }
      if (auto strided = llvm::dyn_cast_if_present<StridedLayoutAttr>(layout))
        if (strided.getStrides().size() != dims.size())
          return emitError(loc, "expected the number of strides to match the "
                                "rank"),
                 Type();
      if (space && !isSupportedMemorySpace(space))
        return emitError(loc, "unsupported memory space Attribute"), Type();
      exitNesting();
      return MemRefType::get(dims, element, layout, space);
    }
  }
  if (parseToken(Token::greater, "expected '>' in " + kw + " type"))
    return Type();
  exitNesting();
  return result;
}

/// Reads `4x?x[8]x` up to (not including) the element type. MLIR lexes
/// `4x8xf32` as `4` then the identifier `x8xf32`, so each `x` is split off
/// the identifier that follows a dimension.
ParseResult Parser::parseDimensionList(llvm::SmallVectorImpl<int64_t> &dims,
                                       llvm::SmallVectorImpl<bool> *scalable,
                                       bool allowDynamic) {
  while (true) {
    bool isScalable = false;
    if (scalable && getToken().is(Token::l_square)) {
      consumeToken();
      isScalable = true;
      if (getToken().isNot(Token::integer))
        return emitError("invalid dimension");
    }
    if (getToken().is(Token::question)) {
      // A vector's dimensions are integers: a `?` ends them, and is then no
      // element type (MLIR's "expected non-function type").
      if (!allowDynamic)
        return success();
      consumeToken();
      dims.push_back(kDynamic);
    } else if (getToken().is(Token::integer)) {
      llvm::StringRef spelling = getTokenSpelling();
      if (spelling.size() > 1 && spelling[1] == 'x') {
        // `0x4` lexed as hex: it is the dimension 0 and then `x4`.
        dims.push_back(0);
        resetToken(spelling.data() + 1);
      } else {
        auto value = getToken().getUInt64IntegerValue();
        if (!value || int64_t(*value) < 0)
          return emitError("invalid dimension");
        dims.push_back(int64_t(*value));
        consumeToken();
      }
    } else {
      if (isScalable)
        return emitError("invalid dimension");
      return success();
    }
    if (scalable) {
      scalable->push_back(isScalable);
      if (isScalable && parseToken(Token::r_square, "missing ']' closing "
                                                    "scalable dimension"))
        return failure();
    }
    // The `x` that separates this dimension from the next.
    if (getToken().isNot(Token::bare_identifier) ||
        !getTokenSpelling().starts_with("x"))
      return emitWrongTokenError("expected 'x' in dimension list");
    resetToken(getTokenSpelling().data() + 1);
  }
}

Type Parser::parseExtendedType() {
  llvm::SMLoc loc = getToken().getLoc();
  DialectSymbol symbol;
  if (parseDialectSymbol(symbol, "type"))
    return Type();
  if (symbol.aliasName.empty() && !ctx.getDialect(symbol.dialect) &&
      !ctx.allowsUnregisteredDialects())
    return emitError(symbol.loc, "`!\"" + symbol.dialect + "\"<\"" +
                                     symbol.body +
                                     "\">` type created with unregistered "
                                     "dialect. " +
                                     kUnregisteredDialectAdvice),
           Type();
  if (symbol.aliasName.empty()) {
    if (Dialect *dialect = ctx.getDialect(symbol.dialect))
      return parseDialectType(*dialect, symbol);
    return OpaqueType::get(ctx, symbol.dialect, symbol.body);
  }
  return resolveAlias(state.typeAliases, loc, '!', symbol.aliasName,
                      /*referenceCounted=*/false);
}

bool Parser::startsOptionalAttribute() {
  const Token &tok = getToken();
  switch (tok.getKind()) {
  case Token::at_identifier:
  case Token::floatliteral:
  case Token::integer:
  case Token::hash_identifier:
  case Token::l_brace:
  case Token::l_square:
  case Token::minus:
  case Token::string:
  case Token::l_paren:
  case Token::exclamation_identifier:
    return true;
  case Token::bare_identifier:
    // MLIR's keywords that start attributes (not `array`, `strided` or
    // `distinct`: those it does not try), or a builtin type.
    return llvm::is_contained({"affine_map", "affine_set", "dense",
                               "dense_resource", "false", "loc", "sparse",
                               "true", "unit"},
                              tok.getSpelling()) ||
           isBuiltinTypeKeyword(tok.getSpelling());
  default:
    return false;
  }
}

/// `, layout, space>` or `>` after a memref's element type, read as MLIR
/// reads it: a layout (which a later one replaces) and a memory space last.
ParseResult Parser::parseMemRefAttributes(bool unranked, Attribute &layout,
                                          Attribute &space) {
  if (consumeIf(Token::greater))
    return success();
  if (parseToken(Token::comma, "expected ',' or '>' in memref type"))
    return failure();
  return parseCommaSeparatedListUntil(
      Token::greater,
      [&]() -> ParseResult {
        Attribute attr = parseAttribute();
        if (!attr)
          return failure();
        if (!llvm::isa<AffineMapAttr, StridedLayoutAttr>(attr)) {
          if (space)
            return emitError("multiple memory spaces specified in memref "
                             "type");
          space = attr;
          return success();
        }
        layout = attr;
        if (unranked)
          return emitError("cannot have affine map for unranked memref type");
        if (space)
          return emitError("expected memory space to be last in memref type");
        return success();
      },
      /*allowEmptyList=*/false);
}

//===- ElementsParser.cpp - dense<...>, dense_resource<...>, array<...> ---===//
#include "text/ParserImpl.h"

#include "llvm/ADT/StringExtras.h"

#include <cstring>

using namespace terrace;

namespace {
/// One scalar of a dense literal: a (possibly negated) number, a bool
/// keyword or a string token.
struct LiteralScalar {
  bool negative = false;
  Token token;
};

/// What a `dense<...>` literal holds before it meets its type: scalars in
/// row-major order (complex values as two scalars), the nested shape, and
/// whether any value was a complex `(a, b)`.
struct DenseLiteral {
  llvm::SmallVector<LiteralScalar, 16> scalars;
  llvm::SmallVector<int64_t, 4> shape;
  bool isComplex = false;
  bool isSplat = false;
  /// `dense<"0x...">`.
  std::optional<std::string> hex;
};
} // namespace

/// Appends the little-endian bytes of `value` (its storage width).
static void appendAPInt(std::string &out, const llvm::APInt &value,
                        unsigned bytes) {
  const char *raw = reinterpret_cast<const char *>(value.getRawData());
  size_t available = value.getNumWords() * 8;
  for (unsigned i = 0; i < bytes; ++i)
    out.push_back(i < available ? raw[i] : 0);
}

/// Parses nested `[...]` lists of scalars, recording the shape; `dims` of
/// each level must agree.
static ParseResult parseLiteralList(Parser &p, DenseLiteral &lit,
                                    unsigned depth,
                                    llvm::SmallVectorImpl<int64_t> &shape) {
  const Token &tok = p.getToken();
  if (tok.is(Token::l_square)) {
    if (p.enterNesting())
      return failure();
    llvm::SmallVector<int64_t, 4> childShape;
    bool first = true;
    int64_t count = 0;
    if (p.parseCommaSeparatedList(
            Parser::Delimiter::Square, [&]() -> ParseResult {
              llvm::SmallVector<int64_t, 4> thisShape;
              if (parseLiteralList(p, lit, depth + 1, thisShape))
                return failure();
              if (!first && thisShape != childShape)
                return p.emitError("tensor literal is invalid; ranks "
                                   "are not consistent between "
                                   "elements");
              childShape = thisShape;
              first = false;
              ++count;
              return success();
            }))
      return failure();
    p.exitNesting();
    shape.push_back(count);
    shape.append(childShape.begin(), childShape.end());
    return success();
  }
  auto parseScalar = [&]() -> ParseResult {
    LiteralScalar s;
    if (p.consumeIf(Token::minus)) {
      s.negative = true;
      if (p.getToken().isNot(Token::integer) &&
          p.getToken().isNot(Token::floatliteral))
        return p.emitError("expected integer or floating point literal");
    }
    const Token &t = p.getToken();
    if (!t.is(Token::integer) && !t.is(Token::floatliteral) &&
        !t.is(Token::string) && !t.isKeyword("true") && !t.isKeyword("false"))
      return p.emitError("expected element literal of primitive type");
    s.token = t;
    p.consumeToken();
    lit.scalars.push_back(s);
    return success();
  };
  if (tok.is(Token::l_paren)) {
    lit.isComplex = true;
    p.consumeToken();
    if (parseScalar() ||
        p.parseToken(Token::comma, "expected ',' between complex elements") ||
        parseScalar() ||
        p.parseToken(Token::r_paren, "expected ')' after complex elements"))
      return failure();
    return success();
  }
  return parseScalar();
}

/// Converts one scalar to its storage bytes for `eltType` (int, index or
/// float).
static ParseResult appendScalar(Parser &p, const LiteralScalar &s, Type eltType,
                                std::string &out) {
  unsigned bytes = denseElementByteWidth(eltType);
  const Token &tok = s.token;
  if (tok.is(Token::string))
    return p.emitError(tok.getLoc(), "expected integer or float element, "
                                     "found a string");
  if (auto floatType = llvm::dyn_cast<FloatType>(eltType)) {
    if (tok.isKeyword("true") || tok.isKeyword("false"))
      return p.emitError(tok.getLoc(), "expected floating-point elements, but "
                                       "parsed integer");
    auto value =
        p.parseFloatFromLiteral(tok, s.negative, floatType.getSemantics());
    if (!value)
      return failure();
    appendAPInt(out, value->bitcastToAPInt(), bytes);
    return success();
  }
  if (tok.is(Token::floatliteral))
    return p.emitError(tok.getLoc(), "expected integer elements, but parsed "
                                     "floating-point");
  if (tok.isKeyword("true") || tok.isKeyword("false")) {
    if (!eltType.isInteger(1))
      return p.emitError(tok.getLoc(), "expected i1 type for 'true' or "
                                       "'false' values");
    out.push_back(tok.isKeyword("true") ? 1 : 0);
    return success();
  }
  if (s.negative && eltType.isInteger() &&
      llvm::cast<IntegerType>(eltType).isUnsigned())
    return p.emitError(tok.getLoc(), "expected unsigned integer elements, "
                                     "but parsed negative value");
  auto value = buildAttributeAPInt(eltType, s.negative, tok.getSpelling());
  if (!value)
    return p.emitError(tok.getLoc(), "integer constant out of range for type");
  if (eltType.isInteger(1)) {
    out.push_back(value->isZero() ? 0 : 1);
    return success();
  }
  appendAPInt(out, *value, bytes);
  return success();
}

static std::string shapeString(llvm::ArrayRef<int64_t> shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

ShapedType Parser::parseElementsLiteralType(llvm::SMLoc attrLoc,
                                            llvm::SMLoc &typeLoc, Type type) {
  if (parseToken(Token::greater, "expected '>'"))
    return ShapedType();
  typeLoc = attrLoc;
  if (!type) {
    if (parseToken(Token::colon, "expected ':'"))
      return ShapedType();
    typeLoc = getToken().getLoc();
    if (!(type = parseType()))
      return ShapedType();
  }
  // As MLIR: said at the attribute's keyword.
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  if (!shaped)
    return emitError(attrLoc, "elements literal must be a shaped type"),
           ShapedType();
  if (!shaped.hasRank() || !shaped.hasStaticShape())
    return emitError(attrLoc, "elements literal type must have static shape"),
           ShapedType();
  return shaped;
}

static Attribute buildDenseElements(Parser &p, DenseLiteral &lit,
                                    ShapedType shaped, llvm::SMLoc litLoc,
                                    llvm::SMLoc typeLoc);

/// The literal inside `dense<...>`: a hex string or nested lists.
static ParseResult parseDenseLiteral(Parser &p, DenseLiteral &lit) {
  if (p.getToken().is(Token::string) &&
      p.getTokenSpelling().starts_with("\"0x")) {
    // Decided once the element type is known: hex data for numbers, a
    // string splat otherwise.
    lit.hex = p.getToken().getStringValue();
    lit.scalars.push_back({false, p.getToken()});
    p.consumeToken();
    return success();
  }
  if (p.getToken().is(Token::greater))
    return success();
  if (parseLiteralList(p, lit, 0, lit.shape))
    return failure();
  lit.isSplat = lit.shape.empty();
  return success();
}

Attribute Parser::parseDenseElementsAttr(Type type) {
  // Errors about the literal as a whole are said at `dense`, as MLIR's.
  llvm::SMLoc attrLoc = getToken().getLoc();
  consumeToken();
  if (parseToken(Token::less, "expected '<' after 'dense'"))
    return Attribute();
  DenseLiteral lit;
  if (parseDenseLiteral(*this, lit))
    return Attribute();
  llvm::SMLoc typeLoc;
  ShapedType shaped = parseElementsLiteralType(attrLoc, typeLoc, type);
  if (!shaped)
    return Attribute();
  return buildDenseElements(*this, lit, shaped, attrLoc, typeLoc);
}

/// Gives a parsed literal its type: checks the shape and converts the
/// values to storage.
static Attribute buildDenseElements(Parser &p, DenseLiteral &lit,
                                    ShapedType shaped, llvm::SMLoc litLoc,
                                    llvm::SMLoc typeLoc) {
  Context &ctx = p.ctx;
  Type eltType = shaped.getElementType();
  int64_t numElements = shaped.getNumElements();

  bool numeric =
      eltType.isIntOrIndexOrFloat() || llvm::isa<ComplexType>(eltType);
  if (lit.hex && !numeric) {
    lit.hex.reset();
    lit.isSplat = true;
  } else if (lit.hex) {
    lit.scalars.clear();
  }
  // Strings make a DenseStringElementsAttr for non-numeric element types.
  bool hasStrings = llvm::any_of(lit.scalars, [](const LiteralScalar &s) {
    return s.token.is(Token::string);
  });
  if (!lit.hex && !lit.shape.empty() && lit.shape != shaped.getShape())
    return p.emitError(litLoc, "inferred shape of elements literal (" +
                                   shapeString(lit.shape) +
                                   ") does not match type (" +
                                   shapeString(shaped.getShape()) + ")"),
           Attribute();
  if (!lit.hex && lit.scalars.empty() && numElements) {
    std::string typeText;
    llvm::raw_string_ostream(typeText) << Type(shaped);
    return p.emitError(litLoc, "parsed zero elements, but type ('" + typeText +
                                   "') expected at least 1"),
           Attribute();
  }
  if (hasStrings && numeric)
    for (const LiteralScalar &s : lit.scalars)
      if (s.token.is(Token::string))
        return p.emitError(s.token.getLoc(), "expected a number, not a string, "
                                             "for element type ")
                   << eltType,
               Attribute();
  if (hasStrings || (!numeric && lit.scalars.empty() && !lit.hex)) {
    llvm::SmallVector<StringAttr, 8> values;
    for (const LiteralScalar &s : lit.scalars) {
      if (s.token.isNot(Token::string))
        return p.emitError(s.token.getLoc(), "expected string element"),
               Attribute();
      values.push_back(StringAttr::get(ctx, s.token.getStringValue()));
    }
    bool splat = lit.isSplat || (!values.empty() && llvm::all_equal(values));
    if (splat)
      values.resize(1);
    return DenseStringElementsAttr::get(shaped, splat, values);
  }

  auto complex = llvm::dyn_cast<ComplexType>(eltType);
  Type scalarType = complex ? complex.getElementType() : eltType;
  if (!scalarType.isIntOrIndexOrFloat())
    return p.emitError(typeLoc, "expected integer, index, float or complex "
                                "element type"),
           Attribute();
  size_t width = denseElementByteWidth(eltType);
  std::string raw;
  if (lit.hex) {
    llvm::StringRef digits = llvm::StringRef(*lit.hex).drop_front(2);
    std::string bytes;
    if (!llvm::tryGetFromHex(digits, bytes))
      return p.emitError(litLoc, "expected string containing hex digits "
                                 "starting with `0x`"),
             Attribute();
    if (eltType.isInteger(1)) {
      // i1 hex data is bit-packed; one all-0/all-1 byte is a splat.
      if (bytes.size() == 1 &&
          (uint8_t(bytes[0]) == 0 || uint8_t(bytes[0]) == 0xFF)) {
        raw.push_back(bytes[0] ? 1 : 0);
      } else if (int64_t(bytes.size()) == (numElements + 7) / 8) {
        for (int64_t i = 0; i < numElements; ++i)
          raw.push_back((uint8_t(bytes[i / 8]) >> (i % 8)) & 1);
      } else {
        return p.emitError(litLoc, "elements hex data size is invalid for "
                                   "provided type: ")
                   << Type(shaped),
               Attribute();
      }
    } else if (bytes.size() == width ||
               int64_t(bytes.size()) == int64_t(width) * numElements) {
      raw = std::move(bytes);
    } else {
      return p.emitError(litLoc, "elements hex data size is invalid for "
                                 "provided type: ")
                 << Type(shaped),
             Attribute();
    }
  } else {
    // `(a, b)` pairs for a real element type count as two elements, as
    // in MLIR; a complex type needs pairs.
    if (!lit.scalars.empty() && complex && !lit.isComplex)
      return p.emitError(litLoc, "expected complex elements"), Attribute();
    for (const LiteralScalar &s : lit.scalars)
      if (appendScalar(p, s, scalarType, raw))
        return Attribute();
  }
  // Every all-equal literal becomes a splat, as in MLIR.
  return DenseIntOrFPElementsAttr::get(shaped, raw);
}

/// `sparse<indices, values> : type` or `sparse<> : type`, read and checked
/// as MLIR reads it: the indices are an N x rank i64 tensor (a list for a
/// rank-1 type; a splat is one index), the values N elements; errors about
/// the whole are said at `sparse`.
Attribute Parser::parseSparseElementsAttr(Type type) {
  llvm::SMLoc attrLoc = getToken().getLoc();
  consumeToken();
  if (parseToken(Token::less, "Expected '<' after 'sparse'"))
    return Attribute();
  DenseLiteral indices, values;
  llvm::SMLoc indicesLoc = getToken().getLoc(), valuesLoc = indicesLoc;
  bool empty = getToken().is(Token::greater);
  if (!empty) {
    if (parseLiteralList(*this, indices, 0, indices.shape) ||
        parseToken(Token::comma, "expected ','"))
      return Attribute();
    valuesLoc = getToken().getLoc();
    // Unlike dense<>, the values may not be empty (MLIR reads them as one
    // literal).
    if (getToken().is(Token::greater))
      return emitError("expected element literal of primitive type"),
             Attribute();
    if (parseDenseLiteral(*this, values))
      return Attribute();
    indices.isSplat = indices.shape.empty();
  }
  llvm::SMLoc typeLoc;
  ShapedType shaped = parseElementsLiteralType(attrLoc, typeLoc, type);
  if (!shaped)
    return Attribute();
  Type i64 = IntegerType::get(ctx, 64);
  int64_t rank = shaped.getRank();
  llvm::SmallVector<int64_t, 2> indicesShape{0, rank};
  if (!empty)
    indicesShape = indices.isSplat
                       ? llvm::SmallVector<int64_t, 2>{1, rank}
                       : llvm::SmallVector<int64_t, 2>(indices.shape.begin(),
                                                       indices.shape.end());
  // A splat index with a list of values: the same index for each. MLIR
  // prints repeated indices so (`sparse<1, [a, b]>`) and cannot read it
  // back; Terrace reads it, so what either prints parses again.
  if (!empty && indices.isSplat && !values.isSplat && !values.hex &&
      values.shape.size() == 1)
    indicesShape[0] = values.shape[0];
  llvm::SmallVector<int64_t, 2> valuesShape{indicesShape[0]};
  if (!empty && !values.isSplat && !values.hex)
    valuesShape.assign(values.shape.begin(), values.shape.end());
  Attribute indicesAttr = buildDenseElements(
      *this, indices, RankedTensorType::get(indicesShape, i64, Attribute()),
      indicesLoc, typeLoc);
  if (!indicesAttr)
    return Attribute();
  Attribute valuesAttr = buildDenseElements(
      *this, values,
      RankedTensorType::get(valuesShape, shaped.getElementType(), Attribute()),
      valuesLoc, typeLoc);
  if (!valuesAttr)
    return Attribute();

  // MLIR's SparseElementsAttr::verify, its messages and their order.
  if (valuesShape.size() != 1)
    return emitError(attrLoc, "expected 1-d tensor for sparse element values"),
           Attribute();
  auto join = [](auto values) {
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::interleaveComma(values, os);
    return text;
  };
  bool indicesFit = indicesShape.size() == 2
                        ? indicesShape[1] == rank
                        : indicesShape.size() == 1 && rank == 1;
  if (!indicesFit || indicesShape[0] != valuesShape[0])
    return emitError(attrLoc, "expected shape ([" + join(shaped.getShape()) +
                                  "]); inferred shape of indices literal ([" +
                                  join(indicesShape) +
                                  "]); inferred shape of values literal ([" +
                                  join(valuesShape) + "])"),
           Attribute();
  auto dense = llvm::cast<DenseIntOrFPElementsAttr>(indicesAttr);
  llvm::StringRef raw = dense.getRawData();
  auto shape = shaped.getShape();
  for (int64_t i = 0, e = dense.isSplat() ? 1 : indicesShape[0]; i < e; ++i) {
    llvm::SmallVector<uint64_t, 4> index(rank);
    for (int64_t d = 0; d < rank; ++d)
      std::memcpy(&index[d],
                  raw.data() + (dense.isSplat() ? 0 : i * rank + d) * 8, 8);
    bool valid = true;
    for (int64_t d = 0; d < rank; ++d)
      valid &= index[d] < uint64_t(shape[d]);
    if (!valid) {
      std::string typeText;
      llvm::raw_string_ostream(typeText) << Type(shaped);
      return emitError(attrLoc, "sparse index #" + llvm::Twine(i) +
                                    " is not contained within the value "
                                    "shape, with index=[" +
                                    join(index) + "], and type='" + typeText +
                                    "'"),
             Attribute();
    }
  }
  return SparseElementsAttr::get(shaped, indicesAttr, valuesAttr);
}

ResourceEntry &Parser::declareResource(llvm::StringRef key) {
  std::lock_guard<std::mutex> lock(state.symbols.resourceMutex);
  ResourceEntry *&entry = state.symbols.resourceEntries[key];
  if (!entry)
    entry = &ctx.getResourceManager().insert(key);
  return *entry;
}

Attribute Parser::parseDenseResourceAttr(Type type) {
  consumeToken();
  if (parseToken(Token::less, "expected '<' after 'dense_resource'"))
    return Attribute();
  std::string key;
  // MLIR's parseResourceHandle reports a missing key at the token there.
  if (getToken().isNot(Token::bare_identifier) &&
      getToken().isNot(Token::string))
    return emitError("expected identifier key for 'resource' entry"),
           Attribute();
  if (parseKeywordOrString(key, "expected identifier key for 'resource' "
                                "entry") ||
      parseToken(Token::greater, "expected '>'"))
    return Attribute();
  llvm::SMLoc colonLoc = getToken().getLoc();
  if (!type) {
    if (parseToken(Token::colon, "expected ':'"))
      return Attribute();
    if (!(type = parseType()))
      return Attribute();
  }
  // MLIR takes an unranked type too; Terrace's blobs need a rank.
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank())
    return emitError(colonLoc, "`dense_resource` expected a shaped type"),
           Attribute();
  return DenseResourceElementsAttr::get(shaped, declareResource(key));
}

/// `array<T>` or `array<T: e, ...>`, read and checked as MLIR reads it:
/// integer arrays take integers (`true`/`false` for i1), float arrays any
/// literal a float element takes; each error where MLIR reports it.
Attribute Parser::parseDenseArrayAttr() {
  consumeToken();
  if (parseToken(Token::less, "expected '<' after 'array'"))
    return Attribute();
  llvm::SMLoc typeLoc = getToken().getLoc();
  Type eltType = parseType();
  if (!eltType)
    return Attribute();
  if (!eltType.isIntOrFloat())
    return emitError(typeLoc, "expected integer or float type, got: ")
               << eltType,
           Attribute();
  if (!eltType.isInteger(1) && eltType.getIntOrFloatBitWidth() % 8 != 0)
    return emitError(typeLoc, "element type bitwidth must be a multiple of 8"),
           Attribute();
  if (consumeIf(Token::greater))
    return DenseArrayAttr::getRaw(eltType, 0, "");
  if (parseToken(Token::colon, "expected ':' after dense array type"))
    return Attribute();
  unsigned bytes = denseElementByteWidth(eltType);
  std::string raw;
  int64_t size = 0;
  auto parseElement = [&]() -> ParseResult {
    bool negative = consumeIf(Token::minus);
    Token tok = getToken();
    if (auto floatType = llvm::dyn_cast<FloatType>(eltType)) {
      auto value =
          parseFloatFromLiteral(tok, negative, floatType.getSemantics());
      if (!value)
        return failure();
      consumeToken();
      appendAPInt(raw, value->bitcastToAPInt(), bytes);
    } else if (tok.isKeyword("true") || tok.isKeyword("false")) {
      if (!eltType.isInteger(1))
        return emitError("expected i1 type for 'true' or 'false' values");
      raw.push_back(tok.isKeyword("true") ? 1 : 0);
      consumeToken();
    } else if (consumeIf(Token::integer)) {
      if (eltType.isInteger(1))
        return emitError("expected 'true' or 'false' values for i1 type");
      auto value = buildAttributeAPInt(eltType, negative, tok.getSpelling());
      if (!value)
        return emitError("integer constant out of range");
      appendAPInt(raw, *value, bytes);
    } else {
      return emitError("expected integer literal");
    }
    ++size;
    return success();
  };
  if (parseCommaSeparatedList(Delimiter::None, parseElement) ||
      parseToken(Token::greater, "expected '>' to close an array attribute"))
    return Attribute();
  return DenseArrayAttr::getRaw(eltType, size, raw);
}

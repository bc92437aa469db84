//===- AffineParser.cpp - affine_map<...> and affine_set<...> -------------===//
//
//   map  ::= dim-list symbol-list? `->` `(` expr-list? `)`
//   set  ::= dim-list symbol-list? `:` `(` constraint-list? `)`
//   expr ::= term ((`+` | `-`) term)*
//   term ::= factor ((`*` | `floordiv` | `ceildiv` | `mod`) factor)*
//   factor ::= `-` factor | `(` expr `)` | integer | dim-or-symbol-name
//
//===----------------------------------------------------------------------===//
#include "text/ParserImpl.h"

using namespace terrace;

namespace {
/// Reads affine expressions as MLIR's AffineParser does, so that every
/// error is MLIR's, at MLIR's place: a sum of terms, each a product of
/// operands; an operand after an operator that is missing is a "missing
/// right operand", one at the start an "expected affine expression".
class AffineParser {
public:
  explicit AffineParser(Parser &p) : p(p), ctx(p.ctx) {}

  ParseResult parseDimsAndSymbols() {
    if (p.parseCommaSeparatedList(
            Parser::Delimiter::Paren,
            [&] {
              return parseIdentifierDefinition(
                  AffineExpr::getDim(ctx, numDims++));
            },
            " in dimensional identifier list"))
      return failure();
    if (p.getToken().is(Token::l_square))
      return p.parseCommaSeparatedList(
          Parser::Delimiter::Square,
          [&] {
            return parseIdentifierDefinition(
                AffineExpr::getSymbol(ctx, numSymbols++));
          },
          " in symbol list");
    return success();
  }

  /// One result or constraint side; the operator bound is per expression,
  /// so a map may have any number of results.
  AffineExpr parseExpr() {
    numOperators = 0;
    return parseSum();
  }

  unsigned numDims = 0, numSymbols = 0;

private:
  /// term ((`+` | `-`) term)*
  AffineExpr parseSum() {
    if (p.enterNesting())
      return AffineExpr();
    AffineExpr lhs = parseTerm(/*afterOperator=*/false);
    while (lhs) {
      bool isPlus = p.getToken().is(Token::plus);
      if (!isPlus && p.getToken().isNot(Token::minus))
        break;
      if (countOperator())
        return AffineExpr();
      p.consumeToken();
      AffineExpr rhs = parseTerm(/*afterOperator=*/true);
      lhs = !rhs ? AffineExpr() : isPlus ? lhs + rhs : lhs - rhs;
    }
    if (lhs)
      p.exitNesting();
    return lhs;
  }

  /// Expression trees are as deep as they have operators (sums lean left),
  /// and simplifying or printing them recurses: bound the operator count.
  ParseResult countOperator() {
    if (++numOperators <= kMaxNestingDepth)
      return success();
    return p.emitError("affine expressions with more than " +
                       llvm::Twine(kMaxNestingDepth) +
                       " operators are not supported");
  }
  unsigned numOperators = 0;

  /// MLIR takes keywords and integer types as names too (`floordiv` may
  /// name a dimension); in Terrace's tokens they are all identifiers.
  static bool isIdentifier(const Token &tok) {
    return tok.is(Token::bare_identifier);
  }

  ParseResult parseIdentifierDefinition(AffineExpr idExpr) {
    if (!isIdentifier(p.getToken()))
      return p.emitWrongTokenError("expected bare identifier");
    llvm::StringRef name = p.getTokenSpelling();
    for (auto &entry : names)
      if (entry.first == name)
        return p.emitError("redefinition of identifier '" + name + "'");
    p.consumeToken();
    names.push_back({name, idExpr});
    return success();
  }

  /// operand ((`*` | `floordiv` | `ceildiv` | `mod`) operand)*
  AffineExpr parseTerm(bool afterOperator) {
    AffineExpr lhs = parseOperand(afterOperator);
    while (lhs) {
      llvm::SMLoc opLoc = p.getToken().getLoc();
      AffineExprKind kind;
      if (p.getToken().is(Token::star))
        kind = AffineExprKind::Mul;
      else if (p.getToken().isKeyword("floordiv"))
        kind = AffineExprKind::FloorDiv;
      else if (p.getToken().isKeyword("ceildiv"))
        kind = AffineExprKind::CeilDiv;
      else if (p.getToken().isKeyword("mod"))
        kind = AffineExprKind::Mod;
      else
        break;
      if (countOperator())
        return AffineExpr();
      p.consumeToken();
      AffineExpr rhs = parseOperand(/*afterOperator=*/true);
      if (!rhs)
        return AffineExpr();
      if (kind == AffineExprKind::Mul) {
        if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())
          return p.emitError(opLoc, "non-affine expression: at least one of "
                                    "the multiply operands has to be either "
                                    "a constant or symbolic"),
                 AffineExpr();
      } else if (!rhs.isSymbolicOrConstant()) {
        const char *name = kind == AffineExprKind::FloorDiv  ? "floordiv"
                           : kind == AffineExprKind::CeilDiv ? "ceildiv"
                                                             : "mod";
        return p.emitError(opLoc, llvm::Twine("non-affine expression: right "
                                              "operand of ") +
                                      name +
                                      " has to be either a constant or "
                                      "symbolic"),
               AffineExpr();
      }
      lhs = AffineExpr::getBinary(kind, lhs, rhs);
    }
    return lhs;
  }

  /// `-` operand | `(` sum `)` | integer | name.
  AffineExpr parseOperand(bool afterOperator) {
    const Token &tok = p.getToken();
    if (tok.is(Token::minus)) {
      p.consumeToken();
      // `-9223372036854775808` is a constant in its own right (the printer
      // writes INT64_MIN so; mlir-opt 22 cannot read it back): its
      // magnitude alone would not fit.
      if (p.getToken().is(Token::integer)) {
        auto magnitude = p.getToken().getUInt64IntegerValue();
        if (magnitude && *magnitude == uint64_t(1) << 63) {
          p.consumeToken();
          return AffineExpr::getConstant(ctx, INT64_MIN);
        }
      }
      if (p.enterNesting())
        return AffineExpr();
      AffineExpr operand = parseOperand(afterOperator);
      if (!operand)
        return AffineExpr();
      p.exitNesting();
      return -operand;
    }
    if (tok.is(Token::l_paren)) {
      p.consumeToken();
      if (p.getToken().is(Token::r_paren))
        return p.emitError("no expression inside parentheses"), AffineExpr();
      AffineExpr inner = parseSum();
      if (!inner || p.parseToken(Token::r_paren, "expected ')'"))
        return AffineExpr();
      return inner;
    }
    if (tok.is(Token::integer)) {
      auto value = tok.getUInt64IntegerValue();
      if (!value || int64_t(*value) < 0)
        return p.emitError("constant too large for index"), AffineExpr();
      p.consumeToken();
      return AffineExpr::getConstant(ctx, int64_t(*value));
    }
    if (tok.isKeyword("symbol")) {
      // `symbol(%x)` names an SSA value, which attribute maps cannot use.
      p.consumeToken();
      if (p.parseToken(Token::l_paren, "expected '(' at start of SSA symbol"))
        return AffineExpr();
      return p.emitWrongTokenError("unexpected ssa identifier"), AffineExpr();
    }
    if (tok.is(Token::percent_identifier))
      return p.emitWrongTokenError("unexpected ssa identifier"), AffineExpr();
    if (isIdentifier(tok)) {
      for (auto &entry : names)
        if (entry.first == tok.getSpelling()) {
          p.consumeToken();
          return entry.second;
        }
      return p.emitWrongTokenError("use of undeclared identifier"),
             AffineExpr();
    }
    if (tok.is(Token::plus) || tok.is(Token::star) || afterOperator)
      return p.emitError(afterOperator
                             ? "missing right operand of binary operator"
                             : "missing left operand of binary operator"),
             AffineExpr();
    return p.emitError("expected affine expression"), AffineExpr();
  }

  Parser &p;
  Context &ctx;
  llvm::SmallVector<std::pair<llvm::StringRef, AffineExpr>, 8> names;
};
} // namespace

Attribute Parser::parseAffineMapOrSet(bool isSet) {
  consumeToken();
  if (parseToken(Token::less, isSet ? "expected '<' in integer set"
                                    : "expected '<' in affine map"))
    return Attribute();
  Attribute result = parseAffineMapOrSetBody(isSet);
  if (!result ||
      parseToken(Token::greater, isSet ? "expected '>' in integer set"
                                       : "expected '>' in affine map"))
    return Attribute();
  return result;
}

AffineMapAttr Parser::parseAffineMapReference() {
  llvm::SMLoc loc = getToken().getLoc();
  Attribute attr;
  if (getToken().is(Token::hash_identifier)) {
    if (!(attr = parseAttribute()))
      return AffineMapAttr();
  } else if (!(attr = parseAffineMapOrSetBody(/*isSet=*/false))) {
    return AffineMapAttr();
  }
  auto map = llvm::dyn_cast<AffineMapAttr>(attr);
  if (!map)
    emitError(loc, "expected AffineMap, but got IntegerSet");
  return map;
}

Attribute Parser::parseAffineMapOrSetBody(bool isSet) {
  // As MLIR: either is read, then the kind is checked.
  llvm::SMLoc start = getToken().getLoc();
  AffineParser ap(*this);
  if (ap.parseDimsAndSymbols())
    return Attribute();
  Attribute result;
  if (consumeIf(Token::arrow)) {
    llvm::SmallVector<AffineExpr, 4> exprs;
    if (parseCommaSeparatedList(
            Delimiter::Paren,
            [&]() -> ParseResult {
              AffineExpr e = ap.parseExpr();
              if (!e)
                return failure();
              exprs.push_back(e);
              return success();
            },
            " in affine map range"))
      return Attribute();
    if (isSet)
      return emitError(start, "expected IntegerSet, but got AffineMap"),
             Attribute();
    result = AffineMapAttr::get(ctx, ap.numDims, ap.numSymbols, exprs);
  } else {
    llvm::SmallVector<AffineExpr, 4> constraints;
    llvm::SmallVector<bool, 4> eqFlags;
    if (parseToken(Token::colon, "expected '->' or ':'") ||
        parseCommaSeparatedList(
            Delimiter::Paren,
            [&]() -> ParseResult {
              AffineExpr lhs = ap.parseExpr();
              if (!lhs)
                return failure();
              // `>=`, `<=` and `==` arrive as two tokens each; as in MLIR,
              // a first token without its `=` is consumed all the same.
              enum { GE, LE, EQ } rel;
              if (consumeIf(Token::greater) && consumeIf(Token::equal))
                rel = GE;
              else if (consumeIf(Token::less) && consumeIf(Token::equal))
                rel = LE;
              else if (consumeIf(Token::equal) && consumeIf(Token::equal))
                rel = EQ;
              else
                return emitError("expected '== affine-expr' or '>= "
                                 "affine-expr' at end of affine constraint");
              AffineExpr rhs = ap.parseExpr();
              if (!rhs)
                return failure();
              constraints.push_back(rel == LE ? rhs - lhs : lhs - rhs);
              eqFlags.push_back(rel == EQ);
              return success();
            },
            " in integer set constraint list"))
      return Attribute();
    if (!isSet)
      return emitError(start, "expected AffineMap, but got IntegerSet"),
             Attribute();
    result = IntegerSetAttr::get(ctx, ap.numDims, ap.numSymbols, constraints,
                                 eqFlags);
  }
  return result;
}

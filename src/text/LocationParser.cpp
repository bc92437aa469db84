//===- LocationParser.cpp - loc(...) --------------------------------------===//
#include "text/ParserImpl.h"

using namespace terrace;

/// `"file":line:col ("to" line? ":" col)?`, or a name location
/// `"name"("(" loc ")")?`.
ParseResult Parser::parseNameOrFileLineColRange(Location &loc) {
  std::string text = getToken().getStringValue();
  consumeToken();
  if (consumeIf(Token::colon)) {
    // MLIR's messages name what is missing: a line or a column number.
    auto readInt = [&](int64_t &out, llvm::StringRef what) -> ParseResult {
      auto v = getToken().getUInt64IntegerValue();
      if (getToken().isNot(Token::integer) || !v || *v > UINT32_MAX)
        return emitWrongTokenError("expected integer " + what +
                                   " number in FileLineColRange");
      out = int64_t(*v);
      consumeToken();
      return success();
    };
    llvm::SmallVector<int64_t, 4> ints(2, 0);
    if (readInt(ints[0], "line"))
      return failure();
    bool sawColumn = false;
    if (consumeIf(Token::colon)) {
      if (readInt(ints[1], "column"))
        return failure();
      sawColumn = true;
    }
    // A range starts at a column: after a bare line MLIR expects the `)`.
    if (sawColumn && consumeIfKeyword("to")) {
      int64_t endLine = ints[0], endCol;
      if (getToken().is(Token::integer) && readInt(endLine, "line"))
        return failure();
      if (parseToken(Token::colon, "expected either integer or `:` post `to` "
                                   "in FileLineColRange") ||
          readInt(endCol, "column"))
        return failure();
      if (endLine != ints[0] || endCol != ints[1]) {
        ints.push_back(endLine);
        ints.push_back(endCol);
      }
    }
    // Like MLIR, a plain `"":line:col` (not a range, not a bare line) is
    // given the file name "-".
    if (text.empty() && ints.size() == 2 && sawColumn)
      text = "-";
    if (!sawColumn && ints.size() == 2)
      ints.pop_back(); // the line-only form
    loc = FileLineColLoc::getRange(StringAttr::get(ctx, text), ints);
    return success();
  }
  Location child = UnknownLoc::get(ctx);
  if (consumeIf(Token::l_paren)) {
    if (parseLocationInstance(child))
      return failure();
    if (parseToken(Token::r_paren,
                   "expected ')' after child location of NameLoc"))
      return failure();
  }
  loc = NameLoc::get(StringAttr::get(ctx, text), child);
  return success();
}

ParseResult Parser::parseLocationInstance(Location &loc) {
  if (enterNesting())
    return failure();
  const Token &tok = getToken();
  if (tok.is(Token::hash_identifier)) {
    Attribute attr = parseExtendedAttr();
    if (!attr)
      return failure();
    if (!llvm::isa<Location>(attr))
      return emitError("expected location attribute, but got ") << attr;
    loc = Location(attr);
  } else if (tok.is(Token::string)) {
    if (parseNameOrFileLineColRange(loc))
      return failure();
  } else if (tok.isKeyword("unknown")) {
    consumeToken();
    loc = UnknownLoc::get(ctx);
  } else if (tok.isKeyword("callsite")) {
    consumeToken();
    Location callee, caller;
    if (parseToken(Token::l_paren, "expected '(' in callsite location") ||
        parseLocationInstance(callee))
      return failure();
    if (!consumeIfKeyword("at"))
      return emitWrongTokenError("expected 'at' in callsite location");
    if (parseLocationInstance(caller) ||
        parseToken(Token::r_paren, "expected ')' in callsite location"))
      return failure();
    loc = CallSiteLoc::get(callee, caller);
  } else if (tok.isKeyword("fused")) {
    consumeToken();
    Attribute metadata;
    if (consumeIf(Token::less)) {
      if (!(metadata = parseAttribute()) ||
          parseToken(Token::greater, "expected '>' after fused location "
                                     "metadata"))
        return failure();
    }
    llvm::SmallVector<Location, 4> locs;
    if (parseCommaSeparatedList(
            Delimiter::Square,
            [&]() -> ParseResult {
              Location inner;
              if (parseLocationInstance(inner))
                return failure();
              locs.push_back(inner);
              return success();
            },
            " in fused location"))
      return failure();
    loc = FusedLoc::get(ctx, locs, metadata);
  } else {
    return emitWrongTokenError("expected location instance");
  }
  exitNesting();
  return success();
}

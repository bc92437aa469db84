//===- OpAsmParser.cpp - The parser API of custom op syntax ---------------===//
#include "text/OperationParser.h"

using namespace terrace;

OpAsmParser::OpAsmParser(OperationParser &impl, llvm::SMLoc nameLoc,
                         llvm::StringRef opName)
    : AsmParser(impl, opName), impl(impl), nameLoc(nameLoc) {}

bool OpAsmParser::isNextOperand() {
  return impl.getToken().is(Token::percent_identifier);
}

ParseResult OpAsmParser::parseOperand(UnresolvedOperand &operand,
                                      bool allowResultNumber) {
  return impl.parseSSAUse(operand, allowResultNumber);
}

ParseResult
OpAsmParser::parseOperandList(llvm::SmallVectorImpl<UnresolvedOperand> &ops,
                              Delimiter delimiter, bool allowResultNumber,
                              int requiredOperandCount) {
  // Without delimiters an absent list is empty: say so only when operands
  // were required (MLIR's diagnostics).
  if (delimiter == Delimiter::None && !isNextOperand()) {
    if (requiredOperandCount == -1 || requiredOperandCount == 0)
      return success();
    if (impl.getToken().is(Token::l_paren) ||
        impl.getToken().is(Token::l_square))
      return impl.emitError("unexpected delimiter");
    return impl.emitWrongTokenError("expected operand");
  }
  llvm::SMLoc start = getCurrentLocation();
  size_t before = ops.size();
  if (impl.parseCommaSeparatedList(
          delimiter,
          [&]() -> ParseResult {
            return parseOperand(ops.emplace_back(), allowResultNumber);
          },
          " in operand list"))
    return failure();
  if (requiredOperandCount != -1 &&
      ops.size() - before != size_t(requiredOperandCount))
    return emitError(start, "expected " + llvm::Twine(requiredOperandCount) +
                                " operands");
  return success();
}

ParseResult OpAsmParser::parseAssignmentList(
    llvm::SmallVectorImpl<Argument> &lhs,
    llvm::SmallVectorImpl<UnresolvedOperand> &rhs) {
  if (!parseOptionalLParen())
    return emitError(getCurrentLocation(), "expected '('");
  return impl.parseCommaSeparatedListUntil(Token::r_paren, [&]() {
    return failure(parseArgument(lhs.emplace_back()) || parseEqual() ||
                   parseOperand(rhs.emplace_back()));
  });
}

ParseResult
OpAsmParser::parseArgumentList(llvm::SmallVectorImpl<Argument> &args,
                               Delimiter delimiter, bool allowType,
                               bool allowAttrs) {
  if (delimiter == Delimiter::None && !isNextOperand())
    return success();
  return impl.parseCommaSeparatedList(
      delimiter,
      [&]() -> ParseResult {
        return parseArgument(args.emplace_back(), allowType, allowAttrs);
      },
      " in argument list");
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
                              llvm::Twine(operands.size()) + " operands and " +
                              llvm::Twine(types.size()) + " types");
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

ParseResult OpAsmParser::parseArgument(Argument &arg, bool allowType,
                                       bool allowAttrs) {
  return impl.parseArgument(arg, allowType, allowAttrs);
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

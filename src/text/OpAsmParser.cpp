//===- OpAsmParser.cpp - The parser API of custom op syntax ---------------===//
#include "text/OperationParser.h"

using namespace terrace;

OpAsmParser::OpAsmParser(OperationParser &impl, llvm::SMLoc nameLoc,
                         llvm::StringRef opName)
    : AsmParser(impl, opName), impl(impl), nameLoc(nameLoc) {}

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

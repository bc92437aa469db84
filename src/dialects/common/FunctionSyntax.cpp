//===- FunctionSyntax.cpp - The signature syntax of function ops ----------===//
#include "dialects/common/FunctionSyntax.h"

#include "ir/Block.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "text/AsmParser.h"

using namespace terrace;
using llvm::failure;
using llvm::ParseResult;
using llvm::success;

ParseResult terrace::parseFunctionSignature(OpAsmParser &parser,
                                            FunctionSignature &signature,
                                            bool allowVariadic) {
  Context &ctx = parser.getContext();
  auto &[args, argTypes, argAttrs, anyArgAttrs, resultTypes, resAttrs,
         anyResAttrs, isVariadic, hasArrow] = signature;
  if (parser.parseLParen())
    return failure();
  if (!parser.parseOptionalRParen()) {
    do {
      // `...`, last: a variadic function (llvm.func).
      if (allowVariadic && parser.parseOptionalEllipsis()) {
        isVariadic = true;
        break;
      }
      DictionaryAttr attrs;
      if (parser.isNextArgument()) {
        // Named arguments (a definition); all or none must be named, which
        // MLIR checks once the argument is read.
        OpAsmParser::Argument arg;
        if (parser.parseArgument(arg, /*allowType=*/true, /*allowAttrs=*/true))
          return failure();
        if (!argTypes.empty() && args.empty())
          return parser.emitError(arg.ssaName.loc,
                                  "expected type instead of SSA identifier");
        args.push_back(arg);
        argTypes.push_back(arg.type);
        attrs = arg.attrs;
      } else {
        // Types only (a declaration).
        if (!args.empty())
          return parser.emitError(parser.getCurrentLocation(),
                                  "expected SSA identifier");
        Type t;
        if (parser.parseType(t))
          return failure();
        argTypes.push_back(t);
        llvm::SmallVector<NamedAttribute, 2> list;
        if (parser.parseOptionalAttrDict(list))
          return failure();
        if (!list.empty())
          attrs = DictionaryAttr::get(ctx, list);
      }
      if (!attrs)
        attrs = DictionaryAttr::get(ctx, {});
      anyArgAttrs |= !attrs.empty();
      argAttrs.push_back(attrs);
    } while (parser.parseOptionalComma());
    if (parser.parseRParen())
      return failure();
  }
  if (parser.parseOptionalArrow()) {
    hasArrow = true;
    auto parseResult = [&]() -> ParseResult {
      Type t;
      if (parser.parseType(t))
        return failure();
      resultTypes.push_back(t);
      llvm::SmallVector<NamedAttribute, 2> list;
      if (parser.parseOptionalAttrDict(list))
        return failure();
      anyResAttrs |= !list.empty();
      resAttrs.push_back(DictionaryAttr::get(ctx, list));
      return success();
    };
    if (parser.parseOptionalLParen()) {
      if (!parser.parseOptionalRParen()) {
        do {
          if (parseResult())
            return failure();
        } while (parser.parseOptionalComma());
        if (parser.parseRParen())
          return failure();
      }
    } else {
      Type t;
      if (parser.parseType(t))
        return failure();
      resultTypes.push_back(t);
      resAttrs.push_back(DictionaryAttr::get(ctx, {}));
    }
  }
  return success();
}

void terrace::printFunctionSignature(OpAsmPrinter &p, Operation *op,
                                     llvm::ArrayRef<Type> inputs,
                                     llvm::ArrayRef<Type> results,
                                     bool isVariadic) {
  Region &body = op->getRegion(0);
  auto argAttrs =
      llvm::dyn_cast_if_present<ArrayAttr>(op->getAttr("arg_attrs"));
  auto resAttrs =
      llvm::dyn_cast_if_present<ArrayAttr>(op->getAttr("res_attrs"));
  auto attrsAt = [](ArrayAttr array, size_t i) {
    return array && i < array.size() ? llvm::dyn_cast<DictionaryAttr>(array[i])
                                     : DictionaryAttr();
  };
  p << '(';
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (i)
      p << ", ";
    DictionaryAttr attrs = attrsAt(argAttrs, i);
    if (!body.empty() && i < body.front().getNumArguments()) {
      p.printRegionArgument(body.front().getArgument(unsigned(i)), attrs);
    } else {
      p.printType(inputs[i]);
      if (attrs)
        p.printOptionalAttrDict(attrs.getValue());
    }
  }
  if (isVariadic)
    p << (inputs.empty() ? "..." : ", ...");
  p << ')';
  if (results.empty())
    return;
  p << " -> ";
  bool parens = results.size() > 1 || llvm::isa<FunctionType>(results[0]) ||
                (attrsAt(resAttrs, 0) && !attrsAt(resAttrs, 0).empty());
  if (parens)
    p << '(';
  for (size_t i = 0; i < results.size(); ++i) {
    if (i)
      p << ", ";
    p.printType(results[i]);
    if (DictionaryAttr attrs = attrsAt(resAttrs, i))
      p.printOptionalAttrDict(attrs.getValue());
  }
  if (parens)
    p << ')';
}

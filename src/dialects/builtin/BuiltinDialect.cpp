//===- BuiltinDialect.cpp - builtin.module and the conversion cast --------===//
#include "dialects/builtin/BuiltinDialect.h"
#include "dialects/builtin/BuiltinOps.h"
#include "dialects/common/TypeConstraints.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "text/OpAsm.h"

using namespace terrace;

static constexpr llvm::StringRef kModuleInherent[] = {"sym_name",
                                                      "sym_visibility"};

/// module ::= `module` symbol-name? (`attributes` dict)? region
static ParseResult parseModule(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  StringAttr name;
  if (parser.parseOptionalSymbolName(name))
    state.addAttribute(StringAttr::get(ctx, "sym_name"), name);
  if (parser.parseOptionalAttrDictWithKeyword(state.attributes))
    return failure();
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, {}, /*isolatedFromAbove=*/true))
    return failure();
  if (body->empty())
    body->push_back(new Block());
  return success();
}

static void printModule(Operation *op, OpAsmPrinter &p) {
  llvm::SmallVector<NamedAttribute, 8> attrs = op->getAllAttrs();
  if (StringAttr name = symbol_table::getSymbolName(op)) {
    p << ' ';
    p.printSymbolName(name.getValue());
  }
  p.printOptionalAttrDictWithKeyword(attrs, {"sym_name"});
  p << ' ';
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/false);
}

static LogicalResult verifyModule(Operation *op) {
  if (DictionaryAttr attrs = op->getAttrDictionary())
    for (size_t i = 0; i < attrs.size(); ++i)
      if (!attrs.at(i).getName().contains('.'))
        return op->emitOpError("can only contain attributes with "
                               "dialect-prefixed names, found: '" +
                               attrs.at(i).getName() + "'");
  return success();
}

/// cast ::= `unrealized_conversion_cast` (operands `:` types)? `to` types
///          attr-dict
static ParseResult parseCast(OpAsmParser &parser, OperationState &state) {
  if (parser.parseOptionalOperandsWithTypes(state.operands))
    return failure();
  if (!parser.parseOptionalKeyword("to"))
    return parser.emitError(parser.getCurrentLocation(), "expected 'to'");
  if (parser.parseTypeList(state.types) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  return success();
}

static void printCast(Operation *op, OpAsmPrinter &p) {
  p.printOptionalOperandsWithTypes(op);
  p << " to ";
  p.printTypes(op->getResultTypes());
  if (DictionaryAttr d = op->getAttrDictionary())
    p.printOptionalAttrDict(d.getValue());
}

static LogicalResult verifyCast(Operation *op) {
  if (op->getNumResults() == 0)
    return op->emitOpError("expected at least one result for cast operation");
  return success();
}

static const OpDefinition kBuiltinOps[] = {
    defineOp<builtin::ModuleOp>({.traits = IsolatedFromAbove | NoTerminator |
                                           SingleBlock | SymbolTableTrait |
                                           SymbolTrait | NoRegionArguments,
                                 .inherentAttrs = kModuleInherent,
                                 .verify = verifyModule,
                                 .print = printModule,
                                 .parse = parseModule,
                                 .defaultDialect = "builtin"}),
    defineOp<builtin::UnrealizedConversionCastOp>({.traits = Pure,
                                                   .verify = verifyCast,
                                                   .print = printCast,
                                                   .parse = parseCast}),
};

builtin::UnrealizedConversionCastOp
builtin::UnrealizedConversionCastOp::build(OpBuilder &builder, Location loc,
                                           TypeRange resultTypes,
                                           ValueRange inputs) {
  OperationState state(loc, getOperationName(builder.getContext()));
  state.operands.assign(inputs.begin(), inputs.end());
  state.types.assign(resultTypes.begin(), resultTypes.end());
  return wrap(builder.create(state));
}

BuiltinDialect::BuiltinDialect(Context &ctx) : Dialect("builtin", ctx) {
  addOps(kBuiltinOps);
}

//===- BuiltinDialect.cpp - builtin.module and the conversion cast --------===//
#include "dialects/builtin/BuiltinDialect.h"
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

// No operands or results, one region of one block.
static const RegionSpec kModuleRegions[] = {{"bodyRegion", RegionBlocks::One}};
static const AttrSpec kModuleProps[] = {
    {"sym_name", &constraints::StringProperty, nullptr, /*optional=*/true},
    {"sym_visibility", &constraints::StringProperty, nullptr,
     /*optional=*/true}};
static const OpSignature kModule = {{}, {}, kModuleProps, kModuleRegions};

static const OpDefinition kBuiltinOps[] = {
    {"builtin.module",
     IsolatedFromAbove | NoTerminator | SingleBlock | SymbolTableTrait |
         SymbolTrait | NoRegionArguments,
     kModuleInherent, verifyModule, printModule, parseModule, "builtin",
     &kModule},
    {"builtin.unrealized_conversion_cast",
     Pure,
     {},
     verifyCast,
     printCast,
     parseCast,
     ""},
};

BuiltinDialect::BuiltinDialect(Context &ctx) : Dialect("builtin", ctx) {
  addOps(kBuiltinOps);
}

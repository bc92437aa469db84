//===- BuiltinDialect.cpp - builtin.module --------------------------------===//
#include "dialects/builtin/BuiltinDialect.h"
#include "ir/Region.h"
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
  llvm::SmallVector<NamedAttribute, 4> attrs;
  if (auto props = llvm::dyn_cast_if_present<DictionaryAttr>(op->getProperties()))
    attrs = props.getValue();
  if (DictionaryAttr d = op->getAttrDictionary())
    for (size_t i = 0; i < d.size(); ++i)
      attrs.push_back(d.at(i));
  std::stable_sort(attrs.begin(), attrs.end(),
                   [](const NamedAttribute &a, const NamedAttribute &b) {
                     return a.getName() < b.getName();
                   });
  if (auto name = llvm::dyn_cast_if_present<StringAttr>(op->getAttr("sym_name"))) {
    p << ' ';
    p.printSymbolName(name.getValue());
  }
  p.printOptionalAttrDictWithKeyword(attrs, {"sym_name"});
  p << ' ';
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/false);
}

static LogicalResult verifyModule(Operation *op) {
  if (op->getNumRegions() != 1 || !op->getRegion(0).hasOneBlock())
    return op->emitOpError("region #0 ('bodyRegion') failed to verify "
                           "constraint: region with 1 blocks");
  if (op->getNumOperands() || op->getNumResults() || op->getNumSuccessors())
    return op->emitOpError("expects no operands, results or successors");
  if (!op->getRegion(0).front().args_empty())
    return op->emitOpError("expects the body block to have no arguments");
  if (DictionaryAttr attrs = op->getAttrDictionary())
    for (size_t i = 0; i < attrs.size(); ++i)
      if (!attrs.at(i).getName().contains('.'))
        return op->emitOpError("can only contain attributes with "
                               "dialect-prefixed names, found: '" +
                               attrs.at(i).getName() + "'");
  if (Attribute name = op->getAttr("sym_name"); name && !llvm::isa<StringAttr>(name))
    return op->emitOpError("attribute 'sym_name' failed to satisfy constraint: "
                           "string attribute");
  return success();
}

static const OpDefinition kBuiltinOps[] = {
    {"builtin.module",
     IsolatedFromAbove | NoTerminator | SingleBlock | SymbolTableTrait,
     kModuleInherent, verifyModule, printModule, parseModule, ""},
};

BuiltinDialect::BuiltinDialect(Context &ctx) : Dialect("builtin", ctx) {
  addOps(kBuiltinOps);
}

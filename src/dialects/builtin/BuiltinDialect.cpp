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

static LogicalResult verifyModule(Operation *op) {
  if (DictionaryAttr attrs = op->getAttrDictionary())
    for (size_t i = 0; i < attrs.size(); ++i)
      if (!attrs.at(i).getName().contains('.'))
        return op->emitOpError("can only contain attributes with "
                               "dialect-prefixed names, found: '" +
                               attrs.at(i).getName() + "'");
  return success();
}

static LogicalResult verifyCast(Operation *op) {
  if (op->getNumResults() == 0)
    return op->emitOpError("expected at least one result for cast operation");
  return success();
}

static const OpDefinition kBuiltinOps[] = {
    defineOp<builtin::ModuleOp>(
        {.traits = IsolatedFromAbove | NoTerminator | SingleBlock |
                   SymbolTableTrait | SymbolTrait | NoRegionArguments,
         .inherentAttrs = kModuleInherent,
         .verify = verifyModule,
         .defaultDialect = "builtin",
         .format = "($sym_name^)? "
                   "attr-dict-with-keyword $bodyRegion"}),
    defineOp<builtin::UnrealizedConversionCastOp>(
        {.traits = Pure,
         .verify = verifyCast,
         .format = "($inputs^ `:` type($inputs))? `to` type($outputs) "
                   "attr-dict"}),
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

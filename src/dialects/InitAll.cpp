//===- InitAll.cpp --------------------------------------------------------===//
#include "dialects/InitAll.h"
#include "dialects/builtin/BuiltinDialect.h"
#include "dialects/func/FuncDialect.h"
#include "ir/Context.h"

void terrace::registerAllDialects(Context &ctx) {
  ctx.registerDialect(std::make_unique<BuiltinDialect>(ctx));
  ctx.registerDialect(std::make_unique<FuncDialect>(ctx));
}

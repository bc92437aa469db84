//===- FuncDialect.h - func.func, func.return, func.call ------------------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

class FuncDialect : public Dialect {
public:
  explicit FuncDialect(Context &ctx);
};

} // namespace terrace

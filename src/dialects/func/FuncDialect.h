//===- FuncDialect.h - func.func, func.return, func.call ------------------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

class FuncDialect : public Dialect {
public:
  explicit FuncDialect(Context &ctx);
  /// func.constant, for a flat symbol reference of function type.
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override;
};

} // namespace terrace

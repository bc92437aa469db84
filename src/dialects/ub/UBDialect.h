//===- UBDialect.h - The ub dialect: undefined behaviour ------------------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/Dialect.h"

namespace terrace {

/// `ub.poison`: a value whose use is undefined. Folders of other dialects
/// propagate it (arith.addi of a poison value is poison).
class UBDialect : public Dialect {
public:
  explicit UBDialect(Context &ctx);
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override;
};

namespace ub {
/// `#ub.poison`.
Attribute getPoison(Context &ctx);
bool isPoison(Attribute attr);
} // namespace ub

} // namespace terrace

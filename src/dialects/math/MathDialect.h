//===- MathDialect.h - The math dialect -----------------------------------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

/// Elementary functions on floats and integers (sqrt, exp, ctlz, ...).
/// Constants it folds to are materialized as arith.constant.
class MathDialect : public Dialect {
public:
  explicit MathDialect(Context &ctx);
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override;
};

} // namespace terrace

//===- BuiltinDialect.h - builtin.module and the conversion cast ----------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

/// The `builtin` dialect: `builtin.module` and
/// `builtin.unrealized_conversion_cast`. (Builtin types and attributes live
/// in the IR core.)
class BuiltinDialect : public Dialect {
public:
  explicit BuiltinDialect(Context &ctx);
};

} // namespace terrace

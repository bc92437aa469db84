//===- BuiltinDialect.h - builtin.module ----------------------------------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

/// The `builtin` dialect: `builtin.module`. (Builtin types and attributes
/// live in the IR core.)
class BuiltinDialect : public Dialect {
public:
  explicit BuiltinDialect(Context &ctx);
};

} // namespace terrace

//===- SCFDialect.h - The scf dialect: structured control flow ------------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

/// Loops and conditionals with regions: scf.if, scf.for, scf.execute_region
/// and their terminator scf.yield.
class SCFDialect : public Dialect {
public:
  explicit SCFDialect(Context &ctx);
};

} // namespace terrace

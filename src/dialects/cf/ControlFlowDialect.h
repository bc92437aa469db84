//===- ControlFlowDialect.h - The cf dialect: unstructured control flow ---===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

/// Branches between the blocks of a region (cf.br, cf.cond_br, cf.switch)
/// and cf.assert.
class ControlFlowDialect : public Dialect {
public:
  explicit ControlFlowDialect(Context &ctx);
};

} // namespace terrace

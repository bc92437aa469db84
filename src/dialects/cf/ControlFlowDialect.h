//===- ControlFlowDialect.h - The cf dialect: unstructured control flow ---===//
#pragma once

#include "ir/Dialect.h"

#include "llvm/ADT/APInt.h"

namespace terrace {

/// Branches between the blocks of a region (cf.br, cf.cond_br, cf.switch)
/// and cf.assert.
class ControlFlowDialect : public Dialect {
public:
  explicit ControlFlowDialect(Context &ctx);
};

namespace cf {
/// The `case_values` property of a cf.switch on a `flagType` flag: a dense
/// vector of `values` (what builders of a cf.switch set).
Attribute caseValuesAttr(Type flagType, llvm::ArrayRef<llvm::APInt> values);
} // namespace cf

} // namespace terrace

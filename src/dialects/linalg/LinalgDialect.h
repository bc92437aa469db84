//===- LinalgDialect.h - The linalg dialect: structured ops ---------------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

/// MLIR 22's linalg dialect: structured ops over tensors, each an
/// iteration space, one indexing map per operand and a scalar body.
class LinalgDialect : public Dialect {
public:
  explicit LinalgDialect(Context &ctx);
  /// Constants fold to arith.constant, as in MLIR (linalg.index of a loop
  /// of size 1).
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override;
  void getCanonicalizationPatterns(RewritePatternSet &patterns) const override;
};

} // namespace terrace
